import { SHIPS } from './board.js';
import { maroon } from './marooning.js';
import type { T1667State } from './types.js';

/**
 * T67-EVT-ALBATROSS: whenever the pawns on one ship hold two or more Albatross cards
 * between them, every pawn on that ship is marooned at once in reverse order — the Cabin
 * Boy first, the Captain last — so their order on Tortuga is the ship's order reversed.
 * Called after every reveal of an Albatross and every move onto a ship. The Fountain of
 * Youth cannot stop it, and it has no effect on Tortuga or in a rowboat.
 */
export function checkAlbatross(state: T1667State): void {
  for (const ship of SHIPS) {
    const crew = state.ships[ship].crew;
    let count = 0;
    for (const seat of crew) count += state.seats[seat]!.albatross;
    if (count < 2) continue;
    const reversed = [...crew].reverse();
    for (const seat of reversed) maroon(state, seat, 'albatross');
  }
}
