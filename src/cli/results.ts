import { emptyTotals, mergeTotals, type SimulationSpec, type SimulationTotals } from './simulation.js';
import { summarise, type SimulationSummary } from './summary.js';

/** The JSON a simulation writes: what ran, which games, their totals and the summary. */
export interface SimulationFile {
  readonly format: 'tortuga-rules/simulation@1';
  readonly spec: SimulationSpec;
  /** The game indexes this file covers, as half-open ranges `[start, end)`, in order. */
  readonly ranges: [number, number][];
  readonly totals: SimulationTotals;
  readonly summary: SimulationSummary;
}

/** Reads `--shard i/n` (1 ≤ i ≤ n). */
export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new Error(`--shard takes i/n with 1 ≤ i ≤ n, e.g. 2/8 (got "${text}").`);
  return { index, count };
}

/** The slice of game indexes shard i of n runs: consecutive, disjoint, together all games. */
export function shardRange(games: number, shard: { index: number; count: number }): [number, number] {
  return [Math.floor((games * (shard.index - 1)) / shard.count), Math.floor((games * shard.index) / shard.count)];
}

function sortedCounts(counts: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(counts).sort()) out[key] = counts[key]!;
  return out;
}

/** Totals with their keys in a fixed order, so that equal results give equal JSON. */
export function normaliseTotals(totals: SimulationTotals): SimulationTotals {
  const botWins: SimulationTotals['botWins'] = {};
  for (const key of Object.keys(totals.botWins).sort()) botWins[key] = { ...totals.botWins[key]! };
  // JSON has no infinity: an empty tally's bounds come back as null.
  const tally = (t: SimulationTotals['length']) => ({ ...t, min: t.min ?? Number.POSITIVE_INFINITY, max: t.max ?? Number.NEGATIVE_INFINITY });
  return {
    games: totals.games,
    decisions: tally(totals.decisions),
    length: tally(totals.length),
    seatWins: [...totals.seatWins],
    botWins,
    results: sortedCounts(totals.results),
    actions: sortedCounts(totals.actions),
    events: sortedCounts(totals.events),
  };
}

/** The file for some totals. */
export function simulationFile(spec: SimulationSpec, ranges: [number, number][], totals: SimulationTotals): SimulationFile {
  const normal = normaliseTotals(totals);
  return { format: 'tortuga-rules/simulation@1', spec, ranges, totals: normal, summary: summarise(spec, normal) };
}

const sameSpec = (a: SimulationSpec, b: SimulationSpec): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Combines the files of shards of one run: they must describe the same run and cover
 * disjoint games. The result is what one machine running those games would have written.
 */
export function mergeFiles(files: readonly SimulationFile[]): SimulationFile {
  if (files.length === 0) throw new Error('merge needs at least one file.');
  for (const file of files) if (file.format !== 'tortuga-rules/simulation@1') throw new Error('Not a tortuga-rules simulation file.');
  const spec = files[0]!.spec;
  if (!files.every((file) => sameSpec(file.spec, spec))) throw new Error('These files come from different runs (game, players, bots, seed or games differ).');
  const ranges = files.flatMap((file) => file.ranges).sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]![0] < ranges[i - 1]![1]) throw new Error(`Games ${ranges[i]![0]}–${ranges[i - 1]![1] - 1} appear in more than one file.`);
  }
  const joined: [number, number][] = [];
  for (const range of ranges) {
    const last = joined[joined.length - 1];
    if (last !== undefined && last[1] === range[0]) last[1] = range[1];
    else joined.push([range[0], range[1]]);
  }
  const totals = files.reduce((sum, file) => mergeTotals(sum, normaliseTotals(file.totals)), emptyTotals(spec.players));
  return simulationFile(spec, joined, totals);
}
