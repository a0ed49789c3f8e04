import { templateKinds, templateParams, type Catalog } from './text.js';

/** The games that have words: each catalog is for one of them. */
export type GameName = 'tortuga-1667' | 'tortuga-dice';

/**
 * The words of one game in one language, as data: every template by key, in the template
 * syntax of `Text` (ICU-like, with `{name:kind}` renderers). The library ships English, German
 * and Dutch (`tortuga-rules/1667/de` …); an application brings any other language as a
 * catalog of its own (a JSON file of this shape) and checks it with `tortuga-rules words check`.
 */
export interface WordCatalog {
  /** The game these words are for. */
  readonly game: GameName;
  /** The language, as a BCP 47 tag (`'fr'`, `'pt-BR'`): plural rules, numbers and lists follow it. */
  readonly locale: string;
  /** Every template by key. */
  readonly templates: Catalog;
}

/** What `checkCatalog` found: problems that make a catalog unusable, and things worth a look. */
export interface CatalogReport {
  /** Unusable: not a catalog, another game, a missing or unknown key, a template that does not parse, an unknown renderer or placeholder. */
  readonly errors: readonly string[];
  /** Worth a look: a placeholder of the English template the translation does not use, a template identical to the English one. */
  readonly warnings: readonly string[];
}

/** At most this many templates in a catalog from outside, each at most this long. */
const MAX_TEMPLATES = 2000;
const MAX_TEMPLATE_LENGTH = 2000;

/**
 * Reads a catalog from outside (a JSON file, an app's module): its shape, its locale and each
 * template's syntax, placeholders and renderer kinds (`kinds`: those the game renders). Returns
 * the problems found, each naming its key; an empty list when the catalog is usable.
 */
export function catalogProblems(value: unknown, game: GameName, kinds: readonly string[]): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['A catalog is an object { game, locale, templates }.'];
  const catalog = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(catalog)) if (key !== 'game' && key !== 'locale' && key !== 'templates') problems.push(`Unknown field "${key.slice(0, 40)}".`);
  if (catalog.game !== game) problems.push(`"game" must be "${game}", not ${JSON.stringify(catalog.game)?.slice(0, 40) ?? 'missing'}.`);
  if (!isLocaleTag(catalog.locale))
    problems.push(`"locale" must be a BCP 47 tag such as "pt-BR", not ${JSON.stringify(catalog.locale)?.slice(0, 40) ?? 'missing'}.`);
  const templates = catalog.templates;
  if (typeof templates !== 'object' || templates === null || Array.isArray(templates)) return [...problems, '"templates" must be an object of texts by key.'];
  const entries = Object.entries(templates as Record<string, unknown>);
  if (entries.length > MAX_TEMPLATES) return [...problems, `"templates" has more than ${MAX_TEMPLATES} keys.`];
  for (const [key, template] of entries) {
    const shown = JSON.stringify(key.slice(0, 80));
    if (typeof template !== 'string') problems.push(`${shown}: a template must be a text.`);
    else if (template.length > MAX_TEMPLATE_LENGTH) problems.push(`${shown}: a template has at most ${MAX_TEMPLATE_LENGTH} characters.`);
    else {
      try {
        for (const kind of templateKinds(template))
          if (!kinds.includes(kind)) problems.push(`${shown}: unknown renderer {…:${kind}} (known: ${kinds.join(', ')}).`);
      } catch (error) {
        problems.push(`${shown}: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

/**
 * Checks a catalog against the reference (the English one of the same game): everything
 * `catalogProblems` checks, then every key of the reference present and no other, and no
 * placeholder the reference's template does not have. A placeholder of the reference left out,
 * or a template left in English, is a warning: a language may not need it.
 */
export function compareCatalog(value: unknown, reference: WordCatalog, kinds: readonly string[]): CatalogReport {
  const errors = catalogProblems(value, reference.game, kinds);
  const warnings: string[] = [];
  const templates = (value as { templates?: unknown } | null)?.templates;
  if (typeof templates !== 'object' || templates === null || Array.isArray(templates)) return { errors, warnings };
  const own = templates as Record<string, unknown>;
  const missing = Object.keys(reference.templates).filter((key) => !Object.hasOwn(own, key));
  if (missing.length > 0) errors.push(`Missing ${missing.length} key${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}.`);
  for (const [key, template] of Object.entries(own)) {
    if (!Object.hasOwn(reference.templates, key)) {
      errors.push(`${JSON.stringify(key.slice(0, 80))}: not a key of this game's words.`);
      continue;
    }
    if (typeof template !== 'string') continue;
    let params: string[];
    try {
      params = templateParams(template);
    } catch {
      continue; // reported above
    }
    const english = reference.templates[key]!;
    const expected = templateParams(english);
    // A language may need to know more than English does: whether the viewer is the actor of a log entry ("you").
    const extra = params.filter((name) => !expected.includes(name) && !(name === 'you' && key.startsWith('log.')));
    if (extra.length > 0)
      errors.push(
        `"${key}": placeholder${extra.length === 1 ? '' : 's'} ${extra.map((n) => `{${n}}`).join(', ')} not in the English template (it has ${expected.map((n) => `{${n}}`).join(', ') || 'none'}).`,
      );
    const unused = expected.filter((name) => !params.includes(name));
    if (unused.length > 0) warnings.push(`"${key}": does not use ${unused.map((n) => `{${n}}`).join(', ')} of the English template.`);
    if (template === english && /[a-z]{4}/i.test(wordsOnly(template)) && reference.locale !== (value as WordCatalog).locale)
      warnings.push(`"${key}": the same as the English template.`);
  }
  return { errors, warnings };
}

/** A template without its placeholders and branches: the words it says whatever the parameters. */
function wordsOnly(template: string): string {
  let text = template;
  for (let previous = ''; previous !== text;) [previous, text] = [text, text.replace(/\{[^{}]*\}/g, '')];
  return text;
}

/** Whether `value` is a well-formed BCP 47 language tag (`Intl` can use it). */
function isLocaleTag(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 35) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
