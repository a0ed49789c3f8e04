/**
 * Where the table server keeps every table: SQLite through `better-sqlite3` (synchronous, so a
 * decision is on disk before anyone hears of it; write-ahead log, `synchronous = FULL`). A table
 * is its configuration (with the secret seed), its seats and its decisions in order — a game
 * record, replayed and checked by the engine when the server starts again.
 *
 * Every row is sealed (`seal.ts`): an edit of the file that stays legal — another decision, a new
 * seed, a swapped token hash, a deleted row — breaks a seal, and the table is closed as damaged
 * rather than served. A write that fails (a full disk, a lock held elsewhere) throws a
 * `StorageError` and changes nothing; the caller refuses what it could not store.
 */
import Database from 'better-sqlite3';
import type { TableGame } from './protocol.js';
import { sealOf, sealsMatch, type SealKey } from './seal.js';

/** A seat as stored: open, a person (a name and the hash of the seat's token) or a bot. */
export interface StoredSeat {
  readonly seat: number;
  readonly kind: 'open' | 'person' | 'bot';
  readonly name: string | null;
  readonly level: string | null;
  readonly tokenHash: string | null;
}

/** A table as stored, its seals checked. */
export interface StoredTable {
  readonly id: string;
  readonly game: TableGame;
  /** The configuration `setup` was given, seed included (JSON). */
  readonly config: string;
  readonly seats: StoredSeat[];
  /** The actions in order (JSON each). */
  readonly actions: string[];
  /** The hash of the host's token (who may seat bots after the table is open), or null. */
  readonly hostHash: string | null;
  /** When the table was made (milliseconds since 1970). */
  readonly created: number;
}

/** A table that could not be read back: its id and why (it stays closed). */
export interface DamagedTable {
  readonly id: string;
  readonly damaged: string;
}

/** A write the database refused (the disk is full, the file is locked elsewhere …): nothing was stored. */
export class StorageError extends Error {}

/** The table server's database. */
export interface TableStore {
  createTable(id: string, game: TableGame, config: string, seats: readonly StoredSeat[], hostHash: string | null, created: number): void;
  takeSeat(id: string, seat: number, name: string, tokenHash: string): void;
  /** Seats a bot of `level` in an open seat. */
  seatBot(id: string, seat: number, level: string): void;
  /** Stores decision `n` (0-based) of a table; it is on disk when this returns. */
  appendDecision(id: string, n: number, action: string): void;
  /** Forgets a table (it ended or expired). */
  deleteTable(id: string): void;
  /** Every stored table, each read back and checked on its own: one damaged table closes only itself. */
  loadTables(): (StoredTable | DamagedTable)[];
  close(): void;
}

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

interface TableRow {
  id: string;
  game: TableGame;
  config: string;
  created: number;
  hostHash: string | null;
  seal: string | null;
  head: string | null;
}
interface SeatRow extends StoredSeat {
  seal: string | null;
}
interface DecisionRow {
  n: number;
  action: string;
  seal: string | null;
}

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
  const tableSeal = (row: Omit<TableRow, 'seal' | 'head'>): string =>
    sealOf(key, 'table', row.id, row.game, row.config, String(row.created), row.hostHash ?? '');
  const seatSeal = (id: string, s: StoredSeat): string => sealOf(key, 'seat', id, String(s.seat), s.kind, s.name ?? '', s.level ?? '', s.tokenHash ?? '');
  const decisionSeal = (id: string, n: number, action: string, previous: string): string => sealOf(key, 'decision', id, String(n), action, previous);
  const headSeal = (id: string, count: number, last: string): string => sealOf(key, 'head', id, String(count), last);

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

  /** Reads one table back, every seal checked; throws what is wrong. */
  const read = (row: TableRow): StoredTable => {
    if (row.seal === null || !sealsMatch(row.seal, tableSeal(row)))
      throw new Error('its configuration, seed or host was changed outside the server (or it was stored before tables were sealed)');
    const seats = (seatsOf.all(row.id) as SeatRow[]).map(({ seal, ...seat }, index) => {
      if (seat.seat !== index || seal === null || !sealsMatch(seal, seatSeal(row.id, seat))) throw new Error(`seat ${index} was changed outside the server`);
      return seat;
    });
    let previous = row.seal;
    const actions: string[] = [];
    for (const [index, decision] of (actionsOf.all(row.id) as DecisionRow[]).entries()) {
      if (decision.n !== index) throw new Error(`decision ${index} is missing`);
      if (decision.seal === null || !sealsMatch(decision.seal, decisionSeal(row.id, index, decision.action, previous)))
        throw new Error(`decision ${index} was changed outside the server`);
      previous = decision.seal;
      actions.push(decision.action);
    }
    if (row.head === null || !sealsMatch(row.head, headSeal(row.id, actions.length, previous))) throw new Error('decisions were removed outside the server');
    const { seal: _seal, head: _head, ...table } = row;
    return { ...table, seats, actions };
  };

  /** Runs a write; a refusal of the database becomes a StorageError (and the write did nothing). */
  const write = <T>(run: () => T): T => {
    try {
      return run();
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
    loadTables: () =>
      (allTables.all() as TableRow[]).map((row) => {
        try {
          return read(row);
        } catch (error) {
          return { id: row.id, damaged: (error as Error).message };
        }
      }),
    close: () => db.close(),
  };
}
