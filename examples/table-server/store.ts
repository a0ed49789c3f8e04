/**
 * Where the table server keeps every table: SQLite through `better-sqlite3` (synchronous, so a
 * decision is on disk before anyone hears of it; write-ahead log, `synchronous = FULL`). A table
 * is its configuration (with the secret seed), its seats and its decisions in order — a game
 * record, replayed and checked by the engine when the server starts again.
 */
import Database from 'better-sqlite3';
import type { TableGame } from './protocol.js';

/** A seat as stored: open, a person (a name and the hash of the seat's token) or a bot. */
export interface StoredSeat {
  readonly seat: number;
  readonly kind: 'open' | 'person' | 'bot';
  readonly name: string | null;
  readonly level: string | null;
  readonly tokenHash: string | null;
}

/** A table as stored. */
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
}

/** The table server's database. */
export interface TableStore {
  createTable(id: string, game: TableGame, config: string, seats: readonly StoredSeat[], hostHash: string | null): void;
  takeSeat(id: string, seat: number, name: string, tokenHash: string): void;
  /** Seats a bot of `level` in an open seat. */
  seatBot(id: string, seat: number, level: string): void;
  /** Stores decision `n` (0-based) of a table; it is on disk when this returns. */
  appendDecision(id: string, n: number, action: string): void;
  loadTables(): StoredTable[];
  close(): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS seats (table_id TEXT NOT NULL REFERENCES tables(id), seat INTEGER NOT NULL, kind TEXT NOT NULL, name TEXT, level TEXT, token_hash TEXT, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS decisions (table_id TEXT NOT NULL REFERENCES tables(id), n INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (table_id, n));
`;

/** Opens (or creates) the database at `file` (`':memory:'` for one that lives only as long as the server). */
export function openTableStore(file: string): TableStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  // Databases from before the host's token get its column (NULL: nobody may seat bots there later).
  if (!(db.prepare('PRAGMA table_info(tables)').all() as { name: string }[]).some((column) => column.name === 'host_hash')) db.exec('ALTER TABLE tables ADD COLUMN host_hash TEXT');
  const insertTable = db.prepare('INSERT INTO tables (id, game, config, created, host_hash) VALUES (?, ?, ?, ?, ?)');
  const insertSeat = db.prepare('INSERT INTO seats (table_id, seat, kind, name, level, token_hash) VALUES (?, ?, ?, ?, ?, ?)');
  const updateSeat = db.prepare("UPDATE seats SET kind = 'person', name = ?, token_hash = ? WHERE table_id = ? AND seat = ? AND kind = 'open'");
  const botSeat = db.prepare("UPDATE seats SET kind = 'bot', level = ? WHERE table_id = ? AND seat = ? AND kind = 'open'");
  const insertDecision = db.prepare('INSERT INTO decisions (table_id, n, action) VALUES (?, ?, ?)');
  const allTables = db.prepare('SELECT id, game, config, host_hash AS hostHash FROM tables ORDER BY created, id');
  const seatsOf = db.prepare('SELECT seat, kind, name, level, token_hash AS tokenHash FROM seats WHERE table_id = ? ORDER BY seat');
  const actionsOf = db.prepare('SELECT n, action FROM decisions WHERE table_id = ? ORDER BY n');
  const create = db.transaction((id: string, game: TableGame, config: string, seats: readonly StoredSeat[], hostHash: string | null) => {
    insertTable.run(id, game, config, Date.now(), hostHash);
    for (const s of seats) insertSeat.run(id, s.seat, s.kind, s.name, s.level, s.tokenHash);
  });
  return {
    createTable: (id, game, config, seats, hostHash) => create(id, game, config, seats, hostHash),
    takeSeat: (id, seat, name, tokenHash) => {
      if (updateSeat.run(name, tokenHash, id, seat).changes !== 1) throw new Error(`seat ${seat} of table ${id} is not open`);
    },
    seatBot: (id, seat, level) => {
      if (botSeat.run(level, id, seat).changes !== 1) throw new Error(`seat ${seat} of table ${id} is not open`);
    },
    appendDecision: (id, n, action) => void insertDecision.run(id, n, action),
    loadTables: () =>
      (allTables.all() as { id: string; game: TableGame; config: string; hostHash: string | null }[]).map((row) => ({
        ...row,
        seats: seatsOf.all(row.id) as StoredSeat[],
        actions: (actionsOf.all(row.id) as { n: number; action: string }[]).map((entry, index) => {
          if (entry.n !== index) throw new Error(`table ${row.id}: decision ${index} is missing`);
          return entry.action;
        }),
      })),
    close: () => db.close(),
  };
}
