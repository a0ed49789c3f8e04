/**
 * Several table-server processes on one PostgreSQL database. Each table is served by one process
 * at a time: the holder of the table's advisory lock (`pg_try_advisory_lock(1667, hashtext(id))`,
 * a session lock, so it is let go the moment the holder's database session ends — a process killed
 * with SIGKILL included). A connection to another process is relayed to the holder over PostgreSQL
 * `LISTEN/NOTIFY`: its messages on the channel `tortuga_tables`, the holder's answers on the channel
 * of the relaying process. Each process also holds a lock of its own while it lives, so that the
 * holder of a table can tell when a relaying process died and let its connections go. Every
 * process looks for tables nobody holds every `adoptMs` and takes
 * them over (restored from their sealed rows, replayed by the engine), so a table whose process died
 * is served again within about a second, and its relayed connections are seated again there.
 *
 * Every payload is sealed with AES-256-GCM under a key derived from the processes' shared seal key:
 * any role that may connect to the database may LISTEN on any channel, and the relayed messages
 * carry seats' tokens and private views; what cannot be opened with the key is dropped. NOTIFY
 * carries at most 8,000 bytes: longer payloads go in numbered parts, sent in order on one
 * connection (PostgreSQL delivers one session's notifications in the order they were committed).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SealKey } from './seal.js';

/** The first key of every table lock (the second is the hash of the table's id). */
const LOCK_SPACE = 1667;
/** The first key of every process's own lock, held while it lives (so the others can tell it died). */
const PROCESS_SPACE = 1668;
/** The channel requests for tables go out on (every process listens). */
const REQUESTS = 'tortuga_tables';
/** Characters of a message in one notification (at most 4 bytes each in UTF-8, well under 8,000 with the header). */
const PART = 1800;
/** The most messages being put together from parts at once (older ones are dropped). */
const MAX_PARTIAL = 10_000;

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

/** The holder's answer to a relayed connection. */
export interface RelayedReply {
  readonly connection: string;
  /** A server message, or null: close the connection. */
  readonly message: string | null;
}

/** This process's place among the table servers of one database. */
export interface Cluster {
  /** This process's name (random, new at every start). */
  readonly id: string;
  /** Takes a table's lock: true when this process now serves it (or already did), false when another holds it. */
  claim(table: string): Promise<boolean>;
  /** Lets a table go (it was cleared). */
  release(table: string): Promise<void>;
  /** Stored tables nobody holds (their process stopped or died). */
  unowned(): Promise<string[]>;
  /** Whether a table is stored at all. */
  exists(table: string): Promise<boolean>;
  /** Whether the process of that name still lives (holds its process lock). */
  alive(process: string): Promise<boolean>;
  /** Relays a connection's message (null: it closed) to the holder of `table`. */
  forward(table: string, connection: string, address: string, message: string | null): void;
  /** Answers a relayed connection of process `to` (null: close it). */
  reply(to: string, connection: string, message: string | null): void;
  close(): Promise<void>;
}

/** What the cluster tells the server. */
export interface ClusterEvents {
  /** A relayed message for a table (the server answers it only if it holds the table). */
  request(request: RelayedRequest): void;
  /** An answer for one of this process's relayed connections. */
  reply(reply: RelayedReply): void;
  /** The session that holds the locks was lost: this process no longer holds its tables and must stop serving them. */
  lost(error: Error): void;
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

/** Joins the cluster of the database at `url`; `sealKey` is the key every process shares (the channels' key is derived from it). */
export async function joinCluster(url: string, sealKey: SealKey, events: ClusterEvents): Promise<Cluster> {
  const id = randomBytes(8).toString('hex');
  const key = createHmac('sha256', sealKey).update('tortuga-table-server/v1/channels').digest();
  // One session holds the locks and listens; another sends, so that notifications leave in order.
  const session = new pg.Client({ connectionString: url, keepAlive: true });
  const sender = new pg.Client({ connectionString: url, keepAlive: true });
  await session.connect();
  await sender.connect();
  let closing = false;
  const lost = (error: Error): void => {
    if (!closing) events.lost(error);
  };
  session.on('error', lost);
  session.on('end', () => lost(new Error('the database session ended')));
  sender.on('error', lost);

  // One query at a time on each connection (node-postgres queues them, but that is going away).
  let sending: Promise<unknown> = Promise.resolve();
  let asking: Promise<unknown> = Promise.resolve();
  const ask = <R extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<pg.QueryResult<R>> => {
    const run = asking.then(() => session.query<R>(sql, values));
    asking = run.catch(() => undefined);
    return run;
  };

  const partial = new Map<string, string[]>();
  let sequence = 0;
  /** Sends a payload in as many parts as it needs: `<sender>:<seq>:<index>:<count>:<text>`. */
  const notify = (channel: string, text: string): void => {
    const payload = seal(key, text);
    const seq = sequence++;
    const count = Math.max(1, Math.ceil(payload.length / PART));
    for (let index = 0; index < count; index++) {
      const text = `${id}:${seq}:${index}:${count}:${payload.slice(index * PART, (index + 1) * PART)}`;
      sending = sending.then(() => sender.query('SELECT pg_notify($1, $2)', [channel, text])).catch(lost);
    }
  };
  /** A whole payload once its last part came, else null. */
  const assemble = (text: string): string | null => {
    const match = /^([0-9a-f]{16}):(\d+):(\d+):(\d+):/s.exec(text);
    if (match === null) return null;
    const [header, from, seq, index, count] = [match[0], match[1]!, match[2]!, match[3]!, match[4]!];
    const body = text.slice(header.length);
    if (count === '1') return body;
    const key = `${from}:${seq}`;
    const parts = partial.get(key) ?? [];
    if (parts.length === 0) {
      if (partial.size >= MAX_PARTIAL) partial.delete(partial.keys().next().value!);
      partial.set(key, parts);
    }
    parts[Number(index)] = body;
    if (Number(index) !== Number(count) - 1) return null;
    partial.delete(key);
    return parts.join('');
  };

  session.on('notification', (note) => {
    if (note.payload === undefined) return;
    const sealed = assemble(note.payload);
    const payload = sealed === null ? null : open(key, sealed);
    if (payload === null) return;
    try {
      const value = JSON.parse(payload) as Record<string, unknown>;
      if (note.channel === REQUESTS && typeof value.t === 'string' && typeof value.p === 'string' && typeof value.c === 'string' && typeof value.a === 'string')
        events.request({
          table: value.t,
          process: value.p,
          connection: value.c,
          address: value.a,
          message: typeof value.m === 'string' ? value.m : null,
        });
      else if (note.channel === channelOf(id) && typeof value.c === 'string')
        events.reply({ connection: value.c, message: typeof value.m === 'string' ? value.m : null });
    } catch {
      // Only table servers write on these channels; a payload that is not theirs is dropped.
    }
  });
  await session.query('SELECT pg_advisory_lock($1, hashtext($2))', [PROCESS_SPACE, id]);
  await session.query(`LISTEN ${REQUESTS}`);
  await session.query(`LISTEN ${channelOf(id)}`);

  return {
    id,
    claim: async (table) => (await ask<{ held: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS held', [LOCK_SPACE, table])).rows[0]!.held,
    release: async (table) => {
      await ask('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, table]);
    },
    unowned: async () =>
      (
        await ask<{ id: string }>(
          `SELECT t.id FROM tables t WHERE NOT EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.classid = $1 AND l.objid = hashtext(t.id)::oid AND l.objsubid = 2 AND l.granted) ORDER BY t.created`,
          [LOCK_SPACE],
        )
      ).rows.map((row) => row.id),
    alive: async (other) => {
      if (other === id) return true;
      // Free means its session ended: take it for a moment to see, and let it go again.
      const free = (await ask<{ free: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS free', [PROCESS_SPACE, other])).rows[0]!.free;
      if (free) await ask('SELECT pg_advisory_unlock($1, hashtext($2))', [PROCESS_SPACE, other]);
      return !free;
    },
    exists: async (table) => (await ask('SELECT 1 FROM tables WHERE id = $1', [table])).rowCount === 1,
    forward: (table, connection, address, message) => notify(REQUESTS, JSON.stringify({ t: table, p: id, c: connection, a: address, m: message })),
    reply: (to, connection, message) => notify(channelOf(to), JSON.stringify({ c: connection, m: message })),
    close: async () => {
      closing = true;
      await sending;
      await sender.end().catch(() => undefined);
      await session.end().catch(() => undefined);
    },
  };
}
