import { coreSay } from '../words/core-words.js';
import { RuleViolation } from './rule-violation.js';
import type { Say } from '../words/say.js';
import type { TextParam } from '../words/text.js';

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

/** The longest seed `setup`, records and the command accept (characters): far above an unguessable one (32 hex digits), far below a cost. */
export const MAX_SEED_LENGTH = 1024;

/** The seed, checked: a string of at most {@link MAX_SEED_LENGTH} characters. */
export function checkSeed(seed: unknown): string {
  if (typeof seed !== 'string') throw invalidConfig(coreSay(), 'config.seed');
  if (seed.length > MAX_SEED_LENGTH) throw invalidConfig(coreSay(), 'config.seedLength', { max: MAX_SEED_LENGTH });
  return seed;
}

/**
 * Refuses a key of a configuration (or its `deal`) that the game does not know, naming it and
 * the closest known one: an option spelt wrong (`maxDecision`) must not be ignored in silence.
 */
export function checkKeys(value: object, known: readonly string[], where: 'config' | 'deal'): void {
  for (const key of Object.keys(value)) {
    if (known.includes(key)) continue;
    const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
    throw invalidConfig(coreSay(), 'config.unknownKey', { where, key: shown, closest: closestKey(key, known) ?? 'none', known: known.join(', ') });
  }
}

/** The known key nearest to `key` in edits (case ignored), when it is near enough to be a slip; undefined otherwise. */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const wanted = key.toLowerCase().slice(0, 64);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(best.length / 3)) ? best : undefined;
}

/** Levenshtein distance (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = row;
  }
  return previous[b.length]!;
}
