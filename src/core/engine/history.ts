import type { BaseAction, BaseConfig, Game, PlayerId, Stamped } from './game.js';
import { checkFinalHash, checkRecord, makeRecord, type GameRecord } from '../records/record.js';
import { rulesOf } from './rules-registry.js';
import { replaySteps } from '../records/replay.js';

/**
 * A game's history for hot-seat play, tutorials and analysis: every state from the set-up on,
 * the actions between them, and a current position that can step back and forward. It is
 * immutable like the states: every method returns a new history and leaves this one as it was
 * (states are shared, not copied).
 *
 * `undo` takes back decisions. Taking back a decision is not in the rules of either game: it
 * is a tool outside them, for a table that agrees to it (hot-seat, teaching, trying out a
 * line). Note that the game's randomness lives in the state: after an undo, the same action
 * gives the same cards and dice again, and a different action may give different ones.
 */
export interface GameHistory<Config extends BaseConfig, State, Action extends BaseAction> {
  /** What `setup` was given. */
  readonly config: Config;
  /** Every action recorded, including those after the current position (until a new action replaces them). */
  readonly actions: readonly Action[];
  /** How many of `actions` have been applied to reach `state` (0: the set-up). */
  readonly position: number;
  /** The state at the current position. */
  readonly state: State;
  /** The state after `position` actions, for any position from 0 to `actions.length`. */
  stateAt(position: number): State;
  /**
   * Applies an action at the current position (validated as by `Game.apply`, which throws a
   * RuleViolation for an illegal one). Actions after the current position are dropped: the
   * game goes on from here.
   */
  apply(action: Stamped<Action>): GameHistory<Config, State, Action>;
  /** Steps back (default one action); throws a RangeError past the set-up. */
  back(steps?: number): GameHistory<Config, State, Action>;
  /** Steps forward again through recorded actions (default one); throws a RangeError past the last. */
  forward(steps?: number): GameHistory<Config, State, Action>;
  /** Goes to a position from 0 (the set-up) to `actions.length`; throws a RangeError outside. */
  goTo(position: number): GameHistory<Config, State, Action>;
  /**
   * Takes back the last decision before the current position — or, with `player`, that
   * player's last decision and everything after it — and forgets what is taken back.
   * Outside the rules (see above). Throws a RangeError when there is nothing to take back
   * (see `canUndo`).
   */
  undo(player?: PlayerId): GameHistory<Config, State, Action>;
  /** Whether `undo(player)` has something to take back. */
  canUndo(player?: PlayerId): boolean;
  /** The game record up to the current position, with the hash of its state (see `makeRecord`). */
  record(): GameRecord<Config, Action>;
}

/** The position just before the last action of `player` (any player when undefined) before `position`, or -1. */
function lastDecision<Action extends BaseAction>(actions: readonly Action[], position: number, player: PlayerId | undefined): number {
  for (let i = position - 1; i >= 0; i--) if (player === undefined || actions[i]!.player === player) return i;
  return -1;
}

/**
 * Every how many positions a loaded history keeps its state; the others are replayed from the
 * nearest kept one when asked for (at most this many `apply`s). A long record then costs a
 * few states' memory, not one state per action, and loads without the garbage collector
 * working through every state it made.
 */
const KEEP_EVERY = 32;

function build<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  config: Config,
  actions: readonly Action[],
  states: (State | undefined)[],
  position: number,
): GameHistory<Config, State, Action> {
  /** The state after `at` actions: kept, or replayed from the nearest kept one before it (the actions are the engine's own legal ones). */
  const stateAt = (at: number): State => {
    let from = at;
    while (states[from] === undefined) from--;
    let state = states[from] as State;
    for (let i = from; i < at; i++) state = game.apply(state, actions[i]!);
    // Kept from now on: the same position gives the same object, and this list is only ever this line of play's.
    (states as (State | undefined)[])[at] = state;
    return state;
  };
  const current = stateAt(position);
  const goTo = (to: number): GameHistory<Config, State, Action> => {
    if (!Number.isInteger(to) || to < 0 || to > actions.length) throw new RangeError(`This history has positions 0 to ${actions.length}, not ${to}.`);
    return build(game, config, actions, states, to);
  };
  const truncate = (to: number): GameHistory<Config, State, Action> => {
    stateAt(to); // kept in this list first, so the shorter history shares the very state
    return build(game, config, actions.slice(0, to), states.slice(0, to + 1), to);
  };
  return Object.freeze({
    config,
    actions,
    position,
    state: current,
    stateAt: (at: number): State => {
      if (!Number.isInteger(at) || at < 0 || at > actions.length) throw new RangeError(`This history has positions 0 to ${actions.length}, not ${at}.`);
      return at === position ? current : stateAt(at);
    },
    apply: (input: Stamped<Action>) => {
      const { state, action } = applyMatched(game, current, input);
      const next = states.slice(0, position + 1);
      next[position] = current;
      next.push(state);
      return build(game, config, [...actions.slice(0, position), action], next, position + 1);
    },
    back: (steps = 1) => goTo(position - steps),
    forward: (steps = 1) => goTo(position + steps),
    goTo,
    undo: (player?: PlayerId) => {
      const to = lastDecision(actions, position, player);
      if (to < 0) throw new RangeError(player === undefined ? 'There is no decision to take back.' : `Player ${player} has no decision to take back.`);
      return truncate(to);
    },
    canUndo: (player?: PlayerId) => lastDecision(actions, position, player) >= 0,
    record: () => makeRecord(game, config, actions.slice(0, position), current),
  });
}

/** `apply` with the legal action the input matched (the engine's own object); without immer's patches where the game module allows. */
function applyMatched<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  state: State,
  input: Stamped<Action>,
): { readonly state: State; readonly action: Action } {
  const rules = rulesOf<State, Action>(game.name);
  if (rules === undefined) throw new TypeError('A history takes a game of this library (tortuga1667, tortugaDice).');
  const matched = rules.match(state, input);
  if (matched.problem !== null) throw matched.problem;
  return { state: game.apply(state, matched.action), action: matched.action };
}

/**
 * A new game's history: `setup(config)` at position 0.
 *
 * @example
 * ```ts
 * let history = startHistory(tortuga1667, { players: 4, seed: randomSeed() });
 * history = history.apply(action);
 * history = history.undo(); // outside the rules: a hot-seat table that agrees to it
 * ```
 */
export function startHistory<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  config: Config,
): GameHistory<Config, State, Action> {
  return build(game, config, [], [game.setup(config)], 0);
}

/**
 * The history of a game record from outside (`GameHistory.record`, `makeRecord`): checked
 * (`checkRecord`), replayed action by action (the first illegal one is named by its path
 * `actions[i]`) and, when the record carries a hash, compared with its final state. The
 * position is at the end. Throws a RuleViolation (`CORRUPT_RECORD` or the action's own).
 */
export function loadHistory<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  value: unknown,
): GameHistory<Config, State, Action> {
  const problem = checkRecord(game, value);
  if (problem) throw problem;
  const record = value as GameRecord<Config, Action>;
  // The states and actions are collected once and the history built at the end: building it
  // action by action would copy both lists at every step (quadratic in a long record).
  const states: (State | undefined)[] = [];
  const actions: Action[] = [];
  const last = replaySteps(
    record.config,
    record.actions,
    (config) => {
      states.push(game.setup(config));
      return states[0]!;
    },
    (state: State, input) => {
      const applied = applyMatched(game, state, input);
      actions.push(applied.action);
      // Every KEEP_EVERY-th state is kept (and the last, set below); the others are replayed when asked for.
      states.push(actions.length % KEEP_EVERY === 0 ? applied.state : undefined);
      return applied.state;
    },
  );
  checkFinalHash(record, last);
  states[actions.length] = last;
  return build(game, record.config, actions, states, actions.length);
}
