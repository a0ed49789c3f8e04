/**
 * The reference table server: many tables of either game over WebSocket (`ws`), each stored
 * in SQLite as it goes (`store.ts`), each run by `Table`. A connection makes a table, or takes
 * one role at one table — a seat (joined, or resumed with its token) or a spectator's chair.
 * Every message is bounded: size, rate, and a connection must say who it is within seconds.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { isRuleViolation, randomSeed, rateLimit, type BaseConfig, type RateLimitOptions } from '../../src/index.js';
import { MAX_MESSAGE, parseClientMessage, refusalOf, refuse, rejection, TABLE_ID_LENGTH, type ClientMessage, type Refusal, type ServerMessage } from './protocol.js';
import { openTableStore, type StoredSeat } from './store.js';
import { Table, type Member, type TableSettings } from './table.js';
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
  /** Worker threads the bots decide in (default: one fewer than the cores, at least one); 0 decides on the event loop. */
  readonly botWorkers?: number;
}

/** A running table server. */
export interface TableServer {
  readonly port: number;
  /** The live tables by id (for tests and the load test). */
  readonly tables: ReadonlyMap<string, Table>;
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

const send = (socket: WebSocket, message: ServerMessage): void => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};
const reject = (socket: WebSocket, refusal: Refusal): void => send(socket, rejection(refusal));

/** Starts a table server on 127.0.0.1; every stored table is replayed, checked and opened again first. */
export async function startTableServer(options: TableServerOptions = {}): Promise<TableServer> {
  const store = openTableStore(options.database ?? ':memory:');
  const bots = options.botWorkers === 0 ? null : new BotPool(options.botWorkers);
  const settings: TableSettings = { store, clockMs: options.clockMs ?? 60_000, botDelayMs: options.botDelayMs ?? 400, bots };
  const maxTables = options.maxTables ?? 1000;
  const tables = new Map<string, Table>();
  for (const stored of store.loadTables()) {
    try {
      tables.set(stored.id, Table.restore(stored, settings));
    } catch (error) {
      console.error(`table ${stored.id} is damaged and stays closed: ${(error as Error).message}`);
    }
  }

  const create = (socket: WebSocket, message: Extract<ClientMessage, { kind: 'create' }>): void => {
    if (tables.size >= maxTables) return reject(socket, refuse('TOO_MANY_TABLES', 'serverFull'));
    const id = randomBytes(TABLE_ID_LENGTH / 2).toString('hex');
    const requested = typeof message.options.maxDecisions === 'number' ? message.options.maxDecisions : MAX_DECISIONS;
    const config = { ...message.options, players: message.seats.length, seed: randomSeed(), maxDecisions: Math.min(requested, MAX_DECISIONS) } as BaseConfig;
    const seats: StoredSeat[] = message.seats.map((plan, seat) => ({ seat, kind: plan.kind, name: null, level: plan.kind === 'bot' ? plan.level : null, tokenHash: null }));
    const host = randomBytes(16).toString('hex');
    try {
      tables.set(id, Table.create(id, message.game, config, seats, settings, host));
    } catch (error) {
      if (!isRuleViolation(error)) throw error;
      return reject(socket, { ...refusalOf(error), code: 'BAD_OPTIONS' });
    }
    send(socket, { kind: 'created', table: id, host });
  };

  const wss = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0, maxPayload: MAX_MESSAGE });
  const maxConnections = options.maxConnections ?? 5000;
  wss.on('connection', (socket) => {
    if (wss.clients.size > maxConnections) {
      socket.close(1013, 'the server is full: try again later');
      return;
    }
    let table: Table | null = null;
    const member: Member = { send: (message) => send(socket, message) };
    const hello = setTimeout(() => socket.close(1008, 'say what you want first'), HELLO_TIMEOUT);
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
        clearTimeout(hello);
        return create(socket, message);
      }
      if (message.kind === 'fill') {
        clearTimeout(hello);
        const target = tables.get(message.table);
        const refusal = target === undefined ? refuse('NO_SUCH_TABLE', 'noSuchTable') : target.fill(message.seat, message.level, message.host);
        return refusal === null ? send(socket, { kind: 'filled', table: message.table, seat: message.seat }) : reject(socket, refusal);
      }
      if (message.kind === 'act') {
        if (table === null) return reject(socket, refuse('NOT_SEATED', 'notSeated'));
        const refusal = table.act(member, message.action, message.at);
        return refusal === null ? undefined : reject(socket, refusal);
      }
      if (table !== null) return reject(socket, refuse('MALFORMED_MESSAGE', 'placed'));
      const wanted = tables.get(message.table);
      if (wanted === undefined) return reject(socket, refuse('NO_SUCH_TABLE', 'noSuchTable'));
      const refusal = message.kind === 'watch' ? wanted.watch(member) : message.kind === 'join' ? wanted.join(member, message.seat, message.name) : wanted.resume(member, message.seat, message.token);
      if (refusal !== null && typeof refusal === 'object') return reject(socket, refusal);
      clearTimeout(hello);
      table = wanted;
    });
    socket.on('error', () => socket.terminate()); // e.g. a message over MAX_MESSAGE: ws closes with 1009
    socket.on('close', () => {
      clearTimeout(hello);
      table?.leave(member);
    });
  });
  await new Promise<void>((resolve) => wss.on('listening', resolve));
  return {
    port: (wss.address() as AddressInfo).port,
    tables,
    bots,
    close: async () => {
      for (const t of tables.values()) t.close();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await bots?.close();
      store.close();
    },
  };
}
