/**
 * The host's pace: how fast this machine reaches memory beyond a core's own caches at the
 * moment, read by a fixed probe between slices of a timed path, so that a benchmark can tell a run measured
 * while the host was slowed from one measured while it was quiet.
 *
 * This VM shares its host, and in its slow spells (a minute to several) `apply`, the fast path
 * and the immer floor lose 35–50% while plain arithmetic keeps its speed. Measured by
 * alternating 300 ms of `apply` (dice, 4 players) with 40 ms of each of three probes for 4.3
 * minutes, through four slow spells: `apply`'s rate followed random reads and writes over 4 MiB
 * (correlation 0.94 of the log ratios) and making small objects (0.89), not an arithmetic loop
 * (0.38): the spells are contention for caches and memory, not a slower CPU. The probe is the
 * random-access one, which allocates nothing, so it adds no garbage to the path it is read in.
 * Its readings still depend a little on the path before it (about a fifth lower after
 * boardgame.io's, whose large heap keeps V8's GC threads busy), so the benchmark holds each
 * path to its own quiet level.
 */

/** The probe's data: 4 MiB, beyond a core's own caches, so that its reads go to the shared ones. */
const SIZE = 1 << 20;
const data = new Int32Array(SIZE);

/** Reads and writes per probe step. */
const STEP = 4096;

/**
 * Reads and writes `data` at scattered places for about `ms` milliseconds of wall time;
 * returns accesses per µs. It allocates nothing.
 */
export function readPace(ms = 10): number {
  let steps = 0;
  let sum = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    const base = (steps & 0xff) * STEP;
    for (let i = 0; i < STEP; i++) {
      const at = (Math.imul(base + i, 2654435761) >>> 12) & (SIZE - 1);
      sum = (sum + data[at]!) | 0;
      data[at] = sum;
    }
    steps++;
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return (steps * STEP) / (elapsed * 1000);
}

/** The probe run a few times so that it is compiled before it is read. */
export function warmPace(): void {
  for (let i = 0; i < 20; i++) readPace(5);
}

/**
 * The pace of a quiet host, from the paces read over a whole benchmark: the upper quartile.
 * Slow spells only lower readings, and on this host quiet readings spread by ±5% around their
 * level, so the upper quartile sits at the quiet level as long as a quarter of the readings or
 * more were taken while the host was quiet.
 */
export function quietPace(paces: readonly number[]): number {
  if (paces.length === 0) return 0;
  const sorted = [...paces].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * 0.75)]!;
}

/** A reading below this share of the quiet pace means the host was slowed (its slow spells read 0.5–0.65). */
export const DISTURBED_BELOW = 0.8;

/** Whether a run whose probe read `pace` was measured while the host was slowed. */
export function isDisturbed(pace: number, quiet: number): boolean {
  return pace < quiet * DISTURBED_BELOW;
}
