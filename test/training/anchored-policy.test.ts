/**
 * The policy anchored on the heuristic (issue 49, `training/t1667/anchored-policy.ts`): with
 * nothing learned it plays the heuristic's first choice at every decision, a bias for a place in the
 * heuristic's ranking moves it there, it never leaves the heuristic's best few, and a damaged or
 * unknown file is refused, naming what is wrong.
 */
import { describe, expect, it } from 'vitest';
import type { DenseLayer, PolicyValueNetwork } from '../../src/bots/network/dense-network.js';
import { writeNetwork } from '../../src/bots/network/network-file.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { encoding } from '../../src/rl/index.js';
import { seedRng, tortuga1667, type T1667Action, type T1667View } from '../../src/index.js';
import { ANCHORED_FORMAT, anchoredBot, readAnchoredPolicy } from '../../training/t1667/anchored-policy.js';
import { playSeededGame } from '../../training/t1667/seeded-game.js';

const PLAYERS = 4;
const enc = encoding(tortuga1667, { players: PLAYERS } as never);
const [inputs] = enc.informationStateShape;

/** A network whose every weight and bias is `w`: it scores every action alike. */
function flatNetwork(w: number): PolicyValueNetwork {
  const layer = (ins: number, outs: number): DenseLayer => ({
    inputs: ins,
    outputs: outs,
    weights: new Int8Array(ins * outs).fill(w),
    scales: new Float32Array(outs).fill(0.001),
    bias: new Float32Array(outs).fill(w),
  });
  return { inputs: inputs!, trunk: [layer(inputs!, 8)], policy: layer(8, enc.numDistinctActions), value: layer(8, 3) };
}

function file(rankBias: readonly number[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { format: ANCHORED_FORMAT, candidates: rankBias.length, scale: 10, rankBias, network: writeNetwork(flatNetwork(1), 'flat'), ...extra };
}

/** Every view with a choice in two seeded heuristic games, and the heuristic's ranking of it. */
function choices(): { view: T1667View; ranked: readonly T1667Action[] }[] {
  const heuristic = t1667HeuristicBot();
  const out: { view: T1667View; ranked: readonly T1667Action[] }[] = [];
  for (let g = 0; g < 2; g++)
    playSeededGame('anchored', g, PLAYERS, (_who, view, rng) => {
      const ranked = heuristic.rank(view);
      if (ranked.length > 1) out.push({ view, ranked });
      return heuristic.choose(view, rng);
    });
  return out;
}

describe('the policy anchored on the heuristic (issue 49)', () => {
  const seen = choices();

  it('with nothing learned plays the heuristic’s first choice at every decision of two games', () => {
    const bot = anchoredBot(readAnchoredPolicy(file([0, -1, -1, -1])), enc as never);
    expect(seen.length).toBeGreaterThan(100);
    for (const { view, ranked } of seen) expect(bot.choose(view, seedRng('unused'))).toEqual(ranked[0]);
  });

  it('moves to the place in the heuristic’s ranking its bias favours, never beyond its candidates', () => {
    const second = anchoredBot(readAnchoredPolicy(file([-1, 0, -1, -1])), enc as never);
    const tenth = anchoredBot(readAnchoredPolicy(file([-1, -1, -1, -1, -1, -1, -1, -1, -1, 0])), enc as never);
    for (const { view, ranked } of seen) {
      expect(second.choose(view, seedRng('unused'))).toEqual(ranked[1]);
      expect(tenth.choose(view, seedRng('unused'))).toEqual(ranked[ranked.length >= 10 ? 9 : 0]);
    }
  });

  it('refuses a file with an unknown key, another format, a bias per candidate missing or not finite, a scale out of bounds, or a damaged network', () => {
    expect(() => readAnchoredPolicy(file([0, 0], { extra: 1 }))).toThrow(/unknown key "extra"/);
    expect(() => readAnchoredPolicy(file([0, 0], { format: 'x' }))).toThrow(/format is tortuga-rules\/anchored-policy@0/);
    expect(() => readAnchoredPolicy(file([0, 0], { candidates: 3 }))).toThrow(/a finite number per candidate/);
    expect(() => readAnchoredPolicy(file([0, Number.NaN]))).toThrow(/a finite number per candidate/);
    expect(() => readAnchoredPolicy(file([0, 0], { candidates: 0, rankBias: [] }))).toThrow(/whole number from 1 to 16/);
    expect(() => readAnchoredPolicy(file([0, 0], { scale: 'ten' }))).toThrow(/scale is a number above 0/);
    const damaged = file([0, 0]);
    damaged.network = { ...(damaged.network as object), crc32: '00000000' };
    expect(() => readAnchoredPolicy(damaged)).toThrow(/checksum/);
    expect(() => readAnchoredPolicy([])).toThrow(/is an object/);
  });
});
