import { viewerSeat } from '../core/seat-of.js';
import { logForViewer, visibleEntries } from '../core/chunked-list.js';
import type { PlayerId, ViewOptions } from '../core/game.js';
import { rolesOf } from './actions.js';
import { placeOf } from './board.js';
import { DEFAULT_VOTE_CARDS, voteCardsOf } from './cards.js';
import { usableLetters } from './events.js';
import { legalActions, toAct } from './legal.js';
import { NO_PROMPT, promptOf } from './prompt.js';
import type { Message } from '../core/text.js';
import { actionsPerTurn } from './turns.js';
import type {
  Boat,
  EventKind,
  T1667Options,
  LogEntry,
  Loyalty,
  Place,
  ShipId,
  StarKind,
  T1667Action,
  T1667Outcome,
  T1667State,
  TreasureKind,
  VoteCard,
  VoteKind,
} from './types.js';

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

/** T67-INFO-3: the options as a seat sees them — random star cards only counted. */
function optionsView(options: T1667Options): T1667OptionsView {
  // Field by field: rest and spread of an object are a slow path in V8, and every view has this.
  const { rules, chaos, timer, openLoyalties, intrigue, shorter, maxDecisions, stars, namedStars } = options;
  return { rules, chaos, timer, openLoyalties, intrigue, shorter, maxDecisions, namedStars, stars: namedStars ? [...stars] : null, starCount: stars.length };
}

/** Vote cards as a seat sees them, lowest number first. */
function cardViews(state: T1667State, cards: readonly number[]): HandCardView[] {
  const table = voteCardsOf(state);
  return [...cards].sort((a, b) => a - b).map((card) => ({ card, face: copyCard(table[card] as VoteCard) }));
}

/** A copy of a vote card's face, field by field (spreading frozen objects is slow in V8). */
function copyCard({ cannon, torch, water, british, french, skull, wheel }: VoteCard): VoteCard {
  return { cannon, torch, water, british, french, skull, wheel };
}

/** A pawn's position in its line; null in a rowboat or still in the bag (T67-OPT-INTRIGUE). */
function positionOf(state: T1667State, seat: PlayerId, place: Place): number | null {
  const index = (place === 'fd' || place === 'jr' ? state.ships[place].crew : state.tortuga.line).indexOf(seat); // -1 in a rowboat or the bag
  return index < 0 ? null : index;
}

function seatView(state: T1667State, seat: PlayerId, viewer: PlayerId | null): SeatView {
  const s = state.seats[seat]!;
  const place = placeOf(state, seat);
  return {
    player: seat,
    character: state.characters[seat]!,
    place,
    position: positionOf(state, seat, place),
    roles: rolesOf(state, seat),
    handSize: s.hand.length,
    albatross: s.albatross,
    letters: { kept: s.letters.length, usable: usableLetters(state, seat) },
    treasures: { atlantis: s.atlantis, eldorado: s.eldorado, fountain: s.fountain },
    lostTurns: s.lostTurns,
    pirateCode: s.pirateCode,
    loyalty: seat === viewer || s.loyaltyOpen || state.outcome !== null ? s.loyalty : null, // T67-INFO-2, T67-OPT-OPEN, T67-INFO-4
  };
}

function pendingView(state: T1667State): PendingView {
  const p = state.pending;
  switch (p.kind) {
    case 'vote':
      return {
        kind: 'vote',
        vote: p.vote,
        caller: p.caller,
        openedAt: p.openedAt,
        ship: p.ship,
        voters: [...p.voters],
        committed: p.voters.filter((_, index) => p.choices[index] !== null),
      };
    case 'action':
      return { kind: 'action', player: p.player, atlantisWindow: state.turn.actionsTaken === 0 };
    case 'forcedPick':
      return { kind: 'forcedPick', player: p.player, forcer: p.forcer, slots: [p.slots[0], p.slots[1]] };
    case 'placeChest':
      return { kind: 'placeChest', player: p.player, ship: p.ship };
    case 'loot':
      return { kind: 'loot', player: p.player, ship: p.ship };
    case 'give':
      return { kind: 'give', player: p.player, card: p.card };
    case 'escape':
      return { kind: 'escape', player: p.player, cause: p.cause };
    case 'marque':
    case 'pistol':
    case 'powder':
    case 'fever':
    case 'crow':
    case 'returnCard':
    case 'loseCard':
      return { kind: p.kind, player: p.player };
    case 'crowSearch':
      return { kind: 'crowSearch', player: p.player, target: p.target, count: p.count, picked: p.picked.length };
    case 'placePawn':
      return { kind: 'placePawn', player: p.player, unplaced: [...p.bag].sort((a, b) => a - b) }; // T67-INFO-3
    case 'forcerPick':
      return { kind: 'forcerPick', player: p.player, forced: p.forced, slots: [p.slots[0], p.slots[1]] };
    case 'timeoutPeek':
      return { kind: 'timeoutPeek', player: p.player, target: p.target };
    case 'over':
      return { kind: 'over' };
  }
}

/**
 * What `viewer` may know (§11), built field by field from an allow-list: public facts
 * (T67-INFO-1), the viewer's own secrets (T67-INFO-2), never anything of T67-INFO-3.
 * At the end every loyalty card is shown (T67-INFO-4).
 */
export function viewFor(state: T1667State, viewer: PlayerId | null, options: ViewOptions = {}): T1667View {
  const seat = viewerSeat(viewer, state.players);
  const own = seat === null ? null : state.seats[seat]!;
  const pending = state.pending;
  // The viewer's own committed vote (a spectator or non-voter has none: choices[-1] is undefined).
  const choice = pending.kind === 'vote' && seat !== null ? pending.choices[pending.voters.indexOf(seat)] : null;
  const committedVote = choice ? [...choice] : null;
  const actions = legalActions(state, seat ?? -1); // none for a spectator
  const view = {
    player: seat,
    players: state.players,
    decisions: state.decisions,
    board: {
      galleon: state.galleon,
      ships: {
        fd: { crew: [...state.ships.fd.crew], british: state.ships.fd.british, french: state.ships.fd.french },
        jr: { crew: [...state.ships.jr.crew], british: state.ships.jr.british, french: state.ships.jr.french },
      },
      tortuga: { line: [...state.tortuga.line], british: state.tortuga.british, french: state.tortuga.french, unassigned: state.tortuga.unassigned },
      rowboats: { fdBoat: state.rowboats.fdBoat, jrBoat: state.rowboats.jrBoat },
    },
    row: state.row.map((card, slot) => ({ slot, faceDown: card !== null, known: own?.peeks[slot] ?? null })),
    eventDeckSize: state.eventDeck.length,
    voteDeckSize: state.voteDeck.length,
    discard: [...state.discard],
    seats: state.seats.map((_, index) => seatView(state, index, seat)),
    you:
      own === null
        ? null
        : {
            loyalty: own.loyalty,
            hand: cardViews(state, own.hand),
            committedVote,
            knownHand: own.knownHand === null ? null : { target: own.knownHand.target, cards: [...own.knownHand.cards] },
            crowSearch:
              pending.kind === 'crowSearch' && pending.player === seat
                ? { target: pending.target, deck: cardViews(state, state.voteDeck), picked: [...pending.picked], count: pending.count }
                : null,
          },
    options: optionsView(state.options),
    voteCards: state.voteCards === null ? DEFAULT_VOTE_CARDS : state.voteCards.map((card) => ({ ...card })),
    explodedBoats: [...state.explodedBoats],
    startSlots: state.startSlots === null ? null : { fd: [...state.startSlots.fd], jr: [...state.startSlots.jr], tortuga: [...state.startSlots.tortuga] },
    turn: { player: state.turn.player, number: state.turn.number, actionsTaken: state.turn.actionsTaken, actionsPerTurn: actionsPerTurn(state) },
    tiebreak: state.tiebreak,
    pending: pendingView(state),
    afterAction: { refillSlot: state.afterAction.refillSlot, drawing: [...state.afterAction.drawing] },
    toAct: toAct(state),
    decision: actions.length > 0 ? { prompt: NO_PROMPT, actions } : null,
    log: visibleEntries(state.log, seat, options.logAfter),
    outcome: state.outcome,
  };
  const prompt = promptOf(view); // null exactly when there is no decision
  if (prompt !== null) view.decision!.prompt = prompt;
  return view;
}


/**
 * The log entries `viewer` may see (public ones and its own private ones; a spectator sees
 * the public ones), oldest first, after decision `after` (default: all of them).
 */
export function logFor(state: T1667State, viewer: PlayerId | null, after = -1): LogEntry[] {
  return logForViewer(state.log, state.players, viewer, after);
}
