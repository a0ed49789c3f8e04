/** What `npm run bench` measures: the configurations and the paths. */
import type { BaseAction, BaseConfig, Game } from '../src/core/engine/game.js';

/** Either game, through the shared interface. */
export type AnyGame = Game<BaseConfig, unknown, BaseAction, unknown, unknown>;

/** The configurations measured. */
export const CASES: readonly {
  readonly label: string;
  readonly game: '1667' | 'dice';
  readonly players: number;
  readonly options: Readonly<Record<string, unknown>>;
}[] = [
  { label: 'tortuga-1667', game: '1667', players: 4, options: {} },
  { label: 'tortuga-1667', game: '1667', players: 5, options: {} },
  { label: 'tortuga-1667', game: '1667', players: 9, options: {} },
  { label: 'tortuga-1667 all 8 stars', game: '1667', players: 5, options: { stars: 8 } },
  { label: 'tortuga-dice', game: 'dice', players: 2, options: {} },
  { label: 'tortuga-dice', game: 'dice', players: 3, options: {} },
  { label: 'tortuga-dice', game: 'dice', players: 4, options: {} },
];

/**
 * The paths, each timed in its own process: `apply` and the fast path (decisions/s), the set-up
 * of a simulated game, `legalActions` and `viewFor` (µs a call; `viewForLate` on states 40
 * decisions or more into a game, to show the cost does not grow with the log), and the immer
 * floor (decisions/s of a one-counter immer reducer on a state of the same game), and the
 * same games as `apply` through boardgame.io's own game reducer with the adapter
 * (`tortuga-rules/boardgameio`), decisions/s.
 */
export const PATHS = ['apply', 'fast', 'setup', 'legalActions', 'viewFor', 'viewForLate', 'immerFloor', 'boardgameio'] as const;

/** One of {@link PATHS}. */
export type PathName = (typeof PATHS)[number];
