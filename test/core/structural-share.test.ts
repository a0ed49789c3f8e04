import { freeze } from 'immer';
import { describe, expect, it } from 'vitest';
import type { BaseAction, BaseConfig, Game } from '../../src/core/game.js';
import { deepEqual } from '../../src/core/deep-equal.js';
import { seedRng } from '../../src/core/rng.js';
import { shareUnchanged } from '../../src/core/structural-share.js';
import { tortugaDice } from '../../src/dice/game.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { randomLegal } from '../support/conformance.js';

type AnyGame = Game<BaseConfig, object, BaseAction, object, unknown>;

/** Every object in `value` is frozen. */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(deeplyFrozen);
}

/**
 * Where `next` is deep-equal to `old` it is `old`'s own object, at every depth: the most
 * sharing possible. Returns the first path where an equal branch is a new object, or null.
 */
function unsharedEqualBranch(old: unknown, next: unknown, path = ''): string | null {
  if (typeof next !== 'object' || next === null || typeof old !== 'object' || old === null) return null;
  if (deepEqual(old, next)) return old === next ? null : path || '(root)';
  for (const key of Object.keys(next)) {
    const found = unsharedEqualBranch((old as Record<string, unknown>)[key], (next as Record<string, unknown>)[key], `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

describe('shareUnchanged: a step’s plain result against the frozen state it started from', () => {
  const old = freeze({ a: { b: [1, 2], c: 'x' }, d: [{ e: 1 }, { e: 2 }], f: null as number | null }, true);
  const copy = (): { a: { b: number[]; c: string }; d: { e: number }[]; f: number | null } => JSON.parse(JSON.stringify(old)) as never;

  it('gives the old object itself when nothing changed', () => {
    expect(shareUnchanged(old, copy())).toBe(old);
  });

  it('keeps each unchanged branch as the old one and freezes what is new', () => {
    const fresh = copy();
    fresh.d[1]!.e = 3;
    const next = shareUnchanged(old, fresh) as typeof old;
    expect(next).not.toBe(old);
    expect(next).toEqual({ a: { b: [1, 2], c: 'x' }, d: [{ e: 1 }, { e: 3 }], f: null });
    expect(next.a).toBe(old.a);
    expect(next.d[0]).toBe(old.d[0]);
    expect(next.d[1]).not.toBe(old.d[1]);
    expect(deeplyFrozen(next)).toBe(true);
    expect(old.d[1]!.e).toBe(2);
  });

  it('notices arrays that shrink or grow, keys added or removed, and values of another kind', () => {
    const changes: ((fresh: ReturnType<typeof copy>) => void)[] = [
      (fresh) => void fresh.a.b.pop(),
      (fresh) => void fresh.a.b.push(3),
      (fresh) => void ((fresh as Record<string, unknown>).g = 1),
      (fresh) => void delete (fresh.a as Partial<typeof fresh.a>).c,
      (fresh) => void ((fresh.a as Record<string, unknown>).c = undefined),
      (fresh) => void (fresh.f = 0),
      (fresh) => void ((fresh as Record<string, unknown>).a = [1, 2]),
      (fresh) => void ((fresh.d as unknown[])[0] = null),
    ];
    for (const change of changes) {
      const fresh = copy();
      change(fresh);
      const expected = JSON.parse(JSON.stringify(fresh)) as unknown;
      const next = shareUnchanged(old, fresh);
      expect(next).not.toBe(old);
      expect(JSON.parse(JSON.stringify(next))).toEqual(expected);
      expect(deeplyFrozen(next)).toBe(true);
      expect(unsharedEqualBranch(old, next)).toBeNull();
    }
  });

  it('takes a frozen value the step put in place as it is', () => {
    const shared = freeze({ b: [1, 2], c: 'x' }, true);
    const fresh = copy();
    fresh.a = shared as typeof fresh.a;
    expect(shareUnchanged(old, fresh)).toBe(old);
    const other = copy();
    other.a = freeze({ b: [9], c: 'x' }, true) as typeof other.a;
    expect((shareUnchanged(old, other) as typeof old).a).toEqual({ b: [9], c: 'x' });
  });
});

describe('apply: structural sharing over random games', () => {
  const games: readonly { readonly game: AnyGame; readonly configs: readonly BaseConfig[] }[] = [
    { game: tortuga1667 as unknown as AnyGame, configs: [{ players: 4, seed: 'share-a' }, { players: 7, seed: 'share-b', stars: 8, intrigue: true } as BaseConfig] },
    { game: tortugaDice as unknown as AnyGame, configs: [{ players: 2, seed: 'share-a' }, { players: 4, seed: 'share-b', long: true } as BaseConfig] },
  ];
  for (const { game, configs } of games) {
    it(`${game.name}: every new state is deeply frozen, equals applyWithPatches' state, and shares every branch that did not change`, () => {
      for (const config of configs) {
        const rng = seedRng(`${config.seed}/bots`);
        let state = game.setup(config);
        while (game.outcome(state) === null) {
          const action = randomLegal(game, state, rng);
          const next = game.apply(state, action);
          expect(deeplyFrozen(next)).toBe(true);
          expect(unsharedEqualBranch(state, next)).toBeNull();
          expect(next).toEqual(game.applyWithPatches(state, action).state);
          state = next;
        }
      }
    });
  }
});
