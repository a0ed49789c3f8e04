/**
 * `npm run bench`: the speed of both games, each path timed in its own fresh process
 * (`bench/cell.ts`, after a warm-up that lasts until V8's optimising compiler has settled:
 * steady-state figures), several runs per cell (in rounds over all cells), the median and
 * the spread (least–greatest) of CPU-time figures, with wall-clock medians kept in
 * `bench/results.json`. Beside `apply`, a minimal immer reducer on a state of the same game
 * (the "immer floor") shows what immer alone costs a decision, so the report gives `apply`'s
 * cost as a multiple of immer's own. Then the multi-core speed-up of `tortuga-rules simulate`
 * (the built command) on a long study, the median of several runs.
 *
 * Environment: BENCH_SECONDS (the timed part of a run, after its warm-up; default 1),
 * BENCH_RUNS (default 3), BENCH_SIM_GAMES (the simulate study; default 400,000).
 */
import { execFile, execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { CASES, PATHS, type PathName } from './cases.js';

const root = join(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const SIM_GAMES = Math.max(1000, Number(process.env.BENCH_SIM_GAMES ?? 400_000));

interface CellRun {
  readonly value: number;
  readonly wall: number;
  readonly cpu: number;
  readonly warmup: number;
  readonly settled: boolean;
}

/** Median and spread of a cell's runs: the figure by CPU time, and by wall-clock time. */
interface CellSummary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** The median of the figure computed from wall-clock time instead of CPU time. */
  readonly wallMedian: number;
  /** The median warm-up (seconds) before the timed part, and how many runs' JIT had settled by its end. */
  readonly warmup: number;
  readonly settledRuns: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs one cell once, in a fresh process. */
function runCell(path: PathName, index: number): CellRun {
  const out = execFileSync(process.execPath, [...process.execArgv, join(root, 'bench', 'cell.ts'), path, String(index)], { encoding: 'utf8', env: { ...process.env, BENCH_SECONDS: String(SECONDS) } });
  return JSON.parse(out.trim().split('\n').pop()!) as CellRun;
}

/** A cell's runs summed up. */
function summarize(path: PathName, runs: readonly CellRun[]): CellSummary {
  const values = runs.map((r) => r.value);
  // Rates (per second) scale by cpu/wall; costs (µs) by wall/cpu.
  const isRate = path === 'apply' || path === 'fast' || path === 'immerFloor' || path === 'boardgameio';
  const wallValues = runs.map((r) => (isRate ? (r.value * r.cpu) / r.wall : (r.value * r.wall) / r.cpu));
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    wallMedian: median(wallValues),
    warmup: Number(median(runs.map((r) => r.warmup)).toFixed(2)),
    settledRuns: runs.filter((r) => r.settled).length,
  };
}

/**
 * Every cell RUNS times, a round of all cells at a time: a slow spell of a shared host (they
 * last minutes here) then slows one run of many cells, which the median drops, rather than
 * every run of a few.
 */
function measureAll(): Map<string, CellRun[]> {
  const runs = new Map<string, CellRun[]>();
  for (let run = 0; run < RUNS; run++) {
    for (const index of CASES.keys()) {
      for (const path of PATHS) {
        const key = `${index} ${path}`;
        runs.set(key, [...(runs.get(key) ?? []), runCell(path, index)]);
      }
    }
    console.log(`  round ${run + 1} of ${RUNS} measured`);
  }
  return runs;
}

/** `12,345 ±4%`: the median and the half-width of the spread, relative. */
function show(summary: CellSummary, digits: number): string {
  const spread = summary.median === 0 ? 0 : ((summary.max - summary.min) / 2 / summary.median) * 100;
  const value = digits === 0 ? Math.round(summary.median).toLocaleString('en') : summary.median.toFixed(digits);
  return `${value} ±${spread.toFixed(0)}%`;
}

console.log(`tortuga-rules benchmark — Node ${process.version}, one core, random legal playouts; each cell ${RUNS} fresh processes, each warmed up until V8's compiler has settled, then timed for ~${SECONDS}s; median ±half the spread, by CPU time\n`);
const rows: Record<string, string | number>[] = [];
const cells: Record<string, unknown>[] = [];
const measured = measureAll();
for (const [index, spec] of CASES.entries()) {
  const got = Object.fromEntries(PATHS.map((path) => [path, summarize(path, measured.get(`${index} ${path}`)!)])) as Record<PathName, CellSummary>;
  cells.push({ game: spec.label, players: spec.players, ...got });
  rows.push({
    game: spec.label,
    players: spec.players,
    'apply dec/s': show(got.apply, 0),
    'apply dec/s (wall)': Math.round(got.apply.wallMedian),
    'fast dec/s': show(got.fast, 0),
    'fast dec/s (wall)': Math.round(got.fast.wallMedian),
    'immer floor dec/s': show(got.immerFloor, 0),
    'apply ÷ floor (cost ×)': Number((got.immerFloor.median / got.apply.median).toFixed(1)),
    'boardgame.io dec/s': show(got.boardgameio, 0),
    'apply ÷ boardgame.io': Number((got.apply.median / got.boardgameio.median).toFixed(1)),
    'fast ÷ boardgame.io': Math.round(got.fast.median / got.boardgameio.median),
    'setup µs': show(got.setup, 2),
    'legalActions µs': show(got.legalActions, 2),
    'viewFor µs': show(got.viewFor, 2),
    'viewFor late µs': show(got.viewForLate, 2),
  });
}
console.table(rows);

/**
 * The multi-core speed-up of `tortuga-rules simulate` (the built command, random bots): the
 * same run on one worker thread and on one per core, one after the other, RUNS times — the
 * speed-up is the median of the pairs' ratios, so a change in the host's speed between runs
 * does not land on one side — and, as the machine's own ceiling for this work, the same games
 * as independent single-worker processes at once (one shard each), so the pool's speed-up
 * can be read against what the cores give at all. The run is a study of SIM_GAMES games
 * (about 20 s on one worker): every worker thread first spends about a CPU second compiling
 * (V8's optimising compiler, on the machine's other threads), which a run of a few seconds
 * would mostly measure.
 */
async function speedUp(): Promise<Record<string, number>> {
  const cores = availableParallelism();
  const games = SIM_GAMES;
  const command = (workers: number, extra: string[] = []): string[] => [join(root, 'dist', 'cli.js'), 'simulate', '--game', '1667', '--players', '5', '--games', String(games), '--seed', 'bench', '--workers', String(workers), ...extra];
  const rate = (workers: number): number => {
    const start = performance.now();
    execFileSync(process.execPath, command(workers), { stdio: 'ignore' });
    return games / ((performance.now() - start) / 1000);
  };
  const processes = async (): Promise<number> => {
    const start = performance.now();
    await Promise.all(
      Array.from({ length: cores }, (_, i) => new Promise<void>((done, fail) => execFile(process.execPath, command(1, ['--shard', `${i + 1}/${cores}`]), (error) => (error ? fail(error) : done())))),
    );
    return games / ((performance.now() - start) / 1000);
  };
  const ones: number[] = [];
  const alls: number[] = [];
  const ceilings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    ones.push(rate(1));
    alls.push(rate(cores));
    ceilings.push(await processes());
  }
  const [one, all, ceiling] = [median(ones), median(alls), median(ceilings)];
  const speed = median(alls.map((rate, run) => rate / ones[run]!));
  const ceilingSpeed = median(ceilings.map((rate, run) => rate / ones[run]!));
  console.log(`\nsimulate (5-player Tortuga 1667, random bots, ${games} games, whole command, median of ${RUNS}): 1 worker ${one.toFixed(0)} games/s, ${cores} workers ${all.toFixed(0)} games/s — speed-up ${speed.toFixed(2)}× (median of the runs' ratios)`);
  console.log(`the machine's ceiling for this work: ${cores} independent single-worker processes together ${ceiling.toFixed(0)} games/s (${ceilingSpeed.toFixed(2)}× one worker); the pool reaches ${((100 * speed) / ceilingSpeed).toFixed(0)}% of it`);
  return { games, cores, oneWorker: Math.round(one), allWorkers: Math.round(all), speedUp: Number(speed.toFixed(2)), processesCeiling: Math.round(ceiling), ceilingSpeedUp: Number(ceilingSpeed.toFixed(2)) };
}

const simulate = await speedUp();
const file = join(root, 'bench', 'results.json');
writeFileSync(file, JSON.stringify({ node: process.version, date: new Date().toISOString(), seconds: SECONDS, runs: RUNS, rows, cells, simulate }, null, 2) + '\n');
console.log(`\nwrote ${file}`);
