import type { Game as BoardgameGame } from 'boardgame.io';
import type { Server as ServerFactory, SocketIO as SocketIOClass } from 'boardgame.io/server';
import type { RateLimitOptions } from './rate-limit.js';
import { DEFAULT_LOBBY_LIMITS, lobbyGuard, lobbyRoute, type LobbyContext, type LobbyLimits, type LobbyStorage } from './lobby-guard.js';
import { guardNamespace, type GuardContext, type GuardNamespace, type SocketRefusal } from './socket-guard.js';
import type { SocketLimits } from './socket-messages.js';
import { TABLE_GUARD } from './table-guard.js';

/** boardgame.io's server module — what `require('boardgame.io/server')` gives — of which the helper uses `Server` and `SocketIO`. */
export interface BoardgameServerModule {
  /** boardgame.io's `Server` factory. */
  readonly Server: typeof ServerFactory;
  /** boardgame.io's socket.io transport class. */
  readonly SocketIO: typeof SocketIOClass;
}

/** boardgame.io's server as {@link createServer} returns it: its own object, with `run` bound to the chosen host. */
export type GuardedServer = ReturnType<typeof ServerFactory>;

/** Options of {@link createServer}: boardgame.io's own (`origins`, `db`, `uuid`, …) and the guard's. */
export interface GuardedServerOptions {
  /** The games, each made by `boardgameGame` (a game without the adapter's guard plugin is refused). */
  readonly games: readonly BoardgameGame[];
  /** The origins allowed to connect (CORS), as boardgame.io takes them; required: a server must say who may connect. */
  readonly origins: Parameters<typeof ServerFactory>[0]['origins'];
  /** The lobby API's origins (boardgame.io's `apiOrigins`; default: `origins`). */
  readonly apiOrigins?: Parameters<typeof ServerFactory>[0]['apiOrigins'];
  /** boardgame.io's storage (default: in memory). */
  readonly db?: Parameters<typeof ServerFactory>[0]['db'];
  /** boardgame.io's match ID maker. */
  readonly uuid?: () => string;
  /** boardgame.io's credentials maker (default: a nanoid). */
  readonly generateCredentials?: Parameters<typeof ServerFactory>[0]['generateCredentials'];
  /** boardgame.io's HTTPS options. */
  readonly https?: Parameters<typeof ServerFactory>[0]['https'];
  /**
   * The address `run` listens on. Default `127.0.0.1`: only this machine (a reverse proxy in
   * front). boardgame.io's own `run` listens on every interface; give `0.0.0.0` (or `::`) to do
   * that on purpose.
   */
  readonly host?: string;
  /** The bounds on what a socket may send (defaults in {@link DEFAULT_SOCKET_LIMITS}). */
  readonly limits?: Partial<SocketLimits> & { readonly messageBytes?: number };
  /** Messages per socket: a steady rate and a burst (default 20 per second, bursts of 40). */
  readonly rate?: RateLimitOptions;
  /** Refused messages in a row after which a socket is disconnected (default 20). */
  readonly maxRefusals?: number;
  /** Sockets one client address may hold open across the games (default 32); one more is refused on connecting (`TOO_MANY_CONNECTIONS`). */
  readonly maxSocketsPerAddress?: number;
  /** Called for every message the guard refuses (boardgame.io never sees it). */
  readonly onRefused?: (refusal: SocketRefusal) => void;
  /** The bounds on the lobby API: body and data sizes, the most matches, when matches expire (defaults in {@link DEFAULT_LOBBY_LIMITS}). */
  readonly lobby?: Partial<LobbyLimits>;
  /** Lobby requests per client address (default 10 a second, bursts of 20). */
  readonly lobbyRate?: RateLimitOptions;
  /** New matches (`create`, `playAgain`) per client address (default one every 6 seconds, bursts of 10). */
  readonly createRate?: RateLimitOptions;
}

/** The default bounds on a socket's messages; `messageBytes` is socket.io's `maxHttpBufferSize`. */
export const DEFAULT_SOCKET_LIMITS: SocketLimits & { readonly messageBytes: number } = {
  matchIdLength: 128,
  credentialsLength: 256,
  moveBytes: 4_096,
  chatBytes: 1_024,
  messageBytes: 16_384,
};

/**
 * The credentials check the guarded server installs: a seat's credentials, exactly, always
 * (never "nobody joined yet, so anyone"), read as the seat's own property only — credentials
 * written onto `Object.prototype` by a polluting request elsewhere pass for no seat.
 */
export function strictCredentials(credentials: string | undefined, player: { credentials?: string } | undefined): boolean {
  const expected = typeof player === 'object' && player !== null && Object.hasOwn(player, 'credentials') ? player.credentials : undefined;
  if (typeof credentials !== 'string' || typeof expected !== 'string' || credentials.length === 0) return false;
  if (credentials.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= credentials.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

/**
 * boardgame.io's `Server` with the checks a deployment needs and boardgame.io 0.50 does not make:
 *
 * - every socket message passes a guard first (see the boardgame.io guide): a seat's socket
 *   acts only as the seat it synced with its credentials — boardgame.io itself runs a move as
 *   the seat the payload names —; only `MAKE_MOVE` actions of the game's moves pass, so no
 *   client sends `GAME_EVENT` (end the game, end the turn, set the active players …), `UNDO`,
 *   or the `UPDATE`/`SYNC`/`RESET`/`PATCH` actions boardgame.io's server applies to the stored
 *   state as they come; sizes and the rate are bounded;
 * - credentials are always required: boardgame.io accepts any socket for a seat while no
 *   player of the match has joined, and keeps sending it that seat's view after they do;
 * - a `sync` must name a match that exists: boardgame.io creates one for any unknown ID;
 * - every lobby route (list, get, create, join, leave, update, rename, playAgain) is checked
 *   before boardgame.io reads it: `playerID` a seat number of that match (boardgame.io takes
 *   `"__proto__"` and pollutes every object of the process), names cleaned and bounded (as
 *   `cleanPlayerName` of the main entry) and unlike the match's other names, `setupData` and `data`
 *   bounded, unknown fields named, bodies bounded; requests and new matches are rate-limited
 *   per address, matches are capped, and unjoined, abandoned and finished matches expire
 *   (`lobby`, `lobbyRate`, `createRate`); each address holds at most 32 sockets
 *   (`maxSocketsPerAddress`);
 * - `run` listens on `host` (default 127.0.0.1), not on every interface.
 *
 * It takes boardgame.io's server module as its first argument, so this entry needs no
 * boardgame.io at run time.
 *
 * @example
 * ```ts
 * import { createRequire } from 'node:module';
 * import { tortuga1667, tortugaDice } from 'tortuga-rules';
 * import { boardgameGame, createServer } from 'tortuga-rules/boardgameio';
 *
 * const bgio = createRequire(import.meta.url)('boardgame.io/server');
 * const server = createServer(bgio, {
 *   games: [boardgameGame(tortuga1667), boardgameGame(tortugaDice)],
 *   origins: ['https://tortuga.example'],
 * });
 * void server.run(8000); // on 127.0.0.1, behind your proxy
 * ```
 */
export function createServer(bgio: BoardgameServerModule, options: GuardedServerOptions): GuardedServer {
  checkOptions(options);
  for (const game of options.games) {
    if (!(game.plugins ?? []).some((plugin) => plugin.name === TABLE_GUARD))
      throw new TypeError(`createServer: the game ${JSON.stringify(game.name)} was not made by boardgameGame (it lacks the adapter's guard plugin).`);
  }
  const { messageBytes, ...limitOptions } = options.limits ?? {};
  const limits: SocketLimits = { ...DEFAULT_SOCKET_LIMITS, ...limitOptions };
  const transport = new bgio.SocketIO({
    ...(options.https === undefined ? {} : { https: options.https }),
    socketOpts: { maxHttpBufferSize: messageBytes ?? DEFAULT_SOCKET_LIMITS.messageBytes } as never,
  });
  const init = transport.init.bind(transport);
  transport.init = (app, games, origins) => {
    init(app, games, origins);
    const io = (app as unknown as { _io: { of(name: string): GuardNamespace } })._io;
    const context = app.context as unknown as GuardContext;
    const connections = { open: new Map<string, number>(), max: options.maxSocketsPerAddress ?? 32 };
    for (const game of games) {
      guardNamespace(io.of(game.name!), Object.keys(game.moves ?? {}), context, {
        limits,
        rate: options.rate ?? {},
        maxRefusals: options.maxRefusals ?? 20,
        onRefused: options.onRefused,
        connections,
      });
    }
  };
  const server = bgio.Server({
    games: [...options.games],
    transport,
    origins: options.origins,
    ...(options.apiOrigins === undefined ? {} : { apiOrigins: options.apiOrigins }),
    ...(options.db === undefined ? {} : { db: options.db }),
    ...(options.uuid === undefined ? {} : { uuid: options.uuid }),
    ...(options.generateCredentials === undefined ? {} : { generateCredentials: options.generateCredentials }),
    ...(options.https === undefined ? {} : { https: options.https }),
    authenticateCredentials: strictCredentials,
  });
  guardLobby(server, options, limits);
  bindHost(server, options.host ?? '127.0.0.1');
  return server;
}

/**
 * Puts the lobby guard in front of boardgame.io's lobby routes: a router middleware (after
 * CORS, before every route's body parser) for the rate and the body's size, and a check per
 * route between the body parser and boardgame.io's handler; the expiry sweep runs while the
 * server does.
 */
function guardLobby(server: GuardedServer, options: GuardedServerOptions, limits: SocketLimits): void {
  const lobby: LobbyLimits = { ...DEFAULT_LOBBY_LIMITS, ...options.lobby };
  const guard = lobbyGuard({
    games: options.games,
    db: server.db as unknown as LobbyStorage,
    limits: lobby,
    credentialsLength: limits.credentialsLength,
    matchIdLength: limits.matchIdLength,
    rate: options.lobbyRate ?? { perSecond: 10, burst: 20 },
    createRate: options.createRate ?? { perSecond: 1 / 6, burst: 10 },
  });
  type Middleware = (ctx: LobbyContext, next: () => Promise<unknown>) => Promise<unknown>;
  const router = server.router as unknown as Record<'get' | 'post', (path: string, ...middleware: Middleware[]) => unknown> & {
    use(middleware: Middleware): unknown;
  };
  router.use(guard.front);
  for (const method of ['get', 'post'] as const) {
    const register = router[method].bind(router);
    router[method] = (path, ...middleware) => {
      const route = lobbyRoute(method, path);
      // boardgame.io registers (path, [body parser,] handler): the check goes right before the handler.
      return route === null ? register(path, ...middleware) : register(path, ...middleware.slice(0, -1), guard.route(route), middleware.at(-1)!);
    };
  }
  // Matches are looked at a few times within their shortest lifetime, at most once a second and at least once a minute.
  const every = Math.max(1_000, Math.min(60_000, Math.min(lobby.unjoinedMs, lobby.idleMs, lobby.finishedMs) / 4));
  const run = server.run;
  server.run = async (portOrConfig, callback) => {
    const servers = await run(portOrConfig, callback);
    // The sweep lives as long as the game server: `kill` (or any close) stops it.
    const sweeper = setInterval(() => void guard.sweep().catch(() => {}), every);
    sweeper.unref();
    servers.appServer.once('close', () => clearInterval(sweeper));
    return servers;
  };
}

const OPTION_KEYS = [
  'games',
  'origins',
  'apiOrigins',
  'db',
  'uuid',
  'generateCredentials',
  'https',
  'host',
  'limits',
  'rate',
  'maxRefusals',
  'maxSocketsPerAddress',
  'onRefused',
  'lobby',
  'lobbyRate',
  'createRate',
];

/** Refuses options the server does not know (a misspelt limit must not be ignored) and limits that are not positive whole numbers (chat may be 0: off). */
function checkOptions(options: GuardedServerOptions): void {
  const unknown = (value: object, known: readonly string[], where: string): void => {
    const extra = Object.keys(value).find((key) => !known.includes(key));
    if (extra !== undefined) throw new TypeError(`createServer: ${where} has no option ${JSON.stringify(extra.slice(0, 40))} (known: ${known.join(', ')}).`);
  };
  unknown(options, OPTION_KEYS, 'the server');
  unknown(options.limits ?? {}, Object.keys(DEFAULT_SOCKET_LIMITS), 'limits');
  unknown(options.rate ?? {}, ['perSecond', 'burst'], 'rate');
  unknown(options.lobby ?? {}, Object.keys(DEFAULT_LOBBY_LIMITS), 'lobby');
  unknown(options.lobbyRate ?? {}, ['perSecond', 'burst'], 'lobbyRate');
  unknown(options.createRate ?? {}, ['perSecond', 'burst'], 'createRate');
  for (const [name, value] of Object.entries(options.lobby ?? {})) {
    if (!Number.isSafeInteger(value) || (value as number) < 1)
      throw new TypeError(`createServer: lobby.${name} must be a whole number of at least 1 (got ${String(value)}).`);
  }
  for (const [name, value] of Object.entries({ ...options.limits, maxRefusals: options.maxRefusals, maxSocketsPerAddress: options.maxSocketsPerAddress })) {
    const least = name === 'chatBytes' ? 0 : 1;
    if (value !== undefined && (!Number.isSafeInteger(value) || value < least))
      throw new TypeError(`createServer: ${name} must be a whole number of at least ${least} (got ${String(value)}).`);
  }
}

/** Makes boardgame.io's `run` listen on `host` only, and refuses a separate lobby port (boardgame.io would open it on every interface). */
function bindHost(server: GuardedServer, host: string): void {
  const app = server.app as unknown as {
    server: { listen(port: number, host: string, callback: () => void): unknown };
    listen: (port: number, callback: () => void) => unknown;
  };
  app.listen = (port, callback) => app.server.listen(port, host, callback);
  const run = server.run;
  server.run = (portOrConfig, callback) => {
    if (typeof portOrConfig === 'object' && portOrConfig.lobbyConfig?.apiPort !== undefined) {
      return Promise.reject(
        new Error(
          'createServer: run the lobby API on the game port (leave lobbyConfig.apiPort out): boardgame.io would open a separate port on every interface.',
        ),
      );
    }
    return run(portOrConfig, callback);
  };
}
