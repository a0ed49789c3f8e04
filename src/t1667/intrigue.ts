import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { SHIP_CAPACITY } from './cards.js';
import { shipToEdit } from './editing.js';
import { logPublic } from './log.js';
import { startTurn } from './turns.js';
import type { T1667Action, T1667State } from './types.js';

type StartPlace = 'fd' | 'jr' | 'tortuga';
const START_PLACES: readonly StartPlace[] = ['fd', 'jr', 'tortuga'];

/**
 * T67-OPT-INTRIGUE: the positions a player may choose for their own pawn — any free
 * position on a ship (at most five pawns each) or on Tortuga (one circle per player).
 */
export function pawnPlacements(state: T1667State, seat: PlayerId): T1667Action[] {
  const slots = state.startSlots!; // set while pawns are being placed
  const out: T1667Action[] = [];
  for (const place of START_PLACES) {
    slots[place].forEach((occupant, position) => {
      if (occupant === null) out.push({ type: 'placePawn', player: seat, place, position });
    });
  }
  return out;
}

/** Free positions per place at the start: five per ship, one per player on Tortuga. */
export function emptyStartSlots(players: number): NonNullable<T1667State['startSlots']> {
  return {
    fd: Array<PlayerId | null>(SHIP_CAPACITY).fill(null),
    jr: Array<PlayerId | null>(SHIP_CAPACITY).fill(null),
    tortuga: Array<PlayerId | null>(players).fill(null),
  };
}

/**
 * T67-OPT-INTRIGUE: pawns are drawn from the bag one at a time and each player places their
 * own pawn. When the bag is empty the lines close up (T67-POS-3), the front pawns become
 * Captains and Governor, and the first turn begins. *Ruling:* the JR Captain starts; if the
 * JR is empty the FD Captain; if both are empty the Governor.
 */
export function placeStartingPawn(state: T1667State, seat: PlayerId, place: StartPlace, position: number): void {
  const slots = edit(state, 'startSlots')!;
  edit(slots, place)[position] = seat;
  logPublic(state, { type: 'pawnPlaced', player: seat, place, position });
  const pending = state.pending as Extract<T1667State['pending'], { kind: 'placePawn' }>;
  const [next, ...rest] = pending.bag;
  if (next !== undefined) {
    state.pending = { kind: 'placePawn', player: next, bag: rest };
    return;
  }
  const compact = (line: (PlayerId | null)[]): PlayerId[] => line.filter((s): s is PlayerId => s !== null);
  shipToEdit(state, 'fd').crew = compact(slots.fd);
  shipToEdit(state, 'jr').crew = compact(slots.jr);
  edit(state, 'tortuga').line = compact(slots.tortuga);
  state.startSlots = null;
  const first = state.ships.jr.crew[0] ?? state.ships.fd.crew[0] ?? state.tortuga.line[0]!;
  startTurn(state, first);
}
