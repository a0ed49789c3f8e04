import { s, type Drawn } from './dom.js';

/**
 * The pictures of the games' symbols — the vote cards' seven symbols (Tortuga 1667) and the dice's
 * six faces (the dice game) — each a small SVG drawn on a 24×24 grid. A picture is an image whose
 * accessible name is the game's own word for it (`name`), so a screen reader says what a sighted
 * player sees.
 */

/** The shapes of each picture, in the 24×24 grid. */
const SHAPES: Readonly<Record<string, () => Drawn[]>> = {
  cannon: () => [
    s('rect', { x: 3, y: 8, width: 16, height: 6, rx: 3, transform: 'rotate(-18 11 11)', fill: '#3b3b3b' }),
    s('circle', { cx: 9, cy: 17, r: 4, fill: '#8a5a2b', stroke: '#2b1d0e', 'stroke-width': 1.5 }),
  ],
  torch: () => [
    s('rect', { x: 10.5, y: 11, width: 3, height: 11, rx: 1, fill: '#8a5a2b' }),
    s('path', { d: 'M12 2 C16 6 16 9 15 11 L9 11 C8 9 8 6 12 2 Z', fill: '#e8731c' }),
    s('path', { d: 'M12 6 C14 8 14 9.5 13.3 11 L10.7 11 C10 9.5 10 8 12 6 Z', fill: '#ffd34d' }),
  ],
  water: () => [s('path', { d: 'M12 2 C16 8 19 11 19 15 A7 7 0 0 1 5 15 C5 11 8 8 12 2 Z', fill: '#2f7dd1' })],
  british: () => [
    s('rect', { x: 4, y: 2, width: 1.8, height: 20, fill: '#5a4a30' }),
    s('rect', { x: 5.8, y: 3, width: 15, height: 10, fill: '#2e5fb3' }),
    s('path', { d: 'M5.8 3 L20.8 13 M20.8 3 L5.8 13', stroke: '#fff', 'stroke-width': 2 }),
    s('path', { d: 'M13.3 3 V13 M5.8 8 H20.8', stroke: '#c63b3b', 'stroke-width': 2 }),
  ],
  french: () => [
    s('rect', { x: 4, y: 2, width: 1.8, height: 20, fill: '#5a4a30' }),
    s('rect', { x: 5.8, y: 3, width: 15, height: 10, fill: '#c63b3b' }),
    s('path', { d: 'M10.8 3 V13 M15.8 3 V13', stroke: '#fff', 'stroke-width': 1.5 }),
  ],
  skull: () => [
    s('path', {
      d: 'M12 3 A8 8 0 0 1 20 11 C20 14 18 15 17 16 L17 19 L7 19 L7 16 C6 15 4 14 4 11 A8 8 0 0 1 12 3 Z',
      fill: '#f4f0e6',
      stroke: '#2b1d0e',
      'stroke-width': 1.2,
    }),
    s('circle', { cx: 9, cy: 11, r: 2.2, fill: '#2b1d0e' }),
    s('circle', { cx: 15, cy: 11, r: 2.2, fill: '#2b1d0e' }),
    s('path', { d: 'M10 19 V16.5 M12 19 V16.5 M14 19 V16.5', stroke: '#2b1d0e', 'stroke-width': 1 }),
  ],
  wheel: () => [
    s('circle', { cx: 12, cy: 12, r: 7, fill: 'none', stroke: '#8a5a2b', 'stroke-width': 2.5 }),
    s('path', { d: 'M12 2 V22 M2 12 H22 M4.9 4.9 L19.1 19.1 M19.1 4.9 L4.9 19.1', stroke: '#8a5a2b', 'stroke-width': 1.8, 'stroke-linecap': 'round' }),
    s('circle', { cx: 12, cy: 12, r: 2.5, fill: '#8a5a2b' }),
  ],
  ship: () => [
    s('path', { d: 'M3 15 H21 L18 20 H6 Z', fill: '#8a5a2b' }),
    s('rect', { x: 11.2, y: 3, width: 1.6, height: 12, fill: '#5a4a30' }),
    s('path', { d: 'M13 4 L19 13 H13 Z', fill: '#f4f0e6', stroke: '#5a4a30', 'stroke-width': 0.8 }),
  ],
  crew: () => [
    s('circle', { cx: 12, cy: 7, r: 4, fill: '#e0a526' }),
    s('path', { d: 'M4 21 C4 15 8 12 12 12 C16 12 20 15 20 21 Z', fill: '#3aa76d' }),
    s('path', { d: 'M7 5 H17 L15 3 H9 Z', fill: '#2b1d0e' }),
  ],
  treasure: () => [
    s('rect', { x: 3, y: 10, width: 18, height: 10, rx: 1.5, fill: '#b58b2a', stroke: '#5a4a30', 'stroke-width': 1.2 }),
    s('path', { d: 'M3 10 C3 5 21 5 21 10 Z', fill: '#d9a84a', stroke: '#5a4a30', 'stroke-width': 1.2 }),
    s('rect', { x: 10.5, y: 11, width: 3, height: 4, fill: '#ffd34d' }),
  ],
  board: () => [
    s('path', { d: 'M12 6 V21 M4 14 C5 20 19 20 20 14 M8 9 H16', stroke: '#3b3b3b', 'stroke-width': 2, fill: 'none', 'stroke-linecap': 'round' }),
    s('circle', { cx: 12, cy: 4, r: 2, fill: 'none', stroke: '#3b3b3b', 'stroke-width': 1.6 }),
  ],
  raid: () => [
    s('path', { d: 'M4 4 L18 18 M20 4 L6 18', stroke: '#6b7a8f', 'stroke-width': 2.4, 'stroke-linecap': 'round' }),
    s('path', { d: 'M15 19 L19 15 M9 19 L5 15', stroke: '#8a5a2b', 'stroke-width': 3, 'stroke-linecap': 'round' }),
  ],
};

/** Whether there is a picture of `symbol`. */
export function hasGlyph(symbol: string): boolean {
  return Object.hasOwn(SHAPES, symbol);
}

/** The picture of a symbol or a die's face, `size` pixels wide, named `name` for a screen reader (and as its tooltip). */
export function glyph(symbol: string, name: string, size = 24): Drawn {
  return s(
    'svg',
    { class: `glyph ${symbol}`, viewBox: '0 0 24 24', width: size, height: size, role: 'img', 'aria-label': name },
    s('title', {}, name),
    ...(SHAPES[symbol]?.() ?? []),
  );
}

/** A die showing `face` with its number (none for a skull): the face's picture on a die, named as the game says the die. */
export function dieFace(face: string, value: number | null, name: string, size = 44): Drawn {
  return s(
    'svg',
    { class: `die-picture ${face}`, viewBox: '0 0 44 44', width: size, height: size, role: 'img', 'aria-label': name },
    s('title', {}, name),
    s('rect', { x: 1.5, y: 1.5, width: 41, height: 41, rx: 8, class: 'die-body' }),
    s('g', { transform: value === null ? 'translate(8 8) scale(1.17)' : 'translate(4 4) scale(1.1)' }, ...(SHAPES[face]?.() ?? [])),
    value === null ? null : s('text', { x: 36, y: 38, 'text-anchor': 'middle', class: 'die-number' }, String(value)),
  );
}
