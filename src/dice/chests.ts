import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { nextInt } from '../core/engine/rng.js';
import { capacity, TRACK_MAX, TRACK_MIN } from './data.js';
import { logPublic } from './log.js';
import { seatToEdit } from './seats.js';
import type { ChestColour, DiceSeat, DiceState, MarkerReason } from './types.js';

/** Draws the next chest from the bag, or null when it is empty (TD-MOVE-1 ruling). */
export function drawChest(state: DiceState): ChestColour | null {
  return edit(state, 'bag').pop() ?? null;
}

/**
 * Sends a chest to the central island, which holds at most one chest of each colour; a
 * colour already there goes into the bag instead (TD-ISLAND-1). With 2 players every such
 * chest goes into the bag (TD-2P-2). The bag's order stays secret: the chest is shuffled in
 * by putting it at a random place.
 */
export function toCentralIsland(state: DiceState, player: PlayerId, colour: ChestColour): void {
  const toBag = state.players === 2 || state.centralIsland.includes(colour);
  if (toBag) edit(state, 'bag').splice(nextInt(edit(state, 'rng'), state.bag.length + 1), 0, colour);
  else edit(state, 'centralIsland').push(colour);
  logPublic(state, { type: 'toIsland', player, colour, toBag });
}

/** The chests on a player's ship or crew fields. */
export function fieldOf(seat: DiceSeat, field: 'ship' | 'crew'): ChestColour[] {
  return field === 'ship' ? seat.shipFields : seat.crewFields;
}

/** A player's ship or crew fields, ready to be changed in place (copy-on-write). */
export function fieldToEdit(state: DiceState, player: PlayerId, field: 'ship' | 'crew'): ChestColour[] {
  return edit(seatToEdit(state, player), field === 'ship' ? 'shipFields' : 'crewFields');
}

/** Puts a chest on a player's island field. */
export function toIsland(state: DiceState, player: PlayerId, colour: ChestColour): void {
  edit(seatToEdit(state, player), 'island').push(colour);
}

/** TD-TRACK-2: how many chests a player's ship or crew fields hold now. */
function fieldCapacity(seat: DiceSeat, field: 'ship' | 'crew'): number {
  return capacity(field === 'ship' ? seat.ship : seat.pirate);
}

/** How many chests on a field are over its capacity. */
export function excessOn(seat: DiceSeat, field: 'ship' | 'crew'): number {
  return Math.max(0, fieldOf(seat, field).length - fieldCapacity(seat, field));
}

/** TD-TRACK-1: moves a marker by `steps`, staying within fields 1–8; `reason` tells the log why. */
export function moveMarker(state: DiceState, player: PlayerId, track: 'ship' | 'pirate', steps: number, reason: MarkerReason): void {
  const from = state.seats[player]![track];
  const to = Math.min(TRACK_MAX, Math.max(TRACK_MIN, from + steps));
  if (to === from) return;
  seatToEdit(state, player)[track] = to;
  logPublic(state, { type: 'marker', player, track, from, to, reason });
}

/** Distinct colours on a field, in a fixed order. */
export function coloursOn(chests: readonly ChestColour[]): ChestColour[] {
  const order: ChestColour[] = ['red', 'blue', 'yellow', 'white', 'purple'];
  return order.filter((colour) => chests.includes(colour));
}

/** Removes one chest of a colour from a list. */
export function removeChest(chests: ChestColour[], colour: ChestColour): void {
  chests.splice(chests.indexOf(colour), 1);
}
