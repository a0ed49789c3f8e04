import type { RuleViolation } from './rule-violation.js';
import type { Patch } from './patch.js';

/** A seat index `0..n-1`; play passes clockwise from seat `s` to seat `s + 1`. */
export type PlayerId = number;

/** What every action has: a discriminating `type` and the seat that takes it. */
export interface BaseAction {
  /** Which kind of decision this is. */
  readonly type: string;
  /** The seat taking the decision. */
  readonly player: PlayerId;
}

/**
 * An action, optionally stamped with the state it answers: `at` is the `decisions` count of
 * the view the client decided on. An action whose `at` names a state the game has moved on
 * from is refused with `STALE_ACTION` (during a simultaneous vote or roll, every state since
 * it began is current). Without `at`, nothing is checked.
 */
export type Stamped<Action> = Action & { readonly at?: number };

/** The entries of a view's log (`View['log'][number]`). */
export type LogEntryOf<View> = View extends { readonly log: readonly (infer E)[] } ? E : unknown;

/** Options of `viewFor`. */
export interface ViewOptions {
  /**
   * Only the log entries after this decision count: a server that sent a seat the view at
   * decision N sends `viewFor(state, seat, { logAfter: N })` next, and the client appends the
   * new entries. Default: the whole log the seat may see.
   */
  readonly logAfter?: number;
}

/** What every game configuration has. */
export interface BaseConfig {
  /** Number of seats. */
  readonly players: number;
  /** Fixes every shuffle, draw and roll of the game. */
  readonly seed: string;
}

/**
 * What `applyWithPatches` returns: the next state, the legal action that was
 * applied, and the change as immer patches both ways.
 */
export interface AppliedChange<State, Action> {
  /** The next state (deep-frozen), exactly what `apply` returns. */
  readonly state: State;
  /** The legal action the input matched: the engine's own object, without `at`. */
  readonly action: Action;
  /**
   * What changed, as patches from the old state to the new one: for animations, persistence
   * of deltas or undo. They describe the full state, secrets included: keep them on the
   * server (send each seat `viewChange` of its views instead).
   */
  readonly patches: Patch[];
  /** The patches that turn the new state back into the old one. */
  readonly inversePatches: Patch[];
}

/**
 * A private, mutable copy of a game state for simulators: it runs the same rule code as
 * `apply`, without proxies or freezing. Get one from {@link Game.simulator}.
 */
export interface Simulator<State, Action> {
  /** The live state. Read it, never change it yourself; it changes on every `apply`. */
  readonly state: State;
  /** Validates and applies an action in place; throws a RuleViolation like `Game.apply`. */
  apply(action: Stamped<Action>): void;
  /**
   * Applies an action known to be legal (taken from `legalActions` of the current state)
   * without validating it. Anything else gives undefined results.
   */
  applyTrusted(action: Action): void;
  /** A deep-frozen copy of the current state, safe to keep and to pass to `Game.apply`. */
  snapshot(): State;
}

/** How a simulator runs. */
export interface SimulatorOptions {
  /**
   * Whether its state keeps a log (default true). Without one, the entries later steps write
   * are dropped — no rule reads the log — so long runs of playouts or training games make less
   * garbage: the state's views then show no new log entries, and `snapshot()` gives a state
   * whose log stops where the simulator began.
   */
  readonly log?: boolean;
}

/**
 * The one interface every game module implements.
 *
 * @typeParam Config - what `setup` takes (at least `players` and `seed`)
 * @typeParam State - plain JSON data holding everything, secrets included
 * @typeParam Action - a union discriminated on `type`, each naming its `player`
 * @typeParam View - what one seat may know
 * @typeParam Outcome - the result once the game has ended
 */
export interface Game<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome> {
  /** The game's name. */
  readonly name: 'tortuga-1667' | 'tortuga-dice';
  /** Lowest and highest number of seats. */
  readonly minPlayers: number;
  /** Highest number of seats. */
  readonly maxPlayers: number;
  /** The format version of this game's states (the `format` field of every state it makes). */
  readonly stateFormat: number;
  /** Builds the starting state; throws a RuleViolation (`INVALID_CONFIG`) for bad options. */
  setup(config: Config): State;
  /**
   * Returns the next state (deep-frozen; every part equal to the old state's is the old state's
   * own object); throws a RuleViolation and changes nothing when the action is not legal.
   */
  apply(state: State, action: Stamped<Action>): State;
  /** Returns null exactly when `action` is one of `legalActions(state, action.player)`; never throws. */
  validate(state: State, action: unknown): RuleViolation | null;
  /** Every action the seat may take now (empty when it has nothing to decide). */
  legalActions(state: State, player: PlayerId): Action[];
  /**
   * `legalActions(state, player).length`, possibly without building the actions. With
   * `legalActionAt`, a random playout picks uniformly among the legal actions while building
   * only the one it plays.
   */
  legalActionCount(state: State, player: PlayerId): number;
  /** `legalActions(state, player)[index]`, possibly built alone; undefined out of range. */
  legalActionAt(state: State, player: PlayerId, index: number): Action | undefined;
  /** Every seat that has at least one legal action now. */
  toAct(state: State): PlayerId[];
  /** What the seat may know; `null` gives a spectator's view. A seat the game does not have is refused (a RuleViolation `NO_SUCH_SEAT`). */
  viewFor(state: State, player: PlayerId | null, options?: ViewOptions): View;
  /**
   * The log entries `player` may see (public ones and its own private ones; `null` for a
   * spectator), oldest first, after decision `after` (default: all). Costs about the number
   * of entries returned, however long the game: a server fetches what is new since the last
   * view it sent. A seat the game does not have is refused (`NO_SUCH_SEAT`).
   */
  logFor(state: State, player: PlayerId | null, after?: number): LogEntryOf<View>[];
  /** The result, or null while the game runs. */
  outcome(state: State): Outcome | null;
  /** A private mutable copy of `state` for fast simulations (same rules, no freezing). */
  simulator(state: State, options?: SimulatorOptions): Simulator<State, Action>;
  /**
   * A simulator at a new game: the same as `simulator(setup(config))`, without freezing the
   * set-up state and copying it again — the quickest start for simulations of many games.
   */
  startSimulator(config: Config, options?: SimulatorOptions): Simulator<State, Action>;
}

/**
 * What servers and bots need besides the rules: checking states that come from outside and
 * sampling states behind a view. Kept apart from {@link Game}, so that an app that only plays
 * (a browser UI) ships neither: `tortuga1667States` and `tortugaDiceStates`.
 *
 * @typeParam State - the game's state
 * @typeParam View - what one seat may know
 */
export interface GameStates<State, View> {
  /** The game these states belong to (its `Game.name`). */
  readonly name: 'tortuga-1667' | 'tortuga-dice';
  /** The format version of the game's states (as `Game.stateFormat`). */
  readonly stateFormat: number;
  /**
   * Checks a state that comes from outside (a database, a file, a message): structure, types,
   * ranges, the format version and the invariants of the rules (conservation of every
   * component, pawns and dice where they can be, a pending decision that fits the board, a
   * valid generator state). Returns null when it passes, otherwise a RuleViolation with code
   * `CORRUPT_STATE` and the `path` of the first problem. Never throws. No state that passes
   * can make the engine loop or crash.
   */
  checkState(value: unknown): RuleViolation | null;
  /**
   * Takes a state from outside into the engine: copies it as plain data, checks the copy
   * (`checkState`) and returns it deep-frozen, ready for `apply`; throws the RuleViolation
   * (`CORRUPT_STATE`) when it fails. The caller's object is never kept or frozen.
   *
   * @example
   * ```ts
   * const state = tortuga1667States.loadState(JSON.parse(await db.get(gameId)));
   * ```
   */
  loadState(value: unknown): State;
  /**
   * Samples a full state consistent with a seat's view: what the seat sees is kept, what it
   * cannot see is filled in at random from what remains. Same view and seed, same state. The
   * basis of searching bots (see `ismctsBot`).
   */
  determinize(view: View, seed: string): State;
}
