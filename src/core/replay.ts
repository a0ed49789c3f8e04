import type { BaseAction, BaseConfig, Game } from './game.js';
import { isRuleViolation, RuleViolation } from './rule-violation.js';

/**
 * Rebuilds a state from a configuration and the actions taken since `setup`. Throws a
 * RuleViolation naming the first action that is not legal where it stands: its `path` is
 * `actions[i]` and its message gives the action's number; a configuration `setup` refuses
 * has the path `config`.
 *
 * @example
 * ```ts
 * const state = replay(tortuga1667, config, actions);
 * ```
 */
export function replay<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  config: Config,
  actions: readonly Action[],
): State {
  let state: State;
  try {
    state = game.setup(config);
  } catch (error) {
    throw located(error, 'config', 'The configuration');
  }
  actions.forEach((action, index) => {
    try {
      state = game.apply(state, action);
    } catch (error) {
      throw located(error, `actions[${index}]`, `Action ${index + 1} of ${actions.length}`);
    }
  });
  return state;
}

/** The RuleViolation `error` stood for, now naming where in the record it happened. */
function located(error: unknown, path: string, what: string): RuleViolation {
  if (!isRuleViolation(error)) return new RuleViolation('MALFORMED_ACTION', `${what} could not be read.`, undefined, path);
  return new RuleViolation(error.code, `${what} (${path}) is refused: ${error.message}`, error.rule, path);
}
