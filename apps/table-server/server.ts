/**
 * The reference table server: many tables of either game over WebSocket (`ws`), each stored
 * in SQLite as it goes (`store.ts`), each run by `Table`. A connection makes a table, or takes
 * one role at one table — a seat (joined, or resumed with its token) or a spectator's chair.
 * Every message is bounded: size, rate, and a connection must take a place within seconds; new
 * tables are bounded per connection and per address, connections per address, and tables are
 * cleared when nobody sat down, nobody came back or the game is over, so the cap recovers.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { isRuleViolation, keyedRateLimit, randomSeed, rateLimit, type BaseConfig, type RateLimitOptions } from 'tortuga-rules';
import {
  MAX_MESSAGE,
  parseClientMessage,
  refusalOf,
  refuse,
  rejection,
  TABLE_ID_LENGTH,
  type ReadMessage,
  type Refusal,
  type ServerMessage,
} from './protocol.js';
import { openTableStore, StorageError, type StoredSeat } from './store.js';
import { sealKeyFor } from './seal.js';
import { Table, type Member, type TableExpiry, type TableSettings } from './table.js';
import { BotPool } from './bot-pool.js';

/** How a table server runs. */
export interface TableServerOptions {
  /** The SQLite file (default `':memory:'`, which keeps nothing). */
  readonly database?: string;
  /** The port on 127.0.0.1 (default 0: any free port). */
  readonly port?: number;
  /** The 1667 timer's time per decision, in milliseconds (default 60,000). */
  readonly clockMs?: number;
  /** How long bots wait before acting, in milliseconds (default 400). */
  readonly botDelayMs?: number;
  /** Messages a connection may send (default 20 a second, bursts of 40). */
  readonly rate?: RateLimitOptions;
  /** The most tables the server holds (default 1,000). */
  readonly maxTables?: number;
  /** The most connections open at once (default 5,000); one more is closed at once (1013). */
  readonly maxConnections?: number;
  /** The most connections open at once from one address (default 32); one more is closed at once (1013). */
  readonly maxConnectionsPerAddress?: number;
  /** New tables per address (default one every 6 seconds, bursts of 10). */
  readonly createRate?: RateLimitOptions;
  /** The most tables one connection may open (default 10). */
  readonly maxCreatesPerConnection?: number;
  /** When tables are cleared (defaults: unjoined 15 minutes, abandoned 24 hours, finished 1 hour). */
  readonly expiry?: Partial<TableExpiry>;
  /** The file of the key the stored rows are sealed with (default `<database>.key`; `TABLE_SERVER_KEY` in the environment wins). */
  readonly keyFile?: string;
  /** Worker threads the bots decide in (default: one fewer than the cores, at least one); 0 decides on the event loop. */
  readonly botWorkers?: number;
}

/** A running table server. */
export interface TableServer {
  readonly port: number;
  /** The live tables by id (for tests and the load test). */
  readonly tables: ReadonlyMap<string, Table>;
  /** The stored tables that could not be read back, by id, with why (they stay closed). */
  readonly damaged: ReadonlyMap<string, string>;
  /** Clears the tables that are due now (the server does it every so often by itself); returns how many. */
  sweep(now?: number): number;
  /** The bots' worker threads, if any (for tests and the load test). */
  readonly bots: BotPool | null;
  close(): Promise<void>;
}

/** The most decisions a game may take before the engine ends it (T67-OPT-CAP). */
export const MAX_DECISIONS = 5000;
/** How long a new connection has to say what it wants, in milliseconds. */
export const HELLO_TIMEOUT = 5000;
/** Messages over the rate in a row after which a connection is closed. */
export const MAX_OVER_RATE = 100;
/** When tables are cleared unless the server is told otherwise. */
export const DEFAULT_EXPIRY: TableExpiry = { unjoinedMs: 15 * 60_000, idleMs: 24 * 3_600_000, finishedMs: 3_600_000 };

const send = (socket: WebSocket, message: ServerMessage): void => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};
const reject = (socket: WebSocket, refusal: Refusal): void => send(socket, rejection(refusal));

/** Starts a table server on 127.0.0.1; every stored table is replayed, checked and opened again first. */
export async function startTableServer(options: TableServerOptions = {}): Promise<TableServer> {
  const database = options.database ?? ':memory:';
  const store = openTableStore(database, sealKeyFor(database, options.keyFile));
  const bots = options.botWorkers === 0 ? null : new BotPool(options.botWorkers);
  const settings: TableSettings = { store, clockMs: options.clockMs ?? 60_000, botDelayMs: options.botDelayMs ?? 400, bots };
  const maxTables = options.maxTables ?? 1000;
  const expiry: TableExpiry = { ...DEFAULT_EXPIRY, ...options.expiry };
  const tables = new Map<string, Table>();
  const damaged = new Map<string, string>();
  for (const stored of store.loadTables()) {
    try {
      if ('damaged' in stored) throw new Error(stored.damaged);
      tables.set(stored.id, Table.restore(stored, settings));
    } catch (error) {
      // One damaged table closes only itself (L9, L10): its seats are told so when they come back.
      damaged.set(stored.id, (error as Error).message);
      console.error(`table ${stored.id} is damaged and stays closed: ${(error as Error).message}`);
    }
  }

  /** Clears every table that is due: its people are told and let go, its rows deleted. */
  const sweep = (now = Date.now()): number => {
    let cleared = 0;
    for (const [id, table] of tables) {
      const because = table.expiredBecause(expiry, now);
      if (because === null) continue;
      table.clear(because);
      tables.delete(id);
      cleared++;
      try {
        store.deleteTable(id);
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        // The rows stay for now; the table is read back and cleared again after a restart.
      }
    }
    return cleared;
  };
  const sweeper = setInterval(() => sweep(), Math.max(1_000, Math.min(60_000, Math.min(expiry.unjoinedMs, expiry.idleMs, expiry.finishedMs) / 4)));
  sweeper.unref();

  const creates = keyedRateLimit(options.createRate ?? { perSecond: 1 / 6, burst: 10 });
  const maxCreates = options.maxCreatesPerConnection ?? 10;

  const create = (socket: WebSocket, address: string, message: Extract<ReadMessage, { kind: 'create' }>): void => {
    if (!creates.take(address)) return reject(socket, refuse('RATE_LIMITED', 'tooManyTables'));
    if (tables.size >= maxTables && (sweep(), tables.size >= maxTables)) return reject(socket, refuse('TOO_MANY_TABLES', 'serverFull'));
    const id = randomBytes(TABLE_ID_LENGTH / 2).toString('hex');
    const requested = typeof message.options.maxDecisions === 'number' ? message.options.maxDecisions : MAX_DECISIONS;
    const config = { ...message.options, players: message.seats.length, seed: randomSeed(), maxDecisions: Math.min(requested, MAX_DECISIONS) } as BaseConfig;
    const seats: StoredSeat[] = message.seats.map((plan, seat) => ({
      seat,
      kind: plan.kind,
      name: null,
      level: plan.kind === 'bot' ? plan.level : null,
      tokenHash: null,
    }));
    const host = randomBytes(16).toString('hex');
    try {
      tables.set(id, Table.create(id, message.game, config, seats, settings, host));
    } catch (error) {
      if (error instanceof StorageError) return reject(socket, refuse('NOT_STORED', 'notStored'));
      if (!isRuleViolation(error)) throw error;
      return reject(socket, { ...refusalOf(error), code: 'BAD_OPTIONS' });
    }
    send(socket, { kind: 'created', table: id, host });
  };

  const wss = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0, maxPayload: MAX_MESSAGE });
  const maxConnections = options.maxConnections ?? 5000;
  const maxPerAddress = options.maxConnectionsPerAddress ?? 32;
  const perAddress = new Map<string, number>();
  wss.on('connection', (socket, request) => {
    const address = request.socket.remoteAddress ?? '?';
    const open = (perAddress.get(address) ?? 0) + 1;
    if (wss.clients.size > maxConnections || open > maxPerAddress) {
      socket.close(1013, 'the server is full: try again later');
      return;
    }
    perAddress.set(address, open);
    let table: Table | null = null;
    let created = 0;
    const member: Member = { send: (message) => send(socket, message), close: () => socket.close(1000, 'the table was cleared') };
    // Cleared only when the connection takes a place at a table (M2): a refused or a one-off request does not keep it open.
    const hello = setTimeout(() => socket.close(1008, 'take a seat or watch a table first'), HELLO_TIMEOUT);
    const limit = rateLimit(options.rate ?? { perSecond: 20, burst: 40 });
    let overRate = 0;
    socket.on('message', (data) => {
      // A flood costs a counter, not a parse and a game step per message.
      if (!limit.take()) {
        if (++overRate === 1) reject(socket, refuse('RATE_LIMITED', 'rateLimited'));
        if (overRate >= MAX_OVER_RATE) socket.close(1008, 'too many messages');
        return;
      }
      overRate = 0;
      const message = parseClientMessage(String(data));
      if ('refused' in message) return reject(socket, message);
      if (message.kind === 'create') {
        if (++created > maxCreates) return reject(socket, refuse('RATE_LIMITED', 'tooManyTables'));
        return create(socket, address, message);
      }
      if (message.kind === 'fill') {
        const target = tables.get(message.table);
        const refusal = target === undefined ? absent(message.table) : target.fill(message.seat, message.level, message.host);
        return refusal === null ? send(socket, { kind: 'filled', table: message.table, seat: message.seat }) : reject(socket, refusal);
      }
      if (message.kind === 'act') {
        if (table === null) return reject(socket, refuse('NOT_SEATED', 'notSeated'));
        const refusal = table.act(member, message.action, message.at);
        return refusal === null ? undefined : reject(socket, refusal);
      }
      if (table !== null) return reject(socket, refuse('MALFORMED_MESSAGE', 'placed'));
      const wanted = tables.get(message.table);
      if (wanted === undefined) return reject(socket, absent(message.table));
      const refusal =
        message.kind === 'watch'
          ? wanted.watch(member)
          : message.kind === 'join'
            ? wanted.join(member, message.seat, message.name)
            : wanted.resume(member, message.seat, message.token);
      if (refusal !== null && typeof refusal === 'object') return reject(socket, refusal);
      clearTimeout(hello);
      table = wanted;
    });
    socket.on('error', () => socket.terminate()); // e.g. a message over MAX_MESSAGE: ws closes with 1009
    socket.on('close', () => {
      clearTimeout(hello);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      table?.leave(member);
    });
  });
  /** Why a table is not here: damaged (its seats are told so), or no such table. */
  const absent = (id: string): Refusal => (damaged.has(id) ? refuse('TABLE_DAMAGED', 'damaged') : refuse('NO_SUCH_TABLE', 'noSuchTable'));
  await new Promise<void>((resolve) => wss.on('listening', resolve));
  return {
    port: (wss.address() as AddressInfo).port,
    tables,
    damaged,
    bots,
    sweep,
    close: async () => {
      clearInterval(sweeper);
      for (const t of tables.values()) t.close();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await bots?.close();
      store.close();
    },
  };
}
