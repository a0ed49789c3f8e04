import { wordsFor } from '../src/words-for.js';
import { describe, expect, it } from 'vitest';
import type { BaseAction, BaseConfig, Game, GameStates, LogEntryOf } from '../src/core/engine/game.js';
import { LOCALES } from '../src/core/words/text.js';
import { makeRecord, replayRecord } from '../src/core/records/record.js';
import { replay } from '../src/core/records/replay.js';
import { nextInt, seedRng, type RngState } from '../src/core/engine/rng.js';
import { stateHash } from '../src/core/records/state-hash.js';
import { tortugaDice } from '../src/dice/game.js';
import type { DiceState } from '../src/dice/types.js';
import { tortuga1667 } from '../src/t1667/game.js';
import type { T1667State } from '../src/t1667/types.js';
import { DEFAULT_VOTE_CARDS, EVENT_KINDS } from '../src/t1667/cards.js';
import { DEFAULT_FACES } from '../src/dice/data.js';
import { randomLegal } from './support/conformance.js';
import { tortuga1667States } from '../src/t1667/states.js';
import { tortugaDiceStates } from '../src/dice/states.js';

type Json = Record<string, unknown>;

/** A state reached by `steps` random decisions, as plain (unfrozen) JSON. */
function reached<S>(
  game: Game<BaseConfig, S, BaseAction, unknown, unknown>,
  config: BaseConfig,
  steps: number,
  bot = 'reach',
): { state: S; actions: BaseAction[] } {
  const rng = seedRng(bot);
  let state = game.setup(config);
  const actions: BaseAction[] = [];
  for (let i = 0; i < steps && game.outcome(state) === null; i++) {
    const action = randomLegal(game, state, rng);
    actions.push(action);
    state = game.apply(state, action);
  }
  return { state: JSON.parse(JSON.stringify(state)) as S, actions };
}

const t1667 = (players: number, steps = 30, extra: Partial<Parameters<typeof tortuga1667.setup>[0]> = {}): T1667State =>
  reached(tortuga1667 as unknown as Game<BaseConfig, T1667State, BaseAction, unknown, unknown>, { players, seed: `check-${players}`, ...extra }, steps).state;
const dice = (players: number, steps = 25): DiceState =>
  reached(tortugaDice as unknown as Game<BaseConfig, DiceState, BaseAction, unknown, unknown>, { players, seed: `check-${players}` }, steps).state;

function expectCorrupt(game: { checkState(value: unknown): unknown }, value: unknown, path: string | RegExp, message?: RegExp): void {
  const problem = game.checkState(value) as { code: string; path: string; message: string } | null;
  expect(problem, `expected a problem at ${String(path)}`).not.toBeNull();
  expect(problem!.code).toBe('CORRUPT_STATE');
  if (typeof path === 'string') expect(problem!.path).toBe(path);
  else expect(problem!.path).toMatch(path);
  if (message) expect(problem!.message).toMatch(message);
}

describe('checkState: a Tortuga 1667 state from outside', () => {
  it('accepts states the engine made, also after a JSON round trip', () => {
    for (const players of [2, 5, 9]) expect(tortuga1667States.checkState(t1667(players))).toBeNull();
    expect(tortuga1667States.checkState(tortuga1667.setup({ players: 6, seed: 'x', intrigue: true, rules: 'early', timer: true }))).toBeNull();
  });

  it('T67-POS-2: six pawns on a ship', () => {
    const s = t1667(9, 3);
    const moved = s.ships.jr.crew.pop()!;
    s.ships.fd.crew.push(moved);
    expectCorrupt(tortuga1667States, s, 'ships.fd.crew', /at most five/);
  });

  it('T67-POS-1: a pawn in two places, or in none', () => {
    const s = t1667(5, 3);
    s.tortuga.line.push(s.ships.fd.crew[0]!);
    expectCorrupt(tortuga1667States, s, 'ships', /exactly one place/);
  });

  it('T67-COMP-2: a ninth chest', () => {
    const s = t1667(5);
    s.galleon += 1;
    expectCorrupt(tortuga1667States, s, /galleon/);
  });

  it('T67-SETUP-2: a vote card in two hands', () => {
    const s = t1667(5);
    s.seats[1]!.hand.push(s.seats[0]!.hand[0]!);
    expectCorrupt(tortuga1667States, s, 'voteDeck', /vote card/);
  });

  it('T67-COMP-3: a "pirate" loyalty, and loyalty cards the deal does not have', () => {
    const s = t1667(5);
    (s.seats[2] as unknown as Json).loyalty = 'pirate';
    expectCorrupt(tortuga1667States, s, 'seats[2].loyalty');
    const t = t1667(4);
    t.seats.forEach((seat) => (seat.loyalty = 'british'));
    expectCorrupt(tortuga1667States, t, 'seats', /loyalty/);
  });

  it('a generator state that is not alea’s (NaN, out of range)', () => {
    const s = t1667(5);
    s.rng.s0 = Number.NaN;
    expectCorrupt(tortuga1667States, s, 'rng.s0');
    const t = t1667(5);
    t.rng.c = -3;
    expectCorrupt(tortuga1667States, t, 'rng.c');
  });

  it('T67-EVT-ARMADA, T67-COMP-5: the Armada replaced by any other card is refused, at every player count, with options', () => {
    for (const players of [3, 5, 9]) {
      for (const extra of [{}, { shorter: 3 }, { stars: 5 }, { rules: 'early' as const }]) {
        const base = t1667(players, 20, extra);
        const pile = base.row.includes('armada') ? 'row' : 'eventDeck';
        const index = (base[pile] as (string | null)[]).indexOf('armada');
        if (index < 0) continue; // revealed in these 20 decisions: the game is over or in its tiebreak
        for (const kind of EVENT_KINDS.filter((k) => k !== 'armada')) {
          const forged = JSON.parse(JSON.stringify(base)) as Json;
          (forged[pile] as string[])[index] = kind;
          expect(tortuga1667States.checkState(forged), `${players} ${JSON.stringify(extra)} ${kind}`).toMatchObject({
            code: 'CORRUPT_STATE',
            path: 'eventDeck',
          });
        }
      }
    }
  });

  it('T67-OPT-OPEN, T67-EVT-FEVER: loyalty cards are open only as the openLoyalties option deals them', () => {
    const none = t1667(5, 20);
    none.seats[2]!.loyaltyOpen = true;
    expectCorrupt(tortuga1667States, none, 'seats[2].loyaltyOpen', /openLoyalties option \(none\)/);
    const all = t1667(5, 20, { openLoyalties: 'all' });
    all.seats[1]!.loyaltyOpen = false;
    expectCorrupt(tortuga1667States, all, 'seats[1].loyaltyOpen');
    const pair = t1667(5, 20, { openLoyalties: 'pair' });
    expect(tortuga1667States.checkState(pair)).toBeNull();
    for (const seat of pair.seats) seat.loyaltyOpen = seat.loyalty !== 'dutch';
    expectCorrupt(tortuga1667States, pair, 'seats', /one british card/);
    const dutch = t1667(5, 20, { openLoyalties: 'pair' });
    dutch.seats.find((seat) => seat.loyalty === 'dutch')!.loyaltyOpen = true;
    expectCorrupt(tortuga1667States, dutch, /seats\[\d\]\.loyaltyOpen/);
  });

  it('T67-TURN-2: lostTurns -1 on every seat (which once made apply loop forever) is refused — and apply no longer loops on it', () => {
    const s = t1667(4, 3);
    for (const seat of s.seats) seat.lostTurns = -1;
    expectCorrupt(tortuga1667States, s, 'seats[0].lostTurns');
    const turn = tortuga1667.legalActions(s, s.turn.player).find((a) => a.type === 'peek')!;
    expect(tortuga1667.apply(s, turn).turn.number).toBe(s.turn.number + 1);
  });

  it('another format version, another game, a missing or an unknown field', () => {
    const s = t1667(5);
    expectCorrupt(tortuga1667States, { ...s, format: 3 }, 'format', /format 3.*formats 1 and 2/);
    expectCorrupt(tortuga1667States, { ...s, game: 'tortuga-dice' }, 'game');
    const { turn: _turn, ...missing } = s;
    expectCorrupt(tortuga1667States, missing, 'turn', /missing/);
    expectCorrupt(tortuga1667States, { ...s, cheat: true }, 'cheat', /not a field/);
    expectCorrupt(tortuga1667States, 'a state', '');
    expectCorrupt(tortuga1667States, [s], '');
  });

  it('T67-COMP-4: the standard vote deck is referenced (null), a custom one stored; format 1 (always stored) still loads', () => {
    const s = t1667(5);
    expect(s.voteCards).toBeNull();
    expect(tortuga1667.viewFor(s, 0).voteCards).toBe(DEFAULT_VOTE_CARDS);
    const formatOne = { ...s, format: 1, voteCards: DEFAULT_VOTE_CARDS.map((card) => ({ ...card })) };
    expect(tortuga1667States.checkState(formatOne)).toBeNull();
    const next = tortuga1667.apply(tortuga1667States.loadState(formatOne), tortuga1667.legalActions(s, tortuga1667.toAct(s)[0]!)[0]!);
    expect(next.voteCards).toEqual(formatOne.voteCards);
    const custom = tortuga1667.setup({ players: 5, seed: 'custom', voteCards: DEFAULT_VOTE_CARDS.map((card) => ({ ...card, cannon: 1 })) });
    expect(custom.voteCards?.[31]?.cannon).toBe(1);
    expect(tortuga1667.viewFor(custom, 0).voteCards[31]?.cannon).toBe(1);
  });

  it('TD-DICE-1: the default die faces are referenced (null), custom ones stored; format 1 (always stored) still loads', () => {
    const s = tortugaDice.setup({ players: 3, seed: 'faces' });
    expect(s.faces).toBeNull();
    expect(tortugaDice.viewFor(s, 0).faces).toBe(DEFAULT_FACES);
    expect(tortugaDiceStates.checkState({ ...s, format: 1, faces: DEFAULT_FACES.map((die) => ({ ...die })) })).toBeNull();
    expectCorrupt(tortugaDiceStates, { ...s, format: 3 }, 'format', /format 3.*formats 1 and 2/);
  });

  it('T67-ACT-PEEK: a remembered card that is not the card in its slot', () => {
    const s = t1667(5, 0);
    const slot = s.row.findIndex((card) => card !== null);
    s.seats[0]!.peeks[slot] = s.row[slot] === 'armada' ? 'pistol' : 'armada';
    expectCorrupt(tortuga1667States, s, `seats[0].peeks[${slot}]`);
  });

  it('T67-COMP-5: an event card more often than the box holds', () => {
    const s = t1667(5);
    s.discard.push('atlantis', 'atlantis');
    expectCorrupt(tortuga1667States, s, 'eventDeck', /atlantis/);
  });

  it('a pending decision that does not fit the board', () => {
    const s = t1667(5);
    s.pending = { kind: 'action', player: (s.turn.player + 1) % 5 };
    expectCorrupt(tortuga1667States, s, 'pending', /turn/);
    const t = t1667(5);
    t.pending = { kind: 'loot', player: t.turn.player, ship: 'fd' };
    expectCorrupt(tortuga1667States, t, 'pending');
  });

  it('hostile values: a cycle, a throwing getter, a proxy — a RuleViolation, never a crash', () => {
    const s = t1667(5) as unknown as Json;
    const cyclic = { ...s, seats: [...(s.seats as unknown[])] };
    (cyclic.seats as Json[])[0] = { ...(cyclic.seats as Json[])[0], hand: cyclic.seats };
    expectCorrupt(tortuga1667States, cyclic, 'seats[0].hand[0]');
    const getter = { ...s };
    Object.defineProperty(getter, 'galleon', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(tortuga1667States.checkState(getter)).toMatchObject({ code: 'CORRUPT_STATE' });
    const proxy = new Proxy(s, {
      ownKeys: () => {
        throw new Error('no keys');
      },
    });
    expect(tortuga1667States.checkState(proxy)).toMatchObject({ code: 'CORRUPT_STATE' });
  });
});

describe('checkState: a dice-game state from outside', () => {
  it('accepts states the engine made, also after a JSON round trip', () => {
    for (const players of [2, 3, 4]) expect(tortugaDiceStates.checkState(dice(players))).toBeNull();
  });

  it('TD-COMP-1: a 41st chest; TD-COMP-2: a token worth 4', () => {
    const s = dice(3);
    s.bag.push('red');
    expectCorrupt(tortugaDiceStates, s, 'bag', /40 chests/);
    const t = dice(3);
    t.supply[0] = 4;
    expectCorrupt(tortugaDiceStates, t, 'supply[0]');
  });

  it('TD-COMP-4: a die both in hand and placed; a placed die that counts the wrong number', () => {
    const s = dice(3, 40);
    const seat = s.seats.find((x) => Object.values(x.placed).some((list) => list.length > 0))!;
    const placed = Object.values(seat.placed).find((list) => list.length > 0)!;
    seat.hand.push(placed[0]!.die);
    expectCorrupt(tortugaDiceStates, s, /^seats\[\d\]/, /five dice/);
    const t = dice(3, 40);
    const other = t.seats.find((x) => Object.values(x.placed).some((list) => list.length > 0))!;
    const die = Object.values(other.placed).find((list) => list.length > 0)![0]!;
    (die as { value: number }).value = (die.value % 9) + 1;
    expectCorrupt(tortugaDiceStates, t, /placed/, /TD-DICE-1/);
  });

  it('TD-TRACK-1: a marker on field 9; TD-COMP-3: a 21st advantage token', () => {
    const s = dice(2);
    s.seats[0]!.ship = 9;
    expectCorrupt(tortugaDiceStates, s, 'seats[0].ship');
    const t = dice(2);
    t.advantageSupply += 1;
    expectCorrupt(tortugaDiceStates, t, 'advantageSupply');
  });

  it('TD-DICE-3: a hand not listed in order (keep choices are read by position in the hand)', () => {
    const s = dice(3, 0);
    s.seats[0]!.hand.reverse();
    s.seats[0]!.roll!.reverse();
    expectCorrupt(tortugaDiceStates, s, 'seats[0].hand', /in order/);
  });

  it('TD-DICE-2: a roll of the wrong length, a pending record between decisions', () => {
    const s = dice(3, 0);
    s.seats[0]!.roll!.pop();
    expectCorrupt(tortugaDiceStates, s, 'seats[0].roll');
    const t = dice(3);
    t.pending = { kind: 'tasks' };
    expectCorrupt(tortugaDiceStates, t, 'pending');
  });
});

describe('loadState: the way in for a state from outside', () => {
  it('returns the engine’s own frozen copy and leaves the caller’s object alone', () => {
    const loaded = t1667(5);
    const state = tortuga1667States.loadState(loaded);
    expect(state).toEqual(loaded);
    expect(Object.isFrozen(state.seats[0]!.hand)).toBe(true);
    expect(Object.isFrozen(loaded)).toBe(false);
    expect(() => tortuga1667States.loadState({ ...loaded, galleon: 9 })).toThrow(expect.objectContaining({ code: 'CORRUPT_STATE' }));
    expect(tortugaDiceStates.loadState(dice(4))).toEqual(dice(4));
  });
});

/** A copy of plain JSON data with one value somewhere inside replaced, removed or duplicated. */
function mutate(value: unknown, rng: RngState): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  const slots: { parent: Json | unknown[]; key: string | number }[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node))
      node.forEach((item, i) => {
        slots.push({ parent: node, key: i });
        walk(item);
      });
    else if (typeof node === 'object' && node !== null)
      for (const [key, item] of Object.entries(node)) {
        if (key !== 'log') {
          slots.push({ parent: node as Json, key });
          walk(item);
        }
      }
  };
  walk(copy);
  const { parent, key } = slots[nextInt(rng, slots.length)]!;
  const old = (parent as Json)[key as string];
  const choices: unknown[] = [
    -1,
    0,
    1,
    2,
    3,
    5,
    6,
    9,
    99,
    1e9,
    -1e9,
    0.5,
    Number.NaN,
    Infinity,
    '',
    'x',
    'british',
    'fd',
    'ship',
    'red',
    'board',
    'skull',
    null,
    true,
    false,
    [],
    {},
    [0],
    [0, 0],
    typeof old === 'number' ? old + 1 : 0,
    typeof old === 'number' ? old - 1 : 0,
    Array.isArray(old) ? [...old, old[0]] : old,
    Array.isArray(old) ? old.slice(1) : old,
  ];
  const pick = nextInt(rng, choices.length + 1);
  if (pick === choices.length) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key as string];
  } else (parent as Json)[key as string] = choices[pick];
  return copy;
}

/** Every word a UI shows for a view: the narration of its log, its summary, prompt, labels and menu, in all locales. */
function sayEverything<V extends { log: readonly unknown[] }, A>(game: Game<BaseConfig, unknown, A & BaseAction, V, unknown>, view: V): void {
  for (const locale of LOCALES) {
    const words = wordsFor(game, locale);
    for (const entry of view.log) words.narrate(view, entry as LogEntryOf<V>);
    words.summary(view);
    words.prompt(view);
    words.menu(view);
  }
}

/** Plays random decisions from a state through apply and the simulator, reading every view and saying everything in it. */
function exercise<S>(
  game: Game<BaseConfig, S, BaseAction, { log: { event: unknown }[] }, unknown>,
  states: GameStates<S, unknown>,
  state: S,
  rng: RngState,
): void {
  let s = states.loadState(state);
  const sim = game.simulator(s);
  for (let i = 0; i < 30 && game.outcome(s) === null; i++) {
    for (let seat = 0; seat < (s as { players: number }).players; seat++)
      sayEverything(game as unknown as Game<BaseConfig, unknown, BaseAction, { log: unknown[] }, unknown>, game.viewFor(s, seat));
    const action = randomLegal(game, s, rng);
    s = game.apply(s, action);
    sim.apply(action);
  }
  expect(sim.state).toEqual(s);
}

describe('no state that passes checkState makes the engine loop or crash (mutation fuzzing)', () => {
  const cases = [
    {
      game: tortuga1667,
      states: tortuga1667States,
      make: (i: number) => t1667(2 + (i % 8), 5 + (i % 40), i % 3 === 0 ? { stars: 8 } : i % 5 === 0 ? { rules: 'early' } : {}),
    },
    { game: tortugaDice, states: tortugaDiceStates, make: (i: number) => dice(2 + (i % 3), 5 + (i % 60)) },
  ] as const;
  for (const { game, states, make } of cases) {
    it(`${game.name}: 600 single mutations of reachable states`, () => {
      const rng = seedRng(`mutate-${game.name}`);
      let accepted = 0;
      for (let i = 0; i < 600; i++) {
        const mutated = mutate(make(i % 40), rng);
        const problem = states.checkState(mutated);
        if (problem !== null) {
          expect(problem.code).toBe('CORRUPT_STATE');
          expect(typeof problem.path).toBe('string');
          continue;
        }
        accepted++;
        exercise(
          game as unknown as Game<BaseConfig, unknown, BaseAction, { log: { event: unknown }[] }, unknown>,
          states as GameStates<unknown, unknown>,
          mutated,
          rng,
        );
      }
      console.log(`[${game.name} mutation fuzzing] ${accepted} of 600 mutated states pass checkState and play on`);
      expect(accepted).toBeGreaterThan(0); // some mutations give other valid states (a different hand, a moved marker, …)
    });
  }
});

describe('game records: one versioned format, checked when loaded', () => {
  const config = { players: 4, seed: 'record' };
  const { actions } = reached(tortuga1667 as unknown as Game<BaseConfig, T1667State, BaseAction, unknown, unknown>, config, 60);
  const final = replay(tortuga1667, config, actions as never);

  it('makeRecord writes game, format, config, actions and the final hash; replayRecord rebuilds the state', () => {
    const record = makeRecord(tortuga1667, config, actions as never, final);
    expect(record).toMatchObject({ game: 'tortuga-1667', format: 1, config, finalHash: stateHash(final) });
    expect(replayRecord(tortuga1667, JSON.parse(JSON.stringify(record)))).toEqual(final);
    expect(stateHash(JSON.parse(JSON.stringify(final)))).toBe(stateHash(final));
  });

  it('a damaged record is refused with the path of the problem; the first bad action is named by its index', () => {
    const record = JSON.parse(JSON.stringify(makeRecord(tortuga1667, config, actions as never, final))) as Json & { actions: Json[] };
    expect(() => replayRecord(tortugaDice, record)).toThrow(expect.objectContaining({ code: 'CORRUPT_RECORD', path: 'game' }));
    expect(() => replayRecord(tortuga1667, { ...record, format: 7 })).toThrow(expect.objectContaining({ code: 'CORRUPT_RECORD', path: 'format' }));
    expect(() => replayRecord(tortuga1667, { ...record, finalHash: '0000000000000000' })).toThrow(
      expect.objectContaining({ code: 'CORRUPT_RECORD', path: 'finalHash' }),
    );
    const tampered = { ...record, actions: record.actions.map((a, i) => (i === 17 ? { ...a, player: ((a.player as number) + 1) % 4 } : a)) };
    let thrown: unknown;
    try {
      replayRecord(tortuga1667, tampered);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ path: 'actions[17]' });
    expect((thrown as Error).message).toMatch(/Action 18 of 60/);
    expect(() => replayRecord(tortuga1667, { ...record, config: { players: 12, seed: 'x' } })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG', path: 'config' }),
    );
  });
});
