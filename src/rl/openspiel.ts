import type { BaseAction, BaseConfig, Game } from '../core/engine/game.js';
import type { Words } from '../core/words/words.js';
import type { Encoding } from './encoding.js';
import type { TensorSlice } from './tensor-layout.js';

/**
 * How the games look through OpenSpiel's eyes: their short names, the parameters of their game
 * strings (`tortuga_1667(max_decisions=1000,players=5,seed=7)`), and the texts of a state.
 * `scripts/openspiel-playthroughs.ts` writes the golden playthroughs with it, and the stdio
 * server answers the Python wrapper (`tortuga_rules.openspiel`) with the same texts, so the
 * wrapper replays the playthroughs byte for byte.
 */

/** A game's OpenSpiel names: its short name (underscores, as OpenSpiel spells names) and long name. */
export const OPENSPIEL_NAMES: Readonly<Record<'tortuga-1667' | 'tortuga-dice', { readonly short: string; readonly long: string }>> = {
  'tortuga-1667': { short: 'tortuga_1667', long: 'Tortuga 1667' },
  'tortuga-dice': { short: 'tortuga_dice', long: 'Tortuga (the dice game)' },
};

/**
 * The decision cap of the OpenSpiel game when its string names none (`max_decisions`, the
 * configuration's `maxDecisions`: T67-OPT-CAP, TD-OPT-CAP): OpenSpiel needs a `MaxGameLength()`.
 * Random play ends both games within 300 decisions (dice at 4 players, 100 games: at most 299).
 */
export const OPENSPIEL_MAX_DECISIONS = 1000;

/** The engine's seed of an OpenSpiel game's integer `seed`, for its `deal`-th initial state (0 first). */
export function openSpielDealSeed(seed: number, deal: number): string {
  return deal === 0 ? String(seed) : `${seed}/${deal}`;
}

/** The engine configuration of an OpenSpiel game string's parameters. */
export function openSpielConfig(
  params: { readonly players: number; readonly seed: number; readonly maxDecisions: number },
  deal = 0,
): BaseConfig & { readonly maxDecisions: number } {
  return { players: params.players, seed: openSpielDealSeed(params.seed, deal), maxDecisions: params.maxDecisions };
}

/** A seat's observation string: its summary of the table, a line each. */
export function observationString<View>(words: Words<View, BaseAction, unknown>, view: View): string {
  return words
    .summary(view)
    .map((line) => line.text)
    .join('\n');
}

/** The state's `ToString()`: the table as a spectator sees it (no hidden part), a line each. */
export function stateString<State, View>(
  game: Game<BaseConfig, State, BaseAction, View, unknown>,
  words: Words<View, BaseAction, unknown>,
  state: State,
): string {
  return observationString(words, game.viewFor(state, null));
}

/** An action id of `seat` in words (OpenSpiel's `ActionToString`): its short label, else `action <id>` for an id not legal now. */
export function actionString<State, View>(
  game: Game<BaseConfig, State, BaseAction, View, unknown>,
  enc: Encoding<State, BaseAction, View>,
  words: Words<View, BaseAction, unknown>,
  state: State,
  seat: number,
  id: number,
): string {
  const action = enc.actionAt(state, seat, id);
  return action === undefined ? `action ${id}` : words.label(game.viewFor(state, seat), action).short.text;
}

/** A tensor slice's OpenSpiel name: snake case (`turnPlayer` → `turn_player`). */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A layout as OpenSpiel's observer `dict` lists it: each slice's snake-case name and size. */
export function openSpielPieces(layout: readonly TensorSlice[]): [string, number][] {
  return layout.map((slice) => [snakeCase(slice.name), slice.size]);
}
