import fc from 'fast-check';
import { expect, it } from 'vitest';
import { replay } from '../../src/core/replay.js';
import { deepEqual } from '../../src/core/deep-equal.js';
import type { BaseAction, BaseConfig, Game, PlayerId } from '../../src/core/game.js';
import { isRuleViolation } from '../../src/core/rule-violation.js';
import { nextInt, seedRng, type RngState } from '../../src/core/rng.js';

/**
 * What the shared conformance harness needs to know about one game (after OpenSpiel's
 * game tests): how to build a configuration, the game's own invariants, and how to change
 * the secrets that one seat may not know.
 */
export interface ConformanceSubject<C extends BaseConfig, S, A extends BaseAction, V, O> {
  readonly game: Game<C, S, A, V, O>;
  readonly configFor: (players: number, seed: string) => C;
  /** Throws (via expect) when a state breaks one of the game's invariants. */
  readonly invariants: (state: S, initial: S) => void;
  /**
   * A copy of `state` in which everything `viewer` may not know is changed at random:
   * other seats' secrets, deck orders, the generator, private log entries of others.
   */
  readonly perturb: (state: S, viewer: PlayerId, rng: RngState) => S;
}

/** A random legal decision: a random seat of `toAct`, then one of its legal actions. */
export function randomLegal<S, A extends BaseAction>(game: Game<BaseConfig, S, A, unknown, unknown>, state: S, rng: RngState): A {
  const seats = game.toAct(state);
  const seat = seats[nextInt(rng, seats.length)]!;
  const actions = game.legalActions(state, seat);
  return actions[nextInt(rng, actions.length)]!;
}

/** Plays one random game through `apply`, calling `check` before every decision. */
export function playRandom<C extends BaseConfig, S, A extends BaseAction, V, O>(
  game: Game<C, S, A, V, O>,
  config: C,
  botSeed: string,
  check: (state: S, action: A, index: number) => void = () => {},
  limit = 5000,
): { states: S[]; actions: A[] } {
  const rng = seedRng(botSeed);
  let state = game.setup(config);
  const states = [state];
  const actions: A[] = [];
  while (game.outcome(state) === null) {
    if (actions.length >= limit) throw new Error(`no end within ${limit} decisions`);
    expect(game.toAct(state).length).toBeGreaterThan(0);
    const action = randomLegal(game as Game<BaseConfig, S, A, unknown, unknown>, state, rng);
    check(state, action, actions.length);
    state = game.apply(state, action);
    states.push(state);
    actions.push(action);
  }
  return { states, actions };
}

/** Variants of a legal action that should be checked too (most are illegal). */
export function forgeries(action: BaseAction, players: number, rng: RngState): unknown[] {
  const record = action as unknown as Record<string, unknown>;
  const out: unknown[] = [
    { ...record, player: (action.player + 1 + nextInt(rng, players - 1)) % players },
    { ...record, player: players },
    { ...record, player: -1 },
    { ...record, player: String(action.player) },
    { ...record, extra: true },
    { ...record, type: 'nonsense' },
    Object.assign(Object.create({ inherited: 1 }) as object, record),
  ];
  for (const key of Object.keys(record)) {
    if (key === 'type' || key === 'player') continue;
    const value = record[key];
    out.push({ ...record, [key]: typeof value === 'number' ? value + 1 + nextInt(rng, 3) : typeof value === 'string' ? value + 'x' : null });
    const without = { ...record };
    delete without[key];
    out.push(without);
  }
  return out;
}

/** Checks `validate` ⇔ `legalActions` for the seat of `action` and for forged variants; a rejected action changes nothing. */
export function checkLegality<C extends BaseConfig, S, A extends BaseAction, V, O>(game: Game<C, S, A, V, O>, state: S, players: number, rng: RngState): void {
  for (let seat = 0; seat < players; seat++) {
    const legal = game.legalActions(state, seat);
    expect(legal.length > 0).toBe(game.toAct(state).includes(seat));
    // legalActionCount / legalActionAt agree with legalActions, action by action.
    expect(game.legalActionCount(state, seat)).toBe(legal.length);
    legal.forEach((action, index) => expect(game.legalActionAt(state, seat, index)).toEqual(action));
    expect(game.legalActionAt(state, seat, legal.length)).toBeUndefined();
    for (const action of legal) {
      expect(game.validate(state, action)).toBeNull();
      expect(action.player).toBe(seat);
      for (const forged of forgeries(action, players, rng)) {
        const problem = game.validate(state, forged);
        const isLegal = legal.some((candidate) => deepEqual(candidate, forged)) || game.legalActions(state, (forged as BaseAction).player).some((candidate) => deepEqual(candidate, forged));
        if (isLegal) {
          expect(problem).toBeNull();
        } else {
          expect(isRuleViolation(problem)).toBe(true);
          expect(() => game.apply(state, forged as A)).toThrow();
        }
      }
    }
  }
}

/** Every seat's view is unchanged when what that seat may not know changes. */
export function checkViewNonInterference<C extends BaseConfig, S, A extends BaseAction, V, O>(
  subject: ConformanceSubject<C, S, A, V, O>,
  state: S,
  players: number,
  rng: RngState,
): void {
  for (let viewer = 0; viewer < players; viewer++) {
    const other = subject.perturb(state, viewer, rng);
    expect(subject.game.viewFor(other, viewer)).toEqual(subject.game.viewFor(state, viewer));
  }
}

/** fast-check arbitraries shared by the property tests. */
export const arbitraries = {
  seed: fc.string({ minLength: 0, maxLength: 12 }),
  botSeed: fc.integer({ min: 0, max: 2 ** 31 - 1 }).map((n) => `bot-${n}`),
};

/** JSON round trip of a state: equal, and the game goes on identically from the copy. */
export function checkJsonRoundTrip<C extends BaseConfig, S, A extends BaseAction, V, O>(game: Game<C, S, A, V, O>, state: S, next: A | undefined): void {
  const copy = JSON.parse(JSON.stringify(state)) as S;
  expect(copy).toEqual(state);
  if (next !== undefined) expect(game.apply(copy, next)).toEqual(game.apply(state, next));
}

/** How many random games each shared property plays. */
export interface SuiteRuns {
  readonly invariants: number;
  readonly legality: number;
  readonly fastPath: number;
  readonly views: number;
}

/**
 * The shared conformance suite (after OpenSpiel's game tests), run for both games over
 * random configurations and random legal playouts: the game's invariants at every
 * decision; `legalActions` ⇔ `validate` with forged variants, and rejected actions change
 * nothing; the fast path equals `apply`; JSON round trips; replay determinism; and view
 * non-interference.
 */
export function conformanceSuite<C extends BaseConfig, S, A extends BaseAction, V, O>(
  subject: ConformanceSubject<C, S, A, V, O>,
  configs: fc.Arbitrary<C>,
  runs: SuiteRuns,
  viewCheckEvery: (state: S, index: number) => boolean,
): void {
  const { game } = subject;
  it(`invariants hold at every decision of ${runs.invariants} random games, and checkState accepts the states`, () => {
    fc.assert(
      fc.property(configs, arbitraries.botSeed, (config, bot) => {
        const { states } = playRandom(game, config, bot);
        states.forEach((state, index) => {
          subject.invariants(state, states[0]!);
          // Reachable states pass the check for states from outside (sampled: it reads the whole log).
          if (index % 7 === 0 || index === states.length - 1) expect(game.checkState(state)).toBeNull();
        });
      }),
      { numRuns: runs.invariants },
    );
  });

  it('legalActions ⇔ validate ⇔ legalActionAt, toAct ⇔ non-empty legalActions, and a rejected action changes nothing', () => {
    fc.assert(
      fc.property(configs, arbitraries.botSeed, (config, bot) => {
        const rng = seedRng(`${bot}-forge`);
        playRandom(game, config, bot, (state, _action, index) => {
          if (index % 3 !== 0) return;
          const before = JSON.stringify(state);
          checkLegality(game, state, config.players, rng);
          expect(JSON.stringify(state)).toBe(before);
        });
      }),
      { numRuns: runs.legality },
    );
  });

  it('the fast path (simulator and startSimulator) gives the same states as apply; states survive a JSON round trip; replay is deterministic', () => {
    fc.assert(
      fc.property(configs, arbitraries.botSeed, (config, bot) => {
        const { states, actions } = playRandom(game, config, bot);
        const sim = game.simulator(states[0]!);
        actions.forEach((action, i) => {
          sim.apply(action);
          expect(sim.state).toEqual(states[i + 1]);
          if (i % 7 === 0) checkJsonRoundTrip(game, states[i]!, action);
        });
        expect(Object.isFrozen(states[states.length - 1])).toBe(true);
        expect(sim.snapshot()).toEqual(states[states.length - 1]);
        // startSimulator starts where setup does, unfrozen, and plays the same game.
        const started = game.startSimulator(config);
        expect(Object.isFrozen(started.state)).toBe(false);
        expect(started.state).toEqual(states[0]);
        for (const action of actions) started.applyTrusted(action);
        expect(started.state).toEqual(states[states.length - 1]);
        expect(replay(game, config, actions)).toEqual(states[states.length - 1]);
        expect(playRandom(game, config, bot).actions).toEqual(actions);
      }),
      { numRuns: runs.fastPath },
    );
  });

  it('a view does not change when anything its seat may not know changes', () => {
    fc.assert(
      fc.property(configs, arbitraries.botSeed, (config, bot) => {
        const rng = seedRng(`${bot}-perturb`);
        playRandom(game, config, bot, (state, _action, index) => {
          if (viewCheckEvery(state, index)) checkViewNonInterference(subject, state, config.players, rng);
        });
      }),
      { numRuns: runs.views },
    );
  });
}

/** Fuzzing: `validate` never throws; anything not legal is a RuleViolation, `apply` throws it, and the state is untouched. */
export function expectRejectedWithoutChange<C extends BaseConfig, S, A extends BaseAction, V, O>(game: Game<C, S, A, V, O>, state: S, input: unknown): void {
  const before = JSON.stringify(state);
  let problem: unknown;
  expect(() => {
    problem = game.validate(state, input);
  }).not.toThrow();
  if (problem === null) {
    expect(game.legalActions(state, (input as BaseAction).player)).toContainEqual(input);
    return;
  }
  expect(isRuleViolation(problem)).toBe(true);
  expect(['MALFORMED_ACTION', 'NOT_YOUR_DECISION', 'ILLEGAL_ACTION', 'GAME_OVER']).toContain((problem as { code: string }).code);
  let thrown: unknown;
  try {
    game.apply(state, input as A);
  } catch (error) {
    thrown = error;
  }
  expect(isRuleViolation(thrown)).toBe(true);
  expect(JSON.stringify(state)).toBe(before);
}
