import type { BaseAction, BaseConfig, Game, PlayerId, Simulator } from '../core/engine/game.js';
import { nextFloat, nextInt, seedRng, type RngState } from '../core/engine/rng.js';

/** The part of a view a bot needs: the seat's own decision, with every legal action. */
export interface DecisionView<Action> {
  /** The viewing player. */
  readonly player: PlayerId | null;
  /** The seat's pending decision, or null. */
  readonly decision: { readonly actions: readonly Action[] } | null;
}

/**
 * A bot plays fair: it decides from one seat's view (which lists that seat's legal actions)
 * and its own seeded generator — never from the full state. Two states that give the same
 * view give the same choice.
 */
export interface Bot<View extends DecisionView<Action>, Action> {
  /** A short name for reports. */
  readonly name: string;
  /** Chooses one of `view.decision.actions`; called only when the seat has a decision. */
  choose(view: View, rng: RngState): Action;
  /**
   * Optional, for bots that choose by position alone (the random bot): the index in the seat's
   * legal actions (`view.decision.actions`, the same list as `legalActions`) that `choose`
   * would pick from a list of `count` actions, drawing the same numbers from `rng`. A
   * simulation then skips building the view.
   */
  chooseIndex?(count: number, rng: RngState): number;
}

/**
 * A bot that picks uniformly at random among the legal actions in its view.
 *
 * @example
 * ```ts
 * const bot = randomBot<T1667View, T1667Action>();
 * const action = bot.choose(tortuga1667.viewFor(state, seat), seedRng('bot'));
 * ```
 */
export function randomBot<View extends DecisionView<Action>, Action>(): Bot<View, Action> {
  return {
    name: 'random',
    choose(view: View, rng: RngState): Action {
      const actions = view.decision?.actions ?? [];
      if (actions.length === 0) throw new Error('The bot was asked to choose without a decision.');
      return actions[nextInt(rng, actions.length)]!;
    },
    chooseIndex(count: number, rng: RngState): number {
      return nextInt(rng, count);
    },
  };
}

/** A bot that can also rank every legal action, best first; a search uses the ranking to pick its candidates. */
export interface RankingBot<View extends DecisionView<Action>, Action> extends Bot<View, Action> {
  /** The view's legal actions, best first. */
  rank(view: View): Action[];
}

/**
 * Builds a bot from a value function: `evaluate(view)` returns how much the seat likes each
 * action; the bot takes the best, breaking exact ties with its generator.
 */
export function valueBot<View extends DecisionView<Action>, Action>(
  name: string,
  evaluate: (view: View) => (action: Action) => number,
): RankingBot<View, Action> {
  const actionsOf = (view: View): readonly Action[] => {
    const actions = view.decision?.actions ?? [];
    if (actions.length === 0 || view.player === null) throw new Error('The bot was asked to choose without a decision.');
    return actions;
  };
  return {
    name,
    choose(view: View, rng: RngState): Action {
      const actions = actionsOf(view);
      if (actions.length === 1) return actions[0]!;
      const value = evaluate(view);
      let best: Action = actions[0]!;
      let bestValue = -Infinity;
      for (const action of actions) {
        const v = value(action) + nextFloat(rng) * 1e-6;
        if (v > bestValue) {
          bestValue = v;
          best = action;
        }
      }
      return best;
    },
    rank(view: View): Action[] {
      const actions = actionsOf(view);
      const value = evaluate(view);
      return actions
        .map((action, index) => ({ action, index, v: value(action) }))
        .sort((a, b) => b.v - a.v || a.index - b.index)
        .map((entry) => entry.action);
    },
  };
}

/** A finished bot game: the actions taken and the final state. */
export interface BotGame<State, Action> {
  /** Every action, in order (with the config, a replayable record). */
  readonly actions: Action[];
  /** The final state. */
  readonly final: State;
}

/**
 * Plays a game with one bot per seat. At each step a seat is drawn among those to act (the
 * order in which simultaneous decisions arrive does not matter to the rules), and that
 * seat's bot chooses from its own view with its own generator (seeded from `seed` and the
 * seat). Same seed, same game.
 */
export function playBots<Config extends BaseConfig, State, Action extends BaseAction, View extends DecisionView<Action>, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  config: Config,
  bots: readonly Bot<View, Action>[],
  seed: string,
  limit = 100_000,
): BotGame<State, Action> {
  const sim = game.startSimulator(config);
  const actions = playOn(game, sim, bots, seed, limit);
  return { actions, final: sim.snapshot() };
}

/**
 * Plays a game to its end on `sim` (as `playBots` does) and returns the actions taken; a
 * simulation reads the final state from `sim.state` without a snapshot. A bot with
 * `chooseIndex` picks by position among the legal actions without a view being built; any
 * other bot's choice is validated like a player's.
 */
export function playOn<State, Action extends BaseAction, View extends DecisionView<Action>>(
  game: Game<BaseConfig, State, Action, View, unknown>,
  sim: Simulator<State, Action>,
  bots: readonly Bot<View, Action>[],
  seed: string,
  limit = 100_000,
): Action[] {
  const table = seedRng(`${seed}/table`);
  const generators = bots.map((_, seat) => seedRng(`${seed}/seat-${seat}`));
  const actions: Action[] = [];
  while (game.outcome(sim.state) === null) {
    if (actions.length >= limit) throw new Error(`The game did not end within ${limit} decisions.`);
    const seats = game.toAct(sim.state);
    const seat = seats[nextInt(table, seats.length)]!;
    const bot = bots[seat]!;
    if (bot.chooseIndex !== undefined) {
      const action = game.legalActionAt(sim.state, seat, bot.chooseIndex(game.legalActionCount(sim.state, seat), generators[seat]!))!;
      sim.applyTrusted(action);
      actions.push(action);
    } else {
      const action = bot.choose(game.viewFor(sim.state, seat), generators[seat]!);
      sim.apply(action);
      actions.push(action);
    }
  }
  return actions;
}
