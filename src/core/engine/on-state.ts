import { coreSay } from '../words/core-words.js';
import { isRuleViolation, RuleViolation } from './rule-violation.js';
import type { RuleSteps } from './runner.js';

/**
 * Runs `apply` or `applyWithPatches` on a state of the game named `name`: a value not shaped as
 * a state of this game, or one so damaged that the rules cannot read it, throws CORRUPT_STATE,
 * never a TypeError (a full check is checkState / loadState, for states from outside).
 */
export function onState<State, Action, R>(
  name: string,
  rules: RuleSteps<State, Action>,
  run: (rules: RuleSteps<State, Action>, state: State, input: unknown) => R,
  state: State,
  input: unknown,
): R {
  if (!isStateOf(name, state)) throw notAState();
  try {
    return run(rules, state, input);
  } catch (error) {
    throw isRuleViolation(error) ? error : notAState();
  }
}

/** Whether `value` is at least shaped as a state of the game named `name` (an object naming it); a full check is `checkState`. */
export function isStateOf(name: string, value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { game?: unknown }).game === name;
}

/** What `validate` answers, and `apply` throws, for a value that is not a readable state of the game. */
export function notAState(): RuleViolation {
  return new RuleViolation(
    'CORRUPT_STATE',
    coreSay()('core.corrupt', { what: 'state', path: 'whole', problem: 'it is not a readable state of this game (load states from outside with loadState)' }),
    undefined,
    '',
  );
}
