import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from 'tortuga-rules';
import { capacity } from '../../../../src/dice/data.js';
import { countVote } from '../../../../src/t1667/votes.js';
import type { VoteCard } from '../../../../src/t1667/types.js';
import { WEB_EN } from '../../src/locales/en.js';
import { AID_1667, AID_DICE, GUIDE_RULE_TEXTS, RULE_TEXTS_1667, RULE_TEXTS_DICE, type RuleText } from '../../src/rule-texts.js';
import { DICE_TITLE } from '../../src/title-dice.js';
import { T1667_TITLE } from '../../src/title-1667.js';
import { loadLocale, words1667, wordsDice } from '../../src/words.js';

// Every language's words (each is a chunk of its own in the page), for what the pages should say.
await Promise.all(LOCALES.map(loadLocale));

/**
 * The texts that teach rules (the player aid and the help) against the rules: each names rules
 * that exist, calls the game's things by the game's own words, and says what the engine does —
 * the claims below are each a sentence of a text (in every language, as the words of the game
 * make it) and the same claim played through the engine.
 */

const RULES_1667 = readFileSync(new URL('../../../../docs/rules/tortuga-1667.md', import.meta.url), 'utf8');
const RULES_DICE = readFileSync(new URL('../../../../docs/rules/tortuga-dice.md', import.meta.url), 'utf8');

const text1667 = (locale: Locale, key: string): string => words1667(locale).say(null, key).text;
const textDice = (locale: Locale, key: string): string => wordsDice(locale).say(null, key).text;
/** Tortuga 1667's own name of a vote symbol (one of it), lower case. */
const symbol = (locale: Locale, name: string): string => words1667(locale).say(null, `name.symbol.${name}`, { n: 1 }).text.toLowerCase();

/** A pile of revealed vote cards with `counts` of each symbol, one symbol per card (T67-VOTE-7 counts symbols, not cards). */
function pile(counts: Partial<Record<keyof VoteCard, number>>): VoteCard[] {
  const none: VoteCard = { cannon: 0, torch: 0, water: 0, british: 0, french: 0, skull: 0, wheel: 0 };
  return Object.entries(counts).flatMap(([name, n]) => Array.from({ length: n }, () => ({ ...none, [name]: 1 })));
}

/** Whether a counted attack or mutiny succeeds, or which side a brawl goes to. */
function outcome(vote: 'attack' | 'mutiny' | 'brawl', cards: readonly VoteCard[]): boolean | string {
  const result = countVote(vote, cards);
  return 'success' in result ? result.success : result.winner;
}

/** Every count from 0 to 3 of each of `names`. */
function counts(names: readonly (keyof VoteCard)[]): Partial<Record<keyof VoteCard, number>>[] {
  return names.reduce<Partial<Record<keyof VoteCard, number>>[]>((all, name) => all.flatMap((c) => [0, 1, 2, 3].map((n) => ({ ...c, [name]: n }))), [{}]);
}

describe('the client’s rule texts', () => {
  it('every help text of the client is a rule text, and every rule text is in every language', () => {
    const taught = [...RULE_TEXTS_1667, ...RULE_TEXTS_DICE, ...GUIDE_RULE_TEXTS].map((t) => t.key);
    const help = Object.keys(WEB_EN).filter(
      (key) => (key.startsWith('help.') && key !== 'help.aid.title') || (key.startsWith('guide.') && key !== 'guide.otherWay'),
    );
    expect([...taught].sort()).toEqual([...help].sort());
    for (const locale of LOCALES) for (const key of taught) expect(words1667(locale).say(null, key).text, `${locale} ${key}`).not.toBe(key);
  });

  it('every rule a text teaches exists in the rules as the library plays them (docs/rules)', () => {
    const check = (texts: readonly RuleText[], rules: string): void => {
      for (const { key, rules: ids } of texts) {
        expect(ids.length, key).toBeGreaterThan(0);
        for (const id of ids) expect(rules.includes(`**${id}**`), `${key}: ${id}`).toBe(true);
      }
    };
    check(RULE_TEXTS_1667, RULES_1667);
    check(RULE_TEXTS_DICE, RULES_DICE);
    check(
      GUIDE_RULE_TEXTS.filter((t) => t.key.startsWith('guide.1667.')),
      RULES_1667,
    );
    check(
      GUIDE_RULE_TEXTS.filter((t) => t.key.startsWith('guide.dice.')),
      RULES_DICE,
    );
  });

  it('the player aids are made of rule texts only, in their order', () => {
    for (const locale of LOCALES) {
      expect(T1667_TITLE.aid(words1667(locale)).paragraphs).toEqual(AID_1667.map((key) => text1667(locale, key)));
      expect(DICE_TITLE.aid(wordsDice(locale)).paragraphs).toEqual(AID_DICE.map((key) => textDice(locale, key)));
      for (const key of [...AID_1667, ...AID_DICE]) expect([...RULE_TEXTS_1667, ...RULE_TEXTS_DICE].some((t) => t.key === key)).toBe(true);
    }
  });

  it('a text that names vote symbols calls each by Tortuga 1667’s own word, in every language', () => {
    for (const locale of LOCALES)
      for (const { key, symbols = [] } of [...RULE_TEXTS_1667, ...GUIDE_RULE_TEXTS])
        for (const name of symbols) expect(text1667(locale, key).toLowerCase(), `${locale} ${key}`).toContain(symbol(locale, name));
  });

  /** Each claim: the sentence that states it in each language (built from the game's own words) and the engine's answer. */
  const ATTACK: Readonly<Record<Locale, (s: (name: string) => string) => readonly string[]>> = {
    en: (s) => [`each ${s('water')} puts out one ${s('torch')}`, `at least one ${s('cannon')} and one ${s('torch')} still lit`],
    de: (s) => [`jedes ${s('water')} löscht eine ${s('torch')}`, `mindestens einer ${s('cannon')} und einer noch brennenden ${s('torch')}`],
    nl: (s) => [`elk ${s('water')} dooft één ${s('torch')}`, `minstens één ${s('cannon')} en één ${s('torch')} die nog brandt`],
  };

  it('T67-VOTE-3: the attack as the help and the aid say it — each water puts out one torch; it succeeds with a cannon and a torch still lit', () => {
    for (const locale of LOCALES) {
      for (const key of ['help.vote.attack', 'guide.1667.vote']) {
        const said = text1667(locale, key).toLowerCase();
        for (const sentence of ATTACK[locale]((name) => symbol(locale, name))) expect(said, `${locale} ${key}`).toContain(sentence);
      }
      expect(T1667_TITLE.aid(words1667(locale)).paragraphs).toContain(text1667(locale, 'help.vote.attack'));
    }
    for (const c of counts(['cannon', 'torch', 'water'])) {
      const says = (c.cannon ?? 0) >= 1 && (c.torch ?? 0) - (c.water ?? 0) >= 1;
      expect(outcome('attack', pile(c)), JSON.stringify(c)).toBe(says);
    }
  });

  it('T67-VOTE-4: the mutiny as the help says it — skulls must outnumber wheels, a tie fails', () => {
    const SAYS: Readonly<Record<Locale, (s: (name: string) => string) => string>> = {
      en: (s) => `${s('skull')}s outnumber ${s('wheel')}s (a tie fails)`,
      de: () => 'mehr totenköpfe als steuerräder gibt (gleichstand scheitert)',
      nl: (s) => `meer ${s('skull')}s dan ${s('wheel')}en zijn (gelijkspel faalt)`,
    };
    for (const locale of LOCALES) expect(text1667(locale, 'help.vote.mutiny').toLowerCase(), locale).toContain(SAYS[locale]((name) => symbol(locale, name)));
    for (const c of counts(['skull', 'wheel'])) expect(outcome('mutiny', pile(c))).toBe((c.skull ?? 0) > (c.wheel ?? 0));
  });

  it('T67-VOTE-5: the brawl as the help says it — more flags of a side take both chests, a tie splits them', () => {
    for (const locale of LOCALES) {
      const said = text1667(locale, 'help.vote.brawl').toLowerCase();
      for (const name of ['british', 'french']) expect(said, locale).toContain(symbol(locale, name));
    }
    for (const c of counts(['british', 'french'])) {
      const [b, f] = [c.british ?? 0, c.french ?? 0];
      expect(outcome('brawl', pile(c))).toBe(b > f ? 'british' : f > b ? 'french' : 'tie');
    }
  });

  it('TD-TRACK-2, TD-DICE-6: the tracks’ help gives the capacities the engine uses (dice on Board and Raid by field)', () => {
    // The fields of each capacity, as the text writes them: "1 on field 1, 2 on 2–3, …".
    const byCapacity = new Map<number, number[]>();
    for (let field = 1; field <= 8; field++) byCapacity.set(capacity(field), [...(byCapacity.get(capacity(field)) ?? []), field]);
    const ranges = [...byCapacity].map(([n, fields]) => [n, fields.length === 1 ? `${fields[0]}` : `${fields[0]}–${fields.at(-1)}`] as const);
    const ON: Readonly<Record<Locale, readonly [string, string]>> = { en: ['on field', 'on'], de: ['auf Feld', 'auf'], nl: ['op veld', 'op'] };
    for (const locale of LOCALES) {
      const [first, rest] = ON[locale];
      const said = ranges.map(([n, fields], i) => `${n} ${i === 0 ? first : rest} ${fields}`).join(', ');
      for (const key of ['help.dice.track.ship', 'help.dice.track.pirate']) expect(textDice(locale, key), `${locale} ${key}`).toContain(`(${said})`);
    }
  });
});
