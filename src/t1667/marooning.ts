import type { PlayerId } from '../core/game.js';
import { nextInt } from '../core/rng.js';
import { liftPawn } from './board.js';
import { logPrivate, logPublic } from './log.js';
import type { MaroonReason, Place, T1667State } from './types.js';

/**
 * Maroons a pawn to Tortuga (§7). It goes to the end of the Tortuga line, the pawns behind
 * it on its old line move up (T67-MAROON-1). From a rowboat nothing else happens
 * (T67-MAROON-3). A pawn already on Tortuga also moves to the end and its owner loses one
 * vote card drawn at random, put face down under the vote deck (T67-MAROON-2). Returns
 * where the pawn was. The holds of a ship it leaves keep their chests (T67-MAROON-4).
 */
export function maroon(state: T1667State, seat: PlayerId, reason: MaroonReason): Place {
  const from = liftPawn(state, seat);
  state.tortuga.line.push(seat); // T67-MAROON-1
  logPublic(state, { type: 'marooned', player: seat, from, reason });
  if (from === 'tortuga') loseRandomVoteCard(state, seat); // T67-MAROON-2
  return from;
}

/**
 * T67-MAROON-2 (ruling): the lost card is drawn uniformly at random by the engine; the
 * owner learns which one, the table only that a card was lost. No card, nothing lost.
 */
function loseRandomVoteCard(state: T1667State, seat: PlayerId): void {
  const hand = state.seats[seat]!.hand;
  if (hand.length === 0) return;
  const [card] = hand.splice(nextInt(state.rng, hand.length), 1) as [number];
  state.voteDeck.unshift(card); // under the vote deck (its top is the last element)
  logPublic(state, { type: 'voteCardLost', player: seat });
  logPrivate(state, [seat], { type: 'voteCardLostPrivate', player: seat, card });
}
