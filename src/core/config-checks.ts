import { coreSay } from './core-words.js';
import { RuleViolation } from './rule-violation.js';
import type { Say } from './say.js';
import type { TextParam } from './text.js';

/**
 * The error `setup` throws for options it cannot honour: a `config.*` message of `say`'s
 * catalog (English), and the rule it concerns.
 */
export function invalidConfig(say: Say, key: string, params: Readonly<Record<string, TextParam>> = {}, rule?: string): RuleViolation {
  return new RuleViolation('INVALID_CONFIG', say(key, params), rule);
}

/** A list option as a fresh array, or undefined when absent; anything but an array is rejected. */
export function listOption(value: unknown, name: string): unknown[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidConfig(coreSay(), 'config.list', { name });
  return [...(value as unknown[])];
}

/** True when `list` holds exactly the items of `expected`, in any order (strict equality, so "1" is not 1). */
export function isPermutationOf(list: readonly unknown[], expected: readonly unknown[]): boolean {
  if (list.length !== expected.length) return false;
  const remaining = new Map<unknown, number>();
  for (const item of expected) remaining.set(item, (remaining.get(item) ?? 0) + 1);
  for (const item of list) {
    const left = remaining.get(item) ?? 0;
    if (left === 0) return false;
    remaining.set(item, left - 1);
  }
  return true;
}

/** True when `value` is a whole number from `min` to `max` (NaN, fractions and other types are not). */
export function wholeNumberIn(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

/** The optional decision cap of either game (T67-OPT-CAP, TD-OPT-CAP): null when absent, else a whole number ≥ 1. */
export function decisionCap(value: unknown, rule: string): number | null {
  if (value === undefined || value === null) return null;
  if (!wholeNumberIn(value, 1, Number.MAX_SAFE_INTEGER)) throw invalidConfig(coreSay(), 'config.maxDecisions', {}, rule);
  return value;
}
