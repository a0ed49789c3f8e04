/**
 * Issue 88: writes whose answer was lost. Against PostgreSQL cut off or restarting, a write may be
 * committed while its answer never comes back (the connection failed after the statement was
 * sent). The table must then not say it did not happen, and must read its rows back before it
 * writes again: a decision stored after all is told to everyone and never made twice; a join
 * stored after all gives its seat and token to the same join asked again. Here the store is the
 * SQLite one, wrapped so that the next write is stored and then fails as such a write does.
 */
import { describe, expect, it } from 'vitest';
import { Table } from '../../apps/table-server/table.js';
import type { Member } from '../../apps/table-server/table-settings.js';
import { openTableStore } from '../../apps/table-server/sqlite-store.js';
import { sealKeyFor } from '../../apps/table-server/seal.js';
import { StorageError, type TableStore } from '../../apps/table-server/store.js';
import type { ServerMessage } from '../../apps/table-server/protocol.js';
import { applyViewChange, tortugaDice, type DiceAction, type DiceState } from '../../src/index.js';

/** The SQLite store, whose next write (when `loseNext` is set) is stored and then fails as though its answer was lost. */
function lossyStore(): TableStore & { loseNext: boolean } {
  const store = openTableStore(':memory:', sealKeyFor(':memory:', undefined, {}));
  const lossy = {
    ...store,
    loseNext: false,
  };
  const lose = async (write: () => Promise<void>): Promise<void> => {
    await write();
    if (!lossy.loseNext) return;
    lossy.loseNext = false;
    throw new StorageError('the connection failed after the write was sent', true);
  };
  lossy.appendDecision = (id, n, action) => lose(() => store.appendDecision(id, n, action));
  lossy.takeSeat = (id, seat, name, tokenHash) => lose(() => store.takeSeat(id, seat, name, tokenHash));
  return lossy;
}

/** A connection that keeps what it is sent and rebuilds its view. */
function member(): Member & { messages: ServerMessage[]; view: () => { decisions: number } | null } {
  const messages: ServerMessage[] = [];
  let view: { decisions: number } | null = null;
  return {
    messages,
    view: () => view,
    send(message) {
      messages.push(message);
      if (message.kind === 'view') view = message.view as { decisions: number };
      if (message.kind === 'change') view = applyViewChange(view, message.patches);
    },
  };
}

const open = (seat: number) => ({ seat, kind: 'open' as const, name: null, level: null, tokenHash: null });

/** A dice table of two open seats on a lossy store. */
async function lossyTable(id: string, seed: string): Promise<{ store: ReturnType<typeof lossyStore>; table: Table }> {
  const store = lossyStore();
  const table = await Table.create(id, 'dice', { players: 2, seed }, [open(0), open(1)], { store, clockMs: 60_000, botDelayMs: 0, bots: null }, 'f'.repeat(32));
  return { store, table };
}

describe('issue 88: a write whose answer was lost', () => {
  it('a decision stored after all: its seat is told it is not known (NOT_STORED, notKnown), the table reads it back before the next write and tells everyone; it is stored once', async () => {
    const { store, table } = await lossyTable('a1b2c3d4e5f6', 'lost-answer');
    const people = [member(), member()];
    for (const [seat, person] of people.entries()) expect(typeof (await table.join(person, seat, `P${seat}`))).toBe('string');
    const state = table.current as DiceState;
    const seat = tortugaDice.toAct(state)[0]!;
    const action = tortugaDice.legalActions(state, seat)[0]! as DiceAction;
    store.loseNext = true;
    const refusal = await table.act(people[seat]!, action, state.decisions);
    expect(refusal).toMatchObject({ code: 'NOT_STORED', key: 'ui.online.refusal.notKnown' });
    expect(people[1 - seat]!.messages.at(-1)).toMatchObject({ kind: 'rejected', code: 'NOT_STORED', key: 'ui.online.refusal.notKnown' });
    expect(table.decisions).toBe(0); // not told yet: it may not have happened
    // Sent again (as a client does): the rows are read first, the decision is told to both, and the same action is refused as one of the past.
    const again = await table.act(people[seat]!, action, state.decisions);
    expect(['STALE_ACTION', 'NOT_YOUR_DECISION']).toContain(again?.code);
    expect(table.decisions).toBe(1);
    for (const [at, person] of people.entries()) expect(person.view()).toEqual(JSON.parse(JSON.stringify(tortugaDice.viewFor(table.current as DiceState, at))));
    const stored = await store.loadTable('a1b2c3d4e5f6');
    expect(stored !== null && 'actions' in stored ? stored.actions.length : stored).toBe(1);
    table.close();
  });

  it('a join stored after all: asked again under the same name it is the same seat and token; under another name the seat is taken', async () => {
    const { store, table } = await lossyTable('0a1b2c3d4e5f', 'lost-join');
    store.loseNext = true;
    const first = member();
    expect(await table.join(first, 0, 'Anne')).toMatchObject({ code: 'NOT_STORED', key: 'ui.online.refusal.notKnown' });
    expect(await table.join(member(), 0, 'Bram')).toMatchObject({ code: 'SEAT_TAKEN' });
    const back = member();
    const token = await table.join(back, 0, 'anne'); // the same name as the seats compare names
    expect(typeof token).toBe('string');
    expect(back.messages.find((m) => m.kind === 'welcome')).toMatchObject({ seat: 0, token });
    expect(table.resume(member(), 0, token as string)).toBeNull();
    table.close();
  });
});
