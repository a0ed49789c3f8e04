import { describe, expect, it } from 'vitest';
import { playBots } from '../../src/bots/bot.js';
import { diceHeuristicBot } from '../../src/bots/dice-heuristic.js';
import { ismctsBot } from '../../src/bots/ismcts.js';
import { BOT_LEVELS, botFor, LEVEL_SETTINGS, searchLevelBot } from '../../src/bots/levels.js';
import { DICE_SCORING, T1667_SCORING } from '../../src/bots/search-bots.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { tortugaDice } from '../../src/dice/game.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { playRandom } from '../support/conformance.js';

describe('bot levels: botFor(game, level, options?)', () => {
  it('every level of both games plays whole games legally; with fixed iterations the same seeds give the same game', () => {
    const t1667Bots = BOT_LEVELS.map((level) => botFor(tortuga1667, level, { iterations: 6 }));
    const first = playBots(tortuga1667, { players: 4, seed: 'levels' }, t1667Bots, 'levels-run');
    expect(first.final.outcome).not.toBeNull();
    expect(
      playBots(
        tortuga1667,
        { players: 4, seed: 'levels' },
        BOT_LEVELS.map((level) => botFor(tortuga1667, level, { iterations: 6 })),
        'levels-run',
      ).actions,
    ).toEqual(first.actions);
    const dice = playBots(
      tortugaDice,
      { players: 4, seed: 'levels' },
      BOT_LEVELS.map((level) => botFor(tortugaDice, level, { iterations: 6 })),
      'levels-run',
    );
    expect(dice.final.outcome).not.toBeNull();
    expect(BOT_LEVELS.map((level) => botFor(tortugaDice, level).name)).toEqual([...BOT_LEVELS]);
  });

  it('an unknown level, an unknown option or a value out of range is named in the error', () => {
    expect(() => botFor(tortuga1667, 'grandmaster' as never)).toThrow(/Unknown bot level "grandmaster"/);
    expect(() => botFor(tortuga1667, 'hard', { iteration: 5 } as never)).toThrow(/Unknown botFor option "iteration"/);
    expect(() => botFor(tortugaDice, 'hard', { iterations: 0 })).toThrow(RangeError);
    expect(() => botFor(tortugaDice, 'expert', { budgetMs: -1 })).toThrow(RangeError);
    expect(() => botFor(tortugaDice, 'expert', null as never)).toThrow(/botFor options are an object/);
    expect(() => botFor(tortugaDice, 'expert', { reproducible: 'yes' } as never)).toThrow(/"reproducible" is true or false/);
    expect(() => botFor(tortuga1667, 'expert', { clock: 5 } as never)).toThrow(/"clock" is a function/);
  });

  it('easy and medium read no option but check every one, so one set of options serves a whole ladder', () => {
    const clock = (): number => 0;
    for (const level of ['easy', 'medium'] as const) {
      expect(botFor(tortuga1667, level, { budgetMs: 50, clock }).name).toBe(level);
      expect(botFor(tortugaDice, level, { reproducible: true }).name).toBe(level);
      expect(() => botFor(tortuga1667, level, { iterations: 0 })).toThrow(RangeError);
      expect(() => botFor(tortuga1667, level, { iterations: 10, budgetMs: 5 })).toThrow(/do not go together/);
      expect(() => botFor(tortugaDice, level, { think: 5 } as never)).toThrow(/Unknown botFor option "think"/);
    }
  });

  it('a fixed count of worlds and a time budget are refused together, naming both options', () => {
    const clock = (): number => 0;
    expect(() => botFor(tortuga1667, 'hard', { iterations: 10, budgetMs: 5 })).toThrow(/"iterations" and "budgetMs" do not go together/);
    expect(() => botFor(tortuga1667, 'hard', { reproducible: true, clock })).toThrow(/"reproducible" and "clock" do not go together/);
    expect(() => botFor(tortugaDice, 'expert', { iterations: 10, clock })).toThrow(TypeError);
    expect(() => botFor(tortuga1667, 'hard', { reproducible: false, budgetMs: 5, clock })).not.toThrow();
  });

  it("a level's search reads its budget from the clock it is given (a bot pool's worker thread gives its own)", () => {
    const { states } = playRandom(tortuga1667, { players: 4, seed: 'level-clock' }, 'level-clock-run');
    const state = states.find((s) => tortuga1667.toAct(s).some((seat) => tortuga1667.legalActions(s, seat).length > 3))!;
    const seat = tortuga1667.toAct(state).find((s) => tortuga1667.legalActions(state, s).length > 3)!;
    const view = tortuga1667.viewFor(state, seat);
    const worlds = (level: 'hard' | 'expert', clock: () => number, budgetMs?: number): number =>
      searchLevelBot(tortuga1667, level, { clock, ...(budgetMs !== undefined ? { budgetMs } : {}) })
        .analyse(view, seedRng('level-clock'))
        .reduce((sum, c) => sum + c.visits, 0);
    // Every reading a millisecond later: once its pace says a world costs more than half a millisecond the search reads
    // the clock before every world, so it samples as many worlds as its budget has milliseconds.
    const ticking = (): (() => number) => {
      let now = 0;
      return () => (now += 1);
    };
    expect(worlds('hard', ticking())).toBe(LEVEL_SETTINGS.hard.budgetMs);
    expect(worlds('expert', ticking(), 7)).toBe(7);
    expect(() => botFor(tortuga1667, 'expert', { clock: ticking() }).choose(view, seedRng('level-clock'))).not.toThrow();
  });

  it("hard weighs the heuristic's twelve best actions from 7 players on (four below), the expert from 5 (six below) (issue 49)", () => {
    /** How many candidates a level's search weighs at a decision with many legal actions, at this many players. */
    const weighed = (level: 'hard' | 'expert', players: number): number => {
      const { states } = playRandom(tortuga1667, { players, seed: 'crowded' }, 'crowded-run');
      const state = states.find((s) => tortuga1667.toAct(s).some((seat) => tortuga1667.legalActions(s, seat).length > 12))!;
      const seat = tortuga1667.toAct(state).find((s) => tortuga1667.legalActions(state, s).length > 12)!;
      return searchLevelBot(tortuga1667, level, { iterations: 24 }).analyse(tortuga1667.viewFor(state, seat), seedRng('crowded')).length;
    };
    expect([4, 5, 7, 8, 9].map((players) => weighed('hard', players))).toEqual([4, 4, 12, 12, 12]);
    expect([4, 5, 7, 8, 9].map((players) => weighed('expert', players))).toEqual([6, 12, 12, 12, 12]);
  });

  it('a budgeted search stops when its clock says the budget is spent, and shows its estimates', () => {
    let now = 0;
    const clock = (): number => (now += 1); // every reading is one millisecond later
    const bot = ismctsBot(tortuga1667, T1667_SCORING, { budgetMs: 10, clock, playoutBot: t1667HeuristicBot(), prior: t1667HeuristicBot(), playoutDepth: 5 });
    const { states } = playRandom(tortuga1667, { players: 5, seed: 'budget' }, 'budget-bot');
    const state = states.find((s) => tortuga1667.toAct(s).some((seat) => tortuga1667.legalActions(s, seat).length > 3))!;
    const seat = tortuga1667.toAct(state).find((s) => tortuga1667.legalActions(state, s).length > 3)!;
    const found = bot.analyse(tortuga1667.viewFor(state, seat), seedRng('budget'));
    const iterations = found.reduce((sum, c) => sum + c.visits, 0);
    expect(iterations).toBeGreaterThan(3);
    expect(iterations).toBeLessThanOrEqual(10);
    for (let i = 1; i < found.length; i++) expect(found[i - 1]!.visits).toBeGreaterThanOrEqual(found[i]!.visits);
    for (const c of found) {
      expect(c.value).toBeGreaterThanOrEqual(0);
      expect(c.value).toBeLessThanOrEqual(1);
    }
  });

  it('with fixed iterations the search runs exactly that many sampled worlds (dice game)', () => {
    const bot = ismctsBot(tortugaDice, DICE_SCORING, { iterations: 25, playoutBot: diceHeuristicBot(), prior: diceHeuristicBot(), playoutDepth: 5 });
    const { states } = playRandom(tortugaDice, { players: 3, seed: 'fixed' }, 'fixed-bot');
    for (const state of states.slice(0, 30)) {
      for (const seat of tortugaDice.toAct(state)) {
        const view = tortugaDice.viewFor(state, seat);
        const found = bot.analyse(view, seedRng('fixed'));
        if (found.length > 1) expect(found.reduce((sum, c) => sum + c.visits, 0)).toBe(25);
        expect(bot.choose(view, seedRng('fixed'))).toEqual(found[0]!.action);
      }
    }
  });
});
