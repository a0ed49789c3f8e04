import { defineGame } from '../core/engine/define-game.js';
import type { Game } from '../core/engine/game.js';
import { legalActionAt, legalActionCount, legalActions, toAct } from './legal.js';
import { newGame } from './setup.js';
import { step } from './step.js';
import type { DiceConfig, DiceAction, DiceOutcome, DiceState } from './types.js';
import { match } from './validate.js';
import { STATE_FORMAT } from './format.js';
import { logFor, viewFor, type DiceView } from './view.js';

/** The dice-game module: the shared game interface over this game's types. */
export type TortugaDice = Game<DiceConfig, DiceState, DiceAction, DiceView, DiceOutcome>;

/**
 * Tortuga, the dice game (2–4 players): hidden rolls, five actions, chests sailing home.
 *
 * @example
 * ```ts
 * import { tortugaDice } from 'tortuga-rules/dice';
 * let state = tortugaDice.setup({ players: 3, seed: 'dice' });
 * const [seat] = tortugaDice.toAct(state); // during a roll every player decides at once
 * state = tortugaDice.apply(state, tortugaDice.legalActions(state, seat!)[0]!);
 * ```
 */
export const tortugaDice: TortugaDice = Object.freeze(
  defineGame<DiceConfig, DiceState, DiceAction, DiceView, DiceOutcome>({
    name: 'tortuga-dice',
    minPlayers: 2,
    maxPlayers: 4,
    stateFormat: STATE_FORMAT,
    newGame,
    match,
    step,
    legalActions,
    legalActionCount,
    legalActionAt,
    toAct,
    viewFor,
    logFor,
    outcome: (state) => state.outcome,
  }),
);
