/**
 * Copy-on-write for rule code. A step never changes an object it has not first taken with
 * `edit`: under `apply` the state a step works on is a shallow copy of a frozen state, its
 * branches the old state's own frozen objects; the first `edit` of a frozen branch puts a
 * shallow copy of it in its parent and returns that. So a decision copies only the objects it
 * changes (and their parents), and every branch it leaves alone stays the old state's own
 * object — shared, never copied or compared. On the simulator's state and on immer's draft
 * (`applyWithPatches`), `edit` returns the child as it is.
 *
 * A write that skips `edit` lands on a frozen object and throws (modules run in strict mode),
 * so a missed `edit` cannot change an old state; the `apply` ≡ fast path property tests play
 * random games of both titles to catch one.
 */

/**
 * True while `apply` runs a step on a shallow working copy (see {@link copyingOnWrite}); read
 * by `edit` and by the games' own `…ToEdit` helpers, so the simulator pays one test of a flag.
 */
export let copying = false;

/** Runs `run` (a step on a shallow copy of a frozen state) with `edit` copying what it takes. */
export function copyingOnWrite(run: () => void): void {
  const outer = copying;
  copying = true;
  try {
    run();
  } finally {
    copying = outer;
  }
}

/**
 * `parent[key]`, ready to be changed in place: under {@link copyingOnWrite}, when it is still
 * frozen, a shallow copy of it is put in `parent` first (`parent` must be editable itself:
 * the working state, or a value an earlier `edit` returned). Only for children that are
 * objects or arrays.
 *
 * @example
 * ```ts
 * edit(seatToEdit(state, player), 'island').push(colour);
 * ```
 */
export function edit<Parent extends object, Key extends keyof Parent>(parent: Parent, key: Key): Parent[Key] {
  const child = parent[key];
  if (!copying || !Object.isFrozen(child)) return child;
  const copy = shallowCopy(child as object) as Parent[Key];
  parent[key] = copy;
  return copy;
}

/** A shallow copy of plain data: an array by spreading (`slice` on a frozen array takes a slow path in V8), an object key by key. */
function shallowCopy(value: object): object {
  if (Array.isArray(value)) return [...(value as unknown[])];
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = (value as Record<string, unknown>)[key];
  return out;
}
