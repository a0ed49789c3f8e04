import { chooseToken, decline, namePlayer, perform, takeFromIsland, takeFromTarget } from './actions-phase.js';
import { chooseKeep, keepOpenly, takeAdvantage, turnSkulls } from './dice-phase.js';
import { giveUpChest, trim } from './moving.js';
import { advance, checkDecisionCap } from './round.js';
import type { DiceAction, DicePending, DiceState } from './types.js';

/** The pending action decision a legal `perform`, `decline` or `target` answers. */
const asAct = (pending: DicePending): Extract<DicePending, { kind: 'act' }> => pending as Extract<DicePending, { kind: 'act' }>;

/**
 * Applies one legal action to a working state in place — the only entry to the rules, run
 * on a shallow copy of a frozen state by `apply` (the rules take what they change with
 * `edit`, copy-on-write), under immer's draft by `applyWithPatches` and on its private state
 * by the simulator — then lets the round driver go on until the next decision. The action is legal, so it answers the pending
 * decision: the pending record's kind follows from the action's type.
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
      perform(state, action.player, asAct(pending).action, asAct(pending).place);
      break;
    case 'decline':
      decline(state, action.player, asAct(pending).action);
      break;
    case 'target': // TD-ACT-BOARD, TD-ACT-RAID: only those actions name a player
      namePlayer(state, action.player, asAct(pending).action as 'board' | 'raid', asAct(pending).place, action.target);
      break;
    case 'chest':
      if (pending.kind === 'takeChest') takeFromTarget(state, action.player, action.colour);
      else if (pending.kind === 'islandChest') takeFromIsland(state, action.player, action.colour);
      else {
        const field = (pending as Extract<DicePending, { kind: 'giveUp' }>).field; // TD-TRACK-3, TD-MOVE-3
        giveUpChest(state, action.player, field, action.colour);
        state.pending = { kind: 'tasks' };
        trim(state, action.player, field);
      }
      break;
    case 'token':
      chooseToken(state, action.player, action.index);
      break;
  }
  advance(state);
  checkDecisionCap(state); // TD-OPT-CAP
}
