import { formatTemplate, type Catalog, type Locale, type Renderer, type Text, type TextParam } from './text.js';

/** Fills a template of a catalog: the key, its parameters, and the words. */
export type Say = (key: string, params?: Readonly<Record<string, TextParam>>) => Text;

/** The catalogs of a game (its own keys and the shared `core.*` ones), one per locale. */
export type Catalogs = Readonly<Record<Locale, Catalog>>;

/**
 * A function that says `key` in `locale`: the template from the locale's catalog (the
 * English one when a key is missing, which the catalog tests forbid), filled with the
 * parameters by `renderers`; with `capitalize`, its first letter is made upper case (a text
 * on its own starts a sentence; a name put into another text does not).
 */
export function sayer(catalogs: Catalogs, locale: Locale, renderers: Readonly<Record<string, Renderer>>, capitalize = true): Say {
  const catalog = catalogs[locale];
  return (key, params = {}) => {
    const template = catalog[key] ?? catalogs.en[key];
    if (template === undefined) return { key, params, text: key };
    const text = formatTemplate(template, params, locale, renderers);
    return { key, params, text: capitalize ? capitalized(text) : text };
  };
}

/** `text` with its first letter upper case; the same string when it already starts so (most templates do). */
function capitalized(text: string): string {
  const first = text.charAt(0);
  const upper = first.toUpperCase();
  return upper === first ? text : upper + text.slice(1);
}

/** Whether a catalog has a template for `key` (in any locale of `catalogs`). */
export function hasTemplate(catalogs: Catalogs, key: string): boolean {
  return catalogs.en[key] !== undefined;
}
