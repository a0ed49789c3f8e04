import { describe, expect, it } from 'vitest';
import type { PlayerId, T1667Action, T1667Config, T1667State } from '../../src/index.js';
import { edit, events, game, randomWalk, stacked, started } from '../support/t1667.js';

/**
 * The two slots a timed-out turn peeks at, as T67-OPT-TIMER words it: the lowest face-down
 * cards the player has not peeked at, then the lowest ones they have; none with Chaos or
 * fewer than two face-down cards.
 */
function peekSlots(state: T1667State, seat: PlayerId): [number, number] | null {
  if (state.options.chaos) return null;
  const faceDown = state.row.flatMap((card, slot) => (card === null ? [] : [slot]));
  const peeked = state.seats[seat]!.peeks;
  const order = [...faceDown.filter((slot) => peeked[slot] === null), ...faceDown.filter((slot) => peeked[slot] !== null)];
  return order.length < 2 ? null : [Math.min(order[0]!, order[1]!), Math.max(order[0]!, order[1]!)];
}

/** The documented default when `seat`'s clock runs out (the TSDoc of `timeoutAction`), built from the legal list. */
function documentedDefault(state: T1667State, seat: PlayerId): T1667Action | null {
  const legal = game.legalActions(state, seat).filter((a) => a.type !== 'atlantis'); // Atlantis is never forced
  if (legal.length === 0) return null;
  const first = (type: T1667Action['type'], also: (a: T1667Action) => boolean = () => true) => legal.find((a) => a.type === type && also(a));
  const passive =
    first('timeout') ?? first('declineChest') ?? first('keepMarque') ?? first('marqueDraw') ?? first('fountain', (a) => a.type === 'fountain' && !a.use);
  if (passive) return passive;
  const slots = state.pending.kind === 'action' ? peekSlots(state, seat) : null;
  if (slots) return first('peek', (a) => a.type === 'peek' && a.slots.join() === slots.join())!;
  const targeted = legal.filter((a): a is Extract<T1667Action, { target: PlayerId }> => 'target' in a && ['pistol', 'give', 'fever', 'crow'].includes(a.type));
  if (targeted.length > 0) {
    for (let step = 1; step < state.players; step++) {
      const next = targeted.find((a) => a.target === (seat + step) % state.players);
      if (next) return next;
    }
  }
  return legal[0]!;
}

describe('T67-OPT-TIMER: what happens when a clock runs out', () => {
  it('T67-OPT-TIMER: every decision of random games has the documented default, and a timed-out turn peeks at the documented slots', () => {
    const configs: T1667Config[] = [
      { players: 4, seed: 't4', timer: true },
      { players: 5, seed: 't5' },
      { players: 8, seed: 't8', timer: true },
      { players: 4, seed: 't4-1', timer: true }, // reaches a loot
      { players: 7, seed: 't7', timer: true, stars: 8 },
      { players: 3, seed: 't3', timer: true, chaos: true },
      { players: 6, seed: 't6', rules: 'early', intrigue: true, timer: true },
      // Without the timer every decision takes its documented default.
      { players: 4, seed: 'n4' },
      { players: 9, seed: 'n9', stars: 8 },
      { players: 3, seed: 'n3', chaos: true },
      { players: 6, seed: 'n6', rules: 'early', stars: 8 },
    ];
    const defaults = new Set<string>();
    for (const config of configs) {
      randomWalk(config, `timeout-${config.seed}`, (s) => {
        for (let seat = 0; seat < s.players; seat++) {
          const action = game.timeoutAction(s, seat);
          expect(action).toEqual(documentedDefault(s, seat));
          if (action === null) continue;
          defaults.add(action.type);
          if (action.type === 'timeout' && s.pending.kind === 'action' && s.options.rules === 'official') {
            const slots = peekSlots(s, seat);
            const after = events(game.apply(s, action)).slice(events(s).length);
            expect(after.find((e) => e.type === 'peek')).toEqual(slots === null ? undefined : { type: 'peek', player: seat, slots });
          }
        }
      });
    }
    expect([...defaults].sort()).toEqual(
      [
        'choosePeek',
        'crow',
        'crowPick',
        'declineChest',
        'fever',
        'fountain',
        'keepMarque',
        'loseCard',
        'marqueDraw',
        'peek',
        'pick',
        'pistol',
        'placeChest',
        'placePawn',
        'powder',
        'returnCard',
        'reveal',
        'timeout',
        'vote',
        'give',
      ].sort(),
    );
  });

  it('T67-OPT-TIMER: an Atlantis move is never forced', () => {
    const s = edit(started(stacked({ players: 4 })), (d) => {
      d.seats[2]!.atlantis = 1; // seat 2 on the FD, the JR has room: Atlantis is its only legal action
    });
    expect(game.legalActions(s, 2)).toEqual([{ type: 'atlantis', player: 2 }]);
    expect(game.timeoutAction(s, 2)).toBeNull();
  });

  it('T67-OPT-TIMER: nobody is timed out of a finished game, a decision that is not theirs, or a join with Atlantis', () => {
    let s = game.setup({ players: 4, seed: 'none', timer: true });
    expect([0, 1, 2, 3].map((seat) => game.timeoutAction(s, seat) !== null)).toEqual([0, 1, 2, 3].map((seat) => game.toAct(s).includes(seat)));
    randomWalk({ players: 4, seed: 'none' }, 'to-the-end', (state) => (s = state));
    expect(s.outcome).not.toBeNull();
    expect([0, 1, 2, 3].map((seat) => game.timeoutAction(s, seat))).toEqual([null, null, null, null]);
  });
});
