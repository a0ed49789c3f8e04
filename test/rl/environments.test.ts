import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/core/engine/rng.js';
import { tortugaDice } from '../../src/dice/game.js';
import { encoding } from '../../src/rl/encoding.js';
import { aecEnv, vectorEnv } from '../../src/rl/environments.js';
import type { AecEnv } from '../../src/rl/aec-env.js';
import type { BaseAction, BaseConfig, Game } from '../../src/core/engine/game.js';
import type { Encoding } from '../../src/rl/encoding.js';

type AnyGame = Game<BaseConfig, unknown, BaseAction, unknown, unknown>;
type AnyEncoding = Encoding<unknown, BaseAction, unknown>;
import { tortuga1667 } from '../../src/t1667/game.js';

/** Picks a random set bit of a mask. */
function pick(mask: Uint8Array, rng: ReturnType<typeof seedRng>): number {
  const ids: number[] = [];
  mask.forEach((bit, id) => bit === 1 && ids.push(id));
  return ids[nextInt(rng, ids.length)]!;
}

describe('the PettingZoo-AEC-shaped environment', () => {
  for (const [module, players] of [
    [tortuga1667, 5],
    [tortuga1667, 2],
    [tortugaDice, 4],
  ] as const) {
    const game = module as unknown as AnyGame;
    it(`${game.name}, ${players} players: a whole game by agent_iter / last / step, the same game apply plays, returns as rewards`, () => {
      const config = { players, seed: `aec-${game.name}-${players}` };
      const env = aecEnv(module as never, config as never) as unknown as AecEnv<BaseConfig, unknown, BaseAction, unknown>;
      const enc = encoding(module as never, config) as unknown as AnyEncoding;
      const rng = seedRng('aec');
      let state = game.setup(config);
      let steps = 0;
      const left: string[] = [];
      for (const agent of env.agentIter(100_000)) {
        const { observation, reward, termination, truncation } = env.last();
        expect(observation.observation).toHaveLength(enc.observationShape[0]);
        if (termination || truncation) {
          expect(reward).toBe(enc.returns(state)[Number(agent.slice(7))]);
          left.push(agent);
          env.step(null);
          continue;
        }
        const seat = Number(agent.slice(7));
        // The agent is the lowest seat the game waits for; its mask is its legal actions.
        expect(seat).toBe(Math.min(...game.toAct(state)));
        expect([...observation.action_mask].reduce((a, b) => a + b, 0)).toBe(game.legalActions(state, seat).length);
        const id = pick(observation.action_mask, rng);
        state = game.apply(state, enc.actionAt(state, seat, id)!);
        env.step(id);
        expect(env.currentState).toEqual(state);
        steps++;
      }
      expect(game.outcome(state)).not.toBeNull();
      expect(left.sort()).toEqual(env.possibleAgents.slice().sort());
      expect(env.agents).toEqual([]);
      expect(steps).toBeGreaterThan(10);
    });
  }

  it('refuses an illegal id, a step for a done agent, and an unknown agent', () => {
    const env = aecEnv(tortugaDice, { players: 2, seed: 'refuse' });
    const { observation } = env.last();
    expect(() => env.step(observation.action_mask.indexOf(0))).toThrow(RangeError);
    expect(() => env.step(null)).toThrow(/not done/);
    expect(() => env.observe('player_9')).toThrow(RangeError);
  });
});

describe('the vector environment', () => {
  for (const [module, players, observations] of [
    [tortuga1667, 5, false],
    [tortuga1667, 3, true],
    [tortugaDice, 4, true],
  ] as const) {
    const game = module as unknown as AnyGame;
    it(`${game.name}: 16 games in lockstep with masks${observations ? ' and observations' : ''}, auto-reset, seeds <seed>/<i>`, () => {
      const config = { players, seed: 'unused' };
      const env = vectorEnv(module as never, config as never, { count: 16, seed: 'vec', observations });
      const enc = encoding(module as never, config) as unknown as AnyEncoding;
      const A = enc.numDistinctActions;
      let step = env.reset();
      // Slot 3's first game is the game dealt with <seed>/3.
      const first = game.setup({ ...config, seed: 'vec/3' });
      expect(step.players[3]).toBe(Math.min(...game.toAct(first)));
      expect([...step.masks.subarray(3 * A, 4 * A)]).toEqual([...enc.legalMask(first, step.players[3]!)]);
      const rng = seedRng('vec');
      let rewardsSeen = 0;
      // Two slots shadowed by `apply` on the engine's own states: the same seat, mask, observation and returns at every step.
      const shadows = [0, 5].map((slot) => ({ slot, games: 1, state: game.setup({ ...config, seed: `vec/${slot}` }) }));
      const O = enc.observationShape[0];
      for (let t = 0; t < 3000; t++) {
        const actions = Array.from({ length: 16 }, (_, i) => pick(step.masks.subarray(i * A, (i + 1) * A), rng));
        for (const shadow of shadows) shadow.state = game.apply(shadow.state, enc.actionAt(shadow.state, step.players[shadow.slot]!, actions[shadow.slot]!)!);
        step = env.step(actions);
        for (const shadow of shadows) {
          const i = shadow.slot;
          if (game.outcome(shadow.state) !== null) {
            expect(step.dones[i]).toBe(1);
            expect([...step.rewards.subarray(i * players, (i + 1) * players)]).toEqual(enc.returns(shadow.state));
            shadow.state = game.setup({ ...config, seed: `vec/${shadow.games++ * 16 + i}` });
          } else expect(step.dones[i]).toBe(0);
          const seat = step.players[i]!;
          expect(seat).toBe(Math.min(...game.toAct(shadow.state)));
          expect([...step.masks.subarray(i * A, (i + 1) * A)]).toEqual([...enc.legalMask(shadow.state, seat)]);
          if (observations) expect([...step.observations.subarray(i * O, (i + 1) * O)]).toEqual([...enc.observationTensor(game.viewFor(shadow.state, seat))]);
        }
        for (let i = 0; i < 16; i++) {
          if (step.dones[i] === 1) rewardsSeen += [...step.rewards.subarray(i * players, (i + 1) * players)].filter((r) => r !== 0).length;
          if (observations) expect(step.observations.subarray(i * enc.observationShape[0], (i + 1) * enc.observationShape[0]).some((v) => v > 0)).toBe(true);
        }
      }
      expect(step.finished).toBeGreaterThan(0);
      for (const shadow of shadows) expect(shadow.games).toBeGreaterThan(2);
      expect(rewardsSeen).toBeGreaterThan(0);
      expect(() => env.step([0])).toThrow(RangeError);
    });
  }
});
