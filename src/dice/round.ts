import { edit } from '../core/engine/edit.js';
import { rank, takeFromIsland } from './actions-phase.js';
import { startRoll } from './dice-phase.js';
import { logPublic } from './log.js';
import { moveChests, returnDiceAndDraw, trim } from './moving.js';
import { finalOutcome } from './scoring.js';
import type { DiceOutcome, DiceState } from './types.js';
import { coloursOn } from './chests.js';
import { seatToEdit } from './seats.js';

/** Starts a round (§4): every player has five dice in hand; the dice phase begins (TD-DICE-2). */
export function startRound(state: DiceState): void {
  state.round += 1;
  logPublic(state, { type: 'round', round: state.round, startPlayer: state.startPlayer });
  startRoll(state);
}

/**
 * The round driver: takes the round's remaining steps in order until one needs a decision
 * or the game ends. Decisions leave `pending.kind === 'tasks'` when they are done, and the
 * driver goes on.
 */
export function advance(state: DiceState): void {
  while (state.pending.kind === 'tasks') {
    const task = edit(state, 'tasks').shift();
    if (task === undefined) return;
    switch (task.task) {
      case 'rank':
        rank(state, task.action);
        break;
      case 'act':
        state.pending = { kind: 'act', player: task.player, action: task.action, place: task.place };
        break;
      case 'islandChest': {
        const colours = coloursOn(state.centralIsland);
        if (colours.length > 1) state.pending = { kind: 'islandChest', player: task.player };
        else if (colours.length === 1) takeFromIsland(state, task.player, colours[0]!);
        break;
      }
      case 'trim':
        trim(state, task.player, task.field);
        break;
      case 'draw':
        returnDiceAndDraw(state);
        break;
      case 'move':
        moveChests(state, task.player);
        edit(state, 'tasks').unshift({ task: 'trim', player: task.player, field: 'ship' }, { task: 'trim', player: task.player, field: 'crew' });
        break;
      case 'endRound':
        endRound(state);
        break;
    }
  }
}

/**
 * TD-END-1 (TD-VAR-LONG): after moving, a player with at least 6 (8) chests in Tortuga ends
 * the game, and it is scored. Otherwise the start-player marker passes clockwise.
 */
function endRound(state: DiceState): void {
  if (state.seats.some((seat) => seat.tortuga.length >= state.target)) return endGame(state, 'tortuga');
  state.startPlayer = (state.startPlayer + 1) % state.players;
  startRound(state);
}

/** The game ends and is scored (TD-SCORE-1 … TD-SCORE-5). */
function endGame(state: DiceState, reason: DiceOutcome['reason']): void {
  state.outcome = finalOutcome(state, reason);
  state.pending = { kind: 'over' };
  state.tasks = [];
  for (let player = 0; player < state.players; player++) {
    const seat = seatToEdit(state, player);
    seat.roll = null; // rolls still behind the screens stay unseen: the game is over
    seat.kept = null;
  }
  logPublic(state, { type: 'gameOver', outcome: state.outcome });
}

/**
 * TD-OPT-CAP: once the decision cap is reached the game ends at once, scored as it stands
 * (chests where they are, tracks, coins; pending decisions lapse). Checked after every
 * decision.
 */
export function checkDecisionCap(state: DiceState): void {
  if (state.maxDecisions === null || state.outcome !== null || state.decisions < state.maxDecisions) return;
  const pending = state.pending;
  if (pending.kind === 'chooseToken') edit(state, 'supply').push(...pending.tokens); // the tokens looked at go back
  endGame(state, 'decision-cap');
}
