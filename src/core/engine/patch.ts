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

/** Whether two plain JSON values are equal. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const key of ka) if (!Object.prototype.hasOwnProperty.call(b, key) || !same((a as Plain)[key], (b as Plain)[key])) return false;
  return true;
}

/** Arrays up to this length may be sent whole when that is shorter than their changes. */
const SMALL_ARRAY = 64;

/**
 * Where a value sits, as a linked list from the value up to the root: built as the diff walks
 * down and turned into a patch's path only when a patch is made, so walking the many parts that
 * did not change allocates nothing.
 */
interface Where {
  readonly parent: Where | null;
  readonly key: string | number;
}

function pathOf(where: Where | null, last?: string | number): (string | number)[] {
  const path: (string | number)[] = last === undefined ? [] : [last];
  for (let at = where; at !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

const at = (parent: Where | null, key: string | number): Where => ({ parent, key });

/** How many items were taken from the front of `from` (a queue moving on, so `to` is shorter), up to 8: `from[k]` starts `to`. */
function droppedFromFront(from: readonly unknown[], to: readonly unknown[]): number {
  // Only a list that got shorter is taken for a queue that moved on: a list of the same length or longer (seats, a
  // log, a view's rebuilt records) is compared item by item without looking for a shift first.
  if (to.length >= from.length || to.length === 0 || from[0] === to[0] || same(from[0], to[0])) return 0;
  for (let k = 1; k <= 8 && k < from.length; k++) {
    if (same(from[k], to[0]) && (k + 1 >= from.length || to.length < 2 || same(from[k + 1], to[1]))) return k;
  }
  return 0;
}

/** The patches that turn array `from` into array `to`: items dropped from the front, then item by item — or the whole array when that is shorter. */
function diffArray(from: readonly unknown[], to: readonly unknown[], where: Where | null, out: Patch[]): void {
  const dropped = droppedFromFront(from, to);
  const restLength = from.length - dropped;
  const common = Math.min(restLength, to.length);
  // The usual case, a list that only grew (a log) or kept its length: identical items are skipped without a look inside.
  let first = 0;
  while (first < common && from[dropped + first] === to[first]) first++;
  if (dropped === 0 && first === common && restLength <= to.length) {
    for (let i = restLength; i < to.length; i++) out.push({ op: 'add', path: pathOf(where, i), value: to[i] });
    return;
  }
  const changes: Patch[] = [];
  for (let i = 0; i < dropped; i++) changes.push({ op: 'remove', path: pathOf(where, 0) });
  for (let i = first; i < common; i++) if (from[dropped + i] !== to[i]) diff(from[dropped + i], to[i], at(where, i), changes);
  // Removals from the end first (highest index first), then additions at the end.
  for (let i = restLength - 1; i >= to.length; i--) changes.push({ op: 'remove', path: pathOf(where, i) });
  for (let i = restLength; i < to.length; i++) changes.push({ op: 'add', path: pathOf(where, i), value: to[i] });
  if (changes.length > 1 && to.length <= SMALL_ARRAY) {
    // The whole array when it is shorter as JSON than its changes; the sizes are counted, not written out.
    let changed = 0;
    for (const change of changes) changed = jsonSize(change, changed, Infinity);
    if (jsonSize(to, 0, changed) < changed) {
      out.push({ op: 'replace', path: pathOf(where), value: to });
      return;
    }
  }
  for (const change of changes) out.push(change);
}

/** The patches between two plain objects: key by key, without building key lists (views hold many small objects). */
function diffObject(from: Plain, to: Plain, where: Where | null, out: Patch[]): void {
  let kept = 0;
  for (const key in from) {
    const b = to[key];
    if (b === undefined && !Object.prototype.hasOwnProperty.call(to, key)) {
      out.push({ op: 'remove', path: pathOf(where, key) });
      continue;
    }
    kept++;
    const a = from[key];
    if (a !== b) diff(a, b, at(where, key), out);
  }
  // The keys `to` has beyond the `kept` ones it shares with `from` are additions; most objects have none.
  let count = 0;
  for (const _key in to) count++;
  if (count === kept) return;
  for (const key in to) if (!Object.prototype.hasOwnProperty.call(from, key)) out.push({ op: 'add', path: pathOf(where, key), value: to[key] });
}

/**
 * About how many characters `value` takes as JSON, added to `sum`; it stops counting once the
 * sum passes `limit` (only the comparison matters). Numbers count their digits, strings their
 * length and quotes, containers their brackets, commas and keys.
 */
function jsonSize(value: unknown, sum: number, limit: number): number {
  if (sum > limit) return sum;
  if (typeof value === 'string') return sum + value.length + 2;
  if (typeof value === 'number')
    return sum + (value === 0 ? 1 : Math.floor(Math.log10(Math.abs(value)) + 1) + (value < 0 ? 1 : 0) + (Number.isInteger(value) ? 0 : 8));
  if (typeof value === 'boolean') return sum + (value ? 4 : 5);
  if (value === null || typeof value !== 'object') return sum + 4;
  let total = sum + 2;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length && total <= limit; i++) total = jsonSize(value[i], total + 1, limit);
    return total;
  }
  for (const key in value) {
    if (total > limit) break;
    total = jsonSize((value as Plain)[key], total + key.length + 4, limit);
  }
  return total;
}

/** Appends to `out` the patches that turn `from` into `to`, both plain JSON data. */
function diff(from: unknown, to: unknown, where: Where | null, out: Patch[]): void {
  if (from === to) return;
  if (Array.isArray(from) && Array.isArray(to)) {
    diffArray(from, to, where, out);
    return;
  }
  if (isPlainObject(from) && isPlainObject(to)) {
    diffObject(from, to, where, out);
    return;
  }
  out.push({ op: 'replace', path: pathOf(where), value: to });
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
  diff(from, to, null, out);
  return out;
}

/** The library's immer instance for patches on views: results are left unfrozen, as `viewFor` leaves views. */
// Marked pure: an app that applies no view changes drops it, and immer with it, from its bundle.
const views = /* @__PURE__ */ new Immer({ autoFreeze: false });

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
