/**
 * tortuga-rules: the complete rules of Tortuga 1667 and of the Tortuga dice game as pure,
 * deterministic, immutable reducers with seeded randomness and leak-free per-seat views.
 * This entry holds both games with all their types, what they share and the bots; each game
 * alone, with its card, die and chest data, comes from `tortuga-rules/1667` and
 * `tortuga-rules/dice`.
 *
 * @packageDocumentation
 * @module tortuga-rules
 */
export * from './core/index.js';
export { tortuga1667, type Tortuga1667 } from './t1667/game.js';
export type * from './t1667/types.js';
export type { T1667View, RowSlotView, SeatView, PendingView, HandCardView, T1667OptionsView } from './t1667/view.js';
export { tortugaDice, type TortugaDice } from './dice/game.js';
export type * from './dice/types.js';
export type { DiceView, DiceSeatView, DicePendingView } from './dice/view.js';
export * from './bots/index.js';
