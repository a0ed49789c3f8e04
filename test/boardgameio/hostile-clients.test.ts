import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT_MOVE, boardgameGame, createServer, DEAL_MOVE, type BoardgameServerModule } from '../../src/boardgameio/index.js';
import type { BaseAction } from '../../src/core/engine/game.js';
import { nextInt, seedRng } from '../../src/core/engine/rng.js';
import { boardgameErrorLog, ENGINES, type AnyEngine } from './support.js';
import { closeAll, latest, openMatch, openSocket, post, send, settle, startServer, syncSeat, until, type Seat, type TestServer } from './sockets.js';

// boardgame.io logs each refusal a test provokes: captured and checked, not printed.
const errors = boardgameErrorLog();

/**
 * boardgame.io's real Server over socket.io on 127.0.0.1, attacked by raw sockets that speak its
 * protocol as a hostile player would. Every attack runs against the adapter's `createServer` (it
 * must fail) and, where boardgame.io's plain `Server` lets it through, against that too — the
 * control that shows the test sees the attack.
 */
const games = ENGINES.map((engine) => boardgameGame(engine));
const servers: Record<'guarded' | 'plain', TestServer> = {} as never;
const KINDS = ['guarded', 'plain'] as const;
const [T1667, DICE] = ENGINES as [AnyEngine, AnyEngine];

beforeAll(async () => {
  servers.guarded = await startServer('guarded', games, { rate: { perSecond: 10_000, burst: 10_000 }, maxRefusals: 1_000 });
  servers.plain = await startServer('plain', games);
});

afterAll(() => {
  for (const kind of KINDS) servers[kind].stop();
});

/** The server's stored state of a match (boardgame.io's `State`). */
const stored = (server: TestServer, matchID: string) => server.db.fetch(matchID, { state: true }).state!;

/** A match with every seat joined and synced, dealt by seat 0. */
async function dealtMatch(server: TestServer, engine: AnyEngine, players: number, seed: string) {
  const match = await openMatch(server.base, engine.name, players, { seed });
  send(match.seats[0]!, match.matchID, 0, DEAL_MOVE, []);
  await until(() => [...match.seats, match.spectator].every((seat) => latest(seat)._stateID >= 1), 'the deal');
  return match;
}

/** Plays random legal actions, each from its seat's own view, until `done` holds for the stored engine state. */
async function playUntil(
  server: TestServer,
  engine: AnyEngine,
  match: { matchID: string; seats: Seat[] },
  done: (state: object) => boolean,
  seed: string,
): Promise<void> {
  const rng = seedRng(seed);
  for (let step = 0; step < 2_000; step++) {
    const state = stored(server, match.matchID);
    if (done(state.G as object)) return;
    const active = engine.toAct(state.G as object);
    const seat = active[nextInt(rng, active.length)]!;
    const actions = (latest(match.seats[seat]!).G as { decision: { actions: BaseAction[] } }).decision.actions;
    send(match.seats[seat]!, match.matchID, state._stateID, ACT_MOVE, [actions[nextInt(rng, actions.length)]!]);
    await until(() => match.seats.every((s) => latest(s)._stateID > state._stateID), `state ${state._stateID + 1}`);
  }
  throw new Error('the condition was not reached');
}

/** Sends something and waits for the server's answer to that socket: the guard's `refused`, or boardgame.io's re-sent state. */
async function answered(seat: Seat, sendIt: () => void): Promise<string> {
  const before = seat.received.length;
  sendIt();
  await until(() => seat.received.slice(before).some((m) => m.type === 'refused' || m.type === 'update'), 'an answer');
  await settle(50);
  return seat.received.slice(before).some((m) => m.type === 'refused') ? 'refused' : 'update';
}

const lastRefusal = (seat: Seat): { event: string; code: string; message: string } =>
  seat.received.filter((m) => m.type === 'refused').at(-1)!.args[0] as never;

describe('boardgame.io on its real Server: a seat acts only as itself', () => {
  for (const [engine, players] of [
    [DICE, 3],
    [T1667, 5],
  ] as const) {
    it(`${engine.name}: seat B sends seat A's action with A in the payload while both are active — guarded: refused; plain Server: applied as A`, async () => {
      const outcomes: Record<string, { stateID: number; aStillActive: boolean }> = {};
      for (const kind of KINDS) {
        const server = servers[kind];
        const match = await dealtMatch(server, engine, players, `spoof-${engine.name}`);
        // Drive to a decision of several seats at once (every dice roll; a vote in Tortuga 1667).
        await playUntil(server, engine, match, (state) => engine.toAct(state).length >= 2, `spoof-${kind}`);
        const before = stored(server, match.matchID);
        const [a, b] = engine.toAct(before.G as object) as [number, number];
        const ofA = engine.legalActions(before.G as object, a)[0]!;
        const attacker = match.seats[b]!;
        const answer = await answered(attacker, () => send(attacker, match.matchID, before._stateID, ACT_MOVE, [ofA], String(b), String(a)));
        if (kind === 'guarded') {
          expect(answer).toBe('refused');
          expect(lastRefusal(attacker)).toMatchObject({ event: 'update', code: 'OTHER_SEAT' });
        }
        const after = stored(server, match.matchID);
        outcomes[kind] = { stateID: after._stateID - before._stateID, aStillActive: engine.toAct(after.G as object).includes(a) };
        // The other form: the connection claims A's seat with B's credentials.
        if (kind === 'guarded') {
          await answered(attacker, () => send(attacker, match.matchID, after._stateID, ACT_MOVE, [ofA], String(a), String(a)));
          expect(lastRefusal(attacker).code).toBe('OTHER_SEAT');
          expect(stored(server, match.matchID)._stateID).toBe(after._stateID);
        }
        closeAll([...match.seats, match.spectator]);
      }
      expect(outcomes.guarded).toEqual({ stateID: 0, aStillActive: true });
      expect(outcomes.plain!.stateID).toBe(1); // boardgame.io ran it, as seat A: the hole the guard closes
    });
  }
});

/** Every event boardgame.io's flow offers, with arguments a hostile seat would pick. */
const EVENTS: readonly [string, unknown[]][] = [
  ['endGame', [{ winner: 'me' }]],
  ['endGame', []],
  ['endTurn', []],
  ['endTurn', [{ next: '1' }]],
  ['pass', []],
  ['setPhase', ['anything']],
  ['endPhase', []],
  ['setStage', ['anything']],
  ['endStage', []],
  ['setActivePlayers', [{ '0': null }]],
  ['setActivePlayers', [{ all: null, maxMoves: 1 }]],
];

describe('boardgame.io on its real Server: no client event changes the flow', () => {
  for (const engine of [T1667, DICE]) {
    for (const kind of KINDS) {
      it(`${engine.name}, ${kind}: every event name, from an active seat with its credentials, before and after the deal, is refused and changes nothing`, async () => {
        const server = servers[kind];
        const match = await openMatch(server.base, engine.name, 3, { seed: `events-${kind}` });
        for (const phase of ['undealt', 'dealt']) {
          if (phase === 'dealt') {
            send(match.seats[0]!, match.matchID, 0, DEAL_MOVE, []);
            await until(() => match.seats.every((seat) => latest(seat)._stateID >= 1), 'the deal');
          }
          for (const [event, args] of EVENTS) {
            const before = stored(server, match.matchID);
            const active = phase === 'undealt' ? 0 : engine.toAct(before.G as object)[0]!;
            const seat = match.seats[active]!;
            const answer = await answered(seat, () =>
              seat.socket.emit(
                'update',
                { type: 'GAME_EVENT', payload: { type: event, args, playerID: seat.playerID, credentials: seat.credentials } },
                before._stateID,
                match.matchID,
                seat.playerID,
              ),
            );
            if (kind === 'guarded') expect([answer, lastRefusal(seat).code]).toEqual(['refused', 'FORBIDDEN_ACTION']);
            const after = stored(server, match.matchID);
            expect([event, after._stateID, after.ctx]).toEqual([event, before._stateID, before.ctx]);
            expect(after.G).toEqual(before.G);
          }
        }
        expect(latest(match.seats[0]!).ctx.gameover).toBeUndefined();
        // The plain Server runs each event and the plugin undoes it (boardgame.io logs why); the guard refuses them before boardgame.io sees them.
        if (kind === 'plain') expect(errors.lines.some((line) => line.includes('tortugaTableGuard plugin declared action invalid'))).toBe(true);
        else expect(errors.lines).toEqual([]);
        closeAll([...match.seats, match.spectator]);
      });
    }
  }
});

describe('boardgame.io on its real Server: no action but a move reaches the stored state', () => {
  const forged = (seat: Seat) => ({ G: { forged: true }, ctx: { gameover: { winner: seat.playerID } }, plugins: {}, _stateID: 99 });
  const ACTIONS: readonly [string, (seat: Seat) => Record<string, unknown>][] = [
    ['UPDATE', (seat) => ({ type: 'UPDATE', state: forged(seat), payload: { playerID: seat.playerID, credentials: seat.credentials } })],
    ['SYNC', (seat) => ({ type: 'SYNC', state: forged(seat), payload: { playerID: seat.playerID, credentials: seat.credentials } })],
    ['RESET', (seat) => ({ type: 'RESET', state: forged(seat), payload: { playerID: seat.playerID, credentials: seat.credentials } })],
    [
      'PATCH',
      (seat) => ({
        type: 'PATCH',
        patch: [{ op: 'replace', path: '/ctx/turn', value: 7 }],
        payload: { playerID: seat.playerID, credentials: seat.credentials },
      }),
    ],
    ['PLUGIN', (seat) => ({ type: 'PLUGIN', payload: { type: 'random', args: [], playerID: seat.playerID, credentials: seat.credentials } })],
    ['UNDO', (seat) => ({ type: 'UNDO', payload: { type: null, args: null, playerID: seat.playerID, credentials: seat.credentials } })],
    ['REDO', (seat) => ({ type: 'REDO', payload: { type: null, args: null, playerID: seat.playerID, credentials: seat.credentials } })],
  ];

  it('guarded: UPDATE, SYNC, RESET, PATCH, PLUGIN, UNDO and REDO from a seat with its credentials are refused and the state stays', async () => {
    const server = servers.guarded;
    const match = await dealtMatch(server, DICE, 2, 'raw-actions');
    for (const [name, build] of ACTIONS) {
      const before = stored(server, match.matchID);
      const seat = match.seats[DICE.toAct(before.G as object)[0]!]!;
      expect(await answered(seat, () => seat.socket.emit('update', build(seat), before._stateID, match.matchID, seat.playerID))).toBe('refused');
      expect([name, lastRefusal(seat).code]).toEqual([name, 'FORBIDDEN_ACTION']);
      expect(stored(server, match.matchID)).toEqual(before);
    }
    closeAll([...match.seats, match.spectator]);
  });

  it("plain Server (the control): a seat's UPDATE replaces the whole stored state with its own", async () => {
    const server = servers.plain;
    const match = await dealtMatch(server, DICE, 2, 'raw-actions');
    const before = stored(server, match.matchID);
    const seat = match.seats[DICE.toAct(before.G as object)[0]!]!;
    seat.socket.emit('update', ACTIONS[0]![1](seat), before._stateID, match.matchID, seat.playerID);
    await until(() => (stored(server, match.matchID).G as { forged?: boolean }).forged === true, 'the forged state');
    closeAll([...match.seats, match.spectator]);
  });
});

describe('boardgame.io on its real Server: a socket sees and deals only what its credentials allow', () => {
  for (const engine of [T1667, DICE]) {
    it(`${engine.name}: a socket that syncs seat 1 before anyone joined — guarded: refused, never sees seat 1's view and cannot deal; plain Server: receives seat 1's view`, async () => {
      const seen: Record<string, boolean> = {};
      for (const kind of KINDS) {
        const server = servers[kind];
        const matchID = (await post(server.base, `/games/${engine.name}/create`, { numPlayers: 3, setupData: {}, unlisted: true })).matchID!;
        const early = openSocket(server.base, engine.name, '1', undefined);
        await syncSeat(early, matchID, 3, false);
        await until(() => early.received.some((m) => m.type === 'sync' || m.type === 'refused'), 'an answer to the early sync');
        if (kind === 'guarded') {
          expect(lastRefusal(early).code).toBe('UNAUTHORIZED');
          // Its deal before anyone joined: refused (it is bound to nothing).
          expect(await answered(early, () => send(early, matchID, 0, DEAL_MOVE, []))).toBe('refused');
          expect(lastRefusal(early).code).toBe('NOT_SYNCED');
          expect(stored(server, matchID)._stateID).toBe(0);
        }
        // The players join, sync and deal.
        const seats: Seat[] = [];
        for (let seat = 0; seat < 3; seat++) {
          const credentials = (await post(server.base, `/games/${engine.name}/${matchID}/join`, { playerID: String(seat), playerName: `p${seat}` }))
            .playerCredentials;
          seats.push(openSocket(server.base, engine.name, String(seat), credentials));
          await syncSeat(seats[seat]!, matchID, 3);
        }
        send(seats[0]!, matchID, 0, DEAL_MOVE, []);
        await until(() => seats.every((seat) => latest(seat)._stateID >= 1), 'the deal');
        await settle();
        const state = stored(server, matchID);
        const secret = JSON.stringify(engine.viewFor(state.G as object, 1));
        seen[kind] = early.received.some((m) => m.type === 'update' && JSON.stringify((m.args[1] as { G: unknown }).G) === secret);
        closeAll([early, ...seats]);
      }
      expect(seen).toEqual({ guarded: false, plain: true });
    });
  }

  it("guarded: a seat with wrong credentials, a spectator's move, an unknown match and an unknown event are refused; plain Server makes a match for any ID", async () => {
    const server = servers.guarded;
    const match = await dealtMatch(server, DICE, 2, 'refusals');
    const impostor = openSocket(server.base, DICE.name, '0', 'not-the-credentials');
    await syncSeat(impostor, match.matchID, 2, false);
    await until(() => impostor.received.some((m) => m.type === 'refused'), 'the refusal');
    expect(lastRefusal(impostor).code).toBe('UNAUTHORIZED');
    expect(impostor.received.some((m) => m.type === 'sync')).toBe(false);
    const spectator = match.spectator;
    const state = stored(server, match.matchID);
    expect(await answered(spectator, () => send(spectator, match.matchID, state._stateID, ACT_MOVE, [DICE.legalActions(state.G as object, 0)[0]!], null))).toBe(
      'refused',
    );
    expect(lastRefusal(spectator).code).toBe('OTHER_SEAT');
    const stranger = openSocket(server.base, DICE.name, null, undefined);
    await syncSeat(stranger, 'no-such-match', 2, false);
    await until(() => stranger.received.some((m) => m.type === 'refused'), 'the refusal');
    expect(lastRefusal(stranger).code).toBe('NO_SUCH_MATCH');
    expect(server.db.fetch('no-such-match', { metadata: true }).metadata).toBeUndefined();
    stranger.socket.emit('hello', 1);
    await until(() => stranger.received.filter((m) => m.type === 'refused').length === 2, 'the refusal');
    expect(lastRefusal(stranger)).toMatchObject({ event: 'hello', code: 'UNKNOWN_EVENT' });
    // The control: boardgame.io's own Server creates a match for any ID a spectator syncs.
    const plainStranger = openSocket(servers.plain.base, DICE.name, null, undefined);
    await syncSeat(plainStranger, 'made-on-demand', 2);
    expect(servers.plain.db.fetch('made-on-demand', { metadata: true }).metadata).toBeDefined();
    closeAll([...match.seats, spectator, impostor, stranger, plainStranger]);
  });

  it("guarded: a move's unknown keys are named, oversized fields refused, and the socket's own move still plays", async () => {
    const server = servers.guarded;
    const match = await dealtMatch(server, DICE, 2, 'shapes');
    const seat = match.seats[0]!;
    const state = stored(server, match.matchID);
    const action = DICE.legalActions(state.G as object, 0)[0]!;
    const update = (body: unknown, matchID = match.matchID) => answered(seat, () => seat.socket.emit('update', body, state._stateID, matchID, '0'));
    await update({ type: 'MAKE_MOVE', payload: { type: ACT_MOVE, args: [action], playerID: '0', credentials: seat.credentials }, sneaky: 1 });
    expect(lastRefusal(seat)).toMatchObject({ code: 'MALFORMED_MESSAGE', message: expect.stringContaining('"sneaky"') });
    await update({ type: 'MAKE_MOVE', payload: { type: ACT_MOVE, args: [action], playerID: '0', credentials: seat.credentials, extra: true } });
    expect(lastRefusal(seat).message).toContain('"extra"');
    await update({ type: 'MAKE_MOVE', payload: { type: 'teleport', args: [], playerID: '0', credentials: seat.credentials } });
    expect(lastRefusal(seat).code).toBe('UNKNOWN_MOVE');
    await update({
      type: 'MAKE_MOVE',
      payload: { type: ACT_MOVE, args: [{ ...action, pad: 'x'.repeat(5_000) }], playerID: '0', credentials: seat.credentials },
    });
    expect(lastRefusal(seat).code).toBe('TOO_LARGE');
    await update({ type: 'MAKE_MOVE', payload: { type: ACT_MOVE, args: [action], playerID: '0', credentials: seat.credentials } }, 'm'.repeat(500));
    expect(lastRefusal(seat).code).toBe('TOO_LARGE');
    expect(stored(server, match.matchID)._stateID).toBe(state._stateID);
    expect(await update({ type: 'MAKE_MOVE', payload: { type: ACT_MOVE, args: [action], playerID: '0', credentials: seat.credentials } })).toBe('update');
    expect(stored(server, match.matchID)._stateID).toBe(state._stateID + 1);
    // A message over socket.io's size bound closes the socket.
    seat.socket.emit('chat', match.matchID, { id: 'c', sender: '0', payload: 'y'.repeat(20_000) }, seat.credentials);
    await until(() => seat.socket.disconnected, 'the disconnect');
    closeAll([...match.seats, match.spectator]);
  });
});

describe('boardgame.io on its real Server: rates, chat and the host', () => {
  it('a flood from one socket is cut to its rate, and a socket that keeps being refused is disconnected', async () => {
    const server = await startServer('guarded', games, { rate: { perSecond: 5, burst: 10 }, maxRefusals: 20 });
    const match = await openMatch(server.base, DICE.name, 2, { seed: 'flood' });
    const flooder = match.spectator;
    const syncsBefore = flooder.received.filter((m) => m.type === 'sync').length;
    for (let i = 0; i < 3_000; i++) flooder.socket.emit('sync', match.matchID, null, undefined, 2);
    await until(() => flooder.socket.disconnected, 'the disconnect');
    const answeredSyncs = flooder.received.filter((m) => m.type === 'sync').length - syncsBefore;
    expect(answeredSyncs).toBeLessThanOrEqual(12);
    expect(server.refusals.filter((r) => r.code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(19);
    closeAll(match.seats);
    server.stop();
  });

  it("chat passes from the seat's own socket only, and can be turned off", async () => {
    const server = servers.guarded;
    const match = await dealtMatch(server, DICE, 2, 'chat');
    const [seat0, seat1] = match.seats as [Seat, Seat];
    seat0.socket.emit('chat', match.matchID, { id: 'a', sender: '0', payload: 'ahoy' }, seat0.credentials);
    await until(() => seat1.received.some((m) => m.type === 'chat'), 'the chat');
    expect(seat1.received.find((m) => m.type === 'chat')!.args[1]).toEqual({ id: 'a', sender: '0', payload: 'ahoy' });
    expect(await answered(seat0, () => seat0.socket.emit('chat', match.matchID, { id: 'b', sender: '1', payload: 'I am seat 1' }, seat0.credentials))).toBe(
      'refused',
    );
    expect(lastRefusal(seat0).code).toBe('OTHER_SEAT');
    closeAll([...match.seats, match.spectator]);
    const quiet = await startServer('guarded', games, { limits: { chatBytes: 0 } });
    const other = await openMatch(quiet.base, DICE.name, 2, {});
    expect(
      await answered(other.seats[0]!, () =>
        other.seats[0]!.socket.emit('chat', other.matchID, { id: 'c', sender: '0', payload: 'hi' }, other.seats[0]!.credentials),
      ),
    ).toBe('refused');
    expect(lastRefusal(other.seats[0]!).code).toBe('CHAT_OFF');
    closeAll([...other.seats, other.spectator]);
    quiet.stop();
  });

  it("createServer listens on 127.0.0.1 by default (boardgame.io's run: every interface), refuses a separate lobby port, games not made by boardgameGame and unknown options", async () => {
    expect(servers.guarded.address.address).toBe('127.0.0.1');
    expect(servers.plain.address.address).not.toBe('127.0.0.1');
    const bgioServer = createRequire(import.meta.url)('boardgame.io/server') as BoardgameServerModule;
    const server = createServer(bgioServer, { games, origins: [] });
    await expect(server.run({ port: 0, lobbyConfig: { apiPort: 0 } })).rejects.toThrow(/apiPort/);
    expect(() => createServer(bgioServer, { games: [{ name: 'other', moves: {} }], origins: [] })).toThrow(/boardgameGame/);
    // Options the server does not know, and limits that are no limits, are named.
    expect(() => createServer(bgioServer, { games, origins: [], hots: '0.0.0.0' } as never)).toThrow(/no option "hots"/);
    expect(() => createServer(bgioServer, { games, origins: [], limits: { moveByte: 10 } } as never)).toThrow(/limits has no option "moveByte"/);
    expect(() => createServer(bgioServer, { games, origins: [], rate: { perSec: 10 } } as never)).toThrow(/rate has no option "perSec"/);
    expect(() => createServer(bgioServer, { games, origins: [], limits: { moveBytes: -1 } })).toThrow(/moveBytes must be a whole number/);
    expect(() => createServer(bgioServer, { games, origins: [], maxRefusals: 0 })).toThrow(/maxRefusals/);
  });
});
