import { defineStates } from '../core/engine/define-states.js';
import type { GameStates } from '../core/engine/game.js';
import { checkState } from './check-state.js';
import { determinize } from './determinize.js';
import { STATE_FORMAT } from './format.js';
import type { T1667State } from './types.js';
import type { T1667View } from './view.js';

/**
 * Tortuga 1667's states from elsewhere: `checkState` and `loadState` for states from a
 * database, a file or a message, `determinize` for the worlds a searching bot imagines behind a
 * view. Apart from `tortuga1667`, so that an app that only plays ships none of it.
 *
 * @example
 * ```ts
 * import { tortuga1667, tortuga1667States } from 'tortuga-rules/1667';
 * const state = tortuga1667States.loadState(JSON.parse(saved));
 * tortuga1667.apply(state, action);
 * ```
 */
export const tortuga1667States: GameStates<T1667State, T1667View> = /* @__PURE__ */ defineStates<T1667State, T1667View>({
  name: 'tortuga-1667',
  stateFormat: STATE_FORMAT,
  checkState,
  determinize,
});
