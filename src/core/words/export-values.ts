import { capitalized, type ExportValues } from './say.js';
import { selector, templateSlots } from './template-slots.js';
import { chooseBranch, numberIn, parseTemplate, type Message, type Part, type Renderer, type TextParam } from './text.js';
import type { Words } from './words.js';
import { WORDS_INSIDE } from './words-inside.js';

/**
 * The parameters of a text (any `Text` or `Message` a game's `Words` made) as the exported
 * i18next and ICU catalogs take them (`locales/` of the package): players, cards and places
 * already in words, numbers in the locale's format, counts as numbers. With them, your own i18n
 * library says exactly what the words say. A function of its own, not a method of `Words`, so
 * that an app that does not use it does not ship it.
 *
 * @example
 * ```ts
 * // fragment
 * i18next.t(text.key, wordValues(words, view, text)); // the same words as text.text
 * ```
 * @param words - words made by `t1667Words`, `diceWords` or `wordsFor`
 * @param view - the view the text was said for (null: a spectator, or no table)
 * @param message - the text, or any key and parameters of the game's catalog
 * @throws TypeError when `words` were not made by this library
 */
export function wordValues<View extends object, Action, Entry>(words: Words<View, Action, Entry>, view: View | null, message: Message): ExportValues {
  const inside = WORDS_INSIDE.get(words);
  if (inside === undefined) throw new TypeError('wordValues takes words made by t1667Words, diceWords or wordsFor.');
  const template = Object.hasOwn(inside.catalog, message.key) ? inside.catalog[message.key]! : message.key;
  return exportValues(template, message.params, inside.locale, inside.renderingAt(view));
}

/**
 * A text's parameters as the exported catalogs take them (see `templateSlots`): each slot in
 * words (a player's name, a card, a number in the locale's format; capitalized at the start of
 * a sentence), each plural count as a number, each select switch as text.
 */
function exportValues(
  template: string,
  params: Readonly<Record<string, TextParam>>,
  locale: string,
  rendering: Readonly<Record<string, Renderer>>,
): ExportValues {
  const slots = templateSlots(template);
  const parts = parseTemplate(template);
  const values: ExportValues = {};
  for (const name of slots.selects) values[name] = selector(String(params[name] ?? ''));
  for (const name of slots.plurals) {
    const value = params[name];
    values[name] = typeof value === 'number' ? value : Array.isArray(value) ? value.length : 0;
  }
  // Only the branches these parameters choose are said (as Words says them): a slot of another branch may not fit them.
  const walk = (list: readonly Part[]): void => {
    for (const part of list) {
      if (part.kind === 'choice') walk(chooseBranch(part, params[part.name], locale).branch);
      if (part.kind !== 'value') continue;
      const exported = slots.names.get(part)!;
      const value = params[part.name] ?? null;
      let said: string | number;
      if (part.as !== null) said = rendering[part.as]!(value, locale);
      else if (slots.plurals.has(part.name))
        said = values[part.name]!; // a count shown as well: the file formats it as a number
      else said = typeof value === 'number' ? numberIn(locale, value) : String(value ?? '');
      values[exported] = slots.leading.has(part) && typeof said === 'string' ? capitalized(said) : said;
    }
  };
  walk(parts);
  return values;
}
