import { coreSay } from '../words/core-words.js';
import type { GameStates } from './game.js';
import { RuleViolation } from './rule-violation.js';
import { cloneState, freezeState, own } from './runner.js';

/** The parts of a game's `GameStates` it writes itself; `loadState` is built from `checkState`. */
export interface StatesParts<State, View> {
  readonly name: GameStates<State, View>['name'];
  readonly stateFormat: number;
  /** As `GameStates.checkState`. */
  checkState(value: unknown): RuleViolation | null;
  /** As `GameStates.determinize`. */
  determinize(view: View, seed: string): State;
}

/** Assembles a game's `GameStates`: its checks, the loading built on them, and its sampler. */
export function defineStates<State, View>(parts: StatesParts<State, View>): GameStates<State, View> {
  return Object.freeze({
    name: parts.name,
    stateFormat: parts.stateFormat,
    checkState: parts.checkState,
    loadState: (value: unknown) => loadState<State>(parts.checkState, value),
    determinize: parts.determinize,
  });
}

/** `GameStates.loadState`: a plain copy of the value, checked, then frozen and owned by the engine. */
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
