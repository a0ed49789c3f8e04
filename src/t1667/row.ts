import { edit } from '../core/engine/edit.js';
import { shuffleInPlace } from '../core/engine/rng.js';
import { seatToEdit } from './editing.js';
import { logPublic } from './log.js';
import type { EventKind, T1667State } from './types.js';

/** Slots of the row that hold a face-down card. */
export function faceDownSlots(state: T1667State): number[] {
  const out: number[] = [];
  for (let i = 0; i < state.row.length; i++) if (state.row[i] !== null) out.push(i);
  return out;
}

/** How many face-down cards lie in the row. */
export function faceDownCount(state: T1667State): number {
  let n = 0;
  for (const card of state.row) if (card !== null) n++;
  return n;
}

/** Forgets what every seat peeked in one slot (its card changed). */
function forgetSlot(state: T1667State, slot: number): void {
  for (let seat = 0; seat < state.players; seat++) if (state.seats[seat]!.peeks[slot] !== null) edit(seatToEdit(state, seat), 'peeks')[slot] = null;
}

/** Forgets every peek (the row was reshuffled). */
export function forgetAllPeeks(state: T1667State): void {
  for (let seat = 0; seat < state.players; seat++) {
    const peeks = edit(seatToEdit(state, seat), 'peeks');
    for (let i = 0; i < peeks.length; i++) peeks[i] = null;
  }
}

/** Takes the card out of a slot (T67-ACT-REVEAL); peeks at that slot are forgotten. */
export function takeFromRow(state: T1667State, slot: number): EventKind {
  const card = state.row[slot] as EventKind;
  edit(state, 'row')[slot] = null;
  forgetSlot(state, slot);
  return card;
}

/**
 * Refills an empty slot from the deck when the deck has cards (T67-ACT-REVEAL). When that
 * refill takes the deck's last card, the row is shuffled and laid out again (T67-END-1).
 */
export function refillSlot(state: T1667State, slot: number): void {
  const next = edit(state, 'eventDeck').pop();
  if (next !== undefined) {
    edit(state, 'row')[slot] = next;
    // T67-EARLY-ARMADA: the early edition never reshuffles the row.
    if (state.eventDeck.length === 0 && state.options.rules === 'official') reshuffleRow(state);
  }
}

/**
 * T67-END-1: the face-down row cards are shuffled and laid out again in the same slots;
 * what anyone had peeked is lost.
 */
export function reshuffleRow(state: T1667State): void {
  const slots: number[] = [];
  const cards: EventKind[] = [];
  state.row.forEach((card, slot) => {
    if (card !== null) {
      slots.push(slot);
      cards.push(card);
    }
  });
  shuffleInPlace(edit(state, 'rng'), cards);
  const row = edit(state, 'row');
  slots.forEach((slot, i) => {
    row[slot] = cards[i] as EventKind;
  });
  forgetAllPeeks(state);
  logPublic(state, { type: 'rowReshuffled' });
}
