/**
 * `npm run bench:long` (and the end of `npm run bench`): long games and the server round, each
 * measurement in its own fresh process (`bench/long-cell.ts`), BENCH_RUNS times (default 3), the
 * median of each figure. Writes `bench/long-games.json` and prints the tables with the targets
 * of issue 31: the first full view of a 100,000-decision 9-player game ≤ 100 ms for one seat
 * and ≤ 1 s for all nine, the heap kept after viewing every seat ≤ 2× the state's own,
 * `loadHistory` of a 20,000-action record ≤ 1 s, the cost per decision flat from 1,000 to
 * 100,000 decisions, and the server round ≥ 20,000 decisions/s.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './median.js';

const root = join(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

/** One measurement, RUNS times in fresh processes; each figure's median. */
function measure(...args: string[]): Figures {
  const runs = Array.from({ length: RUNS }, () => {
    const out = execFileSync(process.execPath, ['--expose-gc', ...process.execArgv, join(root, 'bench', 'long-cell.ts'), ...args], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    return JSON.parse(out.trim().split('\n').pop()!) as Record<string, number>;
  });
  return Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, median(runs.map((run) => run[key]!))]));
}

/** A measurement's figures by name (each the median of the runs). */
type Figures = Record<string, number>;

const round = (value: number | undefined, digits = 1): number => Number((value ?? Number.NaN).toFixed(digits));
console.log(`tortuga-rules long-games benchmark — Node ${process.version}; every figure the median of ${RUNS} fresh processes (CPU time)\n`);

const views = [10_000, 100_000].map((size) => measure('view', String(size)));
console.table(
  views.map((v) => ({
    decisions: v['decisions'],
    'log entries (seat 0)': v['entriesSeenBySeat0'],
    'first viewFor ms': round(v['firstViewMs']),
    'all nine ms': round(v['allNineMs']),
    'all nine again ms': round(v['allNineAgainMs']),
    'state heap MB': round(v['stateHeapMB']),
    'kept MB': round(v['retainedMB']),
    'kept ÷ state': round(v['retainedRatio'], 2),
  })),
);

const histories = [5_000, 20_000].map((size) => measure('history', String(size)));
console.table(
  histories.map((h) => ({ actions: h['actions'], 'record KB': Math.round((h['recordBytes'] ?? 0) / 1024), 'loadHistory ms': round(h['loadMs'], 0) })),
);

const curve = [1_000, 10_000, 100_000].map((size) => measure('curve', String(size)));
console.table(
  curve.map((c) => ({
    decisions: c['decisions'],
    "apply + every seat's viewFor(logAfter) µs/decision": round(c['perDecisionUs']),
    'full viewFor ms': round(c['fullViewMs'], 2),
  })),
);

const rounds = [
  ['1667', '5'],
  ['dice', '4'],
].map(([game, players]) => ({ game: game!, players: Number(players), figures: measure('round', game!, players!) }));
console.table(
  rounds.map((r) => ({
    game: r.game,
    players: r.players,
    'round decisions/s': round(r.figures['decisionsPerSecond'], 0),
    'patches/decision': round(r.figures['patchesPerDecision']),
  })),
);

const file = join(root, 'bench', 'long-games.json');
writeFileSync(file, JSON.stringify({ node: process.version, date: new Date().toISOString(), runs: RUNS, views, histories, curve, rounds }, null, 2) + '\n');
console.log(`\nwrote ${file}`);
