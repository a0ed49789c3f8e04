/**
 * The table server on PostgreSQL, across processes (issue 48), against a real PostgreSQL server
 * started for the test (`test/support/postgres.ts`): the same tables, seats, decisions and seals
 * as the SQLite file; clients of one table at different processes see one game (relayed over
 * LISTEN/NOTIFY to the process that holds the table's advisory lock); a process killed with
 * SIGKILL mid-game has its tables taken over within seconds, its clients come back with their
 * tokens, and every view anybody was sent is a view of the stored game. Run by
 * `npm run test:postgres` (CI installs PostgreSQL); skipped where PostgreSQL is missing unless
 * TORTUGA_REQUIRE_POSTGRES=1.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTableServer } from '../../apps/table-server/server.js';
import { openPostgresStore } from '../../apps/table-server/postgres-store.js';
import { FencedError, StorageError } from '../../apps/table-server/store.js';
import { RENEW } from '../../apps/table-server/ownership.js';
import type { SealKey } from '../../apps/table-server/seal.js';
import { nextInt, seedRng } from '../../src/index.js';
import { viewsAreStored } from '../support/stored-postgres-game.js';
import { connectTo, type ClientView, type TestClient } from '../examples/table-server-client.js';
import { postgresBin, startPostgres, type TestPostgres } from '../../scripts/throwaway-postgres.js';
import { startServerProcess } from '../support/table-server-process.js';

const available = postgresBin() !== null;
if (!available && process.env.TORTUGA_REQUIRE_POSTGRES === '1') throw new Error('PostgreSQL is required here (TORTUGA_REQUIRE_POSTGRES=1) but not installed.');

const FAST = {
  botDelayMs: 0,
  botWorkers: 0,
  rate: { perSecond: 100_000, burst: 100_000 },
  maxConnectionsPerAddress: 100_000,
  createRate: { perSecond: 100_000, burst: 100_000 },
  adoptMs: 200,
} as const;

/** A process's lease held by a session of its own (alive while it is connected), as a table server holds its lease. */
async function leaseFor(url: string, process: string): Promise<pg.Client> {
  const client = new pg.Client(url);
  client.on('error', () => undefined);
  await client.connect();
  await client.query(RENEW, [process, 600_000]);
  return client;
}

/** Every view a client was sent, by its decision count (the last one sent at each count). */
function recordViews(client: TestClient): Map<number, ClientView> {
  const seen = new Map<number, ClientView>();
  client.socket.on('message', () => {
    const view = client.view();
    if (view !== null) seen.set(view.decisions, JSON.parse(JSON.stringify(view)) as ClientView);
  });
  return seen;
}

describe.skipIf(!available)('the table server on PostgreSQL, across processes', () => {
  let postgres: TestPostgres;
  const key = randomBytes(32).toString('hex');
  beforeAll(async () => {
    postgres = await startPostgres();
    process.env.TABLE_SERVER_KEY = key; // every process seals with the same key
  }, 60_000);
  afterAll(async () => {
    delete process.env.TABLE_SERVER_KEY;
    await postgres?.stop();
  });

  it('two processes serve one table: a person at each and a spectator at the other see one game, to its end, each view the stored game’s; a database user listening on the channels reads nothing', async () => {
    const a = await startTableServer({ ...FAST, database: postgres.url });
    const b = await startTableServer({ ...FAST, database: postgres.url });
    // Any role that can connect may LISTEN: what the processes relay (tokens, private views) must be sealed.
    const eavesdropper = new pg.Client(postgres.url);
    await eavesdropper.connect();
    const overheard: string[] = [];
    eavesdropper.on('notification', (note) => overheard.push(note.payload ?? ''));
    for (const channel of ['tortuga_tables', `tortuga_p_${a.process!}`, `tortuga_p_${b.process!}`]) await eavesdropper.query(`LISTEN ${channel}`);
    const tokens: string[] = [];
    try {
      for (const game of ['1667', 'dice'] as const) {
        const host = await connectTo(a.port);
        host.send({ kind: 'create', game, options: {}, seats: ['open', 'medium', 'open', 'easy'] });
        const { table } = await host.next('created');
        host.socket.close();
        expect(a.tables.has(table)).toBe(true);
        const watcher = await connectTo(b.port);
        const watched = recordViews(watcher);
        watcher.send({ kind: 'watch', table });
        await watcher.next('view');
        const here = await connectTo(a.port);
        const there = await connectTo(b.port);
        const seen = [recordViews(here), recordViews(there)];
        here.send({ kind: 'join', table, seat: 0, name: 'Anne' });
        there.send({ kind: 'join', table, seat: 2, name: 'Bram' });
        tokens.push(...(await Promise.all([here.next('welcome'), there.next('welcome')])).map((w) => w.token));
        expect(b.tables.has(table)).toBe(false); // relayed, not served twice
        const [final] = await Promise.all([here.playRandom('a'), there.playRandom('b')]);
        await watcher.until((view) => view.outcome !== null);
        expect(final.outcome).not.toBeNull();
        const count = await viewsAreStored(postgres.url, table, 0, seen[0]!);
        expect(await viewsAreStored(postgres.url, table, 2, seen[1]!)).toBe(count);
        expect(await viewsAreStored(postgres.url, table, null, watched)).toBe(count);
        expect(a.tables.get(table)!.decisions).toBe(count);
        for (const client of [here, there, watcher]) client.socket.close();
      }
      expect(overheard.length).toBeGreaterThan(100);
      for (const payload of overheard) {
        // Sealed: a header of numbers, then base64 (whose random letters may spell a short name
        // by chance, so the names are looked for in the bytes it stands for).
        const sealed = /^[0-9a-f]+(?::\d+)*:([A-Za-z0-9+/]+=*)$/.exec(payload);
        expect(sealed, payload.slice(0, 80)).not.toBeNull();
        const bytes = Buffer.from(sealed![1]!, 'base64');
        for (const word of ['"kind"', 'welcome', 'Bram', 'Anne', ...tokens]) expect(bytes.includes(word)).toBe(false);
        for (const token of tokens) expect(payload).not.toContain(token);
      }
    } finally {
      await eavesdropper.end();
      await a.close();
      await b.close();
    }
  }, 120_000);

  it('the rows are sealed as in SQLite: a decision edited in the database closes its table when a process takes it over; the key is required; the lease and query timeout are bounded', async () => {
    const a = await startTableServer({ ...FAST, database: postgres.url, botDelayMs: 60_000 });
    const host = await connectTo(a.port);
    host.send({ kind: 'create', game: 'dice', options: {}, seats: ['open', 'open'] });
    const { table } = await host.next('created');
    const one = await connectTo(a.port);
    one.send({ kind: 'join', table, seat: 0, name: 'One' });
    const { token } = await one.next('welcome');
    const two = await connectTo(a.port);
    two.send({ kind: 'join', table, seat: 1, name: 'Two' });
    await two.next('welcome');
    await Promise.race([one.playRandom('one'), two.playRandom('two'), new Promise((resolve) => setTimeout(resolve, 300))]);
    await a.close();
    const client = new pg.Client(postgres.url);
    await client.connect();
    await client.query('UPDATE decisions SET action = replace(action, \'"player":0\', \'"player":1\') WHERE table_id = $1 AND n = 0', [table]);
    await client.end();
    const b = await startTableServer({ ...FAST, database: postgres.url });
    try {
      expect(b.damaged.get(table)).toMatch(/decision 0 was changed outside the server/);
      const back = await connectTo(b.port);
      back.send({ kind: 'resume', table, seat: 0, token });
      expect((await back.next('rejected')).code).toBe('TABLE_DAMAGED');
    } finally {
      await b.close();
    }
    const previous = process.env.TABLE_SERVER_KEY;
    delete process.env.TABLE_SERVER_KEY;
    await expect(startTableServer({ database: postgres.url })).rejects.toThrow(/TABLE_SERVER_KEY or --key-file/);
    process.env.TABLE_SERVER_KEY = previous;
    // A query timeout past half the lease could not notice a silent session in time: refused, by name.
    await expect(startTableServer({ ...FAST, database: postgres.url, leaseMs: 2_000, queryTimeoutMs: 1_500 })).rejects.toThrow(
      /queryTimeoutMs: .* half the lease/,
    );
    await expect(startTableServer({ ...FAST, database: postgres.url, leaseMs: 50 })).rejects.toThrow(/leaseMs: milliseconds from 1,000/);
  }, 60_000);

  it('two processes can never both write one table: a write of an owner whose table was taken over is refused (FencedError), the new owner reads every stored decision first, and a decision the stored head does not expect is refused', async () => {
    const key = Buffer.from(process.env.TABLE_SERVER_KEY!, 'hex') as SealKey;
    const first = await openPostgresStore(postgres.url, key, { owner: () => 'first-process' });
    const second = await openPostgresStore(postgres.url, key, { owner: () => 'second-process' });
    const leases = [await leaseFor(postgres.url, 'first-process'), await leaseFor(postgres.url, 'second-process')];
    try {
      const config = JSON.stringify({ players: 2, seed: 's' });
      const open = [0, 1].map((seat) => ({ seat, kind: 'open' as const, name: null, level: null, tokenHash: null }));
      const [id, other] = [randomBytes(6).toString('hex'), randomBytes(6).toString('hex')];
      for (const table of [id, other]) await first.createTable(table, 'dice', config, open, null, Date.now());
      await second.loadTable(id); // the second process read the table once, without owning it
      await first.appendDecision(id, 0, '{"type":"a"}');
      await expect(second.appendDecision(id, 0, '{"type":"b"}')).rejects.toBeInstanceOf(FencedError);
      expect(await second.claim(id)).toBe(false); // its owner is alive
      expect(await second.unowned()).not.toContain(id);
      // The first process's session ends (as on SIGKILL): it is dead at once, and its table is the second's to take.
      await leases[0]!.end();
      expect(await second.unowned()).toContain(id);
      expect(await second.claim(id)).toBe(true);
      const taken = await second.loadTable(id);
      expect(taken !== null && 'actions' in taken ? taken.actions : taken).toEqual(['{"type":"a"}']);
      // The first process does not know yet: its write is refused by the database, whatever its cached chain says, and nothing is written.
      await expect(first.appendDecision(id, 1, '{"type":"stale"}')).rejects.toBeInstanceOf(FencedError);
      // Looking, the first process finds the other table it lost (the one refused it knows of already).
      expect(await second.claim(other)).toBe(true);
      expect(await first.lost()).toEqual([other]);
      await expect(first.takeSeat(id, 0, 'Stale', 'f'.repeat(64))).rejects.toBeInstanceOf(FencedError);
      await expect(first.deleteTable(id)).rejects.toBeInstanceOf(FencedError);
      await expect(second.appendDecision(id, 0, '{"type":"b"}')).rejects.toBeInstanceOf(StorageError); // decision 0 exists
      await second.appendDecision(id, 1, '{"type":"c"}');
      const stored = await second.loadTable(id);
      expect(stored !== null && 'actions' in stored ? stored.actions : stored).toEqual(['{"type":"a"}', '{"type":"c"}']);
      expect(await second.lost()).toEqual([]);
      await second.deleteTable(id);
      await second.deleteTable(other);
    } finally {
      for (const lease of leases) await lease.end().catch(() => undefined);
      await first.close();
      await second.close();
    }
  });

  it('a relaying process killed with SIGKILL: the table lets its connections go within a second (the seat shows away), and the person resumes elsewhere', async () => {
    const a = await startTableServer({ ...FAST, database: postgres.url, botDelayMs: 60_000 });
    const relay = await startServerProcess(postgres.url, ['--adopt-ms', '200', '--connections-per-address', '1000']);
    try {
      const host = await connectTo(a.port);
      host.send({ kind: 'create', game: 'dice', options: {}, seats: ['open', 'open'] });
      const { table } = await host.next('created');
      const watcher = await connectTo(a.port);
      watcher.send({ kind: 'watch', table });
      await watcher.next('view');
      const person = await connectTo(relay.port);
      person.send({ kind: 'join', table, seat: 1, name: 'Far' });
      const { token } = await person.next('welcome');
      const connected = () => watcher.messages.filter((m) => m.kind === 'seats').at(-1);
      await watcher.until(() => connected()?.kind === 'seats' && connected()!.seats[1]!.connected);
      const killed = performance.now();
      relay.child.kill('SIGKILL');
      await new Promise<void>((resolve) => {
        const check = (): void => (connected()?.kind === 'seats' && !connected()!.seats[1]!.connected ? resolve() : void setTimeout(check, 20));
        check();
      });
      expect(performance.now() - killed).toBeLessThan(3_000);
      const back = await connectTo(a.port);
      back.send({ kind: 'resume', table, seat: 1, token });
      await back.next('welcome');
      for (const client of [host, watcher, back]) client.socket.close();
    } finally {
      if (relay.child.exitCode === null && relay.child.signalCode === null) relay.child.kill('SIGTERM');
      await a.close();
    }
  }, 60_000);

  it('a place asked for while the table’s process is dying is kept, and granted where the table is taken over (a resume, a join, a watch)', async () => {
    const a = await startTableServer({ ...FAST, database: postgres.url, botDelayMs: 60_000 });
    const host = await connectTo(a.port);
    host.send({ kind: 'create', game: 'dice', options: {}, seats: ['open', 'open'] });
    const { table } = await host.next('created');
    const anne = await connectTo(a.port);
    anne.send({ kind: 'join', table, seat: 0, name: 'Anne' });
    const { token } = await anne.next('welcome');
    await a.close();
    // The owner's process is dying: its lease and its database session are still there, and it answers nothing.
    const dying = await leaseFor(postgres.url, 'dying-process');
    await dying.query('UPDATE tables SET owner = $1, epoch = epoch + 1 WHERE id = $2', ['dying-process', table]);
    const b = await startTableServer({ ...FAST, database: postgres.url, botDelayMs: 60_000 });
    try {
      const back = await connectTo(b.port);
      back.send({ kind: 'resume', table, seat: 0, token });
      const bram = await connectTo(b.port);
      bram.send({ kind: 'join', table, seat: 1, name: 'Bram' });
      const watcher = await connectTo(b.port);
      watcher.send({ kind: 'watch', table });
      await new Promise((resolve) => setTimeout(resolve, 3 * FAST.adoptMs));
      expect(b.tables.has(table)).toBe(false); // still owned by the dying process
      for (const client of [back, bram, watcher]) expect(client.messages).toEqual([]);
      await dying.end();
      expect((await back.next('welcome')).seat).toBe(0);
      expect((await bram.next('welcome')).seat).toBe(1);
      expect((await watcher.next('view')).view).not.toBeNull();
      expect(b.tables.has(table)).toBe(true);
      for (const client of [back, bram, watcher]) expect(client.messages.filter((m) => m.kind === 'rejected')).toEqual([]);
      for (const client of [host, anne, back, bram, watcher]) client.socket.close();
    } finally {
      await b.close();
    }
  }, 60_000);

  it('SIGKILL mid-game: another process takes the table over within seconds, every client comes back, and no decision anybody heard of is lost', async () => {
    const args = ['--bot-delay-ms', '15', '--adopt-ms', '200', '--connections-per-address', '1000', '--creates-per-minute', '1000'];
    const a = await startServerProcess(postgres.url, args);
    const b = await startServerProcess(postgres.url, args);
    const processes: ChildProcess[] = [a.child, b.child];
    try {
      const host = await connectTo(a.port);
      host.send({ kind: 'create', game: '1667', options: {}, seats: ['open', 'medium', 'open', 'medium'] });
      const { table } = await host.next('created');
      host.socket.close();
      // Anne's socket is at the process that serves the table (it will die), Bram's is relayed from the other, as is a spectator's.
      const people = [
        { seat: 0, port: a.port, name: 'Anne' },
        { seat: 2, port: b.port, name: 'Bram' },
      ].map((p) => ({ ...p, views: new Map<number, ClientView>(), client: null as TestClient | null, token: '', welcomes: 0 }));
      const watcher = await connectTo(b.port);
      const watched = recordViews(watcher);
      watcher.send({ kind: 'watch', table });
      await watcher.next('view');
      /** A person who answers each decision after a short pause — again after being seated anew — and comes back with the token when the socket dies. */
      const play = async (person: (typeof people)[number], first: boolean): Promise<void> => {
        const client = await connectTo(person.port);
        person.client = client;
        const rng = seedRng(person.name + String(first));
        let timer: NodeJS.Timeout | null = null;
        client.socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as { kind: string; token?: string };
          if (message.kind === 'welcome') {
            person.token = message.token!;
            person.welcomes++;
          }
          const view = client.view();
          if (view === null) return;
          person.views.set(view.decisions, JSON.parse(JSON.stringify(view)) as ClientView);
          if (timer !== null) clearTimeout(timer);
          timer = setTimeout(() => {
            const now = client.view();
            const actions = now?.decision?.actions ?? [];
            if (now === null || now.outcome !== null || actions.length === 0 || client.socket.readyState !== client.socket.OPEN) return;
            const { player: _player, ...action } = actions[nextInt(rng, actions.length)]!;
            client.send({ kind: 'act', action, at: now.decisions });
          }, 10);
        });
        client.socket.on('close', () => {
          if (timer !== null) clearTimeout(timer);
        });
        client.send(first ? { kind: 'join', table, seat: person.seat, name: person.name } : { kind: 'resume', table, seat: person.seat, token: person.token });
        await client.next('welcome');
      };
      await play(people[0]!, true);
      await play(people[1]!, true);
      await people[0]!.client!.until((view) => view.decisions >= 12);
      const heard = Math.max(...people.map((p) => p.client!.view()!.decisions), watcher.view()!.decisions);
      const welcomesBefore = people[1]!.welcomes;
      const killedAt = performance.now();
      a.child.kill('SIGKILL');
      await people[0]!.client!.closed;
      // Anne's client reconnects (to the process that lives, as a load balancer would send it) with her token.
      people[0]!.port = b.port;
      await play(people[0]!, false);
      // Bram, relayed, is seated again where the table went: a new welcome and a whole view.
      await people[1]!.client!.until(() => people[1]!.welcomes > welcomesBefore);
      const takeover = performance.now() - killedAt;
      expect(takeover).toBeLessThan(5_000);
      const final = await people[0]!.client!.until((view) => view.outcome !== null);
      await watcher.until((view) => view.outcome !== null);
      expect(final.decisions).toBeGreaterThan(heard);
      const stored = await viewsAreStored(postgres.url, table, 0, people[0]!.views);
      expect(stored).toBeGreaterThanOrEqual(heard);
      await viewsAreStored(postgres.url, table, 2, people[1]!.views);
      await viewsAreStored(postgres.url, table, null, watched);
      console.log(
        `SIGKILL at ${heard} decisions heard: table served again and the relayed seat back in ${takeover.toFixed(0)} ms; the game went on to ${stored}.`,
      );
    } finally {
      for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
  }, 120_000);
});
