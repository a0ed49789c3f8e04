/**
 * How well a rule for choosing among the root's candidates does with a given number of playouts,
 * judged on worlds it did not see (issue 49: what `hard` could do with its 120 playouts). Plays
 * seeded games of medium bots; at every `--every`-th decision with a choice, plays the heuristic's
 * best actions (as many as the largest of `--candidates`) in each of `--worlds` sampled worlds (the same world and playout
 * generator for every candidate; playouts as `hard` plays them: six heuristic decisions, then the
 * learned value), the whole table of rewards kept. Then, `--repeats` times a decision, the worlds
 * are shuffled and split: a rule sees the first part, worth `--budget` playouts, and its choice is
 * scored on the rest — the held-out mean reward of its choice less that of the heuristic's own
 * choice, in points of the seat's chance, for each count of candidates (the heuristic's best k of
 * the same table: a candidate's playouts do not depend on how many others there are) and each
 * budget. A choice made on some worlds and scored on others is
 * not flattered by their noise (a best mean over the same worlds is: the gap `root-variance.ts`
 * reports is an upper bound). The rules:
 *
 * - `unpaired`: each candidate gets worlds of its own (budget ÷ candidates), the best mean wins —
 *   what a flat search without pairing does, the tree's precision at the root;
 * - `paired`: every candidate in the same worlds (budget ÷ candidates of them), the best mean wins
 *   (`pairedRoot`);
 * - `paired-z<z>`, `unpaired-z<z>`: the same, but the heuristic's choice is kept unless the best
 *   beats it by z standard errors of their difference.
 *
 * Prints one JSON line: per count of candidates, budget and rule, the mean gain over decisions with its standard error
 * (both in points), and how often the rule left the heuristic's choice.
 *
 *   node --import tsx training/t1667/root-rules.ts --players 9 --games 8 --every 6 --worlds 1200 --candidates 4,6,8 --budget 120,1000
 */
import { parseArgs } from 'node:util';
import { everyNthChoice } from './seeded-game.js';
import { wholeFlag } from './flags.js';
import { seedRng } from '../../src/index.js';
import { shuffleInPlace } from '../../src/core/engine/rng.js';
import { LEARNED_PLAYOUT_DEPTH, t1667SearchBot } from '../../src/bots/search-bots.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '9' },
    games: { type: 'string', default: '8' },
    every: { type: 'string', default: '6' },
    worlds: { type: 'string', default: '600' },
    candidates: { type: 'string', default: '4,6' },
    budget: { type: 'string', default: '120' },
    repeats: { type: 'string', default: '20' },
    seed: { type: 'string', default: 'rules' },
  },
});
const players = wholeFlag('--players', values.players, 2, 9);
const games = wholeFlag('--games', values.games, 1, 100_000);
const every = wholeFlag('--every', values.every, 1, 10_000);
const worlds = wholeFlag('--worlds', values.worlds, 200, 100_000);
const counts = values.candidates.split(',').map((k) => wholeFlag('--candidates', k, 2, 100));
const candidates = Math.max(...counts);
const repeats = wholeFlag('--repeats', values.repeats, 1, 10_000);
// The unpaired rule gives each candidate worlds of its own, so a budget uses that many worlds: some must be left to score on.
const budgets = values.budget.split(',').map((b) => wholeFlag('--budget', b, 2 * candidates, worlds - 100));
/** One world a call: its `analyse` gives each candidate's reward in that world. */
const oneWorld = t1667SearchBot({ value: 'learned', playoutDepth: LEARNED_PLAYOUT_DEPTH, pairedRoot: true, iterations: candidates, candidates });
const heuristic = t1667HeuristicBot();

type Rule = (rewards: readonly (readonly number[])[], order: readonly number[], budget: number) => { choice: number; heldOut: readonly number[] };
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
/** The squared standard error of the mean of `xs`. */
const varianceOfMean = (xs: readonly number[]): number => {
  const m = sum(xs) / xs.length;
  return sum(xs.map((x) => (x - m) ** 2)) / (xs.length - 1) / xs.length;
};

/** Mean reward of each candidate over the worlds `order[from..to)`. */
function means(rewards: readonly (readonly number[])[], order: readonly number[], from: number, to: number): number[] {
  return rewards[0]!.map((_, k) => sum(order.slice(from, to).map((w) => rewards[w]![k]!)) / (to - from));
}

/** The index of the largest, the first on ties (the heuristic's order). */
const argmax = (xs: readonly number[]): number => xs.reduce((best, x, k) => (x > xs[best]! ? k : best), 0);

/** Worlds of its own for each candidate; the best kept only if it beats the heuristic's choice by `z` standard errors of the difference. */
const unpaired =
  (z: number): Rule =>
  (rewards, order, budget) => {
    const k = rewards[0]!.length;
    const each = Math.floor(budget / k);
    const own = rewards[0]!.map((_, c) => order.slice(c * each, (c + 1) * each).map((w) => rewards[w]![c]!));
    const seen = own.map((xs) => sum(xs) / each);
    let choice = argmax(seen);
    if (z > 0 && choice !== 0 && seen[choice]! - seen[0]! <= z * Math.sqrt(varianceOfMean(own[choice]!) + varianceOfMean(own[0]!))) choice = 0;
    return { choice, heldOut: means(rewards, order, k * each, order.length) };
  };

/** Paired worlds; the best kept only if it beats the heuristic's choice by `z` standard errors of the difference. */
const paired =
  (z: number): Rule =>
  (rewards, order, budget) => {
    const n = Math.floor(budget / rewards[0]!.length);
    const seen = means(rewards, order, 0, n);
    let choice = argmax(seen);
    if (z > 0 && choice !== 0) {
      const diffs = order.slice(0, n).map((w) => rewards[w]![choice]! - rewards[w]![0]!);
      if (sum(diffs) / n <= z * Math.sqrt(varianceOfMean(diffs))) choice = 0;
    }
    return { choice, heldOut: means(rewards, order, n, order.length) };
  };

const rules: Record<string, Rule> = {
  unpaired: unpaired(0),
  'unpaired-z1': unpaired(1),
  'unpaired-z2': unpaired(2),
  paired: paired(0),
  'paired-z1': paired(1),
  'paired-z2': paired(2),
};

/** Every candidate's reward in every world of one decision (rows: worlds; columns: the heuristic's order). */
function rewardTable(view: Parameters<typeof oneWorld.analyse>[0]): number[][] | null {
  const keys = heuristic
    .rank(view)
    .slice(0, candidates)
    .map((a) => JSON.stringify(a));
  if (keys.length < 2) return null;
  const rows: number[][] = [];
  for (let w = 0; w < worlds; w++) {
    const row = keys.map(() => 0);
    for (const { action, value } of oneWorld.analyse(view, seedRng(`${values.seed}/world/${w}`))) row[keys.indexOf(JSON.stringify(action))] = value;
    rows.push(row);
  }
  return rows;
}

/** Every count of candidates with every budget. */
const settings = counts.flatMap((k) => budgets.map((budget) => ({ k, budget })));
/** gains[setting][rule]: a gain per decision (mean over the repeats); left: the share of choices away from the heuristic's. */
const gains = settings.map(() => Object.fromEntries(Object.keys(rules).map((r) => [r, { gains: [] as number[], left: 0, made: 0 }])));
let tables = 0;
everyNthChoice(values.seed, games, players, every, (view) => score(view, tables++));

/** Scores every rule at every setting on one decision's table, every rule on the same splits. */
function score(view: Parameters<typeof oneWorld.analyse>[0], index: number): void {
  const table = rewardTable(view);
  if (table === null) return;
  const rng = seedRng(`${values.seed}/split/${index}`);
  const totals = settings.map(() => Object.fromEntries(Object.keys(rules).map((name) => [name, 0])));
  const byCount = new Map(counts.map((k) => [k, table.map((row) => row.slice(0, k))]));
  for (let r = 0; r < repeats; r++) {
    const order = table.map((_, w) => w);
    shuffleInPlace(rng, order);
    settings.forEach(({ k, budget }, s) => {
      for (const [name, rule] of Object.entries(rules)) {
        const { choice, heldOut } = rule(byCount.get(k)!, order, budget);
        totals[s]![name]! += heldOut[choice]! - heldOut[0]!;
        gains[s]![name]!.made++;
        if (choice !== 0) gains[s]![name]!.left++;
      }
    });
  }
  settings.forEach((_, s) => {
    for (const name of Object.keys(rules)) gains[s]![name]!.gains.push(totals[s]![name]! / repeats);
  });
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
const summary = settings.map(({ k, budget }, b) => ({
  candidates: k,
  budget,
  rules: Object.fromEntries(
    Object.entries(gains[b]!).map(([name, { gains: xs, left, made }]) => {
      return [name, { gain: round((100 * sum(xs)) / xs.length), se: round(100 * Math.sqrt(varianceOfMean(xs))), left: round(left / made) }];
    }),
  ),
}));
console.log(JSON.stringify({ players, decisions: gains[0]![Object.keys(rules)[0]!]!.gains.length, worlds, repeats, summary }));
