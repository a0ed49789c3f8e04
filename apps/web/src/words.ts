/**
 * The words the client speaks: a game's words from the library's catalog for the language, with
 * the client's own (`./locales`) and the table server's refusals (`@tortuga-rules/table-server/words`)
 * besides, and the people's names.
 */
import { CATALOGS, diceWords, playerNames, t1667Words, type Catalog, type Locale, type WordCatalog } from 'tortuga-rules';
import { SERVER_WORDS } from '@tortuga-rules/table-server/words';
import { WEB_DE } from './locales/de.js';
import { WEB_EN } from './locales/en.js';
import { WEB_NL } from './locales/nl.js';

/** The client's own words, by language. */
const WEB_WORDS: Readonly<Record<Locale, Catalog>> = { en: WEB_EN, de: WEB_DE, nl: WEB_NL };

/** A game's catalog with the client's and the server's words added. */
function withOurs(catalog: WordCatalog, locale: Locale): WordCatalog {
  return { ...catalog, templates: { ...catalog.templates, ...SERVER_WORDS[locale], ...WEB_WORDS[locale] } };
}

const made = new Map<string, WordCatalog>();
const catalogOf = (game: 'tortuga-1667' | 'tortuga-dice', locale: Locale): WordCatalog => {
  const key = `${game}/${locale}`;
  let catalog = made.get(key);
  if (catalog === undefined) made.set(key, (catalog = withOurs(CATALOGS[game][locale], locale)));
  return catalog;
};

/** Tortuga 1667's words in a language, with the people's names (null: the game's own name). */
export const words1667 = (locale: Locale, names: readonly (string | null)[] = []) =>
  t1667Words(catalogOf('tortuga-1667', locale), { names: playerNames(names) });

/** The dice game's words in a language, with the people's names. */
export const wordsDice = (locale: Locale, names: readonly (string | null)[] = []) =>
  diceWords(catalogOf('tortuga-dice', locale), { names: playerNames(names) });
