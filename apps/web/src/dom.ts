/** The few DOM helpers the client needs: elements with attributes and children, in HTML and in SVG. */

/** An attribute value; null, undefined and false leave the attribute out, a function becomes an event listener (`onclick`). */
export type Attr = string | number | boolean | null | undefined | ((event: Event) => void);

/** A child: a node, text, or nothing. */
export type Child = Node | string | null | undefined | false;

function fill<E extends Element>(element: E, attrs: Readonly<Record<string, Attr>>, children: readonly Child[]): E {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

/** An HTML element. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Readonly<Record<string, Attr>> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  return fill(document.createElement(tag), attrs, children);
}

const SVG = 'http://www.w3.org/2000/svg';

/** An SVG element. */
export function s(tag: string, attrs: Readonly<Record<string, Attr>> = {}, ...children: Child[]): SVGElement {
  return fill(document.createElementNS(SVG, tag) as SVGElement, attrs, children);
}

/** An SVG text, centred on (x, y) unless told otherwise. */
export function label(x: number, y: number, text: string, attrs: Readonly<Record<string, Attr>> = {}): SVGElement {
  return s('text', { x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', ...attrs }, text);
}

/** The colour of each player's pawns and markers, by seat. */
export const PLAYER_COLOURS: readonly string[] = ['#d9485f', '#2f7dd1', '#e0a526', '#3aa76d', '#8e5cc4', '#e06d2f', '#2ab3b8', '#c2519b', '#6b7a8f'];

/**
 * Something that explains itself: its help text as a tooltip (`title`) and `data-help`, which the
 * play screen shows in its help note when the thing is clicked, tapped or chosen with the keyboard.
 */
export function helpful(help: string, child: Child): HTMLElement {
  return h('span', { class: 'helpful', 'data-help': help, title: help, tabindex: 0, role: 'button' }, child);
}

/** The same inside the drawing: an SVG group with a `<title>`. */
export function helpfulSvg(help: string, ...children: Child[]): SVGElement {
  return s('g', { class: 'helpful', 'data-help': help, tabindex: 0, role: 'button' }, s('title', {}, help), ...children);
}
