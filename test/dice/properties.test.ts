import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/core/engine/rng.js';
import type { DiceConfig } from '../../src/dice/types.js';
import { arbitraries, conformanceSuite, randomLegal } from '../support/conformance.js';
import { game } from '../support/dice.js';
import { diceSubject } from '../support/dice-invariants.js';

const subject = diceSubject;

const configs = fc
  .record({
    players: fc.integer({ min: 2, max: 4 }),
    seed: arbitraries.seed,
    long: fc.boolean(),
    startPlayer: fc.integer({ min: 0, max: 3 }),
    cap: fc.option(fc.integer({ min: 1, max: 300 }), { freq: 4 }),
  })
  .map(({ players, seed, long, startPlayer, cap }): DiceConfig => ({
    players,
    seed,
    long,
    startPlayer: startPlayer % players,
    ...(cap === null ? {} : { maxDecisions: cap }),
  })); // TD-OPT-CAP now and then

describe('Tortuga dice properties (random legal playouts): 40 chests, 30 tokens, 20 advantage tokens, 5 dice each, capacities, the island rule', () => {
  conformanceSuite(
    subject,
    configs,
    { invariants: 200, legality: 25, fastPath: 50, views: 25 },
    (state, index) => index % 3 === 0 || state.pending.kind === 'chooseToken',
  );

  it('every game ends, an emptied bag included: 1,000 random games through the simulator', () => {
    let longest = 0;
    let emptied = 0;
    for (let i = 0; i < 1000; i++) {
      const sim = game.simulator(game.setup({ players: 2 + (i % 3), seed: `end-${i}`, long: i % 4 === 0 }));
      const rng = seedRng(`bot-${i}`);
      let n = 0;
      while (sim.state.outcome === null) {
        if (++n > 20_000) throw new Error('no end');
        sim.applyTrusted(randomLegal(game, sim.state, rng));
        if (sim.state.bag.length === 0) emptied++;
      }
      longest = Math.max(longest, n);
    }
    console.log(`[TD termination] longest of 1,000 random games: ${longest} decisions; decisions taken with an empty bag: ${emptied}`);
    expect(longest).toBeLessThan(20_000);
  });
});
