/**
 * The search tree's nodes and how a seat's action is chosen at one (`ismctsBot`): UCB with
 * availability counts (single-observer ISMCTS), PUCT under a tree prior, or a bot's own choice.
 */
import type { BaseAction, PlayerId } from '../core/engine/game.js';
import { nextInt, type RngState } from '../core/engine/rng.js';

/**
 * The probabilities a policy gives `seat`'s legal `actions` (in their order, summing to about 1)
 * in a sampled world `state`.
 */
export type TreePrior<State, Action> = (state: State, seat: PlayerId, actions: readonly Action[]) => ArrayLike<number>;

/** A seat's action chosen at a node, with its key and its child there (null: not tried yet). */
export interface Picked<A> {
  readonly action: A;
  readonly key: string;
  readonly child: Node | null;
}

/** A node of the tree: reached by one seat's action; statistics per seat. */
export interface Node {
  readonly children: Map<string, Node>;
  /** The seat that chose the action leading here. */
  readonly seat: PlayerId;
  visits: number;
  /** How often this node's action was legal when its parent was selected from (ISMCTS availability). */
  available: number;
  /** Sum of rewards for `seat`. */
  reward: number;
  /** The tree prior's probability of each child's action, by key (filled as actions are met). */
  priors: Map<string, number> | null;
  /** Where a hidden simultaneous step begins (`simultaneous: 'blind'`): each participant's statistics for it, by seat. */
  blind: Map<PlayerId, Node> | null;
}

/** A node not visited yet, reached by `seat`'s action. */
export function newNode(seat: PlayerId): Node {
  return { children: new Map(), seat, visits: 0, available: 0, reward: 0, priors: null, blind: null };
}

/** The node holding `seat`'s statistics for the hidden step that begins at `anchor`. */
export function blindNode(anchor: Node, seat: PlayerId): Node {
  const blind = (anchor.blind ??= new Map());
  let node = blind.get(seat);
  if (node === undefined) {
    node = newNode(seat);
    blind.set(seat, node);
  }
  return node;
}

/** A stable key for an action (actions are plain data with canonical arrays). */
export function keyOf(action: BaseAction): string {
  // The field values in order, each list inside brackets: actions of one game have their fields
  // in a fixed order, so equal actions give equal keys (several times quicker than JSON).
  let key = '';
  const fields = action as unknown as Record<string, unknown>;
  for (const name in fields) {
    const value = fields[name];
    key += Array.isArray(value) ? `[${value.join(',')}]|` : `${String(value)}|`;
  }
  return key;
}

/**
 * PUCT selection below the root: the action with the best mean reward for `seat` plus
 * c·P·√N/(1+n), where P is the tree prior's probability (asked for once per node and action, in
 * the first world where the action is legal) and N the node's visits; an untried action counts
 * the mean of the tried ones less 0.1 (first-play urgency), so the prior decides which is tried
 * first. Returns the action and its child (null: not tried yet).
 */
export function selectByPrior<S, A extends BaseAction>(
  node: Node,
  actions: readonly A[],
  secret: string,
  state: S,
  seat: PlayerId,
  prior: TreePrior<S, A>,
  exploration: number,
): Picked<A> {
  const priors = (node.priors ??= new Map());
  const keys = actions.map((action) => secret + keyOf(action));
  if (keys.some((key) => !priors.has(key))) {
    const p = prior(state, seat, actions);
    if (p.length !== actions.length || !Array.prototype.every.call(p, (x: number) => Number.isFinite(x) && x >= 0))
      throw new RangeError(`treePrior gave ${p.length} probabilities for ${actions.length} actions, or one that is negative or not finite.`);
    keys.forEach((key, k) => {
      if (!priors.has(key)) priors.set(key, p[k]!);
    });
  }
  let tried = 0;
  let sum = 0;
  for (const key of keys) {
    const child = node.children.get(key);
    if (child === undefined) continue;
    child.available += 1;
    tried++;
    sum += child.reward / child.visits;
  }
  const urgency = tried === 0 ? 0.5 : sum / tried - 0.1;
  const scale = exploration * Math.sqrt(Math.max(1, node.visits));
  let best = 0;
  let bestScore = -Infinity;
  for (let k = 0; k < actions.length; k++) {
    const child = node.children.get(keys[k]!);
    const mean = child === undefined ? urgency : child.reward / child.visits;
    const score = mean + (scale * priors.get(keys[k]!)!) / (1 + (child?.visits ?? 0));
    if (score > bestScore) {
      bestScore = score;
      best = k;
    }
  }
  return { action: actions[best]!, key: keys[best]!, child: node.children.get(keys[best]!) ?? null };
}

/** An action chosen outside the tree's statistics (the playout bot's, `othersBy`), with its child in the tree (null: not tried yet). */
export function botChoice<A extends BaseAction>(node: Node, action: A): Picked<A> {
  const key = keyOf(action);
  return { action, key, child: node.children.get(key) ?? null };
}

/**
 * UCB selection with availability counts: an action not tried yet at `node` first (at random),
 * else the best mean reward for the seat plus c·√(ln available / visits). Returns the action and
 * its child (null: not tried yet), or null when there is no action.
 */
export function selectByUcb<A extends BaseAction>(node: Node, actions: readonly A[], secret: string, exploration: number, rng: RngState): Picked<A> | null {
  const untried: A[] = [];
  let best: { child: Node; action: A } | null = null;
  let bestScore = -Infinity;
  for (const action of actions) {
    const child = node.children.get(secret + keyOf(action));
    if (child === undefined) {
      untried.push(action);
      continue;
    }
    child.available += 1;
    const score = child.reward / child.visits + exploration * Math.sqrt(Math.log(child.available) / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = { child, action };
    }
  }
  if (untried.length > 0) {
    const action = untried[nextInt(rng, untried.length)]!;
    return { action, key: secret + keyOf(action), child: null };
  }
  return best === null ? null : { action: best.action, key: secret + keyOf(best.action), child: best.child };
}
