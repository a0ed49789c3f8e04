import type { PlayerId } from '../core/engine/game.js';
import type { Message } from '../core/words/text.js';
import type {
  Boat,
  EventKind,
  LogEntry,
  Loyalty,
  Place,
  ShipId,
  StarKind,
  T1667Action,
  T1667Options,
  T1667Outcome,
  TreasureKind,
  VoteCard,
  VoteKind,
} from './types.js';

/**
 * The shapes of a Tortuga 1667 view (what `viewFor` returns), apart from the code that builds
 * them, so that what reads a view (the prompt, the words, the tensors) needs no part of it.
 */
/** One slot of the row as a seat sees it. */
export interface RowSlotView {
  /** Slot index 0–4. */
  readonly slot: number;
  /** True while a card lies face down in it. */
  readonly faceDown: boolean;
  /** The card, if this seat peeked at it and it has not changed since (T67-INFO-2). */
  readonly known: EventKind | null;
}

/** What everyone knows about one seat (T67-INFO-1). */
export interface SeatView {
  /** The player at this seat. */
  readonly player: PlayerId;
  /** The seat's character (T67-COMP-6), as a number from 0 to `CHARACTER_COUNT` - 1 (`words.say(view, 'name.character.' + i)` names it). */
  readonly character: number;
  /** Where the pawn is. */
  readonly place: Place;
  /** Position in its line (0 = Captain / Governor), or null in a rowboat or, at the intrigue start, before the pawn is placed. */
  readonly position: number | null;
  /** Roles held now (T67-ROLE-1). */
  readonly roles: { readonly captain: ShipId | null; readonly firstMate: ShipId | null; readonly cabinBoy: ShipId | null; readonly governor: boolean };
  /** Number of vote cards in hand. */
  readonly handSize: number;
  /** Albatross cards in front of the seat. */
  readonly albatross: number;
  /** Kept Letters of Marque, and how many are usable this turn. */
  readonly letters: { readonly kept: number; readonly usable: number };
  /** Treasure cards held (public by ruling, T67-INFO-1). */
  readonly treasures: Readonly<Record<TreasureKind, number>>;
  /** Turns this seat will lose. */
  readonly lostTurns: number;
  /** Votes still to sit out under a face-up Pirate Code (T67-EVT-CODE); 0 without one. */
  readonly pirateCode: number;
  /** The loyalty card, when this viewer may see it (own card, an open card, or the game is over). */
  readonly loyalty: Loyalty | null;
}

/** The public side of what the game waits for. */
export type PendingView =
  | { readonly kind: 'placeChest'; readonly player: PlayerId; readonly ship: ShipId }
  | { readonly kind: 'action'; readonly player: PlayerId; readonly atlantisWindow: boolean }
  | {
      readonly kind: 'vote';
      readonly vote: VoteKind;
      readonly caller: PlayerId;
      /** The decision count at which the vote was called. */
      readonly openedAt: number;
      readonly ship: ShipId | null;
      readonly voters: PlayerId[];
      /** Voters who have chosen; never what they chose (T67-VOTE-8). */
      readonly committed: PlayerId[];
    }
  | { readonly kind: 'forcedPick'; readonly player: PlayerId; readonly forcer: PlayerId; readonly slots: [number, number] }
  | { readonly kind: 'loot'; readonly player: PlayerId; readonly ship: ShipId }
  | { readonly kind: 'marque'; readonly player: PlayerId }
  | { readonly kind: 'pistol'; readonly player: PlayerId }
  | { readonly kind: 'give'; readonly player: PlayerId; readonly card: TreasureKind }
  | { readonly kind: 'escape'; readonly player: PlayerId; readonly cause: string }
  | { readonly kind: 'powder' | 'fever' | 'crow' | 'returnCard' | 'loseCard'; readonly player: PlayerId }
  | { readonly kind: 'crowSearch'; readonly player: PlayerId; readonly target: PlayerId; readonly count: number; readonly picked: number }
  | {
      readonly kind: 'placePawn';
      readonly player: PlayerId;
      /** Seats whose pawns are still in the bag, in seat order — never the order they will be drawn in (T67-INFO-3). */
      readonly unplaced: PlayerId[];
    }
  | { readonly kind: 'forcerPick'; readonly player: PlayerId; readonly forced: PlayerId; readonly slots: [number, number] }
  | { readonly kind: 'timeoutPeek'; readonly player: PlayerId; readonly target: PlayerId }
  | { readonly kind: 'over' };

/**
 * The edition and options as every seat may know them. Star cards chosen at random are
 * shuffled unseen into the event deck: a view shows how many are in the game, and which only
 * when the players named them (T67-INFO-3).
 */
export interface T1667OptionsView extends Omit<T1667Options, 'stars'> {
  /** The star cards in this game when they were named (or all eight are in); null when chosen at random or stacked. */
  readonly stars: StarKind[] | null;
  /** How many star cards this game's event deck was built with. */
  readonly starCount: number;
}

/** A vote card in the viewer's hand. */
export interface HandCardView {
  /** The card number, as used in `vote` actions. */
  readonly card: number;
  /** Its symbols. */
  readonly face: VoteCard;
}

/** What one seat, or a spectator, may know of a Tortuga 1667 game (§11). */
export interface T1667View {
  /** The viewing player, or null for a spectator. */
  readonly player: PlayerId | null;
  /** Number of seats. */
  readonly players: number;
  /** Decisions applied so far. */
  readonly decisions: number;
  /** Chests and pawns everywhere (public). */
  readonly board: {
    readonly galleon: number;
    readonly ships: Readonly<Record<ShipId, { readonly crew: PlayerId[]; readonly british: number; readonly french: number }>>;
    readonly tortuga: { readonly line: PlayerId[]; readonly british: number; readonly french: number; readonly unassigned: number };
    readonly rowboats: { readonly fdBoat: PlayerId | null; readonly jrBoat: PlayerId | null };
  };
  /** The event row. */
  readonly row: RowSlotView[];
  /** Cards left in the event deck. */
  readonly eventDeckSize: number;
  /** Cards left in the vote deck. */
  readonly voteDeckSize: number;
  /** Discarded event cards (public). */
  readonly discard: EventKind[];
  /** Every seat's public side. */
  readonly seats: SeatView[];
  /** The viewer's own secrets; null for a spectator. */
  readonly you: {
    readonly loyalty: Loyalty;
    readonly hand: HandCardView[];
    /** The cards this seat committed to the vote being collected, if any. */
    readonly committedVote: number[] | null;
    /** A hand this seat chose with Crow's Nest and still knows (T67-EVT-CROW). */
    readonly knownHand: { readonly target: PlayerId; readonly cards: number[] } | null;
    /** While this seat searches the vote deck for Crow's Nest: the deck's cards and those picked. */
    readonly crowSearch: { readonly target: PlayerId; readonly deck: HandCardView[]; readonly picked: number[]; readonly count: number } | null;
  } | null;
  /** The edition and options of this game (public), the star cards only when named. */
  readonly options: T1667OptionsView;
  /**
   * The faces of the vote deck's cards by card number (public: what the deck is made of, not who
   * holds which). With the standard deck this is `DEFAULT_VOTE_CARDS` itself, shared and frozen.
   */
  readonly voteCards: readonly VoteCard[];
  /** Rowboats destroyed by Black Powder. */
  readonly explodedBoats: Boat[];
  /** Intrigue start: the positions taken so far, before the lines close up. */
  readonly startSlots: { readonly fd: (PlayerId | null)[]; readonly jr: (PlayerId | null)[]; readonly tortuga: (PlayerId | null)[] } | null;
  /** Whose turn it is, its number, and its actions. */
  readonly turn: { readonly player: PlayerId; readonly number: number; readonly actionsTaken: number; readonly actionsPerTurn: number };
  /** True during the tie-breaker (T67-END-5). */
  readonly tiebreak: boolean;
  /** What the game waits for (public). */
  readonly pending: PendingView;
  /** What follows once the current action is carried out: a row slot to refill, voters to draw (public). */
  readonly afterAction: { readonly refillSlot: number | null; readonly drawing: PlayerId[] };
  /** Seats with a legal action now. */
  readonly toAct: PlayerId[];
  /** The viewer's own decision: a prompt as data (a template's key and parameters, in no language: `Words.prompt(view)` says it) and every legal action. Null when it has none. */
  readonly decision: { readonly prompt: Message; readonly actions: T1667Action[] } | null;
  /** The log entries this viewer may see, oldest first (with the `logAfter` option, only those after that decision). */
  readonly log: LogEntry[];
  /** The result, once over. */
  readonly outcome: T1667Outcome | null;
}
