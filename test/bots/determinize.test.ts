import { describe, expect, it } from 'vitest';
import type { BaseAction, BaseConfig, Game, GameStates } from '../../src/core/engine/game.js';
import { nextInt, seedRng } from '../../src/core/engine/rng.js';
import { tortugaDice } from '../../src/dice/game.js';
import type { DiceConfig, DiceState, Face } from '../../src/dice/types.js';
import { stackedDice } from '../support/dice.js';
import { DEFAULT_VOTE_CARDS, STAR_KINDS } from '../../src/t1667/cards.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import type { T1667Config, T1667State } from '../../src/t1667/types.js';
import { diceInvariants } from '../support/dice-invariants.js';
import { eventCardCounts, t1667Invariants } from '../support/t1667-invariants.js';
import { tortuga1667States } from '../../src/t1667/states.js';
import { tortugaDiceStates } from '../../src/dice/states.js';
import { determinizer as determinizeT1667 } from '../../src/t1667/determinize.js';
import { determinizer as determinizeDice } from '../../src/dice/determinize.js';

/**
 * Plays random games on the simulator; at sampled moments, for every seat, determinizes the
 * seat's view and checks the sample: the seat sees exactly what it saw, the state is whole
 * (`check`), the search's `determinizer` deals the same world, and a random playout from it
 * reaches the end.
 */
function checkDeterminize<C extends BaseConfig, S, A extends BaseAction, V, O>(
  game: Game<C, S, A, V, O>,
  states: GameStates<S, V>,
  config: C,
  check: (sample: S, original: S) => void,
  dealer: (view: V, options: { log: boolean }) => (seed: string) => S,
  everyNth = 7,
): number {
  const rng = seedRng(`det/${config.seed}`);
  const sim = game.simulator(game.setup(config));
  let samples = 0;
  let n = 0;
  while (game.outcome(sim.state) === null) {
    if (n++ % everyNth === 0) {
      for (let seat = 0; seat < config.players; seat++) {
        const view = game.viewFor(sim.state, seat);
        const sample = states.determinize(view, `s${n}/${seat}`);
        expect(game.viewFor(sample, seat)).toEqual(view);
        expect(states.determinize(view, `s${n}/${seat}`)).toEqual(sample);
        // The search's dealer: the same world from the same seed, the log left out.
        expect(dealer(view, { log: false })(`s${n}/${seat}`)).toEqual({ ...sample, log: [] });
        check(sample, sim.state);
        const playout = game.simulator(sample);
        for (let i = 0; game.outcome(playout.state) === null; i++) {
          if (i > 5000) throw new Error('playout did not end');
          const seats = game.toAct(playout.state);
          const who = seats[nextInt(rng, seats.length)]!;
          const actions = game.legalActions(playout.state, who);
          playout.apply(actions[nextInt(rng, actions.length)]!);
        }
        samples++;
      }
    }
    const seats = game.toAct(sim.state);
    const who = seats[nextInt(rng, seats.length)]!;
    const actions = game.legalActions(sim.state, who);
    sim.apply(actions[nextInt(rng, actions.length)]!);
  }
  return samples;
}

/** Event card counts with the star cards counted together. */
function starBlind(counts: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [kind, n] of Object.entries(counts)) {
    const key = (STAR_KINDS as readonly string[]).includes(kind) ? 'star' : kind;
    out[key] = (out[key] ?? 0) + n;
  }
  return out;
}

const T1667_CONFIGS: readonly T1667Config[] = [
  { players: 2, seed: 'd2' },
  { players: 4, seed: 'd4' },
  { players: 5, seed: 'd5', stars: 8 },
  { players: 9, seed: 'd9', stars: 8 },
  { players: 6, seed: 'd6', rules: 'early', stars: 8 },
  { players: 7, seed: 'd7', intrigue: true, openLoyalties: 'pair', shorter: 4 },
  { players: 5, seed: 'd5t', timer: true, chaos: true, openLoyalties: 'all', stars: 8 },
];

describe('tortuga1667.determinize (T67-INFO-3)', () => {
  for (const config of T1667_CONFIGS) {
    it(`T67-INFO-3: samples agree with the seat's view and play out (${JSON.stringify(config)})`, () => {
      for (let game = 0; game < 4; game++) {
        const samples = checkDeterminize(
          tortuga1667,
          tortuga1667States,
          { ...config, seed: `${config.seed}-${game}` },
          (sample: T1667State, original: T1667State) => {
            t1667Invariants(sample, sample);
            // Random star cards are sampled too (T67-INFO-3): the same number, not necessarily the same ones.
            const counts = original.options.namedStars ? eventCardCounts : (state: T1667State) => starBlind(eventCardCounts(state));
            expect(counts(sample)).toEqual(counts(original));
          },
          determinizeT1667,
        );
        expect(samples).toBeGreaterThan(0);
      }
    });
  }

  it('T67-INFO-3: hidden cards are filled in at random, not copied from the real state', () => {
    const state = tortuga1667.setup({ players: 5, seed: 'mix' });
    const hands = new Set<string>();
    for (let i = 0; i < 20; i++) hands.add(JSON.stringify(tortuga1667States.determinize(tortuga1667.viewFor(state, 0), `x${i}`).seats[1]!.hand));
    expect(hands.size).toBeGreaterThan(5);
  });

  it('T67-COMP-4: a game with its own vote cards keeps them in every sample — even a table that begins like the standard deck', () => {
    for (const voteCards of [DEFAULT_VOTE_CARDS.slice(0, -1), DEFAULT_VOTE_CARDS.slice(1)]) {
      const state = tortuga1667.setup({ players: 4, seed: 'own-cards', voteCards: voteCards.map((card) => ({ ...card })) });
      const sample = tortuga1667States.determinize(tortuga1667.viewFor(state, 0), 'own-cards');
      expect(sample.voteCards).toEqual(voteCards);
      expect(tortuga1667.viewFor(sample, 0)).toEqual(tortuga1667.viewFor(state, 0));
    }
    const standard = tortuga1667.setup({ players: 4, seed: 'standard-cards', voteCards: DEFAULT_VOTE_CARDS.map((card) => ({ ...card })) });
    expect(tortuga1667States.determinize(tortuga1667.viewFor(standard, 0), 'standard-cards').voteCards).toBeNull(); // the standard deck, card for card
  });
});

describe('tortugaDice.determinize (TD-INFO-3)', () => {
  for (const players of [2, 3, 4]) {
    it(`TD-INFO-3: samples agree with the seat's view and play out (${players} players)`, () => {
      for (let game = 0; game < 2; game++) {
        const config: DiceConfig = { players, seed: `dd${players}-${game}` };
        checkDeterminize(tortugaDice, tortugaDiceStates, config, (sample: DiceState) => diceInvariants(sample), determinizeDice, 11);
      }
    });
  }
});

describe('tortugaDice.determinize around a roll that can place nothing (TD-DICE-7, TD-INFO-1)', () => {
  const rolls = (...faces: Face[]): Face[] => faces;
  // Seat 0 keeps a skull alone twice; seat 1 fills its board field, then rolls board ×3.
  const config = stackedDice({
    players: 2,
    rolls: rolls('skull', 'ship', 'ship', 'ship', 'ship', 'board', 'board', 'crew', 'crew', 'crew', 'skull', 'ship', 'ship', 'ship', 'board', 'board', 'board'),
  });
  const atSkullChoice = (): DiceState => {
    let s = tortugaDice.setup(config);
    for (const action of [
      { type: 'keep', player: 0, dice: [0] },
      { type: 'keep', player: 1, dice: [0, 1] },
      { type: 'skullAction', player: 0, action: 'ship' },
      { type: 'keep', player: 0, dice: [1] },
      { type: 'keep', player: 1, dice: [] },
    ] as const) {
      s = tortugaDice.apply(s, action);
    }
    return s;
  };

  it('TD-DICE-7: the viewer’s own roll that waits for its open re-roll is kept while another seat turns its skulls', () => {
    const s = atSkullChoice();
    expect(s.pending).toEqual({ kind: 'skullAction', player: 0 });
    const view = tortugaDice.viewFor(s, 1);
    expect(view.you?.roll?.map((d) => d.face)).toEqual(['board', 'board', 'board']);
    for (let i = 0; i < 20; i++) expect(tortugaDice.viewFor(tortugaDiceStates.determinize(view, `own-${i}`), 1)).toEqual(view);
  });

  it('TD-DICE-7: another seat known to wait for its open re-roll is dealt a roll that places nothing', () => {
    const s = atSkullChoice();
    const view = tortugaDice.viewFor(s, 0);
    expect(view.seats[1]!.waitsToReroll).toBe(true);
    for (let i = 0; i < 20; i++) {
      const sample = tortugaDiceStates.determinize(view, `other-${i}`);
      expect(tortugaDice.viewFor(sample, 0)).toEqual(view);
      expect(sample.seats[1]!.roll).toEqual(['board', 'board', 'board']);
      const next = tortugaDice.apply(sample, { type: 'skullAction', player: 0, action: 'ship' });
      expect(next.pending).toEqual({ kind: 'openKeep', player: 1 });
    }
  });
});
