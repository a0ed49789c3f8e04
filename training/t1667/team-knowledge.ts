/**
 * Does what the seats believe about each other tell who wins, beyond what the search's learned
 * value reads? (issue 49: the value of a sampled world sums up its cards and pieces, but not how
 * well each seat has found out its own team — what a team seat's play, read by medium teammates
 * through the log, can change.) Seeded games of medium bots; at a share of their states, for each
 * team with seats: the shipped value's chance for that team, and the team's *knowledge* — over
 * its seats, the mean chance each gives (`loyaltyBeliefs` of its own view) to every other seat's
 * true loyalty. Logistic regressions of the team's win, fitted on the first part of the games and
 * scored on the rest: on nothing (the base rate), on the knowledge of the team and of the others,
 * on the value's log-odds, and on the value with both knowledges. Prints one JSON line of held-out
 * log losses (nats a row) and the fitted weights.
 *
 *   node --import tsx training/t1667/team-knowledge.ts --players 4 --games 3000
 */
import { parseArgs } from 'node:util';
import { playSeededGame } from './seeded-game.js';
import { numberFlag, wholeFlag } from './flags.js';
import { botFor, nextFloat, seedRng, tortuga1667, type T1667State } from '../../src/index.js';
import { loyaltyBeliefs } from '../../src/bots/t1667-beliefs.js';
import { t1667LearnedEstimate } from '../../src/bots/t1667-learned-value.js';
import { T1667_SCORING } from '../../src/bots/search-bots.js';
import { logistic } from '../../src/bots/logistic.js';
import { solveLinear } from '../../src/cli/solve-linear.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '4' },
    games: { type: 'string', default: '3000' },
    seed: { type: 'string', default: 'knowledge' },
    every: { type: 'string', default: '0.1' },
    train: { type: 'string', default: '0.7' },
  },
  strict: true,
});
const players = wholeFlag('--players', values.players, 3, 9);
const games = wholeFlag('--games', values.games, 10, 1_000_000);
const every = numberFlag('--every', values.every, 0.001, 1);
const trainShare = numberFlag('--train', values.train, 0.1, 0.9);
const TEAMS = ['british', 'french', 'dutch'] as const;
const value = t1667LearnedEstimate(T1667_SCORING.estimate);

/** One row: the game's index, the value's log-odds for the team, its knowledge, the others' knowledge, whether it won. */
type Row = readonly [game: number, logit: number, mine: number, others: number, won: number];

/** Each seat's knowledge: the mean chance its beliefs give every other seat's true loyalty. */
function knowledge(state: T1667State): number[] {
  return state.seats.map((_, s) => {
    const { probabilities } = loyaltyBeliefs(tortuga1667.viewFor(state, s));
    let sum = 0;
    state.seats.forEach((other, o) => {
      if (o !== s) sum += probabilities[o]![other.loyalty];
    });
    return sum / (players - 1);
  });
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const rows: Row[] = [];
for (let g = 0; g < games; g++) {
  const medium = botFor(tortuga1667, 'medium');
  const pick = seedRng(`${values.seed}/${g}/sample`);
  const taken: [T1667State, number[]][] = [];
  const end = playSeededGame(values.seed, g, players, (_who, view, rng, state) => {
    if (nextFloat(pick) < every) taken.push([state, knowledge(state)]);
    return medium.choose(view, rng);
  });
  const winner = tortuga1667.outcome(end)!.winner;
  for (const [state, known] of taken)
    for (const team of TEAMS) {
      const seats = state.seats.flatMap((seat, s) => (seat.loyalty === team ? [s] : []));
      if (seats.length < 2) continue; // a lone Dutch seat has no teammate to find
      const p = Math.min(1 - 1e-6, Math.max(1e-6, value(state, seats[0]!)));
      const others = known.filter((_, s) => !seats.includes(s));
      rows.push([g, Math.log(p / (1 - p)), mean(seats.map((s) => known[s]!)), mean(others), winner === team ? 1 : 0]);
    }
}

/** Logistic regression of the win by Newton's method on the rows' columns `use` (an intercept added). */
function fit(train: readonly Row[], use: readonly number[]): number[] {
  const k = use.length + 1;
  const w = new Array<number>(k).fill(0);
  for (let step = 0; step < 25; step++) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const row of train) {
      const x = [1, ...use.map((c) => row[c]!)];
      const p = logistic(x.reduce((a, xi, i) => a + xi * w[i]!, 0));
      for (let i = 0; i < k; i++) {
        grad[i]! += (p - row[4]) * x[i]!;
        for (let j = 0; j < k; j++) hess[i]![j]! += p * (1 - p) * x[i]! * x[j]! + (i === j ? 1e-9 : 0);
      }
    }
    const delta = solveLinear(hess, grad);
    if (delta === null) throw new Error('The regression is singular: too few rows, or a constant column.');
    for (let i = 0; i < k; i++) w[i]! -= delta[i]!;
  }
  return w;
}

/** Mean log loss of the fitted weights on `rows`. */
function loss(rows: readonly Row[], use: readonly number[], w: readonly number[]): number {
  return mean(
    rows.map((row) => {
      const p = logistic(w[0]! + use.reduce((a, c, i) => a + row[c]! * w[i + 1]!, 0));
      return -(row[4] === 1 ? Math.log(p) : Math.log(1 - p));
    }),
  );
}

const cut = Math.floor(games * trainShare);
const train = rows.filter((row) => row[0] < cut);
const test = rows.filter((row) => row[0] >= cut);
const models = { base: [] as number[], value: [1], valueAndKnowledge: [1, 2, 3], knowledge: [2, 3] };
const out: Record<string, unknown> = { players, games, rows: rows.length, testRows: test.length };
for (const [name, use] of Object.entries(models)) {
  const w = fit(train, use);
  out[name] = { testLoss: Math.round(loss(test, use, w) * 10000) / 10000, weights: w.map((x) => Math.round(x * 1000) / 1000) };
}
console.log(JSON.stringify(out));
