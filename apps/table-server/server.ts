/**
 * The reference table server: many tables of either game over WebSocket (`ws`), each stored
 * as it goes — in a SQLite file (one process, the default) or in PostgreSQL (several processes
 * share the tables, `cluster.ts`) — each run by `Table`. What a connection may do is `session.ts`.
 * Every message is bounded: size, rate, and a connection must take a place within seconds; new
 * tables are bounded per connection and per address, connections per address, and tables are
 * cleared when nobody sat down, nobody came back or the game is over, so the cap recovers.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { keyedRateLimit, rateLimit, type RateLimitOptions } from 'tortuga-rules';
import { MAX_MESSAGE, refuse, rejection, type ServerMessage } from './protocol.js';
import { StorageError, type TableStore } from './store.js';
import { openTableStore } from './sqlite-store.js';
import { openPostgresStore, type PostgresStore } from './postgres-store.js';
import { isPostgresUrl, sealKeyFor, type SealKey } from './seal.js';
import { Table } from './table.js';
import type { TableExpiry, TableSettings } from './table-settings.js';
import { BotPool } from './bot-pool.js';
import { joinCluster, type Cluster } from './cluster.js';
import { handleMessage, newSession, newTable, relayedAnswer, replace, storedTable, type Located, type Session, type SessionContext } from './session.js';

/** How a table server runs. */
export interface TableServerOptions {
  /** The SQLite file (default `':memory:'`, which keeps nothing), or a PostgreSQL URL (`postgres://…`) that several processes share. */
  readonly database?: string;
  /** With PostgreSQL: how often to look for tables nobody serves (their process died) and take them over, in milliseconds (default 1,000). */
  readonly adoptMs?: number;
  /**
   * With PostgreSQL: how long a process's lease lasts, in milliseconds (default 10,000). The tables
   * of a process that vanished without closing its connections (its host died, it was cut off from
   * the database or frozen) move to the others this long after its last renewal; a process that
   * cannot renew its lease for this long — the database away longer — stops serving its tables.
   */
  readonly leaseMs?: number;
  /** With PostgreSQL: how long a statement may take before it counts as failed, in milliseconds (default 5,000). */
  readonly queryTimeoutMs?: number;
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
  /** The sampled worlds each bot worker searches to warm up, between its first decisions (default `WARM_UP_WORLDS`); 0 for none. */
  readonly botWarmUpWorlds?: number;
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
  /** With PostgreSQL: this process's name among the servers of the database; null with SQLite. */
  readonly process: string | null;
  close(): Promise<void>;
}

export { MAX_DECISIONS } from './session.js';
/** How long a new connection has to say what it wants, in milliseconds. */
export const HELLO_TIMEOUT = 5000;
/** Messages over the rate in a row after which a connection is closed. */
export const MAX_OVER_RATE = 100;
/** When tables are cleared unless the server is told otherwise. */
export const DEFAULT_EXPIRY: TableExpiry = { unjoinedMs: 15 * 60_000, idleMs: 24 * 3_600_000, finishedMs: 3_600_000 };

const send = (socket: WebSocket, message: ServerMessage): void => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/** Opens the database: a PostgreSQL URL (the owner of its tables named by `owner`), or a SQLite file. */
async function openStore(
  database: string,
  options: TableServerOptions,
  owner: () => string,
): Promise<{ store: TableStore; shared: PostgresStore | null; key: SealKey }> {
  const key = sealKeyFor(database, options.keyFile);
  if (!isPostgresUrl(database)) return { store: openTableStore(database, key), shared: null, key };
  const shared = await openPostgresStore(database, key, { owner, ...(options.queryTimeoutMs === undefined ? {} : { queryTimeoutMs: options.queryTimeoutMs }) });
  return { store: shared, shared, key };
}

/** Starts a table server on 127.0.0.1; every stored table is replayed, checked and opened again first (with PostgreSQL: every table no other process serves). */
export async function startTableServer(options: TableServerOptions = {}): Promise<TableServer> {
  const bots = options.botWorkers === 0 ? null : new BotPool(options.botWorkers, options.botWarmUpWorlds);
  let cluster: Cluster | null = null;
  let opened: Awaited<ReturnType<typeof openStore>>;
  try {
    opened = await openStore(options.database ?? ':memory:', options, () => cluster?.id ?? '');
  } catch (error) {
    await bots?.close();
    throw error;
  }
  const { store, shared, key } = opened;
  const settings: TableSettings = {
    store,
    clockMs: options.clockMs ?? 60_000,
    botDelayMs: options.botDelayMs ?? 400,
    bots,
    fenced: (table) => letGo(table),
  };
  const maxTables = options.maxTables ?? 1000;
  const expiry: TableExpiry = { ...DEFAULT_EXPIRY, ...options.expiry };
  const tables = new Map<string, Table>();
  const damaged = new Map<string, string>();
  /** Connections whose socket is here, by name. */
  const sockets = new Map<string, { session: Session; socket: WebSocket }>();
  /** Connections relayed here from other processes, by `<process>/<connection>`. */
  const remote = new Map<string, { session: Session; handled: Promise<void> }>();
  /** The process that answered each relayed connection here, by its name (to let it go should that process's session fail). */
  const holders = new Map<string, string>();

  /** Stops serving a table here (another process owns it now): its connections are closed, to reconnect wherever it is. */
  const letGo = (id: string): void => {
    const table = tables.get(id);
    if (table === undefined) return;
    tables.delete(id);
    table.letGo();
    for (const [key, { session }] of remote) if (session.table === table) remote.delete(key);
  };
  /**
   * Closes the connections here that have a place at a table of another process (`holder`, or
   * any), so that they reconnect: what was relayed may have been lost. One still waiting for its
   * place is left to its answer, or to the hello timeout if none comes.
   */
  const dropRelayed = (holder?: string): void => {
    for (const { session, socket } of sockets.values())
      if (session.relayed !== null && session.place !== null && (holder === undefined || holders.get(session.name) === holder))
        socket.close(1012, 'the table server reconnects: connect again');
  };

  /** Opens a stored table here: replayed and checked; one damaged table closes only itself (L9, L10). */
  const open = (stored: Awaited<ReturnType<TableStore['loadTables']>>[number]): Table | null => {
    try {
      if ('damaged' in stored) throw new Error(stored.damaged);
      const table = Table.restore(stored, settings);
      tables.set(stored.id, table);
      return table;
    } catch (error) {
      // Its seats are told so when they come back.
      damaged.set(stored.id, (error as Error).message);
      console.error(`table ${stored.id} is damaged and stays closed: ${(error as Error).message}`);
      return null;
    }
  };

  /** Takes over a table whose lock this process now holds: read back, opened, its relayed connections seated here. */
  const adopting = new Map<string, Promise<Table | null>>();
  const adopt = (id: string): Promise<Table | null> => {
    const known = adopting.get(id);
    if (known !== undefined) return known;
    const run = (async () => {
      // Read after the claim raised the epoch: every write of the previous owner is in these rows, and none can follow.
      const stored = await store.loadTable(id);
      if (stored === null) {
        await shared!.release(id); // cleared meanwhile
        return null;
      }
      const table = open(stored);
      if (table !== null) for (const { session } of sockets.values()) if (session.relayed === id) void replace(context, session, table);
      return table;
    })().finally(() => adopting.delete(id));
    adopting.set(id, run);
    return run;
  };

  /** Where a table is: here, at another process (PostgreSQL), or nowhere. A table nobody serves is taken over here. */
  const locate = async (id: string): Promise<Located> => {
    const here = tables.get(id) ?? (await adopting.get(id)?.catch(() => null));
    if (here !== undefined && here !== null) return here;
    if (cluster === null || shared === null || damaged.has(id)) return null;
    if (!cluster.valid()) return 'unavailable';
    try {
      if (await shared.claim(id)) return (await adopt(id)) ?? (damaged.has(id) ? null : 'unavailable');
      return (await shared.exists(id)) ? 'elsewhere' : null;
    } catch {
      return 'unavailable'; // the database cannot be asked now: the client tries again
    }
  };

  if (shared === null) for (const stored of await store.loadTables()) open(stored);
  else {
    // A process that cannot join (the database away at its start, settings out of range) leaves nothing open behind it.
    try {
      cluster = await joinCluster(
        options.database!,
        key,
        {
          ...(options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs }),
          ...(options.queryTimeoutMs === undefined ? {} : { queryTimeoutMs: options.queryTimeoutMs }),
        },
        {
          request: (request) => {
            if (request.process === cluster!.id || !tables.has(request.table)) return; // not this process's table
            const key = `${request.process}/${request.connection}`;
            const known = remote.get(key);
            if (request.message === null) {
              known?.session.table?.leave(known.session.member);
              remote.delete(key);
              return;
            }
            const entry = known ?? { session: relayedSession(request.process, request.connection, request.address), handled: Promise.resolve() };
            if (known === undefined) {
              if (remote.size >= (options.maxConnections ?? 5000)) return;
              remote.set(key, entry);
            }
            const message = request.message;
            entry.handled = entry.handled.then(() => handleMessage(context, entry.session, message));
          },
          reply: ({ from, connection, message }) => {
            const local = sockets.get(connection);
            if (local === undefined) return;
            holders.set(connection, from);
            if (message === null) local.socket.close(1012, 'the table moved or was cleared: connect again');
            else if (local.socket.readyState === local.socket.OPEN) local.socket.send(relayedAnswer(local.session, message));
          },
          // The lease ran out: no table here is this process's any more. Every connection is closed, to reconnect wherever its table is.
          expired: () => {
            for (const id of [...tables.keys()]) letGo(id);
            shared.forgetClaims();
            remote.clear();
            for (const { socket } of sockets.values()) socket.close(1012, 'the table server reconnects: connect again');
          },
          reconnected: () => dropRelayed(),
          rejoined: (process) => dropRelayed(process),
        },
      );
    } catch (error) {
      await store.close().catch(() => undefined);
      await bots?.close();
      throw error;
    }
  }

  /** A connection of another process, at one of this process's tables: its messages come and go over the cluster. */
  const relayedSession = (process: string, connection: string, address: string): Session =>
    newSession(
      `${process}/${connection}`,
      { send: (message) => cluster!.reply(process, connection, JSON.stringify(message)), close: () => cluster!.reply(process, connection, null) },
      address,
      () => undefined,
      () => remote.has(`${process}/${connection}`),
    );

  /**
   * Takes over every stored table nobody serves (PostgreSQL): a process that died leaves its
   * tables to the others. And lets go the relayed connections of processes that died (they
   * would hold their seats as connected, and the table from being cleared as idle).
   */
  const adoptOrphans = async (): Promise<void> => {
    if (cluster === null || shared === null || !cluster.valid()) return;
    // Tables another process took over (this one was cut off, or frozen, a while): not served here any more.
    for (const id of await shared.lost()) letGo(id);
    for (const id of await shared.unowned()) if (!tables.has(id) && !damaged.has(id) && !adopting.has(id) && (await shared.claim(id))) await adopt(id);
    for (const process of new Set([...remote.keys()].map((key) => key.split('/')[0]!))) {
      if (await cluster.alive(process)) continue;
      for (const [key, { session }] of remote)
        if (key.startsWith(`${process}/`)) {
          session.table?.leave(session.member);
          remote.delete(key);
        }
    }
  };
  await adoptOrphans();
  let adoptingNow = false;
  const adopter =
    cluster === null
      ? null
      : setInterval(() => {
          if (adoptingNow) return;
          adoptingNow = true;
          adoptOrphans()
            .catch(() => undefined) // the database is away: tried again next time
            .finally(() => (adoptingNow = false));
        }, options.adoptMs ?? 1000);
  adopter?.unref();

  /** Clears every table that is due: its people are told and let go, its rows deleted. */
  const sweep = (now = Date.now()): number => {
    let cleared = 0;
    for (const [id, table] of tables) {
      const because = table.expiredBecause(expiry, now);
      if (because === null) continue;
      table.clear(because);
      tables.delete(id);
      cleared++;
      store.deleteTable(id).catch((error: unknown) => {
        if (!(error instanceof StorageError)) throw error;
        // The rows stay for now; the table is read back and cleared again after a restart.
      });
    }
    return cleared;
  };
  const sweeper = setInterval(() => sweep(), Math.max(1_000, Math.min(60_000, Math.min(expiry.unjoinedMs, expiry.idleMs, expiry.finishedMs) / 4)));
  sweeper.unref();

  const creates = keyedRateLimit(options.createRate ?? { perSecond: 1 / 6, burst: 10 });
  const context: SessionContext = {
    locate,
    absent: (id) => (damaged.has(id) ? refuse('TABLE_DAMAGED', 'damaged') : refuse('NO_SUCH_TABLE', 'noSuchTable')),
    maxCreates: options.maxCreatesPerConnection ?? 10,
    forward: (session, table, data) => {
      session.forwardedTo.add(table);
      cluster?.forward(table, session.name, session.address, data);
    },
    create: async (_session, message) => {
      if (!creates.take(_session.address)) return refuse('RATE_LIMITED', 'tooManyTables');
      if (tables.size >= maxTables && (sweep(), tables.size >= maxTables)) return refuse('TOO_MANY_TABLES', 'serverFull');
      const { id, config, seats, host } = newTable(message);
      // With PostgreSQL a new table is this process's from its first row: only while its lease runs.
      if (cluster !== null && !cluster.valid()) return refuse('NOT_STORED', 'unavailable');
      const made = await storedTable(() => Table.create(id, message.game, config, seats, settings, host));
      if (!(made instanceof Table)) return made;
      tables.set(id, made);
      return { table: id, host };
    },
  };

  const wss = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0, maxPayload: MAX_MESSAGE });
  const maxConnections = options.maxConnections ?? 5000;
  const maxPerAddress = options.maxConnectionsPerAddress ?? 32;
  const perAddress = new Map<string, number>();
  let connections = 0;
  wss.on('connection', (socket, request) => {
    const address = request.socket.remoteAddress ?? '?';
    const open = (perAddress.get(address) ?? 0) + 1;
    if (wss.clients.size > maxConnections || open > maxPerAddress) {
      socket.close(1013, 'the server is full: try again later');
      return;
    }
    perAddress.set(address, open);
    // Cleared only when the connection takes a place at a table (M2): a refused or a one-off request does not keep it open.
    const hello = setTimeout(() => socket.close(1008, 'take a seat or watch a table first'), HELLO_TIMEOUT);
    const session = newSession(
      String(++connections),
      {
        send: (message) => send(socket, message),
        close: (moved) => (moved === true ? socket.close(1012, 'the table moved: connect again') : socket.close(1000, 'the table was cleared')),
      },
      address,
      () => clearTimeout(hello),
      () => socket.readyState === socket.OPEN,
    );
    sockets.set(session.name, { session, socket });
    const limit = rateLimit(options.rate ?? { perSecond: 20, burst: 40 });
    let overRate = 0;
    // A connection's messages are handled one after another, each after the writes of the one before.
    let handled: Promise<void> = Promise.resolve();
    socket.on('message', (data) => {
      // After a pause of the whole process (SIGSTOP, a long stall) the lease is looked at before anything else is.
      cluster?.valid();
      // A flood costs a counter, not a parse and a game step per message.
      if (!limit.take()) {
        // Answered in order, after the messages before it.
        if (++overRate === 1) handled = handled.then(() => send(socket, rejection(refuse('RATE_LIMITED', 'rateLimited'))));
        if (overRate === MAX_OVER_RATE) handled = handled.then(() => socket.close(1008, 'too many messages'));
        return;
      }
      overRate = 0;
      handled = handled.then(() => handleMessage(context, session, String(data)));
    });
    socket.on('error', () => socket.terminate()); // e.g. a message over MAX_MESSAGE: ws closes with 1009
    socket.on('close', () => {
      clearTimeout(hello);
      sockets.delete(session.name);
      holders.delete(session.name);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      session.table?.leave(session.member);
      for (const table of session.forwardedTo) cluster?.forward(table, session.name, address, null);
    });
  });
  await new Promise<void>((resolve) => wss.on('listening', resolve));
  return {
    port: (wss.address() as AddressInfo).port,
    tables,
    damaged,
    bots,
    get process() {
      return cluster?.id ?? null;
    },
    sweep,
    close: async () => {
      clearInterval(sweeper);
      if (adopter !== null) clearInterval(adopter);
      for (const t of tables.values()) t.close();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await bots?.close();
      await cluster?.close();
      await store.close();
    },
  };
}
