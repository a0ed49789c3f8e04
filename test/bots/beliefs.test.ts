import { describe, expect, it } from 'vitest';
import { seedRng } from '../../src/core/engine/rng.js';
import { playBots } from '../../src/bots/bot.js';
import { loyaltyBeliefs, type LoyaltyOdds } from '../../src/bots/t1667-beliefs.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { LOYALTY_COUNTS } from '../../src/t1667/cards.js';
import { checkState } from '../../src/t1667/check-state.js';
import type { T1667Config, T1667State } from '../../src/t1667/types.js';
import { playRandom } from '../support/conformance.js';
import { game as t1667 } from '../support/t1667.js';
import { perturbT1667 } from '../support/t1667-invariants.js';

const LOYALTY_KEYS = ['british', 'french', 'dutch'] as const;

/** Every state of a random game (and of a heuristic one, whose behaviour carries evidence). */
function statesOf(config: T1667Config, bot: string): T1667State[] {
  const random = playRandom(t1667, config, bot).states;
  const { actions } = playBots(
    t1667,
    config,
    Array.from({ length: config.players }, () => t1667HeuristicBot()),
    bot,
  );
  const heuristic: T1667State[] = [t1667.setup(config)];
  for (const action of actions) heuristic.push(t1667.apply(heuristic[heuristic.length - 1]!, action));
  return [...random, ...heuristic];
}

function expectOdds(odds: LoyaltyOdds, exact?: Partial<LoyaltyOdds>): void {
  for (const key of LOYALTY_KEYS) {
    expect(odds[key]).toBeGreaterThanOrEqual(0);
    expect(odds[key]).toBeLessThanOrEqual(1);
    if (exact?.[key] !== undefined) expect(odds[key]).toBeCloseTo(exact[key]!, 12);
  }
  expect(odds.british + odds.french + odds.dutch).toBeCloseTo(1, 12);
}

describe('loyalty beliefs (Tortuga 1667): probabilities that honour every deduction', () => {
  for (const players of [2, 3, 4, 5, 7, 9]) {
    it(`T67-SETUP-1, T67-INFO-2: ${players} players — each seat's odds sum to 1, known cards are certain, the expected team sizes are the deck's, no Dutch at even counts`, () => {
      const [british, french, dutch] = LOYALTY_COUNTS[players]!;
      for (const [i, state] of statesOf({ players, seed: `beliefs-${players}`, stars: 8 }, `beliefs-bot-${players}`).entries()) {
        if (i % 3 !== 0) continue;
        for (let viewer = 0; viewer < players; viewer++) {
          const view = t1667.viewFor(state, viewer);
          const { probabilities, prior } = loyaltyBeliefs(view);
          for (const [seat, odds] of probabilities.entries()) {
            const card = view.seats[seat]!.loyalty;
            expectOdds(
              odds,
              card === null
                ? dutch === 0
                  ? { dutch: 0 }
                  : undefined
                : { british: +(card === 'british'), french: +(card === 'french'), dutch: +(card === 'dutch') },
            );
            expectOdds(prior[seat]!);
          }
          // The marginals of a distribution over deals of the deck add up to the deck.
          for (const [key, count] of [
            ['british', british],
            ['french', french],
            ['dutch', dutch],
          ] as const) {
            expect(probabilities.reduce((sum, odds) => sum + odds[key], 0)).toBeCloseTo(count, 9);
            expect(prior.reduce((sum, odds) => sum + odds[key], 0)).toBeCloseTo(count, 9);
          }
        }
      }
    });
  }

  it("T67-SETUP-1: at 2 players the other card is known from one's own; at 3 the prior is the two cards left, half each", () => {
    const two = t1667.setup({ players: 2, seed: 'two' });
    const view = t1667.viewFor(two, 0);
    const other = view.you!.loyalty === 'british' ? 'french' : 'british';
    expect(loyaltyBeliefs(view).probabilities[1]![other]).toBe(1);
    const three = t1667.viewFor(t1667.setup({ players: 3, seed: 'three' }), 0);
    const left = LOYALTY_KEYS.filter((key) => key !== three.you!.loyalty);
    for (const seat of [1, 2]) for (const key of left) expect(loyaltyBeliefs(three).prior[seat]![key]).toBeCloseTo(0.5, 12);
  });

  it('T67-OPT-OPEN: with every card open the beliefs are the cards', () => {
    const state = t1667.setup({ players: 6, seed: 'open', openLoyalties: 'all' });
    const { probabilities } = loyaltyBeliefs(t1667.viewFor(state, 2));
    state.seats.forEach((seat, i) => expect(probabilities[i]![seat.loyalty]).toBe(1));
  });

  it('T67-EVT-FEVER: a seat in a Cabin Fever swap that sees a new card knows the other seat now holds its old one', () => {
    let checked = 0;
    for (let g = 0; g < 60 && checked < 3; g++) {
      const { states } = playRandom(t1667, { players: 5, seed: `fever-${g}`, stars: ['fever', 'crow', 'bells'] }, `fever-bot-${g}`);
      for (const state of states) {
        const log = t1667.logFor(state, null);
        const swap = [...log].reverse().find((entry) => entry.event.type === 'loyaltiesSwapped');
        if (swap === undefined || swap.event.type !== 'loyaltiesSwapped' || state.outcome !== null) continue;
        const { player, target } = swap.event;
        const view = t1667.viewFor(state, player);
        const dealt = t1667.logFor(state, player).find((entry) => entry.event.type === 'dealt' && entry.event.player === player)!.event as {
          loyalty: 'british' | 'french' | 'dutch';
        };
        // Only the last swap, and only while nothing else swapped these seats since.
        if (log.filter((entry) => entry.event.type === 'loyaltiesSwapped').length !== 1) continue;
        if (view.you!.loyalty !== dealt.loyalty) {
          expect(loyaltyBeliefs(view).probabilities[target]![dealt.loyalty]).toBeCloseTo(1, 9);
          expect(loyaltyBeliefs(view).prior[target]![dealt.loyalty]).toBeCloseTo(1, 9);
          checked++;
          break;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('T67-INFO-3: the beliefs depend on the view alone — states re-dealt behind a seat give the same beliefs', () => {
    const rng = seedRng('beliefs-perturb');
    const states = statesOf({ players: 7, seed: 'beliefs-fair', stars: 8 }, 'beliefs-fair-bot');
    for (const [i, state] of states.entries()) {
      if (i % 5 !== 0) continue;
      for (const seat of [0, 3]) {
        const other = perturbT1667(state, seat, rng);
        const [a, b] = [loyaltyBeliefs(t1667.viewFor(state, seat)), loyaltyBeliefs(t1667.viewFor(other, seat))];
        expect(b.probabilities).toEqual(a.probabilities);
        expect(b.sample(seedRng('s'))).toEqual(a.sample(seedRng('s')));
      }
    }
  });

  it("T67-SETUP-1: a state whose log contradicts its cards (edited by hand, yet well-formed) gives the known cards' beliefs, never a crash", () => {
    const state = structuredClone(t1667.setup({ players: 4, seed: 'edited' }));
    const me = [0, 1, 2, 3].find((seat) => t1667.viewFor(state, seat).decision !== null)!;
    const other = state.seats.findIndex((seat) => seat.loyalty !== state.seats[me]!.loyalty);
    [state.seats[me]!.loyalty, state.seats[other]!.loyalty] = [state.seats[other]!.loyalty, state.seats[me]!.loyalty];
    expect(checkState(state)).toBeNull(); // the log says this seat was dealt the other card
    const view = t1667.viewFor(state, me);
    const { probabilities, prior } = loyaltyBeliefs(view);
    for (const odds of [...probabilities, ...prior]) expectOdds(odds);
    expect(probabilities[me]![state.seats[me]!.loyalty]).toBe(1);
    expect(t1667.legalActions(state, me)).toContainEqual(t1667HeuristicBot().choose(view, seedRng('edited')));
  });

  it('sample draws whole deals of the deck, as often as the beliefs say', () => {
    const state = statesOf({ players: 5, seed: 'beliefs-sample' }, 'beliefs-sample-bot')[40]!;
    const beliefs = loyaltyBeliefs(t1667.viewFor(state, 1));
    const rng = seedRng('draws');
    const counts = beliefs.probabilities.map(() => ({ british: 0, french: 0, dutch: 0 }));
    const draws = 4000;
    for (let d = 0; d < draws; d++) {
      const deal = beliefs.sample(rng);
      expect([...deal].sort()).toEqual(['british', 'british', 'dutch', 'french', 'french']);
      deal.forEach((loyalty, seat) => counts[seat]![loyalty]++);
    }
    counts.forEach((count, seat) => {
      for (const key of LOYALTY_KEYS) expect(Math.abs(count[key] / draws - beliefs.probabilities[seat]![key])).toBeLessThan(0.03);
    });
  });
});
