/**
 * `npm run bench`: decisions and full random games per second, through `apply` (immer,
 * frozen states) and through the fast path (the simulator), the cost of `legalActions`
 * and `viewFor`, and the size of a state. Prints a table and writes bench/results.json.
 * One core; random legal playouts; a decision is one applied action.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextInt, seedRng, type RngState } from '../src/core/rng.js';
import { tortuga1667 as game } from '../src/t1667/game.js';
import type { T1667Action, T1667Config, T1667State } from '../src/t1667/types.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

function pick(state: T1667State, rng: RngState): T1667Action {
  const seats = game.toAct(state);
  const seat = seats[nextInt(rng, seats.length)]!;
  const actions = game.legalActions(state, seat);
  return actions[nextInt(rng, actions.length)]!;
}

interface Rate {
  games: number;
  decisions: number;
  seconds: number;
}

/** Plays random games for about SECONDS and counts them. */
function measure(playOne: (seed: number) => number): Rate {
  const start = performance.now();
  let games = 0;
  let decisions = 0;
  while (performance.now() - start < SECONDS * 1000) decisions += playOne(games++);
  return { games, decisions, seconds: (performance.now() - start) / 1000 };
}

/** The configurations measured: a label and the options besides `players` and `seed`. */
const CASES: readonly { label: string; players: number; options: Partial<T1667Config> }[] = [
  { label: 'tortuga-1667', players: 4, options: {} },
  { label: 'tortuga-1667', players: 5, options: {} },
  { label: 'tortuga-1667', players: 9, options: {} },
  { label: 'tortuga-1667 all 8 stars', players: 5, options: { stars: 8 } },
];

function configFor(players: number, options: Partial<T1667Config>, seed: string): T1667Config {
  return { ...options, players, seed };
}

function viaApply(players: number, options: Partial<T1667Config>): Rate {
  return measure((i) => {
    let state = game.setup(configFor(players, options, `bench-${players}-${i}`));
    const rng = seedRng(`bench-bot-${i}`);
    while (state.outcome === null) state = game.apply(state, pick(state, rng));
    return state.decisions;
  });
}

function viaSimulator(players: number, options: Partial<T1667Config>): Rate {
  return measure((i) => {
    const sim = game.simulator(game.setup(configFor(players, options, `bench-${players}-${i}`)));
    const rng = seedRng(`bench-bot-${i}`);
    while (sim.state.outcome === null) sim.applyTrusted(pick(sim.state, rng));
    return sim.state.decisions;
  });
}

/** States sampled from random games, for the per-call costs. */
function sampleStates(players: number, options: Partial<T1667Config>, games: number): T1667State[] {
  const out: T1667State[] = [];
  for (let i = 0; i < games; i++) {
    let state = game.setup(configFor(players, options, `sample-${players}-${i}`));
    const rng = seedRng(`sample-bot-${i}`);
    while (state.outcome === null) {
      out.push(state);
      state = game.apply(state, pick(state, rng));
    }
  }
  return out;
}

function microseconds(states: T1667State[], call: (state: T1667State) => unknown): number {
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS * 500) {
    for (const state of states) call(state);
    calls += states.length;
  }
  return ((performance.now() - start) * 1000) / calls;
}

const rows: Record<string, string | number>[] = [];
for (const { label, players, options } of CASES) {
  const slow = viaApply(players, options);
  const fast = viaSimulator(players, options);
  const states = sampleStates(players, options, 50);
  const bytes = states.map((s) => JSON.stringify(s).length);
  rows.push({
    game: label,
    players,
    'apply dec/s': Math.round(slow.decisions / slow.seconds),
    'apply games/s': Math.round(slow.games / slow.seconds),
    'fast dec/s': Math.round(fast.decisions / fast.seconds),
    'fast games/s': Math.round(fast.games / fast.seconds),
    'fast/apply': Number((fast.decisions / fast.seconds / (slow.decisions / slow.seconds)).toFixed(1)),
    'legalActions µs': Number(microseconds(states, (s) => game.legalActions(s, s.turn.player)).toFixed(2)),
    'viewFor µs': Number(microseconds(states, (s) => game.viewFor(s, 0)).toFixed(2)),
    'state bytes (mean)': Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length),
    'state bytes (max)': Math.max(...bytes),
  });
}

console.log(`tortuga-rules benchmark — Node ${process.version}, one core, random legal playouts, ~${SECONDS}s per cell\n`);
console.table(rows);
const file = join(dirname(fileURLToPath(import.meta.url)), 'results.json');
writeFileSync(file, JSON.stringify({ node: process.version, date: new Date().toISOString(), seconds: SECONDS, rows }, null, 2) + '\n');
console.log(`\nwrote ${file}`);
