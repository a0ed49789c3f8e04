import { BOT_LEVELS } from '../bots/levels.js';
import { bradleyTerry, type Rating } from './bradley-terry.js';
import { CommandError } from './files.js';
import { absoluteBotPath } from './custom-bots.js';
import { pairingScore } from './pairing-score.js';
import { mergeFiles, type SimulationFile } from './results.js';
import { pairKey, type SimulationSpec } from './simulation.js';
import { simulate, type SimulateOptions } from './simulate.js';
import type { GameName } from './bots.js';

/**
 * Which pairs play: `all` (round robin) or `adjacent` — each entrant only against the next in
 * the list, a chain that still rates them all (on one scale) and checks that each level beats
 * the one below, at 3 pairings for 4 levels instead of 6.
 */
export type LadderSchedule = 'all' | 'adjacent';

/** The ladder schedules, as the command names them. */
export const LADDER_SCHEDULES: readonly LadderSchedule[] = ['all', 'adjacent'];

/** What a ladder plays: pairs of entrants head to head (see `schedule`), `games` seeded games each. */
export interface LadderSpec {
  readonly game: GameName;
  readonly players: number;
  /** The bots (default: the four levels, `easy` … `expert`, playing reproducibly); a module path names your own. */
  readonly entrants?: readonly string[];
  /** Games per pairing. */
  readonly games: number;
  /** The ladder's seed: pairing a–b plays the run seeded `<seed>/<a>~<b>` (so a pairing's games do not depend on the schedule). */
  readonly seed: string;
  /** Which pairs play (default `all`). */
  readonly schedule?: LadderSchedule;
  /**
   * Play each pairing's games in mirrored pairs (`SimulationSpec.duplicate`: each deal twice,
   * the bots' seats swapped) and rate the pairs as matches, so the luck of the deal cancels
   * (default false). `games` must then be even.
   */
  readonly duplicate?: boolean;
}

/** A ladder's results: each pairing's simulation and the ratings they give. */
export interface LadderFile {
  readonly format: 'tortuga-rules/ladder@1';
  readonly spec: Required<LadderSpec>;
  /** One simulation per pairing: the two entrants alternate round the table, the line-up turning a seat each game. */
  readonly pairings: SimulationFile[];
  /** Bradley–Terry ratings (Elo scale, mean 1500) with 95% intervals, best first. */
  readonly ratings: Rating[];
}

/** The pairs a schedule plays, in the order given: every pair, or each entrant with the next. */
function pairsOf(entrants: readonly string[], schedule: LadderSchedule): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < entrants.length; i++) {
    const last = schedule === 'adjacent' ? Math.min(i + 1, entrants.length - 1) : entrants.length - 1;
    for (let j = i + 1; j <= last; j++) out.push([entrants[i]!, entrants[j]!]);
  }
  return out;
}

/**
 * The ratings from the pairings' head-to-head counts (games whose winners' share favoured one
 * entrant), or in duplicate runs from their mirrored pairs (a pair won by the entrant that won
 * more of its two games).
 */
export function ratingsOf(entrants: readonly string[], pairings: readonly SimulationFile[]): Rating[] {
  const results = pairings.flatMap((file) =>
    Object.entries((file.spec.duplicate === true ? file.totals.pairs : file.totals.headToHead) ?? {}).map(([key, h]) => {
      const [a, b] = key.split('|') as [string, string];
      return { a, b, winsA: h.wins[0], winsB: h.wins[1], draws: h.draws };
    }),
  );
  return bradleyTerry(entrants, results).sort((x, y) => y.rating - x.rating);
}

/**
 * Plays a rated ladder: every pair of entrants in `games` seeded games (the two bots alternate
 * round the table and the line-up turns a seat each game, so each plays every seat equally
 * often; at an odd count they take the extra seat in turn), on the worker pool and, with `shard`, only a slice of each pairing's games; then rates
 * them (Bradley–Terry). The same spec gives the same games and ratings on any machine.
 */
export async function ladder(spec: LadderSpec, options: SimulateOptions = {}): Promise<LadderFile> {
  const full = fullLadderSpec(spec);
  const pairings: SimulationFile[] = [];
  for (const run of pairingRuns(full)) pairings.push(await simulate(run, options));
  return { format: 'tortuga-rules/ladder@1', spec: full, pairings, ratings: ratingsOf(full.entrants, pairings) };
}

/** The ladder's spec with its defaults filled in and module entrants named by absolute path; throws a `CommandError` when it cannot be played. */
export function fullLadderSpec(spec: LadderSpec): Required<LadderSpec> {
  const { schedule, duplicate } = storedLadderSpec(spec);
  const full: Required<LadderSpec> = {
    ...spec,
    entrants: (spec.entrants ?? [...BOT_LEVELS]).map((name) => absoluteBotPath(name.trim())),
    schedule,
    duplicate,
  };
  if (typeof full.duplicate !== 'boolean') throw new CommandError('duplicate is true or false.');
  if (full.duplicate && full.games % 2 !== 0) throw new CommandError(`A duplicate ladder plays mirrored pairs: games must be even, not ${full.games}.`);
  if (!LADDER_SCHEDULES.includes(full.schedule)) throw new CommandError(`Unknown ladder schedule "${String(full.schedule)}" (all or adjacent).`);
  if (full.entrants.length < 2 || new Set(full.entrants).size !== full.entrants.length)
    throw new CommandError('A ladder needs at least two different entrants.');
  if (full.entrants.some((name) => name.includes('|') || name.includes('~'))) throw new CommandError('An entrant\'s name may not hold "|" or "~".');
  return full;
}

/** The run each pairing of a ladder plays, in schedule order. */
export function pairingRuns(full: Required<LadderSpec>): SimulationSpec[] {
  // At an odd count one bot has the extra seat: they take it in turn (`alternate`), or the first would win more for it;
  // in a duplicate ladder each mirrored pair gives it to both.
  const alternate = full.duplicate ? { duplicate: true } : full.players % 2 === 1 ? { alternate: true } : {};
  return pairsOf(full.entrants, full.schedule).map(([a, b]) => ({
    game: full.game,
    players: full.players,
    bots: [a, b],
    seed: `${full.seed}/${a}~${b}`,
    games: full.games,
    rotate: true,
    ...alternate,
  }));
}

/**
 * A ladder's spec with the schedule and duplicate defaults: every pair, not duplicate. So a
 * stored file from before schedules, or from before duplicate ladders, reads as what it played.
 */
export function storedLadderSpec(spec: LadderSpec): LadderSpec & { readonly schedule: LadderSchedule; readonly duplicate: boolean } {
  return { ...spec, schedule: spec.schedule ?? 'all', duplicate: spec.duplicate ?? false };
}

/** Combines the files of a sharded ladder (each pairing's shards merged as `merge` does) and rates the whole. */
export function mergeLadders(named: readonly { readonly name: string; readonly file: unknown }[], allowPartial = false): LadderFile {
  if (named.length === 0) throw new CommandError('merge needs at least one file.');
  const files = named.map(({ name, file }) => {
    const ladderFile = file as LadderFile;
    if (
      typeof file !== 'object' ||
      file === null ||
      ladderFile.format !== 'tortuga-rules/ladder@1' ||
      !Array.isArray(ladderFile.pairings) ||
      typeof ladderFile.spec !== 'object' ||
      ladderFile.spec === null ||
      !Array.isArray(ladderFile.spec.entrants)
    )
      throw new CommandError(`${name}: not a tortuga-rules ladder file.`);
    return { name, file: ladderFile };
  });
  // An unknown schedule or duplicate is named, not read as one.
  const scheduled = files.map(({ name, file }) => {
    const { schedule, duplicate } = storedLadderSpec(file.spec);
    if (!LADDER_SCHEDULES.includes(schedule))
      throw new CommandError(`${name}: unknown ladder schedule ${JSON.stringify(String(schedule).slice(0, 40))} (all or adjacent).`);
    if (typeof duplicate !== 'boolean') throw new CommandError(`${name}: its "duplicate" is not true or false.`);
    return { name, spec: { ...file.spec, schedule, duplicate } };
  });
  const spec: Required<LadderSpec> = scheduled[0]!.spec;
  for (const { name, spec: other } of scheduled)
    if (JSON.stringify(other) !== JSON.stringify(spec)) throw new CommandError(`${name}: comes from a different ladder than ${files[0]!.name}.`);
  const pairings = pairsOf(spec.entrants, spec.schedule).map(([a, b]) => {
    const parts = files.flatMap(({ name, file }) =>
      file.pairings.filter((p) => p?.spec?.bots?.join() === `${a},${b}`).map((p) => ({ name, file: p as unknown })),
    );
    if (parts.length === 0) throw new CommandError(`No file holds the pairing ${a} – ${b}.`);
    return mergeFiles(parts, allowPartial);
  });
  return { format: 'tortuga-rules/ladder@1', spec, pairings, ratings: ratingsOf(spec.entrants, pairings) };
}

/** The ladder as a Markdown table: rating with its 95% interval, score and games. */
export function renderLadder(file: LadderFile): string {
  const { game, players, games, seed, schedule, duplicate } = file.spec;
  const pairs = schedule === 'adjacent' ? 'each entrant against the next' : 'every pairing';
  const mirrored = duplicate === true ? `, in ${games / 2} mirrored pairs rated as matches` : '';
  const title = `${game === '1667' ? 'Tortuga 1667' : 'Tortuga (the dice game)'}, ${players} players: ${games} games per pairing (${pairs}${mirrored}), seed "${seed}"`;
  const rows = file.ratings.map(
    (r, i) => `| ${i + 1} | ${r.name} | ${Math.round(r.rating)} | ${Math.round(r.low)}–${Math.round(r.high)} | ${(100 * r.score).toFixed(1)}% | ${r.games} |`,
  );
  const counts = (p: SimulationFile, of: SimulationFile['totals']['headToHead'] | undefined): [number, number, number] => {
    const [a, b] = p.spec.bots as [string, string];
    const key = pairKey(a, b);
    const h = of?.[key] ?? { wins: [0, 0], draws: 0 };
    const [winsA, winsB] = key.startsWith(`${a}|`) ? h.wins : [h.wins[1], h.wins[0]];
    return [winsA, winsB, h.draws];
  };
  const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const results = file.pairings.map((p) => {
    const [a, b] = p.spec.bots as [string, string];
    const games = counts(p, p.totals.headToHead);
    const pairs = counts(p, p.totals.pairs);
    const { score, low, high } = pairingScore(...(duplicate === true ? pairs : games));
    const verdict = low > 0.5 ? `${a} is stronger` : high < 0.5 ? `${b} is stronger` : 'not told apart';
    return `| ${a} – ${b} | ${games.join(' | ')} |${duplicate === true ? ` ${pairs.join(' | ')} |` : ''} ${percent(score)} [${percent(low)}–${percent(high)}]: ${verdict} |`;
  });
  const pairColumns = duplicate === true ? [' pairs: first won | second won | even |', '---|---|---|'] : ['', ''];
  return [
    title,
    '',
    `| rank | bot | rating | 95% interval | score | ${duplicate === true ? 'pairs' : 'games'} |`,
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `| pairing | first won | second won | even |${pairColumns[0]} first's score [95%] |`,
    `|---|---|---|---|${pairColumns[1]}---|`,
    ...results,
  ].join('\n');
}
