/**
 * The policy anchored on the heuristic (issue 49, `training/t1667/anchored-policy.ts`): with
 * nothing learned it plays the heuristic's first choice at every decision, a bias for a place in the
 * heuristic's ranking moves it there, it never leaves the heuristic's best few, limited to one kind
 * of decision it is the heuristic bot itself at every other, it reads the observation tensor when
 * told to, and a damaged or unknown file is refused, naming what is wrong.
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
function flatNetwork(w: number, size = inputs!): PolicyValueNetwork {
  const layer = (ins: number, outs: number): DenseLayer => ({
    inputs: ins,
    outputs: outs,
    weights: new Int8Array(ins * outs).fill(w),
    scales: new Float32Array(outs).fill(0.001),
    bias: new Float32Array(outs).fill(w),
  });
  return { inputs: size, trunk: [layer(size, 8)], policy: layer(8, enc.numDistinctActions), value: layer(8, 3) };
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

  it('with nothing learned plays as the heuristic bot at every decision of two games, its ties broken by the generator', () => {
    const bot = anchoredBot(readAnchoredPolicy(file([0, -1, -1, -1])), enc as never);
    const heuristic = t1667HeuristicBot();
    expect(seen.length).toBeGreaterThan(100);
    seen.forEach(({ view }, i) => expect(bot.choose(view, seedRng(`tie/${i}`))).toEqual(heuristic.choose(view, seedRng(`tie/${i}`))));
  });

  it('moves to the place in the heuristic’s ranking its bias favours, never beyond its candidates', () => {
    const second = anchoredBot(readAnchoredPolicy(file([-1, 0, -1, -1])), enc as never);
    const tenth = anchoredBot(readAnchoredPolicy(file([-1, -1, -1, -1, -1, -1, -1, -1, -1, 0])), enc as never);
    const heuristic = t1667HeuristicBot();
    seen.forEach(({ view, ranked }, i) => {
      expect(second.choose(view, seedRng('unused'))).toEqual(ranked[1]);
      // Fewer than ten legal: its first, played as the heuristic bot plays it.
      const tenthChoice = tenth.choose(view, seedRng(`tie/${i}`));
      expect(tenthChoice).toEqual(ranked.length >= 10 ? ranked[9] : heuristic.choose(view, seedRng(`tie/${i}`)));
    });
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
    expect(() => readAnchoredPolicy(file([0, 0], { input: 'log' }))).toThrow(/input is one of informationState, observation/);
    expect(() => readAnchoredPolicy(file([0, 0], { only: 'attack;' }))).toThrow(/only is null or an action type/);
    expect(() => readAnchoredPolicy(file([0, 0], { only: 7 }))).toThrow(/only is null or an action type/);
    expect(() => anchoredBot(readAnchoredPolicy(file([0, 0], { only: 'ambush' })), enc as never)).toThrow(
      /only is an action type \(.*attack.*\), not "ambush"/,
    );
    // A network of the wrong size for the tensor it is said to read.
    expect(() => anchoredBot(readAnchoredPolicy(file([0, 0], { input: 'observation' })), enc as never)).toThrow(
      /reads 507 numbers, the table's observation tensor has 436/,
    );
  });

  it('limited to attacks (T67-ACT-ATTACK) leaves the heuristic only where its first is an attack, and is the heuristic bot elsewhere', () => {
    const [observed] = enc.observationShape;
    const policy = file([-1, 0], { only: 'attack', input: 'observation', network: writeNetwork(flatNetwork(1, observed), 'flat') });
    const bot = anchoredBot(readAnchoredPolicy(policy), enc as never);
    const heuristic = t1667HeuristicBot();
    let attacks = 0;
    seen.forEach(({ view, ranked }, i) => {
      const chosen = bot.choose(view, seedRng(`tie/${i}`));
      if (ranked[0]!.type === 'attack') {
        attacks++;
        expect(chosen).toEqual(ranked[1]);
      } else expect(chosen).toEqual(heuristic.choose(view, seedRng(`tie/${i}`)));
    });
    expect(attacks).toBeGreaterThan(0);
  });
});
