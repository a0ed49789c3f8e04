import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/core/rng.js';
import { replay } from '../../src/core/replay.js';
import type { T1667Config } from '../../src/t1667/types.js';
import { arbitraries, checkJsonRoundTrip, checkLegality, checkViewNonInterference, playRandom, type ConformanceSubject } from '../support/conformance.js';
import { game, randomGame } from '../support/t1667.js';
import { perturbT1667, t1667Invariants } from '../support/t1667-invariants.js';

const subject: ConformanceSubject<T1667Config, ReturnType<typeof game.setup>, Parameters<typeof game.apply>[1], ReturnType<typeof game.viewFor>, unknown> = {
  game,
  configFor: (players, seed) => ({ players, seed }),
  invariants: t1667Invariants,
  perturb: perturbT1667,
};

const players = fc.integer({ min: 2, max: 9 });

describe('Tortuga 1667 properties (random legal playouts)', () => {
  it('invariants hold at every decision of 200 random games: 8 chests, cards conserved, ≤5 pawns per ship, each pawn in one place', () => {
    fc.assert(
      fc.property(players, arbitraries.seed, arbitraries.botSeed, (n, seed, bot) => {
        const { states } = playRandom(game, { players: n, seed }, bot);
        for (const state of states) t1667Invariants(state, states[0]!);
      }),
      { numRuns: 200 },
    );
  });

  it('legalActions ⇔ validate, toAct ⇔ non-empty legalActions, and a rejected action changes nothing', () => {
    fc.assert(
      fc.property(players, arbitraries.seed, arbitraries.botSeed, (n, seed, bot) => {
        const rng = seedRng(`${bot}-forge`);
        playRandom(game, { players: n, seed }, bot, (state, _action, index) => {
          if (index % 3 !== 0) return;
          const before = JSON.stringify(state);
          checkLegality(game, state, n, rng);
          expect(JSON.stringify(state)).toBe(before);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('the fast path gives the same states as apply, and states survive a JSON round trip', () => {
    fc.assert(
      fc.property(players, arbitraries.seed, arbitraries.botSeed, (n, seed, bot) => {
        const { states, actions } = playRandom(game, { players: n, seed }, bot);
        const sim = game.simulator(states[0]!);
        actions.forEach((action, i) => {
          sim.apply(action);
          expect(sim.state).toEqual(states[i + 1]);
          if (i % 7 === 0) checkJsonRoundTrip(game, states[i]!, action);
        });
        expect(Object.isFrozen(states[states.length - 1])).toBe(true);
        expect(sim.snapshot()).toEqual(states[states.length - 1]);
      }),
      { numRuns: 100 },
    );
  });

  it('determinism: the same seed and actions give the same states (replay)', () => {
    fc.assert(
      fc.property(players, arbitraries.seed, arbitraries.botSeed, (n, seed, bot) => {
        const { states, actions } = playRandom(game, { players: n, seed }, bot);
        expect(replay(game, { players: n, seed }, actions)).toEqual(states[states.length - 1]);
        expect(playRandom(game, { players: n, seed }, bot).actions).toEqual(actions);
      }),
      { numRuns: 50 },
    );
  });

  it('a view does not change when anything its seat may not know changes', () => {
    fc.assert(
      fc.property(players, arbitraries.seed, arbitraries.botSeed, (n, seed, bot) => {
        const rng = seedRng(`${bot}-perturb`);
        playRandom(game, { players: n, seed }, bot, (state, _action, index) => {
          if (index % 4 === 0) checkViewNonInterference(subject, state, n, rng);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('every game ends: 1,000 random games through the simulator', () => {
    let longest = 0;
    for (let i = 0; i < 1000; i++) {
      const { actions, final } = randomGame({ players: 2 + (i % 8), seed: `end-${i}` }, `bot-${i}`);
      expect(final.outcome).not.toBeNull();
      longest = Math.max(longest, actions.length);
    }
    console.log(`[T67 termination] longest of 1,000 random games: ${longest} decisions`);
    expect(longest).toBeLessThan(10_000);
  });
});
