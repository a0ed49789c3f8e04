import { declareAction, declineLoot, settleVote, takeLoot } from './actions.js';
import { answerFountain, firePistol, giveTreasure, keepLetter, moveWithMarque, revealCard, useAtlantis } from './events.js';
import { placeStartingChest } from './setup.js';
import type { T1667Action, T1667State } from './types.js';
import { castVote } from './votes.js';

/**
 * Applies one legal action to a working state in place. This is the only entry to the
 * rules: `apply` runs it under immer, the simulator on a private copy. There is no undo:
 * every decision is final (T67-TURN-4).
 */
export function step(state: T1667State, action: T1667Action): void {
  state.decisions += 1;
  const pending = state.pending;
  switch (action.type) {
    case 'placeChest':
      return placeStartingChest(state, action.hold);
    case 'vote': {
      const result = castVote(state, action.player, action.cards);
      if (result !== null) settleVote(state, result);
      return;
    }
    case 'pick':
      // T67-ACT-FORCE: the forced player becomes the revealer of the card they picked.
      return revealCard(state, action.player, action.slot);
    case 'takeChest':
      if (pending.kind === 'loot') takeLoot(state, action.player, pending.ship, action.from, action.into);
      return;
    case 'declineChest':
      return declineLoot(state, action.player);
    case 'marque':
      return pending.kind === 'marque'
        ? moveWithMarque(state, action.player, action.target, action.ship, false)
        : declareAction(state, action);
    case 'keepMarque':
      return keepLetter(state, action.player);
    case 'pistol':
      return firePistol(state, action.target);
    case 'give':
      if (pending.kind === 'give') giveTreasure(state, action.player, action.target, pending.card);
      return;
    case 'fountain':
      if (pending.kind === 'fountain') answerFountain(state, action.player, action.use, pending.cause);
      return;
    case 'atlantis':
      return useAtlantis(state, action.player);
    default:
      return declareAction(state, action);
  }
}
