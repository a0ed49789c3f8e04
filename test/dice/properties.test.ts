import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/core/replay.js';
import { seedRng } from '../../src/core/rng.js';
import type { DiceConfig } from '../../src/dice/types.js';
import { arbitraries, checkJsonRoundTrip, checkLegality, checkViewNonInterference, playRandom, randomLegal, type ConformanceSubject } from '../support/conformance.js';
import { game } from '../support/dice.js';
import { diceInvariants, perturbDice } from '../support/dice-invariants.js';

const subject: ConformanceSubject<DiceConfig, ReturnType<typeof game.setup>, Parameters<typeof game.apply>[1], ReturnType<typeof game.viewFor>, unknown> = {
  game,
  configFor: (players, seed) => ({ players, seed }),
  invariants: diceInvariants,
  perturb: perturbDice,
};

const configs = fc
  .record({ players: fc.integer({ min: 2, max: 4 }), seed: arbitraries.seed, long: fc.boolean(), startPlayer: fc.integer({ min: 0, max: 3 }) })
  .map(({ players, seed, long, startPlayer }): DiceConfig => ({ players, seed, long, startPlayer: startPlayer % players }));

describe('Tortuga dice properties (random legal playouts)', () => {
  it('invariants hold at every decision of 200 random games: 40 chests, 30 tokens, 20 advantage tokens, 5 dice each, capacities, the island rule', () => {
    fc.assert(
      fc.property(configs, arbitraries.botSeed, (config, bot) => {
        const { states } = playRandom(game, config, bot);
        for (const state of states) diceInvariants(state);
      }),
      { numRuns: 200 },
    );
  });

  it('legalActions ⇔ validate, toAct ⇔ non-empty legalActions, and a rejected action changes nothing', () => {
    fc.assert(
      fc.property(configs, arbitraries.botSeed, (config, bot) => {
        const rng = seedRng(`${bot}-forge`);
        playRandom(game, config, bot, (state, _action, index) => {
          if (index % 4 !== 0) return;
          const before = JSON.stringify(state);
          checkLegality(game, state, config.players, rng);
          expect(JSON.stringify(state)).toBe(before);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('the fast path gives the same states as apply; states survive a JSON round trip; replay is deterministic', () => {
    fc.assert(
      fc.property(configs, arbitraries.botSeed, (config, bot) => {
        const { states, actions } = playRandom(game, config, bot);
        const sim = game.simulator(states[0]!);
        actions.forEach((action, i) => {
          sim.apply(action);
          expect(sim.state).toEqual(states[i + 1]);
          if (i % 9 === 0) checkJsonRoundTrip(game, states[i]!, action);
        });
        expect(replay(game, config, actions)).toEqual(states[states.length - 1]);
      }),
      { numRuns: 60 },
    );
  });

  it('a view does not change when anything its seat may not know changes', () => {
    fc.assert(
      fc.property(configs, arbitraries.botSeed, (config, bot) => {
        const rng = seedRng(`${bot}-perturb`);
        playRandom(game, config, bot, (state, _action, index) => {
          if (index % 3 === 0 || state.pending.kind === 'chooseToken') checkViewNonInterference(subject, state, config.players, rng);
        });
      }),
      { numRuns: 60 },
    );
  });

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

  it('the game ends even when the bag starts nearly empty', () => {
    for (let i = 0; i < 50; i++) {
      let s = game.setup({ players: 2 + (i % 3), seed: `bagless-${i}` });
      const rng = seedRng(`bagless-bot-${i}`);
      let n = 0;
      while (game.outcome(s) === null && n < 20_000) {
        s = game.apply(s, randomLegal(game, s, rng));
        n++;
      }
      expect(game.outcome(s)).not.toBeNull();
    }
  });
});
