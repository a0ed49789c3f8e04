/**
 * Where the tree's treatment of hidden votes changes the search's choice (issue 49, T67-VOTE-8).
 * At every `--every`-th decision with a choice of medium bots' seeded games, the expert's search
 * (1,000 sampled worlds, six candidates, playouts of six decisions judged by the shipped value)
 * decides twice from the same view and generator: with the default tree, where a seat that votes
 * later in the tree answers the earlier voters' hidden cards, and with `simultaneous: 'blind'`.
 * Prints, by kind of decision (a vote, the heuristic's first choice an attack call, any other), how
 * many there were, how often the two choices differ, and how often each takes the heuristic's first
 * choice and (at attack calls) calls the attack.
 *
 *   node --import tsx training/t1667/vote-leak.ts --players 4 --games 20 --every 3 --seed leak
 */
import { parseArgs } from 'node:util';
import { LEARNED_PLAYOUT_DEPTH, seedRng, t1667HeuristicBot, t1667SearchBot, type T1667Action, type T1667View } from '../../src/index.js';
import { keyOf } from '../../src/bots/search-node.js';
import { wholeFlag } from './flags.js';
import { everyNthChoice } from './seeded-game.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '4' },
    games: { type: 'string', default: '20' },
    every: { type: 'string', default: '3' },
    worlds: { type: 'string', default: '1000' },
    candidates: { type: 'string', default: '6' },
    seed: { type: 'string', default: 'leak' },
  },
  strict: true,
});
const players = wholeFlag('--players', values.players, 2, 9);
const settings = {
  value: 'learned',
  playoutDepth: LEARNED_PLAYOUT_DEPTH,
  iterations: wholeFlag('--worlds', values.worlds, 1, 100_000),
  candidates: wholeFlag('--candidates', values.candidates, 1, 100),
} as const;
const sequential = t1667SearchBot(settings);
const blind = t1667SearchBot({ ...settings, simultaneous: 'blind' });
const heuristic = t1667HeuristicBot();

/** Whether two actions are the same, as the search's tree tells them apart (`keyOf`). */
const same = (x: T1667Action, y: T1667Action): boolean => keyOf(x) === keyOf(y);

/** Per kind of decision: decisions, differing choices, the heuristic's first taken (default, blind), attacks called (default, blind). */
const tally: Record<string, { decisions: number; differ: number; first: [number, number]; attack: [number, number] }> = {};
let index = 0;
everyNthChoice(values.seed, wholeFlag('--games', values.games, 1, 100_000), players, wholeFlag('--every', values.every, 1, 1000), (view: T1667View) => {
  const first = heuristic.rank(view)[0]!;
  const kind = first.type === 'vote' ? 'vote' : first.type === 'attack' ? 'attack call' : 'other';
  const seed = `${values.seed}/decision/${index++}`;
  const a = sequential.choose(view, seedRng(seed));
  const b = blind.choose(view, seedRng(seed));
  const row = (tally[kind] ??= { decisions: 0, differ: 0, first: [0, 0], attack: [0, 0] });
  row.decisions++;
  if (!same(a, b)) row.differ++;
  if (same(a, first)) row.first[0]++;
  if (same(b, first)) row.first[1]++;
  if (a.type === 'attack') row.attack[0]++;
  if (b.type === 'attack') row.attack[1]++;
});
console.log(JSON.stringify({ ...values, tally }));
