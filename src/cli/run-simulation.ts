import { Worker } from 'node:worker_threads';
import { mergeTotals, playRange, emptyTotals, type SimulationSpec, type SimulationTotals } from './simulation.js';

/**
 * Starts one worker: the bundle next to this module in `dist`; from the TypeScript source
 * (tests, `tsx`), a small loader registers tsx in the thread first.
 */
function startWorker(spec: SimulationSpec): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./cli-worker.js', import.meta.url), { workerData: spec });
  const source = new URL('./worker.ts', import.meta.url).href;
  const loader = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(loader, { eval: true, workerData: spec });
}

/** Splits `[start, end)` into chunks small enough to keep every worker busy to the end. */
export function chunksOf(start: number, end: number, workers: number): [number, number][] {
  const size = Math.max(1, Math.min(50, Math.ceil((end - start) / (workers * 16))));
  const out: [number, number][] = [];
  for (let i = start; i < end; i += size) out.push([i, Math.min(end, i + size)]);
  return out;
}

/**
 * Plays games `[start, end)` of a run on `workers` threads (in this thread when 1) and adds
 * up their totals. The totals are sums, so they do not depend on the number of workers or on
 * the order in which chunks finish.
 */
export async function runSimulation(spec: SimulationSpec, range: [number, number], workers: number, onProgress: (done: number) => void): Promise<SimulationTotals> {
  const chunks = chunksOf(range[0], range[1], workers);
  let totals = emptyTotals(spec.players);
  let done = 0;
  if (workers <= 1) {
    for (const [start, end] of chunks) {
      totals = mergeTotals(totals, playRange(spec, start, end));
      done += end - start;
      onProgress(done);
    }
    return totals;
  }
  let next = 0;
  const threads = Array.from({ length: Math.min(workers, chunks.length) }, () => startWorker(spec));
  try {
    await Promise.all(
      threads.map(
        (thread) =>
          new Promise<void>((resolve, reject) => {
            let current: [number, number] | null = null;
            const feed = (): void => {
              current = chunks[next++] ?? null;
              if (current === null) resolve();
              else thread.postMessage(current);
            };
            thread.on('message', (part: SimulationTotals) => {
              totals = mergeTotals(totals, part);
              done += current === null ? 0 : current[1] - current[0];
              onProgress(done);
              feed();
            });
            thread.on('error', reject);
            thread.on('exit', (code) => {
              if (current !== null) reject(new Error(`A simulation worker stopped (exit code ${code}).`));
            });
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
  }
  return totals;
}
