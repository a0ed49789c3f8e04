import fc from 'fast-check';
import { expect, it } from 'vitest';
import { replay } from '../../src/core/records/replay.js';
import { deepEqual } from '../../src/core/engine/deep-equal.js';
import type { BaseAction, BaseConfig, Game, GameStates, PlayerId } from '../../src/core/engine/game.js';
import { isRuleViolation } from '../../src/core/engine/rule-violation.js';
import { nextInt, seedRng, type RngState } from '../../src/core/engine/rng.js';

/**
 * What the shared conformance harness needs to know about one game (after OpenSpiel's
 * game tests): how to build a configuration, the game's own invariants, and how to change
 * the secrets that one seat may not know.
 */
export interface ConformanceSubject<C extends BaseConfig, S, A extends BaseAction, V, O> {
  readonly game: Game<C, S, A, V, O>;
  readonly states: GameStates<S, V>;
  readonly configFor: (players: number, seed: string) => C;
  /** Throws (via expect) when a state breaks one of the game's invariants. */
  readonly invariants: (state: S, initial: S) => void;
  /**
   * A copy of `state` in which everything `viewer` may not know is changed at random:
   * other seats' secrets, deck orders, the generator, private log entries of others.
   */
  readonly perturb: (state: S, viewer: PlayerId, rng: RngState) => S;
  /**
   * What any seat may see of an action another seat could take: the action with the fields
   * that carry that seat's own secrets (cards of its hand, dice of its roll) left out.
   */
  readonly publicPart: (action: A) => unknown;
  /** Actions a seat could send for itself, of every type, with fields drawn at random (to provoke `validate` messages). */
  readonly probes: (state: S, seat: PlayerId, rng: RngState) => unknown[];
  /**
   * Secrets dealt at the source: when the decision `action` (null: the set-up) drew something
   * secret that the engine may already have turned into public fields, the state that
   * decision would have given with those secrets drawn differently — all but the viewer's
   * own — or null. `perturb` re-deals secrets after the fact; this catches a leak baked into
   * the state when the secret was drawn.
   */
  readonly resample?: (config: C, before: S | null, action: A | null, after: S, viewer: PlayerId, rng: RngState) => S | null;
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
    if (key === 'target') out.push({ ...record, target: action.player }); // a seat naming itself
    if (Array.isArray(value) && value.length > 0) {
      // Lists (slots, cards, dice) out of order, with a repeat, one longer and one shorter.
      out.push({ ...record, [key]: [...(value as unknown[])].reverse() }, { ...record, [key]: [value[0], ...(value as unknown[]).slice(0, -1)] });
      out.push({ ...record, [key]: [...(value as unknown[]), value[0]] }, { ...record, [key]: (value as unknown[]).slice(1) });
    }
    const without = { ...record };
    delete without[key];
    out.push(without);
  }
  return out;
}

/** Checks `validate` ⇔ `legalActions` for the seat of `action` and for forged variants; a rejected action changes nothing. */
export function checkLegality<C extends BaseConfig, S, A extends BaseAction, V, O>(game: Game<C, S, A, V, O>, state: S, players: number, rng: RngState): void {
  // The same state as a caller's own plain object (not the engine's): validated without what a
  // playout's count and pick remembered of the engine's frozen state, with the same verdicts.
  const thawed = JSON.parse(JSON.stringify(state)) as S;
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
        expect(verdict(game.validate(thawed, forged))).toEqual(verdict(problem));
        const isLegal =
          legal.some((candidate) => deepEqual(candidate, forged)) ||
          game.legalActions(state, (forged as BaseAction).player).some((candidate) => deepEqual(candidate, forged));
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

/** A `validate` verdict as the seat that provoked it sees it. */
function verdict(problem: { code: string; rule?: string | undefined; message: string } | null): unknown {
  return problem === null ? null : { code: problem.code, rule: problem.rule, message: problem.message };
}

/** What `seat` may do, as everyone else sees it: the public parts of its legal actions, as a set. */
function observedActions<C extends BaseConfig, S, A extends BaseAction, V, O>(subject: ConformanceSubject<C, S, A, V, O>, state: S, seat: PlayerId): string[] {
  return [...new Set(subject.game.legalActions(state, seat).map((action) => JSON.stringify(subject.publicPart(action))))].sort();
}

/**
 * The information rule (1.0): everything a seat can observe — its view, `toAct`, what the
 * other seats may do (the public part of their legal actions), every `validate` message its
 * own actions can provoke — is unchanged when what that seat may not know is re-dealt.
 */
export function checkNonInterference<C extends BaseConfig, S, A extends BaseAction, V, O>(
  subject: ConformanceSubject<C, S, A, V, O>,
  state: S,
  players: number,
  rng: RngState,
  resampled: (viewer: PlayerId) => S | null = () => null,
): void {
  for (let viewer = 0; viewer < players; viewer++) {
    sameObservations(subject, state, subject.perturb(state, viewer, rng), viewer, players, rng);
    const alternative = resampled(viewer);
    if (alternative !== null) sameObservations(subject, state, alternative, viewer, players, rng);
  }
}

/** `viewer` observes the same in `state` and in `other`, a world that differs only in what it may not know. */
function sameObservations<C extends BaseConfig, S, A extends BaseAction, V, O>(
  subject: ConformanceSubject<C, S, A, V, O>,
  state: S,
  other: S,
  viewer: PlayerId,
  players: number,
  rng: RngState,
): void {
  const { game } = subject;
  expect(subject.states.checkState(other)).toBeNull(); // the other world is a possible one
  expect(game.viewFor(other, viewer)).toEqual(game.viewFor(state, viewer));
  expect(game.toAct(other)).toEqual(game.toAct(state));
  for (let seat = 0; seat < players; seat++) {
    if (seat !== viewer) expect(observedActions(subject, other, seat)).toEqual(observedActions(subject, state, seat));
  }
  const probes = [...game.legalActions(state, viewer), ...subject.probes(state, viewer, rng)];
  for (const action of game.legalActions(state, viewer))
    probes.push(...(forgeries(action, players, rng) as A[]).filter((p) => (p as { player?: unknown }).player === viewer));
  for (const probe of probes) expect(verdict(game.validate(other, probe))).toEqual(verdict(game.validate(state, probe)));
}

/**
 * Plays a random game and checks the information rule at sampled decisions, against
 * perturbed worlds and (where the game provides them) worlds whose secrets were drawn
 * differently at the source.
 */
export function playNonInterference<C extends BaseConfig, S, A extends BaseAction, V, O>(
  subject: ConformanceSubject<C, S, A, V, O>,
  config: C,
  bot: string,
  sample: (state: S, index: number) => boolean,
): void {
  const rng = seedRng(`${bot}-perturb`);
  const { states, actions } = playRandom(subject.game, config, bot);
  states.forEach((state, index) => {
    const before = index === 0 ? null : states[index - 1]!;
    const action = index === 0 ? null : actions[index - 1]!;
    const resample = subject.resample;
    const resampled = (viewer: PlayerId): S | null => (resample === undefined ? null : resample(config, before, action, state, viewer, rng));
    if (sample(state, index)) {
      checkNonInterference(subject, state, config.players, rng, resampled);
      return;
    }
    for (let viewer = 0; viewer < config.players; viewer++) {
      const alternative = resampled(viewer);
      if (alternative !== null) sameObservations(subject, state, alternative, viewer, config.players, rng);
    }
  });
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
 * The run counts as given where `TORTUGA_FULL_PROPERTIES=1` (CI runs the property files so, after
 * `npm test`), a quarter of them otherwise: `npm test` stays within its time on two cores, and
 * nothing leaves CI.
 */
function scaled(runs: SuiteRuns): SuiteRuns {
  if (process.env.TORTUGA_FULL_PROPERTIES === '1') return runs;
  const quarter = (n: number): number => Math.max(5, Math.ceil(n / 4));
  return { invariants: quarter(runs.invariants), legality: quarter(runs.legality), fastPath: quarter(runs.fastPath), views: quarter(runs.views) };
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
  runs = scaled(runs);
  it(`invariants hold at every decision of ${runs.invariants} random games, and checkState accepts the states`, () => {
    fc.assert(
      fc.property(configs, arbitraries.botSeed, (config, bot) => {
        const { states } = playRandom(game, config, bot);
        states.forEach((state, index) => {
          subject.invariants(state, states[0]!);
          // Reachable states pass the check for states from outside (sampled: it reads the whole log).
          if (index % 7 === 0 || index === states.length - 1) expect(subject.states.checkState(state)).toBeNull();
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
        // A simulator without a log plays the same game: every state the same but for the log, which stays as it began.
        const logless = game.startSimulator(config, { log: false });
        const startLog = JSON.stringify((logless.state as { log: unknown }).log);
        actions.forEach((action, i) => {
          logless.applyTrusted(action);
          if (i % 5 === 0 || i === actions.length - 1) expect({ ...logless.state, log: null }).toEqual({ ...states[i + 1]!, log: null });
        });
        expect(JSON.stringify((logless.state as { log: unknown }).log)).toBe(startLog);
      }),
      { numRuns: runs.fastPath },
    );
  });

  it('simulator options: an unknown key or a wrong value is named in a TypeError', () => {
    const state = game.setup(fc.sample(configs, 1)[0]!);
    expect(() => game.simulator(state, { logs: false } as never)).toThrow(/Unknown simulator option "logs"/);
    expect(() => game.startSimulator(fc.sample(configs, 1)[0]!, { log: 'no' } as never)).toThrow(/"log" is true or false/);
    expect(() => game.simulator(state, null as never)).toThrow(TypeError);
    expect(game.simulator(state, {}).state).toEqual(state);
  });

  it('nothing a seat can observe (its view, toAct, what others may do, validate messages) changes when anything it may not know changes', () => {
    fc.assert(
      fc.property(configs, arbitraries.botSeed, (config, bot) => {
        playNonInterference(subject, config, bot, viewCheckEvery);
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
