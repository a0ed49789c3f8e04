import { expect } from 'vitest';
import type { Text } from '../../src/core/text.js';

/** Asserts a view's decision: none without legal actions, else exactly those actions with an English prompt. */
export function expectDecision(decision: { readonly prompt: Text; readonly actions: readonly unknown[] } | null, actions: readonly unknown[]): void {
  if (actions.length === 0) {
    expect(decision).toBeNull();
    return;
  }
  expect(decision!.actions).toEqual(actions);
  expect(decision!.prompt.key).toMatch(/^prompt\./);
  expect(decision!.prompt.text.length).toBeGreaterThan(10);
}
