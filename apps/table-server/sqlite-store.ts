/**
 * The table server's default database: one SQLite file through `better-sqlite3` (synchronous, so
 * a decision is on disk before the write's promise resolves; write-ahead log, `synchronous = FULL`).
 * One process serves it; for several, see `postgres-store.ts`.
 */
import Database from 'better-sqlite3';
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
CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS seats (table_id TEXT NOT NULL REFERENCES tables(id), seat INTEGER NOT NULL, kind TEXT NOT NULL, name TEXT, level TEXT, token_hash TEXT, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS decisions (table_id TEXT NOT NULL REFERENCES tables(id), n INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (table_id, n));
`;

/** Columns added since the first schema: the host's token, the seals and the chain's head. */
const COLUMNS: readonly [string, string][] = [
  ['tables', 'host_hash TEXT'],
  ['tables', 'seal TEXT'],
  ['tables', 'head TEXT'],
  ['seats', 'seal TEXT'],
  ['decisions', 'seal TEXT'],
];

/** How long a write waits for a lock held elsewhere before it fails (the event loop waits with it). */
const BUSY_MS = 100;

/** Opens (or creates) the database at `file` (`':memory:'` for one that lives only as long as the server), sealing with `key`. */
export function openTableStore(file: string, key: SealKey): TableStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_MS}`);
  db.exec(SCHEMA);
  for (const [table, column] of COLUMNS) {
    const name = column.split(' ')[0]!;
    if (!(db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).some((c) => c.name === name))
      db.exec(`ALTER TABLE ${table} ADD COLUMN ${column}`);
  }
  const { tableSeal, seatSeal, decisionSeal, headSeal, readOrDamaged } = sealsFor(key);

  const insertTable = db.prepare('INSERT INTO tables (id, game, config, created, host_hash, seal, head) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertSeat = db.prepare('INSERT INTO seats (table_id, seat, kind, name, level, token_hash, seal) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const updateSeat = db.prepare("UPDATE seats SET kind = 'person', name = ?, token_hash = ?, seal = ? WHERE table_id = ? AND seat = ? AND kind = 'open'");
  const botSeat = db.prepare("UPDATE seats SET kind = 'bot', level = ?, seal = ? WHERE table_id = ? AND seat = ? AND kind = 'open'");
  const insertDecision = db.prepare('INSERT INTO decisions (table_id, n, action, seal) VALUES (?, ?, ?, ?)');
  const lastDecision = db.prepare('SELECT seal FROM decisions WHERE table_id = ? AND n = ?');
  const tableRow = db.prepare('SELECT seal FROM tables WHERE id = ?');
  const setHead = db.prepare('UPDATE tables SET head = ? WHERE id = ?');
  const allTables = db.prepare('SELECT id, game, config, created, host_hash AS hostHash, seal, head FROM tables ORDER BY created, id');
  const seatsOf = db.prepare('SELECT seat, kind, name, level, token_hash AS tokenHash, seal FROM seats WHERE table_id = ? ORDER BY seat');
  const actionsOf = db.prepare('SELECT n, action, seal FROM decisions WHERE table_id = ? ORDER BY n');
  const deleteDecisions = db.prepare('DELETE FROM decisions WHERE table_id = ?');
  const deleteSeats = db.prepare('DELETE FROM seats WHERE table_id = ?');
  const deleteRow = db.prepare('DELETE FROM tables WHERE id = ?');

  const create = db.transaction((id: string, game: TableGame, config: string, seats: readonly StoredSeat[], hostHash: string | null, created: number) => {
    const seal = tableSeal({ id, game, config, created, hostHash });
    insertTable.run(id, game, config, created, hostHash, seal, headSeal(id, 0, seal));
    for (const s of seats) insertSeat.run(id, s.seat, s.kind, s.name, s.level, s.tokenHash, seatSeal(id, s));
  });
  const append = db.transaction((id: string, n: number, action: string) => {
    const previous = n === 0 ? (tableRow.get(id) as { seal: string } | undefined)?.seal : (lastDecision.get(id, n - 1) as { seal: string } | undefined)?.seal;
    if (previous === undefined) throw new Error(`table ${id}: decision ${n - 1} is not stored`);
    const seal = decisionSeal(id, n, action, previous);
    insertDecision.run(id, n, action, seal);
    setHead.run(headSeal(id, n + 1, seal), id);
  });
  const remove = db.transaction((id: string) => {
    deleteDecisions.run(id);
    deleteSeats.run(id);
    deleteRow.run(id);
  });

  const oneTable = db.prepare('SELECT id, game, config, created, host_hash AS hostHash, seal, head FROM tables WHERE id = ?');
  /** Reads one table back, every seal checked. */
  const read = (row: TableRow): StoredTable | DamagedTable => readOrDamaged(row, seatsOf.all(row.id) as SeatRow[], actionsOf.all(row.id) as DecisionRow[]);

  /** Runs a write; a refusal of the database becomes a StorageError (and the write did nothing). */
  const write = async (run: () => void): Promise<void> => {
    try {
      run();
    } catch (error) {
      if (error instanceof Database.SqliteError) throw new StorageError(`the database refused the write (${error.code})`);
      throw error;
    }
  };

  return {
    createTable: (id, game, config, seats, hostHash, created) => write(() => create(id, game, config, seats, hostHash, created)),
    takeSeat: (id, seat, name, tokenHash) =>
      write(() => {
        if (updateSeat.run(name, tokenHash, seatSeal(id, { seat, kind: 'person', name, level: null, tokenHash }), id, seat).changes !== 1)
          throw new Error(`seat ${seat} of table ${id} is not open`);
      }),
    seatBot: (id, seat, level) =>
      write(() => {
        if (botSeat.run(level, seatSeal(id, { seat, kind: 'bot', name: null, level, tokenHash: null }), id, seat).changes !== 1)
          throw new Error(`seat ${seat} of table ${id} is not open`);
      }),
    appendDecision: (id, n, action) => write(() => append(id, n, action)),
    deleteTable: (id) => write(() => remove(id)),
    loadTables: async () => (allTables.all() as TableRow[]).map(read),
    loadTable: async (id) => {
      const row = oneTable.get(id) as TableRow | undefined;
      return row === undefined ? null : read(row);
    },
    close: async () => void db.close(),
  };
}
