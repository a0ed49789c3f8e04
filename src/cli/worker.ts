/**
 * A simulation worker thread: receives the run's spec once, then ranges of game indexes,
 * and answers each with the totals of those games.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { playRange, type SimulationSpec } from './simulation.js';

const spec = workerData as SimulationSpec;
parentPort?.on('message', (range: [number, number]) => {
  parentPort?.postMessage(playRange(spec, range[0], range[1]));
});
