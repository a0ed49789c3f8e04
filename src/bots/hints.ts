import { seedRng } from '../core/engine/rng.js';
import type { Message } from '../core/words/text.js';
import type { TortugaDice } from '../dice/game.js';
import type { DiceAction } from '../dice/types.js';
import type { DiceView } from '../dice/view.js';
import type { Tortuga1667 } from '../t1667/game.js';
import type { T1667Action } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';
import type { SearchEstimate } from './ismcts.js';
import { checkLevelOptions, LEVEL_OPTIONS, searchLevelBot, type BotLevelOptions } from './levels.js';

/** One suggestion: an action, the estimate behind it, and why, in words. */
export interface Hint<Action> {
  readonly action: Action;
  /** Its place among the suggestions: 1 is what a strong player would do. */
  readonly rank: number;
  /** The share of sampled games the searching seat won after it (0–1; a tie or a draw counts in part). */
  readonly value: number;
  /** How many sampled games went through it. */
  readonly visits: number;
  /** Why, as a message: `wordsFor(game, locale).message(view, hint.reason)` says it (keys `hint.*`, which `wordsFor` adds to the game's words). */
  readonly reason: Message;
}

/** Settings of `hints`: the expert's search by default; `seed` makes the suggestions reproducible with `iterations`. */
export interface HintOptions extends BotLevelOptions {
  readonly seed?: string;
}

const percent = (value: number): number => Math.round(value * 100);

/** The options `hints` takes. */
const HINT_OPTIONS: readonly string[] = ['seed', ...LEVEL_OPTIONS];

/** The reasons: the best against the next best, the others by their own estimate. */
function reasonFor<Action>(estimates: readonly SearchEstimate<Action>[], index: number): Message {
  const { value, visits } = estimates[index]!;
  if (estimates.length === 1) return { key: 'hint.only', params: {} };
  if (index === 0) return { key: 'hint.best', params: { won: percent(value), games: visits, next: percent(estimates[1]!.value) } };
  return { key: 'hint.other', params: { won: percent(value), games: visits } };
}

/**
 * What would a strong player do? The expert's search from a seat's view: its candidates, best
 * first, each with the share of sampled games won after it and a reason to show
 * (`wordsFor(game, locale).message(view, hint.reason)`, in English, German and Dutch). The view
 * alone is read.
 *
 * @example
 * ```ts
 * const [best] = hints(tortuga1667, view, { iterations: 300, seed: 'hint' });
 * const words = wordsFor(tortuga1667, 'en');
 * console.log(words.label(view, best.action).short.text, words.message(view, best.reason).text);
 * // "Attack …", "Best: won 61% of 212 sampled games (48% for the next best)."
 * ```
 */
export function hints(game: Tortuga1667, view: T1667View, options?: HintOptions): Hint<T1667Action>[];
export function hints(game: TortugaDice, view: DiceView, options?: HintOptions): Hint<DiceAction>[];
export function hints(game: Tortuga1667 | TortugaDice, view: T1667View | DiceView, options: HintOptions = {}): Hint<T1667Action>[] | Hint<DiceAction>[] {
  checkLevelOptions(options, 'hints', HINT_OPTIONS);
  const { seed, ...level } = options;
  if (seed !== undefined && (typeof seed !== 'string' || seed.length > 1000))
    throw new TypeError('The hints option "seed" is a string of at most 1,000 characters.');
  if ((view.decision?.actions.length ?? 0) === 0) return [];
  const rng = seedRng(seed ?? `hints/${view.player}`);
  // The overloads pair each game with its own view; the branches only name which pair it is.
  if ('timeoutAction' in game) return ranked(searchLevelBot(game, 'expert', level).analyse(view as T1667View, rng));
  return ranked(searchLevelBot(game, 'expert', level).analyse(view as DiceView, rng));
}

/** The search's estimates as hints, best first. */
function ranked<Action>(estimates: readonly SearchEstimate<Action>[]): Hint<Action>[] {
  return estimates.map((estimate, index) => ({
    action: estimate.action,
    rank: index + 1,
    value: estimate.value,
    visits: estimate.visits,
    reason: reasonFor(estimates, index),
  }));
}
