import { s, type Child } from './dom.js';
import type { BaseAction, BaseConfig, Bot, DecisionView, Game, GameStates, LogEntryOf, Locale, Patch, PlayerId, Text, Words } from 'tortuga-rules';

/** How a seat is played: by a person at this screen, or by one of the library's bots. */
export type SeatKind = 'human' | BotKind;

/** The library's bots, weakest to strongest. */
export type BotKind = 'random' | 'heuristic' | 'search';

/** Every kind of seat, in the order the start screen offers them. */
export const SEAT_KINDS: readonly SeatKind[] = ['human', 'random', 'heuristic', 'search'];

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

/** The least a view must have for the client: its player, decision and log. */
export interface ClientView<Action> extends DecisionView<Action> {
  readonly players: number;
  readonly decisions: number;
  readonly toAct: PlayerId[];
  readonly log: readonly unknown[];
}

/** The words of a title, as the client uses them. */
export type TitleWords<A, V> = Words<V, A, LogEntryOf<V>>;

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
  words(locale: Locale): TitleWords<A, V>;
  readonly players: { readonly min: number; readonly max: number; readonly standard: number };
  /** The options the start screen offers. */
  readonly options: readonly OptionSpec[];
  /** The configuration of a new game with the options chosen (see `chosenOptions`). */
  config(players: number, seed: string, options: OptionValues): C;
  /** A new bot of a kind. */
  bot(kind: BotKind): Bot<V, A>;
  /** A player's name as everyone knows it (never "you"). */
  playerName(view: V, player: PlayerId, words: TitleWords<A, V>): string;
  /** The table as an SVG drawing of the view. */
  table(view: V, words: TitleWords<A, V>): SVGElement;
  /** What everyone knows of one player, for the side panel: its full name and a few facts (a role or a card explains itself). */
  seat(view: V, player: PlayerId, words: TitleWords<A, V>): { readonly name: string; readonly facts: readonly Fact[] };
  /**
   * Direct play: the legal actions that the pieces chosen on the table (`data-pick` values, in
   * the order clicked) stand for — two row cards for a peek or a force, one for a reveal or a
   * pick. Empty when they stand for none.
   */
  picked(actions: readonly A[], chosen: readonly string[]): A[];
  /** The pieces (`data-key`) a change between two of a seat's views touches, for the animation (`animate.ts`). */
  changedKeys(patches: readonly Patch[]): string[];
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
export function drawing<A, V extends ClientView<A>>(view: V, words: TitleWords<A, V>, height: number, ...children: Child[]): SVGElement {
  return s('svg', { viewBox: `0 0 960 ${height}`, class: 'table', role: 'img', 'aria-label': words.summary(view).map((line) => line.text).join(' ') }, ...children);
}
