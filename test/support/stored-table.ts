/**
 * The game a table server keeps in its SQLite file (`apps/table-server/sqlite-store.ts`), read
 * straight from the database and replayed by the rules: what the tests compare each page with.
 */
import Database from 'better-sqlite3';
import { RECORD_FORMAT, replayRecord, type BaseAction, type BaseConfig, type Game } from 'tortuga-rules';

/** The state of the one table in `database`, its stored decisions replayed. */
export function storedGame<S>(game: Game<BaseConfig, S, BaseAction, unknown, unknown>, database: string): S {
  const db = new Database(database, { readonly: true });
  try {
    const { config } = db.prepare('SELECT config FROM tables').get() as { config: string };
    const actions = (db.prepare('SELECT action FROM decisions ORDER BY n').all() as { action: string }[]).map((row) => JSON.parse(row.action) as unknown);
    return replayRecord(game, { game: game.name, format: RECORD_FORMAT, config: JSON.parse(config) as unknown, actions });
  } finally {
    db.close();
  }
}
