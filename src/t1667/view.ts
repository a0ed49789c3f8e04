import type { PlayerId } from '../core/game.js';
import { rolesOf } from './actions.js';
import { placeOf } from './board.js';
import { CHARACTERS, EVENT_CARDS } from './cards.js';
import { usableLetters } from './events.js';
import { legalActions, toAct } from './legal.js';
import { actionsPerTurn } from './turns.js';
import type {
  EventKind,
  LogEntry,
  Loyalty,
  Place,
  ShipId,
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
  /** Seat index. */
  readonly seat: PlayerId;
  /** The seat's character (T67-COMP-6). */
  readonly character: string;
  /** Where the pawn is. */
  readonly place: Place;
  /** Position in its line (0 = Captain / Governor), or null in a rowboat. */
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
  /** The loyalty card, when this viewer may see it (own card, or the game is over). */
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
  | { readonly kind: 'fountain'; readonly player: PlayerId; readonly cause: string }
  | { readonly kind: 'over' };

/** A vote card in the viewer's hand. */
export interface HandCardView {
  /** The card number, as used in `vote` actions. */
  readonly card: number;
  /** Its symbols. */
  readonly face: VoteCard;
}

/** What one seat, or a spectator, may know of a Tortuga 1667 game (§11). */
export interface T1667View {
  /** The viewing seat, or null for a spectator. */
  readonly seat: PlayerId | null;
  /** Number of seats. */
  readonly players: number;
  /** Decisions applied so far. */
  readonly decisions: number;
  /** Chests and pawns everywhere (public). */
  readonly board: {
    readonly galleon: number;
    readonly ships: Readonly<Record<ShipId, { readonly crew: PlayerId[]; readonly british: number; readonly french: number }>>;
    readonly tortuga: { readonly line: PlayerId[]; readonly british: number; readonly french: number };
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
  } | null;
  /** Whose turn it is, its number, and its actions. */
  readonly turn: { readonly player: PlayerId; readonly number: number; readonly actionsTaken: number; readonly actionsPerTurn: number };
  /** True during the tie-breaker (T67-END-5). */
  readonly tiebreak: boolean;
  /** What the game waits for (public). */
  readonly pending: PendingView;
  /** Seats with a legal action now. */
  readonly toAct: PlayerId[];
  /** The viewer's own decision: a prompt and every legal action. Null when it has none. */
  readonly decision: { readonly prompt: string; readonly actions: T1667Action[] } | null;
  /** The log entries this viewer may see, oldest first. */
  readonly log: LogEntry[];
  /** The result, once over. */
  readonly outcome: T1667Outcome | null;
}

function positionOf(state: T1667State, seat: PlayerId, place: Place): number | null {
  if (place === 'fd' || place === 'jr') return state.ships[place].crew.indexOf(seat);
  if (place === 'tortuga') return state.tortuga.line.indexOf(seat);
  return null;
}

function seatView(state: T1667State, seat: PlayerId, viewer: PlayerId | null): SeatView {
  const s = state.seats[seat]!;
  const place = placeOf(state, seat);
  return {
    seat,
    character: CHARACTERS[seat] ?? `Pirate ${seat + 1}`,
    place,
    position: positionOf(state, seat, place),
    roles: rolesOf(state, seat),
    handSize: s.hand.length,
    albatross: s.albatross,
    letters: { kept: s.letters.length, usable: usableLetters(state, seat) },
    treasures: { atlantis: s.atlantis, eldorado: s.eldorado, fountain: s.fountain },
    lostTurns: s.lostTurns,
    loyalty: seat === viewer || state.outcome !== null ? s.loyalty : null, // T67-INFO-2, T67-INFO-4
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
    case 'fountain':
      return { kind: 'fountain', player: p.player, cause: p.cause };
    case 'marque':
    case 'pistol':
      return { kind: p.kind, player: p.player };
    case 'over':
      return { kind: 'over' };
  }
}

const SHIP_NAMES: Readonly<Record<ShipId, string>> = { fd: 'the Flying Dutchman', jr: 'the Jolly Roger' };

/** A sentence a UI can show the viewer for its own pending decision. */
function prompt(state: T1667State, viewer: PlayerId): string {
  const p = state.pending;
  switch (p.kind) {
    case 'placeChest':
      return `Place your starting chest in a hold of ${SHIP_NAMES[p.ship]}.`;
    case 'action':
      return p.player === viewer
        ? state.players === 2
          ? `Your turn: choose action ${state.turn.actionsTaken + 1} of 2.`
          : 'Your turn: choose an action.'
        : 'You may use Atlantis now, before this turn begins.';
    case 'vote':
      return `Choose your card for the ${p.vote} vote.`;
    case 'forcedPick':
      return `Seat ${p.forcer} forces you to reveal one of slots ${p.slots[0]} and ${p.slots[1]}.`;
    case 'loot':
      return 'The attack succeeded: take a chest, or decline.';
    case 'marque':
      return 'Letter of Marque: move a player to a ship, or keep the letter.';
    case 'pistol':
      return 'Pistol: name the player to maroon.';
    case 'give':
      return `Give ${EVENT_CARDS[p.card].name} to another player.`;
    case 'fountain':
      return 'You are about to be marooned: use your Fountain of Youth?';
    case 'over':
      return '';
  }
}

/**
 * What `viewer` may know (§11), built field by field from an allow-list: public facts
 * (T67-INFO-1), the viewer's own secrets (T67-INFO-2), never anything of T67-INFO-3.
 * At the end every loyalty card is shown (T67-INFO-4).
 */
export function viewFor(state: T1667State, viewer: PlayerId | null): T1667View {
  const seat = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.players ? viewer : null;
  const own = seat === null ? null : state.seats[seat]!;
  const pending = state.pending;
  let committedVote: number[] | null = null;
  if (seat !== null && pending.kind === 'vote') {
    const index = pending.voters.indexOf(seat);
    const choice = index >= 0 ? pending.choices[index] : null;
    committedVote = choice ? [...choice] : null;
  }
  const actions = seat === null ? [] : legalActions(state, seat);
  const log: LogEntry[] = [];
  for (const chunk of state.log) {
    for (const entry of chunk) if (entry.to === undefined || (seat !== null && entry.to.includes(seat))) log.push(entry);
  }
  return {
    seat,
    players: state.players,
    decisions: state.decisions,
    board: {
      galleon: state.galleon,
      ships: {
        fd: { crew: [...state.ships.fd.crew], british: state.ships.fd.british, french: state.ships.fd.french },
        jr: { crew: [...state.ships.jr.crew], british: state.ships.jr.british, french: state.ships.jr.french },
      },
      tortuga: { line: [...state.tortuga.line], british: state.tortuga.british, french: state.tortuga.french },
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
            hand: [...own.hand].sort((a, b) => a - b).map((card) => ({ card, face: { ...(state.voteCards[card] as VoteCard) } })),
            committedVote,
          },
    turn: { player: state.turn.player, number: state.turn.number, actionsTaken: state.turn.actionsTaken, actionsPerTurn: actionsPerTurn(state) },
    tiebreak: state.tiebreak,
    pending: pendingView(state),
    toAct: toAct(state),
    decision: seat !== null && actions.length > 0 ? { prompt: prompt(state, seat), actions } : null,
    log,
    outcome: state.outcome,
  };
}
