import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { seatToEdit } from './editing.js';
import { checkTiebreakEnd } from './end.js';
import { drawVoteCards } from './hands.js';
import { logPublic } from './log.js';
import { refillSlot } from './row.js';
import type { T1667State } from './types.js';

/** T67-TURN-1: actions per turn — two with 2 players, otherwise one. */
export function actionsPerTurn(state: T1667State): number {
  return state.players === 2 ? 2 : 1;
}

/** Starts `seat`'s turn: the Atlantis window is open until its first action is declared. */
export function startTurn(state: T1667State, seat: PlayerId): void {
  state.turn = { player: seat, number: state.turn.number + 1, actionsTaken: 0 };
  state.pending = { kind: 'action', player: seat };
  logPublic(state, { type: 'turn', player: seat, turn: state.turn.number });
}

/**
 * Passes play clockwise (T67-SEAT-1) from the current turn's player. A seat that lost a
 * turn is skipped once per lost turn (T67-TURN-2).
 */
export function nextTurn(state: T1667State): void {
  let seat = state.turn.player;
  for (;;) {
    seat = (seat + 1) % state.players;
    if (state.seats[seat]!.lostTurns <= 0) break;
    seatToEdit(state, seat).lostTurns -= 1;
    logPublic(state, { type: 'turnLost', player: seat });
  }
  startTurn(state, seat);
}

/**
 * What the rulebook does after an action is carried out completely: the voters draw their
 * new cards (T67-VOTE-6), in line order, and the slot of a resolved card is refilled from
 * the deck (T67-ACT-REVEAL; T67-END-1 may reshuffle the row).
 */
function finishAction(state: T1667State): void {
  if (state.afterAction.drawing.length === 0 && state.afterAction.refillSlot === null) return;
  const after = edit(state, 'afterAction');
  const voters = after.drawing;
  after.drawing = [];
  for (const seat of voters) drawVoteCards(state, seat, 1);
  if (after.refillSlot !== null) {
    const slot = after.refillSlot;
    after.refillSlot = null;
    refillSlot(state, slot);
  }
}

/**
 * An action has been resolved fully, with every decision it caused (T67-TURN-1): the voters
 * draw and the row is refilled (`finishAction`). During the tie-breaker the game may end
 * here (T67-END-5). With 2 players the same player takes a second action; otherwise play
 * passes on.
 */
export function endAction(state: T1667State): void {
  finishAction(state);
  edit(state, 'turn').actionsTaken += 1;
  checkTiebreakEnd(state);
  if (state.outcome !== null) return;
  if (state.turn.actionsTaken < actionsPerTurn(state)) {
    state.pending = { kind: 'action', player: state.turn.player };
    return;
  }
  nextTurn(state);
}
