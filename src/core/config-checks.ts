import { RuleViolation } from './rule-violation.js';

/** The error `setup` throws for options it cannot honour. */
export function invalidConfig(message: string, rule?: string): RuleViolation {
  return new RuleViolation('INVALID_CONFIG', message, rule);
}

/** A list option as a fresh array, or undefined when absent; anything but an array is rejected. */
export function listOption(value: unknown, name: string): unknown[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidConfig(`${name} must be an array.`);
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
