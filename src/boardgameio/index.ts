/**
 * Both games as ready boardgame.io games: `boardgameGame(tortuga1667)` and
 * `boardgameGame(tortugaDice)` host them with boardgame.io's Client, Local multiplayer,
 * Server, lobby and bots, keeping the engine's guarantees (checked actions, the seat from
 * boardgame.io's `playerID`, leak-free views, simultaneous decisions); `createServer` is
 * boardgame.io's `Server` with the checks a deployment needs (a socket acts only as its own
 * seat, no client events, credentials always, bounded messages, a chosen host). boardgame.io
 * (0.50) is an optional peer dependency: this entry imports only its types.
 *
 * @packageDocumentation
 * @module tortuga-rules/boardgameio
 */
export { boardgameGame, seatOf, ACT_MOVE, DEAL_MOVE, DEFAULT_MAX_DECISIONS, type BoardgameOptions, type Refusal } from './adapter.js';
export { isUndealt, type UndealtTable, type Table, type ClientTable, type TableSetupData } from './table.js';
export { TABLE_GUARD } from './table-guard.js';
export { createServer, strictCredentials, DEFAULT_SOCKET_LIMITS, type BoardgameServerModule, type GuardedServer, type GuardedServerOptions } from './server.js';
export { DEFAULT_LOBBY_LIMITS, type LobbyLimits, type LobbyRefusalCode } from './lobby-guard.js';
export type { SocketRefusal } from './socket-guard.js';
export type { SocketRefusalCode, SocketBinding, SocketLimits } from './socket-messages.js';
export type { RateLimitOptions } from './rate-limit.js';
