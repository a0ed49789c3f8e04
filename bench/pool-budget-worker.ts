/** A worker of `pool-budget.ts`: plays its games and posts back its recorded decisions. */
import { parentPort, workerData } from 'node:worker_threads';
import { searchLevelBot } from '../src/bots/levels.js';
import { seedRng, t1667HeuristicBot, threadClock, tortuga1667 } from '../src/index.js';
import type { PoolBudgetJob, PoolBudgetRows } from './pool-budget.js';

const job = workerData as PoolBudgetJob;
const players = 4;
const search = searchLevelBot(tortuga1667, job.level, job.clock === 'thread' ? { clock: threadClock() } : {});
const medium = t1667HeuristicBot();
const rows: PoolBudgetRows = { worlds: [], wallMs: [] };
let seen = 0;
for (let g = 0; rows.worlds.length < job.decisions; g++) {
  const sim = tortuga1667.startSimulator({ players, seed: `pool-budget-${job.index}-${g}` });
  const rng = seedRng(`pool-budget-${job.index}-${g}/rng`);
  while (tortuga1667.outcome(sim.state) === null && rows.worlds.length < job.decisions) {
    const seat = tortuga1667.toAct(sim.state)[0]!;
    const view = tortuga1667.viewFor(sim.state, seat);
    if (seat === g % players && view.decision!.actions.length > 1) {
      const wall = performance.now();
      const found = search.analyse(view, rng);
      if (seen++ >= job.skip) {
        rows.worlds.push(found.reduce((sum, c) => sum + c.visits, 0));
        rows.wallMs.push(performance.now() - wall);
      }
      sim.apply(found[0]!.action);
    } else sim.apply(medium.choose(view, rng));
  }
}
parentPort!.postMessage(rows);
