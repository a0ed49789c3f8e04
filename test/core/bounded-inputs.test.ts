import { describe, expect, it } from 'vitest';
import { RuleViolation } from '../../src/core/engine/rule-violation.js';
import { tortugaDice } from '../../src/dice/game.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { wordsFor } from '../../src/words-for.js';

const GAMES = [tortuga1667, tortugaDice] as unknown as (typeof tortuga1667)[];

describe('every input from outside is named when it is wrong', () => {
  for (const game of GAMES) {
    it(`${game.name}: viewFor and logFor refuse a seat the game does not have (NO_SUCH_SEAT); null is the spectator`, () => {
      const state = game.setup({ players: 3, seed: 'seats' });
      for (const seat of [99, 3, -1, 1.5, Number.NaN, '0', undefined]) {
        expect(() => game.viewFor(state, seat as never)).toThrow(RuleViolation);
        expect(() => game.logFor(state, seat as never)).toThrow(expect.objectContaining({ code: 'NO_SUCH_SEAT' }));
      }
      expect(game.viewFor(state, null).player).toBeNull();
      expect(game.viewFor(state, 2).player).toBe(2);
    });

    it(`${game.name}: validate never throws on a value that is not a state; apply throws a RuleViolation for it (CORRUPT_STATE)`, () => {
      const real = game.setup({ players: 3, seed: 'not-a-state' });
      const action = game.legalActions(real, game.toAct(real)[0]!)[0]!;
      for (const value of [undefined, null, {}, [], 'state', 7, { game: 'tortuga-other' }]) {
        expect(game.validate(value as never, action)).toMatchObject({ code: 'CORRUPT_STATE' });
        expect(() => game.apply(value as never, action as never)).toThrow(expect.objectContaining({ code: 'CORRUPT_STATE' }));
      }
      // Named as a state of this game but damaged so that reading it fails: a refusal, never a crash (loadState checks states from outside).
      for (const value of [{ game: game.name }, { game: game.name, seats: 5, pending: 'x', outcome: null }, { ...real, pending: null }]) {
        expect(game.validate(value as never, action)).toBeInstanceOf(RuleViolation);
        expect(() => game.apply(value as never, action as never)).toThrow(RuleViolation);
      }
      // A copy of a sound state (plain JSON, not made by the engine) still plays.
      expect(game.validate(JSON.parse(JSON.stringify(real)), action)).toBeNull();
      expect(game.apply(JSON.parse(JSON.stringify(real)), action)).toEqual(game.apply(real, action));
    });

    it(`${game.name}: words refuse an unsupported locale and resolve a regional tag to its language`, () => {
      for (const locale of ['fr', 'en-', 'xx-GB', '', 42, 'e'.repeat(100)]) expect(() => wordsFor(game, locale as never)).toThrow(RangeError);
      const view = game.viewFor(game.setup({ players: 2, seed: 'words' }), 0);
      expect(wordsFor(game, 'en-GB' as never).prompt(view)).toEqual(wordsFor(game, 'en').prompt(view));
      expect(wordsFor(game, 'de-AT' as never).prompt(view)).toEqual(wordsFor(game, 'de').prompt(view));
      expect(wordsFor(game, 'NL-be' as never).prompt(view)).toEqual(wordsFor(game, 'nl').prompt(view));
      expect(wordsFor(game).prompt(view)).toEqual(wordsFor(game, 'en').prompt(view));
    });
  }
});
