import { describe, expect, it } from 'vitest';
import { MAX_SEED_LENGTH } from '../../src/core/engine/config-checks.js';
import { checkRecord } from '../../src/core/records/record.js';
import { RuleViolation } from '../../src/core/engine/rule-violation.js';
import { tortugaDice } from '../../src/dice/game.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { wordsFor } from '../../src/words-for.js';

/** The violation `run` throws. */
function refusal(run: () => unknown): RuleViolation {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  throw new Error('no refusal');
}

describe('setup names every option it does not know (T67-OPT-CAP, TD-OPT-CAP: a misspelt cap is not ignored)', () => {
  it('T67-OPT-CAP: a misspelt option is refused with INVALID_CONFIG, naming it and the closest known one, in every locale', () => {
    const violation = refusal(() => tortuga1667.setup({ players: 4, seed: 'x', maxDecision: 500 } as never));
    expect(violation.code).toBe('INVALID_CONFIG');
    expect(violation.message).toBe(
      'The configuration has no option "maxDecision" — did you mean "maxDecisions"? The options are: players, seed, deal, voteCards, rules, stars, shorter, openLoyalties, chaos, intrigue, timer, characters, maxDecisions.',
    );
    expect(wordsFor(tortuga1667, 'de').violation(violation).text).toContain('meintest du „maxDecisions“?');
    expect(wordsFor(tortuga1667, 'nl').violation(violation).text).toContain('bedoelde je "maxDecisions"?');
    expect(refusal(() => tortuga1667.setup({ players: 4, seed: 'x', zzzzzzzz: 1 } as never)).message).not.toContain('did you mean');
  });

  it('TD-OPT-CAP: the dice game too, and a stacked deal of either game', () => {
    expect(refusal(() => tortugaDice.setup({ players: 3, seed: 'x', advantage: true } as never)).message).toMatch(/no option "advantage"/);
    expect(refusal(() => tortugaDice.setup({ players: 3, seed: 'x', deal: { bags: [] } } as never)).message).toBe(
      'The deal has no option "bags" — did you mean "bag"? The options are: bag, tokens, rolls.',
    );
    expect(refusal(() => tortuga1667.setup({ players: 4, seed: 'x', deal: { loyalty: [] } } as never)).message).toMatch(
      /The deal has no option "loyalty" — did you mean "loyalties"\?/,
    );
    expect(refusal(() => tortuga1667.setup({ players: 4, seed: 'x', ['k'.repeat(10_000)]: 1 } as never)).message.length).toBeLessThan(400);
  });

  it('a seed is at most 1,024 characters, in setup and in a record', () => {
    expect(MAX_SEED_LENGTH).toBe(1024);
    expect(() => tortuga1667.setup({ players: 4, seed: 's'.repeat(1024) })).not.toThrow();
    for (const game of [tortuga1667, tortugaDice] as const) {
      const violation = refusal(() => game.setup({ players: 2, seed: 's'.repeat(1025) }));
      expect([violation.code, violation.message]).toEqual(['INVALID_CONFIG', 'The seed may have at most 1,024 characters.']);
    }
    const record = { game: 'tortuga-1667', format: 1, config: { players: 4, seed: 's'.repeat(50_000) }, actions: [] };
    expect(checkRecord(tortuga1667, record)).toMatchObject({ code: 'CORRUPT_RECORD', path: 'config.seed' });
  });
});
