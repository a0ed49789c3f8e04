/**
 * Training data for the Tortuga 1667 networks (issue 49), from games of the library's bots: at
 * every decision with more than one legal action, the deciding seat's information-state tensor
 * and observation tensor (`tortuga-rules/rl`, every entry in 0–1, stored as a byte), its legal
 * action ids (a bit mask), the id the bot chose, the search's visits of its candidates (with
 * `--teacher search`: every seat searches, and its visits are the policy's target — expert
 * iteration's first step; `--teacher hard`: the `hard` level's search, learned value and all, at
 * `--worlds` worlds; `--teacher outcomes`: the medium bots' games, each of the heuristic's
 * `--candidates` best played out from the real state by medium bots, its value whether the seat
 * won; with `--only T`, only at decisions whose heuristic's first choice is of type T, and only
 * those decisions are written), the heuristic's ranking of the legal actions, and which team won
 * the game in the end (the value's target). `<out>.json` is written after every game, so a shard
 * stopped early leaves its complete games described.
 * Seeded: the same arguments write the same files; `--shard k/n` writes games k, k+n, … so
 * shards run side by side (`train.py` reads several); `--seconds S` starts no game after S seconds.
 *
 *   node --import tsx training/t1667/generate.ts --players 5 --games 2000 --seed gen-1 --bots medium --out training/data/5p-medium
 *   node --import tsx training/t1667/generate.ts --players 5 --games 400 --teacher search --worlds 100 --out training/data/5p-search
 *
 * Writes `<out>.json` (the sizes, each action id's type and what made them) and `<out>.x` (n ×
 * inputs bytes), `<out>.obs` (n × observation bytes), `<out>.legal` (n × ⌈actions / 8⌉ bytes), `<out>.chosen` (n
 * little-endian uint16), `<out>.visits` (n × 8 pairs of little-endian uint16: an id and its
 * visits, unused pairs 0/0; a bot that does not search gives its choice 1 visit), `<out>.ranked`
 * (n × 8 little-endian uint16: the ids of the heuristic's eight best actions, best first, 65535
 * where fewer are legal), `<out>.values` (n × 8 little-endian float32: each of the visits' candidates'
 * value, in their order — a search's mean reward, or with `outcomes` 1 where the seat won), `<out>.won`
 * (n × 3 bytes: the British, the French, the Dutch player won), `<out>.loyal` (n × players bytes: each
 * seat's loyalty card at the decision, 0 British, 1 French, 2 Dutch) and `<out>.beliefs` (n × players × 3
 * little-endian float32: the library's calibrated beliefs from the deciding seat's view). The data stays out of the
 * package (`training/data/` is ignored).
 */
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { playSeededGame } from './seeded-game.js';
import { choiceFlag, numberFlag, parseShard, wholeFlag } from './flags.js';
import { BOT_LEVELS } from '../../src/bots/levels.js';
import { botFor, tortuga1667, type T1667Action, type T1667View } from '../../src/index.js';
import { encoding } from '../../src/rl/index.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { SEARCH_DEFAULTS, T1667_SCORING } from '../../src/bots/search-bots.js';
import { ismctsBot, type SearchEstimate } from '../../src/bots/ismcts.js';
import { nextInt, seedRng, type RngState, type T1667State } from '../../src/index.js';
import type { Bot } from '../../src/bots/bot.js';
import { loyaltyBeliefs } from '../../src/bots/t1667-beliefs.js';
import { searchLevelBot } from '../../src/bots/levels.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '5' },
    games: { type: 'string', default: '1000' },
    seed: { type: 'string', default: 'gen' },
    bots: { type: 'string', default: 'medium' },
    teacher: { type: 'string', default: 'bots' },
    worlds: { type: 'string', default: '100' },
    candidates: { type: 'string', default: '4' },
    only: { type: 'string' },
    shard: { type: 'string', default: '1/1' },
    seconds: { type: 'string' },
    out: { type: 'string' },
  },
  strict: true,
});
if (values.out === undefined) throw new Error('--out <path> is where the files go.');
const teacherKind = choiceFlag('--teacher', values.teacher, ['bots', 'search', 'hard', 'outcomes'] as const);
const players = wholeFlag('--players', values.players, 2, 9);
const games = wholeFlag('--games', values.games, 1, 10_000_000);
const { index: shard, count: shards } = parseShard(values.shard);
const level = choiceFlag('--bots', values.bots, BOT_LEVELS);
const worlds = wholeFlag('--worlds', values.worlds, 1, 100_000);
const candidates = wholeFlag('--candidates', values.candidates, 1, 100);
const seconds = values.seconds === undefined ? Infinity : numberFlag('--seconds', values.seconds, 0, 1e9);
const enc = encoding(tortuga1667, { players } as never);
const [inputs] = enc.informationStateShape;
const [observed] = enc.observationShape;
const actions = enc.numDistinctActions;
const maskBytes = Math.ceil(actions / 8);
const PAIRS = 8;
/** The heuristic's ranking, whose best few are the search's candidates (a policy anchored on it learns where to leave it). */
const ranking = t1667HeuristicBot();
const TEAMS = ['british', 'french', 'dutch'] as const;
/** Each action id's type (the trainers break their measures down by it). */
const actionTypes: string[] = Array.from({ length: actions }, (_, id) => enc.actionOf(0, id).type);
/** `--only T` (outcomes): the decisions played out and written are those whose heuristic's first choice is of type T. */
const only = values.only ?? null;
if (only !== null && (teacherKind !== 'outcomes' || !actionTypes.includes(only)))
  throw new Error(`--only goes with --teacher outcomes and names an action type: ${[...new Set(actionTypes)].sort().join(', ')}.`);

/** A decision: the bot's choice and, from a search, how often it visited each candidate. */
type Teacher = (view: T1667View, rng: RngState, now: T1667State, seat: number) => { action: T1667Action; visits: readonly SearchEstimate<T1667Action>[] };

/** The game from `state` to its end, every seat a medium bot. */
function playOut(state: T1667State, bots: readonly Bot<T1667View, T1667Action>[], rng: RngState): T1667State {
  let now = state;
  while (tortuga1667.outcome(now) === null) {
    const seats = tortuga1667.toAct(now);
    const who = seats[nextInt(rng, seats.length)]!;
    now = tortuga1667.apply(now, bots[who]!.choose(tortuga1667.viewFor(now, who), rng));
  }
  return now;
}

function teacher(game: number): Teacher {
  if (teacherKind === 'outcomes') {
    // The medium bot plays; each of the heuristic's `--candidates` best is played out from the real
    // state (its hidden cards and its generator: the future the table would meet) by medium bots
    // to the end, every candidate with the same bots' randomness; its value is whether the seat won.
    const medium = botFor(tortuga1667, 'medium');
    const bots = Array.from({ length: players }, () => botFor(tortuga1667, 'medium'));
    return (view, rng, now, seat) => {
      const ranked = ranking.rank(view);
      const visits =
        ranked.length < 2 || (only !== null && ranked[0]!.type !== only)
          ? []
          : ranked.slice(0, candidates).map((action) => {
              const end = playOut(tortuga1667.apply(now, action), bots, seedRng(`${values.seed}/${game}/${now.decisions}/outcome`));
              return { action, visits: 1, value: tortuga1667.outcome(end)!.winners.includes(seat) ? 1 : 0 };
            });
      return { action: medium.choose(view as never, rng), visits };
    };
  }
  if (teacherKind === 'hard') {
    // The `hard` level's own search (learned value, its candidates) for exactly `--worlds` worlds a decision.
    const search = searchLevelBot(tortuga1667, 'hard', { iterations: worlds });
    return (view, rng) => {
      const visits = search.analyse(view, rng);
      return { action: visits[0]!.action, visits };
    };
  }
  if (teacherKind === 'search') {
    const search = ismctsBot(tortuga1667, T1667_SCORING, {
      ...SEARCH_DEFAULTS,
      playoutBot: t1667HeuristicBot(),
      prior: t1667HeuristicBot(),
      iterations: worlds,
      candidates,
    });
    return (view, rng) => {
      const visits = search.analyse(view, rng);
      return { action: visits[0]!.action, visits };
    };
  }
  const bot = botFor(tortuga1667, level);
  return (view, rng) => {
    const action = bot.choose(view as never, rng);
    return { action, visits: [{ action, visits: 1, value: 0 }] };
  };
}

/** The ids of the heuristic's `PAIRS` best actions, best first (65535 where fewer are legal). */
function rankedIds(view: T1667View): Uint16Array {
  const ids = new Uint16Array(PAIRS).fill(65535);
  ranking
    .rank(view as never)
    .slice(0, PAIRS)
    .forEach((action, k) => (ids[k] = enc.actionIndex(action)));
  return ids;
}

const files = {
  x: openSync(`${values.out}.x`, 'w'),
  obs: openSync(`${values.out}.obs`, 'w'),
  legal: openSync(`${values.out}.legal`, 'w'),
  chosen: openSync(`${values.out}.chosen`, 'w'),
  loyal: openSync(`${values.out}.loyal`, 'w'),
  beliefs: openSync(`${values.out}.beliefs`, 'w'),
  visits: openSync(`${values.out}.visits`, 'w'),
  ranked: openSync(`${values.out}.ranked`, 'w'),
  values: openSync(`${values.out}.values`, 'w'),
  won: openSync(`${values.out}.won`, 'w'),
};
const asBytes = (tensor: Float32Array): Uint8Array => Uint8Array.from(tensor, (v) => Math.round(v * 255));
let samples = 0;
let played = 0;
const tensor = new Float32Array(inputs);
const observation = new Float32Array(observed);
const deadline = Date.now() + 1000 * seconds;
const cpu = process.cpuUsage();
/** `<out>.json`: the sizes, what made the data and the complete games so far (written after each game). */
function writeMeta(): void {
  const used = process.cpuUsage(cpu);
  const made =
    teacherKind === 'bots'
      ? { bots: level }
      : teacherKind === 'outcomes'
        ? { teacher: teacherKind, candidates, ...(only === null ? {} : { only }) }
        : { teacher: teacherKind, worlds, ...(teacherKind === 'search' ? { candidates } : {}) };
  const meta = {
    game: 'tortuga-1667',
    players,
    games: played,
    seed: values.seed,
    shard: values.shard,
    ...made,
    samples,
    cpuSeconds: Math.round((used.user + used.system) / 1e6),
    inputs,
    observed,
    actions,
    pairs: PAIRS,
    teams: TEAMS,
    actionTypes,
  };
  writeFileSync(`${values.out}.json`, `${JSON.stringify(meta, null, 2)}\n`);
}
for (let g = shard - 1; g < games && Date.now() < deadline; g += shards) {
  const seats = Array.from({ length: players }, () => teacher(g));
  const rows: {
    x: Uint8Array;
    obs: Uint8Array;
    legal: Uint8Array;
    chosen: number;
    visits: Uint16Array;
    values: Float32Array;
    ranked: Uint16Array;
    beliefs: Float32Array;
    loyal: Uint8Array;
  }[] = [];
  const state = playSeededGame(values.seed, g, players, (seat, view, rng, now) => {
    const { action, visits } = seats[seat]!(view, rng, now, seat);
    const legal = enc.legalActionIds(now, seat);
    if (legal.length > 1 && (only === null || visits.length > 0)) {
      const mask = new Uint8Array(maskBytes);
      for (const id of legal) mask[id >> 3]! |= 1 << (id & 7);
      const pairs = new Uint16Array(2 * PAIRS);
      const means = new Float32Array(PAIRS);
      visits.slice(0, PAIRS).forEach((v, k) => {
        pairs[2 * k] = enc.actionIndex(v.action);
        pairs[2 * k + 1] = Math.min(65535, v.visits);
        means[k] = v.value;
      });
      rows.push({
        x: asBytes(enc.informationStateTensor(view, tensor)),
        obs: asBytes(enc.observationTensorOf(now, seat, observation)),
        legal: mask,
        chosen: enc.actionIndex(action),
        visits: pairs,
        values: means,
        ranked: rankedIds(view),
        // Each seat's card when the seat decided (T67-EVT-FEVER swaps them later).
        loyal: Uint8Array.from(now.seats, (s) => TEAMS.indexOf(s.loyalty)),
        beliefs: Float32Array.from(loyaltyBeliefs(view).probabilities.flatMap((p) => [p.british, p.french, p.dutch])),
      });
    }
    return action;
  });
  const winner = tortuga1667.outcome(state)!.winner;
  const won = Uint8Array.from(TEAMS, (team) => (team === winner ? 1 : 0));
  for (const r of rows) {
    writeSync(files.x, r.x);
    writeSync(files.obs, r.obs);
    writeSync(files.legal, r.legal);
    writeSync(files.chosen, new Uint8Array(Uint16Array.of(r.chosen).buffer));
    writeSync(files.visits, new Uint8Array(r.visits.buffer));
    writeSync(files.ranked, new Uint8Array(r.ranked.buffer));
    writeSync(files.values, new Uint8Array(r.values.buffer));
    writeSync(files.won, won);
    writeSync(files.loyal, r.loyal);
    writeSync(files.beliefs, new Uint8Array(r.beliefs.buffer));
  }
  samples += rows.length;
  played++;
  writeMeta();
  if (teacherKind !== 'bots' && played % 10 === 0) console.error(`${values.out}: ${played} games, ${samples} decisions`);
}
for (const fd of Object.values(files)) closeSync(fd);
writeMeta();
console.log(
  `${samples} decisions from ${played} games (${players} players, ${teacherKind === 'bots' ? `${level} bots` : teacherKind === 'outcomes' ? 'medium bots, candidates played out' : `${teacherKind === 'hard' ? 'the hard level' : 'search'}, ${worlds} worlds`}): ${values.out}.*`,
);
