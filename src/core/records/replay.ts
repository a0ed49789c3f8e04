import type { BaseAction, BaseConfig, Game } from '../engine/game.js';
import { coreSay } from '../words/core-words.js';
import { isRuleViolation, RuleViolation } from '../engine/rule-violation.js';
import type { TextParam } from '../words/text.js';

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
  return replaySteps(
    config,
    actions,
    (c) => game.setup(c),
    (state: State, action) => game.apply(state, action),
  );
}

/**
 * Starts with `start(config)` and takes each action with `step`; a refusal is rethrown as a
 * RuleViolation naming where it happened (`config`, `actions[i]`). Shared by `replay` and
 * `loadHistory`.
 */
export function replaySteps<Config, T, Action>(
  config: Config,
  actions: readonly Action[],
  start: (config: Config) => T,
  step: (current: T, action: Action) => T,
): T {
  let current: T;
  try {
    current = start(config);
  } catch (error) {
    throw located(error, 'config', { which: 'config' });
  }
  actions.forEach((action, index) => {
    try {
      current = step(current, action);
    } catch (error) {
      throw located(error, `actions[${index}]`, { which: 'action', number: index + 1, total: actions.length });
    }
  });
  return current;
}

/** The RuleViolation `error` stood for, now naming where in the record it happened. */
function located(error: unknown, path: string, where: Readonly<Record<string, TextParam>>): RuleViolation {
  if (!isRuleViolation(error)) return new RuleViolation('MALFORMED_ACTION', coreSay()('core.unreadableAction', where), undefined, path);
  return new RuleViolation(
    error.code,
    coreSay()('core.refused', { ...where, reason: { key: error.key, params: error.params, text: error.message } }),
    error.rule,
    path,
  );
}
