import Tinypool from 'tinypool';
import { loadCustomBots } from './custom-bots.js';
import { mergeTotals, playRange, emptyRunTotals, type SimulationSpec, type SimulationTotals } from './simulation.js';
import type { SimulationTask } from './worker.js';

/** The task module for the pool: the bundle next to this module in `dist`, or the source through tsx. */
function taskModule(): string {
  return import.meta.url.endsWith('.ts') ? new URL('./worker-source.mjs', import.meta.url).href : new URL('./cli-worker.js', import.meta.url).href;
}

/** Options that take the next argument as their value. */
const WITH_VALUE = new Set(['-e', '--eval', '-p', '--print', '--input-type']);

/**
 * The Node options the workers start with: the caller's (`--import tsx`, memory limits …) less
 * those that say how to read an inline script (`-e`, `--print`, `--input-type`), which a worker
 * — a module file — refuses: `node --input-type=module -e "…simulate(…)"` would otherwise fail
 * in every worker.
 */
export function workerExecArgv(execArgv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i]!;
    const name = arg.split('=')[0]!;
    if (WITH_VALUE.has(name)) {
      if (!arg.includes('=')) i++; // its value is the next argument
      continue;
    }
    out.push(arg);
  }
  return out;
}

/** The most games in one task: a few tens of milliseconds of random-bot games. */
export const MAX_CHUNK = 1000;

/**
 * Splits `[start, end)` into tasks (of whole `unit`s of games: 2 for a duplicate run's pairs): about 16 a worker (one game each when a run has fewer),
 * so that every worker stays busy to the end, and at most {@link MAX_CHUNK} games each. A
 * task's round trip (the message, the returned totals, their merge) costs the pool's thread
 * a fraction of a millisecond, so tasks must not be much smaller: at 50 games (a few
 * milliseconds) two workers reached only 1.3–1.45× one on a 2-core machine.
 */
export function chunksOf(start: number, end: number, workers: number, unit = 1): [number, number][] {
  // A duplicate run's chunks hold whole mirrored pairs (unit 2; its ranges start on a pair).
  const size = unit * Math.max(1, Math.min(MAX_CHUNK / unit, Math.ceil((end - start) / (workers * 16 * unit))));
  const out: [number, number][] = [];
  for (let i = start; i < end; i += size) out.push([i, Math.min(end, i + size)]);
  return out;
}

/**
 * Plays games `[start, end)` of a run on `workers` threads of a tinypool pool (in this thread
 * when 1) and adds up their totals. The totals are sums, so they do not depend on the number
 * of workers or on the order in which chunks finish.
 */
export async function runSimulation(
  spec: SimulationSpec,
  range: [number, number],
  workers: number,
  onProgress: (done: number) => void,
): Promise<SimulationTotals> {
  const chunks = chunksOf(range[0], range[1], workers, spec.duplicate === true ? 2 : 1);
  let totals = emptyRunTotals(spec);
  let done = 0;
  const add = (part: SimulationTotals, chunk: [number, number]): void => {
    totals = mergeTotals(totals, part);
    done += chunk[1] - chunk[0];
    onProgress(done);
  };
  if (workers <= 1 || chunks.length <= 1) {
    const custom = await loadCustomBots(spec.game, spec.bots);
    for (const chunk of chunks) add(playRange(spec, chunk[0], chunk[1], custom), chunk);
    return totals;
  }
  const threads = Math.min(workers, chunks.length);
  const pool = new Tinypool({
    filename: taskModule(),
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: 1,
    execArgv: workerExecArgv(process.execArgv),
  });
  try {
    await Promise.all(chunks.map(async (chunk) => add((await pool.run({ spec, range: chunk } satisfies SimulationTask)) as SimulationTotals, chunk)));
  } finally {
    await pool.destroy();
  }
  return totals;
}
