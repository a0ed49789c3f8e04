/**
 * Does one kind of decision matter in real games? (issue 49; `docs/lab/learned-networks.md`, "A policy anchored on
 * the heuristic"). One seat plays the heuristic bot, but whenever its choice is an action of type
 * `--type` it takes the heuristic's next best instead; the other seats are medium bots; every game
 * is played again with a medium bot in that seat and the results paired game by game.
 *
 *   node --import tsx training/t1667/skip-cell.ts --players 4 --games 3000 --type attack
 */
import { parseArgs } from 'node:util';
import { pairedWithMedium } from './seeded-game.js';
import { wholeFlag } from './flags.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { encoding } from '../../src/rl/index.js';
import { tortuga1667 } from '../../src/index.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '4' },
    games: { type: 'string', default: '3000' },
    type: { type: 'string', default: 'attack' },
    seed: { type: 'string', default: 'noatk' },
  },
  strict: true,
});
const players = wholeFlag('--players', values.players, 2, 9);
const games = wholeFlag('--games', values.games, 1, 10_000_000);
const enc = encoding(tortuga1667, { players } as never);
const types: string[] = [...new Set(Array.from({ length: enc.numDistinctActions }, (_, id) => enc.actionOf(0, id).type))].sort();
const skipped = values.type;
if (!types.includes(skipped)) throw new Error(`--type is one of ${types.join(', ')}, not "${skipped.slice(0, 40)}".`);
const heuristic = t1667HeuristicBot();
let left = 0;
let asked = 0;
const { wins, baseline, mean, error } = pairedWithMedium(values.seed, games, players, (_g, view, rng) => {
  // The heuristic bot itself (its ties broken by the generator, as medium's are) unless its choice is of the skipped type.
  const first = heuristic.choose(view, rng);
  if (view.decision!.actions.length > 1) asked++;
  if (first.type !== skipped || view.decision!.actions.length === 1) return first;
  left++;
  const key = JSON.stringify(first);
  return heuristic.rank(view).find((action) => JSON.stringify(action) !== key)!;
});
console.log(
  `${games} games at ${players} players, the seat taking the heuristic's next best whenever its choice is "${skipped}" (${left} of ${asked} decisions with a choice): won ${wins}, a medium bot in its seat ${baseline}: ${(100 * mean).toFixed(1)} ± ${(200 * error).toFixed(1)} points (paired, two standard errors)`,
);
