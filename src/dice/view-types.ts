import type { PlayerId } from '../core/engine/game.js';
import type { Message } from '../core/words/text.js';
import type { ChestColour, DiceAction, DiceActionKind, DiceLogEntry, DiceOutcome, DicePending, DiceTask, Face, FaceTable, PlacedDie } from './types.js';

/**
 * The shapes of a dice-game view (what `viewFor` returns), apart from the code that builds them,
 * so that what reads a view (the prompt, the words, the tensors) needs no part of it.
 */
/**
 * The public side of what the game waits for: the whole pending record, except that a
 * player choosing between treasure tokens shows only how many it is looking at (TD-INFO-2).
 */
export type DicePendingView =
  Exclude<DicePending, { kind: 'chooseToken' }> | { readonly kind: 'chooseToken'; readonly player: PlayerId; readonly tokens: number };

/** What everyone sees of one player (TD-INFO-4). */
export interface DiceSeatView {
  /** The player at this seat. */
  readonly player: PlayerId;
  /** Ship and pirate marker fields. */
  readonly ship: number;
  /** Pirate marker field. */
  readonly pirate: number;
  /** Chests per area of the board. */
  readonly shipFields: ChestColour[];
  /** Chests on the crew fields. */
  readonly crewFields: ChestColour[];
  /** Chests on the island field. */
  readonly island: ChestColour[];
  /** Chests in Tortuga. */
  readonly tortuga: ChestColour[];
  /** How many treasure tokens the player holds (their values are private, TD-INFO-2). */
  readonly tokenCount: number;
  /** Advantage tokens per action field. */
  readonly advantage: Readonly<Record<DiceActionKind, number>>;
  /** Dice placed this round, per action, and the current total (with the token). */
  readonly placed: Readonly<Record<DiceActionKind, PlacedDie[]>>;
  /** Totals per action this round (null without dice there). */
  readonly totals: Readonly<Record<DiceActionKind, number | null>>;
  /** Dice still in hand. */
  readonly diceInHand: number;
  /** True once this seat has chosen in the current secret keep (never what). */
  readonly hasChosen: boolean;
  /** Skulls kept alone, waiting for their action. */
  readonly loneSkulls: number[];
  /** The faces of an open re-roll this seat is placing from (TD-DICE-7, public); null otherwise. */
  readonly openRoll: Face[] | null;
  /**
   * True once the screens have lifted when this seat's roll could place nothing: it re-rolls
   * openly when its turn comes (TD-DICE-7). Never true before the screens lift (TD-INFO-1).
   */
  readonly waitsToReroll: boolean;
}

/** What one seat, or a spectator, may know of a dice game (§11). */
export interface DiceView {
  /** The viewing player, or null for a spectator. */
  readonly player: PlayerId | null;
  /** Number of seats. */
  readonly players: number;
  /** Decisions applied so far. */
  readonly decisions: number;
  /** Round number and start player. */
  readonly round: number;
  /** The start player this round. */
  readonly startPlayer: PlayerId;
  /** Chests in Tortuga that end the game. */
  readonly target: number;
  /** The decision cap (TD-OPT-CAP), or null. */
  readonly maxDecisions: number | null;
  /** The die-face table (printed on the screens); with the default table, `DEFAULT_FACES` itself, shared and frozen. */
  readonly faces: FaceTable;
  /** Chests left in the bag (its order is hidden). */
  readonly bagSize: number;
  /** Treasure tokens left in the supply. */
  readonly supplySize: number;
  /** Advantage tokens left on the central island. */
  readonly advantageSupply: number;
  /** Chests on the central island. */
  readonly centralIsland: ChestColour[];
  /** Every seat's public side. */
  readonly seats: DiceSeatView[];
  /** The viewer's own secrets; null for a spectator. */
  readonly you: {
    /** The current roll behind the screen: die index and face. */
    readonly roll: { readonly die: number; readonly face: Face }[] | null;
    /** The dice chosen to keep, before the screens lift. */
    readonly kept: number[] | null;
    /** Treasure token values. */
    readonly tokens: number[];
    /** The two tokens being looked at (TD-ACT-TREASURE), if any. */
    readonly lookingAt: number[] | null;
  } | null;
  /** What the game waits for, publicly. */
  readonly pending: { readonly kind: DicePending['kind']; readonly players: PlayerId[]; readonly action: DiceActionKind | null };
  /** Public detail of the round: the full pending record, the round's remaining tasks and the players named for board/raid. */
  readonly stage: {
    readonly pending: DicePendingView;
    readonly tasks: DiceTask[];
    readonly named: { readonly board: PlayerId | null; readonly raid: PlayerId | null };
  };
  /** Seats with a legal action now. */
  readonly toAct: PlayerId[];
  /** The viewer's own decision: a prompt as data (a template's key and parameters, in no language: `Words.prompt(view)` says it) and every legal action. */
  readonly decision: { readonly prompt: Message; readonly actions: DiceAction[] } | null;
  /** The log entries this viewer may see, oldest first (with the `logAfter` option, only those after that decision). */
  readonly log: DiceLogEntry[];
  /** The result, once over. */
  readonly outcome: DiceOutcome | null;
}
