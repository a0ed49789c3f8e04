import { s, type Child } from './dom.js';
import type { BaseAction, BaseConfig, Bot, DecisionView, Game, GameStates, LogEntryOf, Locale, PlayerId, Text, Words } from 'tortuga-rules';

/** How a seat is played: by a person at this screen, or by one of the library's bots. */
export type SeatKind = 'human' | BotKind;

/** The library's bots, weakest to strongest. */
export type BotKind = 'random' | 'heuristic' | 'search';

/** Every kind of seat, in the order the start screen offers them. */
export const SEAT_KINDS: readonly SeatKind[] = ['human', 'random', 'heuristic', 'search'];

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
  /** The configuration of a new game. */
  config(players: number, seed: string): C;
  /** A new bot of a kind. */
  bot(kind: BotKind): Bot<V, A>;
  /** A player's name as everyone knows it (never "you"). */
  playerName(view: V, player: PlayerId, words: TitleWords<A, V>): string;
  /** The table as an SVG drawing of the view. */
  table(view: V, words: TitleWords<A, V>): SVGElement;
  /** What everyone knows of one player, for the side panel: its full name and a few facts. */
  seat(view: V, player: PlayerId, words: TitleWords<A, V>): { readonly name: string; readonly facts: readonly string[] };
  /** What only the viewer sees (hand, loyalty, roll …), or null for a spectator. */
  secrets(view: V, words: TitleWords<A, V>): Child[] | null;
}

/** Plain words of a Text. */
export const say = (text: Text): string => text.text;

/** The frame of a table drawing, 960 wide: an image whose accessible name is the engine's summary of the table. */
export function drawing<A, V extends ClientView<A>>(view: V, words: TitleWords<A, V>, height: number, ...children: Child[]): SVGElement {
  return s('svg', { viewBox: `0 0 960 ${height}`, class: 'table', role: 'img', 'aria-label': words.summary(view).map((line) => line.text).join(' ') }, ...children);
}
