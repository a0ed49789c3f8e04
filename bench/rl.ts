/**
 * `npm run bench:rl` (and the end of `npm run bench`): the research interface, each measurement
 * in its own fresh process (`bench/rl-cell.ts`, and `python/bench.py` for the Python client),
 * BENCH_RUNS times (default 3), the median of each figure. Writes `bench/rl.json` and prints the
 * table with the targets of issue 33: observation tensor ≤ 2 µs a seat and mask ≤ 1 µs (5-player
 * 1667, 4-player dice), the vector environment ≥ 500,000 decisions/s with masks and ≥ 150,000 with
 * the acting seat's observation, the pipe ≥ 50,000 decisions/s batched and ≥ 5,000 single-step
 * round trips/s from Python.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './median.js';

const root = join(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

function measure(command: string, args: string[]): Record<string, number> {
  const runs = Array.from(
    { length: RUNS },
    () => JSON.parse(execFileSync(command, args, { encoding: 'utf8', cwd: root }).trim().split('\n').pop()!) as Record<string, number>,
  );
  return Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, median(runs.map((run) => run[key]!))]));
}
// One garbage-collector thread: "per core" means what one core does, the collector's work
// included (by default V8 hands part of it to helper threads on the other core).
const cell = (path: string, game: string, players: number): Record<string, number> =>
  measure(process.execPath, ['--single-threaded-gc', ...process.execArgv, join(root, 'bench', 'rl-cell.ts'), path, game, String(players)]);

console.log(`tortuga-rules research-interface benchmark — Node ${process.version}; every figure the median of ${RUNS} fresh processes\n`);
const cases = [
  ['1667', 5],
  ['dice', 4],
] as const;
const rows = cases.map(([game, players]) => {
  const tensors = cell('tensors', game, players);
  return {
    game,
    players,
    observationUs: tensors['observationUs']!,
    informationStateUs: tensors['informationStateUs']!,
    maskUs: tensors['maskUs']!,
    ...(() => {
      const [plain, observed] = [cell('vector', game, players), cell('vectorObs', game, players)];
      return {
        vector: plain['decisionsPerSecond']!,
        vectorWithAgent: plain['withAgent']!,
        vectorObs: observed['decisionsPerSecond']!,
        vectorObsWithAgent: observed['withAgent']!,
      };
    })(),
    pipeBatched: cell('pipe', game, players)['decisionsPerSecond']!,
  };
});
const python = measure('python3', [join(root, 'python', 'bench.py')]);
const fixed = (value: number, digits: number): string => value.toFixed(digits);
const rate = (value: number): string => Math.round(value).toLocaleString('en-US');
console.table(
  rows.map((r) => ({
    game: r.game,
    players: r.players,
    'observation µs (≤ 2)': fixed(r.observationUs, 2),
    'information state µs': fixed(r.informationStateUs, 2),
    'mask µs (≤ 1)': fixed(r.maskUs, 2),
    'vector dec/s (≥ 500,000)': rate(r.vector),
    'with a random agent': rate(r.vectorWithAgent),
    'vector + observation dec/s (≥ 150,000)': rate(r.vectorObs),
    'with the agent': rate(r.vectorObsWithAgent),
    'pipe batched dec/s (≥ 50,000)': rate(r.pipeBatched),
  })),
);
console.log(
  `Python client: ${rate(python['singleStepPerSecond']!)} single-step round trips/s (≥ 10,000), ${rate(python['batchedDecisionsPerSecond']!)} decisions/s batched (256 dice games a request, JSON ids), ${python['batchedWithObservationsPerSecond'] === undefined ? 'no numpy for the binary row' : `${rate(python['batchedWithObservationsPerSecond'])} with observations and masks as numpy arrays (≥ 150,000)`}`,
);
writeFileSync(
  join(root, 'bench', 'rl.json'),
  `${JSON.stringify({ node: process.version, date: new Date().toISOString(), runs: RUNS, rows, python }, null, 2)}\n`,
);
console.log('wrote bench/rl.json');
