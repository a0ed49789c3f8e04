import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { BaseAction, BaseConfig, Game } from '../../src/core/engine/game.js';
import type { Words } from '../../src/core/words/words.js';
import { nextInt, seedRng } from '../../src/core/engine/rng.js';
import { tortugaDice } from '../../src/dice/game.js';
import { actionSchema, agentPrompt } from '../../src/rl/agent-text.js';
import { encoding, type Encoding } from '../../src/rl/encoding.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { wordsFor } from '../../src/words-for.js';

type AnyGame = Game<
  BaseConfig,
  unknown,
  BaseAction,
  { log: unknown[]; decision: { actions: BaseAction[] } | null; decisions: number; player: number | null },
  unknown
>;

/** The JSON Schema of actions takes every legal action and refuses what is not one; the agent's observation lists exactly the legal actions. */
describe('structured text for language-model agents', () => {
  for (const [module, players, locale] of [
    [tortuga1667, 5, 'en'],
    [tortuga1667, 9, 'de'],
    [tortugaDice, 4, 'nl'],
  ] as const) {
    const game = module as unknown as AnyGame;
    it(`${game.name}, ${players} players (${locale}): every legal action validates against the schema; the observation is JSON with ids and words`, () => {
      const config = { players, seed: `agent-${players}` };
      const enc = encoding(module as never, config) as unknown as Encoding<unknown, BaseAction, ReturnType<AnyGame['viewFor']>>;
      const validate = new Ajv2020({ strict: true }).compile(actionSchema(enc as never));
      const words = wordsFor(game, locale) as unknown as Words<ReturnType<AnyGame['viewFor']>, BaseAction, unknown>;
      const rng = seedRng('agent');
      let state = game.setup(config);
      let checked = 0;
      for (let step = 0; game.outcome(state) === null && step < 400; step++) {
        const seat = Math.min(...game.toAct(state));
        const view = game.viewFor(state, seat);
        const prompt = agentPrompt(enc, words, view);
        expect(JSON.parse(JSON.stringify(prompt))).toEqual(prompt);
        expect(prompt.legalActions.map((choice) => choice.id)).toEqual(game.legalActions(state, seat).map((action) => enc.actionIndex(action)));
        for (const choice of prompt.legalActions) {
          expect(validate(choice.action), JSON.stringify(validate.errors)).toBe(true);
          checked++;
        }
        expect(prompt.prompt).not.toBeNull();
        state = game.apply(state, prompt.legalActions[nextInt(rng, prompt.legalActions.length)]!.action);
      }
      expect(checked).toBeGreaterThan(50);
      for (const wrong of [
        { type: 'peek', player: 0, slots: [2, 2] },
        { type: 'nonsense', player: 0 },
        { type: 'keep', player: 0, dice: [0], extra: 1 },
      ])
        expect(validate(wrong)).toBe(false);
    });
  }
});
