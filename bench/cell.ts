/**
 * One cell of `npm run bench`, run in a fresh process: `tsx bench/cell.ts <path> <case index>`
 * prints one JSON line `{ value, wall, cpu, warmup, settled, pace }` — the figure (decisions/s,
 * or µs a call), the wall-clock and the CPU seconds of the timed part, the seconds of warm-up
 * before it, whether the JIT had settled by then (see `warmUp`) and the host's pace while it
 * was timed (`host-pace.ts`: the median of a probe read between its slices). A fresh process
 * per cell keeps one path's JIT and garbage from colouring the next (the fast path reads
 * 1.7–1.9× slower when timed right after `apply` ran the same code).
 *
 * It measures the built package in `dist/` (what users run). Random legal playouts: each
 * decision picks a seat of `toAct`, then one of its legal actions uniformly through
 * `legalActionCount` and `legalActionAt`; a decision is one applied action.
 */
import { Immer } from 'immer';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BaseAction, BaseConfig } from '../src/core/engine/game.js';
import type { RngState } from '../src/core/engine/rng.js';
import { CASES, PATHS, type AnyGame, type PathName } from './cases.js';
import { readPace, warmPace } from './host-pace.js';
import { median } from './median.js';

const root = join(import.meta.dirname, '..');
const lib = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as typeof import('../src/index.js');
const { nextInt, seedRng, tortuga1667, tortugaDice } = lib;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);

const [pathName, caseIndex] = [process.argv[2] as PathName, Number(process.argv[3])];
const spec = CASES[caseIndex];
if (spec === undefined || !PATHS.includes(pathName)) throw new Error(`usage: tsx bench/cell.ts <${PATHS.join('|')}> <0..${CASES.length - 1}>`);
const game = (spec.game === '1667' ? tortuga1667 : tortugaDice) as unknown as AnyGame;
// Built by assignment, not by spreading `spec.options`: V8 makes objects built by spreading
// slow to create and to read, which the set-up figure would otherwise count.
const config = (i: number): BaseConfig => Object.assign({ players: spec.players, seed: `bench-${spec.players}-${i}` }, spec.options) as BaseConfig;

function pick(state: unknown, rng: RngState): BaseAction {
  const seats = game.toAct(state);
  const seat = seats[nextInt(rng, seats.length)]!;
  return game.legalActionAt(state, seat, nextInt(rng, game.legalActionCount(state, seat)))!;
}

interface Timed {
  /** Units of work done (decisions, calls). */
  readonly units: number;
  readonly wall: number;
  readonly cpu: number;
  /** Seconds of warm-up before the timed part. */
  readonly warmup: number;
  /** Whether the warm-up ended because the JIT had settled (rather than at its time limit). */
  readonly settled: boolean;
  /** The host's pace while the work was timed (accesses/µs of the probe, the median of its readings). */
  readonly pace: number;
}

/** CPU seconds the whole process has used (every thread: V8's compiler and GC helpers too). */
function cpuSeconds(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
}

/** The warm-up's bounds (ms) and slice (ms), and the quiet slices in a row that end it. */
const WARM_MIN = 1000;
const WARM_MAX = 5000;
const WARM_SLICE = 100;
const QUIET_SLICES = 3;

/**
 * Warms `work` up until V8 has settled: at least WARM_MIN ms, then until QUIET_SLICES slices
 * in a row used no more CPU time than wall-clock time — while V8 still compiles optimised code
 * it does so on background threads, which the process's CPU time counts (up to ~1 CPU second
 * in the first 1–1.5 s of a path, a one-off cost, not a cost per decision) — or WARM_MAX ms at
 * most (a path whose steady state keeps GC helper threads busy never reads quiet).
 */
function warmUp(work: (round: number) => number): { seconds: number; settled: boolean } {
  const start = performance.now();
  let quiet = 0;
  let round = -1;
  while (performance.now() - start < WARM_MAX) {
    const [wall0, cpu0] = [performance.now(), cpuSeconds()];
    while (performance.now() - wall0 < WARM_SLICE) work(round--);
    const [wall, cpu] = [(performance.now() - wall0) / 1000, cpuSeconds() - cpu0];
    quiet = cpu <= wall * 1.02 ? quiet + 1 : 0;
    if (quiet >= QUIET_SLICES && performance.now() - start >= WARM_MIN) return { seconds: (performance.now() - start) / 1000, settled: true };
  }
  return { seconds: (performance.now() - start) / 1000, settled: false };
}

/** The timed part's slices (ms) and the probe read after each (ms, not timed). */
const TIMED_SLICE = 100;
const PROBE_MS = 10;

/**
 * Runs `work` (returns units done) through the warm-up, then for SECONDS in slices, timing
 * wall and CPU of the work alone and reading the host's pace after each slice.
 */
function timed(work: (round: number) => number): Timed {
  const warm = warmUp(work);
  warmPace();
  let [units, wall, cpu, round] = [0, 0, 0, 0];
  const paces: number[] = [];
  while (wall < SECONDS * 1000) {
    const [wall0, cpu0] = [performance.now(), cpuSeconds()];
    while (performance.now() - wall0 < TIMED_SLICE) units += work(round++);
    wall += performance.now() - wall0;
    cpu += cpuSeconds() - cpu0;
    paces.push(readPace(PROBE_MS));
  }
  return { units, wall: wall / 1000, cpu, warmup: warm.seconds, settled: warm.settled, pace: median(paces) };
}

/** States met in random games through `apply` (frozen, as a server holds them). */
function sampleStates(games: number): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < games; i++) {
    let state = game.setup(config(1_000_000 + i));
    const rng = seedRng(`sample-bot-${i}`);
    while (game.outcome(state) === null) {
      out.push(state);
      state = game.apply(state, pick(state, rng));
    }
  }
  return out;
}

/** Per-call cost over sampled states, in µs. */
function perCall(states: readonly unknown[], call: (state: unknown) => unknown): Timed {
  return timed(() => {
    for (const state of states) call(state);
    return states.length;
  });
}

async function measure(): Promise<{ value: number; timing: Timed }> {
  switch (pathName) {
    case 'apply': {
      const timing = timed((i) => {
        let state = game.setup(config(i));
        const rng = seedRng(`bench-bot-${i}`);
        let n = 0;
        for (; game.outcome(state) === null; n++) state = game.apply(state, pick(state, rng));
        return n;
      });
      return { value: timing.units / timing.cpu, timing };
    }
    case 'fast': {
      const timing = timed((i) => {
        const sim = game.startSimulator(config(i));
        const rng = seedRng(`bench-bot-${i}`);
        let n = 0;
        for (; game.outcome(sim.state) === null; n++) sim.applyTrusted(pick(sim.state, rng));
        return n;
      });
      return { value: timing.units / timing.cpu, timing };
    }
    case 'setup': {
      const timing = timed((i) => {
        for (let k = 0; k < 100; k++) game.startSimulator(config(i * 100 + k));
        return 100;
      });
      return { value: (timing.cpu * 1e6) / timing.units, timing };
    }
    case 'legalActions': {
      const states = sampleStates(40);
      const timing = perCall(states, (s) => game.legalActions(s, game.toAct(s)[0] ?? 0));
      return { value: (timing.cpu * 1e6) / timing.units, timing };
    }
    case 'viewFor': {
      const states = sampleStates(40);
      const timing = perCall(states, (s) => game.viewFor(s, 0));
      return { value: (timing.cpu * 1e6) / timing.units, timing };
    }
    case 'viewForLate': {
      // The last states of long games: what viewFor costs with a long log.
      const states = sampleStates(40).filter((s) => (s as { decisions: number }).decisions >= 40);
      const timing = perCall(states, (s) => game.viewFor(s, 0));
      return { value: (timing.cpu * 1e6) / timing.units, timing };
    }
    case 'boardgameio': {
      // The games of the `apply` path (same seeds, same picks), each decision dispatched as a
      // move through boardgame.io's server-side reducer (its immer plugin, flow, log and
      // plugins) with the adapter, after the adapter's deal move.
      const adapter = (await import(pathToFileURL(join(root, 'dist', 'boardgameio.js')).href)) as typeof import('../src/boardgameio/index.js');
      const { InitializeGame, CreateGameReducer } = createRequire(import.meta.url)('boardgame.io/internal') as typeof import('boardgame.io/internal');
      const bg = adapter.boardgameGame(game as unknown as Parameters<typeof adapter.boardgameGame>[0]);
      const reducer = CreateGameReducer({ game: bg });
      const move = (type: string, args: unknown[], playerID: string) => ({ type: 'MAKE_MOVE' as const, payload: { type, args, playerID } });
      const timing = timed((i) => {
        const { players, seed, ...setupData } = config(i);
        let state = reducer(InitializeGame({ game: bg, numPlayers: players, setupData: { ...setupData, seed } }), move(adapter.DEAL_MOVE, [], '0'))!;
        const rng = seedRng(`bench-bot-${i}`);
        let n = 0;
        for (; state.ctx.gameover === undefined; n++) {
          const action = pick(state.G, rng);
          state = reducer(state, move(adapter.ACT_MOVE, [action], String(action.player)))!;
        }
        return n;
      });
      return { value: timing.units / timing.cpu, timing };
    }
    case 'immerFloor': {
      // A minimal immer reducer (one counter) on a frozen state of this game, through an immer
      // set up like the engine's: what any immer-based apply pays at least per decision.
      const immer = new Immer({ autoFreeze: true, useStrictShallowCopy: false });
      const states = sampleStates(10);
      const timing = timed(() => {
        for (const state of states) immer.produce(state as { decisions: number }, (draft) => void (draft.decisions += 1));
        return states.length;
      });
      return { value: timing.units / timing.cpu, timing };
    }
  }
}

const { value, timing } = await measure();
console.log(JSON.stringify({ value, wall: timing.wall, cpu: timing.cpu, warmup: timing.warmup, settled: timing.settled, pace: timing.pace }));
