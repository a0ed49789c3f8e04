import { applyWithPatches } from '../../src/core/engine/apply-with-patches.js';
import { applyPatches, enablePatches } from 'immer';
import { describe, expect, it } from 'vitest';
import type { BaseAction, BaseConfig, Game, PlayerId } from '../../src/core/engine/game.js';
import { applyViewChange, viewChange, type Patch } from '../../src/core/engine/patch.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { stateHash } from '../../src/core/records/state-hash.js';
import { tortugaDice } from '../../src/dice/game.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { randomLegal } from '../support/conformance.js';
import { playBots, type Bot, type DecisionView } from '../../src/bots/bot.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { diceHeuristicBot } from '../../src/bots/dice-heuristic.js';

enablePatches();

type AnyGame = Game<BaseConfig, object, BaseAction, object, unknown>;
const GAMES: readonly { readonly game: AnyGame; readonly configs: readonly BaseConfig[] }[] = [
  {
    game: tortuga1667 as unknown as AnyGame,
    configs: [
      { players: 3, seed: 'changes-a' },
      { players: 6, seed: 'changes-b', stars: 8 } as BaseConfig,
      { players: 5, seed: 'changes-c', rules: 'early', timer: true } as BaseConfig,
    ],
  },
  {
    game: tortugaDice as unknown as AnyGame,
    configs: [
      { players: 2, seed: 'changes-a' },
      { players: 4, seed: 'changes-b' },
    ],
  },
];

/** A random game's states, from the set-up to the end. */
function randomGame(game: AnyGame, config: BaseConfig): { states: object[]; actions: BaseAction[] } {
  const rng = seedRng(`${config.seed}/bots`);
  const states = [game.setup(config)];
  const actions: BaseAction[] = [];
  while (game.outcome(states[states.length - 1]!) === null) {
    const action = randomLegal(game, states[states.length - 1]!, rng);
    actions.push(action);
    states.push(game.apply(states[states.length - 1]!, action));
  }
  return { states, actions };
}

/** A change as it arrives over a network: JSON text, parsed. */
const overTheWire = (change: readonly Patch[]): Patch[] => JSON.parse(JSON.stringify(change)) as Patch[];

describe('applyWithPatches: apply, telling what changed', () => {
  for (const { game, configs } of GAMES) {
    it(`${game.name}: the same state as apply; the patches turn the old state into the new one, the inverse patches back`, () => {
      for (const config of configs) {
        const { states, actions } = randomGame(game, config);
        actions.forEach((action, i) => {
          const before = states[i]!;
          const stamped = { ...action, at: (game.viewFor(before, null) as { decisions: number }).decisions };
          const result = applyWithPatches(game, before, stamped);
          expect(stateHash(result.state)).toBe(stateHash(states[i + 1]!));
          expect(Object.isFrozen(result.state)).toBe(true);
          // The engine's own legal action, not the caller's object, and without `at`.
          expect(result.action).toEqual(action);
          expect(result.action).not.toBe(stamped);
          expect(result.patches.length).toBeGreaterThan(0);
          expect(applyPatches(before, result.patches as never)).toEqual(result.state);
          expect(applyPatches(result.state, result.inversePatches as never)).toEqual(before);
          // The next state can be built on directly.
          if (i + 1 < actions.length) expect(stateHash(game.apply(result.state, actions[i + 1]!))).toBe(stateHash(states[i + 2]!));
        });
      }
    });

    it(`${game.name}: refuses exactly what apply refuses, with the same RuleViolation`, () => {
      const state = game.setup(configs[0]!);
      const forged = { type: 'nonsense', player: 0 };
      expect(() => applyWithPatches(game, state, forged)).toThrow(game.validate(state, forged)!.message);
    });
  }
});

describe('viewChange and applyViewChange: what a seat is sent instead of its whole view', () => {
  for (const { game, configs } of GAMES) {
    it(`${game.name}: replaying the changes onto the first view gives every later view exactly, for every seat and a spectator`, () => {
      for (const config of configs) {
        const { states } = randomGame(game, config);
        for (const seat of [null, ...Array.from({ length: config.players }, (_, i): PlayerId => i)]) {
          let previous = game.viewFor(states[0]!, seat);
          let client = JSON.parse(JSON.stringify(previous)) as object;
          for (const state of states.slice(1)) {
            const next = game.viewFor(state, seat);
            const updated = applyViewChange(client, overTheWire(viewChange(previous, next)));
            expect(updated).toStrictEqual(next);
            // The client's old view is left as it was.
            expect(client).toStrictEqual(JSON.parse(JSON.stringify(previous)));
            previous = next;
            client = updated;
          }
        }
      }
    });
  }

  for (const { game, bot, players } of [
    { game: tortuga1667 as unknown as AnyGame, bot: () => t1667HeuristicBot() as unknown as Bot<object & DecisionView<BaseAction>, BaseAction>, players: 5 },
    { game: tortugaDice as unknown as AnyGame, bot: () => diceHeuristicBot() as unknown as Bot<object & DecisionView<BaseAction>, BaseAction>, players: 4 },
  ]) {
    it(`${game.name}: in games played by the heuristic bots, a typical change (the median) is under 5% of the view it gives`, () => {
      const ratios: number[] = [];
      for (let g = 0; g < 3; g++) {
        const config = { players, seed: `changes-size-${g}` };
        const { actions } = playBots(
          game as unknown as Game<BaseConfig, object, BaseAction, object & DecisionView<BaseAction>, unknown>,
          config,
          Array.from({ length: players }, bot),
          `changes-size-${g}/bots`,
        );
        const states = [game.setup(config)];
        for (const action of actions) states.push(game.apply(states[states.length - 1]!, action));
        for (const seat of [null, 0, 1]) {
          let previous = game.viewFor(states[0]!, seat);
          for (const state of states.slice(1)) {
            const next = game.viewFor(state, seat);
            ratios.push(JSON.stringify(viewChange(previous, next)).length / JSON.stringify(next).length);
            previous = next;
          }
        }
      }
      ratios.sort((a, b) => a - b);
      const median = ratios[Math.floor(ratios.length / 2)]!;
      console.log(
        `[${game.name} view changes] ${ratios.length} changes; median ${(100 * median).toFixed(1)}% of the view, 90th percentile ${(100 * ratios[Math.floor(ratios.length * 0.9)]!).toFixed(1)}%`,
      );
      expect(median).toBeLessThan(0.05);
    });
  }

  it('no change between equal views; a change of plain data in every form (added, removed, replaced, nested, arrays shrinking and growing)', () => {
    const view = tortuga1667.viewFor(tortuga1667.setup({ players: 4, seed: 'same' }), 2);
    expect(viewChange(view, tortuga1667.viewFor(tortuga1667.setup({ players: 4, seed: 'same' }), 2))).toEqual([]);
    const from = { a: 1, b: [1, 2, 3], c: { d: 'x', e: null }, f: true };
    const to = { a: 2, b: [1, 5], c: { d: 'x', g: [0] }, h: 'new' };
    const change = viewChange<object>(from, to);
    expect(applyViewChange<object>(from, overTheWire(change))).toStrictEqual(to);
    expect(applyViewChange<object>(to, viewChange<object>(to, from))).toStrictEqual(from);
    expect(from).toStrictEqual({ a: 1, b: [1, 2, 3], c: { d: 'x', e: null }, f: true });
    // A queue that moved on loses items at the front instead of rewriting every index.
    const task = (t: number) => ({ task: 'act', action: 'board', place: 1, player: t });
    const queue = { q: [1, 2, 3, 4, 5, 6, 7].map(task) };
    const moved = { q: [3, 4, 5, 6, 7, 8].map(task) };
    expect(viewChange(queue, moved)).toEqual([
      { op: 'remove', path: ['q', 0] },
      { op: 'remove', path: ['q', 0] },
      { op: 'add', path: ['q', 5], value: task(8) },
    ]);
    expect(applyViewChange(queue, viewChange(queue, moved))).toStrictEqual(moved);
    // A small array that changed all over is sent whole.
    expect(viewChange({ r: [1, 2, 3] }, { r: [3, 1, 2] })).toEqual([{ op: 'replace', path: ['r'], value: [3, 1, 2] }]);
  });
});

describe('viewChange on any plain data', () => {
  it('turns any JSON object into any other (arrays that grow, shrink from the front or the back, keys added and removed)', async () => {
    const fc = await import('fast-check');
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.integer({ min: -5, max: 5 }),
        fc.constantFrom('a', 'b', ''),
        fc.boolean(),
        fc.constant(null),
        tie('list'),
        tie('record'),
      ),
      list: fc.array(tie('node'), { maxLength: 6 }),
      record: fc.dictionary(fc.constantFrom('p', 'q', 'r', 's'), tie('node'), { maxKeys: 4 }),
    }));
    fc.assert(
      fc.property(value.record, value.record, (from, to) => {
        const change = JSON.parse(JSON.stringify(viewChange(from, to))) as Patch[];
        expect(applyViewChange(JSON.parse(JSON.stringify(from)) as object, change)).toEqual(to);
      }),
      { numRuns: 2_000, seed: 31 },
    );
    // A queue that moved on: the items dropped from its front are removed, not rewritten.
    const item = (n: number) => ({ task: `a task described at some length, number ${n}` });
    expect(viewChange({ q: [item(1), item(2), item(3), item(4)] }, { q: [item(3), item(4)] })).toEqual([
      { op: 'remove', path: ['q', 0] },
      { op: 'remove', path: ['q', 0] },
    ]);
  });
});
