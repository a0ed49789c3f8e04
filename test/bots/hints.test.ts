import { describe, expect, it } from 'vitest';
import { hints } from '../../src/bots/hints.js';
import { tortugaDice } from '../../src/dice/game.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { wordsFor } from '../../src/words-for.js';
import { playRandom } from '../support/conformance.js';
import { perturbT1667 } from '../support/t1667-invariants.js';
import { seedRng } from '../../src/core/engine/rng.js';

describe('hints: what a strong player would do', () => {
  it("the expert's candidates, best first, with their estimates and a reason in en, de and nl", () => {
    const { states } = playRandom(tortuga1667, { players: 5, seed: 'hints' }, 'hints-bot');
    const state = states.find((s) => tortuga1667.toAct(s).some((seat) => tortuga1667.legalActions(s, seat).length > 5))!;
    const seat = tortuga1667.toAct(state).find((s) => tortuga1667.legalActions(state, s).length > 5)!;
    const view = tortuga1667.viewFor(state, seat);
    const found = hints(tortuga1667, view, { iterations: 60, seed: 'h' });
    expect(found.length).toBeGreaterThan(1);
    expect(found.map((hint) => hint.rank)).toEqual(found.map((_, i) => i + 1));
    expect(found.reduce((sum, hint) => sum + hint.visits, 0)).toBe(60);
    for (const hint of found) {
      expect(view.decision!.actions).toContainEqual(hint.action);
      expect(hint.value).toBeGreaterThanOrEqual(0);
      expect(hint.value).toBeLessThanOrEqual(1);
    }
    expect(found[0]!.reason).toEqual({
      key: 'hint.best',
      params: { won: Math.round(found[0]!.value * 100), games: found[0]!.visits, next: Math.round(found[1]!.value * 100) },
    });
    const texts = (['en', 'de', 'nl'] as const).map((locale) => wordsFor(tortuga1667, locale).message(view, found[0]!.reason).text);
    expect(texts[0]).toMatch(/^Best: won \d+% of \d+ sampled games \(\d+% for the next best\)\.$/);
    expect(texts[1]).toMatch(/^Am besten: \d+ % von \d+ Probepartien gewonnen/);
    expect(texts[2]).toMatch(/^Het beste: \d+% van \d+ proefspellen gewonnen/);
    expect(wordsFor(tortuga1667, 'en').message(view, found[1]!.reason).text).toMatch(/^Won \d+% of \d+ sampled games\.$/);
    // The same seed and iterations give the same hints; states re-dealt behind the seat too.
    expect(hints(tortuga1667, tortuga1667.viewFor(perturbT1667(state, seat, seedRng('p')), seat), { iterations: 60, seed: 'h' })).toEqual(found);
  });

  it('an unknown option or a seed that is not a string is named in a TypeError', () => {
    const view = tortugaDice.viewFor(tortugaDice.setup({ players: 2, seed: 'opt' }), 0);
    expect(() => hints(tortugaDice, view, { seeds: 'x' } as never)).toThrow(/Unknown hints option "seeds"/);
    expect(() => hints(tortugaDice, view, { seed: 5 } as never)).toThrow(/"seed" is a string/);
    // The level's options are checked as botFor checks them.
    expect(() => hints(tortugaDice, view, null as never)).toThrow(/hints options are an object/);
    expect(() => hints(tortugaDice, view, { iterations: -5 })).toThrow(/iterations is a whole number/);
    expect(() => hints(tortugaDice, view, { iterations: 5, budgetMs: 10 })).toThrow(/hints options "iterations" and "budgetMs" do not go together/);
  });

  it('a seat with one legal action is told it is its only choice; one without a decision gets none (dice game)', () => {
    const { states } = playRandom(tortugaDice, { players: 3, seed: 'hints' }, 'hints-bot');
    for (const state of states.slice(0, 80)) {
      for (let seat = 0; seat < 3; seat++) {
        const view = tortugaDice.viewFor(state, seat);
        const found = hints(tortugaDice, view, { iterations: 10, seed: 'd' });
        const count = view.decision?.actions.length ?? 0;
        if (count === 0) expect(found).toEqual([]);
        if (count === 1) expect(found).toEqual([{ action: view.decision!.actions[0], rank: 1, value: 0, visits: 0, reason: { key: 'hint.only', params: {} } }]);
        if (found.length > 0) expect(wordsFor(tortugaDice, 'nl').message(view, found[0]!.reason).text.length).toBeGreaterThan(5);
      }
    }
  });
});
