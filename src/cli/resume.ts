/**
 * `--resume`: a study cut into array jobs survives its jobs. A task whose `--json` file already
 * holds its shard of the same run (checked as `merge` checks it) plays nothing again, so the
 * whole array can be submitted again after some tasks were killed and only those play. A file
 * that holds something else is not overwritten.
 */
import { existsSync } from 'node:fs';
import { absoluteBotPath } from './custom-bots.js';
import { CommandError, readJson } from './files.js';
import { fullLadderSpec, pairingRuns, ratingsOf, storedLadderSpec, type LadderFile, type LadderSpec } from './ladder.js';
import { checkSimulationFile, shardRange, type SimulationFile } from './results.js';
import type { Shard } from './shard.js';
import type { SimulationSpec } from './simulation.js';

/** JSON with every object's keys in order: two specs are the same run when these agree. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

const described = (shard: Shard | undefined): string => (shard === undefined ? 'the whole run' : `shard ${shard.index}/${shard.count}`);

/** Checks that a simulation file read from `name` is `shard` of the run `spec` (bots already as the run names them). */
function checkHolds(file: SimulationFile, name: string, spec: SimulationSpec, shard: Shard | undefined): void {
  if (canonical(file.spec) !== canonical(spec))
    throw new CommandError(`${name}: holds the games of another run (its game, players, bots, seed or games differ); remove it, or leave out --resume.`);
  const range = shard === undefined ? [0, spec.games] : shardRange(spec.games, shard, spec.duplicate === true);
  if (canonical(file.ranges) !== canonical([range]) || canonical(file.shard) !== canonical(shard))
    throw new CommandError(`${name}: holds other games of this run than ${described(shard)}; remove it, or leave out --resume.`);
}

/**
 * The results an earlier attempt of this task left in `path`, or null when there are none (the
 * task must play). Throws a one-line `CommandError` when the file holds anything but `shard` of
 * `spec` — damaged, another run or another shard.
 */
export function finishedSimulation(path: string, spec: SimulationSpec, shard: Shard | undefined): SimulationFile | null {
  if (!existsSync(path)) return null;
  const file = checkSimulationFile(readJson(path), path);
  checkHolds(file, path, { ...spec, bots: spec.bots.map((name) => absoluteBotPath(name.trim())) }, shard);
  return file;
}

/** As {@link finishedSimulation}, for a ladder: every pairing's part of `shard`, of this ladder. */
export function finishedLadder(path: string, spec: LadderSpec, shard: Shard | undefined): LadderFile | null {
  if (!existsSync(path)) return null;
  const value = readJson(path);
  const full = fullLadderSpec(spec);
  const file = value as LadderFile;
  if (typeof value !== 'object' || value === null || file.format !== 'tortuga-rules/ladder@1' || !Array.isArray(file.pairings))
    throw new CommandError(`${path}: not a tortuga-rules ladder file; remove it, or leave out --resume.`);
  const held = typeof file.spec === 'object' && file.spec !== null ? storedLadderSpec(file.spec) : file.spec;
  if (canonical(held) !== canonical(full)) throw new CommandError(`${path}: holds another ladder; remove it, or leave out --resume.`);
  const runs = pairingRuns(full);
  if (file.pairings.length !== runs.length) throw new CommandError(`${path}: holds ${file.pairings.length} pairings, not this ladder's ${runs.length}.`);
  const pairings = runs.map((run, i) => {
    const pairing = checkSimulationFile(file.pairings[i], `${path} (pairing ${i + 1})`);
    checkHolds(pairing, path, run, shard);
    return pairing;
  });
  return { format: 'tortuga-rules/ladder@1', spec: full, pairings, ratings: ratingsOf(full.entrants, pairings) };
}
