import { nextInt, type RngState } from './rng.js';

/** Removes one copy of `item` from `pool`; true when there was one. */
export function takeOne<T>(pool: T[], item: T): boolean {
  const index = pool.indexOf(item);
  if (index < 0) return false;
  pool.splice(index, 1);
  return true;
}

/** Draws `count` items at random out of `pool` (fewer when it runs out). */
export function drawRandom<T>(rng: RngState, pool: T[], count: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) out.push(pool.splice(nextInt(rng, pool.length), 1)[0] as T);
  return out;
}
