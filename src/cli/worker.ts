/**
 * The simulation task run by each worker thread of the pool: plays a range of games of a run
 * and returns their totals. A run's bot modules are loaded once per thread.
 */
import { loadCustomBots, type CustomBots } from './custom-bots.js';
import { playRange, type SimulationSpec, type SimulationTotals } from './simulation.js';

/** One task: the run and the game indexes `[start, end)` to play. */
export interface SimulationTask {
  readonly spec: SimulationSpec;
  readonly range: readonly [number, number];
}

const loaded = new Map<string, Promise<CustomBots>>();

/** Plays the task's games (tinypool calls the default export). */
export default async function playTask({ spec, range }: SimulationTask): Promise<SimulationTotals> {
  const key = JSON.stringify([spec.game, spec.bots]);
  let bots = loaded.get(key);
  if (bots === undefined) {
    bots = loadCustomBots(spec.game, spec.bots);
    loaded.set(key, bots);
  }
  return playRange(spec, range[0], range[1], await bots);
}
