import { viewerSeat } from './seat-of.js';

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
 * point costs about the number of entries read, however long the log is; the whole log comes
 * from a per-seat cache that grows with the game (see {@link visiblePrefix}).
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
  // The common case, the whole log: every full chunk's visible entries come from the seat's cache.
  const full = low === 0 && log.length > 0 && log[0]![0]!.at > after ? fullFrozenChunks(log) : 0;
  const out = full > 0 ? visiblePrefix(log, full, seat) : [];
  for (let c = Math.max(low, full); c < log.length; c++) {
    const chunk = log[c]!;
    for (let i = 0; i < chunk.length; i++) {
      const entry = chunk[i]!;
      if (isVisible(entry, seat, after)) out.push(entry);
    }
  }
  return out;
}

function isVisible(entry: VisibleEntry, seat: number | null, after: number): boolean {
  if (entry.at <= after) return false;
  const to = entry.to;
  if (to === undefined) return true;
  // A loop: `includes` on a frozen array takes V8's slow path.
  for (let i = 0; i < to.length; i++) if (to[i] === seat) return true;
  return false;
}

/** How many chunks from the start of the log are full and frozen (shared by every later state of the game). */
function fullFrozenChunks<T>(log: ChunkedList<T>): number {
  let n = 0;
  while (n < log.length && log[n]!.length === CHUNK_SIZE && Object.isFrozen(log[n])) n++;
  return n;
}

/** One seat's reading of one game's log: the full chunks read so far, and the entries of them the seat may see. */
interface SeatReading {
  /** The chunk objects read, in order (a later state of the same game shares them). */
  readonly chunks: object[];
  /** After how many visible entries each chunk ends. */
  readonly ends: number[];
  /** The visible entries of every chunk read, in order. */
  readonly entries: unknown[];
}

/** Per game (keyed by its log's first chunk, which every later state shares) and per seat slot: what that seat has read. */
const READINGS = new WeakMap<object, SeatReading[]>();

/**
 * A copy of the entries of chunks `0..count-1` (full and frozen) that `seat` may see. One
 * reading per game and seat is kept, keyed by the log's first chunk and grown as the game
 * goes on: the chunks it read are compared by identity with the log's (a state of another
 * line of play — an undo, a re-deal around shared chunks — drops what no longer matches and
 * reads on from there), so a view of the whole log costs one pass over the chunks and one copy
 * of the entries, and what is kept is one array per seat, linear in the log.
 */
function visiblePrefix<T extends VisibleEntry>(log: ChunkedList<T>, count: number, seat: number | null): T[] {
  let bySeat = READINGS.get(log[0]!);
  if (bySeat === undefined) {
    bySeat = [];
    READINGS.set(log[0]!, bySeat);
  }
  const slot = seat === null ? 0 : seat + 1;
  const reading = (bySeat[slot] ??= { chunks: [], ends: [], entries: [] });
  let same = 0;
  const known = Math.min(count, reading.chunks.length);
  while (same < known && reading.chunks[same] === log[same]) same++;
  if (same < reading.chunks.length) {
    reading.chunks.length = same;
    reading.ends.length = same;
    reading.entries.length = same === 0 ? 0 : reading.ends[same - 1]!;
  }
  for (let c = same; c < count; c++) {
    const chunk = log[c]!;
    for (let i = 0; i < chunk.length; i++) if (isVisible(chunk[i]!, seat, -1)) reading.entries.push(chunk[i]!);
    reading.chunks.push(chunk);
    reading.ends.push(reading.entries.length);
  }
  return reading.entries.slice(0, reading.ends[count - 1]) as T[];
}

/**
 * The entries `viewer` may see (see {@link visibleEntries}) of a game with `players` seats
 * (null: a spectator); a viewer that is not a seat of the game is refused (`NO_SUCH_SEAT`).
 */
export function logForViewer<T extends VisibleEntry>(log: ChunkedList<T>, players: number, viewer: number | null, after = -1): T[] {
  return visibleEntries(log, viewerSeat(viewer, players), after);
}
