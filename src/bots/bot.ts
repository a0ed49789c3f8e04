import type { BaseAction, BaseConfig, Game, PlayerId } from '../core/game.js';
import { nextInt, seedRng, type RngState } from '../core/rng.js';

/** The part of a view a bot needs: the seat's own decision, with every legal action. */
export interface DecisionView<Action> {
  /** The viewing seat. */
  readonly seat: PlayerId | null;
  /** The seat's pending decision, or null. */
  readonly decision: { readonly prompt: string; readonly actions: readonly Action[] } | null;
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
  const sim = game.simulator(game.setup(config));
  const table = seedRng(`${seed}/table`);
  const generators = bots.map((_, seat) => seedRng(`${seed}/seat-${seat}`));
  const actions: Action[] = [];
  while (game.outcome(sim.state) === null) {
    if (actions.length >= limit) throw new Error(`The game did not end within ${limit} decisions.`);
    const seats = game.toAct(sim.state);
    const seat = seats[nextInt(table, seats.length)]!;
    const action = bots[seat]!.choose(game.viewFor(sim.state, seat), generators[seat]!);
    sim.apply(action);
    actions.push(action);
  }
  return { actions, final: sim.snapshot() };
}
