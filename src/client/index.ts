/**
 * tortuga-rules/client: a framework-free table store for either game, for user interfaces. A
 * screen reads `getSnapshot()` (the seat's view, its words, the menu at the path opened, undo,
 * the clocks, who sits where, the last refusal) and is told of changes by `subscribe`;
 * `localTable` plays at this screen (bots, hot seat, saved games), `onlineTable` at a table of
 * the table server (resume, reconnect). React, Vue and Svelte wrap it in a few lines (the UI guide).
 *
 * @packageDocumentation
 * @module tortuga-rules/client
 */
export { localTable, type AsyncBot, type AsyncDecision, type LocalTable, type LocalTableOptions, type LocalSeat, type TableTimers } from './local-table.js';
export { onlineTable, type OnlineTableOptions, type OnlineRole, type TableSocket } from './online-table.js';
export {
  menuLevel,
  type TableStore,
  type TableSnapshot,
  type TableView,
  type TableConnection,
  type TableRefusal,
  type SeatClock,
  type MenuLevel,
} from './table-store.js';
export {
  parseServerMessage,
  TABLE_GAMES,
  REFUSAL_CODES,
  MAX_SERVER_MESSAGE,
  type TableGame,
  type TableBotLevel,
  type SeatPlan,
  type ClientMessage,
  type ServerMessage,
  type RejectedMessage,
  type TableSeat,
  type RefusalCode,
} from './table-protocol.js';
