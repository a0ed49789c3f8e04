import { expect } from 'vitest';
import type { Message } from '../../src/core/words/text.js';

/** Asserts a view's decision: none without legal actions, else exactly those actions with a prompt as data (a key and parameters, no words). */
export function expectDecision(decision: { readonly prompt: Message; readonly actions: readonly unknown[] } | null, actions: readonly unknown[]): void {
  if (actions.length === 0) {
    expect(decision).toBeNull();
    return;
  }
  expect(decision!.actions).toEqual(actions);
  expect(decision!.prompt.key).toMatch(/^prompt\./);
  expect(Object.keys(decision!.prompt).sort()).toEqual(['key', 'params']);
}
