import { appendLogEntry } from '../core/engine/log-writer.js';
import type { PlayerId } from '../core/engine/game.js';
import type { LogEvent, T1667State } from './types.js';

/** Records an event everyone may see (T67-INFO-1). */
export function logPublic(state: T1667State, event: LogEvent): void {
  appendLogEntry(state, { at: state.decisions, event });
}

/** Records an event only `seats` may see (T67-INFO-2). */
export function logPrivate(state: T1667State, seats: PlayerId[], event: LogEvent): void {
  appendLogEntry(state, { at: state.decisions, to: seats, event });
}
