/**
 * `tortuga-rules/client`'s online table over real sockets: against the table server as deployed
 * (its own process, `npm run server`'s program) — join, play to the end, a dropped connection
 * resumed with the seat's token — and against a hostile server that sends what no server of the
 * protocol sends. No DOM: the `ws` package is the socket, as on Node 20.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { onlineTable, type TableSnapshot, type TableSocket, type TableStore } from '../../src/client/index.js';
import { playerNames } from '../../src/core/words/player-names.js';
import { DICE_EN } from '../../src/dice/en.js';
import { tortugaDice } from '../../src/dice/game.js';
import type { DiceAction } from '../../src/dice/types.js';
import type { DiceView } from '../../src/dice/view.js';
import { diceWords } from '../../src/dice/words.js';
import { startServerProcess } from '../support/table-server-process.js';

const diceEn = (names: readonly (string | null)[]) => diceWords(DICE_EN, { names: playerNames(names) });

/** Sockets of the `ws` package as the store's `TableSocket`s, each kept so a test can cut it. */
function wsConnector(): { connect: (url: string) => TableSocket; readonly opened: WebSocket[] } {
  const opened: WebSocket[] = [];
  return {
    opened,
    connect(url) {
      const ws = new WebSocket(url);
      opened.push(ws);
      const socket: TableSocket = { send: (data) => ws.send(data), close: () => ws.close(), onopen: null, onmessage: null, onclose: null, onerror: null };
      ws.on('open', () => socket.onopen?.());
      ws.on('message', (data) => socket.onmessage?.({ data: String(data) }));
      ws.on('close', () => socket.onclose?.());
      ws.on('error', () => socket.onerror?.());
      return socket;
    },
  };
}

/** Resolves with the first snapshot for which `test` holds (checked at once and after every change). */
function until<V, A>(store: TableStore<V, A>, test: (snapshot: TableSnapshot<V, A>) => boolean, ms = 20_000): Promise<TableSnapshot<V, A>> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const snapshot = store.getSnapshot();
      if (!test(snapshot)) return false;
      stop();
      clearTimeout(timer);
      resolve(snapshot);
      return true;
    };
    const stop = store.subscribe(() => void check());
    const timer = setTimeout(() => (stop(), reject(new Error(`no such snapshot in ${ms} ms: ${JSON.stringify(store.getSnapshot().connection)}`))), ms);
    check();
  });
}

/** Opens a table with a raw socket; resolves with its id. */
async function createTable(port: number, message: object): Promise<string> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/`);
  await new Promise((resolve) => ws.on('open', resolve));
  ws.send(JSON.stringify(message));
  const answer = JSON.parse(String(await new Promise((resolve) => ws.once('message', resolve)))) as { kind: string; table: string };
  ws.close();
  expect(answer.kind).toBe('created');
  return answer.table;
}

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const done of cleanup.splice(0)) done();
});

describe('tortuga-rules/client: an online table, against the table server as deployed', () => {
  it('joins under a name, plays the dice game to its end against a bot, and resumes its seat after the connection is cut', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'client-online-'));
    const { child, port } = await startServerProcess(join(dir, 'tables.sqlite'));
    cleanup.push(() => (child.kill('SIGKILL'), rmSync(dir, { recursive: true, force: true })));
    const table = await createTable(port, { kind: 'create', game: 'dice', options: {}, seats: ['open', 'easy'] });
    const tokens: string[] = [];
    const sockets = wsConnector();
    const store = onlineTable<DiceView, DiceAction>({
      game: 'tortuga-dice',
      server: `ws://127.0.0.1:${port}/`,
      table,
      role: { join: { seat: 0, name: 'Ada' } },
      words: diceEn,
      connect: sockets.connect,
      onSeat: (seat, token) => tokens.push(`${seat}:${token}`),
      reconnectMs: 50,
    });
    cleanup.push(() => store.close());
    const first = await until(store, (s) => s.view !== null && s.seats.length === 2);
    expect(first.connection).toBe('open');
    expect(first.seat).toBe(0);
    expect(first.view!.player).toBe(0);
    expect(first.seats[0]).toMatchObject({ kind: 'person', name: 'Ada', connected: true });
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatch(/^0:[0-9a-f]{32}$/);
    let cut = false;
    let decisions = 0;
    for (let guard = 0; guard < 2000; guard++) {
      const snapshot = await until(store, (s) => s.over || (s.connection === 'open' && s.view !== null && s.view.decision !== null && s.menu.nodes.length > 0));
      if (snapshot.over) break;
      if (decisions === 4 && !cut) {
        // The connection is cut: the store says so, reconnects with the seat's token, and the game goes on.
        cut = true;
        sockets.opened.at(-1)!.terminate();
        await until(store, (s) => s.connection === 'lost');
        const back = await until(store, (s) => s.connection === 'open' && s.view !== null);
        expect(back.seat).toBe(0);
        expect(sockets.opened.length).toBe(2);
        continue;
      }
      await wait(60); // a person's pace: the server allows 20 messages a second per connection
      if (store.getSnapshot().menu.nodes.length === 0) continue;
      const at = store.getSnapshot().view!.decisions;
      let nodes = store.getSnapshot().menu.nodes;
      while (nodes[0]!.action === null) {
        store.openGroup(0);
        nodes = store.getSnapshot().menu.nodes;
      }
      store.choose(nodes[0]!.action!);
      decisions++;
      await until(store, (s) => s.over || (s.view !== null && s.view.decisions > at) || s.refusal !== null);
      // A simultaneous decision (the secret keep) may be overtaken by the bot's: the server says so, and the person decides again.
      expect([null, 'STALE_ACTION']).toContain(store.getSnapshot().refusal?.code ?? null);
    }
    const end = store.getSnapshot();
    expect(end.over).toBe(true);
    expect(cut).toBe(true);
    expect(decisions).toBeGreaterThan(5);
    expect(end.view!.outcome).not.toBeNull();
  }, 120_000);
});

/** A server that answers every connection with `script(n)`'s messages (n: the connection's number, from 0). */
async function hostileServer(script: (n: number) => readonly string[]): Promise<{ url: string; connections: () => number; close: () => void }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.on('listening', resolve));
  let count = 0;
  server.on('connection', (ws) => {
    const n = count++;
    ws.once('message', () => {
      for (const message of script(n)) ws.send(message);
    });
  });
  const { port } = server.address() as { port: number };
  return { url: `ws://127.0.0.1:${port}/`, connections: () => count, close: () => server.close() };
}

const seatView = (seed: string): DiceView => JSON.parse(JSON.stringify(tortugaDice.viewFor(tortugaDice.setup({ players: 2, seed }), 0))) as DiceView;
const viewMessage = (view: unknown, game = 'dice'): string => JSON.stringify({ kind: 'view', game, view });
const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('tortuga-rules/client: an online table, against a hostile server', () => {
  /** A spectator's table at a hostile server; with `platform`, through the platform's WebSocket instead of `connect`. */
  const open = async (script: (n: number) => readonly string[], platform = false) => {
    const server = await hostileServer(script);
    const store = onlineTable<DiceView, DiceAction>({
      game: 'tortuga-dice',
      server: server.url,
      table: 'abcdefabcdef',
      role: { watch: true },
      words: diceEn,
      ...(platform ? {} : { connect: wsConnector().connect }),
      reconnectMs: 20,
    });
    cleanup.push(() => (store.close(), server.close()));
    return { server, store };
  };

  it('what is not a message of the protocol never reaches the screen: the connection is dropped and taken up again, backing off', async () => {
    const messages = [
      'not json',
      '[1,2]',
      JSON.stringify({ kind: 'view', game: 'dice', view: 'x' }),
      JSON.stringify({ kind: 'seats', seats: [{ seat: 99, kind: 'person', name: 'x', connected: true }] }),
      JSON.stringify({ kind: 'clock', clocks: [{ seat: 0, msLeft: -5 }] }),
      JSON.stringify({ kind: 'rejected', code: 'NOT_A_CODE', key: 'k', params: {}, message: 'm' }),
      JSON.stringify({ kind: 'view', game: 'dice', view: { ...seatView('h'), toAct: 'everyone' } }),
      `{"kind":"view","game":"dice","view":{"x":"${'a'.repeat(4_100_000)}"}}`,
    ];
    for (const bad of messages) {
      const { server, store } = await open(() => [bad]);
      const lost = await until(store, (s) => s.connection === 'lost', 5000);
      expect(lost.view).toBeNull();
      await wait(300);
      // 20, 40, 80, 160 ms …: a handful of connections in 300 ms, not hundreds.
      expect(server.connections()).toBeGreaterThan(1);
      expect(server.connections()).toBeLessThan(7);
      store.close();
    }
  });

  it('a view of another game, or one its words cannot read, is refused; a patch aimed at a prototype pollutes nothing', async () => {
    const other = await open(() => [viewMessage(seatView('o'), '1667')]);
    expect((await until(other.store, (s) => s.connection === 'closed', 5000)).view).toBeNull();

    const broken = seatView('b');
    const unreadable = await open(() => [
      viewMessage({ ...broken, decision: { prompt: { key: 'x', params: {} }, actions: [{ type: 'nonsense' }] }, seats: 7 }),
    ]);
    expect((await until(unreadable.store, (s) => s.connection === 'lost', 5000)).view).toBeNull();

    const polluting = await open((n) =>
      n === 0
        ? [viewMessage(seatView('p')), JSON.stringify({ kind: 'change', patches: [{ op: 'add', path: ['__proto__', 'polluted'], value: 1 }] })]
        : [viewMessage(seatView('p'))],
    );
    await until(polluting.store, (s) => s.view !== null, 5000);
    await until(polluting.store, (s) => s.connection === 'lost' || s.view === null, 5000).catch(() => null);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const again = await until(polluting.store, (s) => s.connection === 'open' && s.view !== null, 5000);
    expect(again.view!.player).toBe(0);
  });

  it("without `connect`, the platform's WebSocket is used (a browser's; here the ws package's class in its place)", async () => {
    const platform = globalThis as { WebSocket?: unknown };
    const before = platform.WebSocket;
    platform.WebSocket = WebSocket;
    try {
      const { store } = await open(() => [viewMessage(seatView('platform'))], true);
      const shown = await until(store, (s) => s.view !== null, 5000);
      expect(shown.connection).toBe('open');
      expect(shown.view!.player).toBe(0);
    } finally {
      platform.WebSocket = before;
    }
    delete platform.WebSocket;
    expect(() =>
      onlineTable<DiceView, DiceAction>({ game: 'tortuga-dice', server: 'ws://127.0.0.1:9/', table: 'x', role: { watch: true }, words: diceEn }),
    ).toThrow(/no WebSocket/);
    platform.WebSocket = before;
  });

  it('every option is checked: unknown keys, the game, the server address, the table id and the reconnection pause are named', () => {
    const base = {
      game: 'tortuga-dice',
      server: 'ws://127.0.0.1:9/',
      table: 'abcdefabcdef',
      role: { watch: true },
      words: diceEn,
      connect: wsConnector().connect,
    } as const;
    const open = (options: object) => () => onlineTable<DiceView, DiceAction>({ ...base, ...options } as never);
    expect(open({ retries: 3 })).toThrow(/Unknown option "retries" of onlineTable/);
    expect(open({ game: 'chess' })).toThrow(/game: tortuga-1667 or tortuga-dice/);
    expect(open({ server: 'http://127.0.0.1/' })).toThrow(/ws:\/\/ or wss:\/\//);
    expect(open({ table: '' })).toThrow(/table id/);
    expect(open({ reconnectMs: 0 })).toThrow(/reconnectMs/);
    expect(open({ reconnectMs: Number.NaN })).toThrow(/reconnectMs/);
  });

  it("a refusal is said in the table's words with its code and rule; a final one ends the table without retrying", async () => {
    const refusal = JSON.stringify({
      kind: 'rejected',
      code: 'STALE_ACTION',
      key: 'core.stale.past',
      params: { at: 3, now: 5 },
      message: 'stale',
      rule: 'CORE-STALE',
    });
    const { store } = await open(() => [viewMessage(seatView('r')), refusal]);
    const said = await until(store, (s) => s.refusal !== null, 5000);
    expect(said.refusal).toMatchObject({ code: 'STALE_ACTION', rule: 'CORE-STALE' });
    expect(said.connection).toBe('open');
    const final = JSON.stringify({ kind: 'rejected', code: 'NO_SUCH_TABLE', key: 'ui.online.refusal.noTable', params: {}, message: 'No such table.' });
    const gone = await open(() => [final]);
    const closed = await until(gone.store, (s) => s.connection === 'closed', 5000);
    expect(closed.refusal!.code).toBe('NO_SUCH_TABLE');
    expect(closed.refusal!.text.length).toBeGreaterThan(3);
    await wait(150);
    expect(gone.server.connections()).toBe(1);
  });
});
