/**
 * How a table of the table server runs and whom it talks to: its settings (the store, the pace of
 * bots and clocks), its members (connections, here or relayed) and when it is cleared.
 */
import type { ServerMessage } from './protocol.js';
import type { TableStore } from './store.js';
import type { BotPool } from './bot-pool.js';

/** A connection at a table. */
export interface Member {
  send(message: ServerMessage): void;
  /** Ends the connection: the table was cleared, or it `moved` (the client should connect again); a member that cannot be closed is only told. */
  close?(moved?: boolean): void;
}

/** When tables are cleared (milliseconds): nobody ever sat, nobody connected or played, the game over. */
export interface TableExpiry {
  /** A table at which no person ever took a seat is cleared this long after it was made (default 15 minutes). */
  readonly unjoinedMs: number;
  /** A table with nobody connected and no decision for this long is cleared as abandoned (default 24 hours). */
  readonly idleMs: number;
  /** A finished table is cleared this long after its last decision or connection (default 1 hour). */
  readonly finishedMs: number;
}

/** Why a table is cleared. */
export type ClearedBecause = 'unjoined' | 'idle' | 'finished';

/** How a table runs: its store and the pace of bots and clocks. */
export interface TableSettings {
  readonly store: TableStore;
  /** How long a person has for a decision with the 1667 timer option, in milliseconds. */
  readonly clockMs: number;
  /** How long a bot waits before it acts, in milliseconds (so people can follow). */
  readonly botDelayMs: number;
  /** Where bots decide: worker threads (`BotPool`), or null for this thread (tests of the table alone). */
  readonly bots: BotPool | null;
  /** Called with the table's id when a write was refused because another process owns the table now (PostgreSQL): the server stops serving it here. */
  readonly fenced?: (table: string) => void;
}
