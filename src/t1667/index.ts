/**
 * Tortuga 1667: the complete rules as an immutable reducer.
 *
 * @packageDocumentation
 * @module tortuga-rules/1667
 */
export { tortuga1667, type Tortuga1667 } from './game.js';
export {
  DEFAULT_VOTE_CARDS,
  voteCardsOf,
  EVENT_CARDS,
  EVENT_KINDS,
  STAR_KINDS,
  CHARACTER_COUNT,
  LOYALTY_COUNTS,
  type EventCardInfo,
  type EventCategory,
} from './cards.js';
export type * from './types.js';
export type { T1667View, RowSlotView, SeatView, PendingView, HandCardView, T1667OptionsView } from './view.js';
export * from '../core/shared.js';
export { tortuga1667States } from './states.js';
export type { Message } from '../core/words/text.js';
