import { describe, expect, it } from 'vitest';
import type { BaseAction, BaseConfig, Game } from '../src/core/engine/game.js';
import { seedRng } from '../src/core/engine/rng.js';
import { tortugaDice } from '../src/dice/game.js';
import { tortuga1667 } from '../src/t1667/game.js';
import type { T1667State } from '../src/t1667/types.js';
import { playRandom, randomLegal } from './support/conformance.js';
import { edit, play, stacked, started } from './support/t1667.js';
import { tortuga1667States } from '../src/t1667/states.js';
import { tortugaDiceStates } from '../src/dice/states.js';

type AnyGame = Game<BaseConfig, unknown, BaseAction, { log: { at: number }[]; decisions: number }, unknown>;

describe('a seat’s log, incrementally (viewFor logAfter, logFor)', () => {
  const cases: [AnyGame, BaseConfig][] = [
    [tortuga1667 as unknown as AnyGame, { players: 6, seed: 'incremental', stars: 8 } as BaseConfig],
    [tortugaDice as unknown as AnyGame, { players: 4, seed: 'incremental' }],
  ];
  for (const [game, config] of cases) {
    it(`${game.name}: the entries after the last view sent, appended, give exactly the full log of every seat`, () => {
      const g = game;
      const { states } = playRandom(g, config, 'incremental-bot');
      for (const seat of [null, ...Array.from({ length: config.players }, (_, s) => s)]) {
        let client: unknown[] = [];
        let seen = -1;
        states.forEach((state, i) => {
          if (i % 5 !== 0 && i !== states.length - 1) return;
          const view = g.viewFor(state, seat, { logAfter: seen });
          client = [...client, ...view.log];
          expect(g.logFor(state, seat, seen)).toEqual(view.log);
          seen = view.decisions;
          expect(client).toEqual(g.viewFor(state, seat).log);
        });
      }
    });
  }

  it('a view after the last decision carries only that decision’s entries', () => {
    let s = started(stacked({ players: 4 }));
    const before = s.decisions;
    s = play(s, { type: 'peek', player: 1, slots: [0, 1] });
    const mine = tortuga1667.viewFor(s, 1, { logAfter: before });
    expect(mine.log.map((e) => e.event.type)).toEqual(['peek', 'peekResult', 'turn']);
    expect(tortuga1667.viewFor(s, 2, { logAfter: before }).log.map((e) => e.event.type)).toEqual(['peek', 'turn']);
    expect(tortuga1667.logFor(s, 1, s.decisions)).toEqual([]);
  });
});

describe('T67-OPT-CAP: an optional decision cap ends a stalled Tortuga 1667 game', () => {
  it('T67-OPT-CAP: off by default; with a cap, the game ends after that many decisions, scored as at the Armada', () => {
    expect(tortuga1667.setup({ players: 4, seed: 'cap' }).options.maxDecisions).toBeNull();
    let s = tortuga1667.setup({ ...stacked({ players: 4 }), maxDecisions: 12 });
    const rng = seedRng('cap-bot');
    while (s.outcome === null) s = tortuga1667.apply(s, randomLegal(tortuga1667, s, rng));
    expect(s.decisions).toBe(12);
    expect(s.outcome).toMatchObject({ reason: 'decision-cap' });
    const { british, french } = s.outcome!.chests;
    expect(s.outcome!.winner).toBe(british > french ? 'british' : french > british ? 'french' : 'draw');
    expect(tortuga1667States.checkState(s)).toBeNull();
  });

  it('T67-OPT-CAP: a tie is the Dutch player’s with an odd count, a draw with an even one; an open decision lapses', () => {
    const capped = (players: number): T1667State => {
      const s = started(stacked({ players, eventDeck: ['crow', 'spot', 'pistol', 'marque', 'spot', 'armada'] }));
      return edit(s, (d) => {
        d.options = { ...d.options, maxDecisions: d.decisions + 2 };
      });
    };
    const even = play(capped(4), { type: 'reveal', player: 1, slot: 0 }, { type: 'crow', player: 1, target: 2 });
    expect(even.outcome).toMatchObject({ winner: 'draw', reason: 'decision-cap' });
    expect(tortuga1667States.checkState(even)).toBeNull(); // Crow's Nest picks went back: every vote card is somewhere
    const odd = play(capped(5), { type: 'reveal', player: 1, slot: 0 }, { type: 'crow', player: 1, target: 2 });
    expect(odd.outcome).toMatchObject({ winner: 'dutch', reason: 'decision-cap' });
  });

  it('T67-OPT-CAP: a cap reached during the set-up ends the game right after it', () => {
    const s = play(tortuga1667.setup({ ...stacked({ players: 4 }), maxDecisions: 1 }), { type: 'placeChest', player: 0, hold: 'british' });
    expect(s.outcome).toBeNull();
    const over = play(s, { type: 'placeChest', player: 1, hold: 'french' });
    expect(over.outcome).toMatchObject({ reason: 'decision-cap', winner: 'draw' });
    expect(() => tortuga1667.setup({ players: 4, seed: 'x', maxDecisions: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG', rule: 'T67-OPT-CAP' }),
    );
  });
});

describe('TD-OPT-CAP: an optional decision cap ends a stalled dice game', () => {
  it('TD-OPT-CAP: the game ends after that many decisions and is scored as it stands', () => {
    for (const cap of [1, 7, 40, 90]) {
      let s = tortugaDice.setup({ players: 3, seed: `cap-${cap}`, maxDecisions: cap });
      const rng = seedRng(`cap-bot-${cap}`);
      while (s.outcome === null) s = tortugaDice.apply(s, randomLegal(tortugaDice, s, rng));
      expect(s.decisions).toBe(cap);
      expect(s.outcome!.reason).toBe('decision-cap');
      const best = Math.max(...s.outcome!.scores.map((score) => score.total));
      expect(s.outcome!.winners).toEqual(s.outcome!.scores.flatMap((score, seat) => (score.total === best ? [seat] : [])));
      expect(tortugaDiceStates.checkState(s)).toBeNull();
      expect(tortugaDice.viewFor(s, 0).maxDecisions).toBe(cap);
    }
    expect(tortugaDice.setup({ players: 2, seed: 'no-cap' }).maxDecisions).toBeNull();
  });
});

describe("a long game's views (T67-INFO-2, TD-INFO-1): the per-seat reading of the log", () => {
  /** What a seat may read of a log, by the definition: every entry, public or addressed to it. */
  const byDefinition = (state: T1667State, seat: number | null) =>
    state.log.flat().filter((entry) => (entry as { to?: number[] }).to === undefined || (seat !== null && (entry as { to: number[] }).to.includes(seat)));

  it('T67-INFO-2: views of states of two lines of play that share their first chunks, read in turn, each show their own log', () => {
    // A stalling table: a seat that peeks whenever it may makes a long log of many full chunks.
    const rng = seedRng('long-views');
    let state = tortuga1667.setup({ players: 4, seed: 'long-views' });
    const states: T1667State[] = [state];
    for (let i = 0; i < 1_500 && tortuga1667.outcome(state) === null; i++) {
      const seat = tortuga1667.toAct(state)[0]!;
      const actions = tortuga1667.legalActions(state, seat);
      state = tortuga1667.apply(state, actions.find((a) => a.type === 'peek') ?? randomLegal(tortuga1667, state, rng)!);
      states.push(state);
    }
    expect(state.log.length).toBeGreaterThan(20);
    // A second line of play from the middle: it shares the chunks before it and then differs.
    let branch = states[700]!;
    for (let i = 0; i < 400 && tortuga1667.outcome(branch) === null; i++) branch = tortuga1667.apply(branch, randomLegal(tortuga1667, branch, rng)!);
    for (const probe of [state, branch, states[300]!, state, branch, states[1_000]!]) {
      for (const seat of [null, 0, 1, 2, 3]) expect(tortuga1667.viewFor(probe, seat).log).toEqual(byDefinition(probe, seat));
    }
  });
});
