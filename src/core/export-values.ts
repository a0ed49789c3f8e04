import { catalogSpeaker, type Name } from './core-words.js';
import { capitalized, type ExportValues, type SayWithValues } from './say.js';
import { selector, templateSlots } from './template-slots.js';
import { chooseBranch, numberIn, parseTemplate, type Catalog, type Part, type Renderer, type TextParam } from './text.js';

/**
 * The `Say` of a game's words, which can also give a text's parameters as the exported i18next
 * and ICU catalogs take them (`Words.values`). Apart from `catalogSay`, so that the engine's
 * refusals carry none of it.
 */
export function catalogSayWithValues(catalog: Catalog, locale: string, make: (name: Name) => Record<string, Renderer>, missing?: (key: string) => string): SayWithValues {
  const speaker = catalogSpeaker(catalog, locale, make, missing);
  const say = ((key, params) => speaker.say(key, params)) as SayWithValues;
  say.values = (key, params = {}) => {
    const template = Object.hasOwn(catalog, key) ? catalog[key]! : (missing ?? ((k: string) => k))(key);
    return exportValues(template, params, locale, speaker.rendering());
  };
  return say;
}

/**
 * A text's parameters as the exported catalogs take them (see `templateSlots`): each slot in
 * words (a player's name, a card, a number in the locale's format; capitalized at the start of
 * a sentence), each plural count as a number, each select switch as text.
 */
function exportValues(template: string, params: Readonly<Record<string, TextParam>>, locale: string, rendering: Readonly<Record<string, Renderer>>): ExportValues {
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
      else if (slots.plurals.has(part.name)) said = values[part.name]!; // a count shown as well: the file formats it as a number
      else said = typeof value === 'number' ? numberIn(locale, value) : String(value ?? '');
      values[exported] = slots.leading.has(part) && typeof said === 'string' ? capitalized(said) : said;
    }
  };
  walk(parts);
  return values;
}
