import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A production build (`process.env.NODE_ENV === 'production'`, which bundlers set) leaves the
 * engine's English refusals out: a refusal then carries its key and parameters as its message,
 * with its code and rule as always, and `Words` still says it in any language.
 */
describe('refusals in a production build', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function refusedKeep(production: boolean) {
    if (production) vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const { tortugaDice } = await import('../src/dice/game.js');
    const { diceWords } = await import('../src/dice/words.js');
    const { DICE_DE } = await import('../src/dice/de.js');
    const { DICE_EN } = await import('../src/dice/en.js');
    const state = tortugaDice.setup({ players: 2, seed: 'production' });
    const [player] = tortugaDice.toAct(state);
    const problem = tortugaDice.validate(state, { type: 'keep', player: player!, dice: [] })!;
    const stale = tortugaDice.validate(state, { type: 'keep', player: player!, dice: [0], at: 99 })!;
    return { problem, stale, german: diceWords(DICE_DE).violation(problem).text, english: diceWords(DICE_EN).violation(problem).text };
  }

  it('TD-DICE-3: a refused keep says its key and parameters, not English; its code and rule stay, and Words say it in German and English', async () => {
    const { problem, stale, german, english } = await refusedKeep(true);
    expect(problem.code).toBe('ILLEGAL_ACTION');
    expect(problem.rule).toBe('TD-DICE-3');
    expect(problem.key).toBe('violation.keepSome');
    expect(problem.message).toBe('violation.keepSome');
    expect(stale.code).toBe('STALE_ACTION');
    expect(stale.message).toBe(`core.stale.future ${JSON.stringify(stale.params)}`);
    expect(german).toMatch(/^Behalte mindestens einen Würfel/);
    expect(english).toMatch(/^Keep at least one die/);
  });

  it('TD-DICE-3: outside a production build the same refusal is in English', async () => {
    const { problem, english } = await refusedKeep(false);
    expect(problem.message).toBe(english);
    expect(problem.message).toMatch(/^Keep at least one die/);
  });
});
