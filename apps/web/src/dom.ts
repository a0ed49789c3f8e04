import { h as element, render, type ComponentChild, type VNode } from 'preact';

/**
 * The few drawing helpers the client needs: elements with attributes and children, in HTML and in
 * SVG, as Preact's virtual nodes. Screens are functions of what they show; `draw` puts one on the
 * page, where Preact changes only what differs from the last drawing — an opened player aid stays
 * open, focus and scroll stay where they are, an animation is not cut short.
 */

/** An attribute value; null, undefined and false leave the attribute out, a function becomes an event listener (`onclick`). */
export type Attr = string | number | boolean | null | undefined | ((event: Event) => void);

/** A child: an element, text, or nothing. */
export type Child = ComponentChild;

/** A drawn element (HTML or SVG). */
export type Drawn = VNode;

function make(tag: string, attrs: Readonly<Record<string, Attr>>, children: readonly Child[]): Drawn {
  const props: Record<string, Attr> = {};
  for (const [name, value] of Object.entries(attrs)) if (value !== null && value !== undefined && value !== false) props[name] = value;
  return element<Record<string, Attr>>(tag, props, ...children);
}

/** An HTML element. */
export function h(tag: keyof HTMLElementTagNameMap, attrs: Readonly<Record<string, Attr>> = {}, ...children: Child[]): Drawn {
  return make(tag, attrs, children);
}

/** An SVG element (inside an `svg`, which gives its children the SVG namespace). */
export function s(tag: string, attrs: Readonly<Record<string, Attr>> = {}, ...children: Child[]): Drawn {
  return make(tag, attrs, children);
}

/** Draws `screen` into `root`, changing only what differs from the screen drawn there before. */
export function draw(root: HTMLElement, screen: Drawn): void {
  render(screen, root);
}

/** The HTML a screen gives when drawn afresh (the browser tests compare it with the live page). */
export function htmlOf(screen: Drawn): string {
  const scratch = document.createElement('div');
  render(screen, scratch);
  const html = scratch.innerHTML;
  render(null, scratch);
  return html;
}

/** An SVG text, centred on (x, y) unless told otherwise. */
export function label(x: number, y: number, text: string, attrs: Readonly<Record<string, Attr>> = {}): Drawn {
  return s('text', { x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', ...attrs }, text);
}

/**
 * A centred SVG text of `size` px meant to stay within `width`: where it would not (at about 0.55 em
 * a character, a sans-serif's average), it is broken at the space nearest its middle into two lines
 * centred on (x, y).
 */
export function fittedLabel(x: number, y: number, text: string, width: number, size: number, attrs: Readonly<Record<string, Attr>> = {}): Drawn {
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index);
  if (text.length * size * 0.55 <= width || spaces.length === 0) return label(x, y, text, attrs);
  const middle = text.length / 2;
  const at = spaces.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
  return s(
    'text',
    { x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', ...attrs },
    s('tspan', { x, dy: -0.5 * size }, text.slice(0, at)),
    s('tspan', { x, dy: size }, text.slice(at + 1)),
  );
}

/** The colour of each player's pawns and markers, by seat. */
export const PLAYER_COLOURS: readonly string[] = ['#d9485f', '#2f7dd1', '#e0a526', '#3aa76d', '#8e5cc4', '#e06d2f', '#2ab3b8', '#c2519b', '#6b7a8f'];

/**
 * Something that explains itself: its help text as a tooltip (`title`) and `data-help`, which the
 * play screen shows in its help note when the thing is clicked, tapped or chosen with the keyboard.
 */
export function helpful(help: string, child: Child): Drawn {
  return h('span', { class: 'helpful', 'data-help': help, title: help, tabindex: 0, role: 'button' }, child);
}

/** The same inside the drawing: an SVG group with a `<title>`. */
export function helpfulSvg(help: string, ...children: Child[]): Drawn {
  return s('g', { class: 'helpful', 'data-help': help, tabindex: 0, role: 'button' }, s('title', {}, help), ...children);
}
