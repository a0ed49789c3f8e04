import { describe, expect, it } from 'vitest';
import { ACT_MOVE, DEAL_MOVE, DEFAULT_MAX_DECISIONS, isUndealt } from '../../src/boardgameio/index.js';
import { replay } from '../../src/core/records/replay.js';
import { nextInt, seedRng } from '../../src/core/engine/rng.js';
import type { BaseAction, BaseConfig } from '../../src/core/engine/game.js';
import { boardgameErrorLog, bgio, ENGINES, recordedGame, type AnyEngine } from './support.js';

// boardgame.io logs each refusal a test provokes: captured and checked, not printed.
const errors = boardgameErrorLog();

/** Tables played through boardgame.io: player counts and options of both titles. */
const TABLES: readonly { engine: AnyEngine; players: number; setupData: Record<string, unknown> }[] = [
  { engine: ENGINES[0]!, players: 2, setupData: {} },
  { engine: ENGINES[0]!, players: 5, setupData: { stars: 3 } },
  { engine: ENGINES[0]!, players: 7, setupData: { rules: 'early', timer: true } },
  { engine: ENGINES[0]!, players: 9, setupData: { intrigue: true, openLoyalties: 'pair', chaos: true } },
  { engine: ENGINES[1]!, players: 2, setupData: {} },
  { engine: ENGINES[1]!, players: 3, setupData: { long: true } },
  { engine: ENGINES[1]!, players: 4, setupData: {} },
];

/** Plays one table through boardgame.io's Client with Local multiplayer, each seat choosing from its own client's view. */
function playLocal(engine: AnyEngine, players: number, setupData: Record<string, unknown>, seed: string) {
  const { game, refusals, states } = recordedGame(engine, { ...setupData, seed });
  const multiplayer = bgio.Local();
  const clients = Array.from({ length: players }, (_, seat) => bgio.Client({ game, numPlayers: players, multiplayer, playerID: String(seat), debug: false }));
  const spectator = bgio.Client({ game, numPlayers: players, multiplayer, debug: false });
  for (const client of [...clients, spectator]) client.start();
  const rng = seedRng(`${seed}-drive`);
  const sent: BaseAction[] = [];
  // The initial state every client got is the undealt table: nothing to leak.
  for (const client of clients) expect(isUndealt(client.getState()!.G)).toBe(true);
  clients[nextInt(rng, players)]!.moves[DEAL_MOVE]!();
  for (let guard = 0; guard < 20_000; guard++) {
    const state = clients[0]!.getState()!;
    if (state.ctx.gameover !== undefined) break;
    const server = states[states.length - 1]!;
    // The active seats are the engine's `toAct`, and each client holds exactly its seat's view.
    expect(Object.keys(state.ctx.activePlayers ?? {}).map(Number)).toEqual(engine.toAct(server));
    clients.forEach((client, seat) => expect(client.getState()!.G).toEqual(engine.viewFor(server, seat)));
    expect(spectator.getState()!.G).toEqual(engine.viewFor(server, null));
    const active = engine.toAct(server);
    const seat = active[nextInt(rng, active.length)]!;
    const actions = (clients[seat]!.getState()!.G as { decision: { actions: BaseAction[] } }).decision.actions;
    const action = actions[nextInt(rng, actions.length)]!;
    sent.push(action);
    clients[seat]!.moves[ACT_MOVE]!(action);
  }
  for (const client of [...clients, spectator]) client.stop();
  return { clients, refusals, states, sent, final: states[states.length - 1]! };
}

describe('boardgame.io adapter: full games through Client with Local multiplayer', () => {
  for (const { engine, players, setupData } of TABLES) {
    it(`${engine.name}, ${players} players ${JSON.stringify(setupData)}: the final state equals the engine's replay of the same actions`, () => {
      for (const seed of ['local-a', 'local-b']) {
        const { clients, refusals, sent, final } = playLocal(engine, players, setupData, seed);
        const replayed = replay(engine, { ...setupData, players, seed, maxDecisions: DEFAULT_MAX_DECISIONS } as BaseConfig, sent);
        expect(final).toEqual(replayed);
        expect(engine.outcome(final)).not.toBeNull();
        expect(clients[0]!.getState()!.ctx.gameover).toEqual(engine.outcome(final));
        expect(refusals).toEqual([]);
      }
    });
  }
});

describe("boardgame.io adapter: boardgame.io's own bots", () => {
  for (const engine of ENGINES) {
    it(`${engine.name}: boardgame.io's RandomBot, through its Step and ai.enumerate, deals and plays a whole game`, async () => {
      const { game, refusals, states } = recordedGame(engine, { seed: 'bgio-bot' });
      const client = bgio.Client({ game, numPlayers: 3, debug: false });
      client.start();
      const bot = new bgio.RandomBot({ enumerate: game.ai!.enumerate, seed: 'bot' });
      for (let guard = 0; guard < 5_000 && client.getState()!.ctx.gameover === undefined; guard++) await bgio.Step(client, bot);
      expect(client.getState()!.ctx.gameover).toEqual(engine.outcome(states[states.length - 1]!));
      expect(refusals).toEqual([]);
      client.stop();
    });
  }
});

describe('boardgame.io adapter: moves the engine refuses', () => {
  it('refuses acting before the deal, a second deal, an action for another seat and an illegal action, and the state stays', () => {
    // The dice game: every seat rolls at once, so every seat is active when the game starts.
    const engine = ENGINES[1]!;
    const { game, refusals, states } = recordedGame(engine, { seed: 'refusals' });
    const multiplayer = bgio.Local();
    const clients = [0, 1, 2].map((seat) => bgio.Client({ game, numPlayers: 3, multiplayer, playerID: String(seat), debug: false }));
    for (const client of clients) client.start();
    clients[1]!.moves[ACT_MOVE]!({ type: 'keep', dice: [0] });
    expect(refusals.map((r) => r.violation.message)).toEqual(['The game has not started yet: it starts with its deal.']);
    clients[0]!.moves[DEAL_MOVE]!();
    const dealt = states[0]!;
    expect(engine.toAct(dealt)).toEqual([0, 1, 2]);
    clients[2]!.moves[DEAL_MOVE]!();
    expect(refusals[1]!.violation.message).toBe('The game has already been dealt.');
    const stateID = clients[0]!.getState()!._stateID;
    // The seat comes from boardgame.io's playerID: seat 0 sending seat 1's legal action is refused.
    const ofSeat1 = engine.legalActions(dealt, 1)[0]!;
    clients[0]!.moves[ACT_MOVE]!(ofSeat1);
    expect(refusals[2]).toMatchObject({ seat: 0, move: ACT_MOVE, violation: { code: 'NOT_YOUR_DECISION' } });
    expect(refusals[2]!.violation.message).toBe('You can decide only for your own seat (1), not for seat 2.');
    clients[1]!.moves[ACT_MOVE]!({ type: 'keep', player: 1, dice: [99] });
    expect(refusals[3]!.violation.code).toMatch(/ILLEGAL_ACTION|MALFORMED_ACTION/);
    clients[1]!.moves[ACT_MOVE]!('keep');
    expect(refusals[4]!.violation.code).toBe('MALFORMED_ACTION');
    clients[1]!.moves[ACT_MOVE]!({ ...ofSeat1, extra: true });
    expect(refusals[5]!.violation.code).toBe('MALFORMED_ACTION');
    expect(clients[0]!.getState()!._stateID).toBe(stateID);
    expect(states).toHaveLength(1);
    expect(errors.lines.filter((line) => line.startsWith('ERROR: invalid move: '))).toHaveLength(6); // boardgame.io's word for each of the six refusals
    // A seat's own action, sent without `player`, is taken for that seat.
    const { player: _player, ...anonymous } = ofSeat1;
    clients[1]!.moves[ACT_MOVE]!(anonymous);
    expect(states).toHaveLength(2);
    expect(states[1]).toEqual(engine.apply(dealt, ofSeat1));
    for (const client of clients) client.stop();
  });

  it("ai.enumerate lists the deal, then the legal actions from the full state and from a seat's view alike", () => {
    for (const engine of ENGINES) {
      const { game } = recordedGame(engine);
      const ctx = { numPlayers: 3 } as never;
      const undealt = game.setup!({ ctx } as never, { seed: 'enum' } as never);
      expect(game.ai!.enumerate(undealt, ctx, '0')).toEqual([{ move: DEAL_MOVE, args: [] }]);
      const state = engine.setup({ players: 3, seed: 'enum' });
      for (let seat = 0; seat < 3; seat++) {
        const fromState = game.ai!.enumerate(state, ctx, String(seat));
        expect(fromState).toEqual(engine.legalActions(state, seat).map((action) => ({ move: ACT_MOVE, args: [action] })));
        expect(game.ai!.enumerate(engine.viewFor(state, seat) as never, ctx, String(seat))).toEqual(fromState);
      }
      expect(game.ai!.enumerate(state, ctx, '7')).toEqual([]);
    }
  });

  it('checks a state read back from storage before the engine touches it: a damaged one is refused and shown as damaged', () => {
    const engine = ENGINES[0]!;
    const { game, refusals } = recordedGame(engine);
    const ctx = { numPlayers: 4, playOrder: ['0', '1', '2', '3'] } as never;
    const events = { setActivePlayers: () => {} };
    const state = engine.setup({ players: 4, seed: 'stored' });
    const [seat] = engine.toAct(state);
    const action = engine.legalActions(state, seat!)[0]!;
    const act = (G: unknown): unknown =>
      (game.moves![ACT_MOVE] as { move: (...args: unknown[]) => unknown }).move({ G, ctx, playerID: String(seat), events }, action);
    // An intact state from a database (plain JSON, not frozen) plays on.
    expect(act(JSON.parse(JSON.stringify(state)))).toEqual(engine.apply(state, action));
    const damaged = { ...JSON.parse(JSON.stringify(state)), decisions: -5 };
    expect(act(damaged)).toBe('INVALID_MOVE');
    expect(refusals[0]!.violation.code).toBe('CORRUPT_STATE');
    expect(game.playerView!({ G: damaged, ctx, playerID: '0' })).toEqual({ corrupt: true });
    expect(game.endIf!({ G: damaged, ctx } as never)).toBeUndefined();
  });

  it('refuses set-up data the engine refuses, with its message', () => {
    const { game } = recordedGame(ENGINES[0]!);
    expect(game.validateSetupData!(undefined, 5)).toBeUndefined();
    expect(game.validateSetupData!({ stars: 3 } as never, 5)).toBeUndefined();
    expect(game.validateSetupData!(undefined, 12)).toMatch(/2 to 9 players/);
    expect(game.validateSetupData!({ seed: 7 } as never, 5)).toMatch(/seed/);
    expect(game.validateSetupData!('x' as never, 5)).toMatch(/object/);
  });
});

describe("boardgame.io adapter: the host's decision cap (T67-OPT-CAP, TD-OPT-CAP)", () => {
  /** The state the adapter deals for this set-up data (its deal move, called as boardgame.io calls it). */
  const dealt = (engine: AnyEngine, options: Parameters<typeof recordedGame>[2], setupData: Record<string, unknown>) => {
    const { game } = recordedGame(engine, undefined, options);
    const ctx = { numPlayers: 3, playOrder: ['0', '1', '2'] } as never;
    const G = game.setup!({ ctx } as never, { seed: 'cap', ...setupData } as never);
    return (game.moves![DEAL_MOVE] as { move: (...args: unknown[]) => unknown }).move({
      G,
      ctx,
      playerID: '0',
      events: { setActivePlayers: () => {} },
    }) as object;
  };
  const capOf = (state: object): unknown =>
    'options' in state ? (state.options as { maxDecisions: unknown }).maxDecisions : (state as { maxDecisions: unknown }).maxDecisions;

  for (const engine of ENGINES) {
    it(`${engine.name}: set-up data may lower the cap, never raise it or leave it out; the host may turn it off`, () => {
      expect(capOf(dealt(engine, {}, {}))).toBe(DEFAULT_MAX_DECISIONS);
      expect(capOf(dealt(engine, {}, { maxDecisions: 1e9 }))).toBe(DEFAULT_MAX_DECISIONS);
      expect(capOf(dealt(engine, {}, { maxDecisions: 50 }))).toBe(50);
      expect(capOf(dealt(engine, { maxDecisions: 500 }, { maxDecisions: 5_000 }))).toBe(500);
      expect(capOf(dealt(engine, { maxDecisions: null }, {}))).toBeNull();
    });
  }
});
