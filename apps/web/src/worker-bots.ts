import type { AsyncBot, AsyncDecision } from 'tortuga-rules/client';
import type { BaseAction, Bot, BotLevel, RngState } from 'tortuga-rules';
import type { BotAnswer, BotQuestion } from './bot-answer.js';
import { ownKey } from './own-key.js';
import type { ClientView } from './title.js';

/**
 * The bot seats of a game at this screen, deciding in a Web Worker (`bot-worker.ts`) so that the page
 * stays responsive while they think: one worker a game, ended with it. Where the worker cannot start or
 * fails (an old browser, a blocked script), each seat decides on the page as before, with the same bot,
 * so the game goes on; an answer that is not one of this worker's is dropped.
 */
export interface WorkerBots<V extends ClientView<A>, A extends BaseAction> {
  /** The seat of a level: asks the worker, or the same level's bot on the page (`local`, loaded when first needed) where the worker failed. */
  bot(level: BotLevel, local: () => Promise<Bot<V, A>>): AsyncBot<V, A>;
  /** Ends the worker (the game is over or left); questions still open are dropped with it. */
  close(): void;
}

/** At most this many questions wait for the worker (a game asks one at a time). */
const MAX_OPEN = 16;

type Open = { readonly resolve: (answer: AsyncDecision<unknown>) => void; readonly fallBack: () => void };

/** The bots of one game of `game`, in a worker of their own (`start` makes it: a test may give another). */
export function workerBots<V extends ClientView<A>, A extends BaseAction>(
  game: 'tortuga-1667' | 'tortuga-dice',
  start: () => Worker = () => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' }),
): WorkerBots<V, A> {
  let worker: Worker | null = null;
  let failed = false;
  let next = 0;
  const open = new Map<number, Open>();
  /** The worker is gone: every open question is answered on the page, and so is every later one. */
  const fail = (): void => {
    failed = true;
    worker?.terminate();
    worker = null;
    const waiting = [...open.values()];
    open.clear();
    for (const question of waiting) question.fallBack();
  };
  const ensure = (): Worker | null => {
    if (failed) return null;
    if (worker !== null) return worker;
    try {
      worker = start();
    } catch {
      failed = true;
      return null;
    }
    worker.onmessage = (event: MessageEvent<unknown>) => {
      const id = ownKey(event.data, 'id');
      const question = typeof id === 'number' ? open.get(id) : undefined;
      if (question === undefined) return;
      open.delete(id as number);
      const data = event.data as BotAnswer;
      // A question the worker could not answer is answered on the page (the table checks every answer).
      if ('error' in data) return question.fallBack();
      question.resolve({ action: data.action, rng: data.rng });
    };
    worker.onerror = fail;
    worker.onmessageerror = fail;
    return worker;
  };
  return {
    bot: (level, local) => ({
      name: level,
      decide: (view, rng) =>
        new Promise<AsyncDecision<A>>((resolve, reject) => {
          const onPage = (): void =>
            void local()
              .then((bot) => {
                const own: RngState = { ...rng };
                resolve({ action: bot.choose(view, own), rng: own });
              })
              .catch(reject);
          const target = ensure();
          if (target === null || open.size >= MAX_OPEN) return onPage();
          const id = next++;
          open.set(id, { resolve: resolve as Open['resolve'], fallBack: onPage });
          const question: BotQuestion = { id, game, level, view, rng };
          target.postMessage(question);
        }),
    }),
    close: () => {
      failed = true;
      worker?.terminate();
      worker = null;
      open.clear();
    },
  };
}
