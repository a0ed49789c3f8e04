import { describe, expect, it } from 'vitest';
import { replay } from '../../src/core/records/replay.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { playBots, randomBot, type Bot, type DecisionView } from '../../src/bots/bot.js';
import { diceHeuristicBot } from '../../src/bots/dice-heuristic.js';
import { diceSearchBot, t1667SearchBot } from '../../src/bots/search-bots.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import type { DiceAction } from '../../src/dice/types.js';
import type { DiceView } from '../../src/dice/view.js';
import type { T1667Action } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { game as dice } from '../support/dice.js';
import { perturbDice } from '../support/dice-invariants.js';
import { playRandom } from '../support/conformance.js';
import { game as t1667 } from '../support/t1667.js';
import { perturbT1667 } from '../support/t1667-invariants.js';

/**
 * Plays a random game and, at every `every`-th state, checks for each seat to act that the
 * bots choose the same from the real state's view as from the view of a state whose hidden
 * parts were changed at random (the two views are equal).
 */
function expectViewOnly<S, A, V extends DecisionView<A>>(
  game: { toAct(state: S): number[]; viewFor(state: S, seat: number): V },
  states: readonly S[],
  bots: readonly Bot<V, A>[],
  perturb: (state: S, seat: number, rng: ReturnType<typeof seedRng>) => S,
  every: number,
): void {
  const rng = seedRng('perturb');
  states.slice(0, -1).forEach((state, index) => {
    if (index % every !== 0) return;
    for (const seat of game.toAct(state)) {
      const other = perturb(state, seat, rng);
      expect(game.viewFor(other, seat)).toEqual(game.viewFor(state, seat));
      for (const bot of bots)
        expect(bot.choose(game.viewFor(other, seat), seedRng(`same-${seat}`))).toEqual(bot.choose(game.viewFor(state, seat), seedRng(`same-${seat}`)));
    }
  });
}

describe('bots', () => {
  it('a bot decides from the view alone: two states with the same view give the same choice (Tortuga 1667)', () => {
    const { states } = playRandom(t1667, { players: 6, seed: 'fair', stars: 8 }, 'fair-bot');
    expectViewOnly(t1667, states, [randomBot<T1667View, T1667Action>()], perturbT1667, 1);
  });

  it('a bot decides from the view alone (dice game)', () => {
    const { states } = playRandom(dice, { players: 4, seed: 'fair' }, 'fair-bot');
    expectViewOnly(dice, states, [randomBot<DiceView, DiceAction>()], perturbDice, 1);
  });

  it('playBots plays whole games with a bot per seat; the same seed gives the same game, and its record replays', () => {
    const bots = Array.from({ length: 5 }, () => randomBot<T1667View, T1667Action>());
    const a = playBots(t1667, { players: 5, seed: 'bots' }, bots, 'run-1');
    const b = playBots(t1667, { players: 5, seed: 'bots' }, bots, 'run-1');
    expect(a.actions).toEqual(b.actions);
    expect(a.final.outcome).not.toBeNull();
    expect(replay(t1667, { players: 5, seed: 'bots' }, a.actions)).toEqual(a.final);
    const diceGame = playBots(
      dice,
      { players: 3, seed: 'bots' },
      Array.from({ length: 3 }, () => randomBot<DiceView, DiceAction>()),
      'run-2',
    );
    expect(diceGame.final.outcome?.winners.length).toBeGreaterThan(0);
  });

  it('the random bot chooses by index without a view (chooseIndex), exactly as it would from the view', () => {
    const viewOnly = <V extends DecisionView<A>, A>(): Bot<V, A> => ({ name: 'random', choose: randomBot<V, A>().choose });
    for (const seed of ['i1', 'i2', 'i3']) {
      const fast = playBots(
        t1667,
        { players: 6, seed },
        Array.from({ length: 6 }, () => randomBot<T1667View, T1667Action>()),
        seed,
      );
      const slow = playBots(
        t1667,
        { players: 6, seed },
        Array.from({ length: 6 }, () => viewOnly<T1667View, T1667Action>()),
        seed,
      );
      expect(fast.actions).toEqual(slow.actions);
      expect(fast.final).toEqual(slow.final);
      const fastDice = playBots(
        dice,
        { players: 4, seed },
        Array.from({ length: 4 }, () => randomBot<DiceView, DiceAction>()),
        seed,
      );
      const slowDice = playBots(
        dice,
        { players: 4, seed },
        Array.from({ length: 4 }, () => viewOnly<DiceView, DiceAction>()),
        seed,
      );
      expect(fastDice.final).toEqual(slowDice.final);
    }
  });

  it('a bot asked to choose without a decision says so', () => {
    const bot = randomBot<T1667View, T1667Action>();
    const state = t1667.setup({ players: 4, seed: 'idle' });
    const idle = t1667.toAct(state).includes(0) ? 1 : 0;
    expect(() => bot.choose(t1667.viewFor(state, idle), seedRng('x'))).toThrow(/without a decision/);
  });
});

describe('heuristic and search bots', () => {
  const playersOf = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('the heuristic and search bots (the learned value too) decide from the view alone (Tortuga 1667)', () => {
    const { states } = playRandom(t1667, { players: 5, seed: 'fair-h', stars: 8 }, 'fair-h-bot');
    const learned = t1667SearchBot({ iterations: 8, value: 'learned', playoutDepth: 6 });
    expectViewOnly(t1667, states, [t1667HeuristicBot(), t1667SearchBot({ iterations: 8 }), learned], perturbT1667, 3);
  });

  it('the heuristic and search bots decide from the view alone (dice game)', () => {
    const { states } = playRandom(dice, { players: 3, seed: 'fair-h' }, 'fair-h-bot');
    expectViewOnly(dice, states, [diceHeuristicBot(), diceSearchBot({ iterations: 8 })], perturbDice, 4);
  });

  it('rank lists every legal action exactly once', () => {
    const bot = t1667HeuristicBot();
    const { states } = playRandom(t1667, { players: 4, seed: 'rank' }, 'rank-bot');
    for (const state of states.slice(0, 40)) {
      for (const seat of t1667.toAct(state)) {
        const view = t1667.viewFor(state, seat);
        const ranked = bot.rank(view);
        expect(new Set(ranked.map((a) => JSON.stringify(a)))).toEqual(new Set(view.decision!.actions.map((a) => JSON.stringify(a))));
        expect(ranked).toHaveLength(view.decision!.actions.length);
      }
    }
  });

  /** Win rate per bot name over `games` seeded games, bots rotating through the seats. */
  function winRates<V extends DecisionView<A>, A extends { type: string; player: number }, S, C extends { players: number; seed: string }, O>(
    game: Parameters<typeof playBots<C, S, A, V, O>>[0],
    players: number,
    make: Record<string, () => Bot<V, A>>,
    games: number,
    winnersOf: (state: S) => readonly number[],
  ): Record<string, number> {
    const names = Object.keys(make);
    const wins: Record<string, number> = {};
    const seats: Record<string, number> = {};
    for (let g = 0; g < games; g++) {
      const table = playersOf(players).map((seat) => names[(seat + g) % names.length]!);
      const { final } = playBots(
        game,
        { players, seed: `strength-${g}` } as C,
        table.map((name) => make[name]!()),
        `strength-bots-${g}`,
      );
      const winners = winnersOf(final);
      table.forEach((name, seat) => {
        seats[name] = (seats[name] ?? 0) + 1;
        if (winners.includes(seat)) wins[name] = (wins[name] ?? 0) + 1;
      });
    }
    return Object.fromEntries(names.map((name) => [name, (wins[name] ?? 0) / seats[name]!]));
  }

  it('the heuristic bot beats the random bot (Tortuga 1667, 4 players, 200 seeded games)', () => {
    const rates = winRates(t1667, 4, { heuristic: t1667HeuristicBot, random: randomBot<T1667View, T1667Action> }, 200, (s) => s.outcome!.winners);
    expect(rates.heuristic! - rates.random!).toBeGreaterThan(0.15);
  });

  it('the heuristic bot beats the random bot (dice game, 3 players, 100 seeded games)', () => {
    const rates = winRates(dice, 3, { heuristic: diceHeuristicBot, random: randomBot<DiceView, DiceAction> }, 100, (s) => s.outcome!.winners);
    expect(rates.heuristic! - rates.random!).toBeGreaterThan(0.5);
  });

  it('search bots play whole games legally, and the same seeds give the same game', () => {
    const a = playBots(
      t1667,
      { players: 4, seed: 'search' },
      [t1667SearchBot({ iterations: 10 }), t1667HeuristicBot(), randomBot(), t1667HeuristicBot()],
      's1',
    );
    const b = playBots(
      t1667,
      { players: 4, seed: 'search' },
      [t1667SearchBot({ iterations: 10 }), t1667HeuristicBot(), randomBot(), t1667HeuristicBot()],
      's1',
    );
    expect(a.actions).toEqual(b.actions);
    expect(replay(t1667, { players: 4, seed: 'search' }, a.actions)).toEqual(a.final);
    const d = playBots(dice, { players: 2, seed: 'search' }, [diceSearchBot({ iterations: 5 }), diceHeuristicBot()], 's2');
    expect(d.final.outcome).not.toBeNull();
  });
});
