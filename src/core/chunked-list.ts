import { seatOrSpectator } from './seat-of.js';

/**
 * An append-only list stored in chunks of at most 64 items (`CHUNK_SIZE`). Appending to a
 * state held by immer then copies one short chunk instead of the whole list, which keeps
 * the cost of a decision flat as a game's log grows.
 */
export type ChunkedList<T> = T[][];

/** The most items one chunk holds. */
export const CHUNK_SIZE = 64;

/** Appends `item` in place. */
export function appendChunked<T>(list: ChunkedList<T>, item: T): void {
  const last = list[list.length - 1];
  if (last === undefined || last.length >= CHUNK_SIZE) list.push([item]);
  else last.push(item);
}

/** Every item in order, as one array (a new array each call). */
export function flattenChunked<T>(list: ChunkedList<T>): T[] {
  const out: T[] = [];
  for (const chunk of list) for (const item of chunk) out.push(item);
  return out;
}

/** The number of items. */
export function chunkedLength<T>(list: ChunkedList<T>): number {
  if (list.length === 0) return 0;
  return (list.length - 1) * CHUNK_SIZE + (list[list.length - 1] as T[]).length;
}

/** A chunked list holding `items`, in order. */
export function chunkedFrom<T>(items: readonly T[]): ChunkedList<T> {
  const list: ChunkedList<T> = [];
  for (const item of items) appendChunked(list, item);
  return list;
}

/** What a log entry carries that a reader of the log needs: when it happened and who may see it. */
export interface VisibleEntry {
  /** The decision count at which it happened (never decreasing along the log). */
  readonly at: number;
  /** The seats that may see it; absent for a public entry. */
  readonly to?: readonly number[];
}

/**
 * The entries of a chunked log that `seat` may see (public ones, and private ones addressed to
 * it; a spectator, `null`, sees the public ones: T67-INFO-2, TD-INFO-1), oldest first, from after decision `after`
 * on. The first chunk to read is found by binary search, so reading the entries since a
 * point costs about the number of entries read, however long the log is.
 */
export function visibleEntries<T extends VisibleEntry>(log: ChunkedList<T>, seat: number | null, after = -1): T[] {
  let low = 0;
  let high = log.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const chunk = log[mid]!;
    if (chunk[chunk.length - 1]!.at <= after) low = mid + 1;
    else high = mid;
  }
  // The common case, the whole log: every full chunk's visible entries come from one cached prefix.
  const full = low === 0 && log.length > 0 && log[0]![0]!.at > after ? fullFrozenChunks(log) : 0;
  // The rest is collected apart and joined once: pushing onto the copied prefix would grow
  // (and copy) it again.
  const rest: T[] = [];
  for (let c = Math.max(low, full); c < log.length; c++) {
    const chunk = log[c]!;
    const cached = chunk.length === CHUNK_SIZE && Object.isFrozen(chunk) && chunk[0]!.at > after;
    const source = cached ? visibleInChunk(chunk, seat) : chunk;
    for (let i = 0; i < source.length; i++) {
      const entry = source[i]!;
      if (cached || isVisible(entry, seat, after)) rest.push(entry);
    }
  }
  return full > 0 ? visiblePrefix(log, full - 1, seat).concat(rest) : rest;
}

function isVisible(entry: VisibleEntry, seat: number | null, after: number): boolean {
  if (entry.at <= after) return false;
  const to = entry.to;
  if (to === undefined) return true;
  // A loop: `includes` on a frozen array takes V8's slow path.
  for (let i = 0; i < to.length; i++) if (to[i] === seat) return true;
  return false;
}

/**
 * The entries of a full, frozen chunk that `seat` may see, worked out once per chunk and seat:
 * full chunks never change and are shared by every later state, so a view reads them from
 * here instead of testing every entry again (`viewFor`'s cost stays flat as the log grows).
 */
function visibleInChunk<T extends VisibleEntry>(chunk: readonly T[], seat: number | null): readonly T[] {
  return perChunkAndSeat(VISIBLE, chunk, seat, () => chunk.filter((entry) => isVisible(entry, seat, -1)));
}

const VISIBLE = new WeakMap<object, unknown[]>();

/** A value worked out once per (full, frozen) chunk and seat — a spectator has its own slot — and kept while the chunk lives. */
function perChunkAndSeat<V>(cache: WeakMap<object, unknown[]>, chunk: object, seat: number | null, compute: () => V): V {
  let bySeat = cache.get(chunk);
  if (bySeat === undefined) {
    bySeat = [];
    cache.set(chunk, bySeat);
  }
  const slot = seat === null ? 0 : seat + 1;
  if (bySeat[slot] === undefined) bySeat[slot] = compute();
  return bySeat[slot] as V;
}

/** How many chunks from the start of the log are full and frozen (shared by every later state of the game). */
function fullFrozenChunks<T>(log: ChunkedList<T>): number {
  let n = 0;
  while (n < log.length && log[n]!.length === CHUNK_SIZE && Object.isFrozen(log[n])) n++;
  return n;
}

/**
 * The entries of chunks `0..last` that `seat` may see, cached on chunk `last` together with
 * the chunks before it: the cache answers only a log whose earlier chunks are those very
 * objects (in one game's log they always are; a state rebuilt around shared chunks — a
 * re-deal, a loaded state — gets its own). A view of the whole log then copies one array
 * instead of walking every chunk. Not frozen: V8 copies frozen arrays slowly, and nothing
 * outside this module sees these arrays.
 */
function visiblePrefix<T extends VisibleEntry>(log: ChunkedList<T>, last: number, seat: number | null): readonly T[] {
  const chunk = log[last]!;
  const cached = perChunkAndSeat(PREFIX, chunk, seat, () => ({ before: [] as unknown[], entries: [] as T[], filled: false }));
  if (!cached.filled || cached.before.length !== last || cached.before.some((earlier, i) => earlier !== log[i])) {
    cached.before = log.slice(0, last);
    cached.entries = (last > 0 ? visiblePrefix(log, last - 1, seat) : []).concat(visibleInChunk(chunk, seat));
    cached.filled = true;
  }
  return cached.entries;
}

const PREFIX = new WeakMap<object, unknown[]>();

/**
 * The entries `viewer` may see (see {@link visibleEntries}) of a game with `players` seats;
 * a viewer that is not a seat of the game reads as a spectator.
 */
export function logForViewer<T extends VisibleEntry>(log: ChunkedList<T>, players: number, viewer: number | null, after = -1): T[] {
  return visibleEntries(log, seatOrSpectator(viewer, players), after);
}
