import type { WordsOptions } from './core/words/catalog-words.js';
import { playerNames } from './core/words/player-names.js';
import type { BaseAction, BaseConfig, Game } from './core/engine/game.js';
import { HINTS_DE } from './bots/locales/de.js';
import { HINTS_EN } from './bots/locales/en.js';
import { HINTS_NL } from './bots/locales/nl.js';
import { localeOf, type Catalog, type Locale } from './core/words/text.js';
import type { CatalogReport, WordCatalog } from './core/words/word-catalog.js';
import type { Words } from './core/words/words.js';
import { DICE_DE } from './dice/de.js';
import { DICE_EN } from './dice/en.js';
import { DICE_NL } from './dice/nl.js';
import type { TortugaDice } from './dice/game.js';
import type { DiceAction, DiceLogEntry } from './dice/types.js';
import type { DiceView } from './dice/view.js';
import { checkDiceCatalog, diceWords } from './dice/words.js';
import { T1667_DE } from './t1667/de.js';
import { T1667_EN } from './t1667/en.js';
import { T1667_NL } from './t1667/nl.js';
import type { Tortuga1667 } from './t1667/game.js';
import type { LogEntry, T1667Action } from './t1667/types.js';
import type { T1667View } from './t1667/view.js';
import { checkT1667Catalog, t1667Words } from './t1667/words.js';

/** The library's catalogs of each game, by locale. */
export const CATALOGS: Readonly<Record<'tortuga-1667' | 'tortuga-dice', Readonly<Record<Locale, WordCatalog>>>> = /* @__PURE__ */ Object.freeze({
  'tortuga-1667': /* @__PURE__ */ Object.freeze({ en: T1667_EN, de: T1667_DE, nl: T1667_NL }),
  'tortuga-dice': /* @__PURE__ */ Object.freeze({ en: DICE_EN, de: DICE_DE, nl: DICE_NL }),
});

/** The reasons `hints` gives, by locale: `wordsFor` adds them to each game's words. */
const HINTS: Readonly<Record<Locale, Catalog>> = { en: HINTS_EN, de: HINTS_DE, nl: HINTS_NL };

const made = new Map<string, unknown>();
const withHints = new Map<string, WordCatalog>();

/** Options of `wordsFor`. */
export interface WordsForOptions {
  /** The players' names by seat (null: the game's own name), checked by `playerNames` (see `WordsOptions.names`). */
  readonly names?: readonly (string | null)[];
}

/** `wordsFor`'s options, checked: an unknown key is named, the names go through `playerNames`. */
function checkedOptions(options: WordsForOptions): WordsOptions {
  for (const key of Object.keys(options)) if (key !== 'names') throw new TypeError(`Unknown option "${key.slice(0, 40)}" of wordsFor: it takes names.`);
  return options.names === undefined ? {} : { names: playerNames(options.names) };
}

/**
 * A game's words in one of the library's languages, with the reasons `hints` gives besides —
 * every catalog at hand, for Node and servers. A browser app imports only its languages instead: `t1667Words(T1667_DE)` from
 * `tortuga-rules/1667/words` and `tortuga-rules/1667/de`. A regional tag (`'de-AT'`) resolves
 * to its language; any other locale is refused with a RangeError. With `options.names`, the
 * players named are called so in every text (the viewer is still "you").
 *
 * @example
 * ```ts
 * const words = wordsFor(tortuga1667, 'de');
 * for (const entry of view.log) console.log(words.narrate(view, entry).text);
 * ```
 */
export function wordsFor(game: Tortuga1667, locale?: string, options?: WordsForOptions): Words<T1667View, T1667Action, LogEntry>;
export function wordsFor(game: TortugaDice, locale?: string, options?: WordsForOptions): Words<DiceView, DiceAction, DiceLogEntry>;
export function wordsFor<C extends BaseConfig, S, A extends BaseAction, V, O>(
  game: Game<C, S, A, V, O>,
  locale?: string,
  options?: WordsForOptions,
): Words<V, A, unknown>;
export function wordsFor<C extends BaseConfig, S, A extends BaseAction, V, O>(
  game: Game<C, S, A, V, O>,
  locale?: string,
  options?: WordsForOptions,
): Words<V, A, unknown> {
  const lang = localeOf(locale);
  const key = `${game.name}/${lang}`;
  let catalog = withHints.get(key);
  if (catalog === undefined) {
    const own = CATALOGS[game.name][lang];
    catalog = { ...own, templates: { ...own.templates, ...HINTS[lang] } };
    withHints.set(key, catalog);
  }
  const make = game.name === 'tortuga-1667' ? t1667Words : diceWords;
  // Words with names are the caller's own (one table's); the plain words are shared.
  if (options !== undefined) return make(catalog, checkedOptions(options)) as Words<V, A, unknown>;
  let words = made.get(key);
  if (words === undefined) {
    words = make(catalog);
    made.set(key, words);
  }
  return words as Words<V, A, unknown>;
}

/**
 * Checks a catalog an application brings (its `game` field says which game's) against the
 * library's English one: what `tortuga-rules words check` reports.
 */
export function checkCatalog(value: unknown): CatalogReport {
  const game = (value as { game?: unknown } | null)?.game;
  if (game === 'tortuga-dice') return checkDiceCatalog(value, DICE_EN);
  if (game === 'tortuga-1667') return checkT1667Catalog(value, T1667_EN);
  return { errors: [`"game" must be "tortuga-1667" or "tortuga-dice", not ${JSON.stringify(game)?.slice(0, 40) ?? 'missing'}.`], warnings: [] };
}
