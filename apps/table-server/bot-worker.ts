/**
 * A worker thread of the table server's bot pool (`bot-pool.ts`): it receives a seat's view and
 * answers with the bot's decision, so that a search bot's budget (hard 20 ms, expert 120 ms of
 * this thread's time) is never spent on the server's event loop. Bots decide from the view alone, as at the table.
 * Between its first decisions it warms the search up (`warmUpSteps`), a step at a time, so that the
 * real decisions never wait for more than one step.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { botFor, seedRng, threadClock, tortuga1667, tortugaDice, warmUpSteps, type BaseAction, type Bot, type BotLevel } from 'tortuga-rules';
import type { BotAnswer, BotJob, BotWorkerData, WarmedUp } from './bot-pool.js';

const port = parentPort!;
/**
 * The clock this worker's bots read their budget from: this thread's alone (its CPU time from Node 22.15, the wall
 * clock before; the pool has a core a worker), not the default stopwatch, which holds the whole process to a quarter
 * more than one budget and so cut each of several bots deciding at once to a share of its own.
 */
const clock = threadClock();
const bots = new Map<string, Bot<never, BaseAction>>();

/** The bot of a game and level (one each per worker: bots keep nothing between decisions); `botFor` names an unknown level. */
function botOf(game: BotJob['game'], level: BotLevel): Bot<never, BaseAction> {
  const key = `${game}/${level}`;
  let bot = bots.get(key);
  if (bot === undefined) {
    bot = (game === '1667' ? botFor(tortuga1667, level, { clock }) : botFor(tortugaDice, level, { clock })) as unknown as Bot<never, BaseAction>;
    bots.set(key, bot);
  }
  return bot;
}

/** What went wrong, as the pool is told it: the error's message, at most 300 characters. */
const reason = (error: unknown): string => String((error as Error)?.message ?? error).slice(0, 300);

// A step of the warm-up each turn of the event loop: the decisions asked meanwhile are answered between steps.
// The pool is told when it is over, and why if it failed (then the worker decides on, cold).
const warmStart = performance.now();
let warming: Generator<void, void, void> | undefined;
const warmStep = (): void => {
  let done: boolean;
  try {
    warming ??= warmUpSteps((workerData as BotWorkerData).warmUpWorlds);
    done = warming.next().done === true;
  } catch (error) {
    port.postMessage({ warmUpMs: performance.now() - warmStart, error: reason(error) } satisfies WarmedUp);
    return;
  }
  if (done) port.postMessage({ warmUpMs: performance.now() - warmStart } satisfies WarmedUp);
  else setImmediate(warmStep);
};
setImmediate(warmStep);

port.on('message', (job: BotJob) => {
  let answer: BotAnswer;
  try {
    answer = { id: job.id, action: botOf(job.game, job.level).choose(job.view as never, seedRng(job.seed)) };
  } catch (error) {
    answer = { id: job.id, error: reason(error) };
  }
  port.postMessage(answer);
});
