import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT_MOVE, DEAL_MOVE, DEFAULT_MAX_DECISIONS, isUndealt, type Refusal } from '../../src/boardgameio/index.js';
import type { BaseAction, BaseConfig } from '../../src/core/engine/game.js';
import { nextInt, seedRng } from '../../src/core/engine/rng.js';
import { replay } from '../../src/core/records/replay.js';
import { boardgameErrorLog, ENGINES, recordedGame, type AnyEngine } from './support.js';
import { carried, closeAll, latest, logOf, openMatch as openMatchAt, send, startServer, until, type Seat, type TestServer } from './sockets.js';

// boardgame.io logs each refusal a test provokes: captured and checked, not printed.
const errors = boardgameErrorLog();

const recorded = ENGINES.map((engine) => recordedGame(engine));
let server: TestServer;

// The games through the adapter's createServer: boardgame.io's Server with the guard, as a deployment runs it.
beforeAll(async () => {
  // The drivers below answer as fast as the machine goes: a rate far above a person's.
  server = await startServer(
    'guarded',
    recorded.map((r) => r.game),
    { rate: { perSecond: 10_000, burst: 10_000 } },
  );
});

afterAll(() => server.stop());

const openMatch = (engine: AnyEngine, players: number, setupData: Record<string, unknown>) => openMatchAt(server.base, engine.name, players, setupData);

/**
 * Checks everything a seat received: every state it carries is that seat's engine view of the
 * server's state with the same `_stateID` (the undealt table before the deal), the initial
 * state is the undealt table, other seats' move arguments are blanked in every log, and no
 * message holds the generator state.
 */
function checkReceived(engine: AnyEngine, seat: Seat, truth: ReadonlyMap<number, object>): void {
  const viewer = seat.playerID === null ? null : Number(seat.playerID);
  for (const message of seat.received) {
    expect(['sync', 'update', 'matchData', 'refused']).toContain(message.type);
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
      if (entry.action.payload.playerID !== seat.playerID && (entry.action.payload as { type?: string }).type === ACT_MOVE)
        expect(entry.action.payload.args).toBeNull();
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
  const everyoneAt = (stateID: number): Promise<void> =>
    until(() => [...seats, spectator].every((seat) => latest(seat)._stateID >= stateID), `state ${stateID}`);
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

describe("boardgame.io adapter: games through boardgame.io's Server, one socket per seat", () => {
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
      if (typeof setupData.seed === 'string')
        expect(final).toEqual(replay(engine, { ...setupData, players, seed: setupData.seed, maxDecisions: DEFAULT_MAX_DECISIONS } as BaseConfig, sent));
      closeAll([...seats, spectator]);
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
    // Seat 0's socket claims seat 1's playerID with its own credentials: the guard refuses it (the socket plays seat 0).
    const guardBefore = server.refusals.length;
    send(seats[0]!, matchID, 1, ACT_MOVE, [ofSeat1], '1');
    // Seat 0 sends seat 1's action as itself: the adapter refuses it (the seat is the playerID, not the payload's).
    send(seats[0]!, matchID, 1, ACT_MOVE, [ofSeat1]);
    // Seat 1 sends an illegal keep.
    send(seats[1]!, matchID, 1, ACT_MOVE, [{ type: 'keep', player: 1, dice: [42] }]);
    await until(() => record.refusals.length >= refusalsBefore + 2, 'the refusals');
    expect(server.refusals.slice(guardBefore).map((r) => [r.event, r.code, r.binding])).toEqual([['update', 'OTHER_SEAT', { matchID, playerID: '0' }]]);
    await until(() => seats[0]!.received.some((m) => m.type === 'refused'), 'the refusal message');
    expect(seats[0]!.received.filter((m) => m.type === 'refused').at(-1)!.args[0]).toMatchObject({ event: 'update', code: 'OTHER_SEAT' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refusals: Refusal[] = record.refusals.slice(refusalsBefore);
    expect(refusals.map((r) => [r.seat, r.violation.code])).toEqual([
      [0, 'NOT_YOUR_DECISION'],
      [1, expect.stringMatching(/ILLEGAL_ACTION|MALFORMED_ACTION/)],
    ]);
    // boardgame.io answers a refused move by sending the unchanged state again: same state ID, same view.
    seats.forEach((seat, index) => {
      const before = seat.received
        .slice(0, counts[index])
        .map(carried)
        .filter((state) => state !== null)
        .pop();
      for (const message of seat.received.slice(counts[index])) {
        const state = carried(message);
        if (state !== null) expect([state._stateID, state.G]).toEqual([before!._stateID, before!.G]);
      }
    });
    expect(record.states[record.states.length - 1]).toBe(dealt);
    expect(errors.lines.filter((line) => line.startsWith('ERROR: invalid move: act'))).toHaveLength(2); // boardgame.io's word for the two the engine refused
    closeAll([...seats, spectator]);
  });
});
