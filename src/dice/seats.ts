import type { PlayerId } from '../core/game.js';
import { capacity, DICE_PER_PLAYER } from './data.js';
import type { DiceAction, DiceState } from './types.js';

/** Seats in turn order from the start player (TD-DICE-4, TD-ACT-3). */
export function fromStartPlayer(state: DiceState): PlayerId[] {
  return Array.from({ length: state.players }, (_, i) => (state.startPlayer + i) % state.players);
}

/** TD-DICE-6: how many more dice an action field takes (board/raid limited by the markers). */
export function roomOn(state: DiceState, player: PlayerId, action: DiceAction): number {
  const seat = state.seats[player]!;
  const limit = action === 'board' ? capacity(seat.ship) : action === 'raid' ? capacity(seat.pirate) : DICE_PER_PLAYER;
  return Math.max(0, limit - seat.placed[action].length);
}
