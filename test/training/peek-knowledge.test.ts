/**
 * Issue 49's experiment on other seats' peeks (`training/t1667/peek-knowledge.ts`): the slots a
 * seat peeked at and still knows, read from the public log, and sampled worlds in which the other
 * seats know the world's cards there.
 */
import { describe, expect, it } from 'vitest';
import { T1667_SCORING } from '../../src/bots/search-bots.js';
import { checkState } from '../../src/t1667/check-state.js';
import type { T1667View } from '../../src/t1667/view.js';
import { givePeeks, peekedSlots } from '../../training/t1667/peek-knowledge.js';
import { heuristicStates } from '../support/heuristic-states.js';
import { game as t1667 } from '../support/t1667.js';

const withoutLog = (view: T1667View): T1667View => ({ ...view, log: [] });

describe("other seats' peeks in sampled worlds", () => {
  for (const players of [3, 5, 8]) {
    it(`T67-ACT-PEEK, T67-ACT-REVEAL, T67-END-1: ${players} players — the public log tells every viewer exactly which slots each seat still knows`, () => {
      let known = 0;
      for (const state of heuristicStates(players, `peeks-${players}`)) {
        for (let viewer = 0; viewer < players; viewer++) {
          const peeked = peekedSlots(t1667.viewFor(state, viewer));
          state.seats.forEach((seat, p) => {
            const real = seat.peeks.flatMap((card, slot) => (card !== null ? [slot] : []));
            expect([...peeked[p]!].sort()).toEqual(real);
            known += real.length;
          });
        }
      }
      expect(known).toBeGreaterThan(0);
    });
  }

  it('T67-INFO-2: the worlds where other seats know their peeked slots are legal and show the viewer its view', () => {
    let given = 0;
    for (const [i, state] of heuristicStates(4, 'peeks-worlds').entries()) {
      if (i % 5 !== 0 || state.outcome !== null) continue;
      const me = t1667.toAct(state)[0]!;
      const view = t1667.viewFor(state, me);
      const world = givePeeks(T1667_SCORING.sampler(view)('w'), peekedSlots(view), me);
      expect(checkState(world)).toBeNull();
      expect(withoutLog(t1667.viewFor(world, me))).toEqual(withoutLog(view));
      given += world.seats.filter((seat, p) => p !== me && seat.peeks.some((card) => card !== null)).length;
    }
    expect(given).toBeGreaterThan(0);
  });
});
