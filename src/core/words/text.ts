/**
 * Words for players: templates per locale, filled in with parameters. A template is plain
 * text with placeholders in braces, after the ICU message format that FormatJS and i18next
 * use, reduced to what the games need:
 *
 * - `{name}` — the parameter as it is;
 * - `{name:kind}` — the parameter rendered by a named renderer (a seat, a card, a list of
 *   seats …), in the locale;
 * - `{name, plural, one {…} other {…}}` — a branch chosen by `Intl.PluralRules` (`=0`, `=1`
 *   … match exact numbers first); `#` inside it is the number;
 * - `{name, select, a {…} b {…} other {…}}` — a branch chosen by the parameter's value.
 *
 * Every text comes back twice: as plain text, and as its key with its parameters, so that an
 * app can render its own markup or hand the key to its own i18n library.
 */

/** The languages the library speaks: English, German and Dutch. */
export type Locale = 'en' | 'de' | 'nl';

/** Every supported locale. */
export const LOCALES: readonly Locale[] = Object.freeze(['en', 'de', 'nl']);

/** A parameter of a text: plain data (seat numbers, card ids, counts, lists of them). */
export type TextParam = string | number | boolean | null | readonly TextParam[] | { readonly [key: string]: TextParam };

/**
 * A text as data, in no language: the key of a template and its parameters. Views carry their
 * prompt this way; `Words` (in any locale) or an app's own i18n library turns it into words.
 */
export interface Message {
  /** The template's key, stable across versions (e.g. `prompt.vote`). */
  readonly key: string;
  /** The parameters the template is filled with: raw ids and numbers, not words. */
  readonly params: Readonly<Record<string, TextParam>>;
}

/** A text for players: its stable key, its parameters, and the words in the locale asked for. */
export interface Text extends Message {
  /** The finished words. */
  readonly text: string;
}

/** The templates of one locale, by key. */
export type Catalog = Readonly<Record<string, string>>;

/** Renders a parameter of a given kind (`{player:seat}`) as words, in a BCP 47 locale. */
export type Renderer = (value: TextParam, locale: string) => string;

/** A parsed template: text, placeholders and branches. */
export type Part =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'value'; readonly name: string; readonly as: string | null }
  | { readonly kind: 'number' }
  | { readonly kind: 'choice'; readonly name: string; readonly plural: boolean; readonly branches: ReadonlyMap<string, readonly Part[]> };

/** Reads a template into parts; throws on a malformed one (a bug in the catalog, caught by the tests). */
function parse(template: string): readonly Part[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`Bad template (${why} at ${at}): ${template}`);
  };
  const parts = (inBranch: boolean): Part[] => {
    const out: Part[] = [];
    let text = '';
    const flush = (): void => {
      if (text !== '') out.push({ kind: 'text', text });
      text = '';
    };
    while (at < template.length) {
      const ch = template[at]!;
      if (ch === '}') {
        if (!inBranch) fail('unmatched }');
        break;
      }
      if (ch === '#' && inBranch) {
        flush();
        out.push({ kind: 'number' });
        at++;
        continue;
      }
      if (ch !== '{') {
        text += ch;
        at++;
        continue;
      }
      flush();
      at++;
      const close = template.indexOf('}', at);
      const comma = template.indexOf(',', at);
      if (close < 0) fail('unclosed {');
      if (comma >= 0 && comma < close) {
        const name = template.slice(at, comma).trim();
        at = comma + 1;
        const nextComma = template.indexOf(',', at);
        if (nextComma < 0) fail('choice without branches');
        const type = template.slice(at, nextComma).trim();
        if (type !== 'plural' && type !== 'select') fail(`unknown choice ${type}`);
        at = nextComma + 1;
        const branches = new Map<string, readonly Part[]>();
        for (;;) {
          while (template[at] === ' ') at++;
          if (template[at] === '}') {
            at++;
            break;
          }
          const open = template.indexOf('{', at);
          if (open < 0) fail('branch without {');
          const label = template.slice(at, open).trim();
          at = open + 1;
          branches.set(label, parts(true));
          if (template[at] !== '}') fail('unclosed branch');
          at++;
        }
        if (!branches.has('other')) fail('choice without other');
        out.push({ kind: 'choice', name, plural: type === 'plural', branches });
        continue;
      }
      const inner = template.slice(at, close);
      const colon = inner.indexOf(':');
      out.push(
        colon < 0 ? { kind: 'value', name: inner.trim(), as: null } : { kind: 'value', name: inner.slice(0, colon).trim(), as: inner.slice(colon + 1).trim() },
      );
      at = close + 1;
    }
    flush();
    return out;
  };
  const out = parts(false);
  if (at !== template.length) fail('trailing text');
  return out;
}

const parsed = new Map<string, readonly Part[]>();

/** A template's parts (parsed once per template); throws on a malformed one. */
export function parseTemplate(template: string): readonly Part[] {
  return cached(parsed, template, () => parse(template));
}
const listFormats = new Map<string, Intl.ListFormat>();
/** The value cached under `key`, made by `make` the first time. */
function cached<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `n` in the locale (`one`, `other`, …). */
function pluralOf(locale: string, n: number): string {
  return cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(n);
}

/** A number as the locale writes it (1,000 · 1.000 · 1.000). */
export function numberIn(locale: string, n: number): string {
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(n);
}

/** The placeholders a template uses (for the catalog tests). */
export function templateParams(template: string): string[] {
  const names = new Set<string>();
  const walk = (parts: readonly Part[]): void => {
    for (const part of parts) {
      if (part.kind === 'value') names.add(part.name);
      if (part.kind === 'choice') {
        names.add(part.name);
        for (const branch of part.branches.values()) walk(branch);
      }
    }
  };
  walk(parse(template));
  return [...names].sort();
}

/** The renderer kinds a template uses (`{x:seat}` → `seat`), for the catalog tests. */
export function templateKinds(template: string): string[] {
  const kinds = new Set<string>();
  const walk = (parts: readonly Part[]): void => {
    for (const part of parts) {
      if (part.kind === 'value' && part.as !== null) kinds.add(part.as);
      if (part.kind === 'choice') for (const branch of part.branches.values()) walk(branch);
    }
  };
  walk(parse(template));
  return [...kinds].sort();
}

/**
 * Fills a template with parameters in a locale. Values are rendered by `renderers` when the
 * placeholder names a kind; numbers by the locale's number format; anything else as text.
 */
export function formatTemplate(
  template: string,
  params: Readonly<Record<string, TextParam>>,
  locale: string,
  renderers: Readonly<Record<string, Renderer>>,
): string {
  const parts = parseTemplate(template);
  const only = parts.length === 1 ? parts[0]! : null;
  if (only !== null && only.kind === 'text') return only.text; // no placeholders: the words as they stand
  const render = (list: readonly Part[], number: number | null): string => {
    let out = '';
    for (const part of list) {
      if (part.kind === 'text') out += part.text;
      else if (part.kind === 'number') out += number === null ? '#' : numberIn(locale, number);
      else if (part.kind === 'value') {
        const value = params[part.name];
        if (part.as !== null) {
          const renderer = renderers[part.as];
          if (renderer === undefined) throw new Error(`No renderer "${part.as}" for {${part.name}:${part.as}}`);
          out += renderer(value ?? null, locale);
        } else out += typeof value === 'number' ? numberIn(locale, value) : String(value ?? '');
      } else {
        const chosen = chooseBranch(part, params[part.name], locale);
        out += render(chosen.branch, part.plural ? chosen.count : number);
      }
    }
    return out;
  };
  return render(parts, null);
}

/**
 * The branch of a plural or select a parameter chooses: a plural by the count (a list by its
 * length), an exact `=N` branch first, then the locale's plural category, else `other`; a
 * select by the value's text, else `other`.
 */
export function chooseBranch(
  part: Part & { kind: 'choice' },
  value: TextParam | undefined,
  locale: string,
): { readonly branch: readonly Part[]; readonly count: number } {
  if (part.plural) {
    const n = typeof value === 'number' ? value : Array.isArray(value) ? value.length : 0;
    const key = part.branches.has(`=${n}`) ? `=${n}` : part.branches.has(pluralOf(locale, n)) ? pluralOf(locale, n) : 'other';
    return { branch: part.branches.get(key)!, count: n };
  }
  const key = String(value);
  return { branch: part.branches.get(part.branches.has(key) ? key : 'other')!, count: 0 };
}

/** A list parameter as an array, or an empty one when the value is not a list: a renderer never fails on a damaged value. */
export function listParam(value: TextParam): readonly TextParam[] {
  return Array.isArray(value) ? (value as readonly TextParam[]) : [];
}

/** Joins words as a list in the locale: "A, B and C" (`and`), or "A or B" (`or`). */
export function listOf(items: readonly string[], locale: string, join: 'and' | 'or' = 'and'): string {
  const format = cached(
    listFormats,
    `${locale}/${join}`,
    () => new Intl.ListFormat(locale, { style: 'long', type: join === 'and' ? 'conjunction' : 'disjunction' }),
  );
  return format.format(items);
}

/**
 * The supported locale a BCP 47 tag names by its language (`'de'`, `'de-AT'`, `'nl-BE'`,
 * `'en-GB'`, any case), or null when its language is not one of {@link LOCALES}.
 */
export function supportedLocale(value: unknown): Locale | null {
  if (typeof value !== 'string' || value.length > 35) return null;
  const language = /^([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]{1,8})*$/.exec(value)?.[1]?.toLowerCase();
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : null;
}

/**
 * Reads a locale option: English when absent; a tag of a supported language resolves to it
 * (`'en-GB'` → `'en'`, `'de-AT'` → `'de'`); any other value is refused with a RangeError naming
 * the supported ones — words never fall back to English in silence.
 */
export function localeOf(value: unknown): Locale {
  if (value === undefined) return 'en';
  const locale = supportedLocale(value);
  if (locale === null)
    throw new RangeError(
      `tortuga-rules has words in ${LOCALES.join(', ')} (a regional tag such as en-GB or de-AT resolves to its language), not ${JSON.stringify(String(value).slice(0, 40))}.`,
    );
  return locale;
}
