import { enablePatches, Immer, type Patch as ImmerPatch } from 'immer';

/**
 * One change to plain data, in immer's patch format (JSON-Patch-like, with the path as an
 * array): `replace` the value at `path`, `add` one (to an array: insert at that index), or
 * `remove` it. Patches apply in order. immer's `applyPatches` reads them as they are.
 */
export interface Patch {
  /** What to do at `path`. */
  readonly op: 'replace' | 'remove' | 'add';
  /** Property names and array indices from the root to the value. */
  readonly path: readonly (string | number)[];
  /** The new value (`replace` and `add`). */
  readonly value?: unknown;
}

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Appends to `out` the patches that turn `from` into `to`, both plain JSON data. */
function diff(from: unknown, to: unknown, path: (string | number)[], out: Patch[]): void {
  if (from === to) return;
  if (Array.isArray(from) && Array.isArray(to)) {
    const common = Math.min(from.length, to.length);
    for (let i = 0; i < common; i++) diff(from[i], to[i], [...path, i], out);
    // Removals from the end first (highest index first), then additions at the end.
    for (let i = from.length - 1; i >= to.length; i--) out.push({ op: 'remove', path: [...path, i] });
    for (let i = from.length; i < to.length; i++) out.push({ op: 'add', path: [...path, i], value: to[i] });
    return;
  }
  if (isPlainObject(from) && isPlainObject(to)) {
    for (const key of Object.keys(from)) {
      if (!Object.prototype.hasOwnProperty.call(to, key)) out.push({ op: 'remove', path: [...path, key] });
      else diff(from[key], to[key], [...path, key], out);
    }
    for (const key of Object.keys(to)) {
      if (!Object.prototype.hasOwnProperty.call(from, key)) out.push({ op: 'add', path: [...path, key], value: to[key] });
    }
    return;
  }
  out.push({ op: 'replace', path, value: to });
}

/**
 * The change from one view to a later one of the same seat, as patches: what a server sends
 * instead of the whole view (a typical decision changes a few fields and adds a few log
 * entries, a few hundred bytes against a view of tens of kilobytes). The client applies it
 * with {@link applyViewChange} and has exactly the later view. Works on any plain JSON data.
 *
 * @example
 * ```ts
 * const next = tortuga1667.viewFor(state, seat);
 * socket.send(JSON.stringify(viewChange(lastSent, next)));
 * lastSent = next;
 * ```
 */
export function viewChange<View>(from: View, to: View): Patch[] {
  const out: Patch[] = [];
  diff(from, to, [], out);
  return out;
}

/** The library's immer instance for patches on views: results are left unfrozen, as `viewFor` leaves views. */
const views = new Immer({ autoFreeze: false });

/**
 * Applies a change made by {@link viewChange} (or any immer patches) to a view and returns the
 * new view; `view` itself is not changed, and unchanged parts are shared with it.
 *
 * @example
 * ```ts
 * view = applyViewChange(view, JSON.parse(message));
 * ```
 */
export function applyViewChange<View>(view: View, change: readonly Patch[]): View {
  enablePatches();
  return views.applyPatches(view as object, change as readonly ImmerPatch[]) as View;
}
