/**
 * A bot from a trained network's file (issue 49; research, not in the package): a policy–value
 * network of `train.py` plays its most probable legal action (`networkBot`), a policy anchored on
 * the heuristic of `train-anchored.py` the best-scored of the heuristic's few best
 * (`anchoredBot`), and a value of whole worlds of `train-value.py` (it reads `STATE_FEATURES`
 * numbers and has a one-row policy head) is `hard`'s search — its worlds, candidates and cut-off
 * — with that value in place of the shipped one. Each reads the seat's view only. The file is
 * checked on reading: the anchored format by `readAnchoredPolicy`, a network by `readNetwork`.
 */
import { tortuga1667, type T1667Action, type T1667View } from '../../src/index.js';
import { encoding } from '../../src/rl/index.js';
import type { Bot } from '../../src/bots/bot.js';
import { readNetwork } from '../../src/bots/network/network-file.js';
import { networkBot } from '../../src/bots/network/network-bot.js';
import type { PolicyValueNetwork } from '../../src/bots/network/dense-network.js';
import { ismctsBot } from '../../src/bots/ismcts.js';
import { LEVEL_SETTINGS } from '../../src/bots/levels.js';
import { LEARNED_PLAYOUT_DEPTH, SEARCH_DEFAULTS, T1667_SCORING } from '../../src/bots/search-bots.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { t1667NetworkEstimate } from '../../src/bots/t1667-learned-value.js';
import { STATE_FEATURES } from '../../src/bots/t1667-state-features.js';
import { ANCHORED_FORMAT, anchoredBot, readAnchoredPolicy, type AnchoredPolicy } from './anchored-policy.js';

/** A learned file as read: an anchored policy, a plain policy network (`anchored` null), or a value of whole worlds (`value` true). */
export interface LearnedPolicy {
  readonly anchored: AnchoredPolicy | null;
  readonly network: PolicyValueNetwork;
  /** A value over `STATE_FEATURES` (train-value.py): played as `hard`'s search judged by it. */
  readonly value: boolean;
}

/** Reads and checks a policy's file (JSON text of either format). */
export function readLearnedPolicy(text: string): LearnedPolicy {
  const file = JSON.parse(text) as unknown;
  const format = typeof file === 'object' && file !== null && Object.hasOwn(file, 'format') ? (file as { format: unknown }).format : undefined;
  if (format === ANCHORED_FORMAT) {
    const anchored = readAnchoredPolicy(file);
    return { anchored, network: anchored.network, value: false };
  }
  const network = readNetwork(file);
  const value = network.inputs === STATE_FEATURES && network.policy.outputs === 1 && network.value.outputs === 3;
  return { anchored: null, network, value };
}

/**
 * `hard`'s search (reproducible: its fixed worlds, its candidates — more at crowded tables — and
 * playouts cut off after `LEARNED_PLAYOUT_DEPTH` decisions) judged by `network` instead of the
 * shipped value: with the shipped network's file it plays as `hard` game for game.
 */
export function valueSearchBot(network: PolicyValueNetwork, players: number): Bot<T1667View, T1667Action> {
  const { iterations, candidates, crowded } = LEVEL_SETTINGS.hard;
  return ismctsBot(
    tortuga1667,
    { ...T1667_SCORING, estimate: t1667NetworkEstimate(network) },
    {
      ...SEARCH_DEFAULTS,
      playoutBot: t1667HeuristicBot(),
      prior: t1667HeuristicBot(),
      iterations,
      candidates: crowded !== undefined && players >= crowded.players ? crowded.candidates : candidates,
      playoutDepth: LEARNED_PLAYOUT_DEPTH,
    },
  );
}

/** The bot that plays `policy` at a table of `players` seats, named `name`. */
export function learnedBot(policy: LearnedPolicy, players: number, name: string): Bot<T1667View, T1667Action> {
  if (policy.value) return { ...valueSearchBot(policy.network, players), name };
  const inputs = encoding(tortuga1667, { players } as never) as never;
  const bot = policy.anchored === null ? networkBot<T1667View, T1667Action>(policy.network, inputs) : anchoredBot(policy.anchored, inputs);
  return { ...bot, name };
}
