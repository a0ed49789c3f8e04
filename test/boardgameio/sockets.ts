import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Game as BoardgameGame } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { createServer, type BoardgameServerModule, type GuardedServerOptions, type SocketRefusal } from '../../src/boardgameio/index.js';
import { bgio } from './support.js';

/** A message a socket received: boardgame.io's `sync`, `update`, `patch`, `matchData`, `chat`, or the guard's `refused`. */
export interface Received {
  readonly type: string;
  readonly args: unknown[];
}

/** One connection: a raw socket.io client speaking boardgame.io's protocol, keeping every message it receives. */
export interface Seat {
  readonly playerID: string | null;
  readonly credentials: string | undefined;
  readonly socket: Socket;
  readonly received: Received[];
}

/** boardgame.io's state as a `sync` or an `update` carries it. */
export interface Carried {
  readonly G: unknown;
  readonly ctx: { activePlayers: Record<string, unknown> | null; gameover?: unknown; turn: number; currentPlayer: string };
  readonly _stateID: number;
  readonly plugins: Record<string, unknown>;
}

/** A server under test: its base URL, its storage, the guard's refusals, and a way to stop it. */
export interface TestServer {
  readonly base: string;
  readonly address: AddressInfo;
  readonly db: { fetch(matchID: string, opts: Record<string, boolean>): { state?: { G: unknown; ctx: Carried['ctx']; _stateID: number }; metadata?: unknown } };
  readonly refusals: SocketRefusal[];
  stop(): void;
}

const serverModule = createRequire(import.meta.url)('boardgame.io/server') as BoardgameServerModule;

/** Starts a server on 127.0.0.1 on a free port: boardgame.io's plain `Server`, or the adapter's `createServer`. */
export async function startServer(
  kind: 'guarded' | 'plain',
  games: readonly BoardgameGame[],
  options: Partial<GuardedServerOptions> = {},
): Promise<TestServer> {
  const refusals: SocketRefusal[] = [];
  const server =
    kind === 'guarded'
      ? // The drivers open matches at machine speed from one address: lobby rates far above a person's unless a test sets its own.
        createServer(serverModule, {
          games,
          origins: [],
          onRefused: (refusal) => refusals.push(refusal),
          lobbyRate: { perSecond: 10_000, burst: 10_000 },
          createRate: { perSecond: 10_000, burst: 10_000 },
          maxSocketsPerAddress: 10_000,
          ...options,
        })
      : bgio.Server({ games: [...games], origins: [] });
  const running = (await server.run({ port: 0, callback: () => {} })) as unknown as {
    appServer: { close(): void; address(): AddressInfo; keepAliveTimeout: number; closeAllConnections?: () => void };
  };
  // fetch reuses its kept-alive connection for the next lobby call; with Node's default of 5 s
  // the server may close it just as a call goes out (ECONNRESET). Keep idle connections open.
  running.appServer.keepAliveTimeout = 120_000;
  const address = running.appServer.address();
  return {
    base: `http://127.0.0.1:${address.port}`,
    address,
    db: server.db as never,
    refusals,
    stop: () => {
      running.appServer.close();
      running.appServer.closeAllConnections?.();
    },
  };
}

/** A lobby API call. */
export async function post(base: string, path: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

/** Waits until `check` holds (10 s at most). */
export function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = (): void => {
      if (check()) resolve();
      else if (Date.now() - started > ms) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(poll, 2);
    };
    poll();
  });
}

/** Waits a little for messages that should not come. */
export const settle = (ms = 150): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a socket to a game's namespace that records what it receives (no sync yet). */
export function openSocket(base: string, gameName: string, playerID: string | null, credentials: string | undefined): Seat {
  const socket = io(`${base}/${gameName}`, { transports: ['websocket'], forceNew: true, reconnection: false });
  const received: Received[] = [];
  socket.onAny((type: string, ...args: unknown[]) => received.push({ type, args: JSON.parse(JSON.stringify(args)) as unknown[] }));
  return { playerID, credentials, socket, received };
}

/** Sends boardgame.io's `sync` for the seat and, unless told not to, waits for the answer. */
export async function syncSeat(seat: Seat, matchID: string, players: number, wait = true): Promise<void> {
  const before = seat.received.length;
  seat.socket.emit('sync', matchID, seat.playerID, seat.credentials, players);
  if (wait) await until(() => seat.received.slice(before).some((m) => m.type === 'sync'), 'sync');
}

/** Creates a match through the lobby; with `join`, seats every player (joined, one socket each, synced) and a spectator. */
export async function openMatch(
  base: string,
  gameName: string,
  players: number,
  setupData: Record<string, unknown>,
): Promise<{ matchID: string; seats: Seat[]; spectator: Seat }> {
  const matchID = (await post(base, `/games/${gameName}/create`, { numPlayers: players, setupData, unlisted: true })).matchID!;
  const seats: Seat[] = [];
  for (let seat = 0; seat < players; seat++) {
    const credentials = (await post(base, `/games/${gameName}/${matchID}/join`, { playerID: String(seat), playerName: `p${seat}` })).playerCredentials;
    const opened = openSocket(base, gameName, String(seat), credentials);
    await syncSeat(opened, matchID, players);
    seats.push(opened);
  }
  const spectator = openSocket(base, gameName, null, undefined);
  await syncSeat(spectator, matchID, players);
  return { matchID, seats, spectator };
}

/** Sends a move as boardgame.io's client does (`playerID` both in the payload and as the connection's seat, unless told otherwise). */
export function send(seat: Seat, matchID: string, stateID: number, move: string, args: unknown[], playerID = seat.playerID, payloadPlayerID = playerID): void {
  seat.socket.emit(
    'update',
    { type: 'MAKE_MOVE', payload: { type: move, args, playerID: payloadPlayerID, credentials: seat.credentials } },
    stateID,
    matchID,
    playerID,
  );
}

/** The state a message carries, for `sync` and `update`. */
export function carried(message: Received): Carried | null {
  if (message.type === 'sync') return (message.args[1] as { state: Carried }).state;
  if (message.type === 'update') return message.args[1] as Carried;
  return null;
}

/** The latest state a socket received. */
export function latest(seat: Seat): Carried {
  for (let i = seat.received.length - 1; i >= 0; i--) {
    const state = carried(seat.received[i]!);
    if (state !== null) return state;
  }
  throw new Error('no state yet');
}

/** The log entries a message carries. */
export function logOf(message: Received): { action: { payload: { playerID: string; args: unknown[] | null } } }[] {
  if (message.type === 'sync') return ((message.args[1] as { log?: never[] }).log ?? []) as never;
  if (message.type === 'update') return (message.args[2] ?? []) as never;
  return [];
}

/** Closes every socket. */
export function closeAll(seats: readonly Seat[]): void {
  for (const seat of seats) seat.socket.close();
}
