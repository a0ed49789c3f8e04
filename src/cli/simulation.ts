import { playOn, type Bot } from '../bots/bot.js';
import type { DiceAction } from '../dice/types.js';
import type { DiceView } from '../dice/view.js';
import type { T1667Action } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';
import type { CustomBots } from './custom-bots.js';
import { tortugaDice } from '../dice/game.js';
import { tortuga1667 } from '../t1667/game.js';
import { diceBot, t1667Bot, type GameName } from './bots.js';

/** What a simulation runs: the same spec and seed give the same games, wherever they run. */
export interface SimulationSpec {
  /** Which game. */
  readonly game: GameName;
  /** Players per game. */
  readonly players: number;
  /** One bot per seat (repeated when short): a built-in name, or the absolute path of a bot module. */
  readonly bots: readonly string[];
  /** The run's seed: game i uses seed `${seed}/${i}`. */
  readonly seed: string;
  /** Games in the whole run (game i uses seed `${seed}/${i}`). */
  readonly games: number;
  /** Turn the line-up one seat per game, so every bot plays every seat equally often. */
  readonly rotate?: boolean;
  /**
   * Reverse the bot list in every other game (odd player counts only): two bots then take the
   * extra seat in turn — at 3 players each has two seats in half the games — and with `rotate`
   * every 2 × players games seat each bot in each seat equally often. The ladder uses it.
   */
  readonly alternate?: boolean;
  /**
   * Play the games in mirrored pairs, as duplicate bridge does: game 2k + 1 is game 2k's deal
   * (the same seeds) with the two bots' seats swapped, so the luck of a deal falls to both bots
   * alike, and each pair is scored as one match (`pairs`). Needs exactly two different bots and
   * an even number of games, and takes the place of `alternate` (a pair gives each bot the extra
   * seat once). A shard or a worker's task holds whole pairs.
   */
  readonly duplicate?: boolean;
}

/** A running count: sum, sum of squares, least and greatest. */
export interface Tally {
  /** Values counted. */
  n: number;
  /** Their sum. */
  sum: number;
  /** The sum of their squares. */
  sumSquares: number;
  /** The least (Infinity when none). */
  min: number;
  /** The greatest (-Infinity when none). */
  max: number;
}

/**
 * What a run adds up: sums only, so results of workers and of shards merge exactly and in
 * any order.
 */
export interface SimulationTotals {
  /** Games played. */
  games: number;
  /** Decisions per game. */
  decisions: Tally;
  /** Turns (Tortuga 1667) or rounds (dice game). */
  length: Tally;
  /** Games each seat won (with a tie, every winner counts). */
  seatWins: number[];
  /** Per bot name: seats it played and games it won. */
  botWins: Record<string, { seats: number; wins: number }>;
  /**
   * Per line-up (the bots by seat, comma-separated, as seated in the game): games played and
   * wins by seat. With `rotate` every turn of the line-up is its own entry.
   */
  lineups: Record<string, { games: number; wins: number[] }>;
  /**
   * Per pair of different bots at the same table (`"a|b"`, names in sorted order): games in which
   * a's seats won more often than b's (`wins[0]`), b's more than a's (`wins[1]`), or as often
   * (`draws`) — in Tortuga 1667 a seat wins with its team. What `ladder` rates.
   */
  headToHead: Record<string, { wins: [number, number]; draws: number }>;
  /**
   * With `duplicate`: per pair of bots (`"a|b"`, sorted) the mirrored pairs of games that a won
   * (`wins[0]`: a won more of the pair's two games than b), that b won, or that were even. Absent
   * in files of runs without it.
   */
  pairs?: Record<string, { wins: [number, number]; draws: number }>;
  /** Tortuga 1667: games won by each loyalty, or drawn; dice game: games with one winner or a shared win. */
  results: Record<string, number>;
  /** Decisions by action type. */
  actions: Record<string, number>;
  /** Tortuga 1667: event cards revealed, by kind; dice game: dice placed, by action. */
  events: Record<string, number>;
}

function emptyTally(): Tally {
  return { n: 0, sum: 0, sumSquares: 0, min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY };
}

function addTally(tally: Tally, value: number): void {
  tally.n += 1;
  tally.sum += value;
  tally.sumSquares += value * value;
  tally.min = Math.min(tally.min, value);
  tally.max = Math.max(tally.max, value);
}

function mergeTally(a: Tally, b: Tally): Tally {
  return { n: a.n + b.n, sum: a.sum + b.sum, sumSquares: a.sumSquares + b.sumSquares, min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) };
}

function addCount(counts: Record<string, number>, key: string, n = 1): void {
  counts[key] = (counts[key] ?? 0) + n;
}

function mergeCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out = { ...a };
  for (const [key, n] of Object.entries(b)) addCount(out, key, n);
  return out;
}

/** Totals of no games. */
export function emptyTotals(players: number): SimulationTotals {
  return {
    games: 0,
    decisions: emptyTally(),
    length: emptyTally(),
    seatWins: Array<number>(players).fill(0),
    botWins: {},
    lineups: {},
    headToHead: {},
    results: {},
    actions: {},
    events: {},
  };
}

/** Match counts (won by the first bot, by the second, even) per pair of bots. */
type Matches = Record<string, { wins: [number, number]; draws: number }>;

/** The key of two bots in `headToHead` and `pairs`: their names in sorted order, `"a|b"`. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/** The same counts, copied, their keys in sorted order. */
export function sortedMatches(matches: Matches): Matches {
  const out: Matches = {};
  for (const key of Object.keys(matches).sort()) out[key] = { wins: [matches[key]!.wins[0], matches[key]!.wins[1]], draws: matches[key]!.draws };
  return out;
}

function mergeMatches(a: Matches, b: Matches): Matches {
  const out: Matches = {};
  for (const source of [a, b]) {
    for (const [key, entry] of Object.entries(source)) {
      const into = (out[key] ??= { wins: [0, 0], draws: 0 });
      into.wins[0] += entry.wins[0];
      into.wins[1] += entry.wins[1];
      into.draws += entry.draws;
    }
  }
  return out;
}

/** Adds two sets of totals (the order never matters). */
export function mergeTotals(a: SimulationTotals, b: SimulationTotals): SimulationTotals {
  const botWins: SimulationTotals['botWins'] = {};
  for (const source of [a.botWins, b.botWins]) {
    for (const [name, entry] of Object.entries(source)) {
      const into = (botWins[name] ??= { seats: 0, wins: 0 });
      into.seats += entry.seats;
      into.wins += entry.wins;
    }
  }
  const lineups: SimulationTotals['lineups'] = {};
  for (const source of [a.lineups ?? {}, b.lineups ?? {}]) {
    for (const [key, entry] of Object.entries(source)) {
      const into = (lineups[key] ??= { games: 0, wins: entry.wins.map(() => 0) });
      into.games += entry.games;
      entry.wins.forEach((n, seat) => (into.wins[seat] = (into.wins[seat] ?? 0) + n));
    }
  }
  const headToHead = mergeMatches(a.headToHead ?? {}, b.headToHead ?? {});
  const pairs = a.pairs === undefined && b.pairs === undefined ? {} : { pairs: mergeMatches(a.pairs ?? {}, b.pairs ?? {}) };
  return {
    games: a.games + b.games,
    decisions: mergeTally(a.decisions, b.decisions),
    length: mergeTally(a.length, b.length),
    seatWins: a.seatWins.map((n, seat) => n + (b.seatWins[seat] ?? 0)),
    botWins,
    lineups,
    headToHead,
    ...pairs,
    results: mergeCounts(a.results, b.results),
    actions: mergeCounts(a.actions, b.actions),
    events: mergeCounts(a.events, b.events),
  };
}

/**
 * The bot playing `seat` in game `index`. The line-up is the bot list repeated to fill the
 * table (`heuristic,random` at 3 seats: heuristic, random, heuristic); with `rotate` the
 * whole line-up turns one seat per game, so over every `players` games each bot sits in each
 * seat as often as it appears in the line-up — the line-up itself never changes, unless
 * `alternate` reverses the list in odd-numbered games.
 */
export function botFor(spec: SimulationSpec, seat: number, index: number): string {
  if (spec.duplicate === true && index % 2 === 1) {
    // The mirror of the pair's first game: the same seats, the two bots swapped.
    const first = botFor(spec, seat, index - 1);
    return first === spec.bots[0] ? spec.bots[1]! : spec.bots[0]!;
  }
  const shift = spec.rotate === true ? index % spec.players : 0;
  const at = ((seat + shift) % spec.players) % spec.bots.length;
  return spec.bots[spec.alternate === true && index % 2 === 1 ? spec.bots.length - 1 - at : at]!;
}

/** What one finished game adds to the totals. */
interface GameResult {
  readonly winners: readonly number[];
  /** The `results` key: the winning loyalty or a draw (1667); one winner or a shared win (dice). */
  readonly result: string;
  readonly decisions: number;
  /** Turns (1667) or rounds (dice). */
  readonly length: number;
  readonly actions: readonly { readonly type: string }[];
  /** Counts for `events`: event cards revealed (1667), dice placed per action (dice). */
  readonly events: readonly (readonly [string, number])[];
}

/** A seeded Tortuga 1667 bot game. */
function play1667(config: { players: number; seed: string }, names: readonly string[], botSeed: string, custom: CustomBots): GameResult {
  const bots = names.map((name) => (custom.get(name)?.() as Bot<T1667View, T1667Action> | undefined) ?? t1667Bot(name));
  const sim = tortuga1667.startSimulator(config);
  const actions = playOn(tortuga1667, sim, bots, botSeed);
  const final = sim.state;
  const events: [string, number][] = [];
  for (const chunk of final.log) for (const entry of chunk) if (entry.event.type === 'reveal') events.push([entry.event.card, 1]);
  return { winners: final.outcome!.winners, result: final.outcome!.winner, decisions: final.decisions, length: final.turn.number, actions, events };
}

/** A seeded dice-game bot game. */
function playDice(config: { players: number; seed: string }, names: readonly string[], botSeed: string, custom: CustomBots): GameResult {
  const bots = names.map((name) => (custom.get(name)?.() as Bot<DiceView, DiceAction> | undefined) ?? diceBot(name));
  const sim = tortugaDice.startSimulator(config);
  const actions = playOn(tortugaDice, sim, bots, botSeed);
  const final = sim.state;
  const events: [string, number][] = [];
  for (const chunk of final.log) {
    for (const { event } of chunk) {
      if ((event.type === 'placed' || event.type === 'skullsTurned') && event.action !== null) events.push([event.action, event.dice.length]);
    }
  }
  const winners = final.outcome!.winners;
  return { winners, result: winners.length === 1 ? 'single winner' : 'shared win', decisions: final.decisions, length: final.round, actions, events };
}

/**
 * Plays game `index` of a run and adds it to `totals`; returns its head-to-head result for the
 * first two bots in sorted order (1: the first's seats won the larger share, -1: the second's, 0: even).
 */
export function playGame(spec: SimulationSpec, index: number, totals: SimulationTotals, custom: CustomBots = new Map()): number {
  const deal = spec.duplicate === true ? index - (index % 2) : index; // a mirrored pair shares its seeds
  const config = { players: spec.players, seed: `${spec.seed}/${deal}` };
  const names = Array.from({ length: spec.players }, (_, seat) => botFor(spec, seat, index));
  const game = (spec.game === '1667' ? play1667 : playDice)(config, names, `${spec.seed}/bots/${deal}`, custom);
  totals.games += 1;
  addCount(totals.results, game.result);
  addTally(totals.decisions, game.decisions);
  addTally(totals.length, game.length);
  for (const action of game.actions) addCount(totals.actions, action.type);
  for (const [key, n] of game.events) addCount(totals.events, key, n);
  const lineup = (totals.lineups[names.join(',')] ??= { games: 0, wins: names.map(() => 0) });
  lineup.games += 1;
  for (const seat of game.winners) lineup.wins[seat]! += 1;
  const result = addHeadToHead(totals, names, game.winners);
  names.forEach((name, seat) => {
    const entry = (totals.botWins[name] ??= { seats: 0, wins: 0 });
    entry.seats += 1;
    if (game.winners.includes(seat)) {
      entry.wins += 1;
      totals.seatWins[seat]! += 1;
    }
  });
  return result;
}

/**
 * Each pair of different bots at the table: whose seats won the larger share of their seats in
 * this game. Returns the first pair's result (1, -1 or 0; 0 with one bot).
 */
function addHeadToHead(totals: SimulationTotals, names: readonly string[], winners: readonly number[]): number {
  const share = new Map<string, { seats: number; wins: number }>();
  names.forEach((name, seat) => {
    const entry = share.get(name) ?? { seats: 0, wins: 0 };
    entry.seats += 1;
    if (winners.includes(seat)) entry.wins += 1;
    share.set(name, entry);
  });
  const bots = [...share.keys()].sort();
  let first: number | null = null;
  for (let i = 0; i < bots.length; i++) {
    for (let j = i + 1; j < bots.length; j++) {
      const [a, b] = [share.get(bots[i]!)!, share.get(bots[j]!)!];
      const sign = Math.sign(a.wins / a.seats - b.wins / b.seats);
      addMatch((totals.headToHead[pairKey(bots[i]!, bots[j]!)] ??= { wins: [0, 0], draws: 0 }), sign);
      first ??= sign;
    }
  }
  return first ?? 0;
}

/** Counts one match: won by the first (sign 1), by the second (-1) or even (0). */
function addMatch(entry: { wins: [number, number]; draws: number }, sign: number): void {
  if (sign > 0) entry.wins[0] += 1;
  else if (sign < 0) entry.wins[1] += 1;
  else entry.draws += 1;
}

/**
 * Plays games `[start, end)` of a run; with `duplicate` they are whole pairs (an even start and
 * end), each also counted as one match in `pairs`.
 */
export function playRange(spec: SimulationSpec, start: number, end: number, custom: CustomBots = new Map()): SimulationTotals {
  const totals = emptyTotals(spec.players);
  if (spec.duplicate !== true) {
    for (let index = start; index < end; index++) playGame(spec, index, totals, custom);
    return totals;
  }
  if (start % 2 !== 0 || end % 2 !== 0) throw new RangeError(`A duplicate run plays whole pairs of games: [${start}, ${end}) splits one.`);
  const pairs = emptyRunTotals(spec).pairs!;
  const entry = Object.values(pairs)[0]!;
  for (let index = start; index < end; index += 2) {
    addMatch(entry, playGame(spec, index, totals, custom) + playGame(spec, index + 1, totals, custom));
  }
  return { ...totals, pairs };
}

/** Totals of no games of this run: with `duplicate`, no pairs of its two bots yet. */
export function emptyRunTotals(spec: SimulationSpec): SimulationTotals {
  const totals = emptyTotals(spec.players);
  return spec.duplicate === true ? { ...totals, pairs: { [pairKey(spec.bots[0]!, spec.bots[1]!)]: { wins: [0, 0], draws: 0 } } } : totals;
}
