import { appendLogEntry } from '../core/engine/log-writer.js';
import type { PlayerId } from '../core/engine/game.js';
import type { DiceLogEvent, DiceState } from './types.js';

/** Records an event everyone may see (TD-INFO-4). */
export function logPublic(state: DiceState, event: DiceLogEvent): void {
  appendLogEntry(state, { at: state.decisions, event });
}

/** Records an event only `seats` may see (TD-INFO-1, TD-INFO-2). */
export function logPrivate(state: DiceState, seats: PlayerId[], event: DiceLogEvent): void {
  appendLogEntry(state, { at: state.decisions, to: seats, event });
}
