/**
 * The table server's database for several processes: PostgreSQL through `pg` (node-postgres, the
 * driver most Node services use: pure JavaScript, pooled, maintained since 2010, with LISTEN/NOTIFY
 * on a plain client). The same rows and seals as the SQLite file (`store.ts`); every write is one
 * transaction, committed before its promise resolves, so before anyone hears of the decision. Two
 * processes never write one table at once: every write of a table checks, in the same statement
 * and with the table's row locked, that this process still owns it at the epoch it took it at
 * (`ownership.ts`); a write refused so is a `FencedError`, and the process stops serving the table.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TableGame } from './protocol.js';
import type { SealKey } from './seal.js';
import { CLAIM, END_DEAD_SESSIONS, FORGET_DEAD, OWNERSHIP_SCHEMA, UNOWNED } from './ownership.js';
import {
  FencedError,
  sealsFor,
  StorageError,
  type DamagedTable,
  type DecisionRow,
  type SeatRow,
  type StoredSeat,
  type StoredTable,
  type TableRow,
  type TableStore,
} from './store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL, created BIGINT NOT NULL, host_hash TEXT, seal TEXT, head TEXT);
CREATE TABLE IF NOT EXISTS seats (table_id TEXT NOT NULL REFERENCES tables(id), seat INTEGER NOT NULL, kind TEXT NOT NULL, name TEXT, level TEXT, token_hash TEXT, seal TEXT, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS decisions (table_id TEXT NOT NULL REFERENCES tables(id), n INTEGER NOT NULL, action TEXT NOT NULL, seal TEXT, PRIMARY KEY (table_id, n));
`;
/** The advisory lock that lets one process at a time create the schema (any fixed number). */
const SCHEMA_LOCK = 1667_0001;

const TABLE_COLUMNS = 'id, game, config, created, host_hash AS "hostHash", seal, head';

/** A PostgreSQL table store: the tables, and which of them this process owns. */
export interface PostgresStore extends TableStore {
  readonly pool: pg.Pool;
  /**
   * Takes a table over for this process (when it has no owner, a dead one, or this process), which
   * must be alive: its epoch goes up, so that the previous owner's writes are refused from now on.
   * True when this process now owns it; read its rows afterwards (`loadTable`).
   */
  claim(id: string): Promise<boolean>;
  /** Lets a table go (this process stops serving it and another may take it). */
  release(id: string): Promise<void>;
  /** The stored tables nobody alive owns (or this process, which could not read them after taking them), oldest first. */
  unowned(): Promise<string[]>;
  /** Of the tables this process owns, those another process took over since (the others are still its own). */
  lost(): Promise<string[]>;
  /** Forgets every table this process owned (it starts over under a new name). */
  forgetClaims(): void;
  /** Whether a table is stored at all. */
  exists(id: string): Promise<boolean>;
}

/** How the store talks to PostgreSQL. */
export interface PostgresStoreOptions {
  /** The name of this process among the table servers (`cluster.ts`; it may change when its lease was lost); default a fixed random name. */
  readonly owner?: () => string;
  /** How long a statement may take before it counts as failed (the connection may be cut off), in milliseconds (default 5,000). */
  readonly queryTimeoutMs?: number;
}

/** Whether an error came from the database server (it has a SQLSTATE): then the statement did not happen. */
const fromServer = (error: unknown): boolean =>
  typeof (error as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

/** Opens the database at `url` (creating the schema when it is missing), sealing with `key`. */
export async function openPostgresStore(url: string, key: SealKey, options: PostgresStoreOptions = {}): Promise<PostgresStore> {
  const timeout = options.queryTimeoutMs ?? 5_000;
  const fixed = randomBytes(8).toString('hex');
  const owner = options.owner ?? (() => fixed);
  const pool = new pg.Pool({ connectionString: url, max: 8, connectionTimeoutMillis: timeout, query_timeout: timeout, keepAlive: true });
  // An idle client whose server went away is dropped by the pool, not thrown at the process; so is one that is
  // in use between two statements (the next statement fails, and the write with it).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const { tableSeal, seatSeal, decisionSeal, headSeal, readOrDamaged } = sealsFor(key);

  /**
   * Runs `work` in one transaction (one statement is a transaction of its own: `explicit` false
   * saves the BEGIN and COMMIT round trips); whatever the database or the connection refuses
   * becomes a StorageError, and nothing of it is kept — or, where the connection failed after the
   * statement was sent, perhaps it was: the table then reads its rows back before it writes again.
   */
  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>, explicit = true): Promise<T> => {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new StorageError(`the database cannot be reached (${(error as Error).message})`);
    }
    try {
      if (explicit) await client.query('BEGIN');
      const result = await work(client);
      if (explicit) await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      if (explicit && fromServer(error)) await client.query('ROLLBACK').catch(() => undefined);
      client.release(true);
      // A mistake of this program is thrown as it is; anything the database or the connection did is a refused write.
      if (error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError) throw error;
      if (error instanceof StorageError) throw error;
      // Refused by the server: nothing of it happened. Lost on the way back (a failed connection, no answer in time): perhaps it did.
      throw new StorageError(`the database refused the write (${(error as { code?: string }).code ?? (error as Error).message})`, !fromServer(error));
    }
  };

  await transaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(SCHEMA);
    await client.query(OWNERSHIP_SCHEMA);
  });

  const read = async (client: pg.PoolClient | pg.Pool, row: TableRow) => {
    const seats = await client.query<SeatRow>('SELECT seat, kind, name, level, token_hash AS "tokenHash", seal FROM seats WHERE table_id = $1 ORDER BY seat', [
      row.id,
    ]);
    const decisions = await client.query<DecisionRow>('SELECT n, action, seal FROM decisions WHERE table_id = $1 ORDER BY n', [row.id]);
    const table = readOrDamaged(row, seats.rows, decisions.rows);
    remember(table, decisions.rows.at(-1)?.seal ?? row.seal, row.head);
    return table;
  };

  /**
   * Each table's chain as this process last wrote or read it: its number of decisions and the seal
   * at its end. Only the table's owner writes it, so with this a decision is one statement (one
   * round trip) that also checks the stored head is still the one expected.
   */
  const chains = new Map<string, { count: number; last: string; head: string }>();
  const remember = (table: StoredTable | DamagedTable, last: string | null, head: string | null): void => {
    if (!('damaged' in table) && last !== null && head !== null) chains.set(table.id, { count: table.actions.length, last, head });
  };
  /** The tables this process owns: the name it owns them under and the epoch it took them at (every write checks both). */
  const claims = new Map<string, { owner: string; epoch: string }>();
  const claimOf = (id: string): { owner: string; epoch: string } => {
    const claim = claims.get(id);
    if (claim === undefined) throw new FencedError(`table ${id} is not this process's`);
    return claim;
  };
  /** Locks the table's row for this transaction, if this process still owns it (else FencedError: another took it). */
  const lockOwned = async (client: pg.PoolClient, id: string): Promise<{ seal: string | null; head: string | null }> => {
    const { owner: by, epoch } = claimOf(id);
    const row = (
      await client.query<{ seal: string | null; head: string | null }>('SELECT seal, head FROM tables WHERE id = $1 AND owner = $2 AND epoch = $3 FOR UPDATE', [
        id,
        by,
        epoch,
      ])
    ).rows[0];
    if (row === undefined) {
      claims.delete(id);
      throw new FencedError(`table ${id}: another process took it over`);
    }
    return row;
  };

  const seatUpdate = (id: string, seat: number, sql: string, values: unknown[]): Promise<void> =>
    transaction(async (client) => {
      await lockOwned(client, id);
      if ((await client.query(sql, values)).rowCount !== 1) throw new StorageError(`seat ${seat} of table ${id} is not open`);
    });

  /** Decision `n`, the chain not known here (after a failed write): checked against the stored head, in a transaction that holds the table's row. */
  const appendChecked = (id: string, n: number, action: string): Promise<void> =>
    transaction(async (client) => {
      const table = await lockOwned(client, id);
      const previous =
        n === 0 ? table.seal : (await client.query<{ seal: string }>('SELECT seal FROM decisions WHERE table_id = $1 AND n = $2', [id, n - 1])).rows[0]?.seal;
      if (previous === undefined || previous === null) throw new StorageError(`table ${id}: decision ${n - 1} is not stored`);
      if (table.head === null || table.head !== headSeal(id, n, previous)) throw new StorageError(`table ${id}: the stored game has more than ${n} decisions`);
      const seal = decisionSeal(id, n, action, previous);
      await client.query('INSERT INTO decisions (table_id, n, action, seal) VALUES ($1, $2, $3, $4)', [id, n, action, seal]);
      const head = headSeal(id, n + 1, seal);
      await client.query('UPDATE tables SET head = $1 WHERE id = $2', [head, id]);
      chains.set(id, { count: n + 1, last: seal, head });
    });

  return {
    pool,
    createTable: (id, game: TableGame, config, seats: readonly StoredSeat[], hostHash, created) =>
      transaction(async (client) => {
        const seal = tableSeal({ id, game, config, created, hostHash });
        const by = owner();
        // A new table is this process's from its first row (epoch 1): nobody adopts it meanwhile.
        await client.query('INSERT INTO tables (id, game, config, created, host_hash, seal, head, owner, epoch) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1)', [
          id,
          game,
          config,
          created,
          hostHash,
          seal,
          headSeal(id, 0, seal),
          by,
        ]);
        for (const s of seats)
          await client.query('INSERT INTO seats (table_id, seat, kind, name, level, token_hash, seal) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
            id,
            s.seat,
            s.kind,
            s.name,
            s.level,
            s.tokenHash,
            seatSeal(id, s),
          ]);
        chains.set(id, { count: 0, last: seal, head: headSeal(id, 0, seal) });
        claims.set(id, { owner: by, epoch: '1' });
      }),
    takeSeat: (id, seat, name, tokenHash) =>
      // A seat taken already with this same token hash is the same join asked again (its answer was lost): stored, as asked.
      seatUpdate(
        id,
        seat,
        "UPDATE seats SET kind = 'person', name = $1, token_hash = $2, seal = $3 WHERE table_id = $4 AND seat = $5 AND (kind = 'open' OR (kind = 'person' AND token_hash = $2))",
        [name, tokenHash, seatSeal(id, { seat, kind: 'person', name, level: null, tokenHash }), id, seat],
      ),
    seatBot: (id, seat, level) =>
      seatUpdate(id, seat, "UPDATE seats SET kind = 'bot', level = $1, seal = $2 WHERE table_id = $3 AND seat = $4 AND kind = 'open'", [
        level,
        seatSeal(id, { seat, kind: 'bot', name: null, level, tokenHash: null }),
        id,
        seat,
      ]),
    appendDecision: async (id, n, action) => {
      const chain = chains.get(id);
      const { owner: by, epoch } = claimOf(id);
      if (chain === undefined || chain.count !== n) return appendChecked(id, n, action);
      const seal = decisionSeal(id, n, action, chain.last);
      const head = headSeal(id, n + 1, seal);
      // Forgotten until the write is known to be done: a write whose answer was lost is checked against the stored head next time.
      chains.delete(id);
      // One statement: the table's row is updated (and locked) only if this process owns it at its epoch and the stored head is
      // the one this chain ends in; only then is the decision added.
      const result = await transaction(
        (client) =>
          client.query(
            `WITH t AS (UPDATE tables SET head = $6 WHERE id = $1 AND head = $5 AND owner = $7 AND epoch = $8 RETURNING id)
             INSERT INTO decisions (table_id, n, action, seal) SELECT id, $2, $3, $4 FROM t`,
            [id, n, action, seal, chain.head, head, by, epoch],
          ),
        false,
      );
      if (result.rowCount !== 1) return appendChecked(id, n, action); // says why: another owner, or another head
      chains.set(id, { count: n + 1, last: seal, head });
    },
    deleteTable: (id) =>
      transaction(async (client) => {
        await lockOwned(client, id);
        chains.delete(id);
        claims.delete(id);
        await client.query('DELETE FROM decisions WHERE table_id = $1', [id]);
        await client.query('DELETE FROM seats WHERE table_id = $1', [id]);
        await client.query('DELETE FROM tables WHERE id = $1', [id]);
      }),
    loadTables: () =>
      transaction(async (client) => {
        const rows = await client.query<TableRow>(`SELECT ${TABLE_COLUMNS} FROM tables ORDER BY created, id`);
        const out = [];
        for (const row of rows.rows) out.push(await read(client, row));
        return out;
      }),
    loadTable: (id) =>
      transaction(async (client) => {
        const row = (await client.query<TableRow>(`SELECT ${TABLE_COLUMNS} FROM tables WHERE id = $1`, [id])).rows[0];
        return row === undefined ? null : read(client, row);
      }),
    claim: async (id) => {
      const by = owner();
      const row = (await transaction((client) => client.query<{ epoch: string }>(CLAIM, [id, by]), false)).rows[0];
      if (row === undefined) return false;
      chains.delete(id); // read from the rows again
      claims.set(id, { owner: by, epoch: String(row.epoch) });
      return true;
    },
    release: async (id) => {
      const claim = claims.get(id);
      claims.delete(id);
      chains.delete(id);
      if (claim !== undefined)
        await transaction(
          (client) => client.query('UPDATE tables SET owner = NULL WHERE id = $1 AND owner = $2 AND epoch = $3', [id, claim.owner, claim.epoch]),
          false,
        );
    },
    unowned: async () => {
      await transaction((client) => client.query(FORGET_DEAD), false);
      // The sessions of processes whose lease ran out are ended (they may still listen, holding back the notification queue, until TCP gives up).
      await transaction((client) => client.query(END_DEAD_SESSIONS), false).catch(() => undefined);
      return (await transaction((client) => client.query<{ id: string }>(UNOWNED, [owner()]), false)).rows.map((row) => row.id);
    },
    lost: async () => {
      const held = [...claims];
      if (held.length === 0) return [];
      const still = await transaction(
        (client) =>
          client.query<{ id: string; owner: string; epoch: string }>('SELECT id, owner, epoch FROM tables WHERE id = ANY($1)', [held.map(([id]) => id)]),
        false,
      );
      const now = new Map(still.rows.map((row) => [row.id, `${row.owner}/${String(row.epoch)}`]));
      // A table claimed again meanwhile (another epoch here) is judged next time.
      const gone = held.filter(([id, claim]) => now.get(id) !== `${claim.owner}/${claim.epoch}` && claims.get(id) === claim).map(([id]) => id);
      for (const id of gone) claims.delete(id);
      return gone;
    },
    forgetClaims: () => {
      claims.clear();
      chains.clear();
    },
    exists: async (id) => (await transaction((client) => client.query('SELECT 1 FROM tables WHERE id = $1', [id]), false)).rowCount === 1,
    close: () => pool.end(),
  };
}
