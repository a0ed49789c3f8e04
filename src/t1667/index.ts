/**
 * Tortuga 1667: the complete rules as an immutable reducer.
 *
 * @packageDocumentation
 */
export { tortuga1667, type Tortuga1667 } from './game.js';
export { DEFAULT_VOTE_CARDS, EVENT_CARDS, EVENT_KINDS, STAR_KINDS, CHARACTERS, LOYALTY_COUNTS, type EventCardInfo, type EventCategory } from './cards.js';
export type * from './types.js';
export type { T1667View, RowSlotView, SeatView, PendingView, HandCardView, T1667OptionsView } from './view.js';
export { RuleViolation, type RuleViolationCode } from '../core/rule-violation.js';
export type { PlayerId, Game, Simulator } from '../core/game.js';
export { T1667_CATALOGS } from './words.js';
