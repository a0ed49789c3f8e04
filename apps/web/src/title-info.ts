import type { OptionSpec } from './title.js';

/**
 * What the start screen knows of each game without loading it: how many players it takes and the
 * options it offers. The games themselves (rules, bots, drawings: `title-1667.ts`,
 * `title-dice.ts`) are chunks of their own, fetched when a game is begun (`loadTitle`).
 */

/** The games, by the client's name for them. */
export type TitleId = 'tortuga-1667' | 'tortuga-dice';

/** A game's players and options, as the start screen offers them. */
export interface TitleInfo {
  readonly players: { readonly min: number; readonly max: number; readonly standard: number };
  /** The options, each with its values (the default first). */
  readonly options: readonly OptionSpec[];
}

/** Each game's players and options. */
export const TITLE_INFO: Readonly<Record<TitleId, TitleInfo>> = {
  'tortuga-1667': {
    players: { min: 2, max: 9, standard: 5 },
    options: [
      { key: 'rules', values: ['official', 'early'] },
      { key: 'stars', values: [3, 4, 5, 6, 7, 8] },
      { key: 'chaos', values: [false, true] },
      { key: 'intrigue', values: [false, true] },
      { key: 'openLoyalties', values: ['none', 'pair', 'all'] },
      { key: 'shorter', values: [0, 3, 6, 9] },
      { key: 'timer', values: [false, true], online: true },
    ],
  },
  'tortuga-dice': { players: { min: 2, max: 4, standard: 4 }, options: [{ key: 'long', values: [false, true] }] },
};
