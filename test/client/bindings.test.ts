/**
 * The UI guide's bindings of `tortuga-rules/client` (examples/bindings): React's hook under React
 * 18's test renderer, Vue's composable in an effect scope — each draws the table's changes and lets
 * go of the store when it ends — and the guide shows each file's code as it is.
 */
import { readFileSync } from 'node:fs';
import { createElement, type ReactElement } from 'react';
import TestRenderer, { act } from 'react-test-renderer';
import { effectScope, watchEffect } from 'vue';
import { describe, expect, it } from 'vitest';
import { localTable, type TableStore, type TableTimers } from '../../src/client/index.js';
import { randomBot } from '../../src/bots/index.js';
import { playerNames } from '../../src/core/words/player-names.js';
import { DICE_EN } from '../../src/dice/en.js';
import { tortugaDice } from '../../src/dice/game.js';
import type { DiceAction } from '../../src/dice/types.js';
import type { DiceView } from '../../src/dice/view.js';
import { diceWords } from '../../src/dice/words.js';
import { useTable as useReactTable } from '../../examples/bindings/react.js';
import { useTable as useVueTable } from '../../examples/bindings/vue.js';

// React's act() environment, as testing libraries set it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Timers the test runs by hand. */
function manualTimers(): TableTimers & { run(): void } {
  const queue: (() => void)[] = [];
  return { set: (run) => queue.push(run), clear: () => void queue.splice(0), run: () => queue.shift()?.() };
}

/** A dice table, seat 0 a person, with its listeners counted. */
function table(): { store: TableStore<DiceView, DiceAction>; timers: ReturnType<typeof manualTimers>; listeners: () => number } {
  const timers = manualTimers();
  const store = localTable({
    game: tortugaDice,
    config: { players: 2, seed: 'bindings' },
    seats: ['person', randomBot<DiceView, DiceAction>()],
    words: (names) => diceWords(DICE_EN, { names: playerNames(names) }),
    pace: 0,
    timers,
  });
  let count = 0;
  const subscribe = store.subscribe;
  const counted: TableStore<DiceView, DiceAction> = {
    ...store,
    subscribe: (listener) => {
      count++;
      const stop = subscribe(listener);
      return () => (count--, stop());
    },
  };
  return { store: counted, timers, listeners: () => count };
}

/** The first leaf of the menu shown. */
function firstLeaf(store: TableStore<DiceView, DiceAction>): DiceAction {
  for (;;) {
    const node = store.getSnapshot().menu.nodes[0]!;
    if (node.action !== null) return node.action;
    store.openGroup(0);
  }
}

describe('tortuga-rules/client bindings (examples/bindings, the UI guide)', () => {
  it('React: the hook draws every change of the table and unsubscribes when the component goes', () => {
    const { store, listeners } = table();
    const drawn: string[] = [];
    function Table(): ReactElement {
      const snapshot = useReactTable(store);
      drawn.push(`${snapshot.view?.decisions ?? '-'}:${snapshot.menu.nodes.length}`);
      return createElement('p', null, snapshot.view?.decision === null ? 'waiting' : `${snapshot.menu.nodes.length} choices`);
    }
    let renderer!: TestRenderer.ReactTestRenderer;
    act(() => {
      renderer = TestRenderer.create(createElement(Table));
    });
    expect(listeners()).toBe(1);
    const before = drawn.length;
    const decisions = store.getSnapshot().view!.decisions;
    act(() => store.choose(firstLeaf(store)));
    expect(drawn.length).toBeGreaterThan(before);
    expect(store.getSnapshot().view!.decisions).toBeGreaterThan(decisions);
    expect(JSON.stringify(renderer.toJSON())).toMatch(/choices|waiting/);
    act(() => renderer.unmount());
    expect(listeners()).toBe(0);
  });

  it('Vue: the ref follows the table in an effect scope, and the scope’s end lets go of the store', () => {
    const { store, listeners } = table();
    const scope = effectScope();
    const seen: number[] = [];
    scope.run(() => {
      const snapshot = useVueTable(store);
      watchEffect(() => seen.push(snapshot.value.view?.decisions ?? -1), { flush: 'sync' });
    });
    expect(listeners()).toBe(1);
    expect(seen).toEqual([store.getSnapshot().view!.decisions]);
    store.choose(firstLeaf(store));
    expect(seen.at(-1)).toBe(store.getSnapshot().view!.decisions);
    expect(seen.length).toBeGreaterThan(1);
    scope.stop();
    expect(listeners()).toBe(0);
  });

  it('the guide shows each binding as its file has it', () => {
    const guide = readFileSync('docs/guides/building-a-ui.md', 'utf8');
    for (const file of ['examples/bindings/react.ts', 'examples/bindings/vue.ts']) {
      const code = readFileSync(file, 'utf8').replace(/^\/\*\*[\s\S]*?\*\/\n/, ''); // less the file's own header
      expect(guide).toContain(code.trim());
      expect(code.trim().split('\n').length).toBeLessThanOrEqual(60);
    }
  });
});
