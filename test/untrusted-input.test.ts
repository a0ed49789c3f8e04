import { describe, expect, it } from 'vitest';
import { tortugaDice } from '../src/dice/game.js';
import type { Face } from '../src/dice/types.js';
import { tortuga1667 } from '../src/t1667/game.js';
import type { T1667Action, T1667State } from '../src/t1667/types.js';
import { stackedDice } from './support/dice.js';
import { attackHands, play, stacked, started } from './support/t1667.js';

/** Four players, JR [1, 3]: seat 1 (JR Captain) has called an attack; seats 1 and 3 vote. */
function atAttackVote(): { state: T1667State; hands: number[][] } {
  const { hands, deckCard } = attackHands();
  const state = play(started(stacked({ players: 4, hands, deckTop: [deckCard] })), { type: 'attack', player: 1 });
  return { state, hands };
}

/** An action whose field reads differently every time it is read: the first value, then `later`. */
function shifty<T extends object>(action: T, field: string, later: unknown): T {
  const first = (action as Record<string, unknown>)[field];
  let reads = 0;
  const out = { ...action };
  Object.defineProperty(out, field, { enumerable: true, get: () => (reads++ === 0 ? first : later) });
  return out;
}

describe('apply acts on the legal action it matched, never on the caller’s object', () => {
  it('T67-VOTE-1: a vote card that flips after validation is not played — the matched card is', () => {
    const { state, hands } = atAttackVote();
    const mine = hands[1]![0]!;
    const theirs = hands[3]![0]!;
    const next = tortuga1667.apply(state, shifty({ type: 'vote', player: 1, cards: [mine] } as T1667Action, 'cards', [theirs]));
    expect(next.pending).toMatchObject({ kind: 'vote', choices: [[mine], null] });
    expect(next.seats[3]!.hand).toContain(theirs);
  });

  it('T67-VOTE-1: a player field that flips after validation does not act for another seat', () => {
    const { state, hands } = atAttackVote();
    const next = tortuga1667.apply(state, shifty({ type: 'vote', player: 1, cards: [hands[1]![1]!] } as T1667Action, 'player', 3));
    expect(next.pending).toMatchObject({ kind: 'vote', choices: [[hands[1]![1]!], null] });
  });

  it('T67-ACT-REVEAL: a slot that flips to 9 after validation reveals the validated slot', () => {
    const state = started(stacked({ players: 4 }));
    const next = tortuga1667.apply(state, shifty({ type: 'reveal', player: 1, slot: 2 } as T1667Action, 'slot', 9));
    expect(next.row[2]).not.toBeNull(); // refilled after the revealed card was resolved
    expect(next.discard.length + next.seats.reduce((n, s) => n + s.letters.length, 0) + (next.pending.kind === 'marque' ? 1 : 0)).toBeGreaterThan(0);
  });

  it('a getter that throws makes the action malformed, never a crash', () => {
    const state = started(stacked({ players: 4 }));
    const action = { type: 'reveal', player: 1 } as Record<string, unknown>;
    Object.defineProperty(action, 'slot', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(tortuga1667.validate(state, action)).toMatchObject({ code: 'MALFORMED_ACTION' });
    expect(() => tortuga1667.apply(state, action as T1667Action)).toThrow(expect.objectContaining({ code: 'MALFORMED_ACTION' }));
  });
});

describe('apply never freezes or keeps a caller’s state', () => {
  it('a state loaded from JSON stays unfrozen and unchanged; the result is the engine’s own frozen state', () => {
    const loaded = JSON.parse(JSON.stringify(started(stacked({ players: 4 })))) as T1667State;
    const before = JSON.stringify(loaded);
    const next = tortuga1667.apply(loaded, { type: 'peek', player: 1, slots: [0, 1] });
    expect(Object.isFrozen(loaded)).toBe(false);
    expect(Object.isFrozen(loaded.seats[0]!.hand)).toBe(false);
    expect(Object.isFrozen(loaded.log)).toBe(false);
    expect(JSON.stringify(loaded)).toBe(before);
    expect(Object.isFrozen(next)).toBe(true);
    expect(Object.isFrozen(next.seats[0]!.hand)).toBe(true);
    expect(next.seats[0]).not.toBe(loaded.seats[0]);
  });

  it('the same holds for the dice game', () => {
    const loaded = JSON.parse(JSON.stringify(tortugaDice.setup({ players: 3, seed: 'thaw' }))) as ReturnType<typeof tortugaDice.setup>;
    const seat = tortugaDice.toAct(loaded)[0]!;
    tortugaDice.apply(loaded, tortugaDice.legalActions(loaded, seat)[0]!);
    expect(Object.isFrozen(loaded)).toBe(false);
    expect(Object.isFrozen(loaded.bag)).toBe(false);
  });
});

describe('stacked dice rolls', () => {
  it('TD-DICE-2: a long roll script is read by a cursor and shared between states, never copied or shifted', () => {
    const faces: Face[] = Array.from({ length: 6000 }, (_, i) => (['ship', 'crew', 'treasure', 'board', 'raid', 'skull'] as const)[i % 6]!);
    let state = tortugaDice.setup(stackedDice({ players: 4, rolls: faces }));
    const script = state.rollScript.faces;
    for (let i = 0; i < 200 && state.outcome === null; i++) {
      const seat = tortugaDice.toAct(state)[0]!;
      state = tortugaDice.apply(state, tortugaDice.legalActions(state, seat)[0]!);
      expect(state.rollScript.faces).toBe(script);
    }
    expect(state.rollScript.next).toBeGreaterThan(20);
  });

  it('TD-DICE-7: a script of rolls that never place anything is answered one decision at a time, never a loop or a raw error', () => {
    // Seat 0 fills board and raid (ship and pirate on field 3: two dice each), then rolls only board and raid.
    const first: Face[] = ['board', 'board', 'raid', 'raid', 'ship', 'crew', 'crew', 'crew', 'crew', 'crew'];
    const stuck: Face[] = Array.from({ length: 400 }, (_, i) => (i % 2 === 0 ? 'board' : 'raid'));
    let state = tortugaDice.setup(stackedDice({ players: 2, rolls: [...first, 'raid', 'raid', 'ship', 'board', ...stuck] }));
    state = play2(state, { type: 'keep', player: 0, dice: [0, 1] }, { type: 'keep', player: 1, dice: [0, 1, 2, 3, 4] });
    state = play2(state, { type: 'keep', player: 0, dice: [2, 3] }, { type: 'advantage', player: 1, action: 'ship' });
    expect(state.seats[0]!.hand).toEqual([4]);
    expect(tortugaDice.legalActions(state, 0)).toEqual([{ type: 'keep', player: 0, dice: [] }]);
    state = play2(state, { type: 'keep', player: 0, dice: [] }, { type: 'advantage', player: 1, action: 'crew' });
    for (let i = 0; i < 150; i++) {
      expect(state.pending).toEqual({ kind: 'openKeep', player: 0 });
      expect(tortugaDice.legalActions(state, 0)).toEqual([{ type: 'keep', player: 0, dice: [] }]);
      state = tortugaDice.apply(state, { type: 'keep', player: 0, dice: [] });
    }
  });
});

function play2(state: ReturnType<typeof tortugaDice.setup>, ...actions: Parameters<typeof tortugaDice.apply>[1][]): ReturnType<typeof tortugaDice.setup> {
  return actions.reduce((s, action) => tortugaDice.apply(s, action), state);
}

describe('stale actions: the optional `at` field names the state an action answers', () => {
  it('an action naming the current decision count is accepted; a replayed one is STALE_ACTION', () => {
    const state = started(stacked({ players: 4 }));
    const peek = { type: 'peek', player: 1, slots: [0, 1], at: state.decisions } as const;
    expect(tortuga1667.validate(state, peek)).toBeNull();
    const next = tortuga1667.apply(state, peek);
    expect(next.log.flat().some((entry) => entry.event.type === 'peek')).toBe(true);
    // The same message arriving again, when it is seat 2's turn:
    const again = tortuga1667.validate(next, { ...peek, player: 2 });
    expect(again).toMatchObject({ code: 'STALE_ACTION' });
    expect(again?.message).toMatch(/decision 2/);
    expect(tortuga1667.validate(next, { ...peek, player: 2, at: next.decisions })).toBeNull();
  });

  it('T67-VOTE-8: during a vote, a voter may answer any state since the vote was called', () => {
    const { state, hands } = atAttackVote();
    const opened = state.decisions;
    const after = tortuga1667.apply(state, { type: 'vote', player: 3, cards: [hands[3]![0]!], at: opened } as T1667Action);
    expect(tortuga1667.validate(after, { type: 'vote', player: 1, cards: [hands[1]![0]!], at: opened })).toBeNull();
    expect(tortuga1667.validate(after, { type: 'vote', player: 1, cards: [hands[1]![0]!], at: opened - 1 })).toMatchObject({ code: 'STALE_ACTION' });
  });

  it('TD-DICE-3: while dice are kept behind the screens, every state since the roll is current', () => {
    const state = tortugaDice.setup({ players: 3, seed: 'stale' });
    const [a, b] = tortugaDice.toAct(state);
    const first = tortugaDice.legalActions(state, a!)[0]!;
    const second = tortugaDice.legalActions(state, b!)[0]!;
    const after = tortugaDice.apply(state, { ...first, at: state.decisions });
    expect(tortugaDice.validate(after, { ...second, at: state.decisions })).toBeNull();
    expect(tortugaDice.validate(after, { ...second, at: after.decisions + 1 })).toMatchObject({ code: 'STALE_ACTION' });
  });

  it('an `at` that is not a decision count is malformed', () => {
    const state = started(stacked({ players: 4 }));
    for (const at of [-1, 1.5, '3', null, Number.NaN]) {
      expect(tortuga1667.validate(state, { type: 'peek', player: 1, slots: [0, 1], at })).toMatchObject({ code: 'MALFORMED_ACTION' });
    }
  });
});
