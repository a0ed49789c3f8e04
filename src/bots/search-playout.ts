/**
 * The search's playouts (`ismctsBot`): how a sampled game is played on past the tree and what it
 * is worth to each seat — the scoring a search is given, a playout by the playout bot to the end or
 * to the cut-off, and the paired root's worlds, which play every candidate in one world.
 */
import type { BaseAction, BaseConfig, Game, PlayerId, Simulator } from '../core/engine/game.js';
import { nextInt, seedRng, type RngState } from '../core/engine/rng.js';
import type { Bot, DecisionView } from './bot.js';

/** How a search bot values the end (or the cut-off) of a sampled game for each player. */
export interface SearchScoring<State, Outcome, View> {
  /** The reward of a finished game for `player`, from 0 (lost) to 1 (won). */
  reward(outcome: Outcome, player: PlayerId): number;
  /** An estimate of the same, for a playout cut off before the end. */
  estimate(state: State, player: PlayerId): number;
  /**
   * Prepares sampling for one decision: returns a function that samples one world (a full
   * state consistent with the view) per seed — `determinize`, perhaps weighted by what the bot
   * believes, and without what the rules never read (the log).
   */
  sampler(view: View): (seed: string) => State;
  /**
   * What only `seat` knows in a sampled world and its choices depend on (Tortuga 1667: its
   * loyalty card), as a key. With it, the tree keeps another seat's statistics apart for each of
   * its secrets, so the seat chooses as one that knows its own card (the multiple-observer idea
   * of Cowling et al.), not as the average over the cards it might hold.
   */
  secret?(state: State, seat: PlayerId): string;
  /**
   * Whether `state` is inside a step whose choices stay hidden from the other participants until
   * all have chosen (Tortuga 1667: a vote being collected, T67-VOTE-8). The tree can then keep
   * the participants from answering choices they cannot see (`simultaneous: 'blind'`).
   */
  simultaneous?(state: State): boolean;
}

/** What a playout needs of the search's settings. */
export interface PlayoutSettings<View, Action> {
  readonly playoutDepth: number;
  readonly playoutBot: Bot<View & DecisionView<Action>, Action> | null;
  readonly keepLog: boolean;
  readonly leafValueWeight: number;
}

/** The playout: the playout bot (or random legal decisions) for every seat, to the end or to the cut-off. */
export function playOut<C extends BaseConfig, S, A extends BaseAction, V, O>(
  game: Game<C, S, A, V, O>,
  sim: Simulator<S, A>,
  options: PlayoutSettings<V, A>,
  rng: RngState,
): void {
  for (let depth = 0; game.outcome(sim.state) === null && depth < options.playoutDepth; depth++) {
    const seats = game.toAct(sim.state);
    if (seats.length === 0) break;
    const seat = seats[nextInt(rng, seats.length)]!;
    if (options.playoutBot !== null) {
      sim.applyTrusted(options.playoutBot.choose(game.viewFor(sim.state, seat) as V & DecisionView<A>, rng));
      continue;
    }
    const actions = game.legalActions(sim.state, seat);
    sim.applyTrusted(actions[nextInt(rng, actions.length)]!);
  }
}

/** `seat`'s reward where a playout stopped: the game's `outcome`, or for a game cut off (null) the scoring's estimate of `state`. */
export function rewardOf<S, O, V>(scoring: SearchScoring<S, O, V>, outcome: O | null, state: S, seat: PlayerId): number {
  return outcome !== null ? scoring.reward(outcome, seat) : scoring.estimate(state, seat);
}

/** A reward with the estimate where the tree left off mixed in (`leafValueWeight`, λ): λ · leaf + (1 − λ) · end. */
export function mixedReward(weight: number, leaf: number, end: number): number {
  return weight * leaf + (1 - weight) * end;
}

/**
 * One world of the paired root (`pairedRoot`): every candidate played from the same world, each
 * followed by a playout from the same generator; adds `me`'s reward after each to `totals`.
 */
export function pairWorld<C extends BaseConfig, S, A extends BaseAction, V, O>(
  game: Game<C, S, A, V, O>,
  scoring: SearchScoring<S, O, V>,
  world: S,
  me: PlayerId,
  options: PlayoutSettings<V, A>,
  candidates: readonly A[],
  seed: string,
  totals: number[],
): void {
  candidates.forEach((action, k) => {
    const sim = game.simulator(world, { log: options.keepLog });
    sim.applyTrusted(action);
    const weight = game.outcome(sim.state) === null ? options.leafValueWeight : 0;
    const leaf = weight === 0 ? 0 : scoring.estimate(sim.state, me);
    playOut(game, sim, options, seedRng(seed));
    totals[k] = totals[k]! + mixedReward(weight, leaf, rewardOf(scoring, game.outcome(sim.state), sim.state, me));
  });
}
