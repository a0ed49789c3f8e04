import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAR_KINDS } from '../../src/t1667/cards.js';
import type { StarKind, T1667Config } from '../../src/t1667/types.js';
import { arbitraries, conformanceSuite } from '../support/conformance.js';
import { randomGame } from '../support/t1667.js';
import { t1667Subject } from '../support/t1667-invariants.js';

const subject = t1667Subject;

const players = fc.integer({ min: 2, max: 9 });

/**
 * Random games over the whole option space: random star selections, all eight star cards,
 * every official option, the early preset and, now and then, a decision cap.
 */
const configs = fc
  .record({
    players,
    seed: arbitraries.seed,
    rules: fc.constantFrom('official' as const, 'official' as const, 'early' as const),
    stars: fc.oneof(fc.constant(undefined), fc.integer({ min: 3, max: 8 }), fc.subarray(STAR_KINDS as StarKind[])),
    chaos: fc.boolean(),
    timer: fc.boolean(),
    openLoyalties: fc.constantFrom('none' as const, 'all' as const, 'pair' as const),
    intrigue: fc.boolean(),
    shorter: fc.integer({ min: 0, max: 6 }),
    maxDecisions: fc.option(fc.integer({ min: 1, max: 150 }), { freq: 3 }),
  })
  .map(({ chaos, stars, maxDecisions, ...plain }): T1667Config => {
    const rest = maxDecisions === null ? plain : { ...plain, maxDecisions }; // T67-OPT-CAP now and then
    return chaos ? { ...rest, chaos } : stars === undefined ? rest : { ...rest, stars };
  });

describe('Tortuga 1667 properties (random legal playouts): 8 chests, cards conserved, ≤5 pawns per ship, each pawn in one place', () => {
  conformanceSuite(
    subject,
    configs,
    { invariants: 250, legality: 40, fastPath: 100, views: 50 },
    (state, index) => index % 3 === 0 || state.pending.kind === 'crowSearch',
  );

  it('every game ends: 1,000 random games through the simulator, half with all eight star cards', () => {
    let longest = 0;
    for (let i = 0; i < 1000; i++) {
      const config: T1667Config = {
        players: 2 + (i % 8),
        seed: `end-${i}`,
        ...(i % 2 === 0 ? { stars: 8 } : {}),
        ...(i % 5 === 0 ? { rules: 'early' as const } : {}),
      };
      const { actions, final } = randomGame(config, `bot-${i}`);
      expect(final.outcome).not.toBeNull();
      longest = Math.max(longest, actions.length);
    }
    console.log(`[T67 termination] longest of 1,000 random games: ${longest} decisions`);
    expect(longest).toBeLessThan(10_000);
  });
});
