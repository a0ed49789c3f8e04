import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT_MOVE, DEAL_MOVE, isUndealt, type Refusal } from '../../src/boardgameio/index.js';
import type { BaseAction } from '../../src/core/game.js';
import { nextInt, seedRng } from '../../src/core/rng.js';
import { replay } from '../../src/core/replay.js';
import { bgio, ENGINES, recordedGame, type AnyEngine } from './support.js';

/** A message a seat's socket received: boardgame.io's `sync`, `update`, `patch` or `matchData`. */
interface Received {
  readonly type: string;
  readonly args: unknown[];
}

/** One seat's connection: a raw socket.io client speaking boardgame.io's protocol, keeping every message it receives. */
interface Seat {
  readonly playerID: string | null;
  readonly credentials: string | undefined;
  readonly socket: Socket;
  readonly received: Received[];
}

const recorded = ENGINES.map((engine) => recordedGame(engine));
const server = bgio.Server({ games: recorded.map((r) => r.game) });
let base = '';
let running: { appServer: { close(): void; address(): AddressInfo | string | null; keepAliveTimeout: number }; apiServer?: { close(): void } };

beforeAll(async () => {
  running = (await server.run({ port: 0, callback: () => {} })) as never;
  // fetch reuses its kept-alive connection for the next lobby call; with Node's default of 5 s
  // the server may close it just as a call (after a long test on a loaded machine) goes out,
  // and that call fails with ECONNRESET. Keep idle connections open for the whole file.
  running.appServer.keepAliveTimeout = 120_000;
  base = `http://127.0.0.1:${(running.appServer.address() as AddressInfo).port}`;
});

afterAll(() => {
  running.appServer.close();
  running.apiServer?.close();
});

async function post(path: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

function until(check: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = (): void => {
      if (check()) resolve();
      else if (Date.now() - started > 10_000) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(poll, 2);
    };
    poll();
  });
}

/** Creates a match through the lobby API, seats every player (and a spectator) on its own socket, and waits for their syncs. */
async function openMatch(engine: AnyEngine, players: number, setupData: Record<string, unknown>): Promise<{ matchID: string; seats: Seat[]; spectator: Seat }> {
  const matchID = (await post(`/games/${engine.name}/create`, { numPlayers: players, setupData })).matchID!;
  const connect = async (playerID: string | null): Promise<Seat> => {
    const credentials = playerID === null ? undefined : (await post(`/games/${engine.name}/${matchID}/join`, { playerID, playerName: `p${playerID}` })).playerCredentials;
    const socket = io(`${base}/${engine.name}`, { transports: ['websocket'], forceNew: true });
    const received: Received[] = [];
    socket.onAny((type: string, ...args: unknown[]) => received.push({ type, args: JSON.parse(JSON.stringify(args)) as unknown[] }));
    socket.emit('sync', matchID, playerID, credentials, players);
    await until(() => received.some((m) => m.type === 'sync'), 'sync');
    return { playerID, credentials, socket, received };
  };
  const seats: Seat[] = [];
  for (let seat = 0; seat < players; seat++) seats.push(await connect(String(seat)));
  return { matchID, seats, spectator: await connect(null) };
}

function send(seat: Seat, matchID: string, stateID: number, move: string, args: unknown[], playerID = seat.playerID): void {
  seat.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: move, args, playerID, credentials: seat.credentials } }, stateID, matchID, playerID);
}

/** The state (boardgame.io's `State`) a message carries, for `sync` and `update`. */
function carried(message: Received): { G: unknown; ctx: { activePlayers: Record<string, unknown> | null; gameover?: unknown }; _stateID: number; plugins: Record<string, unknown> } | null {
  if (message.type === 'sync') return (message.args[1] as { state: never }).state;
  if (message.type === 'update') return message.args[1] as never;
  return null;
}

/** The log entries a message carries. */
function logOf(message: Received): { action: { payload: { playerID: string; args: unknown[] | null } } }[] {
  if (message.type === 'sync') return ((message.args[1] as { log?: never[] }).log ?? []) as never;
  if (message.type === 'update') return (message.args[2] ?? []) as never;
  return [];
}

/**
 * Checks everything a seat received: every state it carries is that seat's engine view of the
 * server's state with the same `_stateID` (the undealt table before the deal), the initial
 * state is the undealt table, other seats' move arguments are blanked in every log, and no
 * message holds the generator state.
 */
function checkReceived(engine: AnyEngine, seat: Seat, truth: ReadonlyMap<number, object>): void {
  const viewer = seat.playerID === null ? null : Number(seat.playerID);
  for (const message of seat.received) {
    expect(['sync', 'update', 'matchData']).toContain(message.type);
    const state = carried(message);
    if (state !== null) {
      const server = truth.get(state._stateID);
      if (server === undefined || isUndealt(server)) expect(isUndealt(state.G)).toBe(true);
      else {
        expect(state.G).toEqual(engine.viewFor(server, viewer));
        if (state.ctx.gameover === undefined) expect(Object.keys(state.ctx.activePlayers ?? {}).map(Number)).toEqual(engine.toAct(server));
      }
      expect(Object.keys(state.plugins).sort()).toEqual(['events', 'log', 'random']);
    }
    if (message.type === 'sync') {
      const initial = (message.args[1] as { initialState: { G: unknown; _undo: unknown[] } }).initialState;
      expect(initial.G).toEqual({ undealt: true, game: engine.name, setupData: expect.any(Object) });
    }
    for (const entry of logOf(message)) {
      if (entry.action.payload.playerID !== seat.playerID && (entry.action.payload as { type?: string }).type === ACT_MOVE) expect(entry.action.payload.args).toBeNull();
    }
    const text = JSON.stringify(message.args);
    for (const server of truth.values()) if (!isUndealt(server)) expect(text).not.toContain(JSON.stringify((server as { rng: unknown }).rng));
  }
}

/** Plays a match to its end over the sockets, each seat choosing from the view its own socket received. */
async function playOverSockets(engine: AnyEngine, players: number, setupData: Record<string, unknown>, seed: string) {
  const record = recorded[ENGINES.indexOf(engine)]!;
  const { matchID, seats, spectator } = await openMatch(engine, players, setupData);
  const truth = new Map<number, object>();
  const latest = (seat: Seat): NonNullable<ReturnType<typeof carried>> => {
    for (let i = seat.received.length - 1; i >= 0; i--) {
      const state = carried(seat.received[i]!);
      if (state !== null) return state;
    }
    throw new Error('no state yet');
  };
  const everyoneAt = (stateID: number): Promise<void> => until(() => [...seats, spectator].every((seat) => latest(seat)._stateID >= stateID), `state ${stateID}`);
  const rng = seedRng(`${seed}-drive`);
  const sent: BaseAction[] = [];
  truth.set(0, latest(seats[0]!).G as object);
  const before = record.states.length;
  send(seats[nextInt(rng, players)]!, matchID, 0, DEAL_MOVE, []);
  await everyoneAt(1);
  truth.set(1, record.states[before]!);
  for (let stateID = 1; latest(seats[0]!).ctx.gameover === undefined; stateID++) {
    const active = Object.keys(latest(seats[0]!).ctx.activePlayers ?? {}).map(Number);
    const seat = active[nextInt(rng, active.length)]!;
    const actions = (latest(seats[seat]!).G as { decision: { actions: BaseAction[] } }).decision.actions;
    const action = actions[nextInt(rng, actions.length)]!;
    sent.push(action);
    const count = record.states.length;
    send(seats[seat]!, matchID, stateID, ACT_MOVE, [action]);
    await everyoneAt(stateID + 1);
    truth.set(stateID + 1, record.states[count]!);
  }
  return { matchID, seats, spectator, truth, sent, final: truth.get(truth.size - 1)!, record };
}

describe('boardgame.io adapter: games through boardgame.io\'s Server, one socket per seat', () => {
  const tables: readonly [AnyEngine, number, Record<string, unknown>][] = [
    [ENGINES[0]!, 4, { seed: 'server-1667' }],
    [ENGINES[0]!, 6, { stars: 3, intrigue: true }],
    [ENGINES[1]!, 3, { seed: 'server-dice' }],
  ];
  for (const [engine, players, setupData] of tables) {
    it(`${engine.name}, ${players} players ${JSON.stringify(setupData)}: every message a seat receives holds only what it may know`, async () => {
      const { seats, spectator, truth, sent, final } = await playOverSockets(engine, players, setupData, `${engine.name}-${players}`);
      for (const seat of [...seats, spectator]) checkReceived(engine, seat, truth);
      expect(engine.outcome(final)).not.toBeNull();
      if (typeof setupData.seed === 'string') expect(final).toEqual(replay(engine, { ...setupData, players, seed: setupData.seed }, sent));
      for (const seat of [...seats, spectator]) seat.socket.close();
    });
  }

  it('refuses an action sent for another seat or without its credentials, and an illegal action; the state stays', async () => {
    const engine = ENGINES[1]!;
    const record = recorded[1]!;
    const { matchID, seats, spectator } = await openMatch(engine, 3, { seed: 'server-refusals' });
    send(seats[0]!, matchID, 0, DEAL_MOVE, []);
    await until(() => seats.every((seat) => seat.received.some((m) => m.type === 'update')), 'the deal');
    const dealt = record.states[record.states.length - 1]!;
    const counts = seats.map((seat) => seat.received.length);
    const refusalsBefore = record.refusals.length;
    const ofSeat1 = engine.legalActions(dealt, 1)[0]!;
    // Seat 0's socket claims seat 1's playerID with its own credentials: boardgame.io's auth refuses it.
    send(seats[0]!, matchID, 1, ACT_MOVE, [ofSeat1], '1');
    // Seat 0 sends seat 1's action as itself: the adapter refuses it (the seat is the playerID, not the payload's).
    send(seats[0]!, matchID, 1, ACT_MOVE, [ofSeat1]);
    // Seat 1 sends an illegal keep.
    send(seats[1]!, matchID, 1, ACT_MOVE, [{ type: 'keep', player: 1, dice: [42] }]);
    await until(() => record.refusals.length >= refusalsBefore + 2, 'the refusals');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refusals: Refusal[] = record.refusals.slice(refusalsBefore);
    expect(refusals.map((r) => [r.seat, r.violation.code])).toEqual([
      [0, 'NOT_YOUR_DECISION'],
      [1, expect.stringMatching(/ILLEGAL_ACTION|MALFORMED_ACTION/)],
    ]);
    // boardgame.io answers a refused move by sending the unchanged state again: same state ID, same view.
    seats.forEach((seat, index) => {
      const before = seat.received.slice(0, counts[index]).map(carried).filter((state) => state !== null).pop();
      for (const message of seat.received.slice(counts[index])) {
        const state = carried(message);
        if (state !== null) expect([state._stateID, state.G]).toEqual([before!._stateID, before!.G]);
      }
    });
    expect(record.states[record.states.length - 1]).toBe(dealt);
    for (const seat of [...seats, spectator]) seat.socket.close();
  });
});
