/**
 * Which states this copy of the library made itself (by `setup`, `apply`, `snapshot` or
 * `loadState`): deep-frozen plain data it can build on directly. Any other object handed to
 * `apply` is first copied, so the engine never freezes or keeps a caller's object.
 *
 * The mark is a private class field put on the state object before it is frozen. Unlike a
 * property it cannot be seen, copied (spreading, `structuredClone`, JSON) or forged — a copy
 * or a look-alike is simply unmarked — and unlike a `WeakSet` of states it costs nothing to
 * keep: telling a marked state is a check of the object's own hidden class (a `WeakSet` entry
 * per decision cost `apply` 3–7%). A class field can be put on an object the class did not
 * create when a base constructor returns that object: `Stamp`'s does, so `new EngineMark(state)`
 * puts the field on `state` itself and returns it.
 */

/** A base class whose constructor returns the object it is given (so the subclass's fields land on it). */
const Stamp = function (this: unknown, target: object): object {
  return target;
} as unknown as new (target: object) => object;

class EngineMark extends Stamp {
  #made = true;

  /** Whether `value` carries the mark. */
  static carries(value: unknown): boolean {
    return typeof value === 'object' && value !== null && #made in value;
  }
}

/**
 * Marks a state as made by the engine (before it is frozen: a frozen object takes no new
 * field) and returns it. The result is the same object; callers use it, which also keeps
 * bundlers from dropping the call as if it had no effect.
 */
export function markMade<State extends object>(state: State): State {
  return EngineMark.carries(state) ? state : (new EngineMark(state) as State);
}

/** Whether the engine made `state` (see {@link markMade}). */
export function isMade(state: unknown): boolean {
  return EngineMark.carries(state);
}
