/**
 * One cell of `npm run bench:bots`' learned-value table (issue 49), in its own process:
 * `value-cell.ts <players>` collects the states of seeded medium games, then times, in CPU µs
 * an evaluation over those states, the search's two cut-off judgements — the learned value of the
 * whole world (its features, and the features with the network) and the chest count it replaced
 * — and one heuristic decision of a playout (the seat's view and the heuristic's choice), the
 * unit a playout is made of. Prints a JSON line. It reads the sources (the learned value is not a
 * public export), run by `tsx` as every bench is.
 */
import { viewFor } from '../src/t1667/view.js';
import { t1667HeuristicBot } from '../src/bots/t1667-heuristic.js';
import { t1667LearnedEstimate, t1667ValueNetwork } from '../src/bots/t1667-learned-value.js';
import { STATE_FEATURES, stateFeatures } from '../src/bots/t1667-state-features.js';
import { tortuga1667 } from '../src/t1667/game.js';
import { T1667_SCORING } from '../src/bots/search-bots.js';
import { seedRng } from '../src/core/engine/rng.js';
import type { T1667State } from '../src/t1667/types.js';

const players = Number(process.argv[2]);
const bot = t1667HeuristicBot();
const rng = seedRng('bench-value');
const states: T1667State[] = [];
for (let g = 0; g < 30; g++) {
  let state = tortuga1667.setup({ players, seed: `bench-value-${g}` });
  while (tortuga1667.outcome(state) === null) {
    states.push(state);
    const seat = tortuga1667.toAct(state)[0]!;
    state = tortuga1667.apply(state, bot.choose(viewFor(state, seat), rng));
  }
}

const cpuUs = (): number => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
/** CPU µs a call of `work` over every collected state, after a warm-up of the same length. */
function perCall(work: (state: T1667State) => unknown, rounds: number): number {
  for (let r = 0; r < rounds; r++) for (const state of states) work(state);
  const before = cpuUs();
  for (let r = 0; r < rounds; r++) for (const state of states) work(state);
  return (cpuUs() - before) / (rounds * states.length);
}

const network = t1667ValueNetwork(players)!;
const chestEstimate = T1667_SCORING.estimate!;
const input = new Float32Array(STATE_FEATURES);
let sink = 0;
const featuresUs = perCall((state) => (sink += stateFeatures(state, input)[0]!), 20);
// Consecutive calls read different states, so the estimate's once-a-world cache never answers.
const learned = t1667LearnedEstimate(chestEstimate);
const learnedUs = perCall((state) => (sink += learned(state, 0)), 20);
const chestsUs = perCall((state) => (sink += chestEstimate(state, 0)), 20);
const heuristicUs = perCall((state) => {
  const seat = tortuga1667.toAct(state)[0]!;
  return bot.choose(viewFor(state, seat), rng);
}, 2);
if (!Number.isFinite(sink)) throw new Error('an evaluation was not a number');
console.log(
  JSON.stringify({
    states: states.length,
    parameters: [...network.trunk, network.value].reduce((sum, layer) => sum + layer.weights.length + layer.bias.length, 0),
    featuresUs,
    learnedValueUs: learnedUs,
    chestCountUs: chestsUs,
    heuristicDecisionUs: heuristicUs,
  }),
);
