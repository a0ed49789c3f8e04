import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { checkAlbatross } from './albatross.js';
import { liftPawn } from './board.js';
import { shipToEdit, tortugaLineToEdit } from './editing.js';
import { logPublic } from './log.js';
import type { MoveReason, Place, ShipId, T1667State } from './types.js';

/**
 * Moves a pawn to the end of a ship's line (T67-POS-3); the caller has checked that the
 * ship has room (T67-POS-2). A pawn boarding an empty ship becomes its Captain
 * (T67-ROLE-1). Boarding may set off the Albatross (T67-EVT-ALBATROSS).
 */
export function boardShip(state: T1667State, seat: PlayerId, ship: ShipId, reason: MoveReason): void {
  const from = liftPawn(state, seat);
  edit(shipToEdit(state, ship), 'crew').push(seat);
  logPublic(state, { type: 'moved', player: seat, from, to: ship, reason });
  checkAlbatross(state);
}

/** Moves a pawn into an empty rowboat (T67-ACT-ROW). */
export function boardBoat(state: T1667State, seat: PlayerId, boat: 'fdBoat' | 'jrBoat', reason: MoveReason): void {
  const from = liftPawn(state, seat);
  edit(state, 'rowboats')[boat] = seat;
  logPublic(state, { type: 'moved', player: seat, from, to: boat, reason });
}

/** Moves a pawn to the end of the Tortuga line without marooning it (T67-ACT-ROW). */
export function landOnTortuga(state: T1667State, seat: PlayerId, reason: MoveReason): void {
  const from: Place = liftPawn(state, seat);
  tortugaLineToEdit(state).push(seat);
  logPublic(state, { type: 'moved', player: seat, from, to: 'tortuga', reason });
}
