/**
 * Data for a value over whole states (issue 49, `state-features.ts`): seeded games of the library's
 * medium bots, and at a share of their decisions (`--every`, drawn from the game's own seed) the
 * state's features and, once the game is over, which team won. What the search's cut-off value
 * must guess is how a world where every card is known goes on; these games are that question
 * asked of the bots the table plays. `--shard k/n` plays games k, k+n, …; `--seconds S` starts
 * no game after S seconds. `--seat` appends the block of one seat, game g's seat g mod players
 * (`seat-features.ts`), and `--strong hard|expert` seats that level there (reproducible: its fixed
 * worlds a decision) and marks the block as the strong seat's — the data for a value that knows
 * which seat searches. `--all hard|expert` seats that level in every seat instead (reproducible):
 * the value of a table of searching seats (expert iteration's value step); with `--value F` those
 * seats are `hard`'s search judged by the value file F (`learned-bot.ts`'s `valueSearchBot`) instead
 * of the shipped value — so the loop's data can be played again with the value it started from.
 *
 *   node --import tsx training/t1667/value-data.ts --players 5 --games 20000 --out training/data/v/5p
 *
 * Writes `<out>.json` (sizes and what made them), `<out>.f` (n × features little-endian float32)
 * and `<out>.won` (n × 3 bytes: the British, the French, the Dutch player won). Stays out of the
 * package (`training/data/` is ignored).
 */
import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { playSeededGame } from './seeded-game.js';
import { choiceFlag, numberFlag, parseShard, wholeFlag } from './flags.js';
import { WORLD_AND_SEAT_FEATURES, worldAndSeatFeatures } from './seat-features.js';
import { STATE_FEATURES, stateFeatures } from '../../src/bots/t1667-state-features.js';
import { botFor, nextFloat, seedRng, tortuga1667 } from '../../src/index.js';
import { readLearnedPolicy, valueSearchBot } from './learned-bot.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '5' },
    games: { type: 'string', default: '1000' },
    seed: { type: 'string', default: 'value' },
    every: { type: 'string', default: '0.2' },
    shard: { type: 'string', default: '1/1' },
    seconds: { type: 'string' },
    out: { type: 'string' },
    seat: { type: 'boolean', default: false },
    strong: { type: 'string' },
    all: { type: 'string' },
    value: { type: 'string' },
  },
  strict: true,
});
if (values.out === undefined) throw new Error('--out <path> is where the files go.');
const players = wholeFlag('--players', values.players, 2, 9);
const games = wholeFlag('--games', values.games, 1, 10_000_000);
const every = numberFlag('--every', values.every, 0.001, 1);
const seconds = values.seconds === undefined ? Infinity : numberFlag('--seconds', values.seconds, 0, 1e9);
const { index: shard, count: shards } = parseShard(values.shard);
const strong = values.strong === undefined ? null : choiceFlag('--strong', values.strong, ['hard', 'expert'] as const);
if (strong !== null && !values.seat) throw new Error('--strong goes with --seat (the block that marks the strong seat).');
const all = values.all === undefined ? null : choiceFlag('--all', values.all, ['hard', 'expert'] as const);
if (all !== null && strong !== null) throw new Error('--all seats one level everywhere; --strong one seat: not both.');
if (values.value !== undefined && all !== 'hard') throw new Error("--value F goes with --all hard (hard's search judged by the file F).");
const valueFile = values.value;
const valued = valueFile === undefined ? null : readLearnedPolicy(readFileSync(valueFile, 'utf8'));
if (valued !== null && !valued.value)
  throw new Error(`--value ${String(valueFile).slice(0, 200)} is not a value over the state's features (train-value.py's format).`);
const width = values.seat ? WORLD_AND_SEAT_FEATURES : STATE_FEATURES;

const features = openSync(`${values.out}.f`, 'w');
const won = openSync(`${values.out}.won`, 'w');
const started = Date.now();
let samples = 0;
let played = 0;
for (let g = shard - 1; g < games && (Date.now() - started) / 1000 < seconds; g += shards) {
  const usual =
    all === null ? botFor(tortuga1667, 'medium') : valued !== null ? valueSearchBot(valued.network, players) : botFor(tortuga1667, all, { reproducible: true });
  const seat = g % players;
  const seated = strong === null ? usual : botFor(tortuga1667, strong, { reproducible: true });
  const pick = seedRng(`${values.seed}/${g}/sample`);
  const rows: Float32Array[] = [];
  const end = playSeededGame(values.seed, g, players, (who, view, rng, state) => {
    if (nextFloat(pick) < every) rows.push(values.seat ? worldAndSeatFeatures(state, seat, strong !== null) : stateFeatures(state));
    return (who === seat ? seated : usual).choose(view, rng);
  });
  const winner = tortuga1667.outcome(end)!.winner;
  const result = Uint8Array.from(['british', 'french', 'dutch'].map((team) => (team === winner ? 1 : 0)));
  for (const row of rows) {
    writeSync(features, new Uint8Array(row.buffer));
    writeSync(won, result);
  }
  samples += rows.length;
  played++;
}
closeSync(features);
closeSync(won);
const meta = {
  players,
  games: played,
  seed: values.seed,
  shard: values.shard,
  every,
  samples,
  features: width,
  seat: values.seat,
  strong,
  all,
  value: values.value ?? null,
};
writeFileSync(`${values.out}.json`, JSON.stringify(meta, null, 2));
console.log(`${samples} states from ${played} games in ${Math.round((Date.now() - started) / 1000)} s`);
