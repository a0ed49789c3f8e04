/**
 * Fits the loyalty model's weights (`src/bots/t1667-belief-model.ts`) to the training games by
 * maximum likelihood: the log loss of every hidden seat's true loyalty under the filter's
 * probabilities, at every fourth decision of every seat's view. The model is log-linear in its
 * weights over the deals (see `t1667-belief-filter.ts`), so each data point becomes a matrix of
 * feature sums per possible deal and the gradient is exact (expected features less expected
 * features given the truth); Adam takes the steps. Points after a Cabin Fever swap (not
 * log-linear: a swap mixes deals) are left out of the fit, not of the evaluation.
 *
 * Usage: `tsx scripts/beliefs/fit.ts` after `games.ts train …`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dealsFor, filterDeals } from '../../src/bots/t1667-belief-filter.js';
import { GROUP_KINDS, PAIR_KINDS, SEAT_KINDS, type Evidence } from '../../src/bots/t1667-evidence.js';
import { pointsOf, recordsOf, type Point } from './data.js';

const K = SEAT_KINDS.length * 2 + PAIR_KINDS.length + GROUP_KINDS.length;
const PAIR0 = SEAT_KINDS.length * 2;
const GROUP0 = PAIR0 + PAIR_KINDS.length;

/** A point as the fit needs it: the deals the exact deductions leave, each one's prior log-weight and features. */
interface Prepared {
  readonly count: number;
  readonly logPrior: Float64Array;
  readonly features: Float32Array;
  /** Per hidden seat, which of the deals agree with its truth. */
  readonly agree: Uint8Array[];
}

const apart = (a: number, b: number): boolean => a !== b || a === 2;

/** The features one piece of behaviour adds to a deal (its row of loyalties). */
function addFeatures(out: Float32Array, at: number, row: Uint8Array, item: Exclude<Evidence, { kind: 'seen' | 'swap' }>): void {
  if (item.kind === 'seat') {
    const l = row[item.seat]!;
    if (l === 2) out[at + 2 * item.feature + 1]! += Math.abs(item.x);
    else out[at + 2 * item.feature]! += l === 0 ? item.x : -item.x;
  } else if (item.kind === 'pair') {
    if (apart(row[item.actor]!, row[item.target]!)) out[at + PAIR0 + item.feature]! += 1;
  } else {
    const brawl = item.feature === 0;
    let agree = 0;
    let n = 0;
    for (const voter of item.voters) {
      if (!brawl && voter === item.caller) continue;
      const l = row[voter]!;
      agree += brawl ? (l === 0 ? 1 : l === 1 ? -1 : 0) : apart(l, row[item.caller]!) ? -1 : 1;
      n++;
    }
    if (n > 0) out[at + GROUP0 + item.feature]! += (item.x * agree) / n;
  }
}

function prepare(point: Point): Prepared | null {
  if (point.evidence.some((item) => item.kind === 'swap')) return null;
  const prior = filterDeals(point.players, point.evidence, point.known, null);
  const deals = dealsFor(point.players);
  const keep: number[] = [];
  prior.weights.forEach((w, i) => w > 0 && keep.push(i));
  const features = new Float32Array(keep.length * K);
  const logPrior = new Float64Array(keep.length);
  keep.forEach((i, j) => {
    logPrior[j] = Math.log(prior.weights[i]!);
    const row = deals.loyalty.subarray(i * point.players, (i + 1) * point.players);
    for (const item of point.evidence) if (item.kind !== 'seen' && item.kind !== 'swap') addFeatures(features, j * K, row, item);
  });
  const agree: Uint8Array[] = [];
  point.known.forEach((card, seat) => {
    if (card !== null) return;
    agree.push(Uint8Array.from(keep, (i) => (deals.loyalty[i * point.players + seat] === point.truth[seat] ? 1 : 0)));
  });
  return { count: keep.length, logPrior, features, agree };
}

/** The mean log loss over hidden seats and its gradient. */
function lossAndGradient(data: readonly Prepared[], theta: Float64Array, l2: number): { loss: number; gradient: Float64Array } {
  const gradient = new Float64Array(K);
  let loss = 0;
  let seats = 0;
  for (const d of data) {
    const p = new Float64Array(d.count);
    let max = -Infinity;
    for (let i = 0; i < d.count; i++) {
      let s = d.logPrior[i]!;
      for (let k = 0; k < K; k++) s += theta[k]! * d.features[i * K + k]!;
      p[i] = s;
      if (s > max) max = s;
    }
    let total = 0;
    for (let i = 0; i < d.count; i++) total += p[i] = Math.exp(p[i]! - max);
    for (let i = 0; i < d.count; i++) p[i]! /= total;
    const mean = new Float64Array(K);
    for (let i = 0; i < d.count; i++) for (let k = 0; k < K; k++) mean[k]! += p[i]! * d.features[i * K + k]!;
    for (const agree of d.agree) {
      let mass = 0;
      const given = new Float64Array(K);
      for (let i = 0; i < d.count; i++) {
        if (agree[i] === 0) continue;
        mass += p[i]!;
        for (let k = 0; k < K; k++) given[k]! += p[i]! * d.features[i * K + k]!;
      }
      loss -= Math.log(Math.max(mass, 1e-12));
      for (let k = 0; k < K; k++) gradient[k]! += mean[k]! - given[k]! / Math.max(mass, 1e-12);
      seats++;
    }
  }
  for (let k = 0; k < K; k++) {
    gradient[k] = gradient[k]! / seats + 2 * l2 * theta[k]!;
    loss += l2 * theta[k]! ** 2 * seats;
  }
  return { loss: loss / seats, gradient };
}

function adam(data: readonly Prepared[], steps: number): Float64Array {
  const theta = new Float64Array(K);
  const [m, v] = [new Float64Array(K), new Float64Array(K)];
  const [rate, b1, b2] = [0.05, 0.9, 0.999];
  for (let t = 1; t <= steps; t++) {
    const { loss, gradient } = lossAndGradient(data, theta, 1e-4);
    for (let k = 0; k < K; k++) {
      m[k] = b1 * m[k]! + (1 - b1) * gradient[k]!;
      v[k] = b2 * v[k]! + (1 - b2) * gradient[k]! ** 2;
      theta[k]! -= (rate * (m[k]! / (1 - b1 ** t))) / (Math.sqrt(v[k]! / (1 - b2 ** t)) + 1e-8);
    }
    if (t % 50 === 0 || t === 1) process.stderr.write(`step ${t}: log loss ${loss.toFixed(4)}\n`);
  }
  return theta;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

const records = recordsOf('train');
const data = pointsOf(records, 4)
  .map(prepare)
  .filter((d): d is Prepared => d !== null);
process.stderr.write(`${records.length} games, ${data.length} points\n`);
const theta = adam(data, 200);
const model = {
  seat: SEAT_KINDS.map((_, k) => ({ lean: round(theta[2 * k]!), dutch: round(theta[2 * k + 1]!) })),
  pair: PAIR_KINDS.map((_, k) => round(theta[PAIR0 + k]!)),
  group: GROUP_KINDS.map((_, k) => round(theta[GROUP0 + k]!)),
};
const names = (kinds: readonly string[]): string => kinds.map((kind) => `'${kind}'`).join(', ');
writeFileSync(
  join(import.meta.dirname, '..', '..', 'src', 'bots', 't1667-belief-model.ts'),
  `import type { BeliefModel } from './t1667-belief-filter.js';

/**
 * The loyalty model's weights, fitted by \`scripts/beliefs/fit.ts\` (maximum likelihood on
 * ${records.length} seeded games of random, heuristic and search bots mixed at 3–9 seats; do not edit:
 * run \`npm run beliefs:fit\`). Seat kinds ${names(SEAT_KINDS)};
 * pair kinds ${names(PAIR_KINDS)};
 * group kinds ${names(GROUP_KINDS)} (see \`t1667-evidence.ts\`).
 */
export const BELIEF_MODEL: BeliefModel = {
  seat: [${model.seat.map((w) => `{ lean: ${w.lean}, dutch: ${w.dutch} }`).join(', ')}],
  pair: [${model.pair.join(', ')}],
  group: [${model.group.join(', ')}],
};
`,
);
console.log(JSON.stringify(model));
