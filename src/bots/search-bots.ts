import type { PlayerId } from '../core/engine/game.js';
import { tortugaDice } from '../dice/game.js';
import { determinizer as determinizeDice } from '../dice/determinize.js';
import { scorePlayer } from '../dice/scoring.js';
import type { DiceAction, DiceOutcome, DiceState } from '../dice/types.js';
import type { DiceView } from '../dice/view.js';
import { tortuga1667 } from '../t1667/game.js';
import { determinizer as determinizeT1667 } from '../t1667/determinize.js';
import type { T1667Action, T1667Outcome, T1667State } from '../t1667/types.js';
import { seedRng, type RngState } from '../core/engine/rng.js';
import { loyaltyBeliefs, type LoyaltyBeliefs } from './t1667-beliefs.js';
import { logistic } from './logistic.js';
import { teamChests } from '../t1667/board.js';
import type { T1667View } from '../t1667/view.js';
import { t1667HeuristicBot } from './t1667-heuristic.js';
import { diceHeuristicBot } from './dice-heuristic.js';
import { ismctsBot, type IsmctsOptions, type SearchBot, type SearchScoring } from './ismcts.js';
import { t1667LearnedEstimate } from './t1667-learned-value.js';

/**
 * Tortuga 1667 for the search: a win is 1, a draw ½ (T67-END-5); a cut-off game is judged by
 * the chest count (T67-END-2) — the Dutch seat likes it level (T67-END-4). Hidden loyalties
 * are sampled according to what the bot has inferred (`loyaltyBeliefs`).
 */
export const T1667_SCORING: SearchScoring<T1667State, T1667Outcome, T1667View> = {
  reward: (outcome, seat) => (outcome.winners.includes(seat) ? 1 : outcome.winner === 'draw' ? 0.5 : 0),
  estimate: (state, seat) => {
    const chests = teamChests(state);
    const diff = chests.british - chests.french;
    const loyalty = state.seats[seat]!.loyalty;
    if (loyalty === 'dutch') return Math.exp(-(diff * diff) / 2);
    return logistic(loyalty === 'british' ? diff : -diff);
  },
  sampler: (view) => {
    const beliefs = loyaltyBeliefs(view);
    const deal = determinizeT1667(view, { log: false }); // no rule reads the log
    return (seed) => {
      const world = deal(seed);
      assignLoyalties(world, view, beliefs, seedRng(`beliefs/${seed}`));
      return world;
    };
  },
  secret: (state, seat) => state.seats[seat]!.loyalty, // T67-SETUP-1: a seat knows its own card
  simultaneous: (state) => state.pending.kind === 'vote', // T67-VOTE-8: no voter sees another's card before the reveal
};

/**
 * Deals the loyalty cards the view hides again, one whole deal drawn from the bot's beliefs
 * (`loyaltyBeliefs`: exact deductions, behaviour weighed by the fitted model).
 */
function assignLoyalties(world: T1667State, view: T1667View, beliefs: LoyaltyBeliefs, rng: RngState): void {
  const deal = beliefs.sample(rng);
  for (const seat of view.seats) if (seat.loyalty === null) world.seats[seat.player]!.loyalty = deal[seat.player]!;
}

/**
 * The dice game for the search: a win is 1, shared among tied winners (TD-SCORE-5); a cut-off
 * game is judged by the score each board would get now (§8) against the best other.
 */
export const DICE_SCORING: SearchScoring<DiceState, DiceOutcome, DiceView> = {
  reward: (outcome, seat) => (outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0),
  estimate: (state, seat) => {
    const scores = state.seats.map((s) => scorePlayer(s).total);
    const best = Math.max(...scores.filter((_, other: PlayerId) => other !== seat));
    return logistic((scores[seat]! - best) / 4);
  },
  sampler: (view) => determinizeDice(view, { log: false }),
};

/** The search bots' default settings: the heuristic bot ranks the candidates and plays the playouts. */
export const SEARCH_DEFAULTS = { iterations: 100, playoutDepth: 15, candidates: 4 } as const;

/** The defaults under `options`: a search with a time budget runs as many iterations as it buys, not the default 100. */
function searchDefaults(options: { readonly budgetMs?: number }): Partial<typeof SEARCH_DEFAULTS> {
  if (options.budgetMs === undefined) return SEARCH_DEFAULTS;
  const { iterations: _iterations, ...rest } = SEARCH_DEFAULTS;
  return rest;
}

/**
 * Settings of the Tortuga 1667 search bot: the search's (`IsmctsOptions`), and how a playout cut
 * off before the end is judged.
 */
export interface T1667SearchOptions extends IsmctsOptions<T1667View, T1667Action, T1667State> {
  /**
   * `'chests'` (the default): by the chest count alone (`T1667_SCORING`). `'learned'`: by the
   * learned value of the whole sampled world — each team's chance from its roles, hands, event
   * cards and chests, a small network per player count shipped with the library and checked on
   * first use (`hard` and `expert` use it, with playouts of `LEARNED_PLAYOUT_DEPTH` decisions).
   */
  readonly value?: 'chests' | 'learned';
}

/** How many decisions a playout judged by the learned value plays before it is cut off (issue 49: 6 judged as well as 15, for less). */
export const LEARNED_PLAYOUT_DEPTH = 6;

/**
 * The information-set Monte Carlo tree search bot for Tortuga 1667 (see `ismctsBot`). By
 * default it weighs the heuristic bot's four best actions with 100 sampled worlds each
 * decision, playing 15 decisions ahead with the heuristic bot and then judging the chests;
 * with `value: 'learned'` the cut-off is judged by the learned value instead.
 *
 * @example
 * ```ts
 * const bots = [t1667SearchBot(), t1667HeuristicBot(), t1667HeuristicBot(), t1667HeuristicBot()];
 * const strong = t1667SearchBot({ value: 'learned', playoutDepth: LEARNED_PLAYOUT_DEPTH, iterations: 300 });
 * ```
 */
export function t1667SearchBot(options: T1667SearchOptions = {}): SearchBot<T1667View, T1667Action> {
  const { value = 'chests', ...search } = options;
  if (value !== 'chests' && value !== 'learned') throw new RangeError(`value is 'chests' or 'learned', not ${JSON.stringify(value).slice(0, 40)}.`);
  const scoring = value === 'learned' ? { ...T1667_SCORING, estimate: t1667LearnedEstimate(T1667_SCORING.estimate) } : T1667_SCORING;
  return ismctsBot(tortuga1667, scoring, { ...searchDefaults(search), playoutBot: t1667HeuristicBot(), prior: t1667HeuristicBot(), ...search });
}

/**
 * The information-set Monte Carlo tree search bot for the dice game (see `ismctsBot`), with
 * the same defaults; a cut-off playout is judged by the boards' scores.
 *
 * @example
 * ```ts
 * const bots = [diceSearchBot(), diceHeuristicBot()];
 * ```
 */
export function diceSearchBot(options: IsmctsOptions<DiceView, DiceAction, DiceState> = {}): SearchBot<DiceView, DiceAction> {
  return ismctsBot(tortugaDice, DICE_SCORING, { ...searchDefaults(options), playoutBot: diceHeuristicBot(), prior: diceHeuristicBot(), ...options });
}
