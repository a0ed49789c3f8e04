/**
 * `tortuga-rules/client`'s local table with bots that decide elsewhere (`AsyncBot`: a Web Worker, a
 * server): the same game as with the same bots seated to decide at once; an answer that comes after
 * the game moved on is dropped and the bot asked again; a malformed, refused or failed answer changes
 * nothing and is told; closing the table while a bot thinks changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { localTable, type AsyncBot, type AsyncDecision } from '../../src/client/index.js';
import type { Bot, DecisionView } from '../../src/bots/bot.js';
import { t1667HeuristicBot } from '../../src/bots/index.js';
import type { RngState } from '../../src/core/engine/rng.js';
import { isRuleViolation } from '../../src/core/engine/rule-violation.js';
import { playerNames } from '../../src/core/words/player-names.js';
import { DICE_EN } from '../../src/dice/en.js';
import { tortugaDice } from '../../src/dice/game.js';
import type { DiceAction } from '../../src/dice/types.js';
import type { DiceView } from '../../src/dice/view.js';
import { diceWords } from '../../src/dice/words.js';
import { T1667_EN } from '../../src/t1667/en.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import type { T1667Action } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { t1667Words } from '../../src/t1667/words.js';
import { manualTimers } from '../support/manual-timers.js';

const t1667En = (names: readonly (string | null)[]) => t1667Words(T1667_EN, { names: playerNames(names) });
const diceEn = (names: readonly (string | null)[]) => diceWords(DICE_EN, { names: playerNames(names) });

/** `bot` deciding elsewhere: on a copy of the generator it is given, answered a turn of the event loop later. */
function elsewhere<V extends DecisionView<A>, A>(bot: Bot<V, A>): AsyncBot<V, A> {
  return {
    name: bot.name,
    decide: async (view, rng) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const own: RngState = { ...rng };
      return { action: bot.choose(view, own), rng: own };
    },
  };
}

/** A bot whose answers the test gives: each `decide` waits until the test settles it. */
function heldBot<V, A>(): AsyncBot<V, A> & { asked: { view: V; rng: RngState; answer(value: unknown): void; fail(error: unknown): void }[] } {
  const asked: { view: V; rng: RngState; answer(value: unknown): void; fail(error: unknown): void }[] = [];
  return {
    name: 'held',
    asked,
    decide: (view, rng) =>
      new Promise<AsyncDecision<A>>((resolve, reject) => asked.push({ view, rng, answer: resolve as (value: unknown) => void, fail: reject })),
  };
}

/** Lets the promises and the zero-delay timers of the event loop run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('tortuga-rules/client: a local table with bots that decide elsewhere', () => {
  it('Tortuga 1667, four bots deciding elsewhere play the game the same bots deciding at once play (the same seed, the same record)', async () => {
    const play = async (seat: () => Bot<T1667View, T1667Action> | AsyncBot<T1667View, T1667Action>) => {
      const timers = manualTimers();
      const table = localTable({
        game: tortuga1667,
        config: { players: 4, seed: 'client-async' },
        seats: [seat(), seat(), seat(), seat()],
        words: t1667En,
        pace: 0,
        timers,
      });
      for (let guard = 0; guard < 5000 && !table.getSnapshot().over; guard++) if (!timers.run()) await settle();
      expect(table.getSnapshot().over).toBe(true);
      return table.record().actions;
    };
    const atOnce = await play(() => t1667HeuristicBot());
    const asked = await play(() => elsewhere<T1667View, T1667Action>(t1667HeuristicBot()));
    expect(atOnce.length).toBeGreaterThan(20);
    expect(asked).toEqual(atOnce);
  });

  it("an answer that comes after the game moved on (the person's undo) is dropped, and the bot is asked again where the game is", async () => {
    const timers = manualTimers();
    const bot = heldBot<DiceView, DiceAction>();
    const table = localTable({ game: tortugaDice, config: { players: 2, seed: 'client-async-undo' }, seats: ['person', bot], words: diceEn, pace: 0, timers });
    /** The person takes the first choice of every menu, and the timers run, until the bot has been asked `times` times. */
    const untilAsked = (times: number): void => {
      for (let guard = 0; guard < 200 && bot.asked.length < times; guard++) {
        const { view, menu } = table.getSnapshot();
        if (view?.decision !== null && view?.player === 0 && menu.nodes[0]?.action != null) table.choose(menu.nodes[0].action);
        else if (menu.nodes.length > 0 && view?.decision !== null) table.openGroup(0);
        else timers.run();
      }
    };
    untilAsked(1);
    expect(bot.asked).toHaveLength(1);
    const thinking = table.state;
    expect(table.getSnapshot().canUndo).toBe(true);
    table.undo();
    const undone = table.state;
    expect(undone).not.toBe(thinking);
    // The first question's answer arrives late: nothing changes.
    const first = bot.asked[0]!;
    const rng = { ...first.rng };
    first.answer({ action: first.view.decision!.actions[0], rng });
    await settle();
    expect(table.state).toBe(undone);
    // Where the bot is to act again, it is asked again, and its answer then counts.
    untilAsked(2);
    expect(bot.asked).toHaveLength(2);
    const second = bot.asked[1]!;
    const before = table.record().actions.length;
    second.answer({ action: second.view.decision!.actions[0], rng: { ...second.rng } });
    await settle();
    expect(table.record().actions.length).toBe(before + 1);
  });

  it('a malformed answer, one the rules refuse and a failed promise change nothing and are told (onBotError); closing while a bot thinks changes nothing', async () => {
    /** A table of three seats, the first held by a bot whose answer the test gives; the question it is asked first. */
    const asked = async () => {
      const timers = manualTimers();
      const bot = heldBot<T1667View, T1667Action>();
      const errors: [unknown, number][] = [];
      const table = localTable({
        game: tortuga1667,
        config: { players: 3, seed: 'client-async-bad' },
        seats: [bot, t1667HeuristicBot(), t1667HeuristicBot()],
        words: t1667En,
        pace: 0,
        timers,
        onBotError: (error, seat) => errors.push([error, seat]),
      });
      for (let guard = 0; guard < 200 && bot.asked.length === 0; guard++) if (!timers.run()) await settle();
      expect(bot.asked).toHaveLength(1);
      return { table, timers, errors, question: bot.asked[0]! };
    };
    const rng: RngState = { c: 1, s0: 0.1, s1: 0.2, s2: 0.3 };
    const legal = (await asked()).question.view.decision!.actions[0]!;
    const bad: readonly (readonly [string, unknown, (error: unknown) => boolean])[] = [
      ['no action', { rng }, (e) => /answer\.action is missing/.test(String(e))],
      ["another seat's action", { action: { ...legal, player: 1 }, rng }, (e) => /answer\.action is not an action of seat 0/.test(String(e))],
      ['inherited keys only', Object.create({ action: legal, rng }) as unknown, (e) => /answer expected an object/.test(String(e))],
      ['a key that is not a field', { action: legal, rng, extra: 1 }, (e) => /answer\.extra is not a field/.test(String(e))],
      ['no generator', { action: legal }, (e) => /answer\.rng is missing/.test(String(e))],
      ['a generator that is not four numbers', { action: legal, rng: { ...rng, s2: Number.NaN } }, (e) => /answer\.rng\.s2 expected a number/.test(String(e))],
      ['an action the rules refuse', { action: { type: 'reveal', player: 0, slot: 9 }, rng }, isRuleViolation],
      ['a failed promise', new Error('the worker is gone'), (e) => (e as Error).message === 'the worker is gone'],
    ];
    for (const [what, answer, told] of bad) {
      const { table, timers, errors, question } = await asked();
      const state = table.state;
      const actions = table.record().actions.length;
      if (answer instanceof Error) question.fail(answer);
      else question.answer(answer);
      await settle();
      expect(table.state, what).toBe(state);
      expect(table.record().actions.length, what).toBe(actions);
      expect(errors.length, what).toBe(1);
      expect(told(errors[0]![0]), `${what}: ${String(errors[0]![0])}`).toBe(true);
      expect(errors[0]![1], what).toBe(0);
      expect(timers.pending, what).toBe(0); // the bots wait for the next change
    }
    // The table closed while the bot thinks: its answer, however good, changes nothing and is not an error.
    const { table, errors, question } = await asked();
    const state = table.state;
    table.close();
    question.answer({ action: legal, rng });
    await settle();
    expect(table.state).toBe(state);
    expect(errors).toEqual([]);
  });
});
