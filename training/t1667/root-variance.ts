/**
 * How the search's root estimates spread (issue 49: why the search gains nothing at 9 players).
 * Plays seeded games of medium bots; at every `--every`-th decision with a choice, plays the
 * heuristic's best `--candidates` actions in each of `--worlds` sampled worlds (the paired root:
 * the same world and playout generator for every candidate; playouts as `hard` plays them — the
 * heuristic for 6 decisions, then the learned value) and prints one JSON line:
 *
 * - `sd`: the spread of one playout's reward between worlds, for one candidate (mean over decisions);
 * - `sdDiff`: the spread of the difference between two candidates in the same world;
 * - `pairingGain`: how many unpaired worlds a candidate would need for one paired world's
 *   precision on a difference (2·sd² / sdDiff²);
 * - `gap`: how far the best candidate's mean lies above the heuristic's choice, and `spreadOfMeans`
 *   the spread of the candidates' means (what the search has to find), both over all worlds;
 * - `se120`, `se1000`: the standard error of a difference between two candidates at `hard`'s 120
 *   and the expert's 1,000 playouts a decision (unpaired, as the tree gets them).
 *
 *   node --import tsx training/t1667/root-variance.ts --players 9 --games 20 --every 5 --worlds 200
 */
import { parseArgs } from 'node:util';
import { everyNthChoice } from './seeded-game.js';
import { wholeFlag } from './flags.js';
import { seedRng } from '../../src/index.js';
import { LEARNED_PLAYOUT_DEPTH, t1667SearchBot } from '../../src/bots/search-bots.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '9' },
    games: { type: 'string', default: '20' },
    every: { type: 'string', default: '5' },
    worlds: { type: 'string', default: '200' },
    candidates: { type: 'string', default: '4' },
    seed: { type: 'string', default: 'variance' },
  },
});
const players = wholeFlag('--players', values.players, 2, 9);
const games = wholeFlag('--games', values.games, 1, 100_000);
const every = wholeFlag('--every', values.every, 1, 10_000);
const worlds = wholeFlag('--worlds', values.worlds, 2, 100_000);
const candidates = wholeFlag('--candidates', values.candidates, 2, 100);
/** One world a call: its `analyse` gives each candidate's reward in that world. */
const oneWorld = t1667SearchBot({ value: 'learned', playoutDepth: LEARNED_PLAYOUT_DEPTH, pairedRoot: true, iterations: candidates, candidates });
const heuristic = t1667HeuristicBot();

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: readonly number[]): number => {
  const m = mean(xs);
  return xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
};

const rows: { sd2: number; diff2: number; gap: number; spread2: number }[] = [];
everyNthChoice(values.seed, games, players, every, (view) => rows.push(spread(view)));

/** The candidates' rewards over `worlds` worlds of one decision, summed up. */
function spread(view: Parameters<typeof oneWorld.analyse>[0]): (typeof rows)[number] {
  const keys: string[] = [];
  const rewards: number[][] = [];
  for (let w = 0; w < worlds; w++) {
    const estimates = oneWorld.analyse(view, seedRng(`${values.seed}/world/${w}`));
    for (const { action, value } of estimates) {
      const key = JSON.stringify(action);
      let k = keys.indexOf(key);
      if (k < 0) {
        k = keys.push(key) - 1;
        rewards.push([]);
      }
      rewards[k]!.push(value);
    }
  }
  const first = JSON.stringify(heuristic.rank(view)[0]);
  const means = rewards.map(mean);
  const diffs = rewards.slice(1).map((r) => variance(r.map((x, w) => x - rewards[0]![w]!)));
  return {
    sd2: mean(rewards.map(variance)),
    diff2: mean(diffs),
    gap: Math.max(...means) - means[keys.indexOf(first)]!,
    spread2: variance(means),
  };
}

const sd = Math.sqrt(mean(rows.map((r) => r.sd2)));
const sdDiff = Math.sqrt(mean(rows.map((r) => r.diff2)));
const round = (x: number): number => Math.round(x * 10_000) / 10_000;
console.log(
  JSON.stringify({
    players,
    decisions: rows.length,
    worlds,
    sd: round(sd),
    sdDiff: round(sdDiff),
    pairingGain: round((2 * sd * sd) / (sdDiff * sdDiff)),
    gap: round(mean(rows.map((r) => r.gap))),
    spreadOfMeans: round(Math.sqrt(mean(rows.map((r) => r.spread2)))),
    se120: round(Math.sqrt((2 * sd * sd) / (120 / candidates))),
    se1000: round(Math.sqrt((2 * sd * sd) / (1000 / candidates))),
  }),
);
