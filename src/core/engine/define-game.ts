import type { BaseAction, BaseConfig, Game, PlayerId, SimulatorOptions, ViewOptions } from './game.js';
import { isStateOf, notAState, onState } from './on-state.js';
import { applyStep, cloneState, createSimulator, freezeState, own } from './runner.js';
import type { Match } from './validation.js';
import { registerRules } from './rules-registry.js';

/** The parts a game module writes itself; `apply` and `simulator` are built from `validate` and `step`. */
export interface GameParts<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome> {
  readonly name: Game<Config, State, Action, View, Outcome>['name'];
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** As `Game.stateFormat`. */
  readonly stateFormat: number;
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
  /** As `Game.outcome`. */
  outcome(state: State): Outcome | null;
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
  const game: Game<Config, State, Action, View, Outcome> = {
    name: parts.name,
    minPlayers: parts.minPlayers,
    maxPlayers: parts.maxPlayers,
    stateFormat: parts.stateFormat,
    setup: (config) => freezeState(own(parts.newGame(ownFields(config)))),
    apply: (state, action) => onState(parts.name, rules, applyStep, state, action),
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
    outcome: parts.outcome,
    simulator: (state, options) => createSimulator(rules, cloneState(state), checkSimulatorOptions(options)),
    startSimulator: (config, options) => createSimulator(rules, parts.newGame(ownFields(config)), checkSimulatorOptions(options)),
  };
  registerRules(parts.name, rules);
  return game;
}

/** A simulator's options, checked: a TypeError names an unknown key or a value of the wrong kind. */
function checkSimulatorOptions(options: SimulatorOptions | undefined): SimulatorOptions | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError('Simulator options must be an object such as { log: false }.');
  for (const key of Object.keys(options)) if (key !== 'log') throw new TypeError(`Unknown simulator option "${key.slice(0, 40)}": the only one is "log".`);
  if (options.log !== undefined && typeof options.log !== 'boolean') throw new TypeError('The simulator option "log" is true or false.');
  return options;
}

/**
 * The configuration's own fields copied into a fresh object (anything that is not an object is
 * passed on for `newGame` to refuse). V8 reads the fields of an object made by spreading
 * another (`{ ...options, players, seed }`, the usual way to build a configuration) about ten
 * times slower than those of a literal; set-up reads each field once or twice, and one copy
 * by enumeration is cheaper than those reads (9 → 4.6 µs a 1667 set-up made that way).
 */
function ownFields<Config>(config: Config): Config {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return config;
  const copy: Record<string, unknown> = {};
  for (const key in config) {
    // Own keys only (an inherited `timer` is no option), and "__proto__" kept as a key, never run as the setter: a
    // configuration from JSON with {"__proto__": {"timer": true}} must be refused by the key check, not turned into a prototype.
    if (!Object.hasOwn(config, key)) continue;
    const value = (config as Record<string, unknown>)[key];
    if (key === '__proto__') Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
    else copy[key] = value;
  }
  return copy as Config;
}
