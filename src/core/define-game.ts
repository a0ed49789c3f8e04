import type { BaseAction, BaseConfig, Game, PlayerId, ViewOptions } from './game.js';
import { coreSay } from './core-words.js';
import { isRuleViolation, RuleViolation } from './rule-violation.js';
import { applyWithImmer, applyWithPatches, cloneState, createSimulator, freezeState, own, type RuleSteps } from './runner.js';
import type { Match } from './validation.js';
import { registerMatcher } from './matchers.js';

/** The parts a game module writes itself; `apply` and `simulator` are built from `validate` and `step`. */
export interface GameParts<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome> {
  readonly name: Game<Config, State, Action, View, Outcome>['name'];
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** As `Game.stateFormat`. */
  readonly stateFormat: number;
  /** As `Game.checkState`. */
  checkState(value: unknown): RuleViolation | null;
  /** Builds the state of a new game, not yet frozen (`setup` freezes it; a simulator uses it as it is). */
  newGame(config: Config): State;
  /** The legal action an untrusted input matches, or why it matches none (see `matchAction`). */
  match(state: State, input: unknown): Match<Action>;
  /** Applies a legal action to a working state in place, copy-on-write (see `RuleSteps` and `edit`). */
  step(state: State, action: Action): void;
  /** As `Game.legalActions`: the single source of legality. */
  legalActions(state: State, player: PlayerId): Action[];
  /** Optional quicker form of `legalActions(…).length`. */
  legalActionCount?(state: State, player: PlayerId): number;
  /** Optional quicker form of `legalActions(…)[index]`. */
  legalActionAt?(state: State, player: PlayerId, index: number): Action | undefined;
  /** As `Game.toAct`. */
  toAct(state: State): PlayerId[];
  /** As `Game.viewFor`. */
  viewFor(state: State, player: PlayerId | null, options?: ViewOptions): View;
  /** As `Game.logFor`. */
  logFor: Game<Config, State, Action, View, Outcome>['logFor'];
  /** As `Game.words`. */
  words: Game<Config, State, Action, View, Outcome>['words'];
  /** As `Game.outcome`. */
  outcome(state: State): Outcome | null;
  /** As `Game.determinize`. */
  determinize(view: View, seed: string): State;
}

/**
 * Assembles a game module: the same `step` runs for `apply` (on a shallow copy of the frozen
 * state, copy-on-write, immer making the frozen result), for `applyWithPatches` (under immer's draft) and for
 * `simulator`, so the paths cannot drift apart. `setup` is `newGame` frozen;
 * `startSimulator` starts from `newGame` directly, with nothing to freeze or copy.
 */
export function defineGame<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  parts: GameParts<Config, State, Action, View, Outcome>,
): Game<Config, State, Action, View, Outcome> {
  const rules = { match: parts.match, step: parts.step };
  /**
   * Runs `apply` or `applyWithPatches` on a state: a value not shaped as a state of this game, or
   * one so damaged that the rules cannot read it, throws CORRUPT_STATE, never a TypeError (a
   * full check is checkState / loadState, for states from outside).
   */
  const onState = <R>(run: (rules: RuleSteps<State, Action>, state: State, input: unknown) => R, state: State, input: unknown): R => {
    if (!isStateOf(parts.name, state)) throw notAState();
    try {
      return run(rules, state, input);
    } catch (error) {
      throw isRuleViolation(error) ? error : notAState();
    }
  };
  const game: Game<Config, State, Action, View, Outcome> = {
    name: parts.name,
    minPlayers: parts.minPlayers,
    maxPlayers: parts.maxPlayers,
    stateFormat: parts.stateFormat,
    checkState: parts.checkState,
    loadState: (value) => loadState(parts.checkState, value),
    setup: (config) => freezeState(own(parts.newGame(ownFields(config)))),
    apply: (state, action) => onState(applyWithImmer, state, action),
    applyWithPatches: (state, action) => onState(applyWithPatches, state, action),
    validate: (state, input) => {
      // validate never throws: a value that is not a state of this game, or one so damaged that reading it fails, is named as such.
      if (!isStateOf(parts.name, state)) return notAState();
      try {
        return parts.match(state, input).problem;
      } catch {
        return notAState();
      }
    },
    legalActions: parts.legalActions,
    legalActionCount: parts.legalActionCount ?? ((state, player) => parts.legalActions(state, player).length),
    legalActionAt: parts.legalActionAt ?? ((state, player, index) => parts.legalActions(state, player)[index]),
    toAct: parts.toAct,
    viewFor: parts.viewFor,
    logFor: parts.logFor,
    words: parts.words,
    outcome: parts.outcome,
    determinize: parts.determinize,
    simulator: (state) => createSimulator(rules, cloneState(state)),
    startSimulator: (config) => createSimulator(rules, parts.newGame(ownFields(config))),
  };
  registerMatcher(game, parts.match);
  return game;
}

/** Whether `value` is at least shaped as a state of the game named `name` (an object naming it); a full check is `checkState`. */
function isStateOf(name: string, value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { game?: unknown }).game === name;
}

/** What `validate` answers, and `apply` throws, for a value that is not a readable state of the game. */
function notAState(): RuleViolation {
  return new RuleViolation('CORRUPT_STATE', coreSay()('core.corrupt', { what: 'state', path: 'whole', problem: 'it is not a readable state of this game (load states from outside with loadState)' }), undefined, '');
}

/**
 * The configuration's fields copied into a fresh object (anything that is not an object is
 * passed on for `newGame` to refuse). V8 reads the fields of an object made by spreading
 * another (`{ ...options, players, seed }`, the usual way to build a configuration) about ten
 * times slower than those of a literal; set-up reads each field once or twice, and one copy
 * by enumeration is cheaper than those reads (9 → 4.6 µs a 1667 set-up made that way).
 */
function ownFields<Config>(config: Config): Config {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return config;
  const copy: Record<string, unknown> = {};
  for (const key in config) copy[key] = (config as Record<string, unknown>)[key];
  return copy as Config;
}

/** `Game.loadState`: a plain copy of the value, checked, then frozen and owned by the engine. */
function loadState<State>(check: (value: unknown) => RuleViolation | null, value: unknown): State {
  let copy: State;
  try {
    copy = cloneState(value as State);
  } catch {
    throw new RuleViolation('CORRUPT_STATE', coreSay()('core.unreadable', { what: 'state' }), undefined, '');
  }
  const problem = check(copy);
  if (problem) throw problem;
  return freezeState(own(copy));
}
