import type { Game, PlayerId, Simulator } from '../core/game.js';
import { applyWithImmer, createSimulator, type RuleSteps } from '../core/runner.js';
import { legalActions, toAct } from './legal.js';
import { setup } from './setup.js';
import { step } from './step.js';
import type { DiceConfig, DiceGameAction, DiceOutcome, DiceState } from './types.js';
import { validate } from './validate.js';
import { viewFor, type DiceView } from './view.js';

const rules: RuleSteps<DiceState, DiceGameAction> = { validate, step };

/** The dice-game module: the shared game interface over this game's types. */
export type TortugaDice = Game<DiceConfig, DiceState, DiceGameAction, DiceView, DiceOutcome>;

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
export const tortugaDice: TortugaDice = Object.freeze({
  name: 'tortuga-dice' as const,
  minPlayers: 2,
  maxPlayers: 4,
  setup,
  apply: (state: DiceState, action: DiceGameAction): DiceState => applyWithImmer(rules, state, action),
  validate,
  legalActions: (state: DiceState, player: PlayerId): DiceGameAction[] => legalActions(state, player),
  toAct,
  viewFor,
  outcome: (state: DiceState): DiceOutcome | null => state.outcome,
  simulator: (state: DiceState): Simulator<DiceState, DiceGameAction> => createSimulator(rules, state),
});
