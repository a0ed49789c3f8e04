import type { GameStates } from '../core/engine/game.js';
import { tortugaDiceStates } from '../dice/states.js';
import { tortuga1667States } from '../t1667/states.js';

/** The state checks of a game by its name: the adapter checks every state it did not make itself. */
export function statesOf(name: 'tortuga-1667' | 'tortuga-dice'): GameStates<unknown, unknown> {
  return (name === 'tortuga-1667' ? tortuga1667States : tortugaDiceStates) as GameStates<unknown, unknown>;
}
