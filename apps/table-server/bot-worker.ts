/**
 * A worker thread of the table server's bot pool (`bot-pool.ts`): it receives a seat's view and
 * answers with the bot's decision, so that a search bot's budget (hard 20 ms, expert 120 ms of
 * this thread's time) is never spent on the server's event loop. Bots decide from the view alone, as at the table.
 */
import { parentPort } from 'node:worker_threads';
import { botFor, seedRng, threadClock, tortuga1667, tortugaDice, type BaseAction, type Bot, type BotLevel } from 'tortuga-rules';
import type { BotJob, BotAnswer } from './bot-pool.js';

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

port.on('message', (job: BotJob) => {
  let answer: BotAnswer;
  try {
    answer = { id: job.id, action: botOf(job.game, job.level).choose(job.view as never, seedRng(job.seed)) };
  } catch (error) {
    answer = { id: job.id, error: String((error as Error)?.message ?? error).slice(0, 300) };
  }
  port.postMessage(answer);
});
