import type { BaseAction } from '../../src/core/engine/game.js';
import type { RuleViolation } from '../../src/core/engine/rule-violation.js';

/** What `playChecked` needs of a game. */
interface Playable<State, Action> {
  apply(state: State, action: Action): State;
  checkState(value: unknown): RuleViolation | null;
}

/**
 * Applies actions in order through `apply`. A state that passes `checkState` must lead to
 * states that pass it too (a server saves and loads every one): checked after each action.
 * A state built by hand that fails the check is only played, not checked.
 */
export function playChecked<State, Action extends BaseAction>(game: Playable<State, Action>, state: State, actions: readonly Action[]): State {
  const checked = game.checkState(state) === null;
  let s = state;
  for (const action of actions) {
    s = game.apply(s, action);
    const problem = checked ? game.checkState(s) : null;
    if (problem !== null) throw new Error(`after ${JSON.stringify(action)} the state fails its check: ${problem.message}`);
  }
  return s;
}
