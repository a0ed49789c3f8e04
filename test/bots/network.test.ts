/**
 * The bots' policy–value network (issue 49): evaluation equals the same sums done plainly,
 * only legal ids are scored and their probabilities add up to one, and a stored network is read
 * back exactly — while a damaged or edited file is refused, naming what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, type DenseLayer, type PolicyValueNetwork } from '../../src/bots/network/dense-network.js';
import { crc32, NetworkFileError, readNetwork, writeNetwork } from '../../src/bots/network/network-file.js';
import { networkBot } from '../../src/bots/network/network-bot.js';
import { encoding } from '../../src/rl/index.js';
import { nextFloat, seedRng, tortuga1667 } from '../../src/index.js';

/** A network of random weights, seeded. */
function randomNetwork(inputs: number, hidden: readonly number[], actions: number, teams: number, seed: string): PolicyValueNetwork {
  const rng = seedRng(seed);
  const layer = (ins: number, outs: number): DenseLayer => ({
    inputs: ins,
    outputs: outs,
    weights: Int8Array.from({ length: ins * outs }, () => Math.floor(nextFloat(rng) * 255) - 127),
    scales: Float32Array.from({ length: outs }, () => (0.5 + nextFloat(rng)) / 127 / Math.sqrt(ins)),
    bias: Float32Array.from({ length: outs }, () => nextFloat(rng) - 0.5),
  });
  const sizes = [inputs, ...hidden];
  return {
    inputs,
    trunk: hidden.map((outs, i) => layer(sizes[i]!, outs)),
    policy: layer(sizes[sizes.length - 1]!, actions),
    value: layer(sizes[sizes.length - 1]!, teams),
  };
}

/** The same evaluation done plainly, in doubles, over every action id. */
function plain(network: PolicyValueNetwork, input: Float32Array): { logits: number[]; value: number[] } {
  const apply = (layer: DenseLayer, x: readonly number[]): number[] =>
    Array.from({ length: layer.outputs }, (_, r) => x.reduce((sum, v, i) => sum + layer.weights[r * layer.inputs + i]! * layer.scales[r]! * v, layer.bias[r]!));
  let x = [...input];
  for (const layer of network.trunk) x = apply(layer, x).map((v) => Math.max(0, v));
  return { logits: apply(network.policy, x), value: apply(network.value, x).map((v) => 1 / (1 + Math.exp(-v))) };
}

describe('the bots’ policy–value network', () => {
  const network = randomNetwork(40, [16, 12], 30, 3, 'net');
  const input = Float32Array.from({ length: 40 }, (_, i) => ((i * 7) % 5) / 4);

  it('scores only the legal ids, as a softmax over them, and values each team: the same as the sums done plainly', () => {
    const legal = [29, 3, 17, 4];
    const { policy, value } = evaluate(network, input, legal);
    const { logits, value: expected } = plain(network, input);
    const top = Math.max(...legal.map((id) => logits[id]!));
    const exp = legal.map((id) => Math.exp(logits[id]! - top));
    const total = exp.reduce((a, b) => a + b, 0);
    legal.forEach((_, k) => expect(policy[k]).toBeCloseTo(exp[k]! / total, 5));
    expect(policy.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expected.forEach((v, t) => expect(value[t]).toBeCloseTo(v, 5));
    expect(evaluate(network, input, [7]).policy[0]).toBe(1);
  });

  it('refuses an input of another size and an action id it does not have', () => {
    expect(() => evaluate(network, new Float32Array(39), [0])).toThrow(/reads 40 inputs, not 39/);
    expect(() => evaluate(network, input, [30])).toThrow(/action id 30 is not one of the network's 30/);
  });

  it('reads Tortuga 1667’s information-state tensor (5 players) with a policy over every action id', () => {
    const enc = encoding(tortuga1667, { players: 5 } as never);
    const [size] = enc.informationStateShape;
    const net = randomNetwork(size, [64], enc.numDistinctActions, 3, '1667');
    const state = tortuga1667.setup({ players: 5, seed: 'n' });
    const seat = tortuga1667.toAct(state)[0]!;
    const legal = enc.legalActionIds(state, seat);
    const out = evaluate(net, enc.informationStateTensor(tortuga1667.viewFor(state, seat)), legal);
    expect(out.policy).toHaveLength(legal.length);
    expect(out.policy.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
  });

  it('plays from a seat’s view only: the most probable legal action, or one drawn by the probabilities', () => {
    const enc = encoding(tortuga1667, { players: 4 } as never);
    const net = randomNetwork(enc.informationStateShape[0], [32], enc.numDistinctActions, 3, 'bot');
    const greedy = networkBot(net, enc as never);
    const sampled = networkBot(net, enc as never, { sample: true });
    let state = tortuga1667.setup({ players: 4, seed: 'net-bot' });
    const rng = seedRng('net-bot');
    let sampledOnce = false;
    for (let step = 0; step < 40 && tortuga1667.outcome(state) === null; step++) {
      const seat = tortuga1667.toAct(state)[0]!;
      const view = tortuga1667.viewFor(state, seat);
      const legal = view.decision!.actions.map((a) => JSON.stringify(a));
      const choice = greedy.choose(view as never, rng);
      expect(legal).toContain(JSON.stringify(choice));
      expect(greedy.choose(view as never, seedRng('other'))).toEqual(choice); // greedy: the rng plays no part
      const probabilities = evaluate(
        net,
        enc.informationStateTensor(view),
        view.decision!.actions.map((a) => enc.actionIndex(a)),
      ).policy;
      expect(legal.indexOf(JSON.stringify(choice))).toBe(probabilities.indexOf(Math.max(...probabilities)));
      if (!sampledOnce && legal.length >= 3) {
        // Drawn 2,000 times, each action about as often as its probability says.
        sampledOnce = true;
        const counts = new Map<string, number>();
        for (let k = 0; k < 2000; k++) {
          const key = JSON.stringify(sampled.choose(view as never, rng));
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        legal.forEach((key, k) => expect(Math.abs((counts.get(key) ?? 0) / 2000 - probabilities[k]!)).toBeLessThan(0.04));
      }
      state = tortuga1667.apply(state, choice as never);
    }
    expect(sampledOnce).toBe(true);
  });

  it('is stored and read back exactly', () => {
    const file = JSON.parse(JSON.stringify(writeNetwork(network, 'test/net'))) as unknown;
    const back = readNetwork(file);
    expect(back).toEqual(network);
    expect(evaluate(back, input, [1, 2, 3])).toEqual(evaluate(network, input, [1, 2, 3]));
  });

  it('refuses a damaged or edited file, naming what is wrong', () => {
    const good = writeNetwork(network, 'test/net');
    const bytes = Uint8Array.from(atob(good.data), (c) => c.charCodeAt(0));
    const edit = (change: (bytes: Uint8Array) => void, crc: boolean): unknown => {
      const copy = bytes.slice();
      change(copy);
      let binary = '';
      for (const b of copy) binary += String.fromCharCode(b);
      return { ...good, data: btoa(binary), crc32: crc ? crc32(copy) : good.crc32 };
    };
    const nanScale = edit((b) => new DataView(b.buffer).setFloat32(40 * 16, Number.NaN, true), true);
    const cases: [unknown, RegExp][] = [
      [null, /the file is not an object/],
      [{ ...good, extra: 1 }, /the file has an unknown key "extra"/],
      [JSON.parse(`{"__proto__": {}, ${JSON.stringify(good).slice(1)}`), /unknown key "__proto__"/],
      [{ ...good, format: 'tortuga-rules/network@0' }, /format is not tortuga-rules\/network@1/],
      [{ ...good, inputs: 41 }, /layer 0 reads 40 values, but is given 41/],
      [{ ...good, layers: good.layers.slice(1) }, /layer 0 reads 16 values, but is given 40/],
      [{ ...good, layers: [...good.layers].reverse() }, /trunk layers, then a policy head, then a value head/],
      [{ ...good, layers: good.layers.map((l, i) => (i === 0 ? { ...l, outputs: 1e9 } : l)) }, /outputs is not a whole number from 1 to 4096/],
      [{ ...good, data: good.data.slice(8) }, /not the \d+ bytes its layers need/],
      [{ ...good, data: '%%%' }, /data is not base64/],
      [edit((b) => (b[5] = b[5]! ^ 1), false), /checksum does not match its data/],
      [nanScale, /layer 0 holds a scale or bias that is not a finite number/],
    ];
    for (const [file, message] of cases) {
      expect(() => readNetwork(file)).toThrow(NetworkFileError);
      expect(() => readNetwork(file)).toThrow(message);
    }
  });
});
