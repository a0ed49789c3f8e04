import { chooseToken, decline, namePlayer, perform, takeFromIsland, takeFromTarget } from './actions-phase.js';
import { chooseKeep, keepOpenly, takeAdvantage, turnSkulls } from './dice-phase.js';
import { giveUpChest, trim } from './moving.js';
import { advance, checkDecisionCap } from './round.js';
import type { DiceAction, DiceState } from './types.js';

/**
 * Applies one legal action to a working state in place — the only entry to the rules, run
 * under immer by `apply` and on a private copy by the simulator — then lets the round
 * driver go on until the next decision.
 */
export function step(state: DiceState, action: DiceAction): void {
  state.decisions += 1;
  const pending = state.pending;
  switch (action.type) {
    case 'keep':
      if (pending.kind === 'openKeep') keepOpenly(state, action.player, action.dice);
      else chooseKeep(state, action.player, action.dice);
      break;
    case 'advantage':
      takeAdvantage(state, action.player, action.action);
      break;
    case 'skullAction':
      turnSkulls(state, action.player, action.action);
      break;
    case 'perform':
      if (pending.kind === 'act') perform(state, action.player, pending.action, pending.place);
      break;
    case 'decline':
      if (pending.kind === 'act') decline(state, action.player, pending.action);
      break;
    case 'target':
      if (pending.kind === 'act' && (pending.action === 'board' || pending.action === 'raid')) namePlayer(state, action.player, pending.action, pending.place, action.target);
      break;
    case 'chest':
      if (pending.kind === 'takeChest') takeFromTarget(state, action.player, action.colour);
      else if (pending.kind === 'islandChest') takeFromIsland(state, action.player, action.colour);
      else if (pending.kind === 'giveUp') {
        giveUpChest(state, action.player, pending.field, action.colour);
        state.pending = { kind: 'tasks' };
        trim(state, action.player, pending.field);
      }
      break;
    case 'token':
      chooseToken(state, action.player, action.index);
      break;
  }
  advance(state);
  checkDecisionCap(state); // TD-OPT-CAP
}
