import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { SHIP_CAPACITY } from './cards.js';
import { shipToEdit, tortugaLineToEdit } from './editing.js';
import type { Place, ShipId, T1667State, Team } from './types.js';

/** The two ships, in a fixed order. */
export const SHIPS: readonly ShipId[] = ['fd', 'jr'];

/** The other pirate ship. */
export function otherShip(ship: ShipId): ShipId {
  return ship === 'fd' ? 'jr' : 'fd';
}

/** The rowboat between `ship` and Tortuga (T67-COMP-1). */
export function boatOf(ship: ShipId): 'fdBoat' | 'jrBoat' {
  return ship === 'fd' ? 'fdBoat' : 'jrBoat';
}

/** The ship a rowboat lies beside. */
export function shipOfBoat(boat: 'fdBoat' | 'jrBoat'): ShipId {
  return boat === 'fdBoat' ? 'fd' : 'jr';
}

/** True for the two ships. */
export function isShip(place: Place): place is ShipId {
  return place === 'fd' || place === 'jr';
}

/** True for the two rowboats. */
export function isBoat(place: Place): place is 'fdBoat' | 'jrBoat' {
  return place === 'fdBoat' || place === 'jrBoat';
}

/** T67-POS-1: the one place where a seat's pawn is. */
export function placeOf(state: T1667State, seat: PlayerId): Place {
  if (state.ships.fd.crew.includes(seat)) return 'fd';
  if (state.ships.jr.crew.includes(seat)) return 'jr';
  if (state.rowboats.fdBoat === seat) return 'fdBoat';
  if (state.rowboats.jrBoat === seat) return 'jrBoat';
  return 'tortuga';
}

/** T67-POS-2: true when a ship has room for one more pawn. */
export function hasRoom(state: T1667State, ship: ShipId): boolean {
  return state.ships[ship].crew.length < SHIP_CAPACITY;
}

/** T67-ROLE-1: the Captain of a ship (position 1), or null when it is empty. */
export function captainOf(state: T1667State, ship: ShipId): PlayerId | null {
  return state.ships[ship].crew[0] ?? null;
}

/** T67-ROLE-1: the First Mate (position 2), or null. */
export function firstMateOf(state: T1667State, ship: ShipId): PlayerId | null {
  return state.ships[ship].crew[1] ?? null;
}

/** T67-ROLE-1: the Cabin Boy (the last position), or null. */
export function cabinBoyOf(state: T1667State, ship: ShipId): PlayerId | null {
  const crew = state.ships[ship].crew;
  return crew[crew.length - 1] ?? null;
}

/** T67-ROLE-1: the Governor of Tortuga (position 1), or null. */
export function governor(state: T1667State): PlayerId | null {
  return state.tortuga.line[0] ?? null;
}

/**
 * Takes a pawn out of wherever it is; the pawns behind it move up (T67-POS-3).
 * Returns where it was.
 */
export function liftPawn(state: T1667State, seat: PlayerId): Place {
  const place = placeOf(state, seat);
  if (isShip(place)) removeFrom(edit(shipToEdit(state, place), 'crew'), seat);
  else if (isBoat(place)) edit(state, 'rowboats')[place] = null;
  else removeFrom(tortugaLineToEdit(state), seat);
  return place;
}

/** Takes a pawn out of the line it stands in. */
function removeFrom(line: PlayerId[], seat: PlayerId): void {
  line.splice(line.indexOf(seat), 1);
}

/** The holds a chest count reads: a state's, or a view's `board`. */
type ChestHolds = { readonly ships: Readonly<Record<ShipId, Record<Team, number>>>; readonly tortuga: Record<Team, number> };

/** T67-END-2: chests counting for each team (both holds of both ships and Tortuga's areas), of a state or of a view's board. */
export function teamChests(holds: ChestHolds): Record<Team, number> {
  const { fd, jr } = holds.ships;
  return {
    british: fd.british + jr.british + holds.tortuga.british,
    french: fd.french + jr.french + holds.tortuga.french,
  };
}

/** The seats other than `seat`, in seat order. */
export function otherSeats(state: T1667State, seat: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (let s = 0; s < state.players; s++) if (s !== seat) out.push(s);
  return out;
}
