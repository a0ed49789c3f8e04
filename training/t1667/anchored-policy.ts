/**
 * A Tortuga 1667 policy anchored on the heuristic (issue 49; research, not in the package): it
 * takes the heuristic's few best actions, as the search does, and picks among them by a network's
 * score of each from the seat's information-state tensor plus a bias for its place in the
 * heuristic's ranking (`train-anchored.py` fits both to the search's rewards). With nothing learned
 * it is the heuristic itself. The file is checked as the library checks a network: every key known,
 * the sizes and numbers in bounds, the network by `readNetwork`.
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
  /** Added to the network's score of the heuristic's first, second, … action. */
  readonly rankBias: readonly number[];
  readonly network: PolicyValueNetwork;
}

const KEYS = ['format', 'candidates', 'scale', 'rankBias', 'network'];

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
  return { candidates, rankBias: bias as number[], network: readNetwork(file.network) };
}

/** The policy's bot: the best-scored of the heuristic's `candidates` best actions. */
export function anchoredBot(policy: AnchoredPolicy, inputs: NetworkInputs<T1667View, T1667Action>): Bot<T1667View, T1667Action> {
  const heuristic = t1667HeuristicBot();
  const tensor = new Float32Array(policy.network.inputs);
  const scratch: Float32Array[] = [];
  return {
    name: 'anchored',
    choose(view) {
      const ranked = heuristic.rank(view);
      if (ranked.length === 1) return ranked[0]!;
      const candidates = ranked.slice(0, policy.candidates);
      const ids = candidates.map((a) => inputs.actionIndex(a));
      const { policy: p } = evaluate(policy.network, inputs.informationStateTensor(view, tensor), ids, scratch);
      // The softmax keeps the logits' differences: log p + bias orders the candidates as logit + bias.
      let pick = 0;
      let best = Number.NEGATIVE_INFINITY;
      p.forEach((q, k) => {
        const score = Math.log(q) + policy.rankBias[k]!;
        if (score > best) [best, pick] = [score, k];
      });
      return candidates[pick]!;
    },
  };
}
