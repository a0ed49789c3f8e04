/**
 * Which face-down row slots each other seat has peeked at and still knows (issue 49's experiment,
 * outside the library): who peeked at which two slots is public (T67-ACT-PEEK), what they saw is
 * not (T67-INFO-2). `determinize` leaves other seats' peeks empty, so in a sampled world a seat
 * that really knows a slot plays as if it did not; `givePeeks` lets it know the world's card there.
 */
import type { PlayerId } from '../../src/core/engine/game.js';
import type { T1667State } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';

/** Each seat's peeked slots that have not changed since, read from the view's public log. */
export function peekedSlots(view: T1667View): Set<number>[] {
  const known = view.seats.map(() => new Set<number>());
  for (const { event } of view.log) {
    switch (event.type) {
      case 'peek': // T67-ACT-PEEK
        for (const slot of event.slots) known[event.player]!.add(slot);
        break;
      case 'reveal': // T67-ACT-REVEAL: the slot's card changes, every peek at it is forgotten
        for (const slots of known) slots.delete(event.slot);
        break;
      case 'rowReshuffled': // T67-END-1
      case 'tiebreak': // T67-END-5: a new row
        for (const slots of known) slots.clear();
        break;
      default:
        break;
    }
  }
  return known;
}

/** Every other seat of `world` knows the world's card in the face-down slots it peeked at (`peekedSlots`). */
export function givePeeks(world: T1667State, peeked: readonly Set<number>[], me: PlayerId): T1667State {
  peeked.forEach((slots, seat) => {
    if (seat === me) return;
    for (const slot of slots) {
      const card = world.row[slot];
      if (card !== null && card !== undefined) world.seats[seat]!.peeks[slot] = card;
    }
  });
  return world;
}
