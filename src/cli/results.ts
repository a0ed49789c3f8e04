import { CommandError } from './files.js';
import { emptyTotals, mergeTotals, pairKey, sortedMatches, type SimulationSpec, type SimulationTotals } from './simulation.js';
import { summarise, type SimulationSummary } from './summary.js';

/** The JSON a simulation writes: what ran, which games, their totals and the summary. */
export interface SimulationFile {
  /** The format of the file. */
  readonly format: 'tortuga-rules/simulation@1';
  /** The run the games belong to. */
  readonly spec: SimulationSpec;
  /** The game indexes this file covers, as half-open ranges `[start, end)`, in order. */
  readonly ranges: [number, number][];
  /** The sums of those games (what `merge` adds up). */
  readonly totals: SimulationTotals;
  /** What the totals say: rates with 95% intervals, lengths, frequencies. */
  readonly summary: SimulationSummary;
  /** Which shard of the run this file is (`--shard i/n`); absent in a whole run and in what `merge` writes. */
  readonly shard?: { readonly index: number; readonly count: number };
}

/** Reads `--shard i/n` (1 ≤ i ≤ n). */
export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new Error(`--shard takes i/n with 1 ≤ i ≤ n, e.g. 2/8 (got "${text}").`);
  return { index, count };
}

/**
 * The slice of game indexes shard i of n runs: consecutive, disjoint, together all games; with
 * `pairs` (a duplicate run) whole mirrored pairs.
 */
export function shardRange(games: number, shard: { index: number; count: number }, pairs = false): [number, number] {
  const unit = pairs ? 2 : 1;
  const units = Math.floor(games / unit);
  return [unit * Math.floor((units * (shard.index - 1)) / shard.count), unit * Math.floor((units * shard.index) / shard.count)];
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
  const lineups: SimulationTotals['lineups'] = {};
  for (const key of Object.keys(totals.lineups ?? {}).sort()) lineups[key] = { games: totals.lineups[key]!.games, wins: [...totals.lineups[key]!.wins] };
  const headToHead = sortedMatches(totals.headToHead ?? {});
  const pairs = totals.pairs === undefined ? {} : { pairs: sortedMatches(totals.pairs) };
  return {
    games: totals.games,
    decisions: tally(totals.decisions),
    length: tally(totals.length),
    seatWins: [...totals.seatWins],
    botWins,
    lineups,
    headToHead,
    ...pairs,
    results: sortedCounts(totals.results),
    actions: sortedCounts(totals.actions),
    events: sortedCounts(totals.events),
  };
}

/** The file for some totals (of one shard of the run when `shard` is given). */
export function simulationFile(
  spec: SimulationSpec,
  ranges: [number, number][],
  totals: SimulationTotals,
  shard?: { readonly index: number; readonly count: number },
): SimulationFile {
  const normal = normaliseTotals(totals);
  const file: SimulationFile = { format: 'tortuga-rules/simulation@1', spec, ranges, totals: normal, summary: summarise(spec, normal) };
  return shard === undefined ? file : { ...file, shard: { index: shard.index, count: shard.count } };
}

/** `shard 2/8 (games 250–499)`: how errors name a shard. */
export function shardName(games: number, shard: { readonly index: number; readonly count: number }, pairs = false): string {
  const [start, end] = shardRange(games, shard, pairs);
  return `shard ${shard.index}/${shard.count} (games ${start}–${end - 1})`;
}

const sameSpec = (a: SimulationSpec, b: SimulationSpec): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A whole number ≥ 0. */
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * Reads a simulation file from outside: its format, its run, its game ranges, and totals
 * that add up (games = the games its ranges cover = results; every seat's count ≤ games;
 * the bots' seats = games × players, their wins ≤ their seats). Throws a one-line
 * `CommandError` naming the file.
 */
export function checkSimulationFile(value: unknown, name: string): SimulationFile {
  const fail = (why: string): never => {
    throw new CommandError(`${name}: ${why}`);
  };
  const file = value as SimulationFile;
  if (typeof value !== 'object' || value === null || file.format !== 'tortuga-rules/simulation@1') fail('not a tortuga-rules simulation file.');
  const spec = file.spec;
  if (
    typeof spec !== 'object' ||
    spec === null ||
    (spec.game !== '1667' && spec.game !== 'dice') ||
    !isCount(spec.players) ||
    !isCount(spec.games) ||
    typeof spec.seed !== 'string' ||
    !Array.isArray(spec.bots) ||
    (spec.alternate !== undefined && typeof spec.alternate !== 'boolean') ||
    (spec.duplicate !== undefined && typeof spec.duplicate !== 'boolean')
  )
    fail('its "spec" (game, players, bots, seed, games, alternate, duplicate) is damaged.');
  const duplicate = spec.duplicate === true;
  if (duplicate && (spec.games % 2 !== 0 || spec.bots.length !== 2 || spec.bots[0] === spec.bots[1]))
    fail('its "spec" is a duplicate run, which needs two different bots and an even number of games.');
  if (
    !Array.isArray(file.ranges) ||
    !file.ranges.every((r) => Array.isArray(r) && r.length === 2 && isCount(r[0]) && isCount(r[1]) && r[0] <= r[1] && r[1] <= spec.games)
  )
    fail('its "ranges" are not game ranges of the run.');
  if (duplicate && !file.ranges.every(([start, end]) => start % 2 === 0 && end % 2 === 0)) fail('its "ranges" split a mirrored pair of games.');
  if (Object.hasOwn(file, 'shard')) {
    const shard = file.shard;
    if (
      shard === undefined ||
      typeof shard !== 'object' ||
      shard === null ||
      !isCount(shard.count) ||
      !isCount(shard.index) ||
      shard.index < 1 ||
      shard.index > shard.count
    )
      fail('its "shard" is not i/n with 1 ≤ i ≤ n.');
    else if (JSON.stringify(file.ranges) !== JSON.stringify([shardRange(spec.games, shard, duplicate)]))
      fail(`its games are not those of shard ${shard.index}/${shard.count} of the run.`);
  }
  const t = file.totals;
  if (typeof t !== 'object' || t === null || !isCount(t.games)) fail('its "totals" are damaged.');
  const covered = file.ranges.reduce((n, [start, end]) => n + end - start, 0);
  if (t.games !== covered) fail(`its totals count ${t.games} games, but its ranges cover ${covered}.`);
  const sum = (counts: unknown): number => {
    if (typeof counts !== 'object' || counts === null || !Object.values(counts).every(isCount)) fail('its totals hold a count that is not a whole number ≥ 0.');
    return Object.values(counts as Record<string, number>).reduce((a, b) => a + b, 0);
  };
  if (sum(t.results) !== t.games) fail(`its results add up to ${sum(t.results)} games, not ${t.games}.`);
  sum(t.actions);
  sum(t.events);
  if (!Array.isArray(t.seatWins) || t.seatWins.length !== spec.players || !t.seatWins.every((n) => isCount(n) && n <= t.games))
    fail('its wins per seat do not fit its games.');
  for (const tally of [t.decisions, t.length])
    if (typeof tally !== 'object' || tally === null || tally.n !== t.games) fail('its length and decision tallies do not count its games.');
  const lineups = Object.values(t.lineups ?? {});
  if (
    !lineups.every((l) => isCount(l.games) && Array.isArray(l.wins) && l.wins.length === spec.players && l.wins.every((n) => isCount(n) && n <= l.games)) ||
    (t.lineups !== undefined && lineups.reduce((n, l) => n + l.games, 0) !== t.games)
  )
    fail('its results per line-up do not add up to its games.');
  // Files written before head-to-head counts were kept have none (`ladder` then refuses them).
  const pairs = Object.entries(t.headToHead ?? {});
  if (
    !pairs.every(
      ([key, h]) =>
        key.split('|').length === 2 &&
        Array.isArray(h?.wins) &&
        h.wins.length === 2 &&
        isCount(h.wins[0]) &&
        isCount(h.wins[1]) &&
        isCount(h.draws) &&
        h.wins[0] + h.wins[1] + h.draws <= t.games,
    )
  )
    fail('its head-to-head counts do not fit its games.');
  // A duplicate run counts each mirrored pair once, for its two bots; other runs have no pairs.
  if (duplicate || t.pairs !== undefined) {
    const key = pairKey(String(spec.bots[0]), String(spec.bots[1]));
    const p = duplicate && typeof t.pairs === 'object' && t.pairs !== null ? t.pairs : undefined;
    const entry = p !== undefined && Object.keys(p).length === 1 && Object.hasOwn(p, key) ? p[key] : undefined;
    if (
      entry === undefined ||
      !Array.isArray(entry.wins) ||
      entry.wins.length !== 2 ||
      !isCount(entry.wins[0]) ||
      !isCount(entry.wins[1]) ||
      !isCount(entry.draws) ||
      2 * (entry.wins[0] + entry.wins[1] + entry.draws) !== t.games
    )
      fail(
        duplicate ? `its "pairs" do not count its ${t.games / 2} mirrored pairs of ${key}.` : 'its totals hold "pairs", but the run is not a duplicate run.',
      );
  }
  const bots = Object.values(t.botWins ?? {});
  if (!bots.every((b) => isCount(b.seats) && isCount(b.wins) && b.wins <= b.seats) || bots.reduce((n, b) => n + b.seats, 0) !== t.games * spec.players)
    fail('its wins per bot do not add up to its games.');
  return file;
}

/** The parts of a run the files leave out, as half-open ranges (empty when they cover it all). */
export function missingRanges(games: number, covered: readonly [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  let next = 0;
  for (const [start, end] of [...covered].sort((a, b) => a[0] - b[0])) {
    if (start > next) out.push([next, start]);
    next = Math.max(next, end);
  }
  if (next < games) out.push([next, games]);
  return out;
}

/**
 * Combines the files of shards of one run: they must describe the same run and cover
 * disjoint games, and — unless `allowPartial` — all of them. The result is what one machine
 * running those games would have written. Every error names the file it is about.
 */
export function mergeFiles(named: readonly { readonly name: string; readonly file: unknown }[], allowPartial = false): SimulationFile {
  if (named.length === 0) throw new CommandError('merge needs at least one file.');
  const files = named.map(({ name, file }) => ({ name, file: checkSimulationFile(file, name) }));
  const first = files[0]!;
  const spec = first.file.spec;
  for (const { name, file } of files)
    if (!sameSpec(file.spec, spec))
      throw new CommandError(`${name}: comes from a different run than ${first.name} (game, players, bots, seed or games differ).`);
  const ranges = files.flatMap(({ name, file }) => file.ranges.map((range) => ({ name, range, shard: file.shard }))).sort((a, b) => a.range[0] - b.range[0]);
  for (let i = 1; i < ranges.length; i++) {
    const a = ranges[i - 1]!;
    const b = ranges[i]!;
    if (b.range[0] >= a.range[1]) continue;
    if (a.shard !== undefined && JSON.stringify(a.shard) === JSON.stringify(b.shard))
      throw new CommandError(`${b.name}: holds ${shardName(spec.games, b.shard!, spec.duplicate === true)} again (so does ${a.name}); merge each shard once.`);
    throw new CommandError(`${b.name}: games ${b.range[0]}–${Math.min(a.range[1], b.range[1]) - 1} are also in ${a.name}.`);
  }
  const missing = missingRanges(
    spec.games,
    ranges.map((r) => r.range),
  );
  if (missing.length > 0 && !allowPartial) {
    // When the files are shards of one cut, the missing ones are named by number (the jobs to rerun).
    const counts = new Set(files.map(({ file }) => file.shard?.count));
    const count = counts.size === 1 ? [...counts][0] : undefined;
    const absent =
      count === undefined
        ? []
        : Array.from({ length: count }, (_, i) => ({ index: i + 1, count })).filter((shard) => {
            const [start, end] = shardRange(spec.games, shard, spec.duplicate === true);
            return start < end && missing.some(([s, e]) => s < end && start < e);
          });
    const what =
      absent.length > 0
        ? `${absent.length === 1 ? 'a shard is' : `${absent.length} shards are`} missing: ${absent.map((shard) => shardName(spec.games, shard, spec.duplicate === true)).join(', ')}`
        : `these files leave out games ${missing.map(([s, e]) => `${s}–${e - 1}`).join(', ')} of the run's ${spec.games}`;
    throw new CommandError(`${what}; add the missing shards, or pass --allow-partial to merge what is there.`);
  }
  const joined: [number, number][] = [];
  for (const { range } of ranges) {
    if (range[0] === range[1]) continue;
    const last = joined[joined.length - 1];
    if (last !== undefined && last[1] === range[0]) last[1] = range[1];
    else joined.push([range[0], range[1]]);
  }
  const totals = files.reduce((sum, { file }) => mergeTotals(sum, normaliseTotals(file.totals)), emptyTotals(spec.players));
  return simulationFile(spec, joined, totals);
}
