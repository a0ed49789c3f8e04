import { describe, expect, it } from 'vitest';
import { loadHistory, startHistory } from '../../src/core/engine/history.js';
import { makeRecord } from '../../src/core/records/record.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { stateHash } from '../../src/core/records/state-hash.js';
import { tortugaDice } from '../../src/dice/game.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import type { T1667Action } from '../../src/t1667/types.js';
import { randomLegal } from '../support/conformance.js';

const config = { players: 4, seed: 'history' };

/** A history of `n` random decisions. */
function played(n: number) {
  const rng = seedRng('history/bots');
  let history = startHistory(tortuga1667, config);
  for (let i = 0; i < n; i++) history = history.apply(randomLegal(tortuga1667, history.state, rng));
  return history;
}

describe('GameHistory: steps back and forward through immutable states, undo outside the rules, records', () => {
  it('apply records the engine’s legal action and the state apply gives; the history it came from is unchanged', () => {
    const start = startHistory(tortuga1667, config);
    expect(start.position).toBe(0);
    expect(start.state).toEqual(tortuga1667.setup(config));
    const seat = tortuga1667.toAct(start.state)[0]!;
    const action = tortuga1667.legalActions(start.state, seat)[0]!;
    const stamped = { ...action, at: 0 };
    const next = start.apply(stamped);
    expect(next.position).toBe(1);
    expect(next.actions).toEqual([action]);
    expect(next.actions[0]).not.toBe(stamped);
    expect(stateHash(next.state)).toBe(stateHash(tortuga1667.apply(start.state, action)));
    expect(start.actions).toEqual([]);
    expect(() => start.apply({ type: 'brawl', player: 9 } as T1667Action)).toThrow(/no seat 9/);
  });

  it('back, forward and goTo move through the recorded states; stateAt reads any of them', () => {
    const h = played(12);
    expect(h.position).toBe(12);
    const back = h.back(3);
    expect(back.position).toBe(9);
    expect(back.state).toBe(h.stateAt(9));
    expect(back.actions).toBe(h.actions);
    expect(back.forward().state).toBe(h.stateAt(10));
    expect(back.goTo(0).state).toEqual(tortuga1667.setup(config));
    expect(() => h.forward()).toThrow(RangeError);
    expect(() => h.goTo(13)).toThrow(RangeError);
    expect(() => h.back(13)).toThrow(RangeError);
    expect(() => h.stateAt(-1)).toThrow(RangeError);
  });

  it('a new action in the past drops the recorded future', () => {
    const h = played(10).back(4);
    const seat = tortuga1667.toAct(h.state)[0]!;
    const other = tortuga1667.legalActions(h.state, seat).at(-1)!;
    const branched = h.apply(other);
    expect(branched.position).toBe(7);
    expect(branched.actions.length).toBe(7);
    expect(branched.actions.slice(0, 6)).toEqual(h.actions.slice(0, 6));
    expect(() => branched.forward()).toThrow(RangeError);
  });

  it('undo takes back the last decision, or a player’s last decision and all after it (a tool outside the rules)', () => {
    const h = played(15);
    const once = h.undo();
    expect(once.position).toBe(14);
    expect(once.actions.length).toBe(14);
    expect(once.state).toBe(h.stateAt(14));
    const player = h.actions[10]!.player;
    const last = h.actions.map((a) => a.player).lastIndexOf(player);
    const mine = h.undo(player);
    expect(mine.position).toBe(last);
    expect(mine.state).toBe(h.stateAt(last));
    expect(mine.actions).toEqual(h.actions.slice(0, last));
    expect(startHistory(tortuga1667, config).canUndo()).toBe(false);
    expect(() => startHistory(tortuga1667, config).undo()).toThrow(RangeError);
    expect(h.canUndo(8)).toBe(false); // a 4-player game has no player 8
    // Randomness lives in the state: the same action after an undo gives the same result.
    expect(stateHash(once.apply(h.actions[14]!).state)).toBe(stateHash(h.state));
  });

  it('record exports the game up to the current position; loadHistory checks and replays a record from outside', () => {
    const h = played(20);
    const record = h.back(5).record();
    expect(record).toEqual(makeRecord(tortuga1667, config, h.actions.slice(0, 15), h.stateAt(15)));
    const loaded = loadHistory(tortuga1667, JSON.parse(JSON.stringify(record)));
    expect(loaded.position).toBe(15);
    expect(stateHash(loaded.state)).toBe(stateHash(h.stateAt(15)));
    expect(loaded.back(15).state).toEqual(tortuga1667.setup(config));
    expect(() => loadHistory(tortuga1667, { ...record, finalHash: '0000000000000000' })).toThrow(
      expect.objectContaining({ code: 'CORRUPT_RECORD', path: 'finalHash' }),
    );
    expect(() => loadHistory(tortuga1667, { ...record, actions: [...record.actions.slice(0, 3), { type: 'brawl', player: 9 }] })).toThrow(
      expect.objectContaining({ path: 'actions[3]' }),
    );
    expect(() => loadHistory(tortugaDice, record)).toThrow(expect.objectContaining({ code: 'CORRUPT_RECORD', path: 'game' }));
    expect(() => loadHistory(tortuga1667, { ...record, config: { players: 12, seed: 'x' } })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG', path: 'config' }),
    );
  });

  it('works the same for the dice game', () => {
    const rng = seedRng('dice-history');
    let h = startHistory(tortugaDice, { players: 3, seed: 'dice-history' });
    while (tortugaDice.outcome(h.state) === null) h = h.apply(randomLegal(tortugaDice, h.state, rng));
    const loaded = loadHistory(tortugaDice, h.record());
    expect(stateHash(loaded.state)).toBe(stateHash(h.state));
    expect(loaded.undo().state).toBe(loaded.stateAt(loaded.position - 1));
  });

  it('a loaded history keeps every 32nd state and replays the others: every position is the state the actions give, the same object each time', () => {
    const rng = seedRng('sparse-history');
    let h = startHistory(tortuga1667, { players: 4, seed: 'sparse-history' });
    for (let i = 0; i < 150 && tortuga1667.outcome(h.state) === null; i++) h = h.apply(randomLegal(tortuga1667, h.state, rng));
    const loaded = loadHistory(tortuga1667, JSON.parse(JSON.stringify(h.record())));
    for (let at = 0; at <= loaded.position; at += 7) {
      expect(stateHash(loaded.stateAt(at))).toBe(stateHash(h.stateAt(at)));
      expect(loaded.stateAt(at)).toBe(loaded.stateAt(at));
    }
    const back = loaded.back(33);
    expect(back.state).toEqual(h.stateAt(h.position - 33));
    expect(back.forward(33).state).toBe(loaded.state);
    const branched = back.apply(tortuga1667.legalActions(back.state, tortuga1667.toAct(back.state)[0]!)[0]!);
    expect(branched.position).toBe(back.position + 1);
    expect(branched.stateAt(back.position)).toBe(back.state);
  });
});
