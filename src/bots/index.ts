/**
 * Bots that play fair — from a seat's view only — and a runner for bot games: random,
 * heuristic and information-set Monte Carlo tree search bots for both games.
 *
 * @packageDocumentation
 */
export { randomBot, playBots, valueBot, type Bot, type BotGame, type DecisionView, type RankingBot } from './bot.js';
export { t1667HeuristicBot, type T1667HeuristicOptions } from './t1667-heuristic.js';
export { diceHeuristicBot } from './dice-heuristic.js';
export { loyaltyBeliefs, type LoyaltyBeliefs, type LoyaltyOdds } from './t1667-beliefs.js';
export { rootBeliefs } from './t1667-root-beliefs.js';
export { ismctsBot, type IsmctsOptions, type SearchBot, type SearchEstimate, type SearchScoring, type TreePrior } from './ismcts.js';
export { t1667SearchBot, diceSearchBot, T1667_SCORING, DICE_SCORING, SEARCH_DEFAULTS, LEARNED_PLAYOUT_DEPTH, type T1667SearchOptions } from './search-bots.js';
export { botFor, beginnerBot, BOT_LEVELS, LEVEL_SETTINGS, type BotLevel, type BotLevelOptions, type LevelSettings } from './levels.js';
export { hints, type Hint, type HintOptions } from './hints.js';
export { threadClock, type Clock } from './search-budget.js';
export { warmUpBots, warmUpSteps, WARM_UP_WORLDS } from './warm-up.js';
