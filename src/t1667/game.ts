import { defineGame } from '../core/engine/define-game.js';
import type { Game, PlayerId } from '../core/engine/game.js';
import { legalActionAt, legalActionCount, legalActions, toAct } from './legal.js';
import { newGame } from './setup.js';
import { step } from './step.js';
import { timeoutAction } from './timeout-action.js';
import type { T1667Action, T1667Config, T1667Outcome, T1667State } from './types.js';
import { match } from './validate.js';
import { STATE_FORMAT } from './format.js';
import { logFor, viewFor, type T1667View } from './view.js';

/** The Tortuga 1667 module: the shared game interface over this game's types, plus the timer hook. */
export interface Tortuga1667 extends Game<T1667Config, T1667State, T1667Action, T1667View, T1667Outcome> {
  /**
   * T67-OPT-TIMER: the action the rules prescribe when `player`'s clock runs out, or null when
   * the game is not waiting for that player. A host enforcing a clock applies it.
   */
  timeoutAction(state: T1667State, player: PlayerId): T1667Action | null;
}

/**
 * Tortuga 1667 (2–9 players): hidden loyalties, votes and an event row.
 *
 * @example
 * ```ts
 * import { tortuga1667 } from 'tortuga-rules/1667';
 * let state = tortuga1667.setup({ players: 5, seed: 'demo' });
 * const [seat] = tortuga1667.toAct(state);
 * state = tortuga1667.apply(state, tortuga1667.legalActions(state, seat!)[0]!);
 * console.log(tortuga1667.viewFor(state, 0).decision?.prompt);
 * ```
 */
export const tortuga1667: Tortuga1667 = Object.freeze({
  ...defineGame<T1667Config, T1667State, T1667Action, T1667View, T1667Outcome>({
    name: 'tortuga-1667',
    minPlayers: 2,
    maxPlayers: 9,
    stateFormat: STATE_FORMAT,
    newGame,
    match,
    step,
    legalActions,
    legalActionCount,
    legalActionAt,
    toAct,
    viewFor,
    logFor,
    outcome: (state) => state.outcome,
  }),
  timeoutAction,
});
