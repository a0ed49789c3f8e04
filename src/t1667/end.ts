import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { shuffleInPlace } from '../core/engine/rng.js';
import { teamChests } from './board.js';
import { ROW_SIZE } from './cards.js';
import { logPublic } from './log.js';
import { faceDownCount, forgetAllPeeks } from './row.js';
import type { EventKind, Loyalty, T1667Outcome, T1667State } from './types.js';

/** Seats holding a loyalty card (T67-END-2: whoever holds it at the end, wherever their pawn is); none for a draw. */
function seatsWith(state: T1667State, loyalty: Loyalty | 'draw'): PlayerId[] {
  const out: PlayerId[] = [];
  state.seats.forEach((seat, index) => {
    if (seat.loyalty === loyalty) out.push(index);
  });
  return out;
}

/** Ends the game with `winner`, revealing every loyalty card (T67-INFO-4). */
function finishGame(state: T1667State, winner: Loyalty | 'draw', reason: T1667Outcome['reason']): void {
  const outcome: T1667Outcome = {
    winner,
    winners: seatsWith(state, winner),
    chests: teamChests(state),
    reason,
  };
  state.outcome = outcome;
  state.pending = { kind: 'over' };
  state.afterAction = { refillSlot: null, drawing: [] }; // nothing is refilled or drawn after the end
  logPublic(state, { type: 'gameOver', outcome, loyalties: state.seats.map((seat) => seat.loyalty) });
}

/**
 * The Spanish Armada was revealed (T67-EVT-ARMADA, T67-END-2): the team with more chests
 * wins. A tie goes to the Dutch player with an odd player count (T67-END-4) and starts the
 * tie-breaker with an even one (T67-END-5): then `state.outcome` stays null.
 */
export function armadaRevealed(state: T1667State): void {
  const chests = teamChests(state);
  if (chests.british !== chests.french) return finishGame(state, chests.british > chests.french ? 'british' : 'french', 'armada');
  if (state.players % 2 === 1) return finishGame(state, 'dutch', 'armada'); // T67-END-4
  startTiebreak(state);
  if (faceDownCount(state) === 0) finishGame(state, 'draw', 'all-revealed'); // T67-END-5 ruling: nothing left to reveal
}

/**
 * T67-END-5: the Armada leaves the game; the discarded event cards, the face-down row cards
 * and any deck cards left are shuffled into a new deck (cards held by players stay with
 * them) and a new row of five is laid out. Peek knowledge is lost.
 */
function startTiebreak(state: T1667State): void {
  state.tiebreak = true;
  edit(state, 'afterAction').refillSlot = null; // T67-END-5: a new row of five is laid out instead
  const cards: EventKind[] = [...state.discard, ...state.eventDeck];
  for (const card of state.row) if (card !== null) cards.push(card);
  shuffleInPlace(edit(state, 'rng'), cards);
  state.discard = [];
  state.eventDeck = cards;
  const row = edit(state, 'row');
  for (let slot = 0; slot < ROW_SIZE; slot++) row[slot] = cards.pop() ?? null;
  forgetAllPeeks(state);
  logPublic(state, {
    type: 'tiebreak',
    chests: teamChests(state).british,
    rowSize: faceDownCount(state),
    deckSize: state.eventDeck.length,
  });
}

/**
 * T67-END-5 rulings, checked after every fully resolved action during the tie-breaker: a
 * team that leads wins at once; with every event card revealed and the teams still tied,
 * the game is a draw.
 */
export function checkTiebreakEnd(state: T1667State): void {
  if (!state.tiebreak) return;
  const chests = teamChests(state);
  if (chests.british !== chests.french) return finishGame(state, chests.british > chests.french ? 'british' : 'french', 'tiebreak-lead');
  if (faceDownCount(state) === 0 && state.eventDeck.length === 0) finishGame(state, 'draw', 'all-revealed');
}

/**
 * T67-OPT-CAP: the decision cap is reached and the game has not ended — it ends now, scored
 * as at the Armada (T67-END-2): the team with more chests wins; a tie goes to the Dutch
 * player with an odd player count (T67-END-4) and is a draw with an even one (no
 * tie-breaker). Checked after every decision once the set-up is done (the first turn has
 * begun): a cap reached during the set-up ends the game right after it.
 */
export function checkDecisionCap(state: T1667State): void {
  const cap = state.options.maxDecisions;
  if (cap === null || state.outcome !== null || state.decisions < cap || state.turn.number === 0) return;
  // A decision left open lapses; what it held goes back: picked vote cards to the deck, a
  // card being handed over or resolved to the discard pile.
  const pending = state.pending;
  if (pending.kind === 'crowSearch') edit(state, 'voteDeck').unshift(...pending.picked);
  if (pending.kind === 'give') edit(state, 'discard').push(pending.card);
  if (pending.kind === 'marque') edit(state, 'discard').push('marque');
  const chests = teamChests(state);
  const winner = chests.british > chests.french ? 'british' : chests.french > chests.british ? 'french' : state.players % 2 === 1 ? 'dutch' : 'draw';
  finishGame(state, winner, 'decision-cap');
}
