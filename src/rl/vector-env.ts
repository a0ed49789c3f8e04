import type { BaseAction, BaseConfig, Game, PlayerId, Simulator } from '../core/engine/game.js';
import { seedRng, type RngState } from '../core/engine/rng.js';
import { orderedLegalIds, type Encoding } from './encoding.js';
import type { LegalIds } from './legal-ids.js';

/**
 * Options of a vector environment.
 *
 * @typeParam View - the game's view, which its bots read
 * @typeParam Action - the game's action, which its bots choose
 */
export interface VectorEnvOptions<View = unknown, Action = unknown> {
  /** How many games run in lockstep. */
  readonly count: number;
  /** Game k of slot i (counting from 0) is dealt with the seed `<seed>/<k·count + i>`. */
  readonly seed: string;
  /** Whether each step also writes the acting seat's observation tensor (slower: it builds the seat's view). */
  readonly observations?: boolean;
  /**
   * Seats played by bots inside the environment (a bot of the library, or anything that chooses
   * from a seat's view): every row then stands at a decision of a seat without one, and a step
   * plays the bots' decisions that follow the agent's. They draw from `botSeed` (default `"bots"`).
   */
  readonly bots?: ReadonlyMap<PlayerId, VectorBot<View, Action>>;
  /** The seed the bots draw from. */
  readonly botSeed?: string;
}

/**
 * A bot of a vector environment (the library's bots are such): chooses one of the seat's legal
 * actions from its view.
 *
 * @typeParam View - the game's view
 * @typeParam Action - the game's action
 */
export interface VectorBot<View, Action> {
  /** One of `view.decision.actions`, drawing any randomness from `rng`. */
  choose(view: View, rng: RngState): Action;
}

/**
 * What a vector environment gives after `reset` and each `step`, one row per game. The arrays are
 * the environment's own, overwritten by the next step: copy what you keep.
 */
export interface VectorStep {
  /** The seat to act in each game. */
  readonly players: Int32Array;
  /** Its legal-action mask: row i is `masks.subarray(i·A, (i+1)·A)`, A = `numDistinctActions`. */
  readonly masks: Uint8Array;
  /** Its observation tensor, row by row (only with `observations`; else empty). */
  readonly observations: Float32Array;
  /** 1 where this step ended the game (the row then shows the next game's start). */
  readonly dones: Uint8Array;
  /** 1 where the game this step ended was ended by the decision cap (T67-OPT-CAP, TD-OPT-CAP): truncated, not terminated. */
  readonly truncated: Uint8Array;
  /** Where a game ended: every seat's return, row by row (P = players per game); else zeros. */
  readonly rewards: Float32Array;
  /** Games finished so far, in all. */
  readonly finished: number;
}

/**
 * N games stepped in lockstep on the engine's fast simulators, with masks and auto-reset: the
 * shape of a vectorized RL environment. Each step takes one action id per game, for its acting
 * seat; simultaneous decisions are served one seat at a time, lowest seat first.
 */
export class VectorEnv<Config extends BaseConfig, State, Action extends BaseAction, View> {
  private readonly sims: Simulator<State, Action>[] = [];
  /** Each game's legal ids, in `legalActions` order (id k is `legalActionAt(…, k)`). */
  private readonly ids: number[][] = [];
  private readonly legalIds: LegalIds<State>;
  private readonly played: number[] = [];
  /** What the bots draw from. */
  private readonly botRng: RngState;
  private readonly result: {
    players: Int32Array;
    masks: Uint8Array;
    observations: Float32Array;
    dones: Uint8Array;
    truncated: Uint8Array;
    rewards: Float32Array;
    finished: number;
  };

  constructor(
    private readonly game: Game<Config, State, Action, View, unknown>,
    private readonly encoding: Encoding<State, Action, View>,
    private readonly config: Config,
    private readonly options: VectorEnvOptions<View, Action>,
  ) {
    if (!Number.isInteger(options.count) || options.count < 1 || options.count > 65_536) throw new RangeError('count must be a whole number from 1 to 65,536.');
    const n = options.count;
    if (options.bots !== undefined) {
      for (const seat of options.bots.keys())
        if (!Number.isInteger(seat) || seat < 0 || seat >= config.players)
          throw new RangeError(`bots are given by seat, 0 to ${config.players - 1}; not ${seat}.`);
      if (options.bots.size >= config.players) throw new RangeError('bots must leave at least one seat to the agent.');
    }
    this.botRng = seedRng(options.botSeed ?? 'bots');
    this.legalIds = orderedLegalIds(encoding);
    const obs = options.observations === true ? encoding.observationShape[0] : 0;
    this.result = {
      players: new Int32Array(n),
      masks: new Uint8Array(n * encoding.numDistinctActions),
      observations: new Float32Array(n * obs),
      dones: new Uint8Array(n),
      truncated: new Uint8Array(n),
      rewards: new Float32Array(n * config.players),
      finished: 0,
    };
  }

  /** Starts every game afresh. */
  reset(): VectorStep {
    this.result.finished = 0;
    this.result.masks.fill(0);
    this.ids.length = 0;
    this.result.dones.fill(0);
    for (let i = 0; i < this.options.count; i++) {
      this.start(i);
      this.settle(i, true);
      this.prepare(i);
    }
    this.result.dones.fill(0);
    this.result.truncated.fill(0);
    this.result.rewards.fill(0);
    return this.result;
  }

  /** Applies one action id per game (for its acting seat); a RangeError names a game whose id is not legal. */
  step(actions: ArrayLike<number>): VectorStep {
    const n = this.options.count;
    if (actions.length !== n) throw new RangeError(`step takes ${n} action ids, one per game; it was given ${actions.length}.`);
    const { dones, truncated, rewards } = this.result;
    dones.fill(0);
    truncated.fill(0);
    rewards.fill(0);
    for (let i = 0; i < n; i++) {
      const at = this.ids[i]!.indexOf(actions[i]!);
      if (at < 0) throw new RangeError(`Action ${actions[i]} is not legal in game ${i} for seat ${this.result.players[i]}.`);
      const sim = this.sims[i]!;
      // The id is legal, so its action is the legal one (the tests check that decoding an id gives the legal action itself).
      sim.applyTrusted(this.encoding.actionOf(this.result.players[i]!, actions[i]!));
      this.settle(i, false);
      this.prepare(i);
    }
    return this.result;
  }

  /**
   * After the agent's decision in slot i (or at a new game, `fresh`): the bots play theirs, and a
   * game that ends is recorded (its returns, whether the decision cap cut it short) and replaced
   * by the next, in which the bots again play until the agent decides.
   */
  private settle(i: number, fresh: boolean): void {
    const bots = this.options.bots;
    for (;;) {
      const sim = this.sims[i]!;
      const outcome = this.game.outcome(sim.state) as { readonly reason?: string } | null;
      if (outcome !== null) {
        if (fresh) throw new RangeError('A game ended before any seat of the agent decided (is the decision cap too small for the bots?).');
        this.result.truncated[i] = outcome.reason === 'decision-cap' ? 1 : 0; // T67-OPT-CAP, TD-OPT-CAP
        const returns = this.encoding.returns(sim.state);
        for (let p = 0; p < returns.length; p++) this.result.rewards[i * this.config.players + p] = returns[p]!;
        this.result.dones[i] = 1;
        this.result.finished++;
        this.start(i);
        fresh = true;
        continue;
      }
      const seat = bots === undefined || bots.size === 0 ? undefined : this.game.toAct(sim.state).find((s) => bots.has(s));
      if (seat === undefined) return;
      sim.applyTrusted(bots!.get(seat)!.choose(this.game.viewFor(sim.state, seat), this.botRng));
    }
  }

  /** A new game in slot i. */
  private start(i: number): void {
    const k = this.played[i] ?? 0;
    this.played[i] = k + 1;
    // No log unless bots play: nothing else the environment gives reads one (the observation tensor reads none).
    this.sims[i] = this.game.startSimulator(
      { ...this.config, seed: `${this.options.seed}/${k * this.options.count + i}` },
      { log: (this.options.bots?.size ?? 0) > 0 },
    );
  }

  /** The acting seat of slot i, its legal actions, mask and (with `observations`) tensor. */
  private prepare(i: number): void {
    const state = this.sims[i]!.state;
    const seats = this.game.toAct(state);
    let seat: PlayerId = seats[0]!;
    for (const s of seats) if (s < seat) seat = s;
    this.result.players[i] = seat;
    const size = this.encoding.numDistinctActions;
    const masks = this.result.masks;
    // Clear only the bits the row's last mask set (a row is mostly zeros: a few ids of hundreds),
    // then set this one's, reusing the row's list of ids.
    const ids = (this.ids[i] ??= []);
    for (const id of ids) masks[i * size + id] = 0;
    ids.length = 0;
    this.legalIds(state, seat, ids);
    for (const id of ids) masks[i * size + id] = 1;
    if (this.options.observations === true) {
      const obs = this.encoding.observationShape[0];
      this.encoding.observationTensorOf(state, seat, this.result.observations.subarray(i * obs, (i + 1) * obs));
    }
  }
}
