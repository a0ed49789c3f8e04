import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BaseAction, BaseConfig, Game } from '../../src/core/engine/game.js';
import type { Words } from '../../src/core/words/words.js';
import { seedRng } from '../../src/core/engine/rng.js';
import type { Bot } from '../../src/bots/bot.js';
import { botFor } from '../../src/bots/levels.js';
import { tortugaDice } from '../../src/dice/game.js';
import { actionFromText, compactAction, compactHistory, compactMenu } from '../../src/rl/agent-history.js';
import { agentRules } from '../../src/rl/agent-rules.js';
import { agentPrompt, compactPrompt } from '../../src/rl/agent-text.js';
import { encoding, type Encoding } from '../../src/rl/encoding.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { wordsFor } from '../../src/words-for.js';

type View = {
  readonly log: readonly { readonly to?: readonly number[]; readonly event: { readonly type: string } }[];
  readonly decision: { readonly actions: readonly BaseAction[] } | null;
  readonly decisions: number;
  readonly player: number | null;
};
type AnyGame = Game<BaseConfig, object, BaseAction, View, unknown>;

const ROOT = join(import.meta.dirname, '..', '..');

/** Plays a game with `medium` bots and hands every decision's view to `visit`. */
function play(module: typeof tortuga1667 | typeof tortugaDice, players: number, seed: string, visit: (view: View) => void): void {
  const game = module as unknown as AnyGame;
  const bot = botFor(module as typeof tortuga1667, 'medium', { reproducible: true }) as unknown as Bot<View, BaseAction>;
  const rng = seedRng(`${seed}/bots`);
  let state = game.setup({ players, seed });
  while (game.outcome(state) === null) {
    const view = game.viewFor(state, Math.min(...game.toAct(state)));
    visit(view);
    state = game.apply(state, bot.choose(view, rng));
  }
}

describe('language-model agents: compact prompts, the whole history, menus and rules summaries', () => {
  for (const locale of ['en', 'de', 'nl'] as const) {
    it(`Tortuga 1667 at 5 players (${locale}): every compact prompt is at most 4,000 characters, carries the whole history, and every legal action reads back from its menu text`, () => {
      const enc = encoding(tortuga1667, { players: 5 }) as unknown as Encoding<unknown, BaseAction, View>;
      const words = wordsFor(tortuga1667, locale) as unknown as Words<View, BaseAction, unknown>;
      let longest = 0;
      play(tortuga1667, 5, `compact-${locale}`, (view) => {
        const text = compactPrompt(enc, words, view);
        longest = Math.max(longest, text.length);
        expect(text.length).toBeLessThanOrEqual(4000);
        const actions = view.decision?.actions ?? [];
        for (const action of actions) expect(actionFromText(actions, `  ${compactAction(action).replace(/ /g, '   ')} `)).toEqual(action);
        if (!text.includes('left out'))
          expect(text).toContain(compactHistory('tortuga-1667', view.log, (view as unknown as { voteCards: object[] }).voteCards));
      });
      expect(longest).toBeGreaterThan(1000);
    });
  }

  it("a tight budget leaves out other seats' peeks first, then the oldest turns, and says so; the setup line and the turn now stay", () => {
    const enc = encoding(tortuga1667, { players: 5 }) as unknown as Encoding<unknown, BaseAction, View>;
    const words = wordsFor(tortuga1667, 'en') as unknown as Words<View, BaseAction, unknown>;
    let last: View | null = null;
    play(tortuga1667, 5, 'tight', (view) => (last = view));
    const full = compactPrompt(enc, words, last!, Infinity);
    const tight = compactPrompt(enc, words, last!, 2000);
    expect(full).not.toContain('left out');
    expect(tight.length).toBeLessThanOrEqual(2000);
    expect(tight).toMatch(/left out: \d+ older turns of only another seat peeking/);
    const history = (text: string): string[] => text.split('\n').slice(text.split('\n').findIndex((line) => line.startsWith('history')) + 1, -2);
    expect(history(tight)[0]).toBe(history(full)[0]);
    expect(history(tight).at(-1)).toBe(history(full).at(-1));
  });

  it("the history is the seat's own reading of the log: no other seat's private entry, the same words whatever the hidden parts of the others", () => {
    play(tortuga1667, 5, 'private', (view) => {
      const seat = view.player!;
      const privateToOthers = view.log.filter((entry) => entry.to !== undefined && !entry.to.includes(seat));
      expect(privateToOthers).toEqual([]);
      const history = compactHistory('tortuga-1667', view.log);
      for (const line of history.split('\n')) expect(line).not.toMatch(new RegExp(`\\bp(?!${seat}\\b)\\d+ dealt`));
    });
  });

  it('the dice game: the menu groups every combination and each legal action reads back; the full prompt carries the whole history', () => {
    const enc = encoding(tortugaDice, { players: 3 }) as unknown as Encoding<unknown, BaseAction, View>;
    const words = wordsFor(tortugaDice, 'nl') as unknown as Words<View, BaseAction, unknown>;
    let decisions = 0;
    play(tortugaDice, 3, 'dice-menu', (view) => {
      const actions = view.decision?.actions ?? [];
      const menu = compactMenu(actions);
      for (const action of actions) {
        expect(actionFromText(actions, compactAction(action))).toEqual(action);
        const [type] = compactAction(action).split(' ');
        expect(menu).toContain(type);
      }
      expect(agentPrompt(enc, words, view).history.split('\n').length).toBeGreaterThanOrEqual(1);
      decisions++;
    });
    expect(decisions).toBeGreaterThan(20);
    expect(actionFromText([], 'keep 0')).toBeUndefined();
  });

  it('the rules summaries: en, de and nl sum up the same rules line by line, every cited rule ID is defined in the rulebooks, and the legend explains the notation', () => {
    for (const [game, doc] of [
      ['tortuga-1667', 'tortuga-1667.md'],
      ['tortuga-dice', 'tortuga-dice.md'],
    ] as const) {
      const defined = new Set(
        [...readFileSync(join(ROOT, 'docs', 'rules', doc), 'utf8').matchAll(/^- \*\*((?:T67|TD)-[A-Z0-9]+(?:-[A-Z0-9]+)?)\*\*/gm)].map((m) => m[1]!),
      );
      const cited = (locale: 'en' | 'de' | 'nl'): string[][] =>
        agentRules(game, locale)
          .split('\n')
          .map((line) => [...line.matchAll(/\b(?:T67|TD)-[A-Z0-9]+(?:-[A-Z0-9]+)?\b/g)].map((m) => m[0]));
      const english = cited('en');
      expect(english.flat().length).toBeGreaterThan(15);
      for (const id of english.flat()) expect(defined, id).toContain(id);
      expect(cited('de')).toEqual(english);
      expect(cited('nl')).toEqual(english);
      for (const locale of ['en', 'de', 'nl'] as const) {
        const text = agentRules(game, locale);
        expect(text.length).toBeLessThan(3000);
        expect(text).toMatch(/p0, p1/);
      }
    }
    expect(agentRules('tortuga-1667', 'en')).toContain('each water puts out one torch');
    expect(() => agentRules('tortuga-dice', 'fr' as 'en')).toThrow(RangeError);
  });
});
