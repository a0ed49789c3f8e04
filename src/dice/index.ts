/**
 * Tortuga, the dice game (Cormier & Lim): the complete rules as an immutable reducer.
 *
 * @packageDocumentation
 * @module tortuga-rules/dice
 */
export { tortugaDice, type TortugaDice } from './game.js';
export { DEFAULT_FACES, facesOf, DICE_ACTIONS, FACES, CHEST_COUNTS, CHEST_COLOURS, TOKEN_COUNTS, capacity } from './data.js';
export { bestSets, scorePlayer } from './scoring.js';
export { tortugaDiceStates } from './states.js';
export type { Message } from '../core/words/text.js';
export type * from './types.js';
export type { DiceView, DiceSeatView, DicePendingView } from './view.js';
export * from '../core/shared.js';
