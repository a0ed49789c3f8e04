/**
 * One measurement of `bench/long-games.ts`, in a fresh process with `--expose-gc`:
 * `tsx bench/long-cell.ts <measure> [size]` prints one JSON line. It measures the built package
 * in `dist/`. Long games come from a stalling table: each seat peeks whenever it may (legal
 * forever, T67-ACT-PEEK) and otherwise picks a random legal action, so a game of Tortuga 1667
 * reaches any length.
 *
 * - `view <decisions>`: a 9-player game played on the simulator to that many decisions and
 *   snapshotted; the first full `viewFor` of seat 0 (ms), of all nine seats (ms), and the heap
 *   retained afterwards (the views dropped) beside the state's own heap (MB).
 * - `history <actions>`: `loadHistory` of a 5-player record of that many actions (ms).
 * - `curve <decisions>`: a 2-player game played through `apply` (frozen states, as a server
 *   does) to that many decisions; then 1,000 decisions more, each followed by every seat's
 *   `viewFor` with `logAfter` (the incremental server path): CPU µs per decision; and one full
 *   `viewFor` of seat 0 there (ms).
 * - `round <1667|dice> <players>`: the server round over whole random games — `apply`, then for
 *   every seat `viewFor` and `viewChange` from the view sent before — in decisions per CPU second.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BaseAction } from '../src/core/engine/game.js';

const root = join(import.meta.dirname, '..');
const lib = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as typeof import('../src/index.js');
const { nextInt, seedRng, tortuga1667, tortugaDice, loadHistory, makeRecord, viewChange } = lib;
type State = ReturnType<typeof tortuga1667.setup>;
type Action = Parameters<typeof tortuga1667.apply>[1];

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc');
const heapMB = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};
const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** The stalling table's choice for a seat: a peek when it may, else a random legal action. */
function stall(state: State, rng: ReturnType<typeof seedRng>): Action {
  const seats = tortuga1667.toAct(state);
  const seat = seats[nextInt(rng, seats.length)]!;
  const actions = tortuga1667.legalActions(state, seat);
  const peeks = actions.filter((action) => action.type === 'peek');
  const from = peeks.length > 0 ? peeks : actions;
  return from[nextInt(rng, from.length)]!;
}

function view(decisions: number): Record<string, number> {
  const base = heapMB();
  const sim = tortuga1667.startSimulator({ players: 9, seed: 'long-view' });
  const rng = seedRng('long-view/bots');
  while (sim.state.decisions < decisions && sim.state.outcome === null) sim.applyTrusted(stall(sim.state, rng));
  const state = sim.snapshot();
  const stateHeap = heapMB() - base;
  let start = cpuMs();
  let views: unknown[] = [tortuga1667.viewFor(state, 0)];
  const first = cpuMs() - start;
  for (let seat = 1; seat < 9; seat++) views.push(tortuga1667.viewFor(state, seat));
  const all = cpuMs() - start;
  const entries = (views[0] as { log: unknown[] }).log.length;
  views = [];
  const retained = heapMB() - base - stateHeap;
  start = cpuMs();
  for (let seat = 0; seat < 9; seat++) views.push(tortuga1667.viewFor(state, seat));
  const again = cpuMs() - start;
  return {
    decisions: state.decisions,
    entriesSeenBySeat0: entries,
    firstViewMs: first,
    allNineMs: all,
    allNineAgainMs: again,
    stateHeapMB: stateHeap,
    retainedMB: retained,
    retainedRatio: retained / stateHeap,
  };
}

function history(actions: number): Record<string, number> {
  const config = { players: 5, seed: 'long-history' };
  const sim = tortuga1667.startSimulator(config);
  const rng = seedRng('long-history/bots');
  const taken: Action[] = [];
  while (taken.length < actions && sim.state.outcome === null) {
    const action = stall(sim.state, rng);
    taken.push(action);
    sim.applyTrusted(action);
  }
  const text = JSON.stringify(makeRecord(tortuga1667, config, taken, sim.snapshot()));
  const start = cpuMs();
  const loaded = loadHistory(tortuga1667, JSON.parse(text));
  return { actions: loaded.position, recordBytes: text.length, loadMs: cpuMs() - start };
}

function curve(decisions: number): Record<string, number> {
  /** 1,000 decisions of the server path from `state`: the state after them and the CPU µs a decision took. */
  const window = (from: State, rng: ReturnType<typeof seedRng>): { state: State; perDecisionUs: number } => {
    let state = from;
    const sent = [state.decisions, state.decisions];
    const start = cpuMs();
    let done = 0;
    for (; done < 1_000 && tortuga1667.outcome(state) === null; done++) {
      state = tortuga1667.apply(state, stall(state, rng));
      for (let seat = 0; seat < 2; seat++) sent[seat] = tortuga1667.viewFor(state, seat, { logAfter: sent[seat] }).decisions;
    }
    return { state, perDecisionUs: ((cpuMs() - start) * 1000) / done };
  };
  // A warm-up game first, so that the smallest size is not timed while V8 is still compiling.
  const warm = seedRng('long-curve/warm-up');
  let warming = tortuga1667.setup({ players: 2, seed: 'long-curve-warm-up' });
  for (let i = 0; i < 20; i++) warming = window(warming, warm).state;
  let state = tortuga1667.setup({ players: 2, seed: 'long-curve' });
  const rng = seedRng('long-curve/bots');
  while (state.decisions < decisions && tortuga1667.outcome(state) === null) state = tortuga1667.apply(state, stall(state, rng));
  const measured = window(state, rng);
  state = measured.state;
  const perDecisionUs = measured.perDecisionUs;
  const fullStart = cpuMs();
  tortuga1667.viewFor(state, 0);
  return { decisions: state.decisions, perDecisionUs, fullViewMs: cpuMs() - fullStart };
}

function round(which: string, players: number): Record<string, number> {
  const game = (which === 'dice' ? tortugaDice : tortuga1667) as unknown as typeof tortuga1667;
  const rng = seedRng(`round/${which}/${players}`);
  const play = (seconds: number): { rate: number; patches: number } => {
    let decisions = 0;
    let patches = 0;
    const start = cpuMs();
    for (let g = 0; cpuMs() - start < seconds * 1000; g++) {
      let state = game.setup({ players, seed: `round-${g}` });
      const sent = Array.from({ length: players }, (_, seat) => game.viewFor(state, seat));
      while (game.outcome(state) === null) {
        const seats = game.toAct(state);
        const seat = seats[nextInt(rng, seats.length)]!;
        state = game.apply(state, game.legalActionAt(state, seat, nextInt(rng, game.legalActionCount(state, seat)))! as BaseAction as Action);
        for (let s = 0; s < players; s++) {
          const next = game.viewFor(state, s);
          patches += viewChange(sent[s], next).length;
          sent[s] = next;
        }
        decisions++;
      }
    }
    return { rate: decisions / ((cpuMs() - start) / 1000), patches: patches / decisions };
  };
  play(2); // warm-up
  const { rate, patches } = play(Number(process.env.BENCH_SECONDS ?? 2));
  return { decisionsPerSecond: rate, patchesPerDecision: patches };
}

const [measure, a, b] = process.argv.slice(2);
const result =
  measure === 'view'
    ? view(Number(a))
    : measure === 'history'
      ? history(Number(a))
      : measure === 'curve'
        ? curve(Number(a))
        : measure === 'round'
          ? round(a!, Number(b))
          : null;
if (result === null) throw new Error('usage: tsx bench/long-cell.ts view|history|curve <size> | round <1667|dice> <players>');
console.log(JSON.stringify(result));
