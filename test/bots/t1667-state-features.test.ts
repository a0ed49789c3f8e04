import { describe, expect, it } from 'vitest';
import { botFor, nextInt, seedRng, tortuga1667 } from '../../src/index.js';
import { teamChests } from '../../src/t1667/board.js';
import { STATE_FEATURES, stateFeatures } from '../../src/bots/t1667-state-features.js';

describe("a whole state's features (t1667-state-features.ts)", () => {
  it('T67-END-2: at every decision of medium games the features are finite and bounded, count the chests by team, and read the hidden loyalties', () => {
    let swapped = 0;
    for (const players of [3, 5, 9]) {
      const rng = seedRng(`features/${players}`);
      let state = tortuga1667.setup({ players, seed: `features/${players}` });
      const bots = Array.from({ length: players }, () => botFor(tortuga1667, 'medium'));
      while (tortuga1667.outcome(state) === null) {
        const f = stateFeatures(state);
        expect(f.length).toBe(STATE_FEATURES);
        for (const v of f) expect(Number.isFinite(v) && v >= -1 && v <= 3).toBe(true);
        const chests = teamChests(state);
        expect(f[9]! * 8).toBeCloseTo(chests.british, 5);
        expect(f[10]! * 8).toBeCloseTo(chests.french, 5);
        // The same state with a British and a French seat's cards exchanged is another world.
        const b = state.seats.findIndex((s) => s.loyalty === 'british');
        const fr = state.seats.findIndex((s) => s.loyalty === 'french');
        if (state.decisions % 7 === 0) {
          const other = structuredClone({ ...state, log: null });
          other.seats[b]!.loyalty = 'french';
          other.seats[fr]!.loyalty = 'british';
          const g = stateFeatures(other as never);
          if (f.some((v, i) => v !== g[i])) swapped++;
        }
        const seats = tortuga1667.toAct(state);
        const who = seats[nextInt(rng, seats.length)]!;
        state = tortuga1667.apply(state, bots[who]!.choose(tortuga1667.viewFor(state, who), rng));
      }
    }
    expect(swapped).toBeGreaterThan(20);
  });
});
