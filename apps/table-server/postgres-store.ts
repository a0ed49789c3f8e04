/**
 * The table server's database for several processes: PostgreSQL through `pg` (node-postgres, the
 * driver most Node services use: pure JavaScript, pooled, maintained since 2010, with LISTEN/NOTIFY
 * on a plain client). The same rows and seals as the SQLite file (`store.ts`); every write is one
 * transaction, committed before its promise resolves, so before anyone hears of the decision. Two
 * processes never write one table at once: only the holder of the table's advisory lock serves it
 * (`cluster.ts`), and the key (table, n) would refuse a second decision n anyway.
 */
import pg from 'pg';
import type { TableGame } from './protocol.js';
import type { SealKey } from './seal.js';
import {
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

/** A PostgreSQL table store, and its pool (for the cluster's own queries). */
export interface PostgresStore extends TableStore {
  readonly pool: pg.Pool;
}

/** Opens the database at `url` (creating the schema when it is missing), sealing with `key`. */
export async function openPostgresStore(url: string, key: SealKey): Promise<PostgresStore> {
  const pool = new pg.Pool({ connectionString: url, max: 8, connectionTimeoutMillis: 5_000 });
  // An idle client whose server went away is dropped by the pool, not thrown at the process.
  pool.on('error', () => undefined);
  const { tableSeal, seatSeal, decisionSeal, headSeal, readOrDamaged } = sealsFor(key);

  /**
   * Runs `work` in one transaction (one statement is a transaction of its own: `explicit` false
   * saves the BEGIN and COMMIT round trips); whatever the database or the connection refuses
   * becomes a StorageError, and nothing of it is kept.
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
      if (explicit) await client.query('ROLLBACK').catch(() => undefined);
      client.release(true);
      // A mistake of this program is thrown as it is; anything the database or the connection did is a refused write.
      if (error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError) throw error;
      throw error instanceof StorageError
        ? error
        : new StorageError(`the database refused the write (${(error as { code?: string }).code ?? (error as Error).message})`);
    }
  };

  await transaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(SCHEMA);
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
   * at its end. Only the process holding the table's lock writes it, so with this a decision is one
   * statement (one round trip) that also checks the stored head is still the one expected.
   */
  const chains = new Map<string, { count: number; last: string; head: string }>();
  const remember = (table: StoredTable | DamagedTable, last: string | null, head: string | null): void => {
    if (!('damaged' in table) && last !== null && head !== null) chains.set(table.id, { count: table.actions.length, last, head });
  };

  const seatUpdate = async (client: pg.PoolClient, sql: string, values: unknown[], id: string, seat: number): Promise<void> => {
    if ((await client.query(sql, values)).rowCount !== 1) throw new StorageError(`seat ${seat} of table ${id} is not open`);
  };

  return {
    pool,
    createTable: (id, game: TableGame, config, seats: readonly StoredSeat[], hostHash, created) =>
      transaction(async (client) => {
        const seal = tableSeal({ id, game, config, created, hostHash });
        await client.query('INSERT INTO tables (id, game, config, created, host_hash, seal, head) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
          id,
          game,
          config,
          created,
          hostHash,
          seal,
          headSeal(id, 0, seal),
        ]);
        chains.set(id, { count: 0, last: seal, head: headSeal(id, 0, seal) });
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
      }),
    takeSeat: (id, seat, name, tokenHash) =>
      transaction((client) =>
        seatUpdate(
          client,
          "UPDATE seats SET kind = 'person', name = $1, token_hash = $2, seal = $3 WHERE table_id = $4 AND seat = $5 AND kind = 'open'",
          [name, tokenHash, seatSeal(id, { seat, kind: 'person', name, level: null, tokenHash }), id, seat],
          id,
          seat,
        ),
      ),
    seatBot: (id, seat, level) =>
      transaction((client) =>
        seatUpdate(
          client,
          "UPDATE seats SET kind = 'bot', level = $1, seal = $2 WHERE table_id = $3 AND seat = $4 AND kind = 'open'",
          [level, seatSeal(id, { seat, kind: 'bot', name: null, level, tokenHash: null }), id, seat],
          id,
          seat,
        ),
      ),
    appendDecision: async (id, n, action) => {
      const chain = chains.get(id);
      if (chain !== undefined && chain.count === n) {
        const seal = decisionSeal(id, n, action, chain.last);
        const head = headSeal(id, n + 1, seal);
        // One statement: the decision is added and the head moved only if the stored head is the one this chain ends in.
        const result = await transaction(
          (client) =>
            client.query(
              `WITH d AS (INSERT INTO decisions (table_id, n, action, seal) SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM tables WHERE id = $1 AND head = $5) RETURNING 1)
               UPDATE tables SET head = $6 WHERE id = $1 AND EXISTS (SELECT 1 FROM d)`,
              [id, n, action, seal, chain.head, head],
            ),
          false,
        );
        if (result.rowCount !== 1) {
          chains.delete(id);
          throw new StorageError(`table ${id}: its stored decisions are not the ones this process wrote`);
        }
        chains.set(id, { count: n + 1, last: seal, head });
        return;
      }
      await transaction(async (client) => {
        const previous =
          n === 0
            ? (await client.query<{ seal: string }>('SELECT seal FROM tables WHERE id = $1', [id])).rows[0]?.seal
            : (await client.query<{ seal: string }>('SELECT seal FROM decisions WHERE table_id = $1 AND n = $2', [id, n - 1])).rows[0]?.seal;
        if (previous === undefined) throw new StorageError(`table ${id}: decision ${n - 1} is not stored`);
        const seal = decisionSeal(id, n, action, previous);
        await client.query('INSERT INTO decisions (table_id, n, action, seal) VALUES ($1, $2, $3, $4)', [id, n, action, seal]);
        const head = headSeal(id, n + 1, seal);
        await client.query('UPDATE tables SET head = $1 WHERE id = $2', [head, id]);
        chains.set(id, { count: n + 1, last: seal, head });
      });
    },
    deleteTable: (id) =>
      transaction(async (client) => {
        chains.delete(id);
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
    close: () => pool.end(),
  };
}
