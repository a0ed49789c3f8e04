/**
 * Structural sharing after a step ran on a plain working copy: what `apply` hands immer.
 *
 * `apply` runs a game's step on a private plain copy of the state (no proxies: reading a
 * frozen state through immer's draft costs more than the step itself), then keeps every
 * part the step left equal as the old state's own frozen object, so the new state shares
 * all unchanged branches with the old one, exactly as immer's drafts would.
 */

import { deepEqual } from './deep-equal.js';
import { freezeState } from './plain-data.js';

type Plain = Record<string, unknown>;

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/**
 * `fresh` (plain data, the step's result) against `old` (deep-frozen): `old` itself when
 * the two are equal; otherwise `fresh`, frozen, with each equal child replaced by `old`'s.
 * `fresh` is changed in place (its equal children swapped for the old ones) and frozen.
 */
export function shareUnchanged(old: unknown, fresh: object): object {
  if (Object.isFrozen(fresh)) return isObject(old) && deepEqual(old, fresh) ? old : fresh;
  if (!isObject(old) || Array.isArray(old) !== Array.isArray(fresh)) return freezeState(fresh);
  const same = Array.isArray(fresh) ? shareItems(old as unknown[], fresh) : shareFields(old as Plain, fresh as Plain);
  return same ? old : Object.freeze(fresh);
}

/** Shares the array's equal items; true when the whole array is equal to `old`. */
function shareItems(old: readonly unknown[], fresh: unknown[]): boolean {
  let same = fresh.length === old.length;
  for (let i = 0; i < fresh.length; i++) if (!shareChild(fresh, i, old[i])) same = false;
  return same;
}

/** Shares the object's equal fields; true when the whole object is equal to `old`. */
function shareFields(old: Plain, fresh: Plain): boolean {
  let same = true;
  let count = 0;
  for (const key in fresh) {
    count++;
    // An undefined field equals a missing one only by value: the key must be there too.
    const missing = fresh[key] === undefined && !(key in old);
    if (missing || !shareChild(fresh, key, old[key])) same = false;
  }
  // Every key of `fresh` is in `old` with an equal value; as many keys means the same keys.
  return same && count === keyCount(old);
}

/**
 * Whether `parent[key]` (fresh) equals `before` (its old counterpart); if it does and is an
 * object, it is replaced by `before`, so the new state holds the old object.
 */
function shareChild(parent: Record<string | number, unknown> | unknown[], key: string | number, before: unknown): boolean {
  const now = (parent as Record<string | number, unknown>)[key];
  if (now === before) return true;
  if (!isObject(now) || shareUnchanged(before, now) !== before) return false;
  (parent as Record<string | number, unknown>)[key] = before;
  return true;
}

/** How many enumerable keys an object has (without allocating their list). */
function keyCount(value: Plain): number {
  let count = 0;
  for (const _key in value) count++;
  return count;
}
