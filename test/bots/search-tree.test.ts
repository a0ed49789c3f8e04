/**
 * The search's tree below the root (issue 49): a tree prior (PUCT) is asked only about the seat
 * to act and its legal actions in a sampled world, is read once per node and action, and leaves
 * the search reproducible; keeping other seats apart by their loyalty (T67-SETUP-1) still plays
 * legal, reproducible games; `leafValueWeight` mixes the estimate where the tree left off into the
 * rewards.
 */
import { describe, expect, it } from 'vitest';
import { playBots, type BotGame } from '../../src/bots/bot.js';
import type { TreePrior } from '../../src/bots/ismcts.js';
import { t1667SearchBot } from '../../src/bots/search-bots.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { replay } from '../../src/core/records/replay.js';
import { seedRng } from '../../src/core/engine/rng.js';
import type { T1667Action, T1667State } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { determinizer } from '../../src/t1667/determinize.js';
import { ismctsBot } from '../../src/bots/ismcts.js';
import { T1667_SCORING } from '../../src/bots/search-bots.js';
import type { Bot } from '../../src/bots/bot.js';
import { game as t1667 } from '../support/t1667.js';

/** A prior that favours the first legal action, recording what it was asked. */
function recordingPrior(asked: { seat: number; legal: boolean; sum: number }[]): TreePrior<T1667State, T1667Action> {
  return (state, seat, actions) => {
    const legal = t1667.legalActions(state, seat);
    const p = actions.map((_, k) => (k === 0 ? 0.5 : 0.5 / (actions.length - 1)));
    asked.push({
      seat,
      legal: t1667.toAct(state).includes(seat) && actions.length === legal.length && actions.every((a, k) => JSON.stringify(a) === JSON.stringify(legal[k])),
      sum: p.reduce((x, y) => x + y, 0),
    });
    return p;
  };
}

describe('the search tree below the root', () => {
  it('a tree prior is asked about the seat to act and its legal actions in the sampled world, read once per node and action (here at most once a world), and the search stays reproducible', () => {
    const state = t1667.setup({ players: 5, seed: 'prior' });
    const seat = t1667.toAct(state)[0]!;
    const view = t1667.viewFor(state, seat);
    const asked: { seat: number; legal: boolean; sum: number }[] = [];
    const bot = t1667SearchBot({ iterations: 60, treePrior: recordingPrior(asked) });
    const first = bot.analyse(view, seedRng('a'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThanOrEqual(60);
    expect(asked.every((a) => a.legal && Math.abs(a.sum - 1) < 1e-9)).toBe(true);
    expect(first.reduce((n, c) => n + c.visits, 0)).toBe(60);
    expect(bot.analyse(view, seedRng('a'))).toEqual(first);
  });

  it('T67-SETUP-1: a search that keeps other seats apart by their loyalty, guided or not, plays legal games, and the same seeds give the same game', () => {
    const config = { players: 4, seed: 'split' };
    const play = (guided: boolean): BotGame<T1667State, T1667Action> =>
      playBots(
        t1667,
        config,
        [
          t1667SearchBot({ iterations: 12, splitBySecret: true, treePrior: guided ? recordingPrior([]) : null }),
          t1667HeuristicBot(),
          t1667HeuristicBot(),
          t1667HeuristicBot(),
        ],
        'split-bots',
      );
    for (const guided of [false, true]) {
      const a = play(guided);
      expect(a.final.outcome).not.toBeNull();
      expect(play(guided).actions).toEqual(a.actions);
      expect(replay(t1667, config, a.actions)).toEqual(a.final);
    }
  });

  it('with keepLog the playouts keep the table’s log and add to it, so playout bots that read it see both', () => {
    let state = t1667.setup({ players: 4, seed: 'log' });
    for (let i = 0; i < 12; i++) state = t1667.apply(state, t1667.legalActions(state, t1667.toAct(state)[0]!)[0]!);
    const seat = t1667.toAct(state)[0]!;
    const view = t1667.viewFor(state, seat);
    const seen: number[] = [];
    const heuristic = t1667HeuristicBot();
    const reader: Bot<T1667View, T1667Action> = {
      name: 'reader',
      choose: (v, rng) => {
        seen.push(v.log.length);
        return heuristic.choose(v, rng);
      },
    };
    const search = (keepLog: boolean): void => {
      seen.length = 0;
      const scoring = { ...T1667_SCORING, sampler: (v: T1667View) => determinizer(v, { log: keepLog }) };
      ismctsBot(t1667, scoring, { iterations: 8, playoutDepth: 4, playoutBot: reader, prior: heuristic, keepLog }).choose(view, seedRng('log'));
    };
    search(true);
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(view.log.length - 1);
    expect(Math.max(...seen)).toBeGreaterThan(view.log.length);
    search(false);
    expect(Math.max(...seen)).toBeLessThan(view.log.length);
  });

  it('with othersBy "playoutBot" the tree lets the playout bot choose for the other seats (asked from their views), branching on the searching seat alone; games stay legal and reproducible', () => {
    let state = t1667.setup({ players: 4, seed: 'others' });
    for (let i = 0; i < 6; i++) state = t1667.apply(state, t1667.legalActions(state, t1667.toAct(state)[0]!)[0]!);
    const seat = t1667.toAct(state)[0]!;
    const view = t1667.viewFor(state, seat);
    const heuristic = t1667HeuristicBot();
    const asked: number[] = [];
    const reader: Bot<T1667View, T1667Action> = {
      name: 'reader',
      choose: (v, rng) => {
        asked.push(v.player!);
        return heuristic.choose(v, rng);
      },
    };
    const search = (othersBy: 'tree' | 'playoutBot'): void => {
      asked.length = 0;
      ismctsBot(t1667, T1667_SCORING, { iterations: 40, playoutDepth: 0, playoutBot: reader, prior: heuristic, othersBy }).choose(view, seedRng('o'));
    };
    search('tree');
    expect(asked).toEqual([]);
    search('playoutBot');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((p) => p !== seat)).toBe(true);
    const config = { players: 4, seed: 'others-game' };
    const bots = (): Bot<T1667View, T1667Action>[] => [
      ismctsBot(t1667, T1667_SCORING, { iterations: 12, playoutDepth: 6, playoutBot: heuristic, prior: heuristic, othersBy: 'playoutBot' }),
      heuristic,
      heuristic,
      heuristic,
    ];
    const a = playBots(t1667, config, bots(), 'others-bots');
    expect(a.final.outcome).not.toBeNull();
    expect(playBots(t1667, config, bots(), 'others-bots').actions).toEqual(a.actions);
    expect(replay(t1667, config, a.actions)).toEqual(a.final);
    expect(() => ismctsBot(t1667, T1667_SCORING, { othersBy: 'bot' as 'tree' })).toThrow(/othersBy is 'tree' or 'playoutBot', not "bot"/);
    expect(() => ismctsBot(t1667, T1667_SCORING, { othersBy: 'playoutBot' })).toThrow(/needs a playoutBot/);
    expect(() => ismctsBot(t1667, T1667_SCORING, { othersBy: 'playoutBot', playoutBot: heuristic, pairedRoot: true })).toThrow(/not pairedRoot/);
  });

  it('leafValueWeight mixes the estimate where the tree left off into each reward (λ·leaf + (1 − λ)·cut-off), in the tree and the paired root; a bad weight is refused', () => {
    let state = t1667.setup({ players: 4, seed: 'leaf' });
    for (let i = 0; i < 6; i++) state = t1667.apply(state, t1667.legalActions(state, t1667.toAct(state)[0]!)[0]!);
    const seat = t1667.toAct(state)[0]!;
    const view = t1667.viewFor(state, seat);
    // An estimate that tells the leaf (one decision past the root) from the cut-off (three playout decisions later).
    const scoring = { ...T1667_SCORING, estimate: (world: T1667State) => world.decisions / 1000 };
    const heuristic = t1667HeuristicBot();
    for (const pairedRoot of [false, true])
      for (const weight of [0, 0.5, 1]) {
        // One world: the tree visits one of the two candidates, the paired root plays both in it.
        const options = {
          iterations: pairedRoot ? 2 : 1,
          playoutDepth: 3,
          playoutBot: heuristic,
          prior: heuristic,
          candidates: 2,
          pairedRoot,
          leafValueWeight: weight,
        };
        const visited = ismctsBot(t1667, scoring, options)
          .analyse(view, seedRng('leaf'))
          .filter((c) => c.visits > 0);
        expect(visited.length).toBe(pairedRoot ? 2 : 1);
        for (const { value } of visited) expect(value).toBeCloseTo((state.decisions + 1 + 3 * (1 - weight)) / 1000, 12);
      }
    for (const bad of [-0.1, 1.5, Number.NaN])
      expect(() => ismctsBot(t1667, T1667_SCORING, { leafValueWeight: bad })).toThrow(/leafValueWeight is a number from 0 to 1/);
  });

  it('a tree prior that gives the wrong number of probabilities, or a bad one, and a bad treeExploration are refused with a RangeError', () => {
    const state = t1667.setup({ players: 4, seed: 'bad-prior' });
    const view = t1667.viewFor(state, t1667.toAct(state)[0]!);
    expect(() => t1667SearchBot({ iterations: 20, treePrior: () => [1] }).choose(view, seedRng('x'))).toThrow(/treePrior gave 1 probabilities/);
    expect(() => t1667SearchBot({ iterations: 20, treePrior: (_s, _seat, actions) => actions.map(() => Number.NaN) }).choose(view, seedRng('x'))).toThrow(
      RangeError,
    );
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => t1667SearchBot({ treeExploration: bad })).toThrow(/treeExploration/);
  });
});
