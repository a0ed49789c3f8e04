import type { ChunkedList } from '../core/engine/chunked-list.js';
import type { PlayerId } from '../core/engine/game.js';
import type { RngState } from '../core/engine/rng.js';

/** A loyalty card (T67-COMP-3). */
export type Loyalty = 'british' | 'french' | 'dutch';

/** A team that can own chests: the two holds of a ship and the two areas of Tortuga. */
export type Team = 'british' | 'french';

/** One of the two pirate ships (T67-COMP-1): the Flying Dutchman or the Jolly Roger. */
export type ShipId = 'fd' | 'jr';

/** A hold of a ship, or an area of Tortuga, named for the team it counts for. */
export type Hold = Team;

/** Every place a pawn can be (T67-POS-1). */
export type Place = 'fd' | 'jr' | 'tortuga' | 'fdBoat' | 'jrBoat';

/** The eight star cards (T67-COMP-5, §8). */
export type StarKind = 'powder' | 'fever' | 'crow' | 'bells' | 'facade' | 'code' | 'scurvy' | 'storm';

/** The event cards of the base game and the eight star cards (T67-COMP-5). */
export type EventKind = 'marque' | 'pistol' | 'albatross' | 'spot' | 'atlantis' | 'eldorado' | 'fountain' | 'armada' | StarKind;

/** A rowboat. */
export type Boat = 'fdBoat' | 'jrBoat';

/** Which edition's rules: the official one, or the early edition (`rules: 'early'`). */
export type Edition = 'official' | 'early';

/** The treasure cards, given to another player when revealed (T67-EVT-TREASURE). */
export type TreasureKind = 'atlantis' | 'eldorado' | 'fountain';

/**
 * One vote card (T67-COMP-4): how many symbols of each kind it shows in each section.
 * A regular card has one symbol per section; the two special cards have two.
 */
export interface VoteCard {
  /** Attack section: cannons, torches, water. */
  readonly cannon: number;
  /** Torches (attack). */
  readonly torch: number;
  /** Water (attack). */
  readonly water: number;
  /** Brawl section: British flags. */
  readonly british: number;
  /** French flags (brawl). */
  readonly french: number;
  /** Mutiny section: skulls. */
  readonly skull: number;
  /** Wheels (mutiny). */
  readonly wheel: number;
}

/** A ship: its line of pawns (index 0 is the Captain) and its two holds. */
export interface ShipState {
  /** Seats in line order: Captain first, Cabin Boy last (T67-ROLE-1). */
  crew: PlayerId[];
  /** Chests in the British hold. */
  british: number;
  /** Chests in the French hold. */
  french: number;
}

/** Tortuga: its line (index 0 is the Governor) and its two treasure areas. */
export interface TortugaState {
  /** Seats in arrival order: the Governor first. */
  line: PlayerId[];
  /** Chests in the British area. */
  british: number;
  /** Chests in the French area. */
  french: number;
  /** Chests on the island outside both areas, counting for nobody (early edition only). */
  unassigned: number;
}

/** What one seat holds face up or privately besides its vote hand. */
export interface SeatState {
  /** The seat's loyalty card (secret until the end, T67-INFO-2). */
  loyalty: Loyalty;
  /** Vote cards in hand, as indexes into `voteCards` (secret). */
  hand: number[];
  /** Albatross cards kept face up (T67-EVT-ALBATROSS). */
  albatross: number;
  /** Turn numbers on which each kept Letter of Marque was kept (T67-EVT-MARQUE). */
  letters: number[];
  /** Treasure cards held (public, T67-INFO-1). */
  atlantis: number;
  /** El Dorado cards held. */
  eldorado: number;
  /** Fountain of Youth cards held. */
  fountain: number;
  /** Turns this seat will lose (T67-TURN-2). */
  lostTurns: number;
  /** What this seat knows about each row slot from peeking (null: nothing). */
  peeks: (EventKind | null)[];
  /** Votes still to sit out under a Pirate Code (T67-EVT-CODE): 2, 1, or 0 for none. */
  pirateCode: number;
  /** True while the loyalty card lies face up (T67-OPT-OPEN). */
  loyaltyOpen: boolean;
  /** A hand this seat chose with Crow's Nest and still knows (T67-EVT-CROW), or null. */
  knownHand: { target: PlayerId; cards: number[] } | null;
}

/** The three kinds of vote (T67-VOTE-2). */
export type VoteKind = 'attack' | 'mutiny' | 'brawl';

/** A vote being collected: simultaneous, hidden until every voter has chosen (T67-VOTE-8). */
export interface PendingVote {
  /** Which vote. */
  readonly kind: 'vote';
  /** Attack, mutiny or brawl. */
  vote: VoteKind;
  /** The seat that called it. */
  caller: PlayerId;
  /** The decision count at which it was called: votes may answer any state since (see `at` on actions). */
  openedAt: number;
  /** The ship voted on (null for a brawl). */
  ship: ShipId | null;
  /** Seats that play a card, in line order. */
  voters: PlayerId[];
  /** What each voter committed (same index as `voters`); null until chosen. Secret. */
  choices: (number[] | null)[];
}

/** Every decision the game can wait for. */
export type Pending =
  | { readonly kind: 'placeChest'; player: PlayerId; ship: ShipId }
  | { readonly kind: 'action'; player: PlayerId }
  | PendingVote
  | { readonly kind: 'forcedPick'; player: PlayerId; forcer: PlayerId; slots: [number, number] }
  | { readonly kind: 'loot'; player: PlayerId; ship: ShipId }
  | { readonly kind: 'marque'; player: PlayerId }
  | { readonly kind: 'pistol'; player: PlayerId }
  | { readonly kind: 'give'; player: PlayerId; card: TreasureKind }
  | { readonly kind: 'escape'; player: PlayerId; cause: FountainCause }
  | { readonly kind: 'powder'; player: PlayerId }
  | { readonly kind: 'fever'; player: PlayerId }
  | { readonly kind: 'crow'; player: PlayerId }
  | { readonly kind: 'crowSearch'; player: PlayerId; target: PlayerId; count: number; picked: number[] }
  | { readonly kind: 'placePawn'; player: PlayerId; bag: PlayerId[] }
  | { readonly kind: 'forcerPick'; player: PlayerId; forced: PlayerId; slots: [number, number] }
  | { readonly kind: 'timeoutPeek'; player: PlayerId; target: PlayerId }
  | { readonly kind: 'returnCard'; player: PlayerId }
  | { readonly kind: 'loseCard'; player: PlayerId }
  | { readonly kind: 'over' };

/**
 * What the rulebook does only after an action is carried out completely: the row slot of a
 * revealed card is refilled after the card's text is resolved (T67-ACT-REVEAL), and the
 * voters draw their new cards after the vote's consequence (T67-VOTE-6). Public.
 */
export interface AfterAction {
  /** The row slot emptied by the card being resolved, refilled from the deck afterwards; or null. */
  refillSlot: number | null;
  /** The voters who draw one vote card each afterwards, in line order. */
  drawing: PlayerId[];
}

/** What can be cancelled by the Fountain of Youth (T67-EVT-FOUNTAIN). */
export type FountainCause = 'spot' | 'pistol' | 'maroon' | 'mutiny';

/** The official options (§10) and the edition, as `setup` settled them. */
export interface T1667Options {
  /** `'official'` or `'early'` (the early edition). */
  readonly rules: Edition;
  /** The star cards in this game (T67-OPT-STARS, T67-SETUP-3); secret unless `namedStars` (T67-INFO-3). */
  readonly stars: StarKind[];
  /** True when the players named the star cards (or all eight are in): then which ones is public. */
  readonly namedStars: boolean;
  /** Chaos: no peeking (T67-OPT-CHAOS). */
  readonly chaos: boolean;
  /** The 30-second timer is in use (T67-OPT-TIMER). */
  readonly timer: boolean;
  /** Loyalty cards dealt open (T67-OPT-OPEN). */
  readonly openLoyalties: 'none' | 'all' | 'pair';
  /** Intrigue start (T67-OPT-INTRIGUE). */
  readonly intrigue: boolean;
  /** Cards removed unseen for a shorter game (T67-OPT-SHORT). */
  readonly shorter: number;
  /** T67-OPT-CAP: the game ends after this many decisions (null: no cap, the default). */
  readonly maxDecisions: number | null;
}

/** Who wins, and why. */
export interface T1667Outcome {
  /** The winning team, the Dutch player alone, or nobody. */
  readonly winner: Loyalty | 'draw';
  /** The winning seats (empty for a draw). */
  readonly winners: PlayerId[];
  /** Chests per team at the end (T67-END-2). */
  readonly chests: { readonly british: number; readonly french: number };
  /** How it ended: the Armada, a lead during the tie-breaker, every card revealed, or the decision cap (T67-OPT-CAP). */
  readonly reason: 'armada' | 'tiebreak-lead' | 'all-revealed' | 'decision-cap';
}

/**
 * A log entry. Entries with `to` are private to those seats; the rest are public.
 * The `event` fields are described by {@link LogEvent}.
 */
export interface LogEntry {
  /** The decision count at which it happened. */
  readonly at: number;
  /** Seats that may see this entry; absent for a public entry. */
  readonly to?: PlayerId[];
  /** What happened. */
  readonly event: LogEvent;
}

/** Everything the log records. */
export type LogEvent =
  | { readonly type: 'setup'; players: number; fd: PlayerId[]; jr: PlayerId[]; firstPlayer: PlayerId | null }
  | { readonly type: 'dealt'; player: PlayerId; loyalty: Loyalty; hand: number[] }
  | { readonly type: 'chestPlaced'; player: PlayerId; ship: ShipId; hold: Hold }
  | { readonly type: 'turn'; player: PlayerId; turn: number }
  | { readonly type: 'turnLost'; player: PlayerId }
  | { readonly type: 'peek'; player: PlayerId; slots: [number, number] }
  | { readonly type: 'peekResult'; player: PlayerId; slots: [number, number]; cards: [EventKind, EventKind] }
  | { readonly type: 'force'; player: PlayerId; target: PlayerId; slots: [number, number] }
  | { readonly type: 'reveal'; player: PlayerId; slot: number; card: EventKind }
  | { readonly type: 'rowReshuffled' }
  | { readonly type: 'moved'; player: PlayerId; from: Place; to: Place; reason: MoveReason }
  | { readonly type: 'marooned'; player: PlayerId; from: Place; reason: MaroonReason }
  | { readonly type: 'voteCardLost'; player: PlayerId }
  | { readonly type: 'voteCardLostPrivate'; player: PlayerId; card: number }
  | { readonly type: 'voteCalled'; vote: VoteKind; caller: PlayerId; voters: PlayerId[] }
  | { readonly type: 'voteCommitted'; player: PlayerId }
  | { readonly type: 'voteChoice'; player: PlayerId; cards: number[] }
  | { readonly type: 'voteRevealed'; vote: VoteKind; cards: VoteCard[]; deckCard: boolean; result: VoteResult }
  | { readonly type: 'drew'; player: PlayerId; count: number }
  | { readonly type: 'drewPrivate'; player: PlayerId; cards: number[] }
  | { readonly type: 'chestTaken'; player: PlayerId; from: 'galleon' | Hold; into: Hold; ship: ShipId }
  | { readonly type: 'chestDeclined'; player: PlayerId }
  | { readonly type: 'smuggled'; player: PlayerId; ship: ShipId; from: Hold; to: Hold }
  | { readonly type: 'brawlResult'; british: number; french: number }
  | { readonly type: 'letterKept'; player: PlayerId }
  | { readonly type: 'treasureGiven'; player: PlayerId; target: PlayerId; card: TreasureKind }
  | { readonly type: 'albatrossKept'; player: PlayerId }
  | { readonly type: 'fountainUsed'; player: PlayerId; cause: FountainCause }
  | { readonly type: 'fountainDeclined'; player: PlayerId }
  | { readonly type: 'atlantisEscape'; player: PlayerId; to: ShipId }
  | { readonly type: 'boatExploded'; player: PlayerId; boat: Boat }
  | { readonly type: 'loyaltiesSwapped'; player: PlayerId; target: PlayerId }
  | { readonly type: 'loyaltySeen'; player: PlayerId; loyalty: Loyalty }
  | { readonly type: 'crowSearch'; player: PlayerId; target: PlayerId; count: number }
  | { readonly type: 'crowFormerHand'; player: PlayerId; target: PlayerId; cards: number[] }
  | { readonly type: 'crowNewHand'; player: PlayerId; target: PlayerId; cards: number[] }
  | { readonly type: 'bellsRung'; player: PlayerId; place: 'fd' | 'jr' | 'tortuga'; order: PlayerId[] }
  | { readonly type: 'facade'; player: PlayerId; target: PlayerId }
  | { readonly type: 'codeKept'; player: PlayerId }
  | { readonly type: 'codeSatOut'; player: PlayerId; left: number }
  | { readonly type: 'scurvy'; player: PlayerId; players: PlayerId[] }
  | { readonly type: 'storm'; player: PlayerId; place: Place; chests: number }
  | { readonly type: 'timeout'; player: PlayerId }
  | { readonly type: 'pawnPlaced'; player: PlayerId; place: 'fd' | 'jr' | 'tortuga'; position: number }
  | { readonly type: 'marqueDraw'; player: PlayerId }
  | { readonly type: 'cardReturned'; player: PlayerId }
  | { readonly type: 'cardReturnedPrivate'; player: PlayerId; card: number }
  | { readonly type: 'eldoradoPlayed'; player: PlayerId }
  | { readonly type: 'tiebreak'; chests: number; rowSize: number; deckSize: number }
  | { readonly type: 'gameOver'; outcome: T1667Outcome; loyalties: Loyalty[] };

/** Why a pawn moved without being marooned. */
export type MoveReason = 'row' | 'marque' | 'atlantis';

/** Why a pawn was marooned. */
export type MaroonReason = 'maroon' | 'mutiny' | 'pistol' | 'spot' | 'albatross' | 'powder';

/** The counted symbols of a revealed vote and what they decided. */
export type VoteResult =
  | { readonly vote: 'attack'; success: boolean; cannon: number; torch: number; water: number }
  | { readonly vote: 'mutiny'; success: boolean; skull: number; wheel: number }
  | { readonly vote: 'brawl'; winner: Team | 'tie'; british: number; french: number };

/** Options of `setup` that fix what would otherwise be shuffled: for tests, tutorials, puzzles. */
export interface T1667Deal {
  /** Loyalty card of each seat, in seat order (must match T67-SETUP-1's counts). */
  readonly loyalties?: readonly Loyalty[];
  /** Seats in the order their pawns are drawn from the bag (T67-SETUP-4). */
  readonly pawnOrder?: readonly PlayerId[];
  /** The whole event deck, top card first; the first five go to row slots 0–4. One Armada. */
  readonly eventDeck?: readonly EventKind[];
  /**
   * The whole vote deck as card indexes, top first; seat 0 takes the first three cards,
   * seat 1 the next three, and so on (T67-SETUP-2); the rest stay in the deck.
   */
  readonly voteDeck?: readonly number[];
}

/** What {@link tortuga1667}.setup takes. */
export interface T1667Config {
  /** Number of seats, 2–9 (4–9 in the early edition, 2–3 with its small-game rule). */
  readonly players: number;
  /** Fixes every shuffle. */
  readonly seed: string;
  /** Explicit orders instead of shuffles. */
  readonly deal?: T1667Deal;
  /** The vote deck as data (default: T67-DECK-1 and T67-DECK-2). */
  readonly voteCards?: readonly VoteCard[];
  /** `'early'` plays the early edition; default `'official'`. */
  readonly rules?: Edition;
  /**
   * T67-OPT-STARS: how many star cards (3–8, chosen at random; default 3) or exactly which
   * ones. With 2–3 players the random pick leaves out Façade and Cabin Fever while it can
   * (T67-SETUP-3, T67-OPT-SMALL).
   */
  readonly stars?: number | readonly StarKind[];
  /** T67-OPT-SHORT: remove this many unseen cards after the deck is built (never the Armada). */
  readonly shorter?: number;
  /** T67-OPT-OPEN: all loyalty cards open, or one British and one French dealt open. */
  readonly openLoyalties?: 'none' | 'all' | 'pair';
  /** T67-OPT-CHAOS: all eight star cards, and peeking is not allowed. */
  readonly chaos?: boolean;
  /** T67-OPT-INTRIGUE: quick-start chests, players place their own pawns. */
  readonly intrigue?: boolean;
  /** T67-OPT-TIMER: a host enforces a clock; see `timeoutAction`. */
  readonly timer?: boolean;
  /** T67-OPT-CHARACTER: the character index (0 to `CHARACTER_COUNT` - 1) of each seat; default seat i → i. */
  readonly characters?: readonly number[];
  /**
   * T67-OPT-CAP: end the game after this many decisions (a whole number ≥ 1), scored as at
   * the Armada with a tie a draw. Off by default: the rules have no limit, and peeking can
   * go on for ever; a server may set one so that a stalled game ends.
   */
  readonly maxDecisions?: number;
}

/** The whole game state: plain JSON data, secrets included. Never show it to a player. */
export interface T1667State {
  /** Always `'tortuga-1667'`. */
  readonly game: 'tortuga-1667';
  /** The state format version (see `tortuga1667.stateFormat`); `checkState` reads only its own. */
  readonly format: number;
  /** Number of seats. */
  readonly players: number;
  /** The edition and options in force. */
  options: T1667Options;
  /** Each seat's character, as a number from 0 to `CHARACTER_COUNT` - 1 (T67-OPT-CHARACTER). */
  readonly characters: number[];
  /**
   * The vote cards in play, indexed by card number (public data); null for the standard deck,
   * `DEFAULT_VOTE_CARDS`, which is then not copied into every state (read it with `voteCardsOf`).
   */
  readonly voteCards: VoteCard[] | null;
  /** The generator (secret). */
  rng: RngState;
  /** Number of decisions applied so far. */
  decisions: number;
  /** Per seat. */
  seats: SeatState[];
  /** Chests on the Spanish galleon. */
  galleon: number;
  /** The two pirate ships. */
  ships: { fd: ShipState; jr: ShipState };
  /** Tortuga. */
  tortuga: TortugaState;
  /** The pawn in each rowboat, or null. */
  rowboats: { fdBoat: PlayerId | null; jrBoat: PlayerId | null };
  /** Rowboats destroyed by Black Powder (T67-EVT-POWDER). */
  explodedBoats: Boat[];
  /** Intrigue start: the slots pawns were placed in, before the lines close up (T67-OPT-INTRIGUE). */
  startSlots: { fd: (PlayerId | null)[]; jr: (PlayerId | null)[]; tortuga: (PlayerId | null)[] } | null;
  /** The event row: five slots, null where empty. Secret where face down. */
  row: (EventKind | null)[];
  /** The event deck, top card **last** (drawing pops). Secret. */
  eventDeck: EventKind[];
  /** Revealed and used event cards, in the order they were discarded. */
  discard: EventKind[];
  /** Cards removed unseen for a shorter game (T67-OPT-SHORT). Secret. */
  removed: EventKind[];
  /** The vote deck, top card **last**. Secret. */
  voteDeck: number[];
  /** The turn: whose it is, its number, and how many actions were taken in it. */
  turn: { player: PlayerId; number: number; actionsTaken: number };
  /** What the game waits for. */
  pending: Pending;
  /** What is done once the current action is fully resolved (T67-ACT-REVEAL, T67-VOTE-6). */
  afterAction: AfterAction;
  /** True once the first tie-breaker has started (T67-END-5). */
  tiebreak: boolean;
  /** The result, once over. */
  outcome: T1667Outcome | null;
  /** Everything that happened, in chunks (see `ChunkedList`). */
  log: ChunkedList<LogEntry>;
}

/**
 * Every decision of Tortuga 1667. Arrays are canonical: `slots` and `cards` ascending.
 * `validate` accepts an action exactly when it is deep-equal to one of `legalActions`.
 */
export type T1667Action =
  /** T67-SETUP-5: a captain places the starting chest in a hold of their ship. */
  | { readonly type: 'placeChest'; readonly player: PlayerId; readonly hold: Hold }
  /** T67-ACT-PEEK: look at two face-down row cards. */
  | { readonly type: 'peek'; readonly player: PlayerId; readonly slots: readonly [number, number] }
  /** T67-ACT-REVEAL: reveal one row card and resolve it. */
  | { readonly type: 'reveal'; readonly player: PlayerId; readonly slot: number }
  /** T67-ACT-FORCE: point at two row cards and make another player reveal one. */
  | { readonly type: 'force'; readonly player: PlayerId; readonly slots: readonly [number, number]; readonly target: PlayerId }
  /** T67-ACT-ROW: move between a rowboat and a ship or Tortuga. */
  | { readonly type: 'row'; readonly player: PlayerId; readonly to: Place }
  /** T67-ACT-ATTACK: the Captain calls an attack vote. */
  | { readonly type: 'attack'; readonly player: PlayerId }
  /** T67-ACT-MAROON: the Captain maroons another pawn of the ship. */
  | { readonly type: 'maroon'; readonly player: PlayerId; readonly target: PlayerId }
  /** T67-ACT-MUTINY: the First Mate calls a mutiny vote. */
  | { readonly type: 'mutiny'; readonly player: PlayerId }
  /** T67-ACT-SMUGGLE: the Cabin Boy moves a chest from one hold to the other. */
  | { readonly type: 'smuggle'; readonly player: PlayerId; readonly from: Hold }
  /** T67-ACT-BRAWL: the Governor calls a brawl vote. */
  | { readonly type: 'brawl'; readonly player: PlayerId }
  /**
   * T67-EVT-MARQUE: move a player from Tortuga or a rowboat to the end of a ship, either as
   * the resolution of a revealed Letter of Marque or as a turn's action with a kept one.
   */
  | { readonly type: 'marque'; readonly player: PlayerId; readonly target: PlayerId; readonly ship: ShipId }
  /** T67-EVT-MARQUE: keep the revealed Letter of Marque face up for a later turn. */
  | { readonly type: 'keepMarque'; readonly player: PlayerId }
  /** T67-VOTE-1: play one vote card (two with El Dorado) face down. */
  | { readonly type: 'vote'; readonly player: PlayerId; readonly cards: readonly number[] }
  /** T67-ACT-FORCE: the forced player picks one of the two slots. */
  | { readonly type: 'pick'; readonly player: PlayerId; readonly slot: number }
  /** T67-ACT-ATTACK: after a successful attack, take one chest into a hold of the ship. */
  | { readonly type: 'takeChest'; readonly player: PlayerId; readonly from: 'galleon' | Hold; readonly into: Hold }
  /** T67-ACT-ATTACK: after a successful attack, take no chest. */
  | { readonly type: 'declineChest'; readonly player: PlayerId }
  /** T67-EVT-PISTOL: name the player to maroon. */
  | { readonly type: 'pistol'; readonly player: PlayerId; readonly target: PlayerId }
  /** T67-EVT-TREASURE: give the revealed treasure card to another player. */
  | { readonly type: 'give'; readonly player: PlayerId; readonly target: PlayerId }
  /** T67-EVT-FOUNTAIN: use (or not) the Fountain of Youth against this marooning. */
  | { readonly type: 'fountain'; readonly player: PlayerId; readonly use: boolean }
  /** T67-EVT-ATLANTIS: move to the end of the other ship before a turn begins. */
  | { readonly type: 'atlantis'; readonly player: PlayerId }
  /** T67-EVT-POWDER: the revealer chooses the rowboat to blow up. */
  | { readonly type: 'powder'; readonly player: PlayerId; readonly boat: Boat }
  /** T67-EVT-FEVER: the revealer names the player to swap loyalty cards with at random. */
  | { readonly type: 'fever'; readonly player: PlayerId; readonly target: PlayerId }
  /** T67-EVT-CROW: the revealer names the player whose hand they will choose. */
  | { readonly type: 'crow'; readonly player: PlayerId; readonly target: PlayerId }
  /** T67-EVT-CROW: the searcher picks one card of the vote deck for the target's new hand. */
  | { readonly type: 'crowPick'; readonly player: PlayerId; readonly card: number }
  /** T67-OPT-INTRIGUE: a player places their own pawn at a free position (0 = front). */
  | { readonly type: 'placePawn'; readonly player: PlayerId; readonly place: 'fd' | 'jr' | 'tortuga'; readonly position: number }
  /** T67-OPT-TIMER: the clock ran out (only where the timer rule prescribes something no other action does). */
  | { readonly type: 'timeout'; readonly player: PlayerId }
  /** T67-OPT-TIMER (early edition): another player chooses the two cards a timed-out player must peek at. */
  | { readonly type: 'choosePeek'; readonly player: PlayerId; readonly slots: readonly [number, number] }
  /** Early edition Letter of Marque: draw a vote card, then put one back on top of the vote deck. */
  | { readonly type: 'marqueDraw'; readonly player: PlayerId }
  /** Early edition Letter of Marque: the card put face down on top of the vote deck. */
  | { readonly type: 'returnCard'; readonly player: PlayerId; readonly card: number }
  /** Early edition T67-MAROON-2: the vote card a player marooned again chooses to lose. */
  | { readonly type: 'loseCard'; readonly player: PlayerId; readonly card: number };
