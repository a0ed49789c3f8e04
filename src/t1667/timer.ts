import type { PlayerId } from '../core/engine/game.js';
import { faceDownSlots } from './row.js';
import { endAction } from './turns.js';
import { logPublic } from './log.js';
import { peekAt } from './actions.js';
import type { T1667State } from './types.js';

/**
 * T67-OPT-TIMER: the two slots a timed-out player peeks at — the lowest face-down slots
 * they have not peeked at, then (if needed) the lowest ones they have. Null when peeking is
 * not allowed (fewer than two face-down cards, or the Chaos option).
 */
export function defaultPeekSlots(state: T1667State, seat: PlayerId): [number, number] | null {
  if (state.options.chaos) return null;
  const slots = faceDownSlots(state);
  if (slots.length < 2) return null;
  const known = state.seats[seat]!.peeks;
  const ordered = [...slots.filter((slot) => known[slot] === null), ...slots.filter((slot) => known[slot] !== null)];
  const [a, b] = [ordered[0]!, ordered[1]!].sort((x, y) => x - y);
  return [a!, b!];
}

/**
 * T67-OPT-TIMER: the clock of the turn's player or of a forced player ran out.
 * - The turn's player must peek at two cards: official rules, the engine's default slots
 *   ({@link defaultPeekSlots}); early edition (T67-EARLY-TIMER), the next player clockwise
 *   chooses them. Where peeking is not allowed the action passes with no effect (ruling).
 * - A forced player's choice is made by the player who forced them.
 */
export function timeOut(state: T1667State, seat: PlayerId): void {
  const pending = state.pending;
  logPublic(state, { type: 'timeout', player: seat });
  if (pending.kind === 'forcedPick') {
    state.pending = { kind: 'forcerPick', player: pending.forcer, forced: seat, slots: [pending.slots[0], pending.slots[1]] };
    return;
  }
  const slots = defaultPeekSlots(state, seat);
  if (slots === null) return endAction(state);
  if (state.options.rules === 'early') {
    state.pending = { kind: 'timeoutPeek', player: (seat + 1) % state.players, target: seat };
    return;
  }
  peekAt(state, seat, slots);
}
