import { copying, edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { capacity, DICE_PER_PLAYER } from './data.js';
import type { DiceActionKind, DiceSeat, DiceState } from './types.js';

/** Turn orders by table size and start player, built once; not frozen (V8 walks frozen arrays slowly), never changed. */
const ORDERS: readonly (readonly (readonly PlayerId[])[])[] = Array.from({ length: 5 }, (_, players) =>
  Array.from({ length: players }, (_, start) => Array.from({ length: players }, (_, i) => (start + i) % players)),
);

/** Seats in turn order from the start player (TD-DICE-4, TD-ACT-3). A shared list: copy it to change it. */
export function fromStartPlayer(state: DiceState): readonly PlayerId[] {
  return ORDERS[state.players]![state.startPlayer]!;
}

/** TD-DICE-6: how many more dice an action field takes (board/raid limited by the markers). */
export function roomOn(state: DiceState, player: PlayerId, action: DiceActionKind): number {
  const seat = state.seats[player]!;
  const limit = action === 'board' ? capacity(seat.ship) : action === 'raid' ? capacity(seat.pirate) : DICE_PER_PLAYER;
  return Math.max(0, limit - seat.placed[action].length);
}

/** A player's seat, ready to be changed in place (copy-on-write: see `core/edit.ts`). */
export function seatToEdit(state: DiceState, player: PlayerId): DiceSeat {
  return copying ? edit(edit(state, 'seats'), player)! : state.seats[player]!;
}
