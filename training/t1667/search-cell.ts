/**
 * One search seat against medium bots (issue 49's experiments on the search): seats rotating,
 * seeded games, a fixed number of sampled worlds a decision (reproducible); the search's tree
 * guided by no prior, the heuristic's ranking or a network's policy; the playouts played by the
 * heuristic, (`--playout network`) by sampling the network's policy or (`--playout anchored`) by a
 * policy anchored on the heuristic (`anchored-policy.ts`, the file `--network`; `--playout-seats self`:
 * for the searching seat alone, the others by the heuristic); `--attack-by anchored`: the seat
 * decides by that policy instead of searching where the heuristic's first choice is an attack (the
 * policy limited to attacks). Prints one JSON line: the
 * variant, games, the search seat's wins and the CPU seconds spent. `--shard k/n` plays games
 * k, k+n, … so shards run side by side and add up; `--seconds S` starts no game after S seconds
 * (the JSON's `results` names each game played, so variants cut short compare on the same games). `--worlds-by` names the sampled worlds
 * (`world-samplers.ts`: the levels', fair variants and upper bounds that read the real state).
 * `--value F` judges a playout cut off after `--depth` decisions by a network's value (from each
 * seat's observation tensor in the sampled world, or with `--value-input state` from the whole
 * world's `state-features.ts`: its team's chance; `--value-input seat`: the world's and the
 * searching seat's own, `seat-features.ts`, marked as the strong seat's) instead of the chest count; `--value shipped` by
 * the library's own (what `hard` and `expert` use). `--paired` plays every candidate in every
 * sampled world (`pairedRoot`) instead of growing the tree. `--per-type n` takes at most n root
 * candidates of one action type (`candidatesPerType`). `--exploration x` is the tree's UCB constant
 * (the library's 0.7 unless given); `--c` weighs the prior where the tree has one. `--others
 * playoutBot` lets the playout bot choose for the other seats inside the tree too (`othersBy`);
 * `--simultaneous blind` keeps every voter's statistics where a vote began, so no seat in the tree
 * answers a vote card it cannot see (T67-VOTE-8).
 * `--playout-beliefs root` gives the playouts' bots the beliefs their seats held at the root
 * (`rootBeliefs`) instead of none (a sampled world keeps no log). `--leaf-weight λ` mixes the value
 * where the tree left off into each reward (`leafValueWeight`). `--vote-model s,n,t` sets the
 * vote model of `--worlds-by posterior|committed` (`vote-model.ts`).
 * `--margin δ` keeps the heuristic's first choice (one of the root's candidates) unless the search's
 * choice beats its mean reward by at least δ; the JSON then counts the decisions, the search's
 * deviations from the heuristic and those kept back (`deferrals`). `--pick mean` takes, of the root's
 * candidates visited at least half as often as the most visited, the one of the best mean reward,
 * not the most visited; the JSON then counts the decisions and those it changed (`picks`).
 *
 *   node --import tsx training/t1667/search-cell.ts --players 5 --games 300 --worlds 300 --prior heuristic --shard 1/2
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { playSeededGame } from './seeded-game.js';
import { worldKind, worldSampler } from './world-samplers.js';
import type { VoteModel } from './vote-model.js';
import { t1667LearnedEstimate, t1667NetworkEstimate } from '../../src/bots/t1667-learned-value.js';
import { choiceFlag, numberFlag, parseShard, wholeFlag } from './flags.js';
import { botFor, tortuga1667, type T1667Action, type T1667State } from '../../src/index.js';
import { encoding } from '../../src/rl/index.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { rootBeliefs } from '../../src/bots/t1667-root-beliefs.js';
import type { T1667View } from '../../src/t1667/view.js';
import { SEARCH_DEFAULTS, T1667_SCORING } from '../../src/bots/search-bots.js';
import { ismctsBot, type IsmctsOptions, type SearchBot, type SearchEstimate, type TreePrior } from '../../src/bots/ismcts.js';
import { keyOf } from '../../src/bots/search-node.js';
import { anchoredBot, anchoredScores, readAnchoredPolicy } from './anchored-policy.js';
import type { Bot } from '../../src/bots/bot.js';
import { evaluate, type PolicyValueNetwork } from '../../src/bots/network/dense-network.js';
import { WORLD_AND_SEAT_FEATURES, worldAndSeatFeatures } from './seat-features.js';
import { readNetwork } from '../../src/bots/network/network-file.js';
import { networkBot } from '../../src/bots/network/network-bot.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '5' },
    games: { type: 'string', default: '300' },
    worlds: { type: 'string', default: '300' },
    candidates: { type: 'string', default: '4' },
    'per-type': { type: 'string' },
    prior: { type: 'string', default: 'none' },
    network: { type: 'string' },
    c: { type: 'string', default: '1' },
    exploration: { type: 'string' },
    temperature: { type: 'string', default: '1' },
    shard: { type: 'string', default: '1/1' },
    seconds: { type: 'string' },
    seed: { type: 'string', default: 'cell' },
    split: { type: 'boolean', default: false },
    paired: { type: 'boolean', default: false },
    log: { type: 'boolean', default: false },
    playout: { type: 'string', default: 'heuristic' },
    bot: { type: 'string', default: 'search' },
    value: { type: 'string' },
    'value-input': { type: 'string', default: 'obs' },
    depth: { type: 'string', default: String(SEARCH_DEFAULTS.playoutDepth) },
    'worlds-by': { type: 'string', default: 'beliefs' },
    others: { type: 'string', default: 'tree' },
    simultaneous: { type: 'string', default: 'sequential' },
    'playout-beliefs': { type: 'string', default: 'none' },
    'playout-seats': { type: 'string', default: 'all' },
    'attack-by': { type: 'string', default: 'search' },
    'vote-model': { type: 'string' },
    'leaf-weight': { type: 'string' },
    margin: { type: 'string' },
    pick: { type: 'string', default: 'visits' },
    'prior-weight': { type: 'string', default: '16' },
  },
});
const players = wholeFlag('--players', values.players, 2, 9);
const games = wholeFlag('--games', values.games, 1, 10_000_000);
const { index: shard, count: shards } = parseShard(values.shard);
const seconds = values.seconds === undefined ? Infinity : numberFlag('--seconds', values.seconds, 0, 1e9);
const prior = choiceFlag('--prior', values.prior, ['none', 'heuristic', 'network'] as const);
const playout = choiceFlag('--playout', values.playout, ['heuristic', 'network', 'anchored'] as const);
const playoutSeats = choiceFlag('--playout-seats', values['playout-seats'], ['all', 'self'] as const);
const valueInput = choiceFlag('--value-input', values['value-input'], ['obs', 'state', 'seat'] as const);
const seatBot = choiceFlag('--bot', values.bot, ['search', 'medium', 'hard', 'expert'] as const);
if ((prior === 'network' || playout !== 'heuristic') && values.network === undefined)
  throw new Error('--prior network and --playout network|anchored read --network <file>.');
if (values.margin !== undefined && (seatBot !== 'search' || values['attack-by'] !== 'search'))
  throw new Error("--margin goes with the script's own search (no --bot, no --attack-by).");
const pick = choiceFlag('--pick', values.pick, ['visits', 'mean', 'prior'] as const);
if (pick === 'prior' && values.network === undefined) throw new Error('--pick prior reads --network <anchored policy file>.');
if (pick !== 'visits' && (seatBot !== 'search' || values['attack-by'] !== 'search' || values.margin !== undefined))
  throw new Error("--pick mean|prior goes with the script's own search (no --bot, no --attack-by, no --margin).");
if (playoutSeats === 'self' && (playout !== 'anchored' || values['playout-beliefs'] !== 'none'))
  throw new Error('--playout-seats self goes with --playout anchored and no --playout-beliefs.');

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

const treePrior =
  prior === 'none'
    ? null
    : prior === 'heuristic'
      ? heuristicPrior(numberFlag('--temperature', values.temperature, 0.001, 1000))
      : networkPrior(values.network!);
/** `--log`: worlds that keep the table's log, whose playouts keep one (their bots read it). */
const keepLog = values.log;
/**
 * A cut-off playout judged by a network's value: the seat's team's chance, from its observation in
 * the sampled world or (`--value-input state`) from the whole world (`state-features.ts`).
 */
function networkEstimate(file: string): typeof T1667_SCORING.estimate {
  const network = readNetwork(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  if (valueInput === 'state') return t1667NetworkEstimate(network);
  if (valueInput === 'seat') return searcherEstimate(network);
  const TEAMS = ['british', 'french', 'dutch'] as const;
  const tensor = new Float32Array(network.inputs);
  const scratch: Float32Array[] = [];
  const enc = encoding(tortuga1667, { players } as never);
  return (state, seat) => evaluate(network, enc.observationTensorOf(state, seat, tensor), [], scratch).value[TEAMS.indexOf(state.seats[seat]!.loyalty)]!;
}

/** The seat the search plays in the game being played (`--value-input seat` reads its block). */
let searcher = 0;

/** `--value-input seat`: each team's chance from the world and the searching seat's block (marked as the strong seat's). */
function searcherEstimate(network: PolicyValueNetwork): typeof T1667_SCORING.estimate {
  if (network.inputs !== WORLD_AND_SEAT_FEATURES)
    throw new Error(`--value-input seat reads ${WORLD_AND_SEAT_FEATURES} features; the network reads ${network.inputs}.`);
  return t1667NetworkEstimate(network, (state, out) => worldAndSeatFeatures(state, searcher, true, out));
}

/** `--vote-model sharpness,noise,trust`: the vote model of `--worlds-by posterior|committed` (default `DEFAULT_VOTE_MODEL`). */
function voteModelFlag(text: string | undefined): VoteModel | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(',');
  if (parts.length !== 3) throw new Error(`--vote-model takes sharpness,noise,trust (three numbers), not "${text}".`);
  return {
    sharpness: numberFlag('--vote-model sharpness', parts[0]!, 0, 1000),
    noise: numberFlag('--vote-model noise', parts[1]!, 0, 1),
    trust: numberFlag('--vote-model trust', parts[2]!, 0, 0.5),
  };
}

/** The real state of the decision being searched (read only by the upper bounds of `world-samplers.ts`). */
let truth: T1667State | null = null;
/** `--playout-beliefs root`: the playouts' bots hold the beliefs their seats hold at the root (`rootBeliefs`), made each decision. */
const playoutBeliefs = choiceFlag('--playout-beliefs', values['playout-beliefs'], ['none', 'root'] as const);
const scoring: typeof T1667_SCORING = {
  ...T1667_SCORING,
  sampler: worldSampler(worldKind(values['worlds-by']), { keepLog, truth: () => truth!, voteModel: voteModelFlag(values['vote-model']) }),
};
if (values.value !== undefined) scoring.estimate = values.value === 'shipped' ? t1667LearnedEstimate(T1667_SCORING.estimate) : networkEstimate(values.value);
/** `--playout anchored`: the anchored policy's bot, for every seat of a playout or (`--playout-seats self`) the searching seat's alone. */
function anchoredPlayouts(): Pick<IsmctsOptions<T1667View, T1667Action>, 'playoutBot' | 'playoutBotFor'> {
  const anchored = anchoredBot(
    readAnchoredPolicy(JSON.parse(readFileSync(values.network!, 'utf8')) as unknown),
    encoding(tortuga1667, { players } as never) as never,
  );
  if (playoutSeats === 'all') return { playoutBot: anchored };
  const heuristic = t1667HeuristicBot();
  return {
    playoutBot: heuristic,
    playoutBotFor: (root) => ({ name: 'anchored-self', choose: (view, rng) => (view.player === root.player ? anchored : heuristic).choose(view, rng) }),
  };
}

const search = ismctsBot(tortuga1667, scoring, {
  ...SEARCH_DEFAULTS,
  playoutBot:
    playout === 'network'
      ? networkBot(readNetwork(JSON.parse(readFileSync(values.network!, 'utf8')) as unknown), encoding(tortuga1667, { players } as never) as never, {
          sample: true,
        })
      : t1667HeuristicBot(),
  playoutBotFor: playoutBeliefs === 'root' ? (root) => t1667HeuristicBot({ beliefs: rootBeliefs(root as T1667View) }) : null,
  ...(playout === 'anchored' ? anchoredPlayouts() : {}),
  prior: t1667HeuristicBot(),
  iterations: wholeFlag('--worlds', values.worlds, 1, 100_000),
  playoutDepth: wholeFlag('--depth', values.depth, 0, 10_000),
  ...(values['leaf-weight'] === undefined ? {} : { leafValueWeight: numberFlag('--leaf-weight', values['leaf-weight'], 0, 1) }),
  candidates: wholeFlag('--candidates', values.candidates, 1, 100),
  ...(values['per-type'] === undefined ? {} : { candidatesPerType: wholeFlag('--per-type', values['per-type'], 1, 100) }),
  treePrior,
  treeExploration: numberFlag('--c', values.c, 0, 1000),
  ...(values.exploration === undefined ? {} : { exploration: numberFlag('--exploration', values.exploration, 0, 1000) }),
  splitBySecret: values.split,
  pairedRoot: values.paired,
  keepLog,
  othersBy: choiceFlag('--others', values.others, ['tree', 'playoutBot'] as const),
  simultaneous: choiceFlag('--simultaneous', values.simultaneous, ['sequential', 'blind'] as const),
});
let wins = 0;
let played = 0;
/** The games played, by index, and whether the search seat won each (1) or not (0). */
const results: Record<number, number> = {};
const started = Date.now();
/** Games and wins by the seat's loyalty. */
const byLoyalty: Record<string, [number, number]> = {};
const before = process.cpuUsage();
/** The seat's bot: this script's search, a medium bot, or a level of the library as the ladder plays it (`reproducible`). */
const searched = seatBot === 'search' ? search : seatBot === 'medium' ? botFor(tortuga1667, 'medium') : botFor(tortuga1667, seatBot, { reproducible: true });
const attacking = choiceFlag('--attack-by', values['attack-by'], ['search', 'anchored'] as const) === 'search' ? searched : attacksByAnchored(searched);
const seated =
  values.margin !== undefined
    ? deferring(search, numberFlag('--margin', values.margin, 0, 1))
    : pick === 'mean'
      ? byMean(search)
      : pick === 'prior'
        ? byPrior(search, numberFlag('--prior-weight', values['prior-weight'], 0, 1e6))
        : attacking;

/** How often `--pick mean|prior` took another candidate than the most visited. */
const picks = { decisions: 0, changed: 0 };
/**
 * The search's estimates at each decision with a choice, played as `pickOf` picks among them (the tree's own choice is
 * the first, the most visited); counted in `picks`.
 */
function picking(
  bot: SearchBot<T1667View, T1667Action>,
  name: string,
  pickOf: (estimates: SearchEstimate<T1667Action>[], view: T1667View) => SearchEstimate<T1667Action>,
): Bot<T1667View, T1667Action> {
  return {
    name,
    choose: (view, rng) => {
      const estimates = bot.analyse(view, rng);
      if (estimates.length < 2) return estimates[0]!.action;
      picks.decisions++;
      const best = pickOf(estimates, view);
      if (best !== estimates[0]) picks.changed++;
      return best.action;
    },
  };
}

/**
 * `--pick mean`: of the root's candidates visited at least half as often as the most visited, the one of the best mean
 * reward (the tree takes the most visited: UCB's "robust child", against its "max child").
 */
function byMean(bot: SearchBot<T1667View, T1667Action>): Bot<T1667View, T1667Action> {
  return picking(bot, 'by-mean', (estimates) => {
    const most = estimates[0]!.visits;
    return estimates.filter((e) => 2 * e.visits >= most).reduce((a, b) => (b.value > a.value ? b : a));
  });
}

/**
 * `--pick prior`: each root candidate's mean reward shrunk towards the anchored policy's judgement of it (the file
 * `--network`), as a prior worth `m` playouts (`--prior-weight`): (n·q + m·(q̄ + s − s̄)) / (n + m), where q̄ and s̄ are the
 * visit-weighted means of the search's rewards and the policy's scores over the candidates the policy scores (the
 * policy knows how much better one candidate is than another, not how good the position is). Candidates the policy
 * does not score keep their mean. The best of the candidates visited is played.
 */
function byPrior(bot: SearchBot<T1667View, T1667Action>, m: number): Bot<T1667View, T1667Action> {
  const score = anchoredScores(
    readAnchoredPolicy(JSON.parse(readFileSync(values.network!, 'utf8')) as unknown),
    encoding(tortuga1667, { players } as never) as never,
  );
  return picking(bot, 'by-prior', (estimates, view) => {
    const { candidates, scores } = score(view);
    const scored = new Map(candidates.map((a, k) => [keyOf(a), scores[k]!]));
    let visits = 0;
    let q = 0;
    let s = 0;
    for (const e of estimates) {
      const prior = scored.get(keyOf(e.action));
      if (prior === undefined || e.visits === 0) continue;
      visits += e.visits;
      q += e.visits * e.value;
      s += e.visits * prior;
    }
    const posterior = (e: SearchEstimate<T1667Action>): number => {
      const prior = scored.get(keyOf(e.action));
      return prior === undefined || visits === 0 ? e.value : (e.visits * e.value + m * (q / visits + prior - s / visits)) / (e.visits + m);
    };
    return estimates.filter((e) => e.visits > 0).reduce((a, b) => (posterior(b) > posterior(a) ? b : a));
  });
}

/** How often `--margin` kept the heuristic's first choice where the search preferred another, and how often the search did. */
const deferrals = { decisions: 0, deviations: 0, deferred: 0 };
/**
 * `--margin δ`: the search's choice only where its mean reward beats the heuristic's first choice's (a root candidate)
 * by at least δ; otherwise the heuristic's first choice (the search deviates from the table's medium play only when
 * it judges the gain worth the effects its log-less playouts cannot see).
 */
function deferring(bot: SearchBot<T1667View, T1667Action>, margin: number): Bot<T1667View, T1667Action> {
  const heuristic = t1667HeuristicBot();
  return {
    name: 'deferring',
    choose: (view, rng) => {
      const estimates = bot.analyse(view, rng);
      const best = estimates[0]!;
      if (estimates.length < 2) return best.action;
      deferrals.decisions++;
      const first = keyOf(heuristic.rank(view)[0]!);
      if (keyOf(best.action) === first) return best.action;
      deferrals.deviations++;
      const own = estimates.find((e) => keyOf(e.action) === first);
      if (own === undefined || best.value - own.value >= margin) return best.action;
      deferrals.deferred++;
      return own.action;
    },
  };
}

/** `--attack-by anchored`: the anchored policy decides where the heuristic's first choice is an attack (T67-ACT-ATTACK), `bot` elsewhere. */
function attacksByAnchored(bot: Bot<T1667View, T1667Action>): Bot<T1667View, T1667Action> {
  if (values.network === undefined) throw new Error('--attack-by anchored reads --network <file>.');
  const anchored = anchoredBot(
    readAnchoredPolicy(JSON.parse(readFileSync(values.network, 'utf8')) as unknown),
    encoding(tortuga1667, { players } as never) as never,
  );
  const heuristic = t1667HeuristicBot();
  return { name: 'attacks-anchored', choose: (view, rng) => (heuristic.rank(view)[0]!.type === 'attack' ? anchored : bot).choose(view, rng) };
}
for (let g = shard - 1; g < games && (Date.now() - started) / 1000 < seconds; g += shards) {
  const seat = g % players;
  searcher = seat;
  const medium = botFor(tortuga1667, 'medium');
  const state = playSeededGame(values.seed, g, players, (who, view, rng, now) => {
    truth = now;
    return (who === seat ? seated : medium).choose(view as never, rng);
  });
  played++;
  const won = tortuga1667.outcome(state)!.winners.includes(seat);
  if (won) wins++;
  results[g] = won ? 1 : 0;
  const tally = (byLoyalty[state.seats[seat]!.loyalty] ??= [0, 0]);
  tally[0]++;
  if (won) tally[1]++;
  if (played % 25 === 0) console.error(`${played} games, ${wins} won`);
}
const used = process.cpuUsage(before);
console.log(
  JSON.stringify({
    ...values,
    games: played,
    wins,
    byLoyalty,
    cpuSeconds: Math.round((used.user + used.system) / 1e4) / 100,
    ...(values.margin === undefined ? {} : { deferrals }),
    ...(pick !== 'visits' ? { picks } : {}),
    results,
  }),
);
