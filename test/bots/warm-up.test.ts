import { describe, expect, it } from 'vitest';
import { botFor } from '../../src/bots/levels.js';
import { WARM_UP_WORLDS, warmUpBots, warmUpSteps } from '../../src/bots/warm-up.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { playRandom } from '../support/conformance.js';

describe('warmUpBots and warmUpSteps: the search bots warmed up before their first real decisions', () => {
  it('steps a decision at a time until about the worlds asked are searched, and none for 0', () => {
    const steps = (worlds: number): number => [...warmUpSteps(worlds)].length;
    expect(steps(0)).toBe(0);
    // 300 worlds are six searching decisions of 50 worlds; the steps between them are decisions with one legal action.
    const few = steps(300);
    expect(few).toBeGreaterThanOrEqual(6);
    expect(few).toBeLessThan(steps(1_000));
    expect(WARM_UP_WORLDS).toBe(10_000);
  });

  it('a count that is not a whole number from 0 to 10,000,000 is refused at the call, naming it', () => {
    for (const bad of [-1, 1.5, Number.NaN, 10_000_001, '5' as never]) {
      expect(() => warmUpBots(bad), String(bad)).toThrow(/warm-up takes a whole number of sampled worlds from 0 to 10,000,000, not/);
      expect(() => warmUpSteps(bad), String(bad)).toThrow(RangeError); // at the call, not at the first step
    }
  });

  it('changes no decision: a bot decides the same from the same view before and after it', () => {
    const { states } = playRandom(tortuga1667, { players: 4, seed: 'warm-up-test' }, 'warm-up-run');
    const state = states.find((s) => tortuga1667.toAct(s).some((seat) => tortuga1667.legalActions(s, seat).length > 3))!;
    const view = tortuga1667.viewFor(
      state,
      tortuga1667.toAct(state).find((seat) => tortuga1667.legalActions(state, seat).length > 3)!,
    );
    const decide = (): unknown => botFor(tortuga1667, 'hard', { iterations: 40 }).choose(view, seedRng('warm-up-test'));
    const before = decide();
    warmUpBots(200);
    expect(decide()).toEqual(before);
  });
});
