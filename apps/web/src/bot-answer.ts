import { BOT_LEVELS, type Bot, type BotLevel, type RngState } from 'tortuga-rules';
import { levelBot } from './level-bots.js';

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

const own = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;

/** Answers one question (a view the game's rules would not show a seat with a decision is refused by the bot itself, as an error). */
export function answer(question: unknown): BotAnswer {
  const id = own(question, 'id');
  const safeId = typeof id === 'number' && Number.isSafeInteger(id) ? id : -1;
  try {
    const game = own(question, 'game');
    const level = own(question, 'level');
    const view = own(question, 'view');
    const rng = own(question, 'rng');
    if (safeId < 0) throw new Error('a question has a whole number as its id.');
    if (game !== 'tortuga-1667' && game !== 'tortuga-dice') throw new Error(`unknown game ${String(JSON.stringify(game)).slice(0, 40)}.`);
    const known = BOT_LEVELS.find((kind) => kind === level);
    if (known === undefined) throw new Error(`unknown level ${String(JSON.stringify(level)).slice(0, 40)}.`);
    const parts = (['c', 's0', 's1', 's2'] as const).map((key) => own(rng, key));
    if (!parts.every((part) => typeof part === 'number' && Number.isFinite(part))) throw new Error('a question carries its seat’s generator.');
    if (typeof own(view, 'decision') !== 'object' || own(view, 'decision') === null) throw new Error('the view has no decision.');
    const key = `${game} ${known}`;
    let bot = made.get(key);
    if (bot === undefined) {
      bot = game === 'tortuga-1667' ? levelBot(game, known) : levelBot(game, known); // one call a game: each has its own overload
      made.set(key, bot);
    }
    const [c, s0, s1, s2] = parts as number[];
    const state: RngState = { c: c!, s0: s0!, s1: s1!, s2: s2! };
    return { id: safeId, action: bot.choose(view as never, state), rng: state };
  } catch (error) {
    return { id: safeId, error: error instanceof Error ? error.message : String(error) };
  }
}
