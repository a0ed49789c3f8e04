import { describeDiceEvent } from '../dice/narrate.js';
import type { DiceLogEntry } from '../dice/types.js';
import { describeEvent } from '../t1667/narrate.js';
import type { LogEntry } from '../t1667/types.js';

/**
 * A Tortuga 1667 log entry as the command tells it, or null for an entry it leaves out: a
 * voter committing a card (the reveal tells the vote).
 */
export function narrate1667(entry: LogEntry): string | null {
  return entry.event.type === 'voteCommitted' ? null : describeEvent(entry.event);
}

/**
 * A dice-game log entry as the command tells it, or null for an entry it leaves out: a
 * player having chosen behind the screen (the reveal shows the dice).
 */
export function narrateDice(entry: DiceLogEntry): string | null {
  return entry.event.type === 'chose' ? null : describeDiceEvent(entry.event);
}
