/**
 * Issue 43, M1, M2, L1, L2, L8–L10: the table server attacked as deployed — raw WebSockets on
 * 127.0.0.1 from several loopback addresses, with the server's default bounds; `main.ts` as a
 * process of its own where the attack could end the process; the SQLite file edited and locked
 * from outside between and during runs.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { HELLO_TIMEOUT, startTableServer, type TableServer } from '../../apps/table-server/server.js';
import { tortugaDice } from '../../src/index.js';
import type { ServerMessage } from '../../apps/table-server/protocol.js';
import { connectTo, type TestClient } from '../examples/table-server-client.js';
import { startServerProcess as startMain } from '../support/table-server-process.js';

let server: TableServer | null = null;
let child: ChildProcess | null = null;
const dirs: string[] = [];
afterEach(async () => {
  await server?.close();
  server = null;
  child?.kill('SIGKILL');
  child = null;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const tempDatabase = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'table-attack-'));
  dirs.push(dir);
  return join(dir, 'tables.sqlite');
};

/** Opens a dice table of two open seats from `from`; resolves with its id and the host token. */
async function open(port: number, from = '127.0.0.1', seats = ['open', 'open']): Promise<string> {
  const host = await connectTo(port, from);
  host.send({ kind: 'create', game: 'dice', options: {}, seats });
  const { table } = await host.next('created');
  host.socket.close();
  return table;
}

async function sit(port: number, table: string, seat: number, name: string, from = '127.0.0.1'): Promise<{ client: TestClient; token: string }> {
  const client = await connectTo(port, from);
  client.send({ kind: 'join', table, seat, name });
  const { token } = await client.next('welcome');
  await client.next('view');
  return { client, token };
}

/** Waits until `check` holds (5 s at most). */
async function until(check: () => boolean): Promise<void> {
  for (const started = Date.now(); !check();) {
    if (Date.now() - started > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The first answer a client hears after sending `send` (who sits where and the clock aside): a refusal's code, or the message's kind. */
async function answer(client: TestClient, send: unknown): Promise<string> {
  const before = client.messages.length;
  client.send(send);
  const heard = (): ServerMessage | undefined => client.messages.slice(before).find((m) => m.kind !== 'seats' && m.kind !== 'clock');
  await until(() => heard() !== undefined);
  const message = heard()!;
  return message.kind === 'rejected' ? message.code : message.kind;
}

/** Of two seated clients, the one with a decision to take. */
const deciding = (a: TestClient, b: TestClient): TestClient => ((a.view()!.decision?.actions.length ?? 0) > 0 ? a : b);

/** Sends the first legal action of the client's view; resolves with what it heard back. */
function actFirst(client: TestClient): Promise<string> {
  const view = client.view()!;
  const { player: _player, ...action } = view.decision!.actions[0]!;
  return answer(client, { kind: 'act', action, at: view.decisions });
}

/** The server as its own process on `database`, a dice table, Anne and Bram seated, and which of them decides now. */
async function twoAtATable(database: string) {
  const main = await startMain(database);
  child = main.child;
  const table = await open(main.port);
  const anne = await sit(main.port, table, 0, 'Anne');
  const bram = await sit(main.port, table, 1, 'Bram');
  return { main, table, anne, bram, actor: (): TestClient => deciding(anne.client, bram.client) };
}

/** Kills the server with SIGKILL, starts it again on the same database, and resolves with the decisions seat 0 sees once it resumed with its token. */
async function restartAndResume(running: ChildProcess, database: string, table: string, token: string): Promise<number> {
  running.kill('SIGKILL');
  const main = await startMain(database);
  child = main.child;
  const back = await connectTo(main.port);
  back.send({ kind: 'resume', table, seat: 0, token });
  await back.next('view');
  return back.view()!.decisions;
}

describe('issue 43: the table server under attack, with its default bounds', () => {
  it('M1: 1,000 creates from one connection open ten tables; other connections of that address are held to its rate; another address is not', async () => {
    server = await startTableServer({ botWorkers: 0 });
    const flooder = await connectTo(server.port, '127.0.0.2');
    for (let i = 0; i < 1_000; i++) flooder.send({ kind: 'create', game: 'dice', options: {}, seats: ['open', 'open'] });
    // Past its burst the connection is over the rate (one refusal), and closed after 100 more.
    expect((await flooder.closed).code).toBe(1008);
    expect(flooder.messages.filter((m) => m.kind === 'created').length).toBeLessThanOrEqual(10);
    expect(server.tables.size).toBeLessThanOrEqual(10);
    // A fresh connection from the same address: its address's budget is spent.
    const again = await connectTo(server.port, '127.0.0.2');
    expect(await answer(again, { kind: 'create', game: 'dice', options: {}, seats: ['open', 'open'] })).toBe('RATE_LIMITED');
    const other = await connectTo(server.port, '127.0.0.3');
    expect(await answer(other, { kind: 'create', game: 'dice', options: {}, seats: ['open', 'open'] })).toBe('created');
  });

  it('M1: a full server recovers: tables nobody sat at are cleared after unjoinedMs (also after a restart), finished ones after finishedMs, and their seats are told', async () => {
    const database = tempDatabase();
    const expiry = { unjoinedMs: 600, finishedMs: 600, idleMs: 60_000 };
    // Anne plays at machine speed: her messages' rate far above a person's.
    server = await startTableServer({
      database,
      botWorkers: 0,
      botDelayMs: 0,
      maxTables: 3,
      expiry,
      createRate: { perSecond: 1_000, burst: 1_000 },
      rate: { perSecond: 10_000, burst: 10_000 },
    });
    const played = await open(server.port, '127.0.0.1', ['open', 'easy']);
    const anne = await sit(server.port, played, 0, 'Anne');
    await anne.client.playRandom('m1');
    await open(server.port);
    await open(server.port);
    const full = await connectTo(server.port);
    expect(await answer(full, { kind: 'create', game: 'dice', options: {}, seats: ['open', 'open'] })).toBe('TOO_MANY_TABLES');
    await server.close();
    server = await startTableServer({ database, botWorkers: 0, maxTables: 3, expiry, createRate: { perSecond: 1_000, burst: 1_000 } });
    expect(server.tables.size).toBe(3);
    const watcher = await connectTo(server.port);
    watcher.send({ kind: 'watch', table: played });
    await watcher.next('view');
    await new Promise((resolve) => setTimeout(resolve, 700));
    const later = await connectTo(server.port);
    expect(await answer(later, { kind: 'create', game: 'dice', options: {}, seats: ['open', 'open'] })).toBe('created');
    expect(server.tables.size).toBe(1);
    const told = await watcher.next('rejected');
    expect(told).toMatchObject({ code: 'TABLE_CLOSED', params: { why: 'finished' } });
    expect((await watcher.closed).code).toBe(1000);
    // The cleared tables' rows are gone: a restart opens only the new one.
    await server.close();
    server = await startTableServer({ database, botWorkers: 0, expiry });
    expect(server.tables.size).toBe(1);
  });

  it(
    `M2: a refused fill or create does not skip the hello timeout (${HELLO_TIMEOUT} ms); one address holds at most 32 connections`,
    async () => {
      server = await startTableServer({ botWorkers: 0 });
      const table = await open(server.port);
      const idler = await connectTo(server.port, '127.0.0.4');
      expect(await answer(idler, { kind: 'fill', table, seat: 0, level: 'easy', host: '0'.repeat(32) })).toBe('BAD_TOKEN');
      const loiterer = await connectTo(server.port, '127.0.0.4');
      expect(await answer(loiterer, { kind: 'create', game: 'chess', options: {}, seats: ['open'] })).toBe('BAD_OPTIONS');
      expect((await idler.closed).code).toBe(1008);
      expect((await loiterer.closed).code).toBe(1008);
      const many: TestClient[] = [];
      for (let i = 0; i < 32; i++) many.push(await connectTo(server.port, '127.0.0.5'));
      const one = await connectTo(server.port, '127.0.0.5');
      expect((await one.closed).code).toBe(1013);
      const elsewhere = await connectTo(server.port, '127.0.0.6');
      elsewhere.send({ kind: 'watch', table });
      await elsewhere.next('view');
      for (const client of many) client.socket.close();
    },
    HELLO_TIMEOUT + 10_000,
  );

  it('L1, T67-OPT-TIMER: options {"__proto__": {"timer": true}} are refused by name; no table is made whose engine plays the timer the server does not run', async () => {
    server = await startTableServer({ botWorkers: 0 });
    const client = await connectTo(server.port);
    client.send(`{"kind":"create","game":"1667","options":{"__proto__":{"timer":true}},"seats":["open","easy","easy"]}`);
    const refused = await client.next('rejected');
    expect(refused.code).toBe('BAD_OPTIONS');
    expect(refused.message).toContain('"__proto__"');
    expect(server.tables.size).toBe(0);
  });

  it("L2: invisible names and a name that looks like another seat's are refused", async () => {
    server = await startTableServer({ botWorkers: 0 });
    const table = await open(server.port, '127.0.0.1', ['open', 'open', 'open']);
    for (const name of ['\u3164', '\u2800\u2800', '\u0301\u0308\u0301', '\u200B\u200B']) {
      const client = await connectTo(server.port);
      expect(await answer(client, { kind: 'join', table, seat: 1, name }), JSON.stringify(name)).toBe('MALFORMED_MESSAGE');
    }
    await sit(server.port, table, 0, 'Anne');
    for (const name of ['anne', 'ＡＮＮＥ', 'An\u00ADne', ' Anne\u200B']) {
      const client = await connectTo(server.port);
      expect(await answer(client, { kind: 'join', table, seat: 1, name }), JSON.stringify(name)).toBe('NAME_TAKEN');
    }
    await sit(server.port, table, 1, 'Bram');
  });

  it('L8: a write lock held elsewhere refuses the decision (NOT_STORED, the table told), the process lives, play goes on once the lock is gone, and a restart loses nothing anyone heard of', async () => {
    const database = tempDatabase();
    const { main, table, anne, bram, actor } = await twoAtATable(database);
    expect(await actFirst(actor())).toBe('change');
    await until(() => anne.client.view()!.decisions === bram.client.view()!.decisions);
    const lock = new Database(database);
    lock.exec('BEGIN IMMEDIATE'); // another process holds the write lock
    const who = actor();
    const other = who === anne.client ? bram.client : anne.client;
    const heard = other.messages.length;
    expect(await actFirst(who)).toBe('NOT_STORED');
    await until(() => other.messages.length > heard);
    expect(other.messages.at(-1)).toMatchObject({ kind: 'rejected', code: 'NOT_STORED' });
    expect(main.child.exitCode).toBeNull();
    lock.exec('ROLLBACK');
    lock.close();
    expect(await actFirst(actor())).toBe('change');
    expect(await restartAndResume(main.child, database, table, anne.token)).toBe(anne.client.view()!.decisions);
  }, 60_000);

  // A full disk for real: a 2 MiB tmpfs (mounting needs root; elsewhere the lock test above covers the same path).
  const tiny = join(tmpdir(), `table-full-${process.pid}`);
  const canMount =
    process.getuid?.() === 0 &&
    (mkdirSync(tiny, { recursive: true }), spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', tiny]).status === 0) &&
    spawnSync('umount', [tiny]).status === 0;
  // The mount point itself, once nothing is mounted on it (`mountpoint` says 32; a lazy unmount still under way leaves it).
  afterAll(() => {
    if (spawnSync('mountpoint', ['-q', tiny]).status === 32) rmSync(tiny, { recursive: true, force: true });
  });
  it.skipIf(!canMount)(
    'L8: a full disk refuses the decision (NOT_STORED), the process lives, play goes on once there is room, and a restart loses nothing anyone heard of',
    async () => {
      expect(spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', tiny]).status).toBe(0);
      try {
        const database = join(tiny, 'tables.sqlite');
        const { main, table, anne, bram, actor } = await twoAtATable(database);
        // Fill what is left of the disk.
        const filler = join(tiny, 'filler');
        const block = Buffer.alloc(4096, 1);
        let written = 0;
        try {
          for (;;) {
            writeFileSync(filler, block, { flag: 'a' });
            written++;
          }
        } catch {
          // the disk is full
        }
        expect(written).toBeGreaterThan(0);
        const outcomes: string[] = [];
        for (let i = 0; i < 20 && !outcomes.includes('NOT_STORED'); i++) {
          outcomes.push(await actFirst(actor()));
          await until(() => anne.client.view()!.decisions === bram.client.view()!.decisions);
        }
        expect(outcomes).toContain('NOT_STORED');
        expect(main.child.exitCode).toBeNull();
        unlinkSync(filler);
        expect(await actFirst(actor())).toBe('change');
        await until(() => anne.client.view()!.decisions === bram.client.view()!.decisions);
        expect(await restartAndResume(main.child, database, table, anne.token)).toBe(anne.client.view()!.decisions);
      } finally {
        child?.kill('SIGKILL');
        await new Promise((resolve) => setTimeout(resolve, 200));
        spawnSync('umount', ['-l', tiny]);
      }
    },
    60_000,
  );

  it('L9, L10: a deleted decision row, another legal decision, a new seed and a swapped token hash each close only their table, as damaged (its seats are told); the rest start', async () => {
    const database = tempDatabase();
    server = await startTableServer({ database, botWorkers: 0, botDelayMs: 0 });
    const port = server.port;
    const tables = { good: await open(port), deleted: await open(port), replaced: await open(port), reseeded: await open(port), swapped: await open(port) };
    const tokens: Record<string, string> = {};
    for (const [what, table] of Object.entries(tables)) {
      const a = await sit(port, table, 0, 'Anne');
      const b = await sit(port, table, 1, 'Bram');
      tokens[what] = a.token;
      if (what === 'reseeded') continue; // no decision yet: a new seed would deal another game
      void a.client.playRandom(`${what}-a`);
      void b.client.playRandom(`${what}-b`);
      await a.client.until((view) => view.decisions >= 4);
      a.client.socket.close();
      b.client.socket.close();
    }
    await server.close();
    server = null;
    const db = new Database(database);
    db.prepare('DELETE FROM decisions WHERE table_id = ? AND n = 1').run(tables.deleted);
    // Another legal decision: the first one replaced by a different legal action of the same state.
    const config = JSON.parse((db.prepare('SELECT config FROM tables WHERE id = ?').get(tables.replaced) as { config: string }).config) as {
      players: number;
      seed: string;
    };
    const first = (db.prepare('SELECT action FROM decisions WHERE table_id = ? AND n = 0').get(tables.replaced) as { action: string }).action;
    const alternative = tortugaDice
      .legalActions(tortugaDice.setup(config as never), (JSON.parse(first) as { player: number }).player)
      .map((a) => JSON.stringify(a))
      .find((a) => a !== first);
    expect(alternative).toBeDefined();
    db.prepare('DELETE FROM decisions WHERE table_id = ? AND n > 0').run(tables.replaced);
    db.prepare('UPDATE decisions SET action = ? WHERE table_id = ? AND n = 0').run(alternative, tables.replaced);
    db.prepare('UPDATE tables SET config = ? WHERE id = ?').run(JSON.stringify({ ...config, seed: 'chosen-by-the-attacker' }), tables.reseeded);
    const mine = 'a'.repeat(32);
    db.prepare('UPDATE seats SET token_hash = ? WHERE table_id = ? AND seat = 0').run(createHash('sha256').update(mine).digest('hex'), tables.swapped);
    db.close();
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => void errors.push(message);
    try {
      server = await startTableServer({ database, botWorkers: 0 });
    } finally {
      console.error = original;
    }
    expect([...server.tables.keys()]).toEqual([tables.good]);
    expect(new Set(server.damaged.keys())).toEqual(new Set([tables.deleted, tables.replaced, tables.reseeded, tables.swapped]));
    for (const [what, table] of Object.entries(tables)) {
      if (what === 'good') continue;
      const seat = await connectTo(server.port);
      expect(await answer(seat, { kind: 'resume', table, seat: 0, token: what === 'swapped' ? mine : tokens[what] }), what).toBe('TABLE_DAMAGED');
      expect(seat.messages.at(-1)).toMatchObject({ message: expect.stringContaining('damaged') });
    }
    const good = await connectTo(server.port);
    good.send({ kind: 'resume', table: tables.good, seat: 0, token: tokens.good });
    await good.next('view');
  }, 60_000);
});
