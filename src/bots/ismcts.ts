import type { BaseAction, BaseConfig, Game, PlayerId, Simulator } from '../core/engine/game.js';
import { nextFloat, type RngState } from '../core/engine/rng.js';
import type { Bot, DecisionView, RankingBot } from './bot.js';
import { BudgetWatch, defaultStopwatch, MAX_ITERATIONS, stopwatchOn } from './search-budget.js';
import { blindNode, botChoice, keyOf, newNode, selectByPrior, selectByUcb, type Node, type TreePrior } from './search-node.js';
import { mixedReward, pairWorld, playOut, rewardOf, type SearchScoring } from './search-playout.js';

export type { SearchScoring } from './search-playout.js';
export type { TreePrior } from './search-node.js';

/** Settings of the information-set Monte Carlo tree search bot. */
export interface IsmctsOptions<View = unknown, Action = unknown, State = unknown> {
  /** Sampled worlds (iterations) per decision. Default 200. */
  readonly iterations?: number;
  /** Random decisions played after the tree before the position is estimated. Default: to the end. */
  readonly playoutDepth?: number;
  /**
   * How much of a sampled game's reward comes from the scoring's estimate where the tree left off,
   * before the playout (λ, from 0 to 1; AlphaGo's mixing of its value network and its rollouts): each
   * seat's reward is λ · estimate(leaf) + (1 − λ) · what the playout ends in. A leaf that ends the
   * game counts its outcome alone. Default 0: the playout alone.
   */
  readonly leafValueWeight?: number;
  /** The UCB exploration constant. Default 0.7. */
  readonly exploration?: number;
  /**
   * The policy of the playouts: a bot that decides for every seat from that seat's view of the
   * sampled game. Default: uniformly random legal decisions (fastest).
   */
  readonly playoutBot?: Bot<View & DecisionView<Action>, Action> | null;
  /**
   * Makes the playout bot of one decision from the searching seat's view, in place of
   * `playoutBot`: called once a decision, before the first world is sampled, so the playouts can
   * carry what that view knows and the sampled worlds do not (Tortuga 1667's search gives its
   * playouts' seats the loyalty beliefs they hold at the table, `rootBeliefs`). Default: none.
   */
  readonly playoutBotFor?: ((view: View & DecisionView<Action>) => Bot<View & DecisionView<Action>, Action>) | null;
  /**
   * A bot whose ranking narrows the search at the root to its best `candidates` actions
   * (the search then decides among them by simulation). Default: every legal action.
   */
  readonly prior?: RankingBot<View & DecisionView<Action>, Action> | null;
  /** How many of the prior's best actions the root considers. Default 4. */
  readonly candidates?: number;
  /**
   * At most this many of the root's candidates share an action `type`: the prior's ranking is
   * walked best first and an action whose type is already taken this often is passed over, unless
   * fewer than `candidates` would be left (then the passed-over fill up, best first). A prior that
   * ranks many near-alike actions together (Tortuga 1667's peeks at every pair of row cards) then
   * leaves room for the other kinds. Default: no limit.
   */
  readonly candidatesPerType?: number;
  /**
   * A time budget per decision, in milliseconds of CPU time: the search iterates until it is
   * spent (at least once; `iterations`, when given, still caps it). Without it the search runs
   * exactly `iterations` — reproducible, for tests and evaluations.
   */
  readonly budgetMs?: number;
  /**
   * The clock the budget is read from, in milliseconds. Default: the CPU time of the thread the
   * search runs on in Node (before Node 22.15, which cannot tell it, the lesser of the process's
   * CPU time and the wall-clock time passed, so that V8's compiler and collector threads do not
   * spend the search's budget) — the whole process allowed at most a quarter more than the budget
   * — and `performance.now()` elsewhere. A clock given here is read as it is.
   */
  readonly clock?: () => number;
  /**
   * A policy that guides the tree below the root (PUCT, as in AlphaZero): the probabilities it
   * gives a seat's legal actions in a sampled world, read once per node and action, weigh which
   * of them the tree tries first and how often. Default: none (every legal action tried once, in
   * random order, then UCB).
   */
  readonly treePrior?: TreePrior<State, Action> | null;
  /** The weight of `treePrior` against the mean reward (PUCT's c). Default 1. */
  readonly treeExploration?: number;
  /** Whether the tree keeps other seats' statistics apart by their secrets (`SearchScoring.secret`). Default false. */
  readonly splitBySecret?: boolean;
  /**
   * Whether the sampled games keep a log (the sampler's worlds then must carry one), so that
   * playout bots that read it see the table's history and what the playout adds. Default false:
   * no rule reads the log, and without it a world costs less.
   */
  readonly keepLog?: boolean;
  /**
   * Whether every sampled world plays every root candidate (common random numbers: the same
   * world and the same playout generator for each), so the candidates are compared on the same
   * worlds rather than each on worlds of its own — the spread between worlds (whose team a hidden
   * card puts a seat in, which cards are dealt) then cancels from their differences. Below the
   * root there is no tree: each candidate is followed by a playout. `iterations` still counts
   * playouts (a world costs one a candidate), and the search takes the candidate with the best
   * mean reward. Default false: the tree of single-observer ISMCTS.
   */
  readonly pairedRoot?: boolean;
  /**
   * How the tree chooses for the other seats: `'tree'` (the default) by UCB, each seat as if it
   * searched for its own reward; `'playoutBot'` by the playout bot's choice from that seat's view
   * (the tree then models the other seats as that bot, and branches on the searching seat's own
   * decisions only; it needs a `playoutBot` or `playoutBotFor`, and the paired root, which has no
   * tree, refuses it).
   */
  readonly othersBy?: 'tree' | 'playoutBot';
  /**
   * How the tree treats a step whose choices are hidden until everyone has chosen
   * (`SearchScoring.simultaneous`; Tortuga 1667's votes, T67-VOTE-8). `'sequential'` (the default,
   * single-observer ISMCTS): the step's choices are tree moves like any other, so each seat that
   * chooses later in the tree chooses knowing the earlier ones' hidden choices — another seat best
   * answers the searching seat's vote card. `'blind'`: every participant's statistics for the step
   * are kept where the step began, shared over whatever the others chose, so no seat's choice in the
   * tree depends on a choice it cannot see; the tree goes on from the node of the step's whole set
   * of choices once it is over.
   */
  readonly simultaneous?: 'sequential' | 'blind';
}

/** What the search found for one of the root's candidates. */
export interface SearchEstimate<Action> {
  readonly action: Action;
  /** How many sampled games went through it. */
  readonly visits: number;
  /** Its mean reward for the searching seat in those games, 0 (lost) to 1 (won). */
  readonly value: number;
}

/** A search bot that can also show its work: every root candidate with its estimate. */
export interface SearchBot<View extends DecisionView<Action>, Action> extends Bot<View, Action> {
  /**
   * Searches from the view and returns the candidates, the search's choice first (what `choose`
   * takes): most visited first in the tree, the best mean first with `pairedRoot`.
   */
  analyse(view: View, rng: RngState): SearchEstimate<Action>[];
}

interface Settings<View, Action, State> {
  readonly iterations: number;
  readonly budgetMs: number | null;
  readonly clock: (() => number) | null;
  readonly playoutDepth: number;
  readonly leafValueWeight: number;
  readonly exploration: number;
  readonly playoutBot: Bot<View & DecisionView<Action>, Action> | null;
  readonly playoutBotFor: ((view: View & DecisionView<Action>) => Bot<View & DecisionView<Action>, Action>) | null;
  readonly prior: RankingBot<View & DecisionView<Action>, Action> | null;
  readonly candidates: number;
  readonly candidatesPerType: number;
  readonly treePrior: TreePrior<State, Action> | null;
  readonly treeExploration: number;
  readonly splitBySecret: boolean;
  readonly keepLog: boolean;
  readonly pairedRoot: boolean;
  readonly othersBy: 'tree' | 'playoutBot';
  readonly blind: boolean;
}

/** The seat that decides next in a sampled game: the searching seat first when several act at once. */
function actor<S>(toAct: (state: S) => PlayerId[], state: S, me: PlayerId): PlayerId | null {
  const seats = toAct(state);
  if (seats.length === 0) return null;
  return seats.includes(me) ? me : seats[0]!;
}

/**
 * One iteration of single-observer ISMCTS (Cowling, Powley & Whitehouse, 2012): sample a
 * world, walk down the tree choosing among the children legal in this world by UCB (counting
 * availability), add one new node, play the rest at random, and credit every seat's reward
 * back up the path.
 */
function iterate<C extends BaseConfig, S, A extends BaseAction, V, O>(
  game: Game<C, S, A, V, O>,
  scoring: SearchScoring<S, O, V>,
  sim: Simulator<S, A>,
  root: Node,
  me: PlayerId,
  options: Settings<V, A, S>,
  rootActions: readonly A[],
  rng: RngState,
): void {
  const path: Node[] = [root];
  let node = root;
  // A hidden simultaneous step (`simultaneous: 'blind'`): where it began and the choices made in it so far.
  let anchor: Node | null = null;
  let profile = '';
  for (;;) {
    if (game.outcome(sim.state) !== null) break;
    const inStep = options.blind && scoring.simultaneous !== undefined && scoring.simultaneous(sim.state);
    if (anchor !== null && !inStep) {
      // The step is over: the tree goes on from the node of its whole set of choices (not itself a choice).
      const key = `#${profile}`;
      let next = anchor.children.get(key);
      if (next === undefined) {
        next = newNode(me);
        anchor.children.set(key, next);
      }
      anchor = null;
      profile = '';
      node = next;
      path.push(node);
      continue;
    }
    const seat = actor(game.toAct, sim.state, me);
    if (seat === null) break;
    if (inStep && anchor === null) anchor = node;
    // Within a hidden step each seat's statistics lie where the step began, whatever the others chose; the root's
    // candidates (the iteration's first choice) stay at the root, and a later choice of the searching seat in the same step
    // (Atlantis, then its vote: T67-EARLY-ATLANTIS) is a blind one like the others'.
    const stats = anchor !== null && path.length > 1 ? blindNode(anchor, seat) : node;
    // With `othersBy: 'playoutBot'` the playout bot chooses for the other seats; below the root a tree prior may guide the choice.
    const byBot = seat !== me && options.othersBy === 'playoutBot' ? options.playoutBot : null;
    const actions = byBot !== null ? [] : stats === root ? rootActions : game.legalActions(sim.state, seat);
    const secret = byBot === null && seat !== me && options.splitBySecret && scoring.secret !== undefined ? scoring.secret(sim.state, seat) : '';
    const picked =
      byBot !== null
        ? botChoice(stats, byBot.choose(game.viewFor(sim.state, seat) as V & DecisionView<A>, rng))
        : stats !== root && options.treePrior !== null && actions.length > 1
          ? selectByPrior(stats, actions, secret, sim.state, seat, options.treePrior, options.treeExploration)
          : selectByUcb(stats, actions, secret, options.exploration, rng);
    if (picked === null) break;
    sim.applyTrusted(picked.action);
    if (picked.child === null) {
      // One new node an iteration; the playout goes on from here.
      const created = newNode(seat);
      created.available = 1;
      stats.children.set(picked.key, created);
      path.push(created);
      break;
    }
    path.push(picked.child);
    // In a hidden step the tree stays where it began and notes the choice (an action names its seat); elsewhere it moves down.
    if (anchor !== null) profile += keyOf(picked.action);
    else node = picked.child;
  }
  const atLeaf = leafEstimates(game, scoring, sim.state, path, root, options.leafValueWeight);
  playOut(game, sim, options, rng);
  const outcome = game.outcome(sim.state);
  const rewards = new Map<PlayerId, number>();
  const rewardFor = (seat: PlayerId): number => {
    let value = rewards.get(seat);
    if (value === undefined) {
      value = rewardOf(scoring, outcome, sim.state, seat);
      const leaf = atLeaf?.get(seat);
      if (leaf !== undefined) value = mixedReward(options.leafValueWeight, leaf, value);
      rewards.set(seat, value);
    }
    return value;
  };
  for (const visited of path) {
    visited.visits += 1;
    if (visited !== root) visited.reward += rewardFor(visited.seat);
  }
}

/**
 * With `leafValueWeight` above 0, the scoring's estimate where the tree left off, for every seat
 * credited on the path (the root credits none); null when there is nothing to mix: no weight, or
 * a leaf that ends the game.
 */
function leafEstimates<C extends BaseConfig, S, A extends BaseAction, V, O>(
  game: Game<C, S, A, V, O>,
  scoring: SearchScoring<S, O, V>,
  leaf: S,
  path: readonly Node[],
  root: Node,
  weight: number,
): Map<PlayerId, number> | null {
  if (weight === 0 || game.outcome(leaf) !== null) return null;
  const out = new Map<PlayerId, number>();
  for (const visited of path) if (visited !== root && !out.has(visited.seat)) out.set(visited.seat, scoring.estimate(leaf, visited.seat));
  return out;
}

/**
 * The root's candidates: the best `count` of the prior's `ranked` actions, at most `perType` of one
 * action type while others are left; then those passed over, best first, if fewer were taken.
 */
export function rootCandidates<A extends BaseAction>(ranked: readonly A[], count: number, perType: number): A[] {
  if (perType >= count) return ranked.slice(0, count);
  const taken: A[] = [];
  const passed: A[] = [];
  const ofType = new Map<string, number>();
  for (const action of ranked) {
    if (taken.length === count) break;
    const n = ofType.get(action.type) ?? 0;
    if (n < perType) {
      taken.push(action);
      ofType.set(action.type, n + 1);
    } else passed.push(action);
  }
  // Order kept: the prior's ranking decides ties, so the filled-up list is sorted back into it.
  const chosen = new Set([...taken, ...passed.slice(0, count - taken.length)]);
  return ranked.filter((action) => chosen.has(action));
}

/** The tree's root candidates with their estimates, most visited first (ties: the prior's order). */
function treeEstimates<A extends BaseAction>(candidates: readonly A[], root: Node): SearchEstimate<A>[] {
  return candidates
    .map((action, order) => {
      const child = root.children.get(keyOf(action));
      return { action, order, visits: child?.visits ?? 0, value: child === undefined || child.visits === 0 ? 0 : child.reward / child.visits };
    })
    .sort((a, b) => b.visits - a.visits || a.order - b.order)
    .map(({ action, visits, value }) => ({ action, visits, value }));
}

/** The paired root's candidates, each played in all `worlds`: the best mean first (ties: the prior's order). */
function pairedEstimates<A>(candidates: readonly A[], totals: readonly number[], worlds: number): SearchEstimate<A>[] {
  return candidates
    .map((action, order) => ({ action, order, visits: worlds, value: totals[order]! / worlds }))
    .sort((a, b) => b.value - a.value || a.order - b.order)
    .map(({ action, visits, value }) => ({ action, visits, value }));
}

/**
 * An information-set Monte Carlo tree search bot (single-observer ISMCTS) for either game. Each
 * iteration samples a full state consistent with the bot's view (`game.determinize`), so it
 * never looks at anything its seat cannot see; the search tree is shared across samples.
 * It returns the most visited root action (`analyse` shows every candidate's visits and mean
 * reward). With a fixed number of iterations it is deterministic for a given view and generator;
 * with `budgetMs` it runs as many as the budget allows.
 *
 * @example
 * ```ts
 * const bot = t1667SearchBot({ iterations: 300 });
 * const action = bot.choose(tortuga1667.viewFor(state, 1), seedRng('bot-1'));
 * ```
 */
export function ismctsBot<C extends BaseConfig, S, A extends BaseAction, V extends DecisionView<A>, O>(
  game: Game<C, S, A, V, O>,
  scoring: SearchScoring<S, O, V>,
  options: IsmctsOptions<V, A, S> = {},
): SearchBot<V, A> {
  const budgetMs = options.budgetMs ?? null;
  if (budgetMs !== null && !(budgetMs > 0 && Number.isFinite(budgetMs)))
    throw new RangeError(`budgetMs is a positive number of milliseconds, not ${String(budgetMs)}.`);
  if (options.treeExploration !== undefined && !(options.treeExploration >= 0 && Number.isFinite(options.treeExploration)))
    throw new RangeError(`treeExploration is a finite number of at least 0, not ${String(options.treeExploration)}.`);
  if (options.candidatesPerType !== undefined && !(Number.isInteger(options.candidatesPerType) && options.candidatesPerType >= 1))
    throw new RangeError(`candidatesPerType is a whole number of at least 1, not ${String(options.candidatesPerType)}.`);
  if (options.leafValueWeight !== undefined && !(options.leafValueWeight >= 0 && options.leafValueWeight <= 1))
    throw new RangeError(`leafValueWeight is a number from 0 to 1, not ${String(options.leafValueWeight).slice(0, 40)}.`);
  if (options.othersBy !== undefined && options.othersBy !== 'tree' && options.othersBy !== 'playoutBot')
    throw new RangeError(`othersBy is 'tree' or 'playoutBot', not ${JSON.stringify(String(options.othersBy)).slice(0, 40)}.`);
  if (options.simultaneous !== undefined && options.simultaneous !== 'sequential' && options.simultaneous !== 'blind')
    throw new RangeError(`simultaneous is 'sequential' or 'blind', not ${JSON.stringify(String(options.simultaneous)).slice(0, 40)}.`);
  if (options.othersBy === 'playoutBot' && ((options.playoutBot ?? options.playoutBotFor ?? null) === null || options.pairedRoot === true))
    throw new RangeError("othersBy 'playoutBot' needs a playoutBot (or playoutBotFor) to choose for the other seats, and a tree (not pairedRoot).");
  const settings: Settings<V, A, S> = {
    iterations: options.iterations ?? (budgetMs === null ? 200 : MAX_ITERATIONS),
    budgetMs,
    clock: options.clock ?? null,
    playoutDepth: options.playoutDepth ?? Number.POSITIVE_INFINITY,
    leafValueWeight: options.leafValueWeight ?? 0,
    exploration: options.exploration ?? 0.7,
    playoutBot: options.playoutBot ?? null,
    playoutBotFor: options.playoutBotFor ?? null,
    prior: options.prior ?? null,
    candidates: options.candidates ?? 4,
    candidatesPerType: options.candidatesPerType ?? Number.POSITIVE_INFINITY,
    treePrior: options.treePrior ?? null,
    treeExploration: options.treeExploration ?? 1,
    splitBySecret: options.splitBySecret ?? false,
    keepLog: options.keepLog ?? false,
    pairedRoot: options.pairedRoot ?? false,
    othersBy: options.othersBy ?? 'tree',
    blind: options.simultaneous === 'blind',
  };
  /** The root's candidates with their estimates, the search's choice first. */
  const analyse = (view: V, rng: RngState): SearchEstimate<A>[] => {
    const actions = view.decision?.actions ?? [];
    if (actions.length === 0 || view.player === null) throw new Error('The bot was asked to choose without a decision.');
    const me = view.player;
    // The budget counts the whole decision: ranking the candidates and reading the view for the sampler too.
    const budget =
      settings.budgetMs === null ? null : new BudgetWatch(settings.clock === null ? defaultStopwatch() : stopwatchOn(settings.clock), settings.budgetMs);
    const candidates =
      actions.length === 1 || settings.prior === null
        ? actions
        : rootCandidates(settings.prior.rank(view as V & DecisionView<A>), settings.candidates, settings.candidatesPerType);
    const root = newNode(me);
    const totals = candidates.map(() => 0);
    let worlds = 0;
    if (candidates.length > 1) {
      const salt = Math.floor(nextFloat(rng) * 2 ** 32);
      const sample = scoring.sampler(view);
      const decision = settings.playoutBotFor === null ? settings : { ...settings, playoutBot: settings.playoutBotFor(view as V & DecisionView<A>) };
      // The paired root spends a playout a candidate on each world; the tree one a world.
      const limit = settings.pairedRoot ? Math.max(1, Math.ceil(settings.iterations / candidates.length)) : settings.iterations;
      for (let i = 0; i < limit; i++) {
        if (budget !== null && i > 0 && budget.spent(i)) break;
        const world = sample(`${salt}/${i}`);
        if (settings.pairedRoot) pairWorld(game, scoring, world, me, decision, candidates, `${salt}/${i}/playout`, totals);
        else iterate(game, scoring, game.simulator(world, { log: settings.keepLog }), root, me, decision, candidates, rng);
        worlds++;
      }
    }
    return settings.pairedRoot && worlds > 0 ? pairedEstimates(candidates, totals, worlds) : treeEstimates(candidates, root);
  };
  return {
    name: 'search',
    choose: (view, rng) => analyse(view, rng)[0]!.action,
    analyse,
  };
}
