import { BOT_LEVELS, type Bot, type BotLevel, type RngState } from 'tortuga-rules';
import { levelBot } from './level-bots.js';
import { ownKey } from './own-key.js';

/**
 * What the bots' worker (`bot-worker.ts`) answers: a question names the game, the level, the seat's
 * view and its generator; the answer is the action the level's bot chooses there (`levelBot`: `botFor`
 * with its fixed worlds) and the generator after it. A question
 * is read by its own keys; one it cannot answer gets an error that names why. Kept apart from the
 * worker so that it can be tested without one.
 */

/** A question to the worker, as the page sends it. */
export interface BotQuestion {
  readonly id: number;
  readonly game: 'tortuga-1667' | 'tortuga-dice';
  readonly level: BotLevel;
  readonly view: unknown;
  readonly rng: RngState;
}

/** The worker's answer: the action and the generator after it, or why it could not. */
export type BotAnswer = { readonly id: number; readonly action: unknown; readonly rng: RngState } | { readonly id: number; readonly error: string };

/** The bots made so far, by game and level (a level's bot keeps nothing between decisions). */
const made = new Map<string, Pick<Bot<never, unknown>, 'choose'>>();

/** Answers one question (a view the game's rules would not show a seat with a decision is refused by the bot itself, as an error). */
export function answer(question: unknown): BotAnswer {
  const id = ownKey(question, 'id');
  const safeId = typeof id === 'number' && Number.isSafeInteger(id) ? id : -1;
  try {
    const game = ownKey(question, 'game');
    const level = ownKey(question, 'level');
    const view = ownKey(question, 'view');
    const rng = ownKey(question, 'rng');
    if (safeId < 0) throw new Error('a question has a whole number as its id.');
    if (game !== 'tortuga-1667' && game !== 'tortuga-dice') throw new Error(`unknown game ${String(JSON.stringify(game)).slice(0, 40)}.`);
    const known = BOT_LEVELS.find((kind) => kind === level);
    if (known === undefined) throw new Error(`unknown level ${String(JSON.stringify(level)).slice(0, 40)}.`);
    const parts = (['c', 's0', 's1', 's2'] as const).map((key) => ownKey(rng, key));
    if (!parts.every((part) => typeof part === 'number' && Number.isFinite(part))) throw new Error('a question carries its seat’s generator.');
    if (typeof ownKey(view, 'decision') !== 'object' || ownKey(view, 'decision') === null) throw new Error('the view has no decision.');
    const key = `${game} ${known}`;
    let bot = made.get(key);
    if (bot === undefined) made.set(key, (bot = levelBot(game, known)));
    const [c, s0, s1, s2] = parts as number[];
    const state: RngState = { c: c!, s0: s0!, s1: s1!, s2: s2! };
    return { id: safeId, action: bot.choose(view as never, state), rng: state };
  } catch (error) {
    return { id: safeId, error: error instanceof Error ? error.message : String(error) };
  }
}
