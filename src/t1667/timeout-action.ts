import type { PlayerId } from '../core/engine/game.js';
import { legalActions } from './legal.js';
import { defaultPeekSlots } from './timer.js';
import type { T1667Action, T1667State } from './types.js';

/**
 * The action the rules prescribe when `seat`'s clock runs out, so a host can enforce a
 * clock (T67-OPT-TIMER); null when the game is not waiting for that seat (an optional
 * Atlantis move is never forced). With the timer option, the turn's player and a forced
 * player get a `timeout` action; every other decision gets a documented default:
 * a vote plays the lowest-numbered card; a loot, an escape or a Letter of Marque takes the
 * most passive choice (no chest, no Fountain, keep or draw); any other choice takes the
 * first legal action (lowest slot, next seat clockwise, …).
 */
export function timeoutAction(state: T1667State, seat: PlayerId): T1667Action | null {
  const pending = state.pending;
  // A seat that is not deciding has no legal action but Atlantis (never forced).
  const legal = legalActions(state, seat).filter((action) => action.type !== 'atlantis');
  if (legal.length === 0) return null;
  const timeout = legal.find((action) => action.type === 'timeout');
  if (timeout) return timeout;
  const passive = legal.find((a) => a.type === 'declineChest' || a.type === 'keepMarque' || a.type === 'marqueDraw' || (a.type === 'fountain' && !a.use));
  if (passive) return passive;
  // Only a turn's action offers peeks (T67-OPT-TIMER's default without the timer option).
  const slots = defaultPeekSlots(state, seat);
  const peek = slots && legal.find((a) => a.type === 'peek' && a.slots[0] === slots[0] && a.slots[1] === slots[1]);
  if (peek) return peek;
  if (pending.kind === 'pistol' || pending.kind === 'give' || pending.kind === 'fever' || pending.kind === 'crow') {
    const targets = legal as Extract<T1667Action, { target: PlayerId }>[];
    const clockwise = (target: PlayerId): number => (target - seat + state.players) % state.players;
    return [...targets].sort((a, b) => clockwise(a.target) - clockwise(b.target))[0]!;
  }
  return legal[0]!;
}
