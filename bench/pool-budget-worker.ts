/** A worker of `pool-budget.ts`: warms up as the bot pool's workers do, if asked, plays its games and posts back its recorded decisions. */
import { parentPort, workerData } from 'node:worker_threads';
import { searchLevelBot } from '../src/bots/levels.js';
import * as lib from '../src/index.js';
import type { PoolBudgetJob, PoolBudgetRows } from './pool-budget.js';
import { playSearchingSeat } from './searching-seat.js';

const job = workerData as PoolBudgetJob;
const search = searchLevelBot(lib.tortuga1667, job.level, job.clock === 'thread' ? { clock: lib.threadClock() } : {});
const rows: PoolBudgetRows = { worlds: [], wallMs: [], warmUpMs: 0 };
const start = performance.now();
lib.warmUpBots(job.warmUpWorlds);
rows.warmUpMs = performance.now() - start;
let seen = 0;
const seeds = (g: number): { deal: string; rng: string } => ({ deal: `pool-budget-${job.index}-${g}`, rng: `pool-budget-${job.index}-${g}/rng` });
playSearchingSeat(lib, 4, seeds, job.skip + job.decisions, (view, rng) => {
  const wall = performance.now();
  const found = search.analyse(view, rng);
  if (seen++ >= job.skip) {
    rows.worlds.push(found.reduce((sum, c) => sum + c.visits, 0));
    rows.wallMs.push(performance.now() - wall);
  }
  return found[0]!.action;
});
parentPort!.postMessage(rows);
