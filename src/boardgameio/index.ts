/**
 * Both games as ready boardgame.io games: `boardgameGame(tortuga1667)` and
 * `boardgameGame(tortugaDice)` host them with boardgame.io's Client, Local multiplayer,
 * Server, lobby and bots, keeping the engine's guarantees (checked actions, the seat from
 * boardgame.io's `playerID`, leak-free views, simultaneous decisions). boardgame.io (0.50) is
 * an optional peer dependency: this entry imports only its types.
 *
 * @packageDocumentation
 * @module tortuga-rules/boardgameio
 */
export { boardgameGame, seatOf, ACT_MOVE, DEAL_MOVE, type BoardgameOptions, type Refusal } from './adapter.js';
export { isUndealt, type UndealtTable, type Table, type ClientTable, type TableSetupData } from './table.js';
