import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../src/core/engine/rng.js';
import { legalActionAt as diceAt, legalActionCount as diceCount } from '../src/dice/legal.js';
import { legalActionAt as t1667At, legalActionCount as t1667Count } from '../src/t1667/legal.js';
import type { DiceConfig, T1667Config } from '../src/index.js';
import { game as dice } from './support/dice.js';
import { game as t1667 } from './support/t1667.js';

interface Rules<S, A> {
  setup(config: never): S;
  apply(state: S, action: A): S;
  toAct(state: S): number[];
  legalActions(state: S, seat: number): A[];
  timeoutAction?(state: S, seat: number): A | null;
}

/**
 * Plays random games and, for every seat at every step, checks that the simulator's count
 * and pick give exactly `legalActions` — in order, nothing beyond the end — so a rule the
 * fast path breaks is caught by the rule tests too.
 */
function checkFastPath<S extends { outcome: unknown; players: number }, A>(
  rules: Rules<S, A>,
  count: (state: S, seat: number) => number,
  at: (state: S, seat: number, index: number) => A | undefined,
  config: unknown,
): number {
  const rng = seedRng(`fast-${JSON.stringify(config)}`);
  let s = rules.setup(config as never);
  let steps = 0;
  while (s.outcome === null && steps < 400) {
    for (let seat = 0; seat < s.players; seat++) {
      const list = rules.legalActions(s, seat);
      expect(count(s, seat)).toBe(list.length);
      expect(Array.from({ length: list.length }, (_, i) => at(s, seat, i))).toEqual(list);
      for (const beyond of [-1, list.length, 0.5]) expect(at(s, seat, beyond)).toBeUndefined();
    }
    const seats = rules.toAct(s);
    const seat = seats[nextInt(rng, seats.length)]!;
    const list = rules.legalActions(s, seat);
    s = rules.apply(s, list[nextInt(rng, list.length)]!);
    steps++;
  }
  return steps;
}

describe('the fast path picks exactly the legal actions', () => {
  it('T67-ACT-PEEK, T67-ACT-REVEAL, T67-ACT-FORCE: counted and picked turn actions are the legal list, with every option', () => {
    const configs: T1667Config[] = [
      { players: 4, seed: 'f4' },
      { players: 9, seed: 'f9', stars: 8, timer: true },
      { players: 3, seed: 'f3', chaos: true, intrigue: true },
      { players: 6, seed: 'f6', rules: 'early', timer: true },
    ];
    let steps = 0;
    for (const config of configs) steps += checkFastPath(t1667 as unknown as Rules<never, unknown>, t1667Count as never, t1667At as never, config);
    expect(steps).toBeGreaterThan(200);
  });

  it('TD-DICE-3, TD-ACT-1: counted and picked keeps and actions are the legal list', () => {
    const configs: DiceConfig[] = [
      { players: 2, seed: 'f2' },
      { players: 4, seed: 'f4', long: true },
    ];
    let steps = 0;
    for (const config of configs) steps += checkFastPath(dice as unknown as Rules<never, unknown>, diceCount as never, diceAt as never, config);
    expect(steps).toBeGreaterThan(300);
  });
});
