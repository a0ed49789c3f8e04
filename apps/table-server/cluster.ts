/**
 * Several table-server processes on one PostgreSQL database. Each table is served by one process
 * at a time, its owner (`ownership.ts`: a lease per process, an owner and an epoch per table, every
 * write fenced by them). This module keeps the process's place among the others:
 *
 * - **Its session.** One database session listens for the relayed messages and renews the
 *   process's lease every quarter of the lease. The process counts the lease from the moment it
 *   sent the renewal (the database counts from later), so it knows it has run out before anyone
 *   else can think so: then it stops serving every table at once (`expired`) and starts over under
 *   a new name. A session that fails — the database restarting, the connection cut off, a
 *   statement unanswered within the query timeout — is opened again with back-off (0.1 s doubling
 *   to 1 s) while the lease lasts, and the process goes on with its tables; the connections it
 *   relays are let go then (`reconnected`: a relayed message may have been lost), and the others
 *   are told, so that they let go theirs relayed to it (`rejoined`).
 * - **The relay.** A connection to another process is relayed to the table's owner over PostgreSQL
 *   `LISTEN/NOTIFY`: its messages on the channel `tortuga_tables`, the owner's answers on the
 *   channel of the relaying process. Every payload is sealed with AES-256-GCM under a key derived
 *   from the processes' shared seal key: any role that may connect to the database may LISTEN on
 *   any channel, and the relayed messages carry seats' tokens and private views; what cannot be
 *   opened with the key is dropped. NOTIFY carries at most 8,000 bytes: longer payloads go in
 *   numbered parts, sent in order on one connection (PostgreSQL delivers one session's
 *   notifications in the order they were committed).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SealKey } from './seal.js';
import { ALIVE, endLease, RENEW } from './ownership.js';

/** The channel requests for tables go out on (every process listens). */
const REQUESTS = 'tortuga_tables';
/** Characters of a message in one notification (at most 4 bytes each in UTF-8, well under 8,000 with the header). */
const PART = 1800;
/** The most messages being put together from parts at once (older ones are dropped). */
const MAX_PARTIAL = 10_000;
/** The first pause before the session is opened again, and the longest (milliseconds). */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 1_000;

/** A message for a table, from a connection held by another process. */
export interface RelayedRequest {
  readonly table: string;
  /** The process that holds the connection. */
  readonly process: string;
  /** The connection, as that process names it. */
  readonly connection: string;
  /** The address the connection came from (for limits per address). */
  readonly address: string;
  /** The client's message as it sent it, or null when the connection closed. */
  readonly message: string | null;
}

/** The owner's answer to a relayed connection. */
export interface RelayedReply {
  /** The process that answered. */
  readonly from: string;
  readonly connection: string;
  /** A server message, or null: close the connection. */
  readonly message: string | null;
}

/** How a process keeps its place. */
export interface ClusterOptions {
  /** How long a lease lasts, in milliseconds (default 10,000): a process that vanished loses its tables after this long. */
  readonly leaseMs?: number;
  /** How long a statement may take before the session counts as failed, in milliseconds (default 5,000). */
  readonly queryTimeoutMs?: number;
}

/** This process's place among the table servers of one database. */
export interface Cluster {
  /** This process's name (random, new at every start and whenever its lease was lost). */
  readonly id: string;
  /** Whether this process's lease still runs (by its own clock, counted from before the database's). */
  valid(): boolean;
  /** Whether the process of that name is alive. */
  alive(process: string): Promise<boolean>;
  /** Relays a connection's message (null: it closed) to the owner of `table`. */
  forward(table: string, connection: string, address: string, message: string | null): void;
  /** Answers a relayed connection of process `to` (null: close it). */
  reply(to: string, connection: string, message: string | null): void;
  /** Ends the lease and lets this process's tables go, so that the others take them at once. */
  close(): Promise<void>;
}

/** What the cluster tells the server. */
export interface ClusterEvents {
  /** A relayed message for a table (the server answers it only if it owns the table). */
  request(request: RelayedRequest): void;
  /** An answer for one of this process's relayed connections. */
  reply(reply: RelayedReply): void;
  /** The lease ran out: this process owns no table any more and must stop serving every one at once (it goes on under a new name). */
  expired(): void;
  /** This process's session was opened again: relayed messages may have been lost meanwhile. */
  reconnected(): void;
  /** Another process's session was opened again: what was relayed to it may have been lost. */
  rejoined(process: string): void;
}

const channelOf = (process: string): string => `tortuga_p_${process}`;

/** Seals a payload for the channels: base64 of a random IV, the GCM tag and the ciphertext. */
function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Opens a sealed payload, or null when it was not sealed with this key (or was changed). */
function open(key: Buffer, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Joins the cluster of the database at `url` (whose schema the store made); `sealKey` is the key
 * every process shares (the channels' key is derived from it). Rejects when the database cannot be
 * reached now; after that, a database away only pauses the process.
 */
export async function joinCluster(url: string, sealKey: SealKey, options: ClusterOptions, events: ClusterEvents): Promise<Cluster> {
  const leaseMs = options.leaseMs ?? 10_000;
  const timeout = options.queryTimeoutMs ?? 5_000;
  // A session that stopped answering must be noticed, and opened again, while the lease lasts.
  if (!Number.isInteger(leaseMs) || leaseMs < 1_000 || leaseMs > 3_600_000)
    throw new RangeError(`leaseMs: milliseconds from 1,000 to 3,600,000, not ${String(leaseMs)}.`);
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > leaseMs / 2)
    throw new RangeError(`queryTimeoutMs: milliseconds from 100 to half the lease (${leaseMs / 2}), not ${String(timeout)}.`);
  /** Renewals a lease: often enough that two can fail (a timeout each) before it runs out. */
  const renewMs = Math.max(50, Math.floor(leaseMs / 4));
  /** Counted off the lease by this process, for clocks that run a little apart. */
  const margin = Math.min(1_000, leaseMs / 10);
  const key = createHmac('sha256', sealKey).update('tortuga-table-server/v1/channels').digest();
  let id = randomBytes(8).toString('hex');
  let validUntil = 0;
  let closing = false;
  let backend: number | null = null;

  // One session listens and renews the lease; another sends, so that notifications leave in order.
  type Link = { session: pg.Client; sender: pg.Client; asking: Promise<unknown>; sending: Promise<unknown> };
  let link: Link | null = null;
  let reconnecting: Promise<void> | null = null;
  const clientOf = (): pg.Client => new pg.Client({ connectionString: url, keepAlive: true, query_timeout: timeout, connectionTimeoutMillis: timeout });

  /** Runs `work` on the session of `now`, after the statements before it; one that fails (refused, unanswered) fails the session, which is opened again. */
  const onSession = <T>(now: Link, work: (session: pg.Client) => Promise<T>): Promise<T> => {
    const run = now.asking.then(() => work(now.session));
    now.asking = run.catch(() => undefined);
    run.catch(() => fail(now));
    return run;
  };
  const ask = <R extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<pg.QueryResult<R>> =>
    link === null ? Promise.reject(new Error('the database session is being opened again')) : onSession(link, (session) => session.query<R>(sql, values));

  const partial = new Map<string, string[]>();
  let sequence = 0;
  /** Sends a payload in as many parts as it needs: `<sender>:<seq>:<index>:<count>:<text>`. While the session is away it is dropped (the connections it was for are let go when it is back). */
  const notify = (channel: string, text: string): void => {
    const now = link;
    if (now === null) return;
    const payload = seal(key, text);
    const seq = sequence++;
    const count = Math.max(1, Math.ceil(payload.length / PART));
    for (let index = 0; index < count; index++) {
      const text = `${id}:${seq}:${index}:${count}:${payload.slice(index * PART, (index + 1) * PART)}`;
      now.sending = now.sending.then(() => now.sender.query('SELECT pg_notify($1, $2)', [channel, text])).catch(() => fail(now));
    }
  };
  /** A whole payload once its last part came, else null. */
  const assemble = (text: string): { from: string; body: string } | null => {
    const match = /^([0-9a-f]{16}):(\d+):(\d+):(\d+):/s.exec(text);
    if (match === null) return null;
    const [header, from, seq, index, count] = [match[0], match[1]!, match[2]!, match[3]!, match[4]!];
    const body = text.slice(header.length);
    if (count === '1') return { from, body };
    const key = `${from}:${seq}`;
    const parts = partial.get(key) ?? [];
    if (parts.length === 0) {
      if (partial.size >= MAX_PARTIAL) partial.delete(partial.keys().next().value!);
      partial.set(key, parts);
    }
    parts[Number(index)] = body;
    if (Number(index) !== Number(count) - 1) return null;
    partial.delete(key);
    return { from, body: parts.join('') };
  };

  const heard = (note: pg.Notification): void => {
    if (note.payload === undefined) return;
    const whole = assemble(note.payload);
    const payload = whole === null ? null : open(key, whole.body);
    if (payload === null) return;
    try {
      const value = JSON.parse(payload) as Record<string, unknown>;
      if (note.channel === REQUESTS && typeof value.r === 'string') {
        if (value.r !== id) events.rejoined(value.r);
      } else if (
        note.channel === REQUESTS &&
        typeof value.t === 'string' &&
        typeof value.p === 'string' &&
        typeof value.c === 'string' &&
        typeof value.a === 'string'
      )
        events.request({
          table: value.t,
          process: value.p,
          connection: value.c,
          address: value.a,
          message: typeof value.m === 'string' ? value.m : null,
        });
      else if (note.channel === channelOf(id) && typeof value.c === 'string')
        events.reply({ from: whole!.from, connection: value.c, message: typeof value.m === 'string' ? value.m : null });
    } catch {
      // Only table servers write on these channels; a payload that is not theirs is dropped.
    }
  };

  /** Renews the lease on the session (false: it had run out); the lease counts from before the statement was sent. */
  const renewOn = async (session: pg.Client): Promise<boolean> => {
    const sent = performance.now();
    if ((await session.query(RENEW, [id, leaseMs])).rowCount !== 1) return false;
    validUntil = Math.max(validUntil, sent + leaseMs - margin);
    return true;
  };

  /** Opens both connections, listens and renews the lease (a fresh one under a new name after `expire`). */
  const connect = async (): Promise<Link> => {
    const session = clientOf();
    const sender = clientOf();
    const made: Link = { session, sender, asking: Promise.resolve(), sending: Promise.resolve() };
    for (const client of [session, sender]) {
      client.on('error', () => fail(made));
      client.on('end', () => fail(made));
    }
    try {
      await session.connect();
      await sender.connect();
      session.on('notification', heard);
      const old = backend;
      backend = (await session.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      // A session cut off may still be there on the database's side, listening: ended (same role; best effort).
      if (old !== null) await session.query('SELECT pg_terminate_backend($1)', [old]).catch(() => undefined);
      // A lease the database says ran out (this process was away longer than it thought): its tables are let go, and a new name starts.
      if (!(await renewOn(session))) {
        expire();
        if (!(await renewOn(session))) throw new Error('the lease could not be made');
      }
      await session.query(`LISTEN ${REQUESTS}`);
      await session.query(`LISTEN ${channelOf(id)}`);
      return made;
    } catch (error) {
      drop(made);
      throw error;
    }
  };
  const drop = (old: Link): void => {
    for (const client of [old.session, old.sender]) {
      client.removeAllListeners('notification');
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
    }
  };

  /** The session (or the sender) failed: both are opened again, with back-off, until they are back or the process stops. */
  const fail = (failed: Link): void => {
    if (closing || link !== failed) return;
    link = null;
    drop(failed);
    reconnecting ??= (async () => {
      for (let pause = RECONNECT_FIRST_MS; !closing; pause = Math.min(RECONNECT_MAX_MS, pause * 2)) {
        await new Promise((resolve) => setTimeout(resolve, pause));
        if (closing) return;
        valid();
        try {
          link = await connect();
        } catch {
          continue;
        }
        events.reconnected();
        notify(REQUESTS, JSON.stringify({ r: id }));
        return;
      }
    })().finally(() => (reconnecting = null));
  };

  /** Whether the lease runs; one that ran out is let go here and now (after a pause of the process, before anything else is done). */
  const valid = (): boolean => {
    if (!closing && validUntil !== 0 && performance.now() >= validUntil) expire();
    return !closing && performance.now() < validUntil;
  };
  /** The lease ran out (or the database said so): every table is let go, and the process starts over under a new name. */
  const expire = (): void => {
    if (closing || validUntil === 0) return;
    validUntil = 0;
    id = randomBytes(8).toString('hex');
    events.expired();
    // The new name listens on its own channel: the session is opened again.
    if (link !== null) fail(link);
  };

  link = await connect();
  const renewer = setInterval(() => {
    const now = link;
    if (now === null) return; // being opened again
    onSession(now, renewOn).then(
      (renewed) => void (renewed || expire()),
      () => undefined, // unanswered or refused: the session is being opened again
    );
  }, renewMs);
  renewer.unref();
  /** The lease is let go at its time, not only when a renewal or a message comes (the server also asks `valid` before it acts). */
  const watchdog = setInterval(valid, Math.max(50, Math.floor(margin / 2)));
  watchdog.unref();

  return {
    get id() {
      return id;
    },
    valid,
    alive: async (other) => other === id || (await ask<{ alive: boolean }>(ALIVE, [other])).rows[0]!.alive,
    forward: (table, connection, address, message) => notify(REQUESTS, JSON.stringify({ t: table, p: id, c: connection, a: address, m: message })),
    reply: (to, connection, message) => notify(channelOf(to), JSON.stringify({ c: connection, m: message })),
    close: async () => {
      clearInterval(renewer);
      clearInterval(watchdog);
      const last = link;
      if (last !== null) {
        await last.sending;
        await endLease(last.session, id).catch(() => undefined);
      }
      closing = true;
      if (last !== null) drop(last);
    },
  };
}
