/**
 * `tortuga-rules/simulate` (Node only): many seeded bot games across worker threads, as a
 * library function. The `simulate` command is a thin layer over it.
 *
 * @packageDocumentation
 */
import { availableParallelism } from 'node:os';
import { parseBot, playerCountProblem } from './bots.js';
import { absoluteBotPath, isModuleBot, loadCustomBots } from './custom-bots.js';
import { shardRange, simulationFile, type SimulationFile } from './results.js';
import { runSimulation } from './run-simulation.js';
import { autoShard, type Shard } from './shard.js';
import type { SimulationSpec } from './simulation.js';

/** The most worker threads a run may use: four per core. */
export function maxWorkers(): number {
  return 4 * availableParallelism();
}

export type { SimulationFile } from './results.js';
export type { SimulationSpec, SimulationTotals, Tally } from './simulation.js';
export type { SimulationSummary, Rate } from './summary.js';
export type { Shard } from './shard.js';
export type { GameName } from './bots.js';

/** How to run a simulation. */
export interface SimulateOptions {
  /** Worker threads (default: one per core, at most four per core: `maxWorkers()`); 1 plays in the calling thread. */
  readonly workers?: number;
  /**
   * Play only one shard of the run: `{ index, count }` with 1 ≤ index ≤ count (consecutive,
   * disjoint slices of the games), or `'auto'` to read it from the array job the process runs
   * in (Kubernetes Indexed Jobs, Slurm job arrays, AWS Batch array jobs). Default: every game.
   */
  readonly shard?: Shard | 'auto';
  /** The environment `'auto'` reads (default: `process.env`). */
  readonly env?: NodeJS.ProcessEnv;
  /** Called as chunks of games finish: games done so far, and games in this call. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The run with its bot modules named by absolute path; throws a readable Error when something does not fit. */
async function checkedSpec(spec: SimulationSpec): Promise<SimulationSpec> {
  if (spec.game !== '1667' && spec.game !== 'dice') throw new Error(`Unknown game "${String(spec.game)}": use 1667 or dice.`);
  const players = playerCountProblem(spec.game, spec.players);
  if (players !== null) throw new Error(players);
  if (!Number.isSafeInteger(spec.games) || spec.games < 1) throw new Error('games must be a whole number ≥ 1.');
  if (typeof spec.seed !== 'string') throw new Error('seed must be a string.');
  if (!Array.isArray(spec.bots) || spec.bots.length === 0) throw new Error('bots must name at least one bot.');
  if (spec.alternate !== undefined && typeof spec.alternate !== 'boolean') throw new Error('alternate is true or false.');
  if (spec.alternate === true && spec.players % 2 === 0)
    throw new Error(`alternate is for odd player counts (at ${spec.players} the bots already take the seats in turn).`);
  if (spec.duplicate !== undefined && typeof spec.duplicate !== 'boolean') throw new Error('duplicate is true or false.');
  if (spec.duplicate === true) {
    if (spec.alternate === true) throw new Error('duplicate takes the place of alternate: a mirrored pair gives each bot the extra seat once.');
    if (spec.bots.length !== 2 || spec.bots[0]?.trim() === spec.bots[1]?.trim())
      throw new Error('duplicate plays two different bots against each other: name exactly two.');
    if (spec.games % 2 !== 0) throw new Error(`duplicate plays mirrored pairs of games: games must be even, not ${spec.games}.`);
  }
  const bots = spec.bots.map((name) => absoluteBotPath(name.trim()));
  for (const bot of bots) if (!isModuleBot(bot)) parseBot(bot);
  await loadCustomBots(spec.game, bots); // a module that gives no bot is refused before any game
  return { ...spec, bots };
}

/**
 * Plays a run of seeded bot games and returns its results: the totals (sums, so the parts of a
 * sharded run merge exactly) and the summary (win rates with 95% confidence intervals per
 * team, seat, bot and line-up). Game *i* uses seed `<seed>/<i>`, so the results do not depend
 * on the number of workers or on how the run is sharded.
 *
 * @example
 * ```ts
 * import { simulate } from 'tortuga-rules/simulate';
 * const result = await simulate({ game: '1667', players: 5, bots: ['heuristic', 'random'], seed: 's1', games: 2000, rotate: true });
 * console.log(result.summary.bots);
 * ```
 */
export async function simulate(spec: SimulationSpec, options: SimulateOptions = {}): Promise<SimulationFile> {
  const run = await checkedSpec(spec);
  const shard = options.shard === 'auto' ? autoShard(options.env ?? process.env) : (options.shard ?? null);
  if (shard !== null && (!Number.isInteger(shard.count) || !Number.isInteger(shard.index) || shard.count < 1 || shard.index < 1 || shard.index > shard.count)) {
    throw new Error('shard takes { index, count } with 1 ≤ index ≤ count.');
  }
  const range = shard === null ? ([0, run.games] as [number, number]) : shardRange(run.games, shard, run.duplicate === true);
  const workers = options.workers ?? availableParallelism();
  if (!Number.isInteger(workers) || workers < 1) throw new Error('workers must be a whole number ≥ 1.');
  // Each worker thread costs tens of megabytes: more than a few per core only adds memory.
  if (workers > maxWorkers()) throw new Error(`workers may be at most ${maxWorkers()} (4 per core on this machine), not ${workers}.`);
  const total = range[1] - range[0];
  const totals = await runSimulation(run, range, workers, (done) => options.onProgress?.(done, total));
  return simulationFile(run, [range], totals, shard ?? undefined);
}
