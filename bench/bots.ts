/**
 * `npm run bench:bots`: the bot levels' CPU time a decision (`botFor(game, level)` in one seat
 * against heuristic bots), each cell in its own fresh process (`bench/bots-cell.ts`) with one
 * garbage-collector thread (so the process's CPU time is one core's, the collector's work
 * included: by default V8's helper threads add their time on the other core), BENCH_RUNS
 * times (default 3), the median of each figure; the targets of issue 34: p99 medium ≤ 5 ms,
 * hard ≤ 50 ms, expert ≤ 200 ms. Then, for Tortuga 1667 at 3, 5 and 9 players, what the search's
 * learned value costs an evaluation beside the chest count and a heuristic decision
 * (`bench/value-cell.ts`, issue 49). Writes `bench/bots.json`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './median.js';

const root = join(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
const DECISIONS: Record<(typeof LEVELS)[number], number> = { easy: 2000, medium: 2000, hard: 200, expert: 80 };
const CASES = [
  ['1667', 3],
  ['1667', 5],
  ['1667', 9],
  ['dice', 2],
  ['dice', 4],
] as const;

/** Runs a cell script in a fresh Node process and reads the JSON line it prints last. */
function run(args: string[]): Record<string, number> {
  const out = execFileSync(process.execPath, args, { encoding: 'utf8', cwd: root });
  return JSON.parse(out.trim().split('\n').pop()!) as Record<string, number>;
}

/** Every figure of RUNS fresh runs, each the median over the runs. */
function medianOf(once: () => Record<string, number>): Record<string, number> {
  const runs = Array.from({ length: RUNS }, once);
  return Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, median(runs.map((r) => r[key]!))]));
}

function cell(game: string, players: number, level: (typeof LEVELS)[number]): Record<string, number> {
  return medianOf(() =>
    run(['--single-threaded-gc', ...process.execArgv, join(root, 'bench', 'bots-cell.ts'), game, String(players), level, String(DECISIONS[level])]),
  );
}

console.log(`tortuga-rules bot levels — Node ${process.version}; CPU ms a decision, every figure the median of ${RUNS} fresh processes\n`);
const rows = CASES.flatMap(([game, players]) =>
  LEVELS.map((level) => ({ game, players, level, ...cell(game, players, level) }) as { game: string; players: number; level: string } & Record<string, number>),
);
const ms = (value: number | undefined): string => (value ?? 0).toFixed(value !== undefined && value < 10 ? 2 : 1);
console.table(
  rows.map((r) => ({
    game: r.game,
    players: r.players,
    level: r.level,
    'median ms': ms(r['medianMs']),
    'p99 ms': ms(r['p99Ms']),
    'max ms': ms(r['maxMs']),
    'iterations / CPU s': r['iterationsPerCpuSecond'] ? Math.round(r['iterationsPerCpuSecond']).toLocaleString('en-US') : '—',
  })),
);

// Issue 49: what the search's learned value costs beside the heuristic decisions a playout is made of.
const valueRows = [3, 5, 9].map((players): Record<string, number> => ({
  players,
  ...medianOf(() => run(['--single-threaded-gc', ...process.execArgv, join(root, 'bench', 'value-cell.ts'), String(players)])),
}));
console.log("\nTortuga 1667, the search's cut-off value: CPU µs an evaluation (median of the runs)");
console.table(
  valueRows.map((r) => ({
    players: r.players,
    'features µs': ms(r['featuresUs']),
    'learned value µs': ms(r['learnedValueUs']),
    'chest count µs': ms(r['chestCountUs']),
    'heuristic decision µs': ms(r['heuristicDecisionUs']),
  })),
);
writeFileSync(
  join(root, 'bench', 'bots.json'),
  `${JSON.stringify({ node: process.version, date: new Date().toISOString(), runs: RUNS, rows, learnedValue: valueRows }, null, 2)}\n`,
);
console.log('wrote bench/bots.json');
