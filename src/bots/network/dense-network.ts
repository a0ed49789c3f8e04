/**
 * A small policy–value network for bots, in plain TypeScript (issue 49): dense layers over
 * `Float32Array`, no runtime dependency. A trunk of ReLU layers reads a seat's information-state
 * tensor (`tortuga-rules/rl`); a policy head scores action ids — only the legal ones are computed,
 * so a decision with a handful of choices costs a handful of rows — and a value head gives each
 * team its chance to win (a sigmoid each). Weights are stored as 8-bit integers with a scale per
 * row (`network-file.ts`) and multiplied as such: a quarter of the memory of floats, the same sums.
 */

/** One dense layer: `outputs` rows of `inputs` weights (8-bit, times the row's scale) and a bias each. */
export interface DenseLayer {
  readonly inputs: number;
  readonly outputs: number;
  /** `outputs × inputs` weights, row by row. */
  readonly weights: Int8Array;
  /** Each row's scale: weight = `weights[row × inputs + i] × scales[row]`. */
  readonly scales: Float32Array;
  readonly bias: Float32Array;
}

/** A policy–value network. */
export interface PolicyValueNetwork {
  /** The size of the input tensor. */
  readonly inputs: number;
  /** The ReLU layers, in order (the first reads the input). */
  readonly trunk: readonly DenseLayer[];
  /** One row per action id. */
  readonly policy: DenseLayer;
  /** One row per team. */
  readonly value: DenseLayer;
}

/** What one evaluation gives: the legal actions' probabilities (in the order asked) and each team's value. */
export interface Evaluation {
  readonly policy: Float32Array;
  readonly value: Float32Array;
}

/** One row of a layer times `input`, plus the row's bias. */
function row(layer: DenseLayer, r: number, input: Float32Array): number {
  const { weights, inputs } = layer;
  let sum = 0;
  const start = r * inputs;
  for (let i = 0; i < inputs; i++) sum += weights[start + i]! * input[i]!;
  return sum * layer.scales[r]! + layer.bias[r]!;
}

/**
 * The first layer's weights column by column, scales applied (`inputs × outputs` floats), made
 * once per layer: the input tensors are mostly zeros, so the first layer adds up only the columns
 * of the inputs that are not — a few times fewer multiplications than row by row.
 */
const columnsOf = new WeakMap<DenseLayer, Float32Array>();
function columns(layer: DenseLayer): Float32Array {
  let out = columnsOf.get(layer);
  if (out === undefined) {
    out = new Float32Array(layer.inputs * layer.outputs);
    for (let r = 0; r < layer.outputs; r++)
      for (let i = 0; i < layer.inputs; i++) out[i * layer.outputs + r] = layer.weights[r * layer.inputs + i]! * layer.scales[r]!;
    columnsOf.set(layer, out);
  }
  return out;
}

/** The trunk's last activations for an input (`scratch` reused between calls when given). */
function trunkOf(network: PolicyValueNetwork, input: Float32Array, scratch: Float32Array[]): Float32Array {
  if (input.length !== network.inputs) throw new RangeError(`the network reads ${network.inputs} inputs, not ${input.length}.`);
  let current = input;
  network.trunk.forEach((layer, index) => {
    const out = (scratch[index] ??= new Float32Array(layer.outputs));
    if (index === 0) {
      const weights = columns(layer);
      const width = layer.outputs;
      out.set(layer.bias);
      for (let i = 0; i < layer.inputs; i++) {
        const v = current[i]!;
        if (v === 0) continue;
        const start = i * width;
        for (let r = 0; r < width; r++) out[r] = out[r]! + weights[start + r]! * v;
      }
      for (let r = 0; r < width; r++) out[r] = Math.max(0, out[r]!);
    } else for (let r = 0; r < layer.outputs; r++) out[r] = Math.max(0, row(layer, r, current));
    current = out;
  });
  return current;
}

/**
 * Evaluates the network on `input` for the legal action ids `legal` (ascending or not, each
 * below the policy's rows): their probabilities (a softmax over those ids only) and each team's
 * chance to win. `scratch` holds the trunk's activations between calls (one array per layer).
 */
export function evaluate(network: PolicyValueNetwork, input: Float32Array, legal: readonly number[], scratch: Float32Array[] = []): Evaluation {
  const hidden = trunkOf(network, input, scratch);
  const policy = new Float32Array(legal.length);
  let top = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < legal.length; k++) {
    const id = legal[k]!;
    if (!Number.isInteger(id) || id < 0 || id >= network.policy.outputs)
      throw new RangeError(`action id ${id} is not one of the network's ${network.policy.outputs}.`);
    policy[k] = row(network.policy, id, hidden);
    top = Math.max(top, policy[k]!);
  }
  let total = 0;
  for (let k = 0; k < policy.length; k++) total += policy[k] = Math.exp(policy[k]! - top);
  for (let k = 0; k < policy.length; k++) policy[k] = policy[k]! / total;
  const value = new Float32Array(network.value.outputs);
  for (let t = 0; t < value.length; t++) value[t] = 1 / (1 + Math.exp(-row(network.value, t, hidden)));
  return { policy, value };
}
