/**
 * The paired root (issue 49): every sampled world plays every root candidate, with the same
 * playout generator, so the candidates are compared on the same worlds; `iterations` counts
 * playouts; the best mean is chosen; reproducible; legal games in both titles.
 */
import { describe, expect, it } from 'vitest';
import { playBots } from '../../src/bots/bot.js';
import { diceSearchBot, T1667_SCORING, t1667SearchBot } from '../../src/bots/search-bots.js';
import { ismctsBot } from '../../src/bots/ismcts.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { diceHeuristicBot } from '../../src/bots/dice-heuristic.js';
import { replay } from '../../src/core/records/replay.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { tortugaDice } from '../../src/dice/game.js';
import type { T1667State } from '../../src/t1667/types.js';
import { game as t1667 } from '../support/t1667.js';

/** A decision with several candidates, some way into a seeded game of heuristic bots. */
function midGameView(players: number, seed: string) {
  let state = t1667.setup({ players, seed });
  const heuristic = t1667HeuristicBot();
  const rng = seedRng(`${seed}/bots`);
  for (let i = 0; i < 25 && t1667.outcome(state) === null; i++) {
    const seat = t1667.toAct(state)[0]!;
    state = t1667.apply(state, heuristic.choose(t1667.viewFor(state, seat), rng));
  }
  for (;;) {
    const seat = t1667.toAct(state)[0]!;
    const view = t1667.viewFor(state, seat);
    if ((view.decision?.actions.length ?? 0) > 2) return view;
    state = t1667.apply(state, heuristic.choose(view, rng));
  }
}

/** A value of the sampled world that no action changes: whether the next seat holds the searcher's own card. */
function hiddenOnly(me: number) {
  return (state: T1667State): number => (state.seats[(me + 1) % state.players]!.loyalty === state.seats[me]!.loyalty ? 1 : 0);
}

describe('the paired root', () => {
  it('every candidate is played in every world: equal visits, iterations counted in playouts, the best mean first, reproducible', () => {
    const view = midGameView(5, 'paired');
    const bot = t1667SearchBot({ iterations: 40, pairedRoot: true, candidates: 4, value: 'learned', playoutDepth: 6 });
    const estimates = bot.analyse(view, seedRng('a'));
    expect(estimates.length).toBe(Math.min(4, view.decision!.actions.length));
    const worlds = Math.ceil(40 / estimates.length);
    expect(estimates.every((e) => e.visits === worlds && e.value >= 0 && e.value <= 1)).toBe(true);
    expect(estimates.map((e) => e.value)).toEqual([...estimates.map((e) => e.value)].sort((a, b) => b - a));
    expect(bot.analyse(view, seedRng('a'))).toEqual(estimates);
    expect(bot.choose(view, seedRng('a'))).toEqual(estimates[0]!.action);
  });

  it('candidates share their worlds, so a value of what no action changes (the hidden cards) is the same for each; the tree gives each worlds of its own', () => {
    const view = midGameView(6, 'same-worlds');
    const me = view.player!;
    const scoring = { ...T1667_SCORING, estimate: hiddenOnly(me) };
    const options = { iterations: 60, playoutDepth: 0, prior: t1667HeuristicBot(), candidates: 3 };
    const paired = ismctsBot(t1667, scoring, { ...options, pairedRoot: true }).analyse(view, seedRng('w'));
    expect(new Set(paired.map((e) => e.value)).size).toBe(1);
    const tree = ismctsBot(t1667, scoring, options).analyse(view, seedRng('w'));
    expect(new Set(tree.map((e) => e.value)).size).toBeGreaterThan(1);
  });

  it('under a budget it plays whole worlds until the clock says the budget is spent', () => {
    const view = midGameView(4, 'budget');
    let now = 0;
    const clock = (): number => (now += 1);
    const estimates = t1667SearchBot({ pairedRoot: true, budgetMs: 10, clock }).analyse(view, seedRng('b'));
    const visits = estimates.map((e) => e.visits);
    expect(new Set(visits).size).toBe(1);
    // The watch reads the clock once when it starts and before each world after the first: the tenth reading ends it.
    expect(visits[0]).toBe(10);
  });

  it('plays legal, reproducible games of both titles', () => {
    const config = { players: 4, seed: 'paired-game' };
    const play = () =>
      playBots(t1667, config, [t1667SearchBot({ iterations: 12, pairedRoot: true }), t1667HeuristicBot(), t1667HeuristicBot(), t1667HeuristicBot()], 'pb');
    const a = play();
    expect(a.final.outcome).not.toBeNull();
    expect(play().actions).toEqual(a.actions);
    expect(replay(t1667, config, a.actions)).toEqual(a.final);
    const dice = playBots(tortugaDice, { players: 2, seed: 'paired-dice' }, [diceSearchBot({ iterations: 8, pairedRoot: true }), diceHeuristicBot()], 'pd');
    expect(dice.final.outcome).not.toBeNull();
    expect(replay(tortugaDice, { players: 2, seed: 'paired-dice' }, dice.actions)).toEqual(dice.final);
  });
});
