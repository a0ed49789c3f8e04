import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiceState } from '../../src/dice/types.js';
import { expectRejectedWithoutChange, playRandom } from '../support/conformance.js';
import { game } from '../support/dice.js';

const states: DiceState[] = [];
for (const players of [2, 3, 4]) {
  const { states: all } = playRandom(game, { players, seed: `fuzz-${players}` }, `fuzz-bot-${players}`);
  for (let i = 0; i < all.length; i += Math.max(1, Math.floor(all.length / 15))) states.push(all[i]!);
  states.push(all[all.length - 1]!);
}

const nasty = fc.oneof(
  fc.anything(),
  fc.constantFrom(NaN, Infinity, -1, 2 ** 53, '__proto__', 'constructor', null, [], {}, [0, 0], [4, 0], [0, 1, 2, 3, 4, 5]),
  fc.integer({ min: -3, max: 8 }),
);
const actionLike = fc.record(
  {
    type: fc.oneof(fc.constantFrom('keep', 'advantage', 'skullAction', 'perform', 'decline', 'target', 'chest', 'token'), fc.string()),
    player: nasty,
    dice: nasty,
    action: fc.oneof(nasty, fc.constantFrom('ship', 'crew', 'treasure', 'board', 'raid')),
    target: nasty,
    colour: fc.oneof(nasty, fc.constantFrom('red', 'blue', 'yellow', 'white', 'purple')),
    index: nasty,
  },
  { requiredKeys: ['type'] },
);

describe('Tortuga dice fuzzing of validate and apply', () => {
  it('arbitrary values are rejected with a RuleViolation, never a crash or a changed state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), fc.anything(), (i, input) => expectRejectedWithoutChange(game, states[i]!, input)),
      { numRuns: 1500 },
    );
  });

  it('action-shaped values with hostile fields are rejected unless legal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), actionLike, (i, input) => expectRejectedWithoutChange(game, states[i]!, input)),
      { numRuns: 4000 },
    );
  });

  it('an error never tells a seat what another seat rolled or kept', () => {
    for (const state of states) {
      if (state.pending.kind !== 'keep') continue;
      for (let seat = 0; seat < state.players; seat++) {
        const answers = new Set<string>();
        for (const dice of [[0], [1], [2], [3], [4]]) {
          const problem = game.validate(state, { type: 'keep', player: (seat + 1) % state.players, dice });
          if (problem && problem.code === 'NOT_YOUR_DECISION') answers.add(problem.message);
        }
        expect(answers.size).toBeLessThanOrEqual(1);
      }
    }
  });
});
