import type { GameName } from './core/words/word-catalog.js';
import { tortugaDice, type TortugaDice } from './dice/game.js';
import { tortuga1667, type Tortuga1667 } from './t1667/game.js';

/** Either game of the library, as its own type: narrow it by `name` (`game.name === 'tortuga-1667'`). */
export type AnyGame = Tortuga1667 | TortugaDice;

/** The games by name. (Marked pure: an app that imports something else from the main entry does not ship both games for it.) */
export const GAMES: Readonly<{ 'tortuga-1667': Tortuga1667; 'tortuga-dice': TortugaDice }> = /* @__PURE__ */ Object.freeze({
  'tortuga-1667': tortuga1667,
  'tortuga-dice': tortugaDice,
});

/** The games' names. */
export const GAME_NAMES: readonly GameName[] = /* @__PURE__ */ Object.freeze(['tortuga-1667', 'tortuga-dice']);

/** Whether `value` is a game's name (own names only: `toString` or `__proto__` are not). */
export function isGameName(value: unknown): value is GameName {
  return typeof value === 'string' && (GAME_NAMES as readonly string[]).includes(value);
}

/**
 * The game of a name given from outside (a request, a file, a command line); a TypeError that
 * names the games for anything else.
 *
 * @example
 * ```ts
 * const game = gameByName(request.game);
 * if (game.name === 'tortuga-1667') game.setup({ players: 5, seed: 'x' }); // typed as Tortuga 1667's
 * ```
 */
export function gameByName(name: unknown): AnyGame {
  if (!isGameName(name)) throw new TypeError(`No game is called ${String(JSON.stringify(name)).slice(0, 60)}; the games are ${GAME_NAMES.join(' and ')}.`);
  return GAMES[name];
}
