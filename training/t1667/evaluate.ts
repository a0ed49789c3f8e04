/**
 * Measures a trained Tortuga 1667 network (issue 49): one seat plays by its policy (the most
 * probable legal action) against `--against` bots, seats rotating, seeded games; prints that seat's
 * win rate with a 95% interval (the all-medium baseline at 5 players is 31.8%, docs/bots.md), how
 * often its choice is the one the medium bot would make in its place, and the CPU microseconds an
 * evaluation costs. The same games are played with a medium bot in that seat, and the two
 * results paired game by game. A file of `train-anchored.py` (a policy anchored on the heuristic,
 * `anchored-policy.ts`) plays by that policy.
 *
 *   node --import tsx training/t1667/evaluate.ts training/data/5p-gen0.json --players 5 --games 400
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pairedWithMedium } from './seeded-game.js';
import { choiceFlag, wholeFlag } from './flags.js';
import { BOT_LEVELS } from '../../src/bots/levels.js';
import { botFor, seedRng, tortuga1667 } from '../../src/index.js';
import { encoding } from '../../src/rl/index.js';
import { evaluate } from '../../src/bots/network/dense-network.js';
import { wilson } from '../../src/cli/summary.js';
import { learnedBot, readLearnedPolicy } from './learned-bot.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    players: { type: 'string', default: '5' },
    games: { type: 'string', default: '400' },
    against: { type: 'string', default: 'medium' },
    seed: { type: 'string', default: 'eval' },
  },
});
if (positionals.length !== 1) throw new Error('evaluate.ts takes one network file.');
const learned = readLearnedPolicy(readFileSync(positionals[0]!, 'utf8'));
const { anchored, network } = learned;
const players = wholeFlag('--players', values.players, 2, 9);
const against = choiceFlag('--against', values.against, BOT_LEVELS);
const games = wholeFlag('--games', values.games, 1, 10_000_000);
const enc = encoding(tortuga1667, { players } as never);
const bot = learnedBot(learned, players, 'learned');
/** Nanoseconds spent choosing, by the network's bot (view → action, its tensor included) and by the medium bot, on the same views. */
let networkNs = 0n;
let mediumNs = 0n;
let agreed = 0;
let asked = 0;
const reference = botFor(tortuga1667, 'medium');
const { wins, baseline, mean, error } = pairedWithMedium(
  values.seed,
  games,
  players,
  (g, view, rng, now) => {
    const t0 = process.hrtime.bigint();
    const action = bot.choose(view as never, rng);
    const t1 = process.hrtime.bigint();
    if (view.decision!.actions.length > 1) {
      asked++;
      networkNs += t1 - t0;
      const theirs = reference.choose(view as never, seedRng(`${g}/${now.decisions}`));
      mediumNs += process.hrtime.bigint() - t1;
      if (JSON.stringify(theirs) === JSON.stringify(action)) agreed++;
    }
    return action;
  },
  against,
);
const rate = wilson(wins, games);
// The evaluation alone: the tensor of a view and the policy over its legal ids, timed over many views.
const state = tortuga1667.setup({ players, seed: 'timing' });
const who = tortuga1667.toAct(state)[0]!;
const view = tortuga1667.viewFor(state, who);
const legal = enc.legalActionIds(state, who);
const tensor = anchored?.input === 'observation' ? enc.observationTensor(view) : enc.informationStateTensor(view);
const scratch: Float32Array[] = [];
for (let i = 0; i < 2000; i++) evaluate(network, tensor, legal, scratch);
const before = process.cpuUsage();
const N = 20000;
for (let i = 0; i < N; i++) evaluate(network, tensor, legal, scratch);
const used = process.cpuUsage(before);
console.log(
  `${positionals[0]}: one seat against ${against} bots, ${games} games at ${players} players: won ${wins} (${(100 * rate.rate).toFixed(1)}% [${(100 * rate.low).toFixed(1)}–${(100 * rate.high).toFixed(1)}]), a medium bot in its seat ${baseline}: ${(100 * mean).toFixed(1)} ± ${(200 * error).toFixed(1)} points (paired, two standard errors); chose as medium would ${((100 * agreed) / asked).toFixed(1)}% of ${asked} decisions; ${((used.user + used.system) / N).toFixed(1)} µs CPU an evaluation (${legal.length} legal ids); a decision from the view: the network's bot ${(Number(networkNs) / asked / 1000).toFixed(1)} µs, the medium bot ${(Number(mediumNs) / asked / 1000).toFixed(1)} µs`,
);
