/** Copying and freezing plain JSON data (what states are by contract), faster than the general tools. */

/**
 * A deep copy of plain JSON data (objects, arrays, primitives), not frozen. States are plain
 * data by contract, so this is all a copy needs — and several times faster than
 * `structuredClone`, which matters when a simulator is started for every game.
 */
export function cloneState<State>(state: State): State {
  return copyPlain(state) as State;
}

function copyPlain(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? copyObject(value) : value;
}

/**
 * A deep copy of an object or array. Arrays are spread and then their object items copied,
 * objects copied key by key: the fastest of the forms measured on Node 20 (this runs on
 * every `apply`).
 */
function copyObject(value: object): object {
  if (Array.isArray(value)) {
    const out: unknown[] = [...(value as unknown[])];
    for (let i = 0; i < out.length; i++) {
      const item = out[i];
      if (typeof item === 'object' && item !== null) out[i] = copyObject(item);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    out[key] = typeof field === 'object' && field !== null ? copyObject(field) : field;
  }
  return out;
}

/**
 * Deep-freezes plain data in place and returns it. Written for plain JSON data (what states
 * are by contract); it stops at objects already frozen, as immer does, and is several times
 * faster than immer's general `freeze`, which matters once per game on the fast path.
 */
export function freezeState<State>(state: State): State {
  freezePlain(state);
  return state;
}

function freezePlain(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) freezePlain(value[i]);
    return;
  }
  for (const key in value) freezePlain((value as Record<string, unknown>)[key]);
}
