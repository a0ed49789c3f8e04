import { describe, expect, it } from 'vitest';
import type { BaseAction, BaseConfig, Game, PlayerId } from '../src/core/engine/game.js';
import { seedRng } from '../src/core/engine/rng.js';
import { LOCALES } from '../src/core/words/text.js';
import type { Words } from '../src/core/words/words.js';
import { randomBot, type DecisionView } from '../src/bots/bot.js';
import { tortugaDice } from '../src/dice/game.js';
import { diceWords } from '../src/dice/words.js';
import { DICE_EN } from '../src/dice/en.js';
import { tortuga1667 } from '../src/t1667/game.js';
import { cleanPlayerName, playerNameKey } from '../src/core/words/player-names.js';
import { t1667Words } from '../src/t1667/words.js';
import { T1667_EN } from '../src/t1667/en.js';
import { wordsFor } from '../src/words-for.js';
import { playerNames } from '../src/core/words/player-names.js';

interface NamedView extends DecisionView<BaseAction> {
  readonly player: PlayerId | null;
  readonly log: readonly { readonly event: { readonly type: string } }[];
}
type AnyGame = Game<BaseConfig, unknown, BaseAction, NamedView, unknown>;

/** Every text a seat's words give over a whole random game: the log, the prompts and the labels of its decisions. */
function textsOfGame(game: AnyGame, players: number, seat: PlayerId | null, words: Words<NamedView, BaseAction, unknown>): string[] {
  let state = game.setup({ players, seed: 'names' });
  const bot = randomBot<NamedView, BaseAction>();
  const rng = seedRng('names/bot');
  const texts: string[] = [];
  for (let turn = 0; turn < 2000 && game.outcome(state) === null; turn++) {
    const actor = game.toAct(state)[0]!;
    const view = game.viewFor(state, actor);
    if (actor === seat) {
      texts.push(words.prompt(view)?.text ?? '');
      for (const action of view.decision!.actions.slice(0, 5)) texts.push(words.label(view, action).long.text);
    }
    state = game.apply(state, bot.choose(view, rng));
  }
  const last = game.viewFor(state, seat);
  for (const entry of last.log) texts.push(words.narrate(last, entry).text);
  return texts;
}

const NAMES = ['Ada', 'Bram', 'Carla', 'Dirk'];

describe('player names in the words (WordsOptions.names)', () => {
  for (const [title, game, players] of [
    ['1667', tortuga1667, 4],
    ['dice', tortugaDice, 3],
  ] as const) {
    it(`${title}: a named seat is called by its name in every text, the viewer still "you", in every language`, () => {
      for (const locale of LOCALES) {
        const named = wordsFor(game as never as AnyGame, locale, { names: NAMES.slice(0, players) });
        const texts = textsOfGame(game as never as AnyGame, players, 0, named).join('\n');
        for (const name of NAMES.slice(1, players)) expect(texts, `${locale} ${name}`).toContain(name);
        expect(texts, locale).not.toContain('Ada'); // seat 0 reads: it is "you"
        const watched = textsOfGame(game as never as AnyGame, players, null, named).join('\n');
        expect(watched, locale).toContain('Ada'); // a spectator sees every name
      }
    });

    it(`${title}: a seat without a name keeps the game's own name, and no names change nothing`, () => {
      const plain = textsOfGame(game as never as AnyGame, players, 1, wordsFor(game as never as AnyGame, 'en'));
      const none = textsOfGame(game as never as AnyGame, players, 1, wordsFor(game as never as AnyGame, 'en', { names: [] }));
      expect(none).toEqual(plain);
      const some = textsOfGame(game as never as AnyGame, players, 1, wordsFor(game as never as AnyGame, 'en', { names: [null, null, 'Carla'] })).join('\n');
      expect(some).toContain('Carla');
      expect(some).not.toContain('Ada');
    });
  }

  it('names are checked by playerNames: count, length, characters, type — each named in a TypeError; the words take only its lists', () => {
    const bad: [unknown, RegExp][] = [
      [Array(10).fill('A'), /at most 9/],
      [[''], /names\[0\]/],
      [['x'.repeat(25)], /names\[0\]/],
      [['Ada', 'Bo\u0007b'], /names\[1\]/],
      [['Ada', 'Bo\u202eb'], /names\[1\]/], // a format character (right-to-left override)
      [[' Ada'], /names\[0\]/],
      [[42], /names\[0\]/],
      ['Ada', /at most 9/],
    ];
    for (const [names, message] of bad) {
      expect(() => playerNames(names as never), JSON.stringify(names)).toThrow(message);
      expect(() => wordsFor(tortuga1667, 'en', { names: names as never }), JSON.stringify(names)).toThrow(message);
    }
    expect(playerNames(['Ada', null, 'Émile Zoë', '李'])).toEqual(['Ada', null, 'Émile Zoë', '李']);
    // The words trust only what playerNames made: a plain list (however good) is refused, as is an unknown option of wordsFor.
    expect(() => t1667Words(T1667_EN, { names: ['Ada'] as never })).toThrow(/playerNames/);
    expect(() => diceWords(DICE_EN, { names: ['Ada'] as never })).toThrow(/playerNames/);
    expect(() => wordsFor(tortugaDice, 'en', { nicknames: ['Ada'] } as never)).toThrow(/Unknown option "nicknames"/);
    const named = t1667Words(T1667_EN, { names: playerNames([null, 'Bram']) });
    expect(named.say(null, 'name.seatChoice', { target: 1 }).text).toContain('Bram');
  });
});

describe('issue 43 L2: names that show nothing or look alike', () => {
  it('playerNames refuses invisible names (U+3164, U+2800, combining marks alone) and two seats whose names look alike after NFKC', () => {
    for (const name of ['\u3164', '\uFFA0\uFFA0', '\u2800', '\u0301\u0308', 'a\u200B'.slice(1)])
      expect(() => playerNames([name]), JSON.stringify(name)).toThrow(/letter or a digit/);
    expect(() => playerNames(['Anne', null, 'ＡＮＮＥ'])).toThrow(/names\[2\].*looks like names\[0\]/);
    expect(() => playerNames(['Bram', 'bram'])).toThrow(TypeError);
    expect(playerNames(['Anne', 'Bram', null, 'Zoë', '7'])).toEqual(['Anne', 'Bram', null, 'Zoë', '7']);
    expect(cleanPlayerName('  <b>Ann\u202Ee</b>\u0000 ')).toBe('<b>Anne</b>');
    expect(cleanPlayerName('\u3164')).toBeNull();
    expect(cleanPlayerName('x'.repeat(25))).toBeNull();
    expect(playerNameKey('Ａｎｎｅ')).toBe(playerNameKey('anne'));
  });
});
