import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { coloursOn, drawChest, excessOn, fieldOf, fieldToEdit, removeChest, toCentralIsland, toIsland } from './chests.js';
import { ACTION_ORDER } from './data.js';
import { logPublic } from './log.js';
import { fromStartPlayer, seatToEdit } from './seats.js';
import type { ChestColour, DiceState } from './types.js';

/**
 * TD-TRACK-3 / TD-MOVE-3: chests over a field's capacity go to the central island. When they
 * differ in colour the owner chooses which to give up, one decision per chest; otherwise
 * nothing is asked.
 */
export function trim(state: DiceState, player: PlayerId, field: 'ship' | 'crew'): void {
  // The seat is read afresh each time round: giving a chest up may put a new copy of it in the state (copy-on-write).
  for (let seat = state.seats[player]!; excessOn(seat, field) > 0; seat = state.seats[player]!) {
    const colours = coloursOn(fieldOf(seat, field));
    if (colours.length > 1) {
      state.pending = { kind: 'giveUp', player, field };
      return;
    }
    giveUpChest(state, player, field, colours[0]!);
  }
}

/** One chest leaves an over-full field for the central island (TD-ISLAND-1). */
export function giveUpChest(state: DiceState, player: PlayerId, field: 'ship' | 'crew', colour: ChestColour): void {
  removeChest(fieldToEdit(state, player, field), colour);
  toCentralIsland(state, player, colour);
}

/**
 * TD-ACT-6 and TD-MOVE-1: the dice go back to their owners, then each player draws one chest
 * from the bag onto their island field (nothing from an empty bag).
 */
export function returnDiceAndDraw(state: DiceState): void {
  for (let player = 0; player < state.players; player++) {
    const seat = seatToEdit(state, player);
    seat.hand = [0, 1, 2, 3, 4];
    const placed = edit(seat, 'placed');
    for (const action of ACTION_ORDER) placed[action] = [];
  }
  for (const player of fromStartPlayer(state)) {
    const colour = drawChest(state);
    if (colour === null) continue;
    toIsland(state, player, colour);
    logPublic(state, { type: 'chestDrawn', player, colour, to: 'island' });
  }
}

/**
 * TD-MOVE-2: every chest on the ship fields goes to Tortuga, the crew fields' chests to the
 * ship fields, the island field's to the crew fields. What does not fit leaves afterwards
 * (the caller queues the trims, TD-MOVE-3).
 */
export function moveChests(state: DiceState, player: PlayerId): void {
  const seat = seatToEdit(state, player);
  edit(seat, 'tortuga').push(...seat.shipFields);
  seat.shipFields = seat.crewFields;
  seat.crewFields = seat.island;
  seat.island = [];
  logPublic(state, { type: 'moved', player, tortuga: seat.tortuga.length, ship: seat.shipFields.length, crew: seat.crewFields.length });
}
