import { declareAction, declineLoot, peekAt, settleVote, takeLoot } from './actions.js';
import {
  answerFountain,
  drawWithMarque,
  escapeWithAtlantis,
  giveTreasure,
  keepLetter,
  moveWithMarque,
  requestMaroon,
  returnToDeckTop,
  revealCard,
  useAtlantis,
} from './events.js';
import { placeStartingPawn } from './intrigue.js';
import { loseVoteCard } from './marooning.js';
import { placeStartingChest } from './setup.js';
import { catchCabinFever, explodeBoat, pickForCrow, startCrowSearch } from './star-cards.js';
import { timeOut } from './timer.js';
import { endAction } from './turns.js';
import { checkDecisionCap } from './end.js';
import type { T1667Action, T1667State } from './types.js';
import { castVote } from './votes.js';

/**
 * Applies one legal action to a working state in place. This is the only entry to the
 * rules: `apply` runs it on a shallow copy of a frozen state, the rules taking what they
 * change with `edit` (copy-on-write; see `editing.ts`), `applyWithPatches` under immer's
 * draft, the simulator on its private state. There is no undo: every decision is final
 * (T67-TURN-4).
 */
export function step(state: T1667State, action: T1667Action): void {
  state.decisions += 1;
  resolve(state, action);
  checkDecisionCap(state); // T67-OPT-CAP
}

/** The pending decision of one kind (a legal action answers the pending decision, so its type tells the kind). */
type Pending<K extends T1667State['pending']['kind']> = Extract<T1667State['pending'], { kind: K }>;

/** Carries out one legal decision: the rule it invokes, and everything that follows from it. */
function resolve(state: T1667State, action: T1667Action): void {
  const pending = state.pending;
  switch (action.type) {
    case 'placeChest':
      return placeStartingChest(state, action.hold);
    case 'placePawn':
      return placeStartingPawn(state, action.player, action.place, action.position);
    case 'vote': {
      const result = castVote(state, action.player, action.cards);
      if (result !== null) settleVote(state, result);
      return;
    }
    case 'pick':
      // T67-ACT-FORCE: the forced player becomes the revealer of the card picked — also when
      // the forcer picked for them after a timeout (T67-OPT-TIMER).
      return revealCard(state, pending.kind === 'forcerPick' ? pending.forced : action.player, action.slot);
    case 'timeout':
      return timeOut(state, action.player);
    case 'choosePeek': // T67-EARLY-TIMER
      return peekAt(state, (pending as Pending<'timeoutPeek'>).target, action.slots);
    case 'takeChest':
      return takeLoot(state, action.player, (pending as Pending<'loot'>).ship, action.from, action.into);
    case 'declineChest':
      return declineLoot(state, action.player);
    case 'marque':
      return pending.kind === 'marque' ? moveWithMarque(state, action.player, action.target, action.ship, false) : declareAction(state, action);
    case 'keepMarque':
      return keepLetter(state, action.player);
    case 'marqueDraw':
      return drawWithMarque(state, action.player);
    case 'returnCard':
      return returnToDeckTop(state, action.player, action.card);
    case 'loseCard':
      loseVoteCard(state, action.player, action.card);
      return endAction(state);
    case 'pistol':
      return requestMaroon(state, action.target, 'pistol'); // T67-EVT-PISTOL
    case 'give':
      return giveTreasure(state, action.player, action.target, (pending as Pending<'give'>).card);
    case 'fountain':
      return answerFountain(state, action.player, action.use, (pending as Pending<'escape'>).cause);
    case 'atlantis':
      return pending.kind === 'escape' ? escapeWithAtlantis(state, action.player) : useAtlantis(state, action.player);
    case 'powder':
      return explodeBoat(state, action.player, action.boat);
    case 'fever':
      return catchCabinFever(state, action.player, action.target);
    case 'crow':
      return startCrowSearch(state, action.player, action.target);
    case 'crowPick':
      return pickForCrow(state, action.card);
    default:
      return declareAction(state, action);
  }
}
