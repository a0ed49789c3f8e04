import { readFileSync } from 'node:fs';
import i18next, { type i18n } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogToI18next, catalogToIcu } from '../src/core/words/catalog-formats.js';
import { wordValues } from '../src/core/words/export-values.js';
import type { BaseAction, BaseConfig, Game, PlayerId } from '../src/core/engine/game.js';
import { nextInt, seedRng, type RngState } from '../src/core/engine/rng.js';
import type { RuleViolation } from '../src/core/engine/rule-violation.js';
import { LOCALES, parseTemplate, type Locale, type Part, type Text, type TextParam } from '../src/core/words/text.js';
import type { WordCatalog } from '../src/core/words/word-catalog.js';
import type { MenuNode, Words } from '../src/core/words/words.js';
import { diceWords } from '../src/dice/words.js';
import { t1667Words } from '../src/t1667/words.js';
import { CATALOGS } from '../src/words-for.js';
import { randomLegal, type ConformanceSubject } from './support/conformance.js';
import { diceSubject } from './support/dice-invariants.js';
import { t1667Subject } from './support/t1667-invariants.js';

/**
 * The exported catalogs (locales/i18next, locales/icu) say exactly what `Words` says: every
 * text of random games — narration as every seat sees it, prompts, labels, menus, summaries,
 * refusals — and every other key with parameters made for it, rendered through the real
 * i18next and the real ICU formatter (FormatJS's intl-messageformat) with `wordValues`.
 */
type AnyView = {
  readonly player: PlayerId | null;
  readonly log: readonly { readonly event: { readonly type: string } }[];
  readonly decision: { readonly actions: readonly BaseAction[] } | null;
};
type AnyWords = Words<AnyView, BaseAction, AnyView['log'][number]>;
type AnyGame = Game<BaseConfig, unknown, BaseAction, AnyView, unknown>;

/** The two formatters of one catalog, from the files as shipped. */
interface Formatters {
  readonly i18n: i18n;
  readonly icu: Readonly<Record<string, string>>;
  readonly locale: Locale;
}

function formatters(game: string, locale: Locale): Formatters {
  const i18nFile = JSON.parse(readFileSync(`locales/i18next/${game}.${locale}.json`, 'utf8')) as Record<string, string>;
  const icu = JSON.parse(readFileSync(`locales/icu/${game}.${locale}.json`, 'utf8')) as Record<string, string>;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: { translation: i18nFile } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: true,
  });
  return { i18n: instance, icu, locale };
}

/** Says `text` through both exported formats with `wordValues` and compares with what Words said. */
function compare(words: AnyWords, view: AnyView | null, text: Text, format: Formatters, covered: Set<string>): void {
  const values = wordValues(words, view, text);
  const viaI18next = String(format.i18n.t(text.key, values as never) as unknown);
  const viaIcu = new IntlMessageFormat(format.icu[text.key]!, format.locale, undefined, { ignoreTag: true }).format(values) as string;
  expect(viaI18next, `i18next ${format.locale} ${text.key} ${JSON.stringify(values)}`).toBe(text.text);
  expect(viaIcu, `ICU ${format.locale} ${text.key} ${JSON.stringify(values)}`).toBe(text.text);
  covered.add(text.key);
}

/** Every text a UI shows of random games, compared through both formats. */
function compareGames(
  subject: ConformanceSubject<BaseConfig, unknown, BaseAction, AnyView, unknown>,
  words: AnyWords,
  format: Formatters,
  covered: Set<string>,
  players: readonly number[],
  rng: RngState,
): void {
  const game = subject.game as unknown as AnyGame;
  for (const n of players) {
    let state = game.setup(subject.configFor(n, `export-${n}-${format.locale}`));
    for (let step = 0; game.outcome(state) === null && step < 4000; step++) {
      const seat = step % 3 === 0 ? nextInt(rng, n) : null;
      const view = game.viewFor(state, seat);
      for (const entry of view.log.slice(-3)) compare(words, view, words.narrate(view, entry), format, covered);
      if (step % 7 === 0) for (const line of words.summary(view)) compare(words, view, line, format, covered);
      const prompt = words.prompt(view);
      if (prompt !== null) compare(words, view, prompt, format, covered);
      for (const action of view.decision?.actions.slice(0, 6) ?? []) {
        const label = words.label(view, action);
        compare(words, view, label.short, format, covered);
        compare(words, view, label.long, format, covered);
      }
      const walk = (nodes: readonly MenuNode<BaseAction>[]): void => {
        for (const node of nodes) {
          compare(words, view, node.label, format, covered);
          walk(node.children);
        }
      };
      if (step % 3 === 0) walk(words.menu(view));
      if (seat !== null && step % 5 === 0) {
        for (const probe of subject.probes(state, seat, rng)) {
          const problem = game.validate(state, probe) as RuleViolation | null;
          if (problem !== null) compare(words, view, words.violation(problem, view), format, covered);
        }
      }
      state = game.apply(state, randomLegal(game, state, rng));
    }
    const end = game.viewFor(state, 0);
    for (const entry of end.log.slice(-3)) compare(words, end, words.narrate(end, entry), format, covered);
  }
}

/** The parameters a template's choices need, each branch in turn: select labels, plural counts (exact ones first). */
function branchParams(template: string, index: number, sample: (kind: string | null, name: string) => TextParam): Record<string, TextParam> {
  const params: Record<string, TextParam> = {};
  const kinds = new Map<string, string | null>();
  const kindsOf = (parts: readonly Part[]): void => {
    for (const part of parts) {
      if (part.kind === 'value' && !kinds.has(part.name)) kinds.set(part.name, part.as);
      if (part.kind === 'choice') for (const branch of part.branches.values()) kindsOf(branch);
    }
  };
  kindsOf(parseTemplate(template));
  const walk = (parts: readonly Part[]): void => {
    for (const part of parts) {
      if (part.kind === 'value' && !(part.name in params)) params[part.name] = sample(part.as, part.name);
      if (part.kind === 'choice') {
        const labels = [...part.branches.keys()];
        // `other` is reached by a value no branch names: one the parameter's renderer knows, when it has one.
        const otherwise = kinds.has(part.name) ? sample(kinds.get(part.name)!, part.name) : 'something-else';
        const options = part.plural
          ? [...labels.filter((l) => l.startsWith('=')).map((l) => Number(l.slice(1))), 1, 2, 5, 1234]
          : [...labels.filter((l) => l !== 'other'), otherwise];
        params[part.name] ??= options[index % options.length]!;
        for (const branch of part.branches.values()) walk(branch);
      }
    }
  };
  walk(parseTemplate(template));
  return params;
}

/** The number of variants that reach every branch of a template's choices. */
function variants(template: string): number {
  let most = 1;
  const walk = (parts: readonly Part[]): void => {
    for (const part of parts)
      if (part.kind === 'choice') {
        most = Math.max(most, part.branches.size + 4);
        for (const branch of part.branches.values()) walk(branch);
      }
  };
  walk(parseTemplate(template));
  return most;
}

const GAMES = [
  { name: 'tortuga-1667', subject: t1667Subject, make: (catalog: WordCatalog) => t1667Words(catalog), players: [3, 5, 9] },
  { name: 'tortuga-dice', subject: diceSubject, make: (catalog: WordCatalog) => diceWords(catalog), players: [2, 4] },
] as const;

describe('the i18next and ICU exports say exactly what Words says', () => {
  for (const { name, subject, make, players } of GAMES) {
    it(`${name}: the exported files are made from the catalogs as they are now (npm run words:export)`, () => {
      for (const locale of LOCALES) {
        const templates = CATALOGS[name][locale].templates;
        expect(JSON.parse(readFileSync(`locales/i18next/${name}.${locale}.json`, 'utf8'))).toEqual(catalogToI18next(templates, locale));
        expect(JSON.parse(readFileSync(`locales/icu/${name}.${locale}.json`, 'utf8'))).toEqual(catalogToIcu(templates));
      }
    });

    for (const locale of LOCALES) {
      it(`${name} in ${locale}: every key, through the real i18next and intl-messageformat`, () => {
        const catalog = CATALOGS[name][locale];
        const words = make(catalog) as unknown as AnyWords;
        const format = formatters(name, locale);
        const covered = new Set<string>();
        const rng = seedRng(`export-${name}-${locale}`);
        // The values each renderer was given in play: parameters for the keys play did not reach.
        compareGames(subject as never, words, format, covered, players, rng);
        const game = subject.game as unknown as AnyGame;
        const view = game.viewFor(game.setup(subject.configFor(players[0]!, 'export-rest')), 0);
        const sample = (kind: string | null, param: string): TextParam => SAMPLES[kind ?? param] ?? SAMPLES[param] ?? 0;
        for (const key of Object.keys(catalog.templates)) {
          if (covered.has(key)) continue;
          for (let i = 0; i < variants(catalog.templates[key]!); i++)
            compare(words, view, words.say(view, key, branchParams(catalog.templates[key]!, i, sample)), format, covered);
        }
        expect([...covered].sort()).toEqual(Object.keys(catalog.templates).sort());
      });
    }
  }
});

/** A plausible value per renderer kind (or parameter name), for keys random play did not say. */
const SAMPLES: Readonly<Record<string, TextParam>> = {
  card: 'pistol',
  cards: ['pistol', 'spot'],
  character: 2,
  loyalty: 'french',
  loyalties: ['british', 'dutch'],
  loyaltyList: ['british', 'french'],
  place: 'fd',
  placeTo: 'jr',
  placeFrom: 'tortuga',
  placeAt: 'fdBoat',
  shipOf: 'jr',
  hold: 'british',
  holdTo: 'french',
  holdFrom: 'british',
  vote: 'attack',
  cause: 'pistol',
  slots: [0, 2],
  slotsOr: [1, 3],
  seats: [0, 1],
  seatsAcc: [1],
  seatsDat: [0, 2],
  seatsFull: [0, 1],
  faces: [0, 1],
  faceValues: [],
  row: [],
  names: ['stars', 'chaos'],
  text: { key: 'hint.peek', params: {} },
  actionName: 'peek',
  colours: ['red', 'blue'],
  colour: 'yellow',
  aChest: 'white',
  theChest: 'purple',
  tokenList: [1, 3],
  token: 2,
  dice: [{ die: 0, face: 'ship' }],
  placedDice: [],
  totals: [{ player: 0, total: 5 }],
  scores: [3, 7],
  die: 1,
  field: 'ship',
  track: 'ship',
  action: 'raid',
  reason: { key: 'core.gameOver', params: {} },
  message: 'a message',
};
