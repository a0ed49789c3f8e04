import { CORE_REFUSALS_EN } from './locales/en-refusals.js';
import { sayer, type Say } from './say.js';
import type { PlayerId } from '../engine/game.js';
import { listOf, type Catalog, type Renderer, type Text, type TextParam } from './text.js';

/** `process.env.NODE_ENV`, which bundlers replace (declared here: the library needs no Node types). */
declare const process: { readonly env: Readonly<Record<string, string | undefined>> };

/**
 * A nested text (`{reason:text}`): rendered from its key when `say` knows it, otherwise its
 * own words (a message from another catalog).
 */
export function nestedText(value: TextParam, render: (key: string, params: Readonly<Record<string, TextParam>>) => string | null): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
  const nested = value as { key?: TextParam; params?: TextParam; text?: TextParam };
  const params = (typeof nested.params === 'object' && nested.params !== null && !Array.isArray(nested.params) ? nested.params : {}) as Readonly<
    Record<string, TextParam>
  >;
  const rendered = typeof nested.key === 'string' ? render(nested.key, params) : null;
  return rendered ?? (typeof nested.text === 'string' ? nested.text : '');
}

/** Renderers every catalog may use: quoted field names, seats by number, nested texts. */
export function coreRenderers(raw: () => Say, catalog: Catalog): Record<string, Renderer> {
  const seats: Renderer = (value, locale) =>
    listOf(
      (Array.isArray(value) ? value : []).map((s) => String((s as number) + 1)),
      locale,
    );
  return {
    names: (value, locale) =>
      listOf(
        (Array.isArray(value) ? value : []).map((n) => `"${String(n)}"`),
        locale,
      ),
    seats,
    seatsAcc: seats,
    text: (value) => nestedText(value, (key, params) => (Object.hasOwn(catalog, key) ? raw()(key, params).text : null)),
  };
}

/** Says a key without capitalizing it, as a part of another text (a name, a place). */
export type Name = (key: string, params?: Readonly<Record<string, TextParam>>) => string;

/** The renderers of a catalog: the shared ones (`names`, `text`, `actionName`, players by number) and what `make` adds. */
function catalogRenderers(catalog: Catalog, raw: () => Say, make: (name: Name) => Record<string, Renderer>): Record<string, Renderer> {
  const name: Name = (key, params) => raw()(key, params).text;
  return Object.assign(coreRenderers(raw, catalog), { actionName: (value: TextParam) => name(`action.${String(value)}`) }, make(name));
}

/** A catalog's `Say` and the renderers behind it (made on the first message). */
export interface Speaker {
  readonly say: Say;
  rendering(): Readonly<Record<string, Renderer>>;
}

/**
 * Builds the `Say` of a catalog: `make` gets a `Name` (a key said in lower case, for the
 * names inside a text) and returns the catalog's own renderers, which are added to the shared
 * ones. Each text said is a sentence and starts with a capital.
 */
export function catalogSpeaker(catalog: Catalog, locale: string, make: (name: Name) => Record<string, Renderer>, missing?: (key: string) => string): Speaker {
  // The renderers are made on the first message only: `validate` holds a Say for every
  // action it checks but speaks only when it refuses one.
  let made: { say: Say; rendering: Record<string, Renderer> } | null = null;
  const build = (): { say: Say; rendering: Record<string, Renderer> } => {
    let raw: Say | null = null;
    const rendering = catalogRenderers(catalog, () => raw!, make);
    raw = sayer(catalog, locale, rendering, false, missing);
    return { say: sayer(catalog, locale, rendering, true, missing), rendering };
  };
  return { say: (key, params) => (made ??= build()).say(key, params), rendering: () => (made ??= build()).rendering };
}

/** The `Say` of a catalog (see `catalogSpeaker`). */
export function catalogSay(catalog: Catalog, locale: string, make: (name: Name) => Record<string, Renderer>, missing?: (key: string) => string): Say {
  return catalogSpeaker(catalog, locale, make, missing).say;
}

/** The `{x:kind}` placeholders a catalog's templates may use (the catalog tests check every template against them). */
export function rendererKinds(make: (name: Name) => Record<string, Renderer>): string[] {
  return Object.keys(catalogRenderers({}, () => () => ({ key: '', params: {}, text: '' }), make));
}

/** How a game names one player in a grammatical form ('' subject, 'Acc' object, 'Dat' indirect object). */
export type PlayerName = (form: '' | 'Acc' | 'Dat') => (player: TextParam) => string;

/**
 * The player renderers both games use, from how the game names one player: `seat`,
 * `seatAcc`, `seatDat`, `seatGen` ("your" for the viewer, "Anne's"), and the lists `seats`,
 * `seatsAcc`, `seatsDat`.
 */
export function playerRenderers(player: PlayerName, viewer: PlayerId | null, name: Name): Record<string, Renderer> {
  const list =
    (form: '' | 'Acc' | 'Dat'): Renderer =>
    (value, locale) =>
      listOf(
        (Array.isArray(value) ? value : []).map((p) => player(form)(p as TextParam)),
        locale,
      );
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

/**
 * The renderers of the engine's English refusals (`RuleViolation` messages), besides the shared
 * ones: event cards and loyalties by name. Refusals name seats by number, never by character.
 */
export function refusalRenderers(name: Name): Record<string, Renderer> {
  return {
    card: (value) => name(`name.card.${String(value)}`),
    loyalties: (value, locale) =>
      listOf(
        (Array.isArray(value) ? value : []).map((l) => name(`name.loyalty.${String(l)}`)),
        locale,
      ),
  };
}

/**
 * The English `Say` of a game's refusals (its `RuleViolation` messages), from the shared templates
 * and the game's own (`templates`), made the first time one is said. Outside a production build
 * only these templates ship with the rules; `Words` translates a refusal by its key and parameters.
 *
 * Each game passes `null` where `process.env.NODE_ENV` is `'production'`, which bundlers
 * (esbuild, Vite, webpack) set in an app's production build: a bundler folds the test, and the
 * English templates stay out of a rules-only bundle (as immer and Vue leave out their error
 * texts). A refusal's words are then its key and parameters. The test is written out where the
 * templates are chosen, so that a bundler can fold it.
 */
export function refusals(templates: Catalog | null): () => Say {
  let said: Say | null = null;
  return () => (said ??= templates === null ? keyOnly : catalogSay(templates, 'en', refusalRenderers));
}

/** Says a refusal by its key and parameters, in no language (`t1667.violation.shipFull {"slot":3}`). */
function keyOnly(key: string, params: Readonly<Record<string, TextParam>> = {}): Text {
  return { key, params, text: Object.keys(params).length === 0 ? key : `${key} ${JSON.stringify(params)}` };
}

/** Says a shared refusal (`core.*`, `config.*`) in English, as the engine's `RuleViolation`s do; seats are numbered from 1. */
export const coreSay: () => Say = refusals(process.env.NODE_ENV === 'production' ? null : CORE_REFUSALS_EN);
