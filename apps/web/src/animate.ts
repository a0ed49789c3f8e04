import { viewChange, type Patch } from 'tortuga-rules';

/**
 * Animation from what changed: `viewChange` between the view on screen and the next one gives
 * the patches; the title turns them into the keys (`data-key`) of the pieces they touch, which
 * pulse (a chest count, a revealed card, dice placed), and the pieces that move (`data-move`:
 * pawns, track markers) glide from where they were. Nothing moves when the player asks for
 * reduced motion.
 */

/** How a changed piece pulses. */
const PULSE: Keyframe[] = [{ filter: 'brightness(1.7) drop-shadow(0 0 6px #ffd79a)' }, { filter: 'none' }];

/** Where each moving piece is on screen now (before the screen is drawn again). */
export function positions(root: ParentNode): Map<string, DOMRect> {
  const out = new Map<string, DOMRect>();
  for (const piece of root.querySelectorAll<Element>('[data-move]')) out.set(piece.getAttribute('data-move')!, piece.getBoundingClientRect());
  return out;
}

/** Whether the page should keep still (the player's system setting). */
export function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Animates the screen just drawn for `next`, coming from `previous`: the pieces whose keys the
 * patches touch pulse; moving pieces glide from `before`. Returns the keys it animated.
 */
export function animateChange<V>(
  root: ParentNode,
  previous: V | null,
  next: V,
  before: ReadonlyMap<string, DOMRect>,
  keysOf: (patches: readonly Patch[]) => string[],
): string[] {
  if (previous === null || reducedMotion()) return [];
  const keys = keysOf(viewChange(previous, next));
  // Web Animations leave the DOM as drawn (the browser tests compare it with the drawing of the view).
  for (const key of keys)
    for (const piece of root.querySelectorAll(`[data-key="${CSS.escape(key)}"]`)) piece.animate(PULSE, { duration: 900, easing: 'ease-out' });
  for (const piece of root.querySelectorAll<Element>('[data-move]')) {
    const was = before.get(piece.getAttribute('data-move')!);
    if (was === undefined) continue;
    const now = piece.getBoundingClientRect();
    const dx = was.left - now.left;
    const dy = was.top - now.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    // The drawing is scaled: a screen pixel is this many drawing units.
    const svg = piece.closest('svg');
    const scale = svg === null ? 1 : svg.viewBox.baseVal.width / svg.getBoundingClientRect().width;
    piece.animate([{ transform: `translate(${dx * scale}px, ${dy * scale}px)` }, { transform: 'none' }], { duration: 450, easing: 'ease-out' });
  }
  return keys;
}

/** The path of a patch as text, for the titles' key mappings (`seats.2.ship`). */
export function pathOf(patch: Patch): string {
  return patch.path.join('.');
}
