import { catalogTemplates, type WordsOptions } from '../core/words/catalog-words.js';
import { namesGiven } from '../core/words/player-names.js';
import { playerRenderers, rendererKinds, type Name, type PlayerName, catalogSpeaker, type Speaker } from '../core/words/core-words.js';
import type { PlayerId } from '../core/engine/game.js';
import type { Say } from '../core/words/say.js';
import { listOf, listParam, type Catalog, type Renderer, type Text, type TextParam } from '../core/words/text.js';
import { compareCatalog, type CatalogReport, type WordCatalog } from '../core/words/word-catalog.js';
import { gameWords, type Words } from '../core/words/words.js';
import type { DiceActionKind, DiceAction, DiceLogEntry, Face, PlacedDie } from './types.js';
import type { DiceView } from './view.js';

/** What the words need to know of the table: who is looking, and the numbers on the dice. */
export interface DiceTable {
  /** The player reading ("you"), or null for a spectator. */
  readonly viewer: PlayerId | null;
  /** The die-face table (TD-DICE-1): the number each die shows for each action. */
  readonly faces: readonly Readonly<Record<DiceActionKind, number>>[];
  /** The players' names by seat, where the words were given them (`WordsOptions.names`). */
  readonly names: readonly (string | null)[];
}

/** No table: players by number, no dice numbers. */
export const NO_DICE_TABLE: DiceTable = Object.freeze({ viewer: null, faces: [], names: [] });

const LETTERS = 'ABCDE';

/** The renderers of `{x:kind}` placeholders at one table (besides the shared ones). */
function renderers(table: DiceTable, name: Name): Record<string, Renderer> {
  const player: PlayerName = (form) => (value) =>
    value === table.viewer ? name(`name.you${form}`) : (table.names[value as number] ?? name('name.seatNumber', { n: (value as number) + 1 }));
  const seat = player('');
  const id =
    (prefix: string) =>
    (value: TextParam): string =>
      name(`${prefix}.${String(value)}`);
  const letter = (die: number): string => LETTERS[die] ?? '?';
  /** A die by its face: "ship 3" (the action and the number it shows), "skull C" (a skull by its letter). */
  const rolled = (die: number, face: Face): string =>
    face === 'skull' ? `${name('name.face.skull')} ${letter(die)}` : `${name(`name.face.${face}`)} ${table.faces[die]?.[face] ?? ''}`.trimEnd();
  /** A list of names, or "none". */
  const orNone = (items: readonly string[], locale: string): string => (items.length === 0 ? name('summary.none') : listOf(items, locale));
  // Object.assign, not spread: spreading objects of many functions is slow in V8, and a Say is made per table.
  return Object.assign(playerRenderers(player, table.viewer, name), {
    seatNumber: (value) => name('name.seatNumber', { n: (value as number) + 1 }),
    colours: (value, locale) =>
      orNone(
        listParam(value).map((c) => name(`name.colour.${String(c)}`)),
        locale,
      ),
    tokenList: (value, locale) =>
      orNone(
        listParam(value).map((v) => name('name.token', { value: v })),
        locale,
      ),
    action: id('name.action'),
    face: id('name.face'),
    colour: id('name.colour'),
    aChest: id('name.aChest'),
    theChest: id('name.theChest'),
    field: id('name.field'),
    track: id('name.track'),
    place: (value) => name('name.place', { place: value }),
    token: (value) => name('name.token', { value }),
    die: (value) => letter(value as number),
    dice: (value, locale) =>
      listOf(
        (listParam(value) as readonly { die: number; face: Face }[]).map((d) => rolled(d.die, d.face)),
        locale,
      ),
    placedDice: (value, locale) =>
      listOf(
        (listParam(value) as unknown as readonly PlacedDie[]).map((d) =>
          d.skull ? `${d.value} (${name('name.face.skull')} ${letter(d.die)})` : String(d.value),
        ),
        locale,
      ),
    totals: (value, locale) =>
      listOf(
        (listParam(value) as readonly { player: number; total: number }[]).map((t) => `${seat(t.player)}: ${t.total}`),
        locale,
      ),
    scores: (value, locale) =>
      listOf(
        (listParam(value) as readonly number[]).map((total, s) => `${seat(s)}: ${total}`),
        locale,
      ),
  } satisfies Record<string, Renderer>);
}

/** The speaker of dice-game texts of `catalog` in `locale` at `table` (each a sentence, capitalized). */
function diceSpeaker(catalog: Catalog, locale: string, table: DiceTable): Speaker {
  return catalogSpeaker(catalog, locale, (name) => renderers(table, name));
}

/** The table as a view shows it, with the players' names the words were given. */
function tableOf(view: DiceView | null, names: readonly (string | null)[]): DiceTable {
  if (view === null) return { ...NO_DICE_TABLE, names };
  return { viewer: view.player, faces: view.faces, names };
}

/** The parameters of an action's label: its fields and what the view adds. */
function labelParams(view: DiceView, action: DiceAction): Record<string, TextParam> {
  const params: Record<string, TextParam> = { ...(action as unknown as Record<string, TextParam>) };
  const stage = view.stage.pending;
  const me = view.player === null ? undefined : view.seats[view.player];
  switch (action.type) {
    case 'keep': {
      const roll = view.you?.roll ?? [];
      params.kept = action.dice.map((die) => ({ die, face: roll.find((d) => d.die === die)?.face ?? 'skull' }));
      break;
    }
    case 'advantage':
      params.value = me?.advantage[action.action] ?? 0;
      break;
    case 'skullAction':
      params.count = me?.loneSkulls.length ?? 1;
      break;
    case 'perform':
    case 'decline':
    case 'target':
      if (stage.kind === 'act') {
        params.action = stage.action;
        params.place = stage.place;
        params.two = view.players === 2;
        params.steps = stage.place === 1 && view.players > 2 ? 2 : 1;
      }
      break;
    case 'chest':
      params.why = stage.kind;
      if (stage.kind === 'takeChest') params.target = stage.target;
      break;
    case 'token':
      params.value = view.you?.lookingAt?.[action.index] ?? 1;
      break;
  }
  return params;
}

/** The parameters of a log entry: its fields, `you` when the viewer is its actor, and what explains it. */
function eventParams(view: DiceView, entry: DiceLogEntry): Record<string, TextParam> {
  const event = entry.event;
  const params: Record<string, TextParam> = { ...(event as unknown as Record<string, TextParam>) };
  const actor = 'player' in event ? event.player : 'startPlayer' in event ? event.startPlayer : null;
  params.you = actor !== null && actor === view.player;
  switch (event.type) {
    case 'rolled':
      params.count = event.players.length;
      params.all = event.players.length === view.players;
      params.you = event.players.length === 1 && event.players[0] === view.player;
      break;
    case 'rollPrivate':
    case 'openRoll':
    case 'keptPrivate':
      params.rolled = event.dice.map((die, i) => ({ die, face: event.faces[i] ?? 'skull' }));
      params.count = event.dice.length;
      break;
    case 'placed':
      params.placed = event.dice as unknown as TextParam;
      params.action = event.action ?? 'null';
      params.skulls = event.skulls.length;
      params.count = event.dice.length;
      break;
    case 'skullsTurned':
      params.placed = event.dice as unknown as TextParam;
      params.count = event.dice.length;
      break;
    case 'ranking':
      params.first = event.first ?? 'null';
      params.second = event.second ?? 'null';
      break;
    case 'marker':
      params.steps = Math.abs(event.to - event.from);
      break;
    case 'tokenPrivate':
      params.returned = event.returned ?? 'null';
      break;
    case 'gameOver':
      params.reason = event.outcome.reason;
      params.scores = event.outcome.scores.map((score) => score.total);
      params.winners = [...event.outcome.winners];
      break;
  }
  return params;
}

/** The table in a few lines: each player's board (the viewer's secrets included), the viewer's roll, the central island. */
function summary(view: DiceView, say: Say): Text[] {
  const lines: Text[] = [];
  view.seats.forEach((seat, player) => {
    const fields = {
      player,
      ship: seat.ship,
      pirate: seat.pirate,
      tortuga: seat.tortuga.length,
      shipFields: [...seat.shipFields],
      crewFields: [...seat.crewFields],
    };
    lines.push(
      player === view.player && view.you !== null
        ? say('summary.you', { ...fields, island: [...seat.island], tokens: [...view.you.tokens] })
        : say('summary.other', { ...fields, tokens: seat.tokenCount }),
    );
  });
  if (view.you?.roll) lines.push(say('summary.roll', { roll: view.you.roll.map((d) => ({ die: d.die, face: d.face })) }));
  lines.push(say('summary.island', { island: [...view.centralIsland], bag: view.bagSize }));
  return lines;
}

/**
 * The words of the dice game in the language of `catalog`: the library's own
 * (`tortuga-rules/dice/en`, `…/de`, `…/nl`) or one an application brings (checked here; see
 * `WordsOptions.fallback` for a partial one).
 *
 * @example
 * ```ts
 * import { diceWords } from 'tortuga-rules/dice/words';
 * import { DICE_NL } from 'tortuga-rules/dice/nl';
 * const words = diceWords(DICE_NL);
 * ```
 */
export function diceWords(catalog: WordCatalog, options?: WordsOptions): Words<DiceView, DiceAction, DiceLogEntry> {
  const names = namesGiven(options?.names);
  const templates = catalogTemplates(catalog, 'tortuga-dice', DICE_RENDERER_KINDS, options);
  const locale = catalog.locale;
  return gameWords<DiceView, DiceAction, DiceLogEntry>({
    locale,
    catalog: templates,
    speakerAt: (view) => diceSpeaker(templates, locale, tableOf(view, names)),
    labelParams,
    eventParams,
    summary,
  });
}

/** The `{x:kind}` placeholders dice-game templates may use. */
export const DICE_RENDERER_KINDS: readonly string[] = Object.freeze(rendererKinds((name) => renderers(NO_DICE_TABLE, name)));

/**
 * Checks a dice-game catalog an application brings (say, French) against the English one: its
 * shape, every key present and no other, templates that parse, known renderers, and no
 * placeholder the English template lacks. `tortuga-rules words check` prints this report.
 */
export function checkDiceCatalog(value: unknown, english: WordCatalog): CatalogReport {
  return compareCatalog(value, english, DICE_RENDERER_KINDS);
}
