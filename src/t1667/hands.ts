import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { seatToEdit } from './editing.js';
import { logPrivate, logPublic } from './log.js';
import type { T1667State } from './types.js';

/**
 * Every change to a vote hand goes through this file, so that what another seat knows
 * about that hand (a hand it chose with Crow's Nest, T67-EVT-CROW) is forgotten as soon as
 * the hand changes.
 */
function forgetKnownHand(state: T1667State, target: PlayerId): void {
  for (let seat = 0; seat < state.players; seat++) {
    const known = state.seats[seat]!.knownHand;
    if (known !== null && known.target === target) seatToEdit(state, seat).knownHand = null;
  }
}

/** Draws up to `count` cards from the top of the vote deck into a hand (none from an empty deck, T67-TURN-5). */
export function drawVoteCards(state: T1667State, seat: PlayerId, count: number): void {
  const drawn: number[] = [];
  for (let i = 0; i < count; i++) {
    const card = edit(state, 'voteDeck').pop();
    if (card === undefined) break;
    edit(seatToEdit(state, seat), 'hand').push(card);
    drawn.push(card);
  }
  if (drawn.length === 0) return;
  forgetKnownHand(state, seat);
  logPublic(state, { type: 'drew', player: seat, count: drawn.length });
  logPrivate(state, [seat], { type: 'drewPrivate', player: seat, cards: drawn });
}

/** Takes one card out of a hand (the caller says where it goes; the card is in the hand). */
export function removeFromHand(state: T1667State, seat: PlayerId, card: number): void {
  const hand = edit(seatToEdit(state, seat), 'hand');
  hand.splice(hand.indexOf(card), 1);
  forgetKnownHand(state, seat);
}

/** Replaces a whole hand (Crow's Nest). */
export function replaceHand(state: T1667State, seat: PlayerId, cards: number[]): void {
  seatToEdit(state, seat).hand = cards;
  forgetKnownHand(state, seat);
}
