import type { BaseAction, BaseConfig, Game } from './game.js';

/** A recorded game: its configuration and every action taken, in order. */
export interface GameRecord<Config, Action> {
  /** What `setup` was given. */
  readonly config: Config;
  /** Every applied action, in order. */
  readonly actions: readonly Action[];
}

/**
 * Rebuilds a state from a configuration and the actions taken since `setup`. Throws the
 * RuleViolation of the first action that is not legal where it stands.
 *
 * @example
 * ```ts
 * const state = replay(tortuga1667, record.config, record.actions);
 * ```
 */
export function replay<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  config: Config,
  actions: readonly Action[],
): State {
  let state = game.setup(config);
  for (const action of actions) state = game.apply(state, action);
  return state;
}
