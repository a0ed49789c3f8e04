import { s, type Child, type Drawn } from './dom.js';
import type { Guide } from './guide.js';
import { cleanPlayerName, playerNameKey } from 'tortuga-rules';
import type { BaseAction, BaseConfig, Bot, BotLevel, DecisionView, Game, GameStates, LogEntryOf, Locale, Patch, PlayerId, Text, Words } from 'tortuga-rules';

/** How a seat is played: by a person at this screen, or by one of the library's bots. */
export type SeatKind = 'human' | BotKind;

/** The library's bot levels (`botFor`), weakest to strongest: the same bots at this screen and at a table of the table server. */
export type BotKind = BotLevel;

/**
 * The levels, weakest first, as the library's `BOT_LEVELS` lists them (written out so that the start
 * screen does not load the bots; a test checks they are the same).
 */
export const BOT_KINDS = ['easy', 'medium', 'hard', 'expert'] as const satisfies readonly BotLevel[];

/** Every kind of seat, in the order the start screen offers them. */
export const SEAT_KINDS: readonly SeatKind[] = ['human', ...BOT_KINDS];

/** The bots of earlier versions of this page, as a kept game may still name them: the level each was played as at a table of the table server. */
const EARLIER_KINDS: Readonly<Record<string, BotKind>> = { random: 'easy', heuristic: 'medium', search: 'hard' };

/** A seat kind read back from this browser's storage: a kind of this page, one of an earlier version as its level, or null. */
export function seatKindOf(value: unknown): SeatKind | null {
  if (typeof value !== 'string') return null;
  const kind = SEAT_KINDS.find((k) => k === value);
  if (kind !== undefined) return kind;
  return Object.hasOwn(EARLIER_KINDS, value) ? EARLIER_KINDS[value]! : null;
}

/**
 * A game option the start screen offers: its configuration key and its values, the default
 * first. The engine checks the configuration they make (and names a bad combination).
 */
export interface OptionSpec {
  readonly key: string;
  readonly values: readonly (string | number | boolean)[];
  /** Only for tables on the server (a clock needs a host to keep it). */
  readonly online?: boolean;
}

/** Option values as chosen (the key's default when absent). */
export type OptionValues = Readonly<Record<string, string | number | boolean>>;

/** The options that differ from their defaults, for a local game or (with `online`) a table. */
export function chosenOptions(specs: readonly OptionSpec[], values: OptionValues, online: boolean): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const spec of specs) {
    const value = values[spec.key];
    if (value !== undefined && value !== spec.values[0] && (online || spec.online !== true)) out[spec.key] = value;
  }
  return out;
}

/** The least a view must have for the client: its player, decision, log and outcome (a table store's `TableView` and more). */
export interface ClientView<Action> extends DecisionView<Action> {
  readonly players: number;
  readonly outcome: object | null;
  readonly decisions: number;
  readonly toAct: PlayerId[];
  readonly log: readonly unknown[];
}

/** The pieces on the table an action stands for (see `Title.pieces`). */
export interface ActionPieces {
  readonly required: readonly string[];
  readonly optional: readonly string[];
}

/**
 * Direct play: the legal actions the pieces chosen on the table stand for — every chosen piece
 * is one of the action's and every piece it requires is chosen. Empty when nothing is chosen.
 */
export function pickedActions<A, V extends ClientView<A>>(title: { pieces(view: V, action: A): ActionPieces }, view: V, chosen: readonly string[]): A[] {
  if (chosen.length === 0) return [];
  return (view.decision?.actions ?? []).filter((action) => {
    const { required, optional } = title.pieces(view, action);
    return required.every((piece) => chosen.includes(piece)) && chosen.every((piece) => required.includes(piece) || optional.includes(piece));
  });
}

/** Every piece some legal action of the view stands for: what can be clicked. */
export function pickablePieces<A, V extends ClientView<A>>(title: { pieces(view: V, action: A): ActionPieces }, view: V): Set<string> {
  const out = new Set<string>();
  for (const action of view.decision?.actions ?? []) {
    const { required, optional } = title.pieces(view, action);
    for (const piece of [...required, ...optional]) out.add(piece);
  }
  return out;
}

/** The words of a title, as the client uses them. */
export type TitleWords<A, V> = Words<V, A, LogEntryOf<V>>;

/** The people's names at a table, by seat (null: the game's own name for the seat), as the words take them (`wordsFor`'s `names`). */
export type SeatNames = readonly (string | null)[];

/**
 * Names as typed or sent, made what `playerNames` takes: each cleaned by `cleanPlayerName`
 * (control and format characters dropped, trimmed, a visible letter or digit, at most 24
 * characters); one that is not fit, or that looks like an earlier seat's, is none at all (the
 * game's own name for the seat).
 */
export function cleanNames(raw: readonly unknown[]): SeatNames {
  const seen = new Set<string>();
  return raw.slice(0, 9).map((value) => {
    const name = cleanPlayerName(typeof value === 'string' ? value.slice(0, 96) : null);
    if (name === null || seen.has(playerNameKey(name))) return null;
    seen.add(playerNameKey(name));
    return name;
  });
}

const othersViews = new WeakMap<object, object>();

/**
 * A player's name as the words say it to someone else (never "you"): the name the words were
 * given for the seat, else the game's own (a 1667 character's first name, "Player 2").
 */
export function nameOf<A, V extends ClientView<A>>(view: V, player: PlayerId, words: TitleWords<A, V>): string {
  let others = othersViews.get(view);
  if (others === undefined) {
    others = { ...view, player: null };
    othersViews.set(view, others);
  }
  return words.say(others as V, 'ui.playerName', { player }).text;
}

/**
 * One game as the client shows it: the engine's game module, how to set it up, its bots,
 * and how to draw one player's view of it. Everything else (turns, hand-over, menus, log,
 * records, replays) is the same for both games.
 */
export interface Title<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O> {
  readonly id: 'tortuga-1667' | 'tortuga-dice';
  readonly game: Game<C, S, A, V, O>;
  /** Loading saved states (a hot-seat game kept in the browser). */
  readonly states: GameStates<S, V>;
  /** The game's words (with the client's own) in a locale. */
  words(locale: Locale, names?: SeatNames): TitleWords<A, V>;
  readonly players: { readonly min: number; readonly max: number; readonly standard: number };
  /** The options the start screen offers. */
  readonly options: readonly OptionSpec[];
  /** The configuration of a new game with the options chosen (see `chosenOptions`). */
  config(players: number, seed: string, options: OptionValues): C;
  /** A new bot of a kind (`level-bots.ts`: loaded when asked for, apart from the page's game). */
  bot(kind: BotKind): Promise<Bot<V, A>>;
  /** The table as an SVG drawing of the view. */
  table(view: V, words: TitleWords<A, V>): Drawn;
  /** What everyone knows of one player, for the side panel: its full name and a few facts (a role or a card explains itself). */
  seat(view: V, player: PlayerId, words: TitleWords<A, V>): { readonly name: string; readonly facts: readonly Fact[] };
  /**
   * Direct play: the pieces on the table (`data-pick` values) an action of the view's decision
   * stands for — `required` must all be chosen before the action is offered (two row cards for
   * a peek, the hold a chest goes into, the dice to keep), `optional` may be (the player a force
   * is aimed at).
   */
  pieces(view: V, action: A): ActionPieces;
  /** The pieces (`data-key`) a change between two of a seat's views touches, for the animation (`animate.ts`). */
  changedKeys(patches: readonly Patch[]): string[];
  /** The guided first game: a stacked deal and the steps that explain the person's first decisions (`guide.ts`). */
  readonly guide: Guide<C, V, A>;
  /** The player aid: a title and a few paragraphs (the turn, the votes or actions, the end). */
  aid(words: TitleWords<A, V>): { readonly title: string; readonly paragraphs: readonly string[] };
  /** What only the viewer sees (hand, loyalty, roll …), or null for a spectator. */
  secrets(view: V, words: TitleWords<A, V>): Child[] | null;
}

/** A fact of the side panel: words, or words with the help that explains them. */
export type Fact = string | { readonly text: string; readonly help: string };

/** Plain words of a Text. */
export const say = (text: Text): string => text.text;

/** The frame of a table drawing, 960 wide: an image whose accessible name is the engine's summary of the table. */
export function drawing<A, V extends ClientView<A>>(view: V, words: TitleWords<A, V>, height: number, ...children: Child[]): Drawn {
  return s(
    'svg',
    {
      viewBox: `0 0 960 ${height}`,
      class: 'table',
      role: 'img',
      'aria-label': words
        .summary(view)
        .map((line) => line.text)
        .join(' '),
    },
    ...children,
  );
}
