import { describe, expect, it } from 'vitest';
import { botFor, nextInt, seedRng, tortuga1667, type T1667State } from '../../src/index.js';
import { voteCardsOf } from '../../src/t1667/cards.js';
import { determinizer } from '../../src/t1667/determinize.js';
import { checkState } from '../../src/t1667/check-state.js';
import { faceOf, placeDrawnCards, placeKnownCards, realDrawnCards, voteDeckKnowledge } from '../../training/t1667/vote-deck.js';
import { flattenChunked } from '../../src/core/engine/chunked-list.js';

/** The real deck's faces, top first, run by run as the knowledge cuts it. */
function realRuns(state: T1667State, counts: readonly number[]): string[][] {
  const topFirst = [...state.voteDeck].reverse().map((card) => JSON.stringify(voteCardsOf(state)[card]));
  let at = 0;
  return counts.map((count) => topFirst.slice(at, (at += count)).sort());
}

describe("the vote deck's known runs (training/t1667/vote-deck.ts)", () => {
  it('T67-VOTE-6: what a view says of the deck is what the deck holds, and sampled worlds that agree with it are legal and show the same view', () => {
    let known = 0;
    let placed = 0;
    for (const players of [3, 5, 8]) {
      const rng = seedRng(`vote-deck/${players}`);
      let state = tortuga1667.setup({ players, seed: `vote-deck/${players}` });
      const bots = Array.from({ length: players }, () => botFor(tortuga1667, 'medium'));
      while (tortuga1667.outcome(state) === null) {
        const seats = tortuga1667.toAct(state);
        const who = seats[nextInt(rng, seats.length)]!;
        const view = tortuga1667.viewFor(state, who);
        const segments = voteDeckKnowledge(view);
        if (segments !== null) {
          const real = realRuns(
            state,
            segments.map((s) => s.count),
          );
          segments.forEach((segment, k) => {
            if (segment.faces === null) return;
            known += segment.count;
            expect([...segment.faces].sort()).toEqual(real[k]);
          });
          if (state.decisions % 5 === 0) {
            const world = determinizer(view)(`world/${state.decisions}`);
            if (placeKnownCards(world, view, segments, seedRng(`deal/${state.decisions}`))) {
              placed++;
              expect(checkState(world)).toBeNull();
              expect(
                realRuns(
                  world,
                  segments.map((s) => s.count),
                ).filter((_, k) => segments[k]!.faces !== null),
              ).toEqual(segments.filter((s) => s.faces !== null).map((s) => [...s.faces!].sort()));
              expect({ ...tortuga1667.viewFor(world, who), log: [] }).toEqual({ ...view, log: [] });
            }
          }
        }
        state = tortuga1667.apply(state, bots[who]!.choose(view as never, rng));
      }
    }
    expect(known).toBeGreaterThan(100);
    expect(placed).toBeGreaterThan(10);
  });

  it("T67-VOTE-6: a draw off a known run takes one of the run's cards; the upper bound that hands each such seat its real card keeps the world legal and the view the same", () => {
    let runs = 0;
    let given = 0;
    for (const players of [4, 5]) {
      const rng = seedRng(`drawn/${players}`);
      let state = tortuga1667.setup({ players, seed: `drawn/${players}` });
      const bots = Array.from({ length: players }, () => botFor(tortuga1667, 'medium'));
      while (tortuga1667.outcome(state) === null) {
        const seats = tortuga1667.toAct(state);
        const who = seats[nextInt(rng, seats.length)]!;
        const view = tortuga1667.viewFor(state, who);
        if (state.decisions % 4 === 0) {
          // The real draws, in order, beside what the view says of each.
          const drawn = flattenChunked(state.log).flatMap(({ event }) => (event.type === 'drewPrivate' ? [event] : []));
          const heard: { seat: number; run: readonly string[] | null }[] = [];
          const flagged = new Set<number>();
          voteDeckKnowledge(view, (seat, run) => {
            heard.push({ seat, run });
            if (run !== null) flagged.add(seat);
            else flagged.delete(seat);
          });
          heard.forEach(({ seat, run }, k) => {
            expect(drawn[k]!.player).toBe(seat);
            if (run === null) return;
            runs++;
            expect(run).toContain(faceOf(voteCardsOf(state)[drawn[k]!.cards[0]!]!));
          });
          flagged.delete(who);
          const world = placeDrawnCards(determinizer(view, { log: false })(`w/${state.decisions}`), realDrawnCards(state, flagged), who);
          expect(checkState(world)).toBeNull();
          expect({ ...tortuga1667.viewFor(world, who), log: [] }).toEqual({ ...view, log: [] });
          for (const seat of flagged) {
            const last = drawn.filter((d) => d.player === seat).at(-1)!.cards[0]!;
            if (state.seats[seat]!.hand.includes(last) && world.seats[seat]!.hand.includes(last)) given++;
          }
        }
        state = tortuga1667.apply(state, bots[who]!.choose(view as never, rng));
      }
    }
    expect(runs).toBeGreaterThan(20);
    expect(given).toBeGreaterThan(10);
  });
});
