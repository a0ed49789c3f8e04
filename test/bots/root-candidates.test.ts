/**
 * The root's candidates with `candidatesPerType` (issue 49): at most so many of one action type
 * while other types are left, the passed-over filling up, the prior's order kept.
 */
import { describe, expect, it } from 'vitest';
import { rootCandidates } from '../../src/bots/ismcts.js';
import { t1667SearchBot } from '../../src/bots/search-bots.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { game as t1667 } from '../support/t1667.js';

const act = (type: string, n: number) => ({ type, player: 0, n });

describe('the root candidates', () => {
  const ranked = [act('peek', 1), act('peek', 2), act('peek', 3), act('attack', 1), act('reveal', 1), act('reveal', 2), act('brawl', 1)];

  it('takes the best of each type first, keeps the ranking order, and fills up with the passed-over', () => {
    expect(rootCandidates(ranked, 4, 1)).toEqual([act('peek', 1), act('attack', 1), act('reveal', 1), act('brawl', 1)]);
    expect(rootCandidates(ranked, 4, 2)).toEqual([act('peek', 1), act('peek', 2), act('attack', 1), act('reveal', 1)]);
    // Four types give four; the two best passed over (peeks 2 and 3, not reveal 2) fill up to six.
    expect(rootCandidates(ranked, 6, 1)).toEqual([act('peek', 1), act('peek', 2), act('peek', 3), act('attack', 1), act('reveal', 1), act('brawl', 1)]);
  });

  it('without a limit, or with one type only, it is the ranking cut to the count', () => {
    expect(rootCandidates(ranked, 4, Number.POSITIVE_INFINITY)).toEqual(ranked.slice(0, 4));
    const votes = [act('vote', 1), act('vote', 2), act('vote', 3)];
    expect(rootCandidates(votes, 2, 1)).toEqual(votes.slice(0, 2));
    expect(rootCandidates(ranked.slice(0, 2), 4, 1)).toEqual(ranked.slice(0, 2));
  });

  it('the search takes them so: a decision among many peeks gets other kinds of action among its candidates', () => {
    let state = t1667.setup({ players: 5, seed: 'per-type' });
    const heuristic = t1667HeuristicBot();
    const rng = seedRng('per-type/bots');
    let view = t1667.viewFor(state, t1667.toAct(state)[0]!);
    for (let i = 0; i < 400 && t1667.outcome(state) === null; i++) {
      view = t1667.viewFor(state, t1667.toAct(state)[0]!);
      const types = heuristic
        .rank(view)
        .slice(0, 4)
        .map((a) => a.type);
      if (types.filter((t) => t === 'peek').length >= 2 && new Set(view.decision!.actions.map((a) => a.type)).size >= 4) break;
      state = t1667.apply(state, heuristic.choose(view, rng));
    }
    const plain = t1667SearchBot({ iterations: 8, candidates: 4 }).analyse(view, seedRng('s'));
    const diverse = t1667SearchBot({ iterations: 8, candidates: 4, candidatesPerType: 1 }).analyse(view, seedRng('s'));
    expect(plain.filter((e) => e.action.type === 'peek').length).toBeGreaterThanOrEqual(2);
    expect(new Set(diverse.map((e) => e.action.type)).size).toBe(4);
    // The heuristic's best is always a candidate.
    expect(diverse.map((e) => JSON.stringify(e.action))).toContain(JSON.stringify(heuristic.rank(view)[0]));
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    expect(() => t1667SearchBot({ candidatesPerType: 0 })).toThrow(RangeError);
    expect(() => t1667SearchBot({ candidatesPerType: 1.5 })).toThrow(/whole number/);
  });
});
