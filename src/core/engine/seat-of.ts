import { coreSay } from '../words/core-words.js';
import type { PlayerId } from './game.js';
import { RuleViolation } from './rule-violation.js';

/**
 * The seat a viewer names in a game of `players` players: a seat number, or null for a
 * spectator. Anything else — a seat the game does not have (`99`, `-1`), a fraction, a string,
 * `undefined` — is refused with `NO_SUCH_SEAT`: showing it the spectator view would hide a
 * caller's mistake (a wrong seat shown a table it does not sit at).
 */
export function viewerSeat(viewer: unknown, players: number): PlayerId | null {
  if (viewer === null) return null;
  if (Number.isInteger(viewer) && (viewer as number) >= 0 && (viewer as number) < players) return viewer as number;
  const shown = typeof viewer === 'number' || typeof viewer === 'string' || typeof viewer === 'undefined' ? String(viewer).slice(0, 20) : typeof viewer;
  throw new RuleViolation('NO_SUCH_SEAT', coreSay()('core.noSeat', { player: shown }));
}
