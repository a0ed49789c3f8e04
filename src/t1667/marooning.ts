import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { nextInt } from '../core/engine/rng.js';
import { liftPawn } from './board.js';
import { tortugaLineToEdit } from './editing.js';
import { removeFromHand } from './hands.js';
import { logPrivate, logPublic } from './log.js';
import type { MaroonReason, T1667State } from './types.js';

/**
 * Maroons a pawn to Tortuga (§7). It goes to the end of the Tortuga line, the pawns behind
 * it on its old line move up (T67-MAROON-1). From a rowboat nothing else happens
 * (T67-MAROON-3). A pawn already on Tortuga also moves to the end and its owner loses one
 * vote card, put face down under the vote deck (T67-MAROON-2). The holds of a ship it
 * leaves keep their chests (T67-MAROON-4).
 *
 * Returns true when the owner must now choose the card to lose (early edition): the caller
 * then waits for that decision instead of ending the action.
 */
export function maroon(state: T1667State, seat: PlayerId, reason: MaroonReason): boolean {
  const from = liftPawn(state, seat);
  tortugaLineToEdit(state).push(seat); // T67-MAROON-1
  logPublic(state, { type: 'marooned', player: seat, from, reason });
  if (from !== 'tortuga' || state.seats[seat]!.hand.length === 0) return false;
  if (state.options.rules === 'early') {
    // T67-EARLY-MAROON: marooned again, the owner chooses which card to lose.
    state.pending = { kind: 'loseCard', player: seat };
    return true;
  }
  // T67-MAROON-2 (ruling): the engine draws the lost card uniformly at random.
  const hand = state.seats[seat]!.hand;
  loseVoteCard(state, seat, hand[nextInt(edit(state, 'rng'), hand.length)]!);
  return false;
}

/**
 * T67-MAROON-2: the lost card goes face down under the vote deck. The owner learns which
 * card it was; the table only that one was lost.
 */
export function loseVoteCard(state: T1667State, seat: PlayerId, card: number): void {
  removeFromHand(state, seat, card);
  edit(state, 'voteDeck').unshift(card); // under the vote deck (its top is the last element)
  logPublic(state, { type: 'voteCardLost', player: seat });
  logPrivate(state, [seat], { type: 'voteCardLostPrivate', player: seat, card });
}
