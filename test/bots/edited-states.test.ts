import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, shuffleInPlace, type RngState } from '../../src/core/engine/rng.js';
import { CHUNK_SIZE } from '../../src/core/engine/chunked-list.js';
import { playBots } from '../../src/bots/bot.js';
import { hints } from '../../src/bots/hints.js';
import { botFor } from '../../src/bots/levels.js';
import { loyaltyBeliefs } from '../../src/bots/t1667-beliefs.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { checkState } from '../../src/t1667/check-state.js';
import type { T1667State } from '../../src/t1667/types.js';
import { game as t1667 } from '../support/t1667.js';

type Entry = { at: number; to?: number[]; event: unknown };

/** A heuristic game's states, every fifth, as plain JSON (what a database gives back). */
function statesOf(players: number, seed: string): T1667State[] {
  const { actions } = playBots(
    t1667,
    { players, seed, stars: 8 },
    Array.from({ length: players }, () => t1667HeuristicBot()),
    seed,
  );
  let state = t1667.setup({ players, seed, stars: 8 });
  const out: T1667State[] = [];
  actions.forEach((action, i) => {
    state = t1667.apply(state, action);
    if (i % 5 === 0 && state.outcome === null) out.push(JSON.parse(JSON.stringify(state)) as T1667State);
  });
  return out;
}

const entriesOf = (state: T1667State): Entry[] => (state.log as unknown as Entry[][]).flat();
const withEntries = (state: T1667State, entries: Entry[]): T1667State => {
  const chunks: Entry[][] = [];
  for (let i = 0; i < entries.length; i += CHUNK_SIZE) chunks.push(entries.slice(i, i + CHUNK_SIZE));
  return { ...state, log: chunks as unknown as T1667State['log'] };
};

/**
 * Edits a state the way a hand, a bug or an attacker might while keeping every field well-formed:
 * loyalty cards swapped behind the log's back, log entries dropped, and events of another game
 * written over this one's (each keeping this log's decision numbers, so the order stays valid).
 */
function edit(state: T1667State, donor: T1667State, rng: RngState): T1667State {
  const seats = state.seats.map((seat) => ({ ...seat }));
  const [a, b] = [nextInt(rng, seats.length), nextInt(rng, seats.length)];
  [seats[a]!.loyalty, seats[b]!.loyalty] = [seats[b]!.loyalty, seats[a]!.loyalty];
  const entries = entriesOf(state).filter(() => nextInt(rng, 4) !== 0);
  const foreign = entriesOf(donor);
  shuffleInPlace(rng, foreign);
  for (let i = 0; i < entries.length && i < foreign.length; i++) if (nextInt(rng, 3) === 0) entries[i] = { ...foreign[i]!, at: entries[i]!.at };
  return withEntries({ ...state, seats }, entries);
}

describe('edited states: a state checkState accepts never crashes or stalls the bots', () => {
  for (const players of [3, 5, 9]) {
    it(`T67-SETUP-1: ${players} players — beliefs, the heuristic, the search and the hints on states whose log contradicts its cards`, () => {
      const rng = seedRng(`edited-${players}`);
      const donors = statesOf(players, `edited-donor-${players}`);
      let checked = 0;
      for (const state of statesOf(players, `edited-${players}`)) {
        const edited = edit(state, donors[nextInt(rng, donors.length)]!, rng);
        if (checkState(edited) !== null) continue;
        const seat = t1667.toAct(edited)[0];
        if (seat === undefined) continue;
        const view = t1667.viewFor(edited, seat);
        for (const odds of loyaltyBeliefs(view).probabilities) expect(odds.british + odds.french + odds.dutch).toBeCloseTo(1, 9);
        const legal = t1667.legalActions(edited, seat);
        expect(legal).toContainEqual(t1667HeuristicBot().choose(view, seedRng('h')));
        expect(legal).toContainEqual(botFor(t1667, 'expert', { iterations: 4 }).choose(view, seedRng('s')));
        expect(hints(t1667, view, { iterations: 4, seed: 'e' }).length).toBeGreaterThan(0);
        checked++;
      }
      expect(checked).toBeGreaterThan(5);
    });
  }
});
