/**
 * `npm run bench`: the speed of both games, each path timed in its own fresh process
 * (`bench/cell.ts`, after a warm-up that lasts until V8's optimising compiler has settled:
 * steady-state figures), several runs per cell (in rounds over all cells), the median and
 * the spread (least–greatest) of CPU-time figures, with wall-clock medians kept in
 * `bench/results.json`. Beside `apply`, a minimal immer reducer on a state of the same game
 * (the "immer floor") shows what immer alone costs a decision, so the report gives `apply`'s
 * cost as a multiple of immer's own. Every run also reads the host's pace (`host-pace.ts`); runs
 * timed while this shared host was slowed are measured again after the rounds, and the ones
 * taken out are kept in the results. Then the multi-core speed-up of `tortuga-rules simulate`
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
import { DISTURBED_BELOW, isDisturbed, quietPace, readPace, warmPace } from './host-pace.js';
import { median } from './median.js';

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
  /** The host's pace while the run was timed (see `host-pace.ts`). */
  readonly pace: number;
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
  /** Runs measured again because the host was slowed while they were timed (see {@link remeasureDisturbed}). */
  readonly remeasured: number;
  /** Runs in the median that were measured while the host was slowed even after {@link REMEASURE_PASSES} tries. */
  readonly disturbedRuns: number;
  /** The median of the runs as first measured, before any was measured again. */
  readonly firstMedian: number;
}

/** Runs one cell once, in a fresh process. */
function runCell(path: PathName, index: number): CellRun {
  const out = execFileSync(process.execPath, [...process.execArgv, join(root, 'bench', 'cell.ts'), path, String(index)], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_SECONDS: String(SECONDS) },
  });
  return JSON.parse(out.trim().split('\n').pop()!) as CellRun;
}

/**
 * A cell's runs summed up: `first` as first measured, `runs` after the disturbed ones were
 * measured again, `replaced` the runs taken out, `quiet` the host's quiet pace after this path.
 */
function summarize(path: PathName, first: readonly CellRun[], runs: readonly CellRun[], replaced: readonly CellRun[], quiet: number): CellSummary {
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
    remeasured: replaced.length,
    disturbedRuns: runs.filter((r) => isDisturbed(r.pace, quiet)).length,
    firstMedian: median(first.map((r) => r.value)),
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

/** How many passes over the disturbed runs {@link remeasureDisturbed} makes at most. */
const REMEASURE_PASSES = 3;

/**
 * Measures again, in passes after all the rounds, every run that was timed while the host was
 * slowed (its pace below {@link DISTURBED_BELOW} of its path's quiet pace): a run that now reads a
 * quiet host takes the old one's place; one that does not waits for the next pass (a slow
 * spell lasts minutes). The decision rests on the probe alone, never on the figure, and every
 * run taken out is kept (`replaced`) and written to `bench/results.json`.
 */
function remeasureDisturbed(runs: Map<string, CellRun[]>, quiet: Readonly<Record<PathName, number>>): Map<string, CellRun[]> {
  const replaced = new Map<string, CellRun[]>();
  for (let pass = 0; pass < REMEASURE_PASSES; pass++) {
    let left = 0;
    for (const [key, list] of runs) {
      const [index, path] = key.split(' ') as [string, PathName];
      for (let run = 0; run < list.length; run++) {
        if (!isDisturbed(list[run]!.pace, quiet[path])) continue;
        const again = runCell(path, Number(index));
        replaced.set(key, [...(replaced.get(key) ?? []), list[run]!]);
        list[run] = again;
        if (isDisturbed(again.pace, quiet[path])) left++;
      }
    }
    console.log(`  pass ${pass + 1}: ${left} run(s) still measured on a slowed host`);
    if (left === 0) break;
  }
  return replaced;
}

/** `12,345 ±4%`: the median and the half-width of the spread, relative; `*` when a run in it was measured on a slowed host. */
function show(summary: CellSummary, digits: number): string {
  const spread = summary.median === 0 ? 0 : ((summary.max - summary.min) / 2 / summary.median) * 100;
  const value = digits === 0 ? Math.round(summary.median).toLocaleString('en') : summary.median.toFixed(digits);
  return `${value} ±${spread.toFixed(0)}%${summary.disturbedRuns > 0 ? '*' : ''}`;
}

console.log(
  `tortuga-rules benchmark — Node ${process.version}, one core, random legal playouts; each cell ${RUNS} fresh processes, each warmed up until V8's compiler has settled, then timed for ~${SECONDS}s; median ±half the spread, by CPU time\n`,
);
const rows: Record<string, string | number>[] = [];
const cells: Record<string, unknown>[] = [];
const measured = measureAll();
const firstRuns = new Map([...measured].map(([key, list]) => [key, [...list]]));
/** The runs of `path`, every case. */
const runsOfPath = (runs: Map<string, CellRun[]>, path: PathName): CellRun[] => [...CASES.keys()].flatMap((index) => runs.get(`${index} ${path}`)!);
/**
 * The quiet pace per path, from that path's runs of every case: the probe reads lower after
 * some paths whatever the host does (about a fifth lower after boardgame.io's, whose large
 * heap keeps V8's GC threads busy while the probe runs), so each path is held to its own level.
 */
const quiet = Object.fromEntries(PATHS.map((path) => [path, quietPace(runsOfPath(measured, path).map((r) => r.pace))])) as Record<PathName, number>;
const disturbedIn = (runs: Map<string, CellRun[]>): number =>
  PATHS.reduce((sum, path) => sum + runsOfPath(runs, path).filter((r) => isDisturbed(r.pace, quiet[path])).length, 0);
const firstDisturbed = disturbedIn(measured);
console.log(
  `  host pace (probe, quiet level per path): ${PATHS.map((path) => `${path} ${quiet[path].toFixed(0)}`).join(', ')}; ${firstDisturbed} of ${RUNS * CASES.length * PATHS.length} runs read below ${DISTURBED_BELOW * 100}% of theirs and are measured again`,
);
const replaced = remeasureDisturbed(measured, quiet);
for (const [index, spec] of CASES.entries()) {
  const key = (path: PathName): string => `${index} ${path}`;
  const got = Object.fromEntries(
    PATHS.map((path) => [path, summarize(path, firstRuns.get(key(path))!, measured.get(key(path))!, replaced.get(key(path)) ?? [], quiet[path])]),
  ) as Record<PathName, CellSummary>;
  const runsOf = (path: PathName) => ({ runs: measured.get(key(path))!, replaced: replaced.get(key(path)) ?? [] });
  cells.push({ game: spec.label, players: spec.players, ...got, measurements: Object.fromEntries(PATHS.map((path) => [path, runsOf(path)])) });
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
    're-measured runs': PATHS.reduce((sum, path) => sum + got[path].remeasured, 0),
  });
}
console.table(rows);
if (disturbedIn(measured) > 0) console.log(`* a run in this median was measured on a slowed host even after ${REMEASURE_PASSES} passes`);

/** One run of the `simulate` measurement: games/s on one worker, on one per core, as independent processes, and the host's pace. */
interface SimulateRun {
  readonly one: number;
  readonly all: number;
  readonly ceiling: number;
  readonly pace: number;
}

/** The host's pace in this process: the median of ten probe readings of 10 ms. */
function hostPace(): number {
  return median(Array.from({ length: 10 }, () => readPace(10)));
}

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
async function speedUp(): Promise<{ summary: Record<string, number>; runs: SimulateRun[]; replaced: SimulateRun[] }> {
  const cores = availableParallelism();
  const games = SIM_GAMES;
  const command = (workers: number, extra: string[] = []): string[] => [
    join(root, 'dist', 'cli.js'),
    'simulate',
    '--game',
    '1667',
    '--players',
    '5',
    '--games',
    String(games),
    '--seed',
    'bench',
    '--workers',
    String(workers),
    ...extra,
  ];
  const rate = (workers: number): number => {
    const start = performance.now();
    execFileSync(process.execPath, command(workers), { stdio: 'ignore' });
    return games / ((performance.now() - start) / 1000);
  };
  const processes = async (): Promise<number> => {
    const start = performance.now();
    await Promise.all(
      Array.from(
        { length: cores },
        (_, i) =>
          new Promise<void>((done, fail) =>
            execFile(process.execPath, command(1, ['--shard', `${i + 1}/${cores}`]), (error) => (error ? fail(error) : done())),
          ),
      ),
    );
    return games / ((performance.now() - start) / 1000);
  };
  // Each run is the three measurements in a row, with the host's pace read before, between
  // and after them (the lowest reading is the run's); runs read on a slowed host are measured
  // again, as the cells' are.
  const measureRun = async (): Promise<SimulateRun> => {
    const paces = [hostPace()];
    const one = rate(1);
    paces.push(hostPace());
    const all = rate(cores);
    paces.push(hostPace());
    const ceiling = await processes();
    paces.push(hostPace());
    return { one, all, ceiling, pace: Math.min(...paces) };
  };
  warmPace();
  const runs: SimulateRun[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measureRun());
  const quiet = quietPace(runs.map((r) => r.pace));
  const replaced: SimulateRun[] = [];
  for (let pass = 0; pass < REMEASURE_PASSES; pass++) {
    const slowed = runs.flatMap((r, i) => (isDisturbed(r.pace, quiet) ? [i] : []));
    for (const i of slowed) {
      replaced.push(runs[i]!);
      runs[i] = await measureRun();
    }
    if (slowed.length === 0) break;
  }
  const [one, all, ceiling] = [median(runs.map((r) => r.one)), median(runs.map((r) => r.all)), median(runs.map((r) => r.ceiling))];
  const speed = median(runs.map((r) => r.all / r.one));
  const ceilingSpeed = median(runs.map((r) => r.ceiling / r.one));
  const stillSlowed = runs.filter((r) => isDisturbed(r.pace, quiet)).length;
  console.log(
    `\nsimulate (5-player Tortuga 1667, random bots, ${games} games, whole command, median of ${RUNS}): 1 worker ${one.toFixed(0)} games/s, ${cores} workers ${all.toFixed(0)} games/s — speed-up ${speed.toFixed(2)}× (median of the runs' ratios)`,
  );
  console.log(
    `the machine's ceiling for this work: ${cores} independent single-worker processes together ${ceiling.toFixed(0)} games/s (${ceilingSpeed.toFixed(2)}× one worker); the pool reaches ${((100 * speed) / ceilingSpeed).toFixed(0)}% of it`,
  );
  console.log(`runs measured again on a slowed host: ${replaced.length}; still slowed: ${stillSlowed}`);
  return {
    summary: {
      games,
      cores,
      oneWorker: Math.round(one),
      allWorkers: Math.round(all),
      speedUp: Number(speed.toFixed(2)),
      processesCeiling: Math.round(ceiling),
      ceilingSpeedUp: Number(ceilingSpeed.toFixed(2)),
      remeasured: replaced.length,
      stillSlowed,
    },
    runs,
    replaced,
  };
}

const { summary: simulate, runs: simulateRuns, replaced: simulateReplaced } = await speedUp();
const file = join(root, 'bench', 'results.json');
const host = { quietPace: quiet, disturbedBelow: DISTURBED_BELOW, firstDisturbed, stillDisturbed: disturbedIn(measured) };
const report = {
  node: process.version,
  date: new Date().toISOString(),
  seconds: SECONDS,
  runs: RUNS,
  host,
  rows,
  cells,
  simulate,
  simulateRuns,
  simulateReplaced,
};
writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
console.log(`\nwrote ${file}`);
