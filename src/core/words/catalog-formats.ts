import { capitalized } from './say.js';
import { selector, templateSlots, type TemplateSlots } from './template-slots.js';
import { parseTemplate, type Catalog, type Part } from './text.js';

/**
 * The catalogs in the formats UI developers' i18n libraries read, made from the library's own
 * (the one source of truth): ICU MessageFormat (FormatJS's intl-messageformat, `messageformat`)
 * and i18next's JSON v4. Both take the parameters `Words.values` gives: players, cards and
 * places already in words (`{x:kind}` becomes `{x}`), counts as numbers. A text that starts a
 * sentence is written with its capital, as `Words` says it.
 */

/** A template as an ICU message. Apostrophes are doubled (ICU's quoting character). */
export function toIcu(template: string): string {
  const parts = parseTemplate(template);
  const slots = templateSlots(template);
  const render = (list: readonly Part[], atStart: boolean): string =>
    list
      .map((part, i) => {
        const start = atStart && i === 0;
        if (part.kind === 'text') return icuText(start ? capitalized(part.text) : part.text);
        if (part.kind === 'number') return '#';
        if (part.kind === 'value') return `{${slots.names.get(part)}${numeric(slots, part) ? ', number' : ''}}`;
        const branches = [...part.branches].map(([label, branch]) => `${part.plural ? label : selector(label)} {${render(branch, start)}}`).join(' ');
        return `{${part.name}, ${part.plural ? 'plural' : 'select'}, ${branches}}`;
      })
      .join('');
  return render(parts, true);
}

/**
 * A template as i18next JSON v4 entries for `locale`: the key itself, and for each plural or
 * select a nested key (`key__0`, …) reached with `$t(…)` — plural branches by CLDR suffix
 * (`_one`, `_other`, every category of the locale; an exact `=N` branch as the context `_N`), select branches as contexts (`_attack`;
 * `other` is the key without a context). Read them with `keySeparator: false` (the keys
 * contain dots) and `interpolation: { escapeValue: false }` in a UI that escapes itself.
 */
export function toI18next(key: string, template: string, locale: string): Record<string, string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const parts = parseTemplate(template);
  const slots = templateSlots(template);
  const out: Record<string, string> = {};
  let next = 0;
  const render = (list: readonly Part[], atStart: boolean): string =>
    list
      .map((part, i) => {
        const start = atStart && i === 0;
        if (part.kind === 'text') return start ? capitalized(part.text) : part.text;
        if (part.kind === 'number') return '{{count, number}}';
        if (part.kind === 'value') return `{{${slots.names.get(part)}${numeric(slots, part) ? ', number' : ''}}}`;
        const sub = `${key}__${next++}`;
        const exact = [...part.branches.keys()].some((label) => label.startsWith('='));
        for (const [label, branch] of part.branches) {
          const suffix = part.plural ? (label.startsWith('=') ? `_${label.slice(1)}` : `_${label}`) : label === 'other' ? '' : `_${selector(label)}`;
          out[`${sub}${suffix}`] = render(branch, start);
        }
        // i18next reads only the suffix of the count's own category: a category the template leaves to `other` gets `other`'s words.
        if (part.plural) for (const category of categories) out[`${sub}_${category}`] ??= out[`${sub}_other`]!;
        const options = part.plural ? `{"count": {{${part.name}}}${exact ? `, "context": "{{${part.name}}}"` : ''}}` : `{"context": "{{${part.name}}}"}`;
        return `$t(${sub}, ${options})`;
      })
      .join('');
  out[key] = render(parts, true);
  return out;
}

/** A whole catalog as ICU messages, by key. */
export function catalogToIcu(catalog: Catalog): Record<string, string> {
  return Object.fromEntries(Object.entries(catalog).map(([key, template]) => [key, toIcu(template)]));
}

/** A whole catalog as i18next JSON v4 entries. */
export function catalogToI18next(catalog: Catalog, locale: string): Record<string, string> {
  return Object.assign({}, ...Object.entries(catalog).map(([key, template]) => toI18next(key, template, locale))) as Record<string, string>;
}

/** Whether a value slot shows a count (a plural's parameter): the file formats it as a number. */
function numeric(slots: TemplateSlots, part: Part & { kind: 'value' }): boolean {
  return part.as === null && slots.plurals.has(part.name);
}

/** Text in an ICU message: apostrophes doubled, so that none starts a quotation. */
function icuText(text: string): string {
  return text.replaceAll("'", "''");
}
