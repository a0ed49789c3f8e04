import { CORE_DE } from './locales/de.js';
import { CORE_EN } from './locales/en.js';
import { CORE_NL } from './locales/nl.js';
import { sayer, type Catalogs, type Say } from './say.js';
import type { PlayerId } from './game.js';
import { listOf, type Locale, type Renderer, type TextParam } from './text.js';

/** The shared messages alone, per locale (games add their own keys to these). */
export const CORE_CATALOGS: Catalogs = { en: CORE_EN, de: CORE_DE, nl: CORE_NL };

/** A game's catalogs with the shared `core.*` and `name.*` messages added, per locale. */
export function withCoreWords(game: Catalogs): Catalogs {
  return { en: { ...CORE_EN, ...game.en }, de: { ...CORE_DE, ...game.de }, nl: { ...CORE_NL, ...game.nl } };
}

/**
 * A nested text (`{reason:text}`): rendered from its key when `say` knows it, otherwise its
 * own words (a message from another catalog).
 */
export function nestedText(value: TextParam, render: (key: string, params: Readonly<Record<string, TextParam>>) => string | null): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
  const nested = value as { key?: TextParam; params?: TextParam; text?: TextParam };
  const params = (typeof nested.params === 'object' && nested.params !== null && !Array.isArray(nested.params) ? nested.params : {}) as Readonly<Record<string, TextParam>>;
  const rendered = typeof nested.key === 'string' ? render(nested.key, params) : null;
  return rendered ?? (typeof nested.text === 'string' ? nested.text : '');
}

/** Renderers every catalog may use: quoted field names, seats by number, nested texts. */
export function coreRenderers(raw: () => Say, catalogs: Catalogs): Record<string, Renderer> {
  const seats: Renderer = (value, locale) => listOf((Array.isArray(value) ? value : []).map((s) => String((s as number) + 1)), locale);
  return {
    names: (value, locale) => listOf((Array.isArray(value) ? value : []).map((n) => `"${String(n)}"`), locale),
    seats,
    seatsAcc: seats,
    text: (value) => nestedText(value, (key, params) => (catalogs.en[key] === undefined ? null : raw()(key, params).text)),
  };
}

/** Says a key without capitalizing it, as a part of another text (a name, a place). */
export type Name = (key: string, params?: Readonly<Record<string, TextParam>>) => string;

/** The renderers of a catalog: the shared ones (`names`, `text`, `actionName`, players by number) and what `make` adds. */
function catalogRenderers(catalogs: Catalogs, raw: () => Say, make: (name: Name) => Record<string, Renderer>): Record<string, Renderer> {
  const name: Name = (key, params) => raw()(key, params).text;
  return Object.assign(coreRenderers(raw, catalogs), { actionName: (value: TextParam) => name(`action.${String(value)}`) }, make(name));
}

/**
 * Builds the `Say` of a catalog: `make` gets a `Name` (a key said in lower case, for the
 * names inside a text) and returns the catalog's own renderers, which are added to the shared
 * ones. Each text said is a sentence and starts with a capital.
 */
export function catalogSay(catalogs: Catalogs, locale: Locale, make: (name: Name) => Record<string, Renderer>): Say {
  // The renderers are made on the first message only: `validate` holds a Say for every
  // action it checks but speaks only when it refuses one.
  let said: Say | null = null;
  const build = (): Say => {
    let raw: Say | null = null;
    const rendering = catalogRenderers(catalogs, () => raw!, make);
    raw = sayer(catalogs, locale, rendering, false);
    return sayer(catalogs, locale, rendering);
  };
  return (key, params) => (said ??= build())(key, params);
}

/** The `{x:kind}` placeholders a catalog's templates may use (the catalog tests check every template against them). */
export function rendererKinds(catalogs: Catalogs, make: (name: Name) => Record<string, Renderer>): string[] {
  return Object.keys(catalogRenderers(catalogs, () => coreSay(), make));
}

/** How a game names one player in a grammatical form ('' subject, 'Acc' object, 'Dat' indirect object). */
export type PlayerName = (form: '' | 'Acc' | 'Dat') => (player: TextParam) => string;

/**
 * The player renderers both games use, from how the game names one player: `seat`,
 * `seatAcc`, `seatDat`, `seatGen` ("your" for the viewer, "Anne's"), and the lists `seats`,
 * `seatsAcc`, `seatsDat`.
 */
export function playerRenderers(player: PlayerName, viewer: PlayerId | null, name: Name): Record<string, Renderer> {
  const list = (form: '' | 'Acc' | 'Dat'): Renderer => (value, locale) => listOf((Array.isArray(value) ? value : []).map((p) => player(form)(p as TextParam)), locale);
  return {
    seat: player(''),
    seatAcc: player('Acc'),
    seatDat: player('Dat'),
    seatGen: (value) => (value === viewer ? name('name.yourPossessive') : name('name.possessive', { name: player('')(value) })),
    seats: list(''),
    seatsAcc: list('Acc'),
    seatsDat: list('Dat'),
  };
}

/** Says a shared message (`core.*`) in a locale; seats are numbered from 1. */
export function coreSay(locale: Locale = 'en'): Say {
  return catalogSay(CORE_CATALOGS, locale, () => ({}));
}

/**
 * Keeps the `Say` made for a table: a game's states share their tables (the characters, the
 * vote cards or die faces) from decision to decision, so the messages `validate` gives in one
 * game need one `Say` per player. `anchor` picks the table's longest-lived object (entries
 * go with it); a table matches a kept one when every field is the same value or object.
 */
export function saysPerTable<Table extends object>(anchor: (table: Table) => object, make: (table: Table) => Say): (table: Table) => Say {
  const kept = new WeakMap<object, KeptSay<Table>[]>();
  return (table) => {
    const key = anchor(table);
    let entries = kept.get(key);
    if (entries === undefined) kept.set(key, (entries = []));
    for (const entry of entries) if (sameFields(entry, table)) return entry.say;
    const say = make(table);
    if (entries.length < MAX_TABLES_PER_ANCHOR) entries.push({ table, fields: Object.keys(table).length, say });
    return say;
  };
}

/** A `Say` kept for a table, with the number of the table's fields. */
interface KeptSay<Table> {
  readonly table: Table;
  readonly fields: number;
  readonly say: Say;
}

/** Enough for every player of the largest game and a spectator. */
const MAX_TABLES_PER_ANCHOR = 16;

/**
 * Whether `table` has the kept table's fields, each the same value or the same object, and no
 * others. Walks the fields without listing them: this runs for every view's prompt.
 */
function sameFields<Table extends object>(kept: KeptSay<Table>, table: Table): boolean {
  const known = kept.table as Record<string, unknown>;
  let fields = 0;
  for (const key in table) {
    if (!Object.hasOwn(table, key)) continue;
    if (!Object.hasOwn(known, key) || known[key] !== (table as Record<string, unknown>)[key]) return false;
    fields++;
  }
  return fields === kept.fields;
}
