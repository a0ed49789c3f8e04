/**
 * tortuga-rules: the complete rules of Tortuga 1667 and of the Tortuga dice game as pure,
 * deterministic, immutable reducers with seeded randomness and leak-free per-seat views.
 *
 * @packageDocumentation
 */
export * from './core/index.js';
export { tortuga1667, type Tortuga1667 } from './t1667/game.js';
export type { T1667Action, T1667Config, T1667State, T1667Outcome } from './t1667/types.js';
export type { T1667View } from './t1667/view.js';
export { tortugaDice, type TortugaDice } from './dice/game.js';
export type { DiceConfig, DiceState, DiceAction, DiceOutcome } from './dice/types.js';
export type { DiceView } from './dice/view.js';
export * from './bots/index.js';
