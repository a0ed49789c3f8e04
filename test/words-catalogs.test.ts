import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diceHeuristicBot } from '../src/bots/dice-heuristic.js';
import { playBots } from '../src/bots/bot.js';
import { LOCALES } from '../src/core/words/text.js';
import type { WordCatalog } from '../src/core/words/word-catalog.js';
import { DICE_EN } from '../src/dice/en.js';
import { tortugaDice } from '../src/dice/game.js';
import { diceWords } from '../src/dice/words.js';
import { T1667_DE } from '../src/t1667/de.js';
import { T1667_EN } from '../src/t1667/en.js';
import { tortuga1667 } from '../src/t1667/game.js';
import { t1667Words } from '../src/t1667/words.js';
import { CATALOGS, checkCatalog } from '../src/words-for.js';
import { tempDir } from './support/temp-dir.js';

/** A new language is one data file: catalogs an application brings, checked, used, reported. */
const FRENCH = JSON.parse(readFileSync('examples/french/tortuga-dice.fr.json', 'utf8')) as WordCatalog;

/** The dice catalog in English with some keys changed, left out or added. */
function edited(change: (templates: Record<string, string>) => void, locale = 'fr'): WordCatalog {
  const templates = { ...DICE_EN.templates };
  change(templates);
  return { game: 'tortuga-dice', locale, templates };
}

describe('catalogs an application brings', () => {
  it('the library’s own six catalogs pass the check without an error', () => {
    for (const game of ['tortuga-1667', 'tortuga-dice'] as const) {
      for (const locale of LOCALES) expect(checkCatalog(CATALOGS[game][locale]).errors, `${game} ${locale}`).toEqual([]);
    }
  });

  it('the check names every problem with its key: missing, unknown, unparsable, unknown renderer, a placeholder English lacks', () => {
    const broken = edited((t) => {
      delete t['prompt.keep'];
      t['log.rolled'] = 'On lance avec {bogus}.';
      t['not.a.key'] = 'x';
      t['name.colour.red'] = '{colour:nope}';
      t['label.decline'] = 'Renoncer {oops';
    });
    const { errors, warnings } = checkCatalog(broken);
    const said = errors.join('\n');
    expect(said).toMatch(/Missing 1 key: prompt\.keep/);
    expect(said).toMatch(/"log\.rolled": placeholder \{bogus\} not in the English template/);
    expect(said).toMatch(/"not\.a\.key": not a key/);
    expect(said).toMatch(/"name\.colour\.red": unknown renderer \{…:nope\}/);
    expect(said).toMatch(/"label\.decline": Bad template/);
    expect(warnings.join('\n')).toMatch(/"log\.rolled": does not use \{all\}/);
    // Not a catalog at all, or another game's.
    expect(checkCatalog(null).errors).toHaveLength(1);
    expect(checkCatalog({ ...FRENCH, game: 'chess' }).errors[0]).toMatch(/"game" must be/);
    expect(checkCatalog({ ...FRENCH, locale: 'not a tag!' }).errors.join()).toMatch(/BCP 47/);
    expect(checkCatalog({ ...FRENCH, extra: 1 }).errors.join()).toMatch(/Unknown field "extra"/);
  });

  it('words refuse a catalog that is not usable, naming what is wrong; a key it lacks is named when said', () => {
    expect(() => diceWords(T1667_EN)).toThrow(/"game" must be "tortuga-dice"/);
    expect(() => t1667Words({ ...T1667_DE, templates: { ...T1667_DE.templates, 'log.drew': '{count:nope}' } })).toThrow(/unknown renderer/);
    expect(() => diceWords({ game: 'tortuga-dice', locale: 'fr', templates: 'nothing' } as never)).toThrow(TypeError);
    const partial = edited((t) => delete t['prompt.keep']);
    const view = tortugaDice.viewFor(tortugaDice.setup({ players: 2, seed: 'partial', startPlayer: 0 }), 0);
    expect(() => diceWords(partial).prompt(view)).toThrow(/no template "prompt\.keep"/);
    // With a fallback, the missing key is said from it.
    expect(diceWords(partial, { fallback: DICE_EN }).prompt(view)?.text).toBe(diceWords(DICE_EN).prompt(view)?.text);
  });

  it('a French catalog of the dice game: complete by the check, and a whole game narrated in French', () => {
    expect(checkCatalog(FRENCH).errors).toEqual([]);
    const french = diceWords(FRENCH);
    const english = diceWords(DICE_EN);
    expect(french.locale).toBe('fr');
    const config = { players: 3, seed: 'en-français' };
    const { actions } = playBots(
      tortugaDice,
      config,
      [0, 1, 2].map(() => diceHeuristicBot()),
      'fr',
    );
    let state = tortugaDice.setup(config);
    let said = 0;
    let same = 0;
    for (const action of [...actions, null]) {
      for (const seat of [0, 1, 2, null]) {
        const view = tortugaDice.viewFor(state, seat);
        for (const entry of view.log.slice(-4)) {
          const text = french.narrate(view, entry).text;
          said++;
          if (text === english.narrate(view, entry).text) same++;
          expect(text).not.toMatch(/[{}]|undefined|NaN/);
        }
        for (const line of french.summary(view)) expect(line.text).not.toMatch(/[{}]|undefined|NaN/);
        const prompt = french.prompt(view);
        if (prompt !== null) for (const choice of view.decision!.actions) expect(french.label(view, choice).long.text.length).toBeGreaterThan(3);
      }
      if (action !== null) state = tortugaDice.apply(state, action);
    }
    expect(said).toBeGreaterThan(500);
    expect(same).toBe(0); // nothing said in English
    // Plurals follow French rules: 0 and 1 are singular ("0 coffre"), as Intl.PluralRules('fr') says.
    expect(french.say(null, 'summary.island', { island: [], bag: 0 }).text).toBe('Île centrale : aucun ; 0 coffre dans le sac.');
    expect(french.say(null, 'summary.island', { island: [], bag: 1500 }).text).toBe('Île centrale : aucun ; 1\u202f500 coffres dans le sac.');
  });

  it('`tortuga-rules words check` reports and fails on errors, and passes the French catalog', () => {
    const dir = tempDir('words-check-');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(edited((t) => delete t['log.setup'])));
    const run = (file: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'words', 'check', file], { encoding: 'utf8', timeout: 120_000 });
    const failed = run(bad);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toMatch(/1 error/);
    expect(failed.stdout).toMatch(/Missing 1 key: log\.setup/);
    const passed = run('examples/french/tortuga-dice.fr.json');
    expect(passed.status, passed.stderr).toBe(0);
    expect(passed.stdout).toMatch(/tortuga-dice in "fr", 168 templates — 0 errors/);
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{ nope');
    expect(run(notJson).stderr).toMatch(/is not JSON/);
  }, 240_000);

  it('Tortuga 1667 words in German make the same keys English makes, in German', () => {
    const state = tortuga1667.setup({ players: 4, seed: 'keys' });
    const view = tortuga1667.viewFor(state, tortuga1667.toAct(state)[0]!);
    const de = t1667Words(T1667_DE).prompt(view)!;
    const en = t1667Words(T1667_EN).prompt(view)!;
    expect(de.key).toBe(en.key);
    expect(de.params).toEqual(en.params);
    expect(de.text).not.toBe(en.text);
  });
});
