/**
 * The posterior over the other seats' vote hands (issue 49): the model of how a voter chooses its
 * cards (`t1667-vote-model.ts`), the particle filter over the log (`filterHands`) and the worlds
 * the posterior deals (`handPosterior`).
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { T1667_SCORING } from '../../src/bots/search-bots.js';
import { facesOf, filterHands } from '../../training/t1667/hand-filter.js';
import { handPosterior } from '../../training/t1667/hand-posterior.js';
import { cardWorth, choiceProbabilities, DEFAULT_VOTE_MODEL } from '../../training/t1667/vote-model.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { checkState } from '../../src/t1667/check-state.js';
import { DEFAULT_VOTE_CARDS } from '../../src/t1667/cards.js';
import type { Loyalty, T1667State, VoteCard } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { heuristicStates } from '../support/heuristic-states.js';
import { game as t1667 } from '../support/t1667.js';
import { perturbT1667 } from '../support/t1667-invariants.js';

/** States where the seat to act has seen at least one vote, with that seat. */
function decisions(players: number, seed: string, every: number): { state: T1667State; me: number }[] {
  return heuristicStates(players, seed)
    .filter((state, i) => i % every === 0 && state.outcome === null)
    .map((state) => ({ state, me: t1667.toAct(state)[0]! }))
    .filter(({ state, me }) => t1667.viewFor(state, me).log.some(({ event }) => event.type === 'voteRevealed'));
}

const card = (symbols: Partial<VoteCard>): VoteCard => ({ cannon: 0, torch: 0, water: 0, british: 0, french: 0, skull: 0, wheel: 0, ...symbols });
const withoutLog = (view: T1667View): T1667View => ({ ...view, log: [] });

/** The share of the other seats' real cards (by face) that `world` puts in their hands. */
function realShare(world: T1667State, real: T1667State, me: number): number {
  const faces = facesOf(DEFAULT_VOTE_CARDS).of;
  let hit = 0;
  let total = 0;
  world.seats.forEach((seat, p) => {
    if (p === me) return;
    const left = real.seats[p]!.hand.map((c) => faces[c]!);
    for (const c of seat.hand) {
      const at = left.indexOf(faces[c]!);
      if (at >= 0) left.splice(at, 1);
      if (at >= 0) hit++;
    }
    total += seat.hand.length;
  });
  return total === 0 ? 0 : hit / total;
}

describe('the vote model: a voter plays for its side', () => {
  const loyalties: Loyalty[] = ['british', 'french', 'british', 'french'];
  const model = DEFAULT_VOTE_MODEL;

  it('T67-VOTE-5: in a brawl a British seat prefers British flags and a French seat French ones', () => {
    const asked = { vote: 'brawl' as const, caller: 0 };
    expect(cardWorth(card({ british: 1 }), 2, asked, loyalties, model)).toBeGreaterThan(cardWorth(card({ french: 1 }), 2, asked, loyalties, model));
    expect(cardWorth(card({ french: 1 }), 1, asked, loyalties, model)).toBeGreaterThan(cardWorth(card({ british: 1 }), 1, asked, loyalties, model));
  });

  it("T67-VOTE-3: in an attack the Captain's teammate prefers cannons and torches, its opponent water", () => {
    const asked = { vote: 'attack' as const, caller: 0 };
    const [torch, water] = [card({ torch: 1 }), card({ water: 1 })];
    expect(cardWorth(torch, 2, asked, loyalties, model)).toBeGreaterThan(cardWorth(water, 2, asked, loyalties, model));
    expect(cardWorth(water, 1, asked, loyalties, model)).toBeGreaterThan(cardWorth(torch, 1, asked, loyalties, model));
    expect(cardWorth(card({ cannon: 1 }), 0, asked, loyalties, model)).toBeGreaterThan(cardWorth(water, 0, asked, loyalties, model));
  });

  it("T67-VOTE-4: in a mutiny the First Mate's teammate prefers skulls, its opponent wheels", () => {
    const asked = { vote: 'mutiny' as const, caller: 1 };
    const [skull, wheel] = [card({ skull: 1 }), card({ wheel: 1 })];
    expect(cardWorth(skull, 3, asked, loyalties, model)).toBeGreaterThan(cardWorth(wheel, 3, asked, loyalties, model));
    expect(cardWorth(wheel, 2, asked, loyalties, model)).toBeGreaterThan(cardWorth(skull, 2, asked, loyalties, model));
  });

  it('T67-EVT-ELDORADO: choices of two cards add up; the probabilities sum to one and keep the uniform share', () => {
    const worth = [1, 0, -1];
    const p = choiceProbabilities(
      [
        [0, 1],
        [0, 2],
        [1, 2],
      ],
      (c) => worth[c]!,
      model,
    );
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(p[0]).toBeGreaterThan(p[1]!);
    expect(p[1]).toBeGreaterThan(p[2]!);
    expect(Math.min(...p)).toBeGreaterThanOrEqual(model.noise / 3);
  });
});

describe("handPosterior: the other seats' vote hands from how they voted", () => {
  for (const players of [4, 6]) {
    it(`T67-INFO-2, T67-VOTE-8: ${players} players — its worlds are legal states that show the viewer its own view`, () => {
      let moved = 0;
      for (const { state, me } of decisions(players, `posterior-${players}`, 9)) {
        const view = t1667.viewFor(state, me);
        const sample = T1667_SCORING.sampler(view);
        const posterior = handPosterior(view);
        for (let k = 0; k < 4; k++) {
          const before = sample(`w${k}`);
          const world = posterior(structuredClone(before), seedRng(`p${k}`));
          expect(checkState(world)).toBeNull();
          expect(withoutLog(t1667.viewFor(world, me))).toEqual(withoutLog(view));
          if (!isDeepStrictEqual(world.seats, before.seats)) moved++;
        }
      }
      expect(moved).toBeGreaterThan(0);
    });
  }

  it('T67-INFO-3: it reads the view alone — hidden parts dealt again behind the viewer give the same worlds', () => {
    const rng = seedRng('posterior-perturb');
    for (const { state, me } of decisions(4, 'posterior-perturb', 11)) {
      const views = [state, perturbT1667(state, me, rng)].map((s) => t1667.viewFor(s, me));
      expect(views[1]).toEqual(views[0]);
      const worlds = views.map((view) => handPosterior(view)(T1667_SCORING.sampler(view)('w'), seedRng('p')));
      expect(worlds[1]).toEqual(worlds[0]);
    }
  });

  it("T67-VOTE-1, T67-VOTE-6, T67-MAROON-2: every particle's hands have the table's sizes and its cards are the ones the viewer has not seen", () => {
    for (const { state, me } of decisions(4, 'posterior-sizes', 13)) {
      const view = t1667.viewFor(state, me);
      const particles = filterHands(
        view,
        state.seats.map((seat) => seat.loyalty),
        DEFAULT_VOTE_MODEL,
        16,
        'sizes',
      );
      expect(particles).not.toBeNull();
      const faces = facesOf(view.voteCards);
      const unseen = faces.card.map(() => 0);
      faces.of.forEach((face) => (unseen[face]! += 1));
      for (const c of view.you!.hand) unseen[faces.of[c.card]!]! -= 1;
      for (const particle of particles!) {
        particle.hands.forEach((hand, seat) => expect(hand.length).toBe(seat === me ? 0 : view.seats[seat]!.handSize));
        const held = [...particle.deck];
        for (const hand of particle.hands) for (const face of hand) held[face]! += 1;
        expect(held).toEqual(unseen);
      }
    }
  });

  it('a view that lacks the start of the log tells it nothing: the world comes back as it was', () => {
    const { state, me } = decisions(4, 'posterior-partial', 13).at(-1)!;
    const view = t1667.viewFor(state, me, { logAfter: state.decisions - 5 });
    const world = T1667_SCORING.sampler(view)('w');
    expect(handPosterior(view)(structuredClone(world), seedRng('p'))).toEqual(world);
  });

  it('T67-VOTE-8: among heuristic bots it puts more of the real cards into the other hands than a uniform deal does', () => {
    let uniform = 0;
    let posterior = 0;
    let n = 0;
    for (const seed of ['share-a', 'share-b', 'share-c']) {
      for (const { state, me } of decisions(4, seed, 5)) {
        const view = t1667.viewFor(state, me);
        const sample = T1667_SCORING.sampler(view);
        const deal = handPosterior(view);
        for (let k = 0; k < 8; k++) {
          const world = sample(`w${k}`);
          uniform += realShare(world, state, me);
          posterior += realShare(deal(structuredClone(world), seedRng(`p${k}`)), state, me);
          n++;
        }
      }
    }
    expect(n).toBeGreaterThan(200);
    expect(posterior / n).toBeGreaterThan(uniform / n + 0.02);
  });
});
