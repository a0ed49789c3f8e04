import { describe, expect, it } from 'vitest';
import { heuristicStates } from '../support/heuristic-states.js';
import { STATE_FEATURES, stateFeatures } from '../../src/bots/t1667-state-features.js';
import { SEAT_FEATURES, WORLD_AND_SEAT_FEATURES, worldAndSeatFeatures } from '../../training/t1667/seat-features.js';

describe("the searching seat's block (seat-features.ts)", () => {
  it('T67-ROLE-1: after the world’s features, the seat’s mark, loyalty, place and role, bounded, at every state of heuristic games', () => {
    expect(WORLD_AND_SEAT_FEATURES).toBe(STATE_FEATURES + SEAT_FEATURES);
    let captains = 0;
    for (const players of [4, 5]) {
      for (const state of heuristicStates(players, `seat-features/${players}`)) {
        const world = stateFeatures(state);
        for (let seat = 0; seat < players; seat++) {
          const f = worldAndSeatFeatures(state, seat, seat === 1);
          expect(f.length).toBe(WORLD_AND_SEAT_FEATURES);
          expect(Array.from(f.subarray(0, STATE_FEATURES))).toEqual(Array.from(world));
          const block = f.subarray(STATE_FEATURES);
          for (const v of block) expect(Number.isFinite(v) && v >= 0 && v <= 4).toBe(true);
          expect(block[0]).toBe(seat === 1 ? 1 : 0);
          expect(Array.from(block.subarray(1, 4))).toEqual(['british', 'french', 'dutch'].map((l) => (state.seats[seat]!.loyalty === l ? 1 : 0)));
          const { fd, jr } = state.ships;
          const captain = fd.crew[0] === seat || jr.crew[0] === seat;
          expect(block[8]).toBe(captain ? 1 : 0);
          if (captain) captains++;
          // Exactly one place: a ship, Tortuga or a rowboat.
          expect(block[4]! + block[5]! + block[6]! + block[7]!).toBe(1);
          expect(block[22]).toBe(state.turn.player === seat ? 1 : 0);
          expect(block[21]).toBeCloseTo(((seat - state.turn.player + players) % players) / players, 6);
        }
      }
    }
    expect(captains).toBeGreaterThan(100);
  });
});
