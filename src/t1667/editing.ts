import { copying, edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import type { SeatState, ShipId, ShipState, T1667State } from './types.js';

/** A seat, ready to be changed in place (copy-on-write: see `core/edit.ts`). */
export function seatToEdit(state: T1667State, seat: PlayerId): SeatState {
  return copying ? edit(edit(state, 'seats'), seat)! : state.seats[seat]!;
}

/** A ship (its crew and holds), ready to be changed in place. */
export function shipToEdit(state: T1667State, ship: ShipId): ShipState {
  return edit(edit(state, 'ships'), ship);
}

/** The Tortuga line, ready to be changed in place. */
export function tortugaLineToEdit(state: T1667State): PlayerId[] {
  return edit(edit(state, 'tortuga'), 'line');
}

/** The line of pawns on a ship or on Tortuga, ready to be changed in place. */
export function lineToEdit(state: T1667State, place: ShipId | 'tortuga'): PlayerId[] {
  return place === 'tortuga' ? tortugaLineToEdit(state) : edit(shipToEdit(state, place), 'crew');
}
