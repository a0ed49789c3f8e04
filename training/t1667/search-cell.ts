/**
 * One search seat against medium bots (issue 49's experiments on the search): seats rotating,
 * seeded games, a fixed number of sampled worlds a decision (reproducible); the search's tree
 * guided by no prior, the heuristic's ranking or a network's policy; the playouts played by the
 * heuristic or (`--playout network`) by sampling the network's policy. Prints one JSON line: the
 * variant, games, the search seat's wins and the CPU seconds spent. `--shard k/n` plays games
 * k, k+n, … so shards run side by side and add up.
 *
 *   node --import tsx training/t1667/search-cell.ts --players 5 --games 300 --worlds 300 --prior heuristic --shard 1/2
 */
import { readFileSync } from 'node:fs';
import { chunkedFrom } from '../../src/core/engine/chunked-list.js';
import type { LogEntry } from '../../src/t1667/types.js';
import { HAND_SIZE } from '../../src/t1667/cards.js';
import { placeKnownCards, voteDeckKnowledge } from './vote-deck.js';
import { parseArgs } from 'node:util';
import { playSeededGame } from './seeded-game.js';
import { botFor, seedRng, tortuga1667, type T1667Action, type T1667State } from '../../src/index.js';
import { encoding } from '../../src/rl/index.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { SEARCH_DEFAULTS, T1667_SCORING } from '../../src/bots/search-bots.js';
import { determinizer } from '../../src/t1667/determinize.js';
import { loyaltyBeliefs } from '../../src/bots/t1667-beliefs.js';
import { ismctsBot, type TreePrior } from '../../src/bots/ismcts.js';
import { evaluate } from '../../src/bots/network/dense-network.js';
import { readNetwork } from '../../src/bots/network/network-file.js';
import { networkBot } from '../../src/bots/network/network-bot.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '5' },
    games: { type: 'string', default: '300' },
    worlds: { type: 'string', default: '300' },
    candidates: { type: 'string', default: '4' },
    prior: { type: 'string', default: 'none' },
    network: { type: 'string' },
    c: { type: 'string', default: '1' },
    temperature: { type: 'string', default: '1' },
    shard: { type: 'string', default: '1/1' },
    seed: { type: 'string', default: 'cell' },
    split: { type: 'boolean', default: false },
    log: { type: 'boolean', default: false },
    playout: { type: 'string', default: 'heuristic' },
    bot: { type: 'string', default: 'search' },
    value: { type: 'string' },
    depth: { type: 'string', default: String(SEARCH_DEFAULTS.playoutDepth) },
    'worlds-by': { type: 'string', default: 'beliefs' },
  },
});
const players = Number(values.players);
const [shard, shards] = values.shard.split('/').map(Number) as [number, number];

/** The heuristic's ranking as probabilities: the r-th best has weight e^(−r/τ). */
function heuristicPrior(temperature: number): TreePrior<T1667State, T1667Action> {
  const heuristic = t1667HeuristicBot();
  return (state, seat, actions) => {
    const ranked = heuristic.rank(tortuga1667.viewFor(state, seat) as never).map((a) => JSON.stringify(a));
    const weights = actions.map((a) => Math.exp(-Math.max(0, ranked.indexOf(JSON.stringify(a))) / temperature));
    const total = weights.reduce((x, y) => x + y, 0);
    return weights.map((w) => w / total);
  };
}

/** A network's policy over the seat's legal actions, from the seat's information state in the sampled world. */
function networkPrior(file: string): TreePrior<T1667State, T1667Action> {
  const network = readNetwork(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  const enc = encoding(tortuga1667, { players } as never);
  const tensor = new Float32Array(network.inputs);
  const scratch: Float32Array[] = [];
  return (state, seat, actions) =>
    evaluate(
      network,
      enc.informationStateTensorOf(state as never, seat, tensor),
      actions.map((a) => enc.actionIndex(a as never)),
      scratch,
    ).policy;
}

const treePrior = values.prior === 'none' ? null : values.prior === 'heuristic' ? heuristicPrior(Number(values.temperature)) : networkPrior(values.network!);
/**
 * `--worlds-by deal`: the hidden loyalties dealt uniformly among the deals the view allows (no
 * beliefs); `--log`: worlds that keep the table's log, whose playouts keep one (their bots read it).
 */
const keepLog = values.log;
/** A cut-off playout judged by a network's value: the seat's team's chance, from its observation in the sampled world. */
function networkEstimate(file: string): typeof T1667_SCORING.estimate {
  const network = readNetwork(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  const enc = encoding(tortuga1667, { players } as never);
  const tensor = new Float32Array(network.inputs);
  const scratch: Float32Array[] = [];
  const TEAMS = ['british', 'french', 'dutch'] as const;
  return (state, seat) => evaluate(network, enc.observationTensorOf(state, seat, tensor), [], scratch).value[TEAMS.indexOf(state.seats[seat]!.loyalty)]!;
}

/** `--worlds-by truth` (an upper bound, not a bot): the table's real loyalties in every sampled world. */
let truth: T1667State | null = null;
/**
 * `--worlds-by deck`: sampled worlds whose event cards (the row's face-down cards, the deck's
 * order, the cards removed), generator and loyalties are the real ones; `--worlds-by hands`: the
 * real state with those event cards and generator sampled instead (the real loyalties, vote hands
 * and vote deck). Upper bounds that say
 * which hidden part the search would gain by knowing.
 */
const CHANCE = ['row', 'eventDeck', 'removed', 'rng'] as const;
function mixed(from: 'deck' | 'hands'): typeof T1667_SCORING.sampler {
  return (view) => {
    const deal = determinizer(view, { log: false });
    return (seed) => {
      const world = deal(seed);
      const real = structuredClone({ ...truth!, log: world.log });
      const [base, chance] = from === 'deck' ? [world, real] : [real, world];
      const mixedWorld = { ...base, ...Object.fromEntries(CHANCE.map((key) => [key, chance[key]])) };
      // The real loyalties in both (worth as much as the beliefs: the `truth` bound).
      for (const seat of view.seats) mixedWorld.seats[seat.player]!.loyalty = real.seats[seat.player]!.loyalty;
      return mixedWorld;
    };
  };
}

/** `--worlds-by tracked`: the levels' worlds, their vote cards dealt again to agree with the vote deck's known runs (`vote-deck.ts`). */
function trackedSampler(): typeof T1667_SCORING.sampler {
  return (view) => {
    const sample = T1667_SCORING.sampler(view);
    const segments = voteDeckKnowledge(view, HAND_SIZE);
    return (seed) => {
      const world = sample(seed);
      if (segments !== null) placeKnownCards(world, view, segments, seedRng(`deck/${seed}`));
      return world;
    };
  };
}

const scoring: typeof T1667_SCORING =
  values['worlds-by'] === 'tracked'
    ? { ...T1667_SCORING, sampler: trackedSampler() }
    : values['worlds-by'] === 'deck' || values['worlds-by'] === 'hands'
      ? { ...T1667_SCORING, sampler: mixed(values['worlds-by']) }
      : values['worlds-by'] === 'state'
        ? // An upper bound further still: every world is the real state (hands, deck order, loyalties), without its log.
          { ...T1667_SCORING, sampler: () => () => ({ ...structuredClone({ ...truth!, log: chunkedFrom<LogEntry>([]) }), log: chunkedFrom<LogEntry>([]) }) }
        : values['worlds-by'] === 'truth'
          ? {
              ...T1667_SCORING,
              sampler: (view) => {
                const deal = determinizer(view, { log: keepLog });
                return (seed) => {
                  const world = deal(seed);
                  for (const seat of view.seats) world.seats[seat.player]!.loyalty = truth!.seats[seat.player]!.loyalty;
                  return world;
                };
              },
            }
          : values['worlds-by'] === 'deal'
            ? { ...T1667_SCORING, sampler: (view) => determinizer(view, { log: keepLog }) }
            : keepLog
              ? {
                  ...T1667_SCORING,
                  sampler: (view) => {
                    const beliefs = loyaltyBeliefs(view);
                    const deal = determinizer(view);
                    return (seed) => {
                      const world = deal(seed);
                      const loyalties = beliefs.sample(seedRng(`beliefs/${seed}`));
                      for (const seat of view.seats) if (seat.loyalty === null) world.seats[seat.player]!.loyalty = loyalties[seat.player]!;
                      return world;
                    };
                  },
                }
              : { ...T1667_SCORING };
if (values.value !== undefined) scoring.estimate = networkEstimate(values.value);
const search = ismctsBot(tortuga1667, scoring, {
  ...SEARCH_DEFAULTS,
  playoutBot:
    values.playout === 'network'
      ? networkBot(readNetwork(JSON.parse(readFileSync(values.network!, 'utf8')) as unknown), encoding(tortuga1667, { players } as never) as never, {
          sample: true,
        })
      : t1667HeuristicBot(),
  prior: t1667HeuristicBot(),
  iterations: Number(values.worlds),
  playoutDepth: Number(values.depth),
  candidates: Number(values.candidates),
  treePrior,
  treeExploration: Number(values.c),
  splitBySecret: values.split,
  keepLog,
});
let wins = 0;
let played = 0;
/** Games and wins by the seat's loyalty. */
const byLoyalty: Record<string, [number, number]> = {};
const before = process.cpuUsage();
for (let g = shard - 1; g < Number(values.games); g += shards) {
  const seat = g % players;
  const medium = botFor(tortuga1667, 'medium');
  const state = playSeededGame(values.seed, g, players, (who, view, rng, now) => {
    truth = now;
    return (who === seat && values.bot === 'search' ? search : medium).choose(view as never, rng);
  });
  played++;
  const won = tortuga1667.outcome(state)!.winners.includes(seat);
  if (won) wins++;
  const tally = (byLoyalty[state.seats[seat]!.loyalty] ??= [0, 0]);
  tally[0]++;
  if (won) tally[1]++;
  if (played % 25 === 0) console.error(`${played} games, ${wins} won`);
}
const used = process.cpuUsage(before);
console.log(JSON.stringify({ ...values, games: played, wins, byLoyalty, cpuSeconds: Math.round((used.user + used.system) / 1e4) / 100 }));
