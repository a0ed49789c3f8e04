/**
 * What a level's budget buys where several searches run at once in one process, as in the table
 * server's bot pool (docs/performance.md, "The budget of a search"):
 * `pool-budget.ts <workers> <hard|expert> <skip> <decisions> <default|thread> [warm-up worlds]` starts that many worker
 * threads at once, each playing seeded 4-player Tortuga 1667 games with the level's search in one
 * seat (moving round from game to game) and medium bots in the others, and prints, per worker, the
 * median sampled worlds and wall-clock milliseconds a decision over its decisions after the first
 * `skip`. `default` reads the budget with the library's default stopwatch, `thread` with the clock
 * the bot pool gives its workers (`threadClock()`). With warm-up worlds each worker first warms up as
 * the pool's workers do (`warmUpBots`; 0 for none, the default). Run on the sources through
 * tsx, as the server is: `node --import tsx bench/pool-budget.ts 2 hard 300 150 thread`.
 */
import { Worker } from 'node:worker_threads';
import { median } from './median.js';

/** What a worker is told. */
export interface PoolBudgetJob {
  readonly index: number;
  readonly level: 'hard' | 'expert';
  readonly skip: number;
  readonly decisions: number;
  readonly clock: 'default' | 'thread';
  readonly warmUpWorlds: number;
}

/** What a worker answers: each recorded decision's sampled worlds and wall-clock milliseconds. */
export interface PoolBudgetRows {
  readonly worlds: number[];
  readonly wallMs: number[];
  /** How long its warm-up took, in wall-clock milliseconds. */
  warmUpMs: number;
}

const [workersText, level, skipText, decisionsText, clock, warmText = '0'] = process.argv.slice(2);
const workers = Number(workersText);
const skip = Number(skipText);
const decisions = Number(decisionsText);
const warmUpWorlds = Number(warmText);
if (
  !(Number.isInteger(workers) && workers >= 1 && workers <= 16) ||
  (level !== 'hard' && level !== 'expert') ||
  !(Number.isInteger(skip) && skip >= 0 && skip <= 100_000) ||
  !(Number.isInteger(decisions) && decisions >= 1 && decisions <= 100_000) ||
  (clock !== 'default' && clock !== 'thread') ||
  !(Number.isInteger(warmUpWorlds) && warmUpWorlds >= 0 && warmUpWorlds <= 10_000_000)
)
  throw new Error(
    `usage: pool-budget.ts <workers 1–16> <hard|expert> <skip 0–100,000> <decisions 1–100,000> <default|thread> [warm-up worlds 0–10,000,000] (given: ${process.argv.slice(2).join(' ').slice(0, 80)})`,
  );

const module = new URL('./pool-budget-worker.ts', import.meta.url);
// A worker does not inherit the parent's module hooks: it registers tsx's itself (as apps/table-server/bot-pool.ts does).
const script = `(async () => { (await import('tsx/esm/api')).register(); await import(${JSON.stringify(module.href)}); })();`;
const results = await Promise.all(
  Array.from(
    { length: workers },
    (_, index) =>
      new Promise<PoolBudgetRows>((resolve, reject) => {
        const job: PoolBudgetJob = { index, level, skip, decisions, clock, warmUpWorlds };
        const worker = new Worker(script, { eval: true, workerData: job });
        worker.once('message', (rows: PoolBudgetRows) => resolve(rows));
        worker.once('error', reject);
      }),
  ),
);
const warmed = warmUpWorlds > 0 ? `, after a warm-up of ${warmUpWorlds} worlds` : '';
console.log(`${workers} worker${workers === 1 ? '' : 's'} at once, ${level}, the ${clock} clock${warmed}; decisions ${skip + 1}–${skip + decisions} of each:`);
for (const [index, rows] of results.entries()) {
  const warm = warmUpWorlds > 0 ? ` (warm-up ${(rows.warmUpMs / 1000).toFixed(1)} s)` : '';
  console.log(
    `  worker ${index + 1}${warm}: worlds a decision (median) ${median(rows.worlds).toFixed(0)}, wall-clock ms (median) ${median(rows.wallMs).toFixed(1)}`,
  );
}
process.exit(0);
