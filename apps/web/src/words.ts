/**
 * The words the client speaks: a game's words from the library's catalog for the language, with
 * the client's own (`./locales`) and the table server's refusals (`@tortuga-rules/table-server`)
 * besides, and the people's names. One language at a time: each language's words are a chunk of
 * their own (`./catalogs/<locale>.ts`), fetched by `loadLocale` when the language is first wanted,
 * so a page carries the words of its own language only.
 */
import { diceWords, playerNames, t1667Words, type Locale, type WordCatalog } from 'tortuga-rules';
import type { LocaleBundle } from './locale-bundle.js';

export type { LocaleBundle } from './locale-bundle.js';

/** Each language's chunk, fetched on demand (Vite makes each `import()` a chunk of its own). */
const CHUNKS: Readonly<Record<Locale, () => Promise<{ readonly BUNDLE: LocaleBundle }>>> = {
  en: () => import('./catalogs/en.js'),
  de: () => import('./catalogs/de.js'),
  nl: () => import('./catalogs/nl.js'),
};

const loaded = new Map<Locale, LocaleBundle>();
const loading = new Map<Locale, Promise<void>>();

/** Fetches a language's words, once; the words of that language can be said when it resolves. */
export function loadLocale(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (pending === undefined) {
    pending = CHUNKS[locale]().then(({ BUNDLE }) => void loaded.set(locale, BUNDLE));
    loading.set(locale, pending);
    // A chunk that failed to arrive (a dropped connection) may be asked for again.
    pending.catch(() => loading.delete(locale));
  }
  return pending;
}

/** Whether a language's words are here (`loadLocale` has resolved for it). */
export function hasLocale(locale: Locale): boolean {
  return loaded.has(locale);
}

const made = new Map<string, WordCatalog>();

/** A game's catalog in a loaded language, with the client's and the server's words added. */
function catalogOf(game: 'tortuga-1667' | 'tortuga-dice', locale: Locale): WordCatalog {
  const key = `${game}/${locale}`;
  let catalog = made.get(key);
  if (catalog === undefined) {
    const bundle = loaded.get(locale);
    if (bundle === undefined) throw new Error(`The words of ${locale} are not loaded yet (loadLocale).`);
    const own = bundle[game];
    catalog = { ...own, templates: { ...own.templates, ...bundle.server, ...bundle.web } };
    made.set(key, catalog);
  }
  return catalog;
}

/** Tortuga 1667's words in a loaded language, with the people's names (null: the game's own name). */
export const words1667 = (locale: Locale, names: readonly (string | null)[] = []) =>
  t1667Words(catalogOf('tortuga-1667', locale), { names: playerNames(names) });

/** The dice game's words in a loaded language, with the people's names. */
export const wordsDice = (locale: Locale, names: readonly (string | null)[] = []) =>
  diceWords(catalogOf('tortuga-dice', locale), { names: playerNames(names) });
