import { defineStates } from '../core/engine/define-states.js';
import type { GameStates } from '../core/engine/game.js';
import { checkState } from './check-state.js';
import { determinize } from './determinize.js';
import { STATE_FORMAT } from './format.js';
import type { DiceState } from './types.js';
import type { DiceView } from './view.js';

/**
 * The dice game's states from elsewhere: `checkState` and `loadState` for states from a
 * database, a file or a message, `determinize` for the worlds a searching bot imagines behind a
 * view. Apart from `tortugaDice`, so that an app that only plays ships none of it.
 *
 * @example
 * ```ts
 * import { tortugaDice, tortugaDiceStates } from 'tortuga-rules/dice';
 * const state = tortugaDiceStates.loadState(JSON.parse(saved));
 * ```
 */
export const tortugaDiceStates: GameStates<DiceState, DiceView> = /* @__PURE__ */ defineStates<DiceState, DiceView>({
  name: 'tortuga-dice',
  stateFormat: STATE_FORMAT,
  checkState,
  determinize,
});
