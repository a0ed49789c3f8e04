/**
 * `npm run bench`: decisions and full random games per second, through `apply` (immer,
 * frozen states) and through the fast path (a simulator started with `startSimulator`), the
 * cost of `legalActions` and `viewFor`, the size of a state, and the multi-core speed-up of
 * `tortuga-rules simulate`. Prints a table and writes bench/results.json.
 *
 * It measures the built package in `dist/` (what users run; `npm run bench` builds it first).
 * One core; random legal playouts — each decision picks a seat of `toAct` and then one of its
 * legal actions uniformly, through `legalActionCount` and `legalActionAt` (the same choice as
 * indexing `legalActions`); a decision is one applied action.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BaseAction, BaseConfig, Game } from '../src/core/game.js';
import type { RngState } from '../src/core/rng.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lib = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as typeof import('../src/index.js');
const { nextInt, seedRng, tortuga1667, tortugaDice } = lib;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

type AnyGame = Game<BaseConfig, unknown, BaseAction, unknown, unknown>;

/** The configurations measured. */
const CASES: readonly { label: string; game: AnyGame; players: number; options: Record<string, unknown> }[] = [
  { label: 'tortuga-1667', game: tortuga1667 as unknown as AnyGame, players: 4, options: {} },
  { label: 'tortuga-1667', game: tortuga1667 as unknown as AnyGame, players: 5, options: {} },
  { label: 'tortuga-1667', game: tortuga1667 as unknown as AnyGame, players: 9, options: {} },
  { label: 'tortuga-1667 all 8 stars', game: tortuga1667 as unknown as AnyGame, players: 5, options: { stars: 8 } },
  { label: 'tortuga-dice', game: tortugaDice as unknown as AnyGame, players: 2, options: {} },
  { label: 'tortuga-dice', game: tortugaDice as unknown as AnyGame, players: 3, options: {} },
  { label: 'tortuga-dice', game: tortugaDice as unknown as AnyGame, players: 4, options: {} },
];

function pick(game: AnyGame, state: unknown, rng: RngState): BaseAction {
  const seats = game.toAct(state);
  const seat = seats[nextInt(rng, seats.length)]!;
  return game.legalActionAt(state, seat, nextInt(rng, game.legalActionCount(state, seat)))!;
}

interface Rate {
  games: number;
  decisions: number;
  seconds: number;
}

/** Plays random games for about SECONDS and counts them, after a short warm-up for the JIT. */
function measure(playOne: (index: number) => number): Rate {
  for (let warm = performance.now(); performance.now() - warm < 300; ) playOne(-1);
  const start = performance.now();
  let games = 0;
  let decisions = 0;
  while (performance.now() - start < SECONDS * 1000) decisions += playOne(games++);
  return { games, decisions, seconds: (performance.now() - start) / 1000 };
}

function viaApply(game: AnyGame, config: (i: number) => BaseConfig): Rate {
  return measure((i) => {
    let state = game.setup(config(i));
    const rng = seedRng(`bench-bot-${i}`);
    let n = 0;
    for (; game.outcome(state) === null; n++) state = game.apply(state, pick(game, state, rng));
    return n;
  });
}

function viaSimulator(game: AnyGame, config: (i: number) => BaseConfig): Rate {
  return measure((i) => {
    const sim = game.startSimulator(config(i));
    const rng = seedRng(`bench-bot-${i}`);
    let n = 0;
    for (; game.outcome(sim.state) === null; n++) sim.applyTrusted(pick(game, sim.state, rng));
    return n;
  });
}

/** States sampled from random games, for the per-call costs. */
function sampleStates(game: AnyGame, config: (i: number) => BaseConfig, games: number): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < games; i++) {
    let state = game.setup(config(1_000_000 + i));
    const rng = seedRng(`sample-bot-${i}`);
    while (game.outcome(state) === null) {
      out.push(state);
      state = game.apply(state, pick(game, state, rng));
    }
  }
  return out;
}

function microseconds(states: unknown[], call: (state: unknown) => unknown): number {
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS * 500) {
    for (const state of states) call(state);
    calls += states.length;
  }
  return ((performance.now() - start) * 1000) / calls;
}

const rows: Record<string, string | number>[] = [];
for (const { label, game, players, options } of CASES) {
  const config = (i: number): BaseConfig => ({ ...options, players, seed: `bench-${players}-${i}` }) as BaseConfig;
  const slow = viaApply(game, config);
  const fast = viaSimulator(game, config);
  const states = sampleStates(game, config, 40);
  const bytes = states.map((s) => JSON.stringify(s).length);
  rows.push({
    game: label,
    players,
    'apply dec/s': Math.round(slow.decisions / slow.seconds),
    'apply games/s': Math.round(slow.games / slow.seconds),
    'fast dec/s': Math.round(fast.decisions / fast.seconds),
    'fast games/s': Math.round(fast.games / fast.seconds),
    'fast/apply': Number((fast.decisions / fast.seconds / (slow.decisions / slow.seconds)).toFixed(1)),
    'legalActions µs': Number(microseconds(states, (s) => game.legalActions(s, game.toAct(s)[0] ?? 0)).toFixed(2)),
    'viewFor µs': Number(microseconds(states, (s) => game.viewFor(s, 0)).toFixed(2)),
    'state bytes (mean)': Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length),
    'state bytes (max)': Math.max(...bytes),
  });
}

console.log(`tortuga-rules benchmark — Node ${process.version}, one core, random legal playouts, ~${SECONDS}s per cell\n`);
console.table(rows);
const file = join(root, 'bench', 'results.json');
writeFileSync(file, JSON.stringify({ node: process.version, date: new Date().toISOString(), seconds: SECONDS, rows }, null, 2) + '\n');
console.log(`\nwrote ${file}`);

/**
 * The multi-core speed-up of `tortuga-rules simulate` (the built command): the same run of
 * random-bot games — bots decide from their views — on one worker thread and on one per core.
 */
function speedUp(): void {
  const cores = availableParallelism();
  const games = Math.max(1000, Math.round(2500 * SECONDS));
  const rate = (workers: number): number => {
    const start = performance.now();
    execFileSync(process.execPath, [join(root, 'dist', 'cli.js'), 'simulate', '--game', '1667', '--players', '5', '--games', String(games), '--seed', 'bench', '--workers', String(workers)], { stdio: 'ignore' });
    return games / ((performance.now() - start) / 1000);
  };
  const one = rate(1);
  const all = rate(cores);
  console.log(`\nsimulate (5-player Tortuga 1667, random bots, ${games} games, whole command): 1 worker ${one.toFixed(0)} games/s, ${cores} workers ${all.toFixed(0)} games/s — speed-up ${(all / one).toFixed(2)}×`);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...saved, simulate: { games, cores, oneWorker: Math.round(one), allWorkers: Math.round(all), speedUp: Number((all / one).toFixed(2)) } }, null, 2) + '\n');
}
speedUp();
