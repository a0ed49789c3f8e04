/**
 * Where the table server keeps every table, in either database: SQLite, one file for one process
 * (`sqlite-store.ts`, the default), or PostgreSQL shared by several processes (`postgres-store.ts`).
 * A table is its configuration (with the secret seed), its seats and its decisions in order — a
 * game record, replayed and checked by the engine whenever a process opens it.
 *
 * Every row is sealed (`seal.ts`): an edit of the database that stays legal — another decision, a
 * new seed, a swapped token hash, a deleted row — breaks a seal, and the table is closed as
 * damaged rather than served. A write that fails (a full disk, a lock held elsewhere, the database
 * gone) rejects with a `StorageError` and changes nothing; the caller refuses what it could not
 * store. A decision is stored (committed) before the promise resolves, so before anyone hears of it.
 */
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

/**
 * A write the database refused (the disk is full, the file is locked elsewhere …): nothing was
 * stored — unless `uncertain`: the connection failed after the write was sent (PostgreSQL cut off
 * or restarting), so it may have been stored all the same; the table reads its rows back to know.
 */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly uncertain = false,
  ) {
    super(message);
  }
}

/**
 * A write refused because this process no longer owns the table (PostgreSQL: another process took
 * it over, and every write carries the owner's epoch): nothing was stored, and this process must
 * stop serving the table at once.
 */
export class FencedError extends StorageError {}

/** The table server's database. */
export interface TableStore {
  createTable(id: string, game: TableGame, config: string, seats: readonly StoredSeat[], hostHash: string | null, created: number): Promise<void>;
  takeSeat(id: string, seat: number, name: string, tokenHash: string): Promise<void>;
  /** Seats a bot of `level` in an open seat. */
  seatBot(id: string, seat: number, level: string): Promise<void>;
  /** Stores decision `n` (0-based) of a table; it is on disk when the promise resolves. */
  appendDecision(id: string, n: number, action: string): Promise<void>;
  /** Forgets a table (it ended or expired). */
  deleteTable(id: string): Promise<void>;
  /** Every stored table, each read back and checked on its own: one damaged table closes only itself. */
  loadTables(): Promise<(StoredTable | DamagedTable)[]>;
  /** One stored table, read back and checked; null when there is none (PostgreSQL: a table another process made or served). */
  loadTable(id: string): Promise<StoredTable | DamagedTable | null>;
  close(): Promise<void>;
}

/** A table's row as stored. */
export interface TableRow {
  id: string;
  game: TableGame;
  config: string;
  created: number;
  hostHash: string | null;
  seal: string | null;
  head: string | null;
}
/** A seat's row as stored. */
export interface SeatRow extends StoredSeat {
  seal: string | null;
}
/** A decision's row as stored (`n` may come back as text from PostgreSQL's bigint). */
export interface DecisionRow {
  n: number;
  action: string;
  seal: string | null;
}

/**
 * The seals of a store's rows under `key`, and the check of a table read back: every row's seal,
 * the seats in order, the decisions' chain and its head. Both databases store the same rows.
 */
export function sealsFor(key: SealKey) {
  const tableSeal = (row: Omit<TableRow, 'seal' | 'head'>): string =>
    sealOf(key, 'table', row.id, row.game, row.config, String(row.created), row.hostHash ?? '');
  const seatSeal = (id: string, s: StoredSeat): string => sealOf(key, 'seat', id, String(s.seat), s.kind, s.name ?? '', s.level ?? '', s.tokenHash ?? '');
  const decisionSeal = (id: string, n: number, action: string, previous: string): string => sealOf(key, 'decision', id, String(n), action, previous);
  const headSeal = (id: string, count: number, last: string): string => sealOf(key, 'head', id, String(count), last);

  /** A table from its rows, every seal checked; throws what is wrong. */
  const read = (row: TableRow, seatRows: readonly SeatRow[], decisionRows: readonly DecisionRow[]): StoredTable => {
    const created = Number(row.created);
    if (row.seal === null || !sealsMatch(row.seal, tableSeal({ ...row, created })))
      throw new Error('its configuration, seed or host was changed outside the server (or it was stored before tables were sealed)');
    const seats = seatRows.map(({ seal, ...seat }, index) => {
      if (seat.seat !== index || seal === null || !sealsMatch(seal, seatSeal(row.id, seat))) throw new Error(`seat ${index} was changed outside the server`);
      return seat;
    });
    let previous = row.seal;
    const actions: string[] = [];
    for (const [index, decision] of decisionRows.entries()) {
      if (Number(decision.n) !== index) throw new Error(`decision ${index} is missing`);
      if (decision.seal === null || !sealsMatch(decision.seal, decisionSeal(row.id, index, decision.action, previous)))
        throw new Error(`decision ${index} was changed outside the server`);
      previous = decision.seal;
      actions.push(decision.action);
    }
    if (row.head === null || !sealsMatch(row.head, headSeal(row.id, actions.length, previous))) throw new Error('decisions were removed outside the server');
    const { seal: _seal, head: _head, ...table } = row;
    return { ...table, created, seats, actions };
  };

  /** As `read`, but a damaged table comes back as such (one damaged table closes only itself). */
  const readOrDamaged = (row: TableRow, seatRows: readonly SeatRow[], decisionRows: readonly DecisionRow[]): StoredTable | DamagedTable => {
    try {
      return read(row, seatRows, decisionRows);
    } catch (error) {
      return { id: row.id, damaged: (error as Error).message };
    }
  };
  return { tableSeal, seatSeal, decisionSeal, headSeal, readOrDamaged };
}
