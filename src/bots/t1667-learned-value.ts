/**
 * The search's learned value for Tortuga 1667 (issue 49): each team's chance to win from a whole
 * sampled world (`t1667-state-features.ts`), by a small network per player count trained on games
 * of the medium bots (`training/` in the source repository). A playout cut off before the end is
 * judged by it instead of the chest count alone. The shipped weights (`network/t1667-value-weights.ts`)
 * are read and checked when a player count's value is first asked for — format, sizes, checksum,
 * finite numbers, and that they read these features and give three teams; weights that fail it
 * are refused with a `NetworkFileError`. A count without weights has no learned value (the search
 * then judges by the chests).
 */
import type { PlayerId } from '../core/engine/game.js';
import type { T1667State } from '../t1667/types.js';
import { evaluate, type PolicyValueNetwork } from './network/dense-network.js';
import { NetworkFileError, readNetwork } from './network/network-file.js';
import { T1667_VALUE_WEIGHTS } from './network/t1667-value-weights.js';
import { LOYALTY_INDEX, STATE_FEATURES, stateFeatures } from './t1667-state-features.js';

const networks = new Map<number, PolicyValueNetwork | null>();

/**
 * The checked value network for a player count, or null when none is shipped. Throws a
 * `NetworkFileError` whenever shipped weights fail their check (a damaged package): such weights
 * are never used, and never silently replaced by the chest count.
 */
export function t1667ValueNetwork(players: number): PolicyValueNetwork | null {
  if (networks.has(players)) return networks.get(players)!;
  const file = Object.hasOwn(T1667_VALUE_WEIGHTS, players) ? T1667_VALUE_WEIGHTS[players] : undefined;
  const network = file === undefined ? null : readNetwork(file);
  if (network !== null && network.inputs !== STATE_FEATURES)
    throw new NetworkFileError(`the value for ${players} players reads ${network.inputs} features, not ${STATE_FEATURES}.`);
  if (network !== null && network.value.outputs !== 3)
    throw new NetworkFileError(`the value for ${players} players gives ${network.value.outputs} teams, not 3.`);
  networks.set(players, network);
  return network;
}

/** A cut-off estimate: the chance that `seat`'s team wins the sampled world `state`. */
export type T1667Estimate = (state: T1667State, seat: PlayerId) => number;

/**
 * A cut-off estimate for the search: the chance that `seat`'s team wins the sampled world
 * `state`, by the learned value of its player count, or by `fallback` where there is none.
 */
export function t1667LearnedEstimate(fallback: T1667Estimate): T1667Estimate {
  const byCount = new Map<number, T1667Estimate>();
  return (state, seat) => {
    let estimate = byCount.get(state.players);
    if (estimate === undefined) {
      const network = t1667ValueNetwork(state.players); // throws for damaged weights, every time
      estimate = network === null ? fallback : t1667NetworkEstimate(network);
      byCount.set(state.players, estimate);
    }
    return estimate(state, seat);
  };
}

/**
 * A cut-off estimate by a given value network over the world's features (`stateFeatures`, or
 * `features` for a network that reads others, written into an array of its input size): each
 * team's chance, in the order British, French, Dutch. A world's value is worked out once and read
 * for every seat.
 */
export function t1667NetworkEstimate(
  network: PolicyValueNetwork,
  features: (state: T1667State, out: Float32Array<ArrayBuffer>) => Float32Array = stateFeatures,
): T1667Estimate {
  const input = new Float32Array(network.inputs);
  const scratch: Float32Array[] = [];
  let last: { state: T1667State; decisions: number; value: Float32Array } | null = null;
  return (state, seat) => {
    if (last === null || last.state !== state || last.decisions !== state.decisions)
      last = { state, decisions: state.decisions, value: evaluate(network, features(state, input), [], scratch).value };
    return last.value[LOYALTY_INDEX[state.seats[seat]!.loyalty]]!;
  };
}
