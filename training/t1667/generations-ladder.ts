/**
 * The learned generations on the ladder (issue 49: "rate every generation on the ladder"). Two steps:
 *
 * `play`: one pairing of the ladder in mirrored pairs, as `tortuga-rules ladder --duplicate` plays it
 * (the same run: seed `<seed>/<a>~<b>`, seats rotating, each deal twice with the bots' seats
 * swapped), where an entrant may be a policy's file (`--entrant name=file`: a network of `train.py`
 * or an anchored policy of `train-anchored.py`, `learned-bot.ts`) as well as a level or another
 * built-in bot. Writes the pairing as the command's simulation file (`--shard i/n`: a slice of it).
 *
 * `rate`: Bradley–Terry ratings over the pairings in such files and in the command's ladder files
 * (`bench/ladder/*.json`: the levels' own pairings, played by the same rules on the same seed), the
 * shards of one pairing merged; prints the ladder's Markdown table (`renderLadder`).
 *
 *   node --import tsx training/t1667/generations-ladder.ts play --players 4 --games 600 --pairing medium~attack \
 *     --entrant attack=training/data/a4/4p-attack.json --shard 1/2 --out training/data/gl/4p-medium-attack-1.json
 *   node --import tsx training/t1667/generations-ladder.ts rate --entrants easy,gen0,medium,attack,hard,expert \
 *     bench/ladder/1667-4p-duplicate.json bench/ladder/1667-4p-hard-expert-duplicate.json training/data/gl/4p-*.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Bot, DecisionView } from '../../src/bots/bot.js';
import { parseBot } from '../../src/cli/bots.js';
import { fullLadderSpec, pairingRuns, renderLadder, ratingsOf, type LadderFile } from '../../src/cli/ladder.js';
import { mergeFiles, shardRange, simulationFile, type SimulationFile } from '../../src/cli/results.js';
import { playRange } from '../../src/cli/simulation.js';
import { parseShard, wholeFlag } from './flags.js';
import { learnedBot, readLearnedPolicy } from './learned-bot.js';

/** What `play` plays: one pairing of a duplicate ladder, or a shard of it. */
export interface PairingRequest {
  readonly players: number;
  /** Games of the whole pairing (even: mirrored pairs). */
  readonly games: number;
  /** The ladder's seed. */
  readonly seed: string;
  /** The two entrants: built-in names or levels, or names of `learned`. */
  readonly pairing: readonly [string, string];
  /** The learned entrants: name → the text of the policy's file. */
  readonly learned: ReadonlyMap<string, string>;
  readonly shard?: { readonly index: number; readonly count: number };
}

/** Reads `name=file` entries: the learned entrants' names and their policies' files. */
export function learnedEntrants(entries: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of entries) {
    const at = entry.indexOf('=');
    const name = entry.slice(0, at);
    if (at < 1 || !/^[a-z0-9-]{1,40}$/.test(name)) throw new Error(`--entrant takes name=file, the name in a-z, 0-9 and "-", not "${entry.slice(0, 80)}".`);
    out.set(name, entry.slice(at + 1));
  }
  return out;
}

/** Plays one pairing (or a shard of it) as the ladder's duplicate run and returns its simulation file. */
export function playPairing(request: PairingRequest): SimulationFile {
  const [a, b] = request.pairing;
  for (const name of request.learned.keys())
    if (!request.pairing.includes(name)) throw new Error(`The learned entrant "${name}" is not in the pairing ${a}~${b}.`);
  const custom = new Map<string, () => Bot<DecisionView<unknown>, unknown>>();
  for (const name of request.pairing) {
    const text = request.learned.get(name);
    if (text === undefined)
      parseBot(name); // a built-in bot or level, or a readable error
    else {
      const policy = readLearnedPolicy(text); // a bad file is refused before any game
      custom.set(name, () => learnedBot(policy, request.players, name) as unknown as Bot<DecisionView<unknown>, unknown>);
    }
  }
  // The ladder's own run for this pairing (its seed, rotation and mirrored pairs), so level pairings match `bench/ladder`.
  const ladder = fullLadderSpec({ game: '1667', players: request.players, entrants: [a, b], games: request.games, seed: request.seed, duplicate: true });
  const spec = pairingRuns(ladder)[0]!;
  const shard = request.shard ?? { index: 1, count: 1 };
  const [start, end] = shardRange(spec.games, shard, true);
  return simulationFile(spec, [[start, end]], playRange(spec, start, end, custom), shard.count > 1 ? shard : undefined);
}

/** The pairings a file holds: a ladder file's, or the file itself when it is one pairing's simulation. */
function pairingsIn(name: string, file: Partial<LadderFile> & Partial<SimulationFile>): { name: string; file: SimulationFile }[] {
  if (file.format === 'tortuga-rules/ladder@1') return (file.pairings ?? []).map((p) => ({ name, file: p }));
  if (file.format === 'tortuga-rules/simulation@1') return [{ name, file: file as SimulationFile }];
  throw new Error(`${name}: neither a ladder nor a simulation file.`);
}

/**
 * The ladder of `entrants` over every pairing of two of them in `files` (by name; other pairings
 * are left out), each pairing's shards merged (`mergeFiles` refuses overlaps and gaps); all of one
 * player count and mirrored. Returns the Markdown table.
 */
export function rateGenerations(entrants: readonly string[], files: readonly { readonly name: string; readonly file: unknown }[]): string {
  if (entrants.length < 2) throw new Error('rate takes two or more entrants.');
  const bySpec = new Map<string, { name: string; file: SimulationFile }[]>();
  for (const { name, file } of files)
    for (const part of pairingsIn(name, file as Partial<LadderFile> & Partial<SimulationFile>)) {
      const [a, b] = part.file.spec.bots;
      if (!entrants.includes(a!) || !entrants.includes(b!)) continue;
      const key = JSON.stringify(part.file.spec);
      bySpec.set(key, [...(bySpec.get(key) ?? []), part]);
    }
  const pairings = [...bySpec.values()].map((parts) => mergeFiles(parts));
  const first = pairings[0];
  if (first === undefined) throw new Error('No file holds a pairing of these entrants.');
  if (pairings.some((p) => p.spec.players !== first.spec.players || p.spec.duplicate !== true))
    throw new Error('rate reads mirrored pairings of one player count.');
  const unplayed = entrants.filter((name) => !pairings.some((p) => p.spec.bots.includes(name)));
  if (unplayed.length > 0) throw new Error(`No file holds a pairing of ${unplayed.join(', ')} with another entrant.`);
  const spec = { game: '1667' as const, players: first.spec.players, entrants, games: first.spec.games, seed: '', schedule: 'all' as const, duplicate: true };
  // The table's own title speaks of one schedule and seed; these pairings are whichever the files hold, each listed below it.
  const table = renderLadder({ format: 'tortuga-rules/ladder@1', spec, pairings, ratings: ratingsOf(entrants, pairings) })
    .split('\n')
    .slice(1);
  return [`Tortuga 1667, ${spec.players} players: the pairings below, each in mirrored pairs rated as matches`, ...table].join('\n');
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      players: { type: 'string', default: '4' },
      games: { type: 'string', default: '600' },
      seed: { type: 'string', default: 'ladder' },
      pairing: { type: 'string' },
      entrant: { type: 'string', multiple: true, default: [] },
      entrants: { type: 'string' },
      shard: { type: 'string', default: '1/1' },
      out: { type: 'string' },
    },
  });
  const [step, ...paths] = positionals;
  if (step === 'rate') {
    const files = paths.map((name) => ({ name, file: JSON.parse(readFileSync(name, 'utf8')) as unknown }));
    console.log(
      rateGenerations(
        (values.entrants ?? '').split(',').filter((name) => name !== ''),
        files,
      ),
    );
    return;
  }
  if (step !== 'play') throw new Error('generations-ladder.ts play … or rate … (see the file comment).');
  if (paths.length > 0) throw new Error(`play reads no files but its --entrant ones, not "${paths[0]!.slice(0, 80)}".`);
  const pair = (values.pairing ?? '').split('~');
  if (pair.length !== 2 || pair[0] === pair[1]) throw new Error('--pairing takes two different entrants, a~b.');
  if (values.out === undefined) throw new Error('play writes its file to --out <file>.');
  const games = wholeFlag('--games', values.games, 2, 1_000_000);
  if (games % 2 !== 0) throw new Error('--games is even: the games are mirrored pairs.');
  const learned = new Map([...learnedEntrants(values.entrant)].map(([name, path]) => [name, readFileSync(path, 'utf8')]));
  const shard = parseShard(values.shard);
  const file = playPairing({ players: wholeFlag('--players', values.players, 2, 9), games, seed: values.seed, pairing: [pair[0]!, pair[1]!], learned, shard });
  writeFileSync(values.out, `${JSON.stringify(file)}\n`);
  console.log(`${pair.join(' – ')}: games ${file.ranges[0]![0]}–${file.ranges[0]![1] - 1} written to ${values.out}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
