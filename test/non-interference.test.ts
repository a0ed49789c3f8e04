import { describe, it } from 'vitest';
import type { BaseAction, BaseConfig } from '../src/core/engine/game.js';
import type { DiceConfig } from '../src/dice/types.js';
import type { T1667Config } from '../src/t1667/types.js';
import { playNonInterference, type ConformanceSubject } from './support/conformance.js';
import { diceSubject } from './support/dice-invariants.js';
import { t1667Subject } from './support/t1667-invariants.js';

/**
 * The information rule over every table size and option, for both titles: at sampled states
 * of random games, everything one seat can observe — its view, `toAct`, what the others may
 * do, the `validate` messages its own actions provoke — must not change when the hidden parts
 * are re-dealt (other loyalties and hands, deck orders, unpeeked row cards, random star
 * cards, the intrigue draw order; unkept and unrevealed dice, the bag, token values; the
 * generator). The seeded property suites of each game add random configurations on top.
 */
function run<C extends BaseConfig, S, A extends BaseAction, V, O>(subject: ConformanceSubject<C, S, A, V, O>, config: C, every: number): void {
  playNonInterference(subject, config, `${config.seed}-bot`, (_state, index) => index % every === 0);
}

const T1667_OPTIONS: readonly Omit<T1667Config, 'players' | 'seed'>[] = [
  {},
  { stars: 5, intrigue: true, openLoyalties: 'pair' },
  { rules: 'early', timer: true, shorter: 3 },
  { chaos: true, timer: true, openLoyalties: 'all' },
];

describe('T67-INFO-3: nothing a seat can observe depends on another seat’s secrets (Tortuga 1667, 2–9 players, every option)', () => {
  for (let players = 2; players <= 9; players++) {
    it(`T67-INFO-3: ${players} players`, () => {
      T1667_OPTIONS.forEach((options, i) => run(t1667Subject, { players, seed: `ni-${players}-${i}`, ...options } as T1667Config, 3 + i));
    });
  }
});

describe('TD-INFO-1: nothing a seat can observe depends on another seat’s secrets (dice game, 2–4 players, both lengths)', () => {
  for (let players = 2; players <= 4; players++) {
    it(`TD-INFO-1: ${players} players`, () => {
      for (let i = 0; i < 4; i++)
        run(diceSubject, { players, seed: `ni-dice-${players}-${i}`, long: i % 2 === 1, startPlayer: i % players } as DiceConfig, 2 + i);
    });
  }
});
