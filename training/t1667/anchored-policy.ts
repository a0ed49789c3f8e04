/**
 * A Tortuga 1667 policy anchored on the heuristic (issue 49; research, not in the package): it
 * takes the heuristic's few best actions, as the search does, and picks among them by a network's
 * score of each from the seat's information-state tensor plus a bias for its place in the
 * heuristic's ranking (`train-anchored.py` fits both to the search's rewards). With nothing learned
 * it is the heuristic itself. It reads either the information-state tensor (the table and a summary
 * of its log) or the observation tensor alone (the table now: what a playout's sampled world, which
 * keeps no log, can give), and may be limited to one kind of decision (`only`: it leaves the
 * heuristic only where the heuristic's first choice is of that type, and costs nothing beyond the
 * heuristic elsewhere). The file is checked as the library checks a network: every key known, the
 * sizes and numbers in bounds, the network by `readNetwork`.
 */
import type { T1667Action, T1667View } from '../../src/index.js';
import type { Bot } from '../../src/bots/bot.js';
import { evaluate, type PolicyValueNetwork } from '../../src/bots/network/dense-network.js';
import { readNetwork } from '../../src/bots/network/network-file.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import type { NetworkInputs } from '../../src/bots/network/network-bot.js';

/** The format's name and version. */
export const ANCHORED_FORMAT = 'tortuga-rules/anchored-policy@0';

/** An anchored policy as read from its file. */
export interface AnchoredPolicy {
  /** How many of the heuristic's best actions it chooses among. */
  readonly candidates: number;
  /** The rewards were multiplied by this before fitting: a score divided by it is in the teacher's reward units. */
  readonly scale: number;
  /** Added to the network's score of the heuristic's first, second, … action. */
  readonly rankBias: readonly number[];
  /** The tensor the network reads. */
  readonly input: AnchoredInput;
  /** The action type of the decisions it may leave the heuristic at; null: every decision. */
  readonly only: string | null;
  readonly network: PolicyValueNetwork;
}

/** The tensors an anchored policy may read. */
export const ANCHORED_INPUTS = ['informationState', 'observation'] as const;
/** The tensor an anchored policy reads. */
export type AnchoredInput = (typeof ANCHORED_INPUTS)[number];

const KEYS = ['format', 'candidates', 'scale', 'rankBias', 'input', 'only', 'network'];

/** Reads and checks an anchored policy's file; throws naming what is wrong. */
export function readAnchoredPolicy(value: unknown): AnchoredPolicy {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('an anchored policy is an object.');
  const given = value as Record<string, unknown>;
  for (const key of Object.keys(given)) if (!KEYS.includes(key)) throw new Error(`an anchored policy has an unknown key "${key.slice(0, 40)}".`);
  // Own keys only: nothing is read from the object's prototype.
  const file = Object.fromEntries(KEYS.map((key) => [key, Object.hasOwn(given, key) ? given[key] : undefined]));
  if (file.format !== ANCHORED_FORMAT) throw new Error(`an anchored policy's format is ${ANCHORED_FORMAT}.`);
  const candidates = file.candidates;
  if (typeof candidates !== 'number' || !Number.isInteger(candidates) || candidates < 1 || candidates > 16)
    throw new Error("an anchored policy's candidates are a whole number from 1 to 16.");
  if (typeof file.scale !== 'number' || !(file.scale > 0 && file.scale <= 1e6))
    throw new Error("an anchored policy's scale is a number above 0 and at most 1,000,000.");
  const bias = file.rankBias;
  if (!Array.isArray(bias) || bias.length !== candidates || !bias.every((b) => typeof b === 'number' && Number.isFinite(b)))
    throw new Error("an anchored policy's rankBias holds a finite number per candidate.");
  // Files written before `input` and `only` read the information state at every decision.
  const input = ANCHORED_INPUTS.find((known) => known === (file.input ?? 'informationState'));
  if (input === undefined) throw new Error(`an anchored policy's input is one of ${ANCHORED_INPUTS.join(', ')}.`);
  const only = file.only ?? null;
  if (only !== null && (typeof only !== 'string' || !/^[a-zA-Z]{1,40}$/.test(only))) throw new Error("an anchored policy's only is null or an action type.");
  const network = readNetwork(file.network);
  return { candidates, scale: file.scale, rankBias: bias as number[], input, only, network };
}

/** What the policy's bot needs of the game's encoding (`tortuga-rules/rl`): its tensors and action ids. */
export interface AnchoredInputs extends NetworkInputs<T1667View, T1667Action> {
  observationTensor(view: T1667View, out?: Float32Array): Float32Array;
  readonly observationShape: readonly number[];
  readonly informationStateShape: readonly number[];
  readonly numDistinctActions: number;
  actionOf(player: number, id: number): T1667Action;
}

/**
 * The policy's scores of the heuristic's `candidates` best actions at a view, in the teacher's reward
 * units (the network's log-probability plus the rank's bias, divided by the file's scale): how much
 * better or worse than the others the policy judges each. Returns the candidates and their scores.
 */
export function anchoredScores(policy: AnchoredPolicy, inputs: AnchoredInputs): (view: T1667View) => { candidates: T1667Action[]; scores: number[] } {
  const heuristic = t1667HeuristicBot();
  const [size] = policy.input === 'observation' ? inputs.observationShape : inputs.informationStateShape;
  if (size !== policy.network.inputs)
    throw new Error(`the anchored policy's network reads ${policy.network.inputs} numbers, the table's ${policy.input} tensor has ${size}.`);
  const tensor = new Float32Array(policy.network.inputs);
  const scratch: Float32Array[] = [];
  const write = (view: T1667View): Float32Array =>
    policy.input === 'observation' ? inputs.observationTensor(view, tensor) : inputs.informationStateTensor(view, tensor);
  return (view) => {
    const candidates = heuristic.rank(view).slice(0, policy.candidates);
    const { policy: p } = evaluate(
      policy.network,
      write(view),
      candidates.map((a) => inputs.actionIndex(a)),
      scratch,
    );
    // The softmax keeps the logits' differences: log p + bias orders the candidates as logit + bias.
    return { candidates, scores: Array.from(p, (q, k) => (Math.log(q) + policy.rankBias[k]!) / policy.scale) };
  };
}

/** The policy's bot: the best-scored of the heuristic's `candidates` best actions. */
export function anchoredBot(policy: AnchoredPolicy, inputs: AnchoredInputs): Bot<T1667View, T1667Action> {
  const heuristic = t1667HeuristicBot();
  const score = anchoredScores(policy, inputs);
  const types = new Set<string>(Array.from({ length: inputs.numDistinctActions }, (_, id) => inputs.actionOf(0, id).type));
  if (policy.only !== null && !types.has(policy.only))
    throw new Error(`the anchored policy's only is an action type (${[...types].sort().join(', ')}), not "${policy.only}".`);
  return {
    name: 'anchored',
    choose(view, rng) {
      // Where it keeps the heuristic's first choice it plays as the heuristic bot does, exact ties
      // broken by the generator (breaking them always by the actions' order costs 3 points, docs/lab/learned-networks.md);
      // limited to one kind of decision, it is the heuristic bot itself at every other.
      const first = heuristic.choose(view, rng);
      if (view.decision!.actions.length === 1 || (policy.only !== null && first.type !== policy.only)) return first;
      const { candidates, scores } = score(view);
      let pick = 0;
      scores.forEach((s, k) => {
        if (s > scores[pick]!) pick = k;
      });
      return pick === 0 ? first : candidates[pick]!;
    },
  };
}
