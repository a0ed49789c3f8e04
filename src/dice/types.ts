import type { ChunkedList } from '../core/engine/chunked-list.js';
import type { PlayerId } from '../core/engine/game.js';
import type { RngState } from '../core/engine/rng.js';

/** The five actions, in the order they are resolved (TD-ACT-1). */
export type DiceActionKind = 'ship' | 'crew' | 'treasure' | 'board' | 'raid';

/** A die face: one of the five actions, or the skull (joker). */
export type Face = DiceActionKind | 'skull';

/** Chest colours (TD-COMP-1). */
export type ChestColour = 'red' | 'blue' | 'yellow' | 'white' | 'purple';

/**
 * The die-face table (TD-DICE-1): for each of a player's five dice (A–E), the number printed
 * beside each action. A skull turned to an action counts that number.
 */
export type FaceTable = readonly Readonly<Record<DiceActionKind, number>>[];

/** A die placed on an action field: which die (0–4 = A–E), what it showed, and what it counts. */
export interface PlacedDie {
  /** Die index, 0–4 (A–E). */
  readonly die: number;
  /** True when a skull was turned to this action. */
  readonly skull: boolean;
  /** The number it counts (TD-DICE-1, TD-DICE-4). */
  readonly value: number;
}

/** One player's board and secrets. */
export interface DiceSeat {
  /** Ship marker field, 1–8 (TD-TRACK-1). */
  ship: number;
  /** Pirate marker field, 1–8. */
  pirate: number;
  /** Chests on the ship fields, left to right. */
  shipFields: ChestColour[];
  /** Chests on the crew fields. */
  crewFields: ChestColour[];
  /** Chests on the island field. */
  island: ChestColour[];
  /** Chests in Tortuga. */
  tortuga: ChestColour[];
  /** Treasure token values (secret to the owner, TD-INFO-2). */
  tokens: number[];
  /** Advantage token on each action field: 0 none, 1 or 2 (TD-ADV-1). Public. */
  advantage: Record<DiceActionKind, number>;
  /** Dice still in hand this round (indexes 0–4, in order). */
  hand: number[];
  /** Dice placed this round, per action. Public once placed. */
  placed: Record<DiceActionKind, PlacedDie[]>;
  /**
   * The faces of the dice in hand just rolled, same order as `hand` (secret until kept dice
   * are shown). After the screens lift it is still set for a player whose roll could place
   * nothing, until its open re-roll (TD-DICE-7).
   */
  roll: Face[] | null;
  /**
   * The dice this seat chose to keep from its roll (secret until the screens lift); empty
   * when the roll could place nothing (TD-DICE-7).
   */
  kept: number[] | null;
  /** Kept skulls waiting for their action choice (TD-DICE-4). */
  loneSkulls: number[];
}

/** What the dice phase waits for. */
export type DicePending =
  /**
   * TD-DICE-3 / TD-ADV-1: rollers choose dice, finished players place advantage tokens.
   * Every player who rolled is a roller, also one whose roll can place nothing (TD-INFO-1).
   * `openedAt` is the decision count at which the dice were rolled.
   */
  | { readonly kind: 'keep'; rollers: PlayerId[]; advantage: PlayerId[]; openedAt: number }
  /** TD-DICE-4: a player turns skulls kept alone to one action (in order from the start player). */
  | { readonly kind: 'skullAction'; player: PlayerId }
  /** TD-DICE-7: a player re-rolled openly and now places at least one die (or, if it still can place none, rolls again). */
  | { readonly kind: 'openKeep'; player: PlayerId }
  /** TD-ACT-2, TD-ACT-4: a placed player carries out (or declines) an action. */
  | { readonly kind: 'act'; player: PlayerId; action: DiceActionKind; place: 1 | 2 }
  /** TD-ACT-BOARD / RAID: the chest taken from the target's fields. */
  | { readonly kind: 'takeChest'; player: PlayerId; action: 'board' | 'raid'; place: 1 | 2; target: PlayerId }
  /** TD-ACT-BOARD / RAID (2nd place): a chest from the central island. */
  | { readonly kind: 'islandChest'; player: PlayerId }
  /** TD-ACT-TREASURE: the 1st player keeps one of two treasure tokens looked at. */
  | { readonly kind: 'chooseToken'; player: PlayerId; tokens: number[] }
  /** TD-TRACK-3 / TD-MOVE-3: the owner gives up chests that no longer fit, one at a time. */
  | { readonly kind: 'giveUp'; player: PlayerId; field: 'ship' | 'crew' }
  /** Nothing to decide: the round driver goes on with `tasks`. */
  | { readonly kind: 'tasks' }
  | { readonly kind: 'over' };

/**
 * The steps of a round still to do after the dice phase, as plain data: the driver takes
 * them in order until one needs a decision.
 */
export type DiceTask =
  /** TD-ACT-2: total and rank the dice on an action. */
  | { readonly task: 'rank'; readonly action: DiceActionKind }
  /** A placed player's turn to carry out an action. */
  | { readonly task: 'act'; readonly action: DiceActionKind; readonly place: 1 | 2; readonly player: PlayerId }
  /** TD-ACT-BOARD / RAID: 2nd place takes a chest from the central island. */
  | { readonly task: 'islandChest'; readonly player: PlayerId }
  /** TD-TRACK-3 / TD-MOVE-3: chests over a field's capacity leave. */
  | { readonly task: 'trim'; readonly player: PlayerId; readonly field: 'ship' | 'crew' }
  /** TD-ACT-6 and TD-MOVE-1: dice back, one chest drawn for everyone. */
  | { readonly task: 'draw' }
  /** TD-MOVE-2: one player's chests move along. */
  | { readonly task: 'move'; readonly player: PlayerId }
  /** TD-END-1: the end check, or the next round. */
  | { readonly task: 'endRound' };

/** The result of the game (TD-SCORE-5). */
export interface DiceOutcome {
  /** How it ended: a player reached the chests in Tortuga (TD-END-1), or the decision cap (TD-OPT-CAP). */
  readonly reason: 'tortuga' | 'decision-cap';
  /** Every seat with the highest total (TD-SCORE-5). */
  readonly winners: PlayerId[];
  /** Each seat's score, broken down. */
  readonly scores: DiceScore[];
}

/** One seat's final score (TD-SCORE-1 … TD-SCORE-4). */
export interface DiceScore {
  /** Points for chests in Tortuga, on ship fields and on crew fields (purple double). */
  readonly chests: number;
  /** Sets of yellow, blue and red (3 points each). */
  readonly sets: number;
  /** Points for the fields reached on both tracks. */
  readonly tracks: number;
  /** Coins on treasure tokens. */
  readonly coins: number;
  /** The total. */
  readonly total: number;
}

/** A log entry (public unless `to` is set). */
export interface DiceLogEntry {
  /** Decision count when it happened. */
  readonly at: number;
  /** Seats that may see it; absent for a public entry. */
  readonly to?: PlayerId[];
  /** What happened. */
  readonly event: DiceLogEvent;
}

/** Everything the dice game's log records. */
export type DiceLogEvent =
  | { readonly type: 'setup'; players: number; startPlayer: PlayerId }
  | { readonly type: 'round'; round: number; startPlayer: PlayerId }
  | { readonly type: 'rolled'; players: PlayerId[] }
  | { readonly type: 'rollPrivate'; player: PlayerId; dice: number[]; faces: Face[] }
  | { readonly type: 'keptPrivate'; player: PlayerId; dice: number[]; faces: Face[] }
  | { readonly type: 'chose'; player: PlayerId }
  | { readonly type: 'placed'; player: PlayerId; action: DiceActionKind | null; dice: PlacedDie[]; skulls: number[] }
  | { readonly type: 'skullsTurned'; player: PlayerId; action: DiceActionKind; dice: PlacedDie[] }
  | { readonly type: 'openRoll'; player: PlayerId; dice: number[]; faces: Face[] }
  | { readonly type: 'advantage'; player: PlayerId; action: DiceActionKind; value: number }
  | { readonly type: 'ranking'; action: DiceActionKind; totals: { player: PlayerId; total: number }[]; first: PlayerId | null; second: PlayerId | null }
  | { readonly type: 'declined'; player: PlayerId; action: DiceActionKind }
  | { readonly type: 'marker'; player: PlayerId; track: 'ship' | 'pirate'; from: number; to: number; reason: MarkerReason }
  | { readonly type: 'chestDrawn'; player: PlayerId; colour: ChestColour; to: 'island' | 'crew' }
  | { readonly type: 'tokenTaken'; player: PlayerId }
  | { readonly type: 'tokenPrivate'; player: PlayerId; value: number; returned: number | null }
  | { readonly type: 'targeted'; player: PlayerId; target: PlayerId; action: 'board' | 'raid' }
  | { readonly type: 'chestStolen'; player: PlayerId; target: PlayerId; colour: ChestColour }
  | { readonly type: 'islandTaken'; player: PlayerId; colour: ChestColour }
  | { readonly type: 'toIsland'; player: PlayerId; colour: ChestColour; toBag: boolean }
  | { readonly type: 'moved'; player: PlayerId; tortuga: number; ship: number; crew: number }
  | { readonly type: 'gameOver'; outcome: DiceOutcome };

/**
 * Why a marker moved: the `ship` or `crew` action, being boarded or raided, or — for the
 * boarding or raiding player — a target that defended with a die on that action.
 */
export type MarkerReason = 'ship' | 'crew' | 'boarded' | 'raided' | 'boardDefended' | 'raidDefended';

/** Fixed orders instead of shuffles and rolls: for tests, tutorials and puzzles. */
export interface DiceDeal {
  /** The bag, first chest drawn first (all 40 chests: 10 red, 10 blue, 10 yellow, 5 white, 5 purple). */
  readonly bag?: readonly ChestColour[];
  /** The treasure tokens, first taken first (17 × 1, 9 × 2, 4 × 3). */
  readonly tokens?: readonly number[];
  /** Faces of the next die rolls, in the order dice are rolled; the generator takes over when it runs out. */
  readonly rolls?: readonly Face[];
}

/** What {@link tortugaDice}.setup takes. */
export interface DiceConfig {
  /** Number of seats, 2–4. */
  readonly players: number;
  /** Fixes every shuffle and roll. */
  readonly seed: string;
  /** The start player (the youngest player, TD-SETUP-3); default seat 0. */
  readonly startPlayer?: number;
  /** TD-VAR-LONG: the game ends at 8 chests in Tortuga instead of 6. */
  readonly long?: boolean;
  /** The die-face table (default TD-DICE-1). */
  readonly faces?: FaceTable;
  /** Stacked bag, token supply and die rolls. */
  readonly deal?: DiceDeal;
  /**
   * TD-OPT-CAP: end the game after this many decisions (a whole number ≥ 1), scored as it
   * stands. Off by default (the rules have no limit); a server may set one so that a stalled
   * game ends.
   */
  readonly maxDecisions?: number;
}

/** The whole dice-game state: plain JSON data, secrets included. */
export interface DiceState {
  /** Always `'tortuga-dice'`. */
  readonly game: 'tortuga-dice';
  /** The state format version (see `tortugaDice.stateFormat`); `checkState` reads only its own. */
  readonly format: number;
  /** Number of seats. */
  readonly players: number;
  /** Chests in Tortuga that end the game (6, or 8 with TD-VAR-LONG). */
  readonly target: number;
  /** TD-OPT-CAP: the game ends after this many decisions (null: no cap). */
  readonly maxDecisions: number | null;
  /**
   * The die-face table in use; null for the default table, `DEFAULT_FACES`, which is then not
   * copied into every state (read it with `facesOf`).
   */
  readonly faces: Record<DiceActionKind, number>[] | null;
  /** The generator (secret). */
  rng: RngState;
  /** Scripted die faces (a stacked deal) and how many of them were used (secret). */
  rollScript: { readonly faces: readonly Face[]; next: number };
  /** Decisions applied so far. */
  decisions: number;
  /** The round number, from 1. */
  round: number;
  /** The start player this round. */
  startPlayer: PlayerId;
  /** The bag, next chest drawn **last** (secret order). */
  bag: ChestColour[];
  /** Treasure tokens left in the supply, next taken **last** (secret). */
  supply: number[];
  /** Advantage tokens left on the central island. */
  advantageSupply: number;
  /** Chests on the central island (at most one per colour, TD-ISLAND-1). */
  centralIsland: ChestColour[];
  /** Per seat. */
  seats: DiceSeat[];
  /** What the game waits for. */
  pending: DicePending;
  /** Steps of the round still to do (actions and moving phases). */
  tasks: DiceTask[];
  /** Whom the 1st place named this round for `board` and `raid` (TD-ACT-BOARD). */
  named: { board: PlayerId | null; raid: PlayerId | null };
  /** The result, once over. */
  outcome: DiceOutcome | null;
  /** Everything that happened. */
  log: ChunkedList<DiceLogEntry>;
}

/** Every decision of the dice game. `dice` lists are ascending. */
export type DiceAction =
  /**
   * TD-DICE-3: keep dice of one action (plus any skulls), or skulls alone. `dice: []` is the
   * only choice, and a required one, when the roll can place nothing (TD-DICE-7): the dice
   * are then rolled again openly.
   */
  | { readonly type: 'keep'; readonly player: PlayerId; readonly dice: readonly number[] }
  /** TD-ADV-1: place an advantage token on an empty field, or turn a "1" to "2". */
  | { readonly type: 'advantage'; readonly player: PlayerId; readonly action: DiceActionKind }
  /** TD-DICE-4: turn the skulls kept alone to one action. */
  | { readonly type: 'skullAction'; readonly player: PlayerId; readonly action: DiceActionKind }
  /** TD-ACT-SHIP / CREW / TREASURE: carry out the action. */
  | { readonly type: 'perform'; readonly player: PlayerId }
  /** TD-ACT-4: decline the action. */
  | { readonly type: 'decline'; readonly player: PlayerId }
  /** TD-ACT-BOARD / RAID: name the player to board or raid. */
  | { readonly type: 'target'; readonly player: PlayerId; readonly target: PlayerId }
  /** TD-ACT-BOARD / RAID, TD-ACT-TREASURE, TD-MOVE-3: pick a chest by colour. */
  | { readonly type: 'chest'; readonly player: PlayerId; readonly colour: ChestColour }
  /** TD-ACT-TREASURE: keep the first or second token looked at. */
  | { readonly type: 'token'; readonly player: PlayerId; readonly index: number };
