import { nextFloat, nextInt, type RngState } from '../core/engine/rng.js';
import type { TortugaDice } from '../dice/game.js';
import type { DiceAction } from '../dice/types.js';
import type { DiceView } from '../dice/view.js';
import type { Tortuga1667 } from '../t1667/game.js';
import type { T1667Action } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';
import type { Bot, DecisionView, RankingBot } from './bot.js';
import { diceHeuristicBot } from './dice-heuristic.js';
import type { SearchBot } from './ismcts.js';
import { diceSearchBot, LEARNED_PLAYOUT_DEPTH, t1667SearchBot } from './search-bots.js';
import { t1667HeuristicBot } from './t1667-heuristic.js';

/** The strengths `botFor` offers, weakest first. */
export const BOT_LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;

/** A bot's strength: `easy` plays like a beginner, `expert` is the strongest the library has. */
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * Settings of `botFor`. They size the search of `hard` and `expert`; `easy` and `medium` do not
 * search and answer at once (always reproducible), so they accept the same options and read none
 * of them — one set of options serves a whole ladder of levels. Every option is still checked.
 */
export interface BotLevelOptions {
  /**
   * Run the search (`hard`, `expert`) for exactly this many sampled worlds a decision instead of
   * to its time budget: reproducible, for tests and evaluations.
   */
  readonly iterations?: number;
  /** The search's CPU-time budget a decision in milliseconds, instead of the level's. */
  readonly budgetMs?: number;
  /**
   * The clock the search's budget is read from, in milliseconds (`IsmctsOptions.clock`), instead
   * of the default stopwatch — which reads the search thread's CPU time but lets the whole
   * process spend at most a quarter more than the budget, so that where several searches run at
   * once in one process (worker threads of a server's bot pool) each is cut to a share of its
   * budget. Such a pool gives each worker's bots a clock of that thread alone, `threadClock()`.
   * It is read as it is, and only by a budgeted search (`hard`, `expert`).
   */
  readonly clock?: () => number;
  /**
   * Search the level's fixed number of sampled worlds (`LEVEL_SETTINGS[level].iterations`, what
   * its budget buys on one core of the reference machine) instead of to its budget: the same
   * strength on any machine, and the same games from the same seeds.
   */
  readonly reproducible?: boolean;
}

/** One level's settings (`LEVEL_SETTINGS`). */
export interface LevelSettings {
  /** A beginner over the heuristic's ranking, the heuristic bot itself, or the search. */
  readonly kind: 'beginner' | 'heuristic' | 'search';
  /** The search's CPU-time budget a decision, in milliseconds. */
  readonly budgetMs?: number;
  /** The sampled worlds a decision when reproducible: what the budget buys on one core of the reference machine. */
  readonly iterations?: number;
  /** How many of the heuristic's best actions the search weighs. */
  readonly candidates?: number;
  /** Tortuga 1667: from `players` seats on, the search weighs `candidates` of the heuristic's best actions instead. */
  readonly crowded?: { readonly players: number; readonly candidates: number };
}

/**
 * What each level is, as data. `hard` and `expert` search to a CPU-time budget a decision
 * (their p99 stays under 50 and 200 ms: `npm run bench:bots`); `easy` and `medium` answer at once.
 */
export const LEVEL_SETTINGS: Readonly<Record<BotLevel, LevelSettings>> = {
  easy: { kind: 'beginner' },
  medium: { kind: 'heuristic' },
  // `iterations`: what the budget buys on one core of the reference machine (`npm run bench:bots`), for reproducible play (`reproducible: true`, the ladder).
  // Issue 49: one hard seat among medium bots, weighing 12 of the heuristic's best instead of 4 gained 4.4 ± 1.6 points at 9 players (1,800 games), 3.7 ± 2.9 at 8 (600) and 5.3 ± 1.9 at 7 (1,200); from 7 on, so.
  hard: { kind: 'search', budgetMs: 20, iterations: 120, candidates: 4, crowded: { players: 7, candidates: 12 } },
  // Issue 49: weighing 12 instead of 6 gained 9.2 ± 2.8 points in one expert seat among medium bots at 9 players (600 games), 7.2 ± 2.5 at 7
  // and 6.1 ± 2.5 at 5 (the strength cells, 1,000), 10.7 ± 2.8 at 5 (600), but 0.5 ± 2.4 at 4 (600); from 5 on, so.
  expert: { kind: 'search', budgetMs: 120, iterations: 1000, candidates: 6, crowded: { players: 5, candidates: 12 } },
};

/** How a beginner picks: the heuristic's best most of the time, its second best sometimes, now and then any legal move. */
const BEGINNER = { best: 0.6, second: 0.25 } as const;

/**
 * A beginner: legal and plausible, and beatable — it ranks its choices as the heuristic bot does,
 * then takes the best with chance 0.6, the second best with 0.25, and otherwise any legal action.
 */
export function beginnerBot<View extends DecisionView<Action>, Action>(heuristic: RankingBot<View, Action>): Bot<View, Action> {
  return {
    name: 'easy',
    choose(view: View, rng: RngState): Action {
      const ranked = heuristic.rank(view);
      const roll = nextFloat(rng);
      if (roll < BEGINNER.best || ranked.length === 1) return ranked[0]!;
      if (roll < BEGINNER.best + BEGINNER.second) return ranked[1]!;
      return ranked[nextInt(rng, ranked.length)]!;
    },
  };
}

/** The options a level takes (`BotLevelOptions`). */
export const LEVEL_OPTIONS: readonly string[] = ['iterations', 'budgetMs', 'clock', 'reproducible'];

/**
 * Checks a level's options (`botFor`'s, and those `hints` passes on): an own-keys object of known
 * options, each in its range, and either a budget (`budgetMs`, `clock`) or a fixed count of
 * worlds (`iterations`, `reproducible: true`), not both.
 */
export function checkLevelOptions(options: BotLevelOptions, who = 'botFor', known: readonly string[] = LEVEL_OPTIONS): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError(`${who} options are an object such as { reproducible: true }.`);
  const quoted = known.map((key) => `"${key}"`);
  for (const key of Object.keys(options))
    if (!known.includes(key))
      throw new TypeError(`Unknown ${who} option "${key.slice(0, 40)}": the options are ${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)!}.`);
  if (options.reproducible !== undefined && typeof options.reproducible !== 'boolean')
    throw new TypeError(`The ${who} option "reproducible" is true or false.`);
  if (options.iterations !== undefined && !(Number.isInteger(options.iterations) && options.iterations >= 1 && options.iterations <= 1_000_000))
    throw new RangeError('iterations is a whole number from 1 to 1,000,000.');
  if (options.budgetMs !== undefined && !(options.budgetMs > 0 && options.budgetMs <= 60_000))
    throw new RangeError('budgetMs is a number of milliseconds above 0 and at most 60,000.');
  if (options.clock !== undefined && typeof options.clock !== 'function')
    throw new TypeError(`The ${who} option "clock" is a function that returns milliseconds.`);
  const fixed = options.iterations !== undefined ? 'iterations' : options.reproducible === true ? 'reproducible' : null;
  const timed = options.budgetMs !== undefined ? 'budgetMs' : options.clock !== undefined ? 'clock' : null;
  if (fixed !== null && timed !== null)
    throw new TypeError(
      `The ${who} options "${fixed}" and "${timed}" do not go together: a search runs either a fixed number of sampled worlds or to a time budget.`,
    );
}

/**
 * A bot of a given strength for either game: `easy` (a beginner), `medium` (the heuristic bot,
 * instant), `hard` and `expert` (the search bot with a time budget a decision, anytime). Give
 * `{ iterations }` for a search that runs a fixed number of sampled worlds instead (reproducible).
 *
 * @example
 * ```ts
 * const bots = [botFor(tortuga1667, 'expert'), botFor(tortuga1667, 'easy'), botFor(tortuga1667, 'medium')];
 * const game = playBots(tortuga1667, { players: 3, seed: 'levels' }, bots, 'run');
 * ```
 */
export function botFor(game: Tortuga1667, level: BotLevel, options?: BotLevelOptions): Bot<T1667View, T1667Action>;
export function botFor(game: TortugaDice, level: BotLevel, options?: BotLevelOptions): Bot<DiceView, DiceAction>;
export function botFor(
  game: Tortuga1667 | TortugaDice,
  level: BotLevel,
  options: BotLevelOptions = {},
): Bot<T1667View, T1667Action> | Bot<DiceView, DiceAction> {
  const settings = LEVEL_SETTINGS[level];
  if (!BOT_LEVELS.includes(level) || settings === undefined)
    throw new RangeError(`Unknown bot level "${String(level).slice(0, 40)}": the levels are ${BOT_LEVELS.join(', ')}.`);
  checkLevelOptions(options);
  const dice = game.name === 'tortuga-dice';
  const named = <B extends { name: string }>(bot: B): B => ({ ...bot, name: level });
  if (settings.kind === 'beginner') return dice ? beginnerBot(diceHeuristicBot()) : beginnerBot(t1667HeuristicBot());
  if (settings.kind === 'heuristic') return named(dice ? diceHeuristicBot() : t1667HeuristicBot());
  return isDiceGame(game) ? named(searchLevelBot(game, level, options)) : named(searchLevelBot(game, level, options));
}

/** Which game this is: the dice game has no timeout action (T67-OPT-TIMER is Tortuga 1667's). */
function isDiceGame(game: Tortuga1667 | TortugaDice): game is TortugaDice {
  return !('timeoutAction' in game);
}

/**
 * The search of a level (`medium`, `hard`, `expert`: its candidates, and its time budget or, when
 * reproducible, its fixed iterations), typed as the game's own search bot. In Tortuga 1667 its
 * playouts are cut off after `LEARNED_PLAYOUT_DEPTH` decisions and judged by the learned value.
 */
export function searchLevelBot(game: Tortuga1667, level: BotLevel, options?: BotLevelOptions): SearchBot<T1667View, T1667Action>;
export function searchLevelBot(game: TortugaDice, level: BotLevel, options?: BotLevelOptions): SearchBot<DiceView, DiceAction>;
export function searchLevelBot(
  game: Tortuga1667 | TortugaDice,
  level: BotLevel,
  options: BotLevelOptions = {},
): SearchBot<T1667View, T1667Action> | SearchBot<DiceView, DiceAction> {
  const settings = LEVEL_SETTINGS[level];
  const iterations = options.iterations ?? (options.reproducible === true ? settings.iterations : undefined);
  const clock = options.clock !== undefined ? { clock: options.clock } : {};
  const search = {
    candidates: settings.candidates,
    ...(iterations !== undefined ? { iterations } : { budgetMs: options.budgetMs ?? settings.budgetMs, ...clock }),
  };
  // Issue 49: in Tortuga 1667 a cut-off playout is judged by the learned value of the sampled world.
  return isDiceGame(game) ? diceSearchBot(search) : t1667LevelSearch(search, settings.crowded);
}

/**
 * The Tortuga 1667 search of a level: playouts judged by the learned value; with `crowded`, a
 * second search weighing more candidates takes the decisions of tables of that many seats or more.
 */
function t1667LevelSearch(
  search: { readonly candidates?: number; readonly iterations?: number; readonly budgetMs?: number; readonly clock?: () => number },
  crowded: LevelSettings['crowded'],
): SearchBot<T1667View, T1667Action> {
  const learned = { ...search, value: 'learned', playoutDepth: LEARNED_PLAYOUT_DEPTH } as const;
  const usual = t1667SearchBot(learned);
  if (crowded === undefined) return usual;
  const wide = t1667SearchBot({ ...learned, candidates: crowded.candidates });
  const pick = (view: T1667View): SearchBot<T1667View, T1667Action> => (view.players >= crowded.players ? wide : usual);
  return { name: usual.name, choose: (view, rng) => pick(view).choose(view, rng), analyse: (view, rng) => pick(view).analyse(view, rng) };
}
