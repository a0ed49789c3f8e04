import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_DECISIONS, MAX_MESSAGE, RATE, startServer, type GameServer, type ServerMessage } from '../../examples/websocket-server.js';
import { replayRecord } from '../../src/core/records/record.js';
import { tortuga1667 } from '../../src/t1667/game.js';

/** A test client: its messages as they arrive, and how its connection closed. */
interface Client {
  readonly socket: WebSocket;
  readonly messages: ServerMessage[];
  readonly closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  next(kind: ServerMessage['kind']): Promise<ServerMessage>;
}

function connect(server: GameServer): Promise<Client> {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/`);
  const messages: ServerMessage[] = [];
  const waiting: { kind: string; resolve: (m: ServerMessage) => void }[] = [];
  let read = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages.push(message);
    const i = waiting.findIndex((w) => w.kind === message.kind);
    if (i >= 0) {
      read = messages.length;
      waiting.splice(i, 1)[0]!.resolve(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const client: Client = {
    socket,
    messages,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (kind) => {
      const found = messages.slice(read).find((m) => m.kind === kind);
      if (found) {
        read = messages.indexOf(found) + 1;
        return Promise.resolve(found);
      }
      return new Promise((resolve) => waiting.push({ kind, resolve }));
    },
  };
  return new Promise((resolve) => socket.on('open', () => resolve(client)));
}

describe('examples/websocket-server.ts refuses what a hostile client tries', () => {
  let server: GameServer;
  afterEach(() => server.close());

  it('a seat cannot be taken over: joining a taken seat or resuming with a wrong token closes the connection, and nothing of the seat is sent', async () => {
    server = await startServer(4);
    const owner = await connect(server);
    owner.send({ kind: 'join', seat: 2 });
    const welcome = (await owner.next('welcome')) as Extract<ServerMessage, { kind: 'welcome' }>;
    expect(welcome.token).toMatch(/^[0-9a-f]{32}$/);
    for (const attempt of [
      { kind: 'join', seat: 2 },
      { kind: 'resume', seat: 2, token: '0'.repeat(32) },
      { kind: 'resume', seat: 2, token: 'x' },
      { kind: 'act', action: { type: 'peek' } },
    ]) {
      const thief = await connect(server);
      thief.send(attempt);
      const closed = await thief.closed;
      expect(closed.code).toBe(1008);
      expect(thief.messages).toEqual([]);
    }
    // The owner resumes from a new connection with its token; the old connection is replaced (one per seat).
    const again = await connect(server);
    again.send({ kind: 'resume', seat: 2, token: welcome.token });
    const view = (await again.next('view')) as Extract<ServerMessage, { kind: 'view' }>;
    expect(view.view.player).toBe(2);
    expect(view.full).toBe(true);
    expect((await owner.closed).code).toBe(4001);
  });

  it('an oversized message closes the connection at once (1009), before any parsing', async () => {
    server = await startServer(4);
    const client = await connect(server);
    client.send({ kind: 'join', seat: 0 });
    await client.next('view');
    client.send('x'.repeat(MAX_MESSAGE + 1));
    expect((await client.closed).code).toBe(1009);
  });

  it('a replayed action is refused as STALE_ACTION; an action without `at` is refused; the seat comes from the connection', async () => {
    server = await startServer(4, 'server-test');
    const clients = await Promise.all([0, 1, 2, 3].map(() => connect(server)));
    for (const [seat, client] of clients.entries()) client.send({ kind: 'join', seat });
    const views = await Promise.all(clients.map((c) => c.next('view') as Promise<Extract<ServerMessage, { kind: 'view' }>>));
    // The first decision: a Captain places the starting chest.
    const first = views.findIndex((v) => v.view.decision !== null);
    const decision = views[first]!.view.decision!.actions[0]!;
    const message = { kind: 'act', action: { ...decision, player: (first + 1) % 4, at: views[first]!.view.decisions } };
    clients[first]!.send(message);
    await clients[first]!.next('view');
    expect(server.state().decisions).toBe(1);
    expect(
      server
        .state()
        .log.flat()
        .find((e) => e.event.type === 'chestPlaced')?.event,
    ).toMatchObject({ player: first }); // not the seat the message named
    clients[first]!.send(message); // the same message again
    expect(await clients[first]!.next('rejected')).toMatchObject({ code: 'STALE_ACTION' });
    const { at: _at, ...unstamped } = message.action;
    clients[first]!.send({ kind: 'act', action: unstamped });
    expect(await clients[first]!.next('rejected')).toMatchObject({ code: 'STALE_ACTION' });
    expect(server.state().decisions).toBe(1);
  });

  it('a connection that does not identify itself is closed; the seed and every other seat’s secrets never reach a client', async () => {
    server = await startServer(4);
    const clients = await Promise.all([0, 1, 2, 3].map(() => connect(server)));
    for (const [seat, client] of clients.entries()) client.send({ kind: 'join', seat });
    await Promise.all(clients.map((c) => c.next('view')));
    const seed = server.record().config.seed;
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    for (const [seat, client] of clients.entries()) {
      const text = JSON.stringify(client.messages);
      expect(text).not.toContain(seed);
      for (let other = 0; other < 4; other++)
        if (other !== seat)
          for (const card of server.state().seats[other]!.hand)
            expect(JSON.stringify((client.messages.find((m) => m.kind === 'view') as Extract<ServerMessage, { kind: 'view' }>).view.you?.hand)).not.toContain(
              `"card":${card},`,
            );
    }
    const record = server.record();
    expect(replayRecord(tortuga1667, JSON.parse(JSON.stringify(record)))).toEqual(server.state());
  });

  it('a flood of 3,000 messages is cut to the rate (one RATE_LIMITED answer) and the connection closed; the game is capped', async () => {
    // The default burst, refilled at one a second: on a loaded machine the 100 messages over the rate
    // that close the connection may take longer than the default rate's 50 ms between tokens.
    server = await startServer(4, undefined, { perSecond: 1, burst: RATE.burst! });
    expect(server.state().options.maxDecisions).toBe(MAX_DECISIONS);
    const client = await connect(server);
    client.send({ kind: 'join', seat: 0 });
    await client.next('view');
    for (let i = 0; i < 3_000; i++) client.send({ kind: 'act', action: { type: 'peek', slots: [0, 1], at: -1 } });
    expect((await client.closed).code).toBe(1008);
    const answers = client.messages.filter((m) => m.kind === 'rejected');
    expect(answers.length).toBeLessThanOrEqual(RATE.burst! + 2);
    expect(answers.filter((m) => m.kind === 'rejected' && m.code === 'RATE_LIMITED')).toHaveLength(1);
    expect(server.state().decisions).toBe(0);
  });
});
