import { formatTemplate, type Catalog, type Renderer, type Text, type TextParam } from './text.js';

/** Fills a template of a catalog: the key, its parameters, and the words. */
export type Say = (key: string, params?: Readonly<Record<string, TextParam>>) => Text;

/** The parameters of a text as the exported i18next and ICU catalogs take them: values in words, counts as numbers, switches as text. */
export type ExportValues = Record<string, string | number>;

/**
 * A function that says `key` from `catalog` in `locale` (a BCP 47 tag: plural rules, number
 * and list formats follow it), filled with the parameters by `renderers`; with `capitalize`,
 * its first letter is made upper case (a text on its own starts a sentence; a name put into
 * another text does not). A key the catalog does not have is `missing`'s to answer.
 */
export function sayer(
  catalog: Catalog,
  locale: string,
  renderers: Readonly<Record<string, Renderer>>,
  capitalize = true,
  missing: (key: string) => string = missingTemplate,
): Say {
  return (key, params = {}) => {
    const template = Object.hasOwn(catalog, key) ? catalog[key]! : missing(key);
    const text = formatTemplate(template, params, locale, renderers);
    return { key, params, text: capitalize ? capitalized(text) : text };
  };
}

/** What a catalog without a key does: it says so, naming the key (the catalog checks find such gaps first). */
function missingTemplate(key: string): never {
  throw new RangeError(`The catalog has no template "${key}" (\`tortuga-rules words check\` finds such gaps).`);
}

/** `text` with its first letter upper case; the same string when it already starts so (most templates do). */
export function capitalized(text: string): string {
  const first = text.charAt(0);
  const upper = first.toUpperCase();
  return upper === first ? text : upper + text.slice(1);
}

/** Whether a catalog has a template for `key`. */
export function hasTemplate(catalog: Catalog, key: string): boolean {
  return Object.hasOwn(catalog, key);
}
