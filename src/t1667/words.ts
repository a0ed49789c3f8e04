import type { PlayerId } from '../core/engine/game.js';
import { catalogTemplates, type WordsOptions } from '../core/words/catalog-words.js';
import { namesGiven } from '../core/words/player-names.js';
import { playerRenderers, refusalRenderers, rendererKinds, type Name, type PlayerName, catalogSpeaker, type Speaker } from '../core/words/core-words.js';
import type { Say } from '../core/words/say.js';
import { listOf, listParam, type Catalog, type Renderer, type Text, type TextParam } from '../core/words/text.js';
import { compareCatalog, type CatalogReport, type WordCatalog } from '../core/words/word-catalog.js';
import { gameWords, type Words } from '../core/words/words.js';
import type { LogEntry, ShipId, T1667Action, VoteCard } from './types.js';
import type { T1667View } from './view.js';

/** What the words of a game need to know of the table: who is looking, who plays whom, the vote cards' faces. */
export interface T1667Table {
  /** The player reading ("you"), or null for a spectator. */
  readonly viewer: PlayerId | null;
  /** Each player's character, as a number from 0 to `CHARACTER_COUNT` - 1. */
  readonly characters: readonly number[];
  /** The vote cards' faces by card number. */
  readonly voteCards: readonly VoteCard[];
  /** The players' names by seat, where the words were given them (`WordsOptions.names`). */
  readonly names: readonly (string | null)[];
}

const SYMBOLS: readonly (readonly (keyof VoteCard)[])[] = [
  ['cannon', 'torch', 'water'],
  ['british', 'french'],
  ['skull', 'wheel'],
];

/** The renderers of `{x:kind}` placeholders at one table (besides the shared ones). */
function renderers(table: T1667Table, name: Name): Record<string, Renderer> {
  /** A player: "you" for the viewer, else the player's name, the character's short name ("Charlotte") or full name; a seat number when characters are unknown. */
  const player =
    (full: boolean): PlayerName =>
    (form) =>
    (value) => {
      if (value === table.viewer) return name(`name.you${form}`);
      const character = table.characters[value as number];
      return (
        table.names[value as number] ??
        (character === undefined
          ? name('name.seatNumber', { n: (value as number) + 1 })
          : name(full ? `name.character.${character}` : `name.characterShort.${character}`))
      );
    };
  const seat = player(false)('');
  const id =
    (prefix: string) =>
    (value: TextParam): string =>
      name(`${prefix}.${String(value)}`);
  const face = (card: VoteCard): string =>
    SYMBOLS.map((section) =>
      section
        .filter((symbol) => card[symbol] > 0)
        .map((symbol) => name(`name.symbol.${symbol}`, { n: card[symbol] }))
        .join(' + '),
    )
      .filter((part) => part !== '')
      .join(' · ');
  const faceOf = (value: TextParam): string =>
    face(table.voteCards[value as number] ?? { cannon: 0, torch: 0, water: 0, british: 0, french: 0, skull: 0, wheel: 0 });
  const numbers = (value: TextParam): string[] => (listParam(value) as readonly number[]).map((n) => String(n + 1));
  // Object.assign, not spread: spreading objects of many functions is slow in V8, and a Say is made per table.
  return Object.assign(
    playerRenderers(player(false), table.viewer, name),
    refusalRenderers(name),
    {
      seatsFull: (value, locale) => listOf(listParam(value).map(player(true)('')), locale),
      character: (value) => name(`name.character.${String(value)}`),
      row: (value, locale) =>
        listOf(
          (listParam(value) as readonly { slot: number; faceDown: boolean; known: string | null }[]).map(
            (slot) =>
              `${slot.slot + 1}: ${!slot.faceDown ? name('summary.emptySlot') : slot.known === null ? name('summary.unknownCard') : name(`name.card.${slot.known}`)}`,
          ),
          locale,
        ),
      loyaltyList: (value, locale) =>
        listOf(
          (listParam(value) as readonly string[]).map((l, s) => `${seat(s)}: ${name(`name.loyalty.${l}`)}`),
          locale,
        ),
      slot: numbered,
      slots: (value, locale) => listOf(numbers(value), locale),
      slotsOr: (value, locale) => listOf(numbers(value), locale, 'or'),
      position: numbered,
      face: faceOf,
      faces: (value, locale) => listOf(listParam(value).map(faceOf), locale),
      faceValues: (value) => (listParam(value) as unknown as readonly VoteCard[]).map(face).join('; '),
    } satisfies Record<string, Renderer>,
    Object.fromEntries(NAMED.map((kind) => [kind, id(`name.${kind}`)])),
  );
}

/** The renderers that name an id by its key `name.<kind>.<id>` (a place, a hold, a loyalty …). */
const NAMED = ['place', 'placeTo', 'placeFrom', 'placeAt', 'shipOf', 'hold', 'holdTo', 'holdFrom', 'loyalty', 'vote', 'cause'] as const;

/** A slot or a position, numbered from 1. */
const numbered = (value: TextParam): string => String((value as number) + 1);

/** The speaker of Tortuga 1667 texts of `catalog` in `locale` at `table` (each text a sentence, its first letter capitalized). */
function t1667Speaker(catalog: Catalog, locale: string, table: T1667Table): Speaker {
  return catalogSpeaker(catalog, locale, (name) => renderers(table, name));
}

/** No table: players are named by seat number (messages that do not come with a view). */
export const NO_TABLE: T1667Table = Object.freeze({ viewer: null, characters: [], voteCards: [], names: [] });

/** The table as a view shows it, with the players' names the words were given. */
function tableOf(view: T1667View | null, names: readonly (string | null)[]): T1667Table {
  if (view === null) return { ...NO_TABLE, names };
  return { viewer: view.player, characters: view.seats.map((seat) => seat.character), voteCards: view.voteCards, names };
}

const other = (ship: ShipId): ShipId => (ship === 'fd' ? 'jr' : 'fd');

/** The parameters of an action's label: its fields and what the view adds (the ship, a known card …). */
function labelParams(view: T1667View, action: T1667Action): Record<string, TextParam> {
  const params: Record<string, TextParam> = { ...(action as unknown as Record<string, TextParam>) };
  const me = view.seats[action.player];
  const pending = view.pending;
  switch (action.type) {
    case 'placeChest':
      if (pending.kind === 'placeChest') params.ship = pending.ship;
      break;
    case 'reveal':
      params.known = view.row[action.slot]?.known ?? 'none';
      break;
    case 'attack':
      params.ship = me?.roles.captain ?? 'fd';
      break;
    case 'mutiny':
      params.ship = me?.roles.firstMate ?? 'fd';
      break;
    case 'smuggle':
      params.ship = me?.roles.cabinBoy ?? 'fd';
      params.to = action.from === 'british' ? 'french' : 'british';
      break;
    case 'atlantis':
      params.to = me !== undefined && (me.place === 'fd' || me.place === 'jr') ? other(me.place) : 'fd';
      break;
    case 'give':
      params.card = pending.kind === 'give' ? pending.card : 'atlantis';
      break;
    case 'takeChest':
      params.ship = pending.kind === 'loot' ? pending.ship : 'fd';
      break;
  }
  return params;
}

/** The parameters of a log entry: its fields, `you` when the viewer is its actor, and what explains it. */
function eventParams(view: T1667View, entry: LogEntry): Record<string, TextParam> {
  const event = entry.event;
  const params: Record<string, TextParam> = { ...(event as unknown as Record<string, TextParam>) };
  const actor = 'player' in event ? event.player : event.type === 'voteCalled' ? event.caller : null;
  params.you = actor !== null && actor === view.player;
  switch (event.type) {
    case 'setup':
      params.intrigue = event.firstPlayer === null;
      break;
    case 'peekResult':
      params.first = event.cards[0];
      params.second = event.cards[1];
      params.firstSlot = event.slots[0];
      params.secondSlot = event.slots[1];
      break;
    case 'voteRevealed': {
      const r = event.result;
      if (r.vote === 'attack') {
        params.why = r.success ? 'fired' : r.cannon === 0 ? 'noCannon' : r.torch === 0 ? 'noTorch' : 'doused';
        Object.assign(params, { cannon: r.cannon, torch: r.torch, water: r.water });
      } else if (r.vote === 'mutiny') {
        params.why = r.skull > r.wheel ? 'moreSkulls' : r.skull === r.wheel ? 'even' : 'moreWheels';
        Object.assign(params, { skull: r.skull, wheel: r.wheel });
      } else {
        params.why = r.winner;
        Object.assign(params, { british: r.british, french: r.french });
      }
      break;
    }
    case 'gameOver':
      Object.assign(params, {
        winner: event.outcome.winner,
        british: event.outcome.chests.british,
        french: event.outcome.chests.french,
        reason: event.outcome.reason,
      });
      break;
  }
  return params;
}

/** How a menu splits each action type: by these fields, in order. */
const MENU_LEVELS: Readonly<Partial<Record<T1667Action['type'], readonly string[]>>> = {
  force: ['target', 'slots'],
  marque: ['target', 'ship'],
  takeChest: ['from', 'into'],
  placePawn: ['place', 'position'],
};

/** The table in a few lines: the viewer's loyalty and hand, both ships, the rowboats' passengers (T67-POS-1), Tortuga and the row. */
function summary(view: T1667View, say: Say): Text[] {
  const b = view.board;
  const lines: Text[] = [];
  if (view.you !== null && view.player !== null) {
    lines.push(say('summary.you', { character: view.seats[view.player]!.character, loyalty: view.you.loyalty, hand: view.you.hand.map((card) => card.card) }));
  }
  for (const ship of ['fd', 'jr'] as const)
    lines.push(say('summary.ship', { ship, crew: [...b.ships[ship].crew], british: b.ships[ship].british, french: b.ships[ship].french }));
  for (const boat of ['fdBoat', 'jrBoat'] as const) {
    const player = b.rowboats[boat];
    if (player !== null) lines.push(say('summary.rowboat', { boat, player }));
  }
  lines.push(say('summary.tortuga', { line: [...b.tortuga.line], british: b.tortuga.british, french: b.tortuga.french, galleon: b.galleon }));
  lines.push(say('summary.row', { row: view.row.map((slot) => ({ ...slot })), deck: view.eventDeckSize }));
  return lines;
}

/** The label of a menu group: the action type, then a player, a place, a hold … */
function menuGroup(view: T1667View, say: Say, type: T1667Action['type'], field: string | null, sample: T1667Action): Text {
  if (field === null) return say(`menu.${type}`);
  const value = (sample as unknown as Record<string, TextParam>)[field] ?? null;
  if (field === 'target') return say('name.seatChoice', { target: value });
  if (field === 'ship' || field === 'place') return say(`name.place.${String(value)}`);
  if (field === 'from') return say('menu.from', { from: value });
  return say(`label.${type}`, labelParams(view, sample));
}

/**
 * The words of Tortuga 1667 in the language of `catalog`: the library's own
 * (`tortuga-rules/1667/en`, `…/de`, `…/nl`) or one an application brings (checked here; see
 * `WordsOptions.fallback` for a partial one).
 *
 * @example
 * ```ts
 * import { t1667Words } from 'tortuga-rules/1667/words';
 * import { T1667_DE } from 'tortuga-rules/1667/de';
 * const words = t1667Words(T1667_DE);
 * console.log(words.prompt(tortuga1667.viewFor(state, 0))?.text);
 * ```
 */
export function t1667Words(catalog: WordCatalog, options?: WordsOptions): Words<T1667View, T1667Action, LogEntry> {
  const names = namesGiven(options?.names);
  const templates = catalogTemplates(catalog, 'tortuga-1667', T1667_RENDERER_KINDS, options);
  const locale = catalog.locale;
  return gameWords<T1667View, T1667Action, LogEntry>({
    locale,
    catalog: templates,
    speakerAt: (view) => t1667Speaker(templates, locale, tableOf(view, names)),
    labelParams,
    eventParams,
    summary,
    menuLevels: (type) => MENU_LEVELS[type] ?? [],
    menuGroup,
  });
}

/** The `{x:kind}` placeholders Tortuga 1667 templates may use. */
export const T1667_RENDERER_KINDS: readonly string[] = Object.freeze(rendererKinds((name) => renderers(NO_TABLE, name)));

/**
 * Checks a Tortuga 1667 catalog an application brings (say, French) against the English one:
 * its shape, every key present and no other, templates that parse, known renderers, and no
 * placeholder the English template lacks. `tortuga-rules words check` prints this report.
 */
export function checkT1667Catalog(value: unknown, english: WordCatalog): CatalogReport {
  return compareCatalog(value, english, T1667_RENDERER_KINDS);
}
