import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTableServer, type TableServer } from '../../apps/table-server/server.js';
import { MAX_MESSAGE } from '../../apps/table-server/protocol.js';
import { MAX_WATCHERS } from '../../apps/table-server/table.js';
import { BotPool } from '../../apps/table-server/bot-pool.js';
import { LOCALES, tortuga1667, tortugaDice } from '../../src/index.js';
import { loadLocale, words1667 } from '../../apps/web/src/words.js';
import { connectTo, type TestClient } from './table-server-client.js';

// The web client's words of every language (each a chunk of its own there), to say the server's refusals as a page does.
await Promise.all(LOCALES.map(loadLocale));

// Tests connect from one address at machine speed: the per-address bounds far above a person's unless a test sets its own.
const FAST = {
  botDelayMs: 0,
  botWarmUpWorlds: 0,
  rate: { perSecond: 100_000, burst: 100_000 },
  maxConnectionsPerAddress: 100_000,
  createRate: { perSecond: 100_000, burst: 100_000 },
} as const;

async function createTable(server: TableServer, game: '1667' | 'dice', seats: string[], options: Record<string, unknown> = {}): Promise<string> {
  const host = await connectTo(server.port);
  host.send({ kind: 'create', game, options, seats });
  const { table } = await host.next('created');
  host.socket.close();
  return table;
}

async function joinSeat(server: TableServer, table: string, seat: number, name: string): Promise<{ client: TestClient; token: string }> {
  const client = await connectTo(server.port);
  client.send({ kind: 'join', table, seat, name });
  const { token } = await client.next('welcome');
  await client.next('view');
  return { client, token };
}

describe('apps/table-server: tables of both games over real sockets', () => {
  let server: TableServer;
  let dir: string | null = null;
  afterEach(async () => {
    await server.close();
    if (dir !== null) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  for (const game of ['1667', 'dice'] as const) {
    it(`${game}: two people and two bots play a whole game, a spectator watches, and every view rebuilt from the changes is the server's`, async () => {
      server = await startTableServer(FAST);
      const table = await createTable(server, game, ['open', 'medium', 'open', 'easy']);
      const watcher = await connectTo(server.port);
      watcher.send({ kind: 'watch', table });
      await watcher.next('view');
      const a = await joinSeat(server, table, 0, 'Anne');
      const b = await joinSeat(server, table, 2, 'Bram');
      const seats = await watcher.until(() => true).then(() => watcher.messages.filter((m) => m.kind === 'seats').at(-1));
      expect(seats).toBeDefined();
      await Promise.all([a.client.playRandom('a'), b.client.playRandom('b')]);
      const state = server.tables.get(table)!.current;
      const engine = game === '1667' ? tortuga1667 : tortugaDice;
      await watcher.until((view) => view.outcome !== null);
      expect(engine.outcome(state as never)).not.toBeNull();
      expect(a.client.view()).toEqual(JSON.parse(JSON.stringify(engine.viewFor(state as never, 0))));
      expect(b.client.view()).toEqual(JSON.parse(JSON.stringify(engine.viewFor(state as never, 2))));
      expect(watcher.view()).toEqual(JSON.parse(JSON.stringify(engine.viewFor(state as never, null))));
    });
  }

  it('bots decide in worker threads: a person against a hard bot plays the dice game to the end, every bot decision made by a worker', async () => {
    server = await startTableServer({ ...FAST, botWorkers: 1 });
    const table = await createTable(server, 'dice', ['open', 'hard']);
    const person = await joinSeat(server, table, 0, 'Anne');
    await person.client.playRandom('pool');
    const state = server.tables.get(table)!.current as { log: { event: { type: string; player?: number } }[] };
    expect(tortugaDice.outcome(state as never)).not.toBeNull();
    // The table keeps no bot of its own when there is a pool, so each of the bot's decisions came back from a worker.
    expect(server.bots!.decided).toBeGreaterThan(0);
    expect(server.bots!.size).toBe(1);
  });

  it('the host seats a bot in a seat nobody took, and only the host: stored, told to everyone, played, and kept over a restart', async () => {
    dir = mkdtempSync(join(tmpdir(), 'table-fill-'));
    const database = join(dir, 'tables.sqlite');
    server = await startTableServer({ ...FAST, database });
    const opener = await connectTo(server.port);
    opener.send({ kind: 'create', game: 'dice', options: {}, seats: ['open', 'open', 'open'] });
    const { table, host } = await opener.next('created');
    opener.socket.close();
    const anne = await joinSeat(server, table, 0, ' Anne\u202e\u0007 '); // format and control characters are dropped, as playerNames would refuse them
    const refusals: [unknown, string][] = [
      [{ kind: 'fill', table, seat: 1, level: 'medium', host: 'f'.repeat(32) }, 'BAD_TOKEN'],
      [{ kind: 'fill', table, seat: 1, level: 'medium', host: anne.token }, 'BAD_TOKEN'],
      [{ kind: 'fill', table, seat: 0, level: 'medium', host }, 'SEAT_TAKEN'],
      [{ kind: 'fill', table, seat: 5, level: 'medium', host }, 'NO_SUCH_SEAT'],
      [{ kind: 'fill', table, seat: 1, level: 'grandmaster', host }, 'BAD_OPTIONS'],
      [{ kind: 'fill', table: 'ffffffffffff', seat: 1, level: 'medium', host }, 'NO_SUCH_TABLE'],
    ];
    for (const [attempt, code] of refusals) {
      const client = await connectTo(server.port);
      client.send(attempt);
      expect((await client.next('rejected')).code, JSON.stringify(attempt)).toBe(code);
      client.socket.close();
    }
    for (const seat of [1, 2]) {
      const client = await connectTo(server.port);
      client.send({ kind: 'fill', table, seat, level: 'medium', host });
      expect(await client.next('filled')).toMatchObject({ table, seat });
      client.socket.close();
    }
    const seats = await anne.client.until(() =>
      anne.client.messages.filter((m) => m.kind === 'seats').some((m) => m.seats.every((seat) => seat.kind !== 'open')),
    );
    expect(seats).toBeDefined();
    await server.close();
    server = await startTableServer({ ...FAST, database });
    const back = await connectTo(server.port);
    back.send({ kind: 'resume', table, seat: 0, token: anne.token });
    await back.next('view');
    const stored = (await back.next('seats')).seats;
    expect(stored.map((seat) => seat.kind)).toEqual(['person', 'bot', 'bot']);
    expect(stored[0]!.name).toBe('Anne');
    await back.playRandom('fill');
    expect(tortugaDice.outcome(server.tables.get(table)!.current as never)).not.toBeNull();
  });

  it('a hostile client is refused with a named code and changes nothing', async () => {
    server = await startTableServer({ ...FAST, botDelayMs: 60_000 });
    const table = await createTable(server, '1667', ['open', 'open', 'open', 'open']);
    const people = [await joinSeat(server, table, 0, 'Owner'), await joinSeat(server, table, 2, 'Other')];
    const before = server.tables.get(table)!.decisions;
    const attempts: [unknown, string][] = [
      [{ kind: 'join', table, seat: 0, name: 'Thief' }, 'SEAT_TAKEN'],
      [{ kind: 'resume', table, seat: 0, token: '0'.repeat(32) }, 'BAD_TOKEN'],
      [{ kind: 'resume', table, seat: 1, token: 'f'.repeat(32) }, 'BAD_TOKEN'],
      [{ kind: 'resume', table, seat: 2, token: people[0]!.token }, 'BAD_TOKEN'],
      [{ kind: 'join', table: 'ffffffffffff', seat: 0, name: 'X' }, 'NO_SUCH_TABLE'],
      [{ kind: 'join', table, seat: 1, name: 'X', admin: true }, 'UNKNOWN_KEY'],
      [{ kind: 'act', action: { type: 'peek', slots: [0, 1] }, at: 0 }, 'NOT_SEATED'],
      [{ kind: 'join', table, seat: 1, name: '' }, 'MALFORMED_MESSAGE'],
      [{ kind: 'create', game: '1667', options: { seed: 'mine' }, seats: ['open', 'open'] }, 'BAD_OPTIONS'],
      [{ kind: 'create', game: '1667', options: { wind: 'strong' }, seats: ['open', 'open'] }, 'BAD_OPTIONS'],
      [{ kind: 'create', game: 'chess', seats: ['open', 'open'] }, 'BAD_OPTIONS'],
      ['not json', 'MALFORMED_MESSAGE'],
    ];
    for (const [attempt, code] of attempts) {
      const thief = await connectTo(server.port);
      thief.send(attempt);
      const refusal = await thief.next('rejected');
      expect(refusal.code, JSON.stringify(attempt)).toBe(code);
      // Its words are data: a client says them in every language with the server's words (the web client's way), the English as the server sent it.
      const said = LOCALES.map((locale) => words1667(locale).message(null, refusal).text);
      expect(said[0], refusal.key).toBe(refusal.message);
      expect(new Set(said).size, refusal.key).toBe(3);
      expect(thief.messages.some((m) => m.kind === 'view' || m.kind === 'welcome')).toBe(false);
      thief.socket.close();
    }
    // The seat comes from the connection: naming another player is overwritten, a stale view refused.
    for (const seat of [1, 3]) people.push(await joinSeat(server, table, seat, `Seat ${seat}`));
    const owner = people.find((p) => p.client.view()!.decision !== null)!.client;
    const view = owner.view()!;
    const action = view.decision!.actions[0]!;
    owner.send({ kind: 'act', action: { ...action, player: 1 }, at: view.decisions + 3 });
    expect((await owner.next('rejected')).code).toBe('STALE_ACTION');
    owner.send({ kind: 'act', action: { type: 'reveal', slot: 7 }, at: view.decisions });
    const illegal = await owner.next('rejected');
    expect(illegal.rule).toBeDefined();
    expect(server.tables.get(table)!.decisions).toBe(before);
    // Too big a message closes the connection (ws: 1009); a flood is refused, then closed.
    const big = await connectTo(server.port);
    big.send(JSON.stringify({ kind: 'watch', table, pad: 'x'.repeat(MAX_MESSAGE) }));
    expect((await big.closed).code).toBe(1009);
    await server.close();
    server = await startTableServer({ botDelayMs: 0, rate: { perSecond: 5, burst: 5 } });
    const flood = await connectTo(server.port);
    for (let i = 0; i < 200; i++) flood.send({ kind: 'watch', table: 'ffffffffffff' });
    expect((await flood.next('rejected')).code).toBe('NO_SUCH_TABLE');
    expect(flood.messages.filter((m) => m.kind === 'rejected' && m.code === 'RATE_LIMITED')).toHaveLength(1);
    expect((await flood.closed).code).toBe(1008);
  });

  it('connections and spectators are bounded: one too many is closed or refused', async () => {
    server = await startTableServer({ ...FAST, maxConnections: 3 });
    const open = [await connectTo(server.port), await connectTo(server.port), await connectTo(server.port)];
    const extra = await connectTo(server.port);
    expect((await extra.closed).code).toBe(1013);
    for (const client of open) client.socket.close();
    await server.close();
    server = await startTableServer(FAST);
    const table = await createTable(server, 'dice', ['open', 'open']);
    const watchers: TestClient[] = [];
    for (let i = 0; i < MAX_WATCHERS; i++) {
      const watcher = await connectTo(server.port);
      watcher.send({ kind: 'watch', table });
      await watcher.next('view');
      watchers.push(watcher);
    }
    const late = await connectTo(server.port);
    late.send({ kind: 'watch', table });
    expect((await late.next('rejected')).code).toBe('TABLE_FULL');
    watchers[0]!.socket.close();
    await watchers[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await connectTo(server.port);
    next.send({ kind: 'watch', table });
    await next.next('view'); // a chair freed is taken again
  });

  it('T67-OPT-TIMER: a person who lets the clock run out gets the timeout action', async () => {
    server = await startTableServer({ ...FAST, clockMs: 30 });
    const table = await createTable(server, '1667', ['open', 'medium', 'medium'], { timer: true });
    const { client } = await joinSeat(server, table, 0, 'Slow');
    await client.until((view) => view.decisions > 12);
    expect(client.messages.some((m) => m.kind === 'clock')).toBe(true);
  });

  it('a table outlives the server: stored as it goes, replayed on start, and a seat resumes with its token', async () => {
    dir = mkdtempSync(join(tmpdir(), 'tables-'));
    const database = join(dir, 'tables.sqlite');
    server = await startTableServer({ ...FAST, database, botDelayMs: 60_000 });
    const table = await createTable(server, 'dice', ['open', 'open']);
    const a = await joinSeat(server, table, 0, 'Anne');
    const b = await joinSeat(server, table, 1, 'Bram');
    const played = Promise.all([a.client.playRandom('a'), b.client.playRandom('b')]);
    void played;
    await a.client.until((view) => view.decisions >= 20);
    await server.close();
    const seen = a.client.view()!.decisions;
    server = await startTableServer({ ...FAST, database });
    const back = await connectTo(server.port);
    back.send({ kind: 'resume', table, seat: 0, token: a.token });
    await back.next('view');
    expect(back.view()!.decisions).toBeGreaterThanOrEqual(seen);
    expect(server.tables.get(table)!.decisions).toBe(back.view()!.decisions);
  });
});

/** Starts `npm run server`'s program in a child process on `database`; resolves with it and its port. */
function startChild(database: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/table-server/main.ts', '--db', database, '--port', '0', '--bot-delay-ms', '0'], {
    cwd: join(import.meta.dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const port = /ws:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
      if (port !== undefined) resolve({ child, port: Number(port) });
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it listened: ${out}`)));
  });
}

describe('apps/table-server killed with SIGKILL mid-game', () => {
  it('loses no decision anyone heard of, and every seat resumes where it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tables-kill-'));
    const database = join(dir, 'tables.sqlite');
    try {
      let { child, port } = await startChild(database);
      const host = await connectTo(port);
      host.send({ kind: 'create', game: '1667', options: {}, seats: ['open', 'open', 'medium', 'open'] });
      const { table } = await host.next('created');
      const seats = [0, 1, 3];
      const tokens: string[] = [];
      const clients: TestClient[] = [];
      for (const seat of seats) {
        const client = await connectTo(port);
        client.send({ kind: 'join', table, seat, name: `P${seat}` });
        tokens.push((await client.next('welcome')).token);
        clients.push(client);
      }
      for (const [i, client] of clients.entries()) void client.playRandom(`kill-${i}`);
      await clients[0]!.until((view) => view.decisions >= 40);
      child.kill('SIGKILL'); // in the middle of the play: the clients are still sending
      await new Promise((resolve) => child.once('exit', resolve));
      const heard = Math.max(...clients.map((client) => client.view()!.decisions));
      ({ child, port } = await startChild(database));
      try {
        const back: TestClient[] = [];
        for (const [i, seat] of seats.entries()) {
          const client = await connectTo(port);
          client.send({ kind: 'resume', table, seat, token: tokens[i] });
          await client.next('view');
          back.push(client);
        }
        for (const [i, client] of back.entries()) {
          // Every seat sees the game at least where it saw it last, the same number for all.
          expect(client.view()!.decisions).toBeGreaterThanOrEqual(heard);
          expect(client.view()!.decisions).toBe(back[0]!.view()!.decisions);
          void client.playRandom(`again-${i}`);
        }
        const ends = await Promise.all(back.map((client) => client.until((view) => view.outcome !== null)));
        expect(new Set(ends.map((view) => view.decisions)).size).toBe(1);
      } finally {
        child.kill('SIGKILL');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('apps/table-server reading back a damaged database', () => {
  it('a table whose stored decisions do not replay stays closed; the others open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tables-damaged-'));
    const database = join(dir, 'tables.sqlite');
    try {
      let server = await startTableServer({ ...FAST, database, botDelayMs: 60_000 });
      const good = await createTable(server, 'dice', ['open', 'open']);
      const bad = await createTable(server, 'dice', ['open', 'open']);
      for (const table of [good, bad]) {
        const [a, b] = [await joinSeat(server, table, 0, 'A'), await joinSeat(server, table, 1, 'B')];
        void a.client.playRandom(`${table}-a`);
        void b.client.playRandom(`${table}-b`);
        await a.client.until((view) => view.decisions >= 6);
      }
      await server.close();
      const db = new Database(database);
      db.prepare('UPDATE decisions SET action = \'{"type":"keep","player":0,"dice":[99]}\' WHERE table_id = ? AND n = 3').run(bad);
      db.close();
      const errors: string[] = [];
      const original = console.error;
      console.error = (message: string) => void errors.push(message);
      try {
        server = await startTableServer({ ...FAST, database });
      } finally {
        console.error = original;
      }
      expect([...server.tables.keys()]).toEqual([good]);
      expect(errors.join('\n')).toContain(bad);
      await server.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('apps/table-server: the bot pool', () => {
  it('a worker warms up between its first decisions: one asked during a long warm-up is answered at once, a short one ends and says so', async () => {
    const view = tortugaDice.viewFor(tortugaDice.setup({ players: 2, seed: 'pool' }), 0);
    const long = new BotPool(1, 10_000_000); // minutes of warm-up: a decision that had to wait for its end would time out
    try {
      expect((await long.choose('dice', 'medium', view, 'a')).type).toBe('keep');
      expect(long.warmUps).toEqual([]);
    } finally {
      await long.close();
    }
    expect(() => new BotPool(1, -1)).toThrow(/warm-up takes a whole number of sampled worlds from 0 to 10,000,000, not -1/);
    expect(() => new BotPool(0)).toThrow(/1 to 64 workers, not 0/);
    await expect(startTableServer({ ...FAST, botWarmUpWorlds: 1.5 })).rejects.toThrow(/not 1.5/);
    const short = new BotPool(1, 300);
    try {
      while (short.warmUps.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(short.warmUps[0]!.error).toBeUndefined();
      expect((await short.choose('dice', 'hard', view, 'b')).type).toBe('keep');
    } finally {
      await short.close();
    }
  });

  it('a worker that stops refuses what it owed and is replaced; the pool goes on deciding', async () => {
    const pool = new BotPool(1, 0);
    try {
      const view = tortugaDice.viewFor(tortugaDice.setup({ players: 2, seed: 'pool' }), 0);
      expect((await pool.choose('dice', 'medium', view, 'a')).type).toBe('keep');
      const owed = pool.choose('dice', 'expert', view, 'b');
      await (pool as unknown as { workers: { terminate(): Promise<number> }[] }).workers[0]!.terminate();
      await expect(owed).rejects.toThrow(/stopped/);
      expect((await pool.choose('dice', 'medium', view, 'c')).type).toBe('keep');
      expect(pool.decided).toBe(2);
    } finally {
      await pool.close();
    }
  });
});
