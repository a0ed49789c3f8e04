/**
 * A bot that plays by a policy–value network's policy (issue 49): from the seat's view only — its
 * information-state tensor and its legal actions' ids — it takes the most probable legal action,
 * or with `sample`, draws one by the probabilities (for playouts and self-play).
 */
import { nextFloat, type RngState } from '../../core/engine/rng.js';
import type { Bot, DecisionView } from '../bot.js';
import { evaluate, type PolicyValueNetwork } from './dense-network.js';

/** What the bot needs of a game's encoding (`tortuga-rules/rl`): the tensor of a view and an action's id. */
export interface NetworkInputs<View, Action> {
  informationStateTensor(view: View, out?: Float32Array): Float32Array;
  actionIndex(action: Action): number;
}

/** A bot that plays by `network`'s policy. */
export function networkBot<View extends DecisionView<Action>, Action>(
  network: PolicyValueNetwork,
  inputs: NetworkInputs<View, Action>,
  options: { readonly sample?: boolean; readonly name?: string } = {},
): Bot<View, Action> {
  const tensor = new Float32Array(network.inputs);
  const scratch: Float32Array[] = [];
  return {
    name: options.name ?? 'network',
    choose(view: View, rng: RngState): Action {
      const actions = view.decision!.actions;
      if (actions.length === 1) return actions[0]!;
      const { policy } = evaluate(
        network,
        inputs.informationStateTensor(view, tensor),
        actions.map((a) => inputs.actionIndex(a)),
        scratch,
      );
      let pick = 0;
      if (options.sample === true) {
        let left = nextFloat(rng);
        while (pick < policy.length - 1 && (left -= policy[pick]!) > 0) pick++;
      } else for (let k = 1; k < policy.length; k++) if (policy[k]! > policy[pick]!) pick = k;
      return actions[pick]!;
    },
  };
}
