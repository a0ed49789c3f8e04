/**
 * The loyalty model's evaluation (`npm run beliefs:eval`): on the evaluation games (seeds apart
 * from the training games), at every second decision every seat's view, each seat whose card that
 * view hides: the Brier score (summed over British, French, Dutch) and the log loss of
 * `loyaltyBeliefs` against the truth, beside the exact uninformed prior's (the same deductions,
 * no behaviour), by third of the game and by player count; and the reliability of its
 * probabilities in tenths. Writes `docs/beliefs-evaluation.md` and `bench/beliefs/evaluation.json`.
 *
 * Usage: `tsx scripts/beliefs/evaluate.ts` after `games.ts eval …`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filterDeals, marginals } from '../../src/bots/t1667-belief-filter.js';
import { BELIEF_MODEL } from '../../src/bots/t1667-belief-model.js';
import { pointsOf, recordsOf } from './data.js';

interface Tally {
  n: number;
  brier: number;
  prior: number;
  logLoss: number;
  priorLogLoss: number;
}
const tally = (): Tally => ({ n: 0, brier: 0, prior: 0, logLoss: 0, priorLogLoss: 0 });
const PHASES = ['first third', 'middle third', 'last third'] as const;

const records = recordsOf('eval');
const points = pointsOf(records, 2);
const byPhase = PHASES.map(tally);
const byPlayers = new Map<number, Tally>();
const TABLES = ['every other seat random', 'some other seats random', 'no other seat random'] as const;
const byTable = TABLES.map(tally);
const all = tally();
const bins = Array.from({ length: 10 }, () => ({ n: 0, predicted: 0, observed: 0 }));
const seatDecisions = new Set<string>();
const clamp = (p: number): number => Math.min(1 - 1e-9, Math.max(1e-9, p));

for (const point of points) {
  const model = marginals(filterDeals(point.players, point.evidence, point.known, BELIEF_MODEL));
  const prior = marginals(filterDeals(point.players, point.evidence, point.known, null));
  const phase = Math.min(2, Math.floor((3 * point.at) / point.length));
  const others = point.bots.filter((_, seat) => seat !== point.viewer);
  const randoms = others.filter((bot) => bot === 'random').length;
  const table = randoms === others.length ? 0 : randoms > 0 ? 1 : 2;
  const cells = [byPhase[phase]!, all, byTable[table]!, byPlayers.get(point.players) ?? byPlayers.set(point.players, tally()).get(point.players)!];
  seatDecisions.add(`${point.players}/${point.at}/${point.viewer}/${point.length}/${point.bots.join()}`);
  point.known.forEach((card, seat) => {
    if (card !== null) return;
    const truth = point.truth[seat]!;
    const score = (p: readonly number[]): number => p.reduce((sum, q, k) => sum + (q - (k === truth ? 1 : 0)) ** 2, 0);
    for (const cell of cells) {
      cell.n++;
      cell.brier += score(model[seat]!);
      cell.prior += score(prior[seat]!);
      cell.logLoss -= Math.log(clamp(model[seat]![truth]!));
      cell.priorLogLoss -= Math.log(clamp(prior[seat]![truth]!));
    }
    model[seat]!.forEach((p, k) => {
      if (prior[seat]![k] === 0) return; // ruled out by deduction: not a forecast
      const bin = bins[Math.min(9, Math.floor(p * 10))]!;
      bin.n++;
      bin.predicted += p;
      bin.observed += k === truth ? 1 : 0;
    });
  });
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const f3 = (x: number): string => x.toFixed(3);
const row = (name: string, t: Tally): string =>
  `| ${name} | ${t.n.toLocaleString('en-US')} | ${f3(t.brier / t.n)} | ${f3(t.prior / t.n)} | ${pct(1 - t.brier / t.prior)} | ${f3(t.logLoss / t.n)} | ${f3(t.priorLogLoss / t.n)} |`;
const header = "| | seats scored | Brier | prior's Brier | below the prior | log loss | prior's log loss |\n|---|---|---|---|---|---|---|";
const reliability = bins.map(
  (bin, i) =>
    `| ${i / 10}–${(i + 1) / 10} | ${bin.n.toLocaleString('en-US')} | ${bin.n ? pct(bin.predicted / bin.n) : '—'} | ${bin.n ? pct(bin.observed / bin.n) : '—'} | ${bin.n ? ((100 * (bin.observed - bin.predicted)) / bin.n).toFixed(1) : '—'} |`,
);
const markdown = `# Loyalty beliefs: the evaluation

Made by \`npm run beliefs:eval\` (\`scripts/beliefs/evaluate.ts\`) on ${records.length} evaluation games of
Tortuga 1667 (seeds \`beliefs-eval/<n>\`, 3–9 players in turn, every seat a random, heuristic or
search bot drawn from the seed; the model was fitted on other games, \`beliefs-train/<n>\`). At every
second decision, every seat's view: ${seatDecisions.size.toLocaleString('en-US')} seat-decisions. Each seat whose card that view hides
is scored: the Brier score sums the squared errors over British, French and Dutch (0 is perfect);
the prior is the exact uninformed one (the same deductions — own card, open cards, the cards per
player count, Cabin Fever — and no behaviour). Goals: Brier ≥ 25% below the prior's in the last
third of a game and ≥ 10% below it in the middle third; every reliability bin within 5 points.

## By third of the game

${header}
${PHASES.map((name, i) => row(name, byPhase[i]!)).join('\n')}
${row('all', all)}

## By the other seats' bots

Behaviour of random bots carries no evidence: where every other seat is random the beliefs
should not be worse than the prior.

${header}
${TABLES.map((name, i) => row(name, byTable[i]!)).join('\n')}

## By player count

${header}
${[...byPlayers.entries()]
  .sort((a, b) => a[0] - b[0])
  .map(([players, t]) => row(`${players} players`, t))
  .join('\n')}

## Reliability

Every probability the beliefs give for a loyalty the deductions leave possible, by tenth: the
mean forecast against how often that loyalty was the truth.

| forecast | forecasts | mean forecast | observed | observed − forecast (points) |
|---|---|---|---|---|
${reliability.join('\n')}
`;
writeFileSync(join(import.meta.dirname, '..', '..', 'docs', 'beliefs-evaluation.md'), markdown);
writeFileSync(
  join(import.meta.dirname, '..', '..', 'bench', 'beliefs', 'evaluation.json'),
  `${JSON.stringify({ games: records.length, seatDecisions: seatDecisions.size, byPhase, byTable, byPlayers: Object.fromEntries(byPlayers), all, bins }, null, 2)}\n`,
);
console.log(markdown);
