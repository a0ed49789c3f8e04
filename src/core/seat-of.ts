import type { PlayerId } from './game.js';

/** `viewer` when it is a seat of a game of `players` players; null (a spectator) for anything else. */
export function seatOrSpectator(viewer: PlayerId | null, players: number): PlayerId | null {
  return Number.isInteger(viewer) && (viewer as number) >= 0 && (viewer as number) < players ? viewer : null;
}
