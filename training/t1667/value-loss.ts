/**
 * How well the shipped learned value (`t1667ValueNetwork`) predicts games it was never trained on
 * (issue 49): seeded games of medium bots from a seed of its own (`--seed`, not `value-<players>`),
 * at a share of their states (`--every`) each team's predicted chance against who won. Prints a
 * JSON line a count: the log loss of each team's outcome (British, French, Dutch) for the network
 * and for the teams' base rates in these games, and `skill`, the share of the base rates' loss the
 * network removes (0: no better than the base rates).
 *
 *   node --import tsx training/t1667/value-loss.ts --players 3,5,9 --games 1000
 */
import { parseArgs } from 'node:util';
import { playSeededGame } from './seeded-game.js';
import { numberFlag, wholeFlag } from './flags.js';
import { stateFeatures } from '../../src/bots/t1667-state-features.js';
import { t1667ValueNetwork } from '../../src/bots/t1667-learned-value.js';
import { evaluate } from '../../src/bots/network/dense-network.js';
import { botFor, nextFloat, seedRng, tortuga1667 } from '../../src/index.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '3,5,9' },
    games: { type: 'string', default: '1000' },
    every: { type: 'string', default: '0.2' },
    seed: { type: 'string', default: 'heldout' },
  },
  strict: true,
});
const games = wholeFlag('--games', values.games, 1, 1_000_000);
const every = numberFlag('--every', values.every, 0.001, 1);
const TEAMS = ['british', 'french', 'dutch'] as const;

const logLoss = (p: number, won: number): number => -Math.log(Math.min(1 - 1e-7, Math.max(1e-7, won === 1 ? p : 1 - p)));
const round = (x: number): number => Math.round(x * 1000) / 1000;

for (const text of values.players.split(',')) {
  const players = wholeFlag('--players', text, 2, 9);
  const network = t1667ValueNetwork(players);
  if (network === null) throw new Error(`no learned value ships for ${players} players.`);
  const predicted: number[][] = [];
  const outcomes: number[][] = [];
  const scratch: Float32Array[] = [];
  for (let g = 0; g < games; g++) {
    const medium = botFor(tortuga1667, 'medium');
    const pick = seedRng(`${values.seed}/${players}/${g}/sample`);
    const rows: number[][] = [];
    const end = playSeededGame(`${values.seed}/${players}`, g, players, (_who, view, rng, state) => {
      if (nextFloat(pick) < every) rows.push(Array.from(evaluate(network, stateFeatures(state), [], scratch).value));
      return medium.choose(view, rng);
    });
    const winner = tortuga1667.outcome(end)!.winner;
    for (const row of rows) {
      predicted.push(row);
      outcomes.push(TEAMS.map((team) => (team === winner ? 1 : 0)));
    }
  }
  const rate = TEAMS.map((_, t) => outcomes.reduce((n, o) => n + o[t]!, 0) / outcomes.length);
  const loss = TEAMS.map((_, t) => predicted.reduce((sum, p, i) => sum + logLoss(p[t]!, outcomes[i]![t]!), 0) / predicted.length);
  const base = TEAMS.map((_, t) => outcomes.reduce((sum, o) => sum + logLoss(rate[t]!, o[t]!), 0) / outcomes.length);
  console.log(
    JSON.stringify({
      players,
      games,
      states: predicted.length,
      loss: loss.map(round),
      base: base.map(round),
      skill: TEAMS.map((_, t) => (rate[t]! > 0 && rate[t]! < 1 ? round(1 - loss[t]! / base[t]!) : null)),
    }),
  );
}
