import { describe, expect, it } from 'vitest';
import { replay } from '../../src/core/replay.js';
import { seedRng } from '../../src/core/rng.js';
import { playBots, randomBot } from '../../src/bots/bot.js';
import type { DiceGameAction } from '../../src/dice/types.js';
import type { DiceView } from '../../src/dice/view.js';
import type { T1667Action } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { game as dice } from '../support/dice.js';
import { perturbDice } from '../support/dice-invariants.js';
import { playRandom } from '../support/conformance.js';
import { game as t1667 } from '../support/t1667.js';
import { perturbT1667 } from '../support/t1667-invariants.js';

describe('bots', () => {
  it('a bot decides from the view alone: two states with the same view give the same choice (Tortuga 1667)', () => {
    const bot = randomBot<T1667View, T1667Action>();
    const { states } = playRandom(t1667, { players: 6, seed: 'fair', stars: 8 }, 'fair-bot');
    const rng = seedRng('perturb');
    for (const state of states.slice(0, -1)) {
      for (const seat of t1667.toAct(state)) {
        const other = perturbT1667(state, seat, rng);
        expect(t1667.viewFor(other, seat)).toEqual(t1667.viewFor(state, seat));
        expect(bot.choose(t1667.viewFor(other, seat), seedRng(`same-${seat}`))).toEqual(bot.choose(t1667.viewFor(state, seat), seedRng(`same-${seat}`)));
      }
    }
  });

  it('a bot decides from the view alone (dice game)', () => {
    const bot = randomBot<DiceView, DiceGameAction>();
    const { states } = playRandom(dice, { players: 4, seed: 'fair' }, 'fair-bot');
    const rng = seedRng('perturb');
    for (const state of states.slice(0, -1)) {
      for (const seat of dice.toAct(state)) {
        const other = perturbDice(state, seat, rng);
        expect(bot.choose(dice.viewFor(other, seat), seedRng(`same-${seat}`))).toEqual(bot.choose(dice.viewFor(state, seat), seedRng(`same-${seat}`)));
      }
    }
  });

  it('playBots plays whole games with a bot per seat; the same seed gives the same game, and its record replays', () => {
    const bots = Array.from({ length: 5 }, () => randomBot<T1667View, T1667Action>());
    const a = playBots(t1667, { players: 5, seed: 'bots' }, bots, 'run-1');
    const b = playBots(t1667, { players: 5, seed: 'bots' }, bots, 'run-1');
    expect(a.actions).toEqual(b.actions);
    expect(a.final.outcome).not.toBeNull();
    expect(replay(t1667, { players: 5, seed: 'bots' }, a.actions)).toEqual(a.final);
    const diceGame = playBots(dice, { players: 3, seed: 'bots' }, Array.from({ length: 3 }, () => randomBot<DiceView, DiceGameAction>()), 'run-2');
    expect(diceGame.final.outcome?.winners.length).toBeGreaterThan(0);
  });

  it('a bot asked to choose without a decision says so', () => {
    const bot = randomBot<T1667View, T1667Action>();
    const state = t1667.setup({ players: 4, seed: 'idle' });
    const idle = t1667.toAct(state).includes(0) ? 1 : 0;
    expect(() => bot.choose(t1667.viewFor(state, idle), seedRng('x'))).toThrow(/without a decision/);
  });
});
