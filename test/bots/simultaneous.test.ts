/**
 * Hidden simultaneous steps in the search's tree (issue 49, T67-VOTE-8): with `simultaneous:
 * 'blind'` no seat's choice in the tree depends on a choice made in the same step that it cannot
 * see; the default (single-observer ISMCTS) lets a later seat answer an earlier one's hidden choice.
 * Checked on matching pennies, where that answer decides everything, and on Tortuga 1667's votes.
 */
import { describe, expect, it } from 'vitest';
import { playBots, type Bot, type DecisionView } from '../../src/bots/bot.js';
import { ismctsBot, type SearchScoring } from '../../src/bots/ismcts.js';
import { T1667_SCORING, t1667SearchBot } from '../../src/bots/search-bots.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import type { Game, PlayerId, Simulator } from '../../src/core/engine/game.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { replay } from '../../src/core/records/replay.js';
import type { T1667Action, T1667State } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { game as t1667 } from '../support/t1667.js';

/**
 * Matching pennies: both seats show a side at once; seat 1 wins if the sides match, seat 0 if not.
 * Where `knock` is `'allowed'`, seat 0 may first knock (a public act inside the step, as Atlantis
 * joins a vote: T67-EARLY-ATLANTIS) and must then still show.
 */
interface Pennies {
  readonly sides: ('heads' | 'tails' | null)[];
  knock: 'none' | 'allowed' | 'done';
}
type Move = { readonly type: 'show'; readonly player: PlayerId; readonly side: 'heads' | 'tails' } | { readonly type: 'knock'; readonly player: PlayerId };
type PenniesView = DecisionView<Move> & { readonly player: PlayerId | null };
interface PenniesOutcome {
  readonly winners: PlayerId[];
}

const waiting = (state: Pennies): PlayerId[] => [0, 1].filter((seat) => state.sides[seat] === null);
const legal = (state: Pennies, seat: PlayerId): Move[] => {
  if (state.sides[seat] !== null) return [];
  const shows: Move[] = [
    { type: 'show', player: seat, side: 'heads' },
    { type: 'show', player: seat, side: 'tails' },
  ];
  return seat === 0 && state.knock === 'allowed' ? [{ type: 'knock', player: seat }, ...shows] : shows;
};

/** The parts of a game the search reads, for matching pennies (the rest is never called); a move that is not legal throws. */
const pennies = {
  outcome: (state: Pennies): PenniesOutcome | null => (waiting(state).length > 0 ? null : { winners: [state.sides[0] === state.sides[1] ? 1 : 0] }),
  toAct: waiting,
  legalActions: legal,
  viewFor: (state: Pennies, seat: PlayerId): PenniesView => ({ player: seat, decision: { actions: legal(state, seat) } }),
  simulator: (start: Pennies): Simulator<Pennies, Move> => {
    const state: Pennies = { sides: [...start.sides], knock: start.knock };
    const play = (move: Move): void => {
      if (!legal(state, move.player).some((m) => JSON.stringify(m) === JSON.stringify(move))) throw new Error(`not legal now: ${JSON.stringify(move)}`);
      if (move.type === 'knock') state.knock = 'done';
      else state.sides[move.player] = move.side;
    };
    return { state, apply: play, applyTrusted: play, snapshot: () => ({ sides: [...state.sides], knock: state.knock }) };
  },
} as unknown as Game<{ players: number; seed: string }, Pennies, Move, PenniesView, PenniesOutcome>;

const scoringFrom = (start: Pennies): SearchScoring<Pennies, PenniesOutcome, PenniesView> => ({
  reward: (outcome, seat) => (outcome.winners.includes(seat) ? 1 : 0),
  estimate: () => 0.5,
  sampler: () => () => ({ sides: [...start.sides], knock: start.knock }),
  simultaneous: (state) => waiting(state).length > 0,
});

describe('hidden simultaneous steps in the search tree', () => {
  const start: Pennies = { sides: [null, null], knock: 'none' };
  const analyse = (simultaneous?: 'sequential' | 'blind') =>
    ismctsBot(pennies, scoringFrom(start), { iterations: 2000, ...(simultaneous === undefined ? {} : { simultaneous }) }).analyse(
      pennies.viewFor(start, 0),
      seedRng('pennies'),
    );

  it('T67-VOTE-8: by default the seat that chooses second in the tree answers the first one’s hidden side, so every side of the searching seat looks lost', () => {
    for (const estimates of [analyse(), analyse('sequential')]) {
      expect(estimates.length).toBe(2);
      for (const { value } of estimates) expect(value).toBeLessThan(0.1);
    }
  });

  it('T67-VOTE-8: with simultaneous "blind" the second seat’s statistics are shared over the first one’s sides, so neither side is lost: each is worth about half', () => {
    const estimates = analyse('blind');
    expect(estimates.reduce((n, e) => n + e.visits, 0)).toBe(2000);
    for (const { value, visits } of estimates) {
      expect(visits).toBeGreaterThan(500);
      expect(value).toBeGreaterThan(0.3);
      expect(value).toBeLessThan(0.7);
    }
    expect(analyse('blind')).toEqual(estimates);
  });

  it('T67-EARLY-ATLANTIS: a public act of the searching seat inside the step (a knock, as Atlantis joins a vote) is a root candidate, and its show after it a blind choice among its legal moves', () => {
    const knocking: Pennies = { sides: [null, null], knock: 'allowed' };
    for (const simultaneous of ['sequential', 'blind'] as const) {
      const estimates = ismctsBot(pennies, scoringFrom(knocking), { iterations: 600, simultaneous }).analyse(pennies.viewFor(knocking, 0), seedRng('knock'));
      expect(estimates.map((e) => e.action.type).sort()).toEqual(['knock', 'show', 'show']);
      expect(estimates.reduce((n, e) => n + e.visits, 0)).toBe(600);
    }
  });

  it('T67-VOTE-8: a blind search plays legal, reproducible Tortuga 1667 games in which it votes', () => {
    const config = { players: 4, seed: 'blind-game' };
    const heuristic = t1667HeuristicBot();
    let voted = 0;
    const counting = (bot: Bot<T1667View, T1667Action>): Bot<T1667View, T1667Action> => ({
      name: bot.name,
      choose: (view, rng) => {
        if (view.decision?.actions.some((a) => a.type === 'vote') === true) voted++;
        return bot.choose(view, rng);
      },
    });
    const play = () =>
      playBots(
        t1667,
        config,
        [counting(t1667SearchBot({ iterations: 40, simultaneous: 'blind', value: 'learned', playoutDepth: 6 })), heuristic, heuristic, heuristic],
        'blind-bots',
      );
    const a = play();
    expect(a.final.outcome).not.toBeNull();
    expect(voted).toBeGreaterThan(0);
    expect(play().actions).toEqual(a.actions);
    expect(replay(t1667, config, a.actions)).toEqual(a.final);
  });

  it('T67-VOTE-8: the 1667 scoring marks exactly the states where a vote is being collected; a bad setting is refused', () => {
    let state: T1667State = t1667.setup({ players: 4, seed: 'vote-step' });
    const heuristic = t1667HeuristicBot();
    const rng = seedRng('vote-step');
    let votes = 0;
    for (let i = 0; i < 400 && t1667.outcome(state) === null; i++) {
      const seat = t1667.toAct(state)[0]!;
      const legal = t1667.legalActions(state, seat);
      expect(T1667_SCORING.simultaneous!(state)).toBe(legal.some((a) => a.type === 'vote'));
      if (T1667_SCORING.simultaneous!(state)) votes++;
      state = t1667.apply(state, heuristic.choose(t1667.viewFor(state, seat), rng));
    }
    expect(votes).toBeGreaterThan(0);
    expect(() => ismctsBot(t1667, T1667_SCORING, { simultaneous: 'hidden' as 'blind' })).toThrow(/simultaneous is 'sequential' or 'blind', not "hidden"/);
  });
});
