import type { BaseConfig } from '../core/engine/game.js';

/**
 * What a table is set up with through boardgame.io's `setupData`: the game's configuration
 * without `players` (boardgame.io's `numPlayers` gives it) and with an optional `seed`. Leave
 * the seed out for every real game: the adapter then draws an unguessable one at the deal.
 * A seed given here is public — boardgame.io lists `setupData` in its lobby and sends the
 * initial state to every client.
 */
export type TableSetupData<Config extends BaseConfig> = Omit<Config, 'players' | 'seed'> & { readonly seed?: string };

/**
 * A table before its deal: boardgame.io's initial state, which boardgame.io sends to every
 * client unfiltered (its issue #1159), so it holds nothing secret — only the game's name and
 * the public `setupData`. The `deal` move turns it into the engine's state.
 */
export interface UndealtTable<Config extends BaseConfig> {
  /** Always true: this table is not dealt yet. */
  readonly undealt: true;
  /** The game's name (`tortuga-1667` or `tortuga-dice`). */
  readonly game: 'tortuga-1667' | 'tortuga-dice';
  /** The table's set-up data as given (public). */
  readonly setupData: TableSetupData<Config>;
}

/**
 * boardgame.io's `G` on the server: the engine's state once dealt, the undealt table before.
 * Clients receive {@link ClientTable} instead.
 */
export type Table<State, Config extends BaseConfig> = State | UndealtTable<Config>;

/** boardgame.io's `G` as a seat's client receives it: the engine's view of that seat, or the undealt table. */
export type ClientTable<View, Config extends BaseConfig> = View | UndealtTable<Config>;

/** Whether a table (server or client `G`) is still waiting for its deal. */
export function isUndealt<Config extends BaseConfig>(table: unknown): table is UndealtTable<Config> {
  return typeof table === 'object' && table !== null && (table as { undealt?: unknown }).undealt === true;
}
