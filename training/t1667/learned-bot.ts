/**
 * A bot from a trained policy's file (issue 49; research, not in the package): a policy–value
 * network of `train.py` plays its most probable legal action (`networkBot`), a policy anchored on
 * the heuristic of `train-anchored.py` the best-scored of the heuristic's few best
 * (`anchoredBot`). Either reads the seat's view only. The file is checked on reading: the
 * anchored format by `readAnchoredPolicy`, a network by `readNetwork`.
 */
import { tortuga1667, type T1667Action, type T1667View } from '../../src/index.js';
import { encoding } from '../../src/rl/index.js';
import type { Bot } from '../../src/bots/bot.js';
import { readNetwork } from '../../src/bots/network/network-file.js';
import { networkBot } from '../../src/bots/network/network-bot.js';
import type { PolicyValueNetwork } from '../../src/bots/network/dense-network.js';
import { ANCHORED_FORMAT, anchoredBot, readAnchoredPolicy, type AnchoredPolicy } from './anchored-policy.js';

/** A policy's file as read: an anchored policy, or a plain network (then `anchored` is null). */
export interface LearnedPolicy {
  readonly anchored: AnchoredPolicy | null;
  readonly network: PolicyValueNetwork;
}

/** Reads and checks a policy's file (JSON text of either format). */
export function readLearnedPolicy(text: string): LearnedPolicy {
  const file = JSON.parse(text) as unknown;
  const format = typeof file === 'object' && file !== null && Object.hasOwn(file, 'format') ? (file as { format: unknown }).format : undefined;
  if (format === ANCHORED_FORMAT) {
    const anchored = readAnchoredPolicy(file);
    return { anchored, network: anchored.network };
  }
  return { anchored: null, network: readNetwork(file) };
}

/** The bot that plays `policy` at a table of `players` seats, named `name`. */
export function learnedBot(policy: LearnedPolicy, players: number, name: string): Bot<T1667View, T1667Action> {
  const inputs = encoding(tortuga1667, { players } as never) as never;
  const bot = policy.anchored === null ? networkBot<T1667View, T1667Action>(policy.network, inputs) : anchoredBot(policy.anchored, inputs);
  return { ...bot, name };
}
