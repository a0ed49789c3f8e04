/**
 * The game a table server keeps in PostgreSQL (`apps/table-server/postgres-store.ts`), read
 * straight from the database and replayed by the rules, and the check that every view a client
 * was sent is the engine's view of that stored game after as many decisions.
 */
import pg from 'pg';
import { expect } from 'vitest';
import { RECORD_FORMAT, replayRecord, tortuga1667, tortugaDice, type BaseConfig } from '../../src/index.js';
import type { ClientView } from '../examples/table-server-client.js';

const ENGINES = { '1667': tortuga1667, dice: tortugaDice } as const;

/** The stored game of a table, read straight from the database. */
export async function storedGame(url: string, table: string): Promise<{ game: '1667' | 'dice'; config: BaseConfig; actions: unknown[] }> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const row = (await client.query<{ game: '1667' | 'dice'; config: string }>('SELECT game, config FROM tables WHERE id = $1', [table])).rows[0]!;
    const actions = (await client.query<{ action: string }>('SELECT action FROM decisions WHERE table_id = $1 ORDER BY n', [table])).rows;
    return { game: row.game, config: JSON.parse(row.config) as BaseConfig, actions: actions.map((a) => JSON.parse(a.action) as unknown) };
  } finally {
    await client.end();
  }
}

/** Checks that each view a seat was sent is the engine's view of the stored game after that many decisions. */
export async function viewsAreStored(url: string, table: string, seat: number | null, views: Map<number, ClientView>): Promise<number> {
  const stored = await storedGame(url, table);
  const engine = ENGINES[stored.game];
  for (const [decisions, view] of views) {
    expect(decisions, 'a view was sent of a decision that is not stored').toBeLessThanOrEqual(stored.actions.length);
    const state = replayRecord(engine as never, {
      game: engine.name,
      format: RECORD_FORMAT,
      config: stored.config,
      actions: stored.actions.slice(0, decisions),
    });
    expect(view).toEqual(JSON.parse(JSON.stringify(engine.viewFor(state as never, seat))));
  }
  return stored.actions.length;
}
