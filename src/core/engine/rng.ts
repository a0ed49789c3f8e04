import alea from 'seedrandom/lib/alea.js';

/**
 * The state of the alea generator from `seedrandom`, kept as four plain numbers inside a
 * game state so that it survives JSON and the same seed gives the same game everywhere.
 */
export interface RngState {
  /** Carry. */
  c: number;
  /** First lag value. */
  s0: number;
  /** Second lag value. */
  s1: number;
  /** Third lag value. */
  s2: number;
}

/** The generator state that `seedrandom`'s alea starts from for `seed`. */
export function seedRng(seed: string): RngState {
  const { c, s0, s1, s2 } = alea(seed, { state: true }).state();
  return { c, s0, s1, s2 };
}

/**
 * Advances the generator in place and returns a number in [0, 1). This is alea's step,
 * exactly as `seedrandom` computes it (a test pins the two together); doing it in place
 * keeps the state plain data and avoids building a generator object per draw.
 */
export function nextFloat(rng: RngState): number {
  const t = 2091639 * rng.s0 + rng.c * 2.3283064365386963e-10;
  rng.s0 = rng.s1;
  rng.s1 = rng.s2;
  rng.c = t | 0;
  rng.s2 = t - rng.c;
  return rng.s2;
}

/** A whole number in `[0, n)`, drawn uniformly. */
export function nextInt(rng: RngState, n: number): number {
  return Math.floor(nextFloat(rng) * n);
}

/** Shuffles `items` in place (Fisher–Yates) with the generator. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
}
