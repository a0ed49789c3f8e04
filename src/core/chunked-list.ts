/**
 * An append-only list stored in chunks of at most {@link CHUNK_SIZE} items. Appending to a
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
