/**
 * Which process serves which table, when several share one PostgreSQL database: leases and epochs.
 *
 * - **A lease per process.** Each process has a row in `table_servers` that it renews on its own
 *   database session (`cluster.ts`) every quarter of the lease; the row says until when it lives
 *   (in the database's clock, so the hosts' clocks do not matter) and which backend its session is.
 *   A process is alive while its lease has not run out and — unless the database restarted since —
 *   its session's backend still exists: so a process killed with SIGKILL, whose connections the
 *   kernel closes, is known dead at once, while a host that vanished without closing them (or a
 *   process cut off from the database, or frozen) is known dead when its lease runs out.
 * - **An owner and an epoch per table.** `tables.owner` names the process that serves a table and
 *   `tables.epoch` counts its owners. A process takes a table over only from no owner or a dead
 *   one, raising the epoch, and reads its rows afterwards; every write of a table checks owner and
 *   epoch in the same statement as it writes (the row locked), so a process that lost a table —
 *   however it happened — can never write it again, and the new owner's copy is never older than
 *   the stored rows.
 */
import type pg from 'pg';

/** The schema this adds to the store's (made on first start, added to a database of an earlier version). */
export const OWNERSHIP_SCHEMA = `
CREATE TABLE IF NOT EXISTS table_servers (id TEXT PRIMARY KEY, expires TIMESTAMPTZ NOT NULL, backend INTEGER NOT NULL, backend_start TIMESTAMPTZ NOT NULL);
ALTER TABLE tables ADD COLUMN IF NOT EXISTS owner TEXT;
ALTER TABLE tables ADD COLUMN IF NOT EXISTS epoch BIGINT NOT NULL DEFAULT 0;
`;

/**
 * SQL: whether the process named by the expression `owner` is alive — its lease running, and its
 * session's backend there (or the database restarted since it was recorded: then only the lease
 * counts, so that the processes reconnecting after a restart do not take each other's tables).
 */
export const aliveSql = (owner: string): string =>
  `EXISTS (SELECT 1 FROM table_servers s WHERE s.id = ${owner} AND s.expires > now()
     AND (s.backend_start < pg_postmaster_start_time() OR EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = s.backend)))`;

/**
 * SQL ($1 the process, $2 the lease in milliseconds): makes or renews the process's lease from now,
 * recording the session it runs on; no row comes back when the lease had already run out (then the
 * process's tables may be another's, and it must start over under a new name).
 */
export const RENEW = `INSERT INTO table_servers (id, expires, backend, backend_start)
  SELECT $1, now() + $2 * interval '1 millisecond', pid, backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid()
  ON CONFLICT (id) DO UPDATE SET expires = EXCLUDED.expires, backend = EXCLUDED.backend, backend_start = EXCLUDED.backend_start
  WHERE table_servers.expires > now()
  RETURNING 1`;

/** Ends `process`'s lease and lets its tables go (it stops): the others take them at once. */
export async function endLease(client: pg.Client | pg.Pool, process: string): Promise<void> {
  await client.query('UPDATE tables SET owner = NULL WHERE owner = $1', [process]);
  await client.query('DELETE FROM table_servers WHERE id = $1', [process]);
}

/** SQL ($1 the table, $2 the process): takes the table over when its owner is none, dead or this process, which must be alive; the new epoch comes back. */
export const CLAIM = `UPDATE tables t SET owner = $2, epoch = t.epoch + 1
  WHERE t.id = $1 AND (t.owner IS NULL OR t.owner = $2 OR NOT ${aliveSql('t.owner')}) AND ${aliveSql('$2')}
  RETURNING t.epoch`;

/** SQL ($1 the process): the stored tables whose owner is none, dead or this process (one it took but could not read), oldest first. */
export const UNOWNED = `SELECT t.id FROM tables t WHERE t.owner IS NULL OR t.owner = $1 OR NOT ${aliveSql('t.owner')} ORDER BY t.created, t.id`;

/** SQL ($1 the process): whether it is alive. */
export const ALIVE = `SELECT ${aliveSql('$1')} AS alive`;

/** SQL: forgets the leases that ran out an hour ago and own no table (the table stays bounded as processes come and go). */
export const FORGET_DEAD = `DELETE FROM table_servers s WHERE s.expires < now() - interval '1 hour' AND NOT EXISTS (SELECT 1 FROM tables t WHERE t.owner = s.id)`;

/**
 * SQL: ends the recorded sessions of processes whose lease ran out (a host that vanished leaves
 * them until TCP gives up, hours with default keepalive, listening and holding back the
 * notification queue). The backend's start time is compared too, so that a reused process id is
 * never ended; a role that may not end them leaves them be.
 */
export const END_DEAD_SESSIONS = `SELECT pg_terminate_backend(a.pid) FROM table_servers s JOIN pg_stat_activity a ON a.pid = s.backend AND a.backend_start = s.backend_start
  WHERE s.expires < now() AND a.pid <> pg_backend_pid()`;
