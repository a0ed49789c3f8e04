import { enablePatches, Immer, type Draft } from 'immer';
import type { AppliedChange, Simulator } from './game.js';
import type { Patch } from './patch.js';
import type { Match } from './validation.js';

/**
 * The two things a game's rules provide to the runner: a matcher that finds the legal
 * action an untrusted input stands for, and a step that changes a working state in place.
 * The same step runs under immer (`apply`) and on a private copy (the simulator), so both
 * paths give identical states.
 */
export interface RuleSteps<State, Action> {
  /** The legal action `input` is equal to, or why there is none. Never throws. */
  match(state: State, input: unknown): Match<Action>;
  /** Applies a legal action to a working copy, in place. */
  step(state: State, action: Action): void;
}

/**
 * The library's own immer instance: results are frozen, and drafts are copied without the
 * strict property-descriptor copy (states are plain data), which is about a third faster.
 * Being private, it leaves the application's own immer settings alone.
 */
const immer = new Immer({ autoFreeze: true, useStrictShallowCopy: false });

/**
 * The states this copy of the library made itself (by `setup`, `apply`, `snapshot` or
 * `loadState`): deep-frozen plain data it can build on directly. Any other object handed to
 * `apply` is first copied, so the engine never freezes or keeps a caller's object.
 */
const owned = new WeakSet<object>();

/** Marks a deep-frozen state as made by the engine, and returns it. */
export function own<State>(state: State): State {
  owned.add(state as object);
  return state;
}

/** The state itself when the engine made it; otherwise a deep-frozen private copy. */
function adopt<State>(state: State): State {
  return owned.has(state as object) ? state : own(freezeState(cloneState(state)));
}

/**
 * Validates, then runs the step on the matched legal action inside immer's `produce`:
 * structural sharing, frozen result. The caller's action object is only read, never stepped.
 */
export function applyWithImmer<State, Action>(rules: RuleSteps<State, Action>, state: State, input: unknown): State {
  const { action, problem } = rules.match(state, input);
  if (problem) throw problem;
  const base = adopt(state);
  return own(
    immer.produce(base, (draft: Draft<State>) => {
      rules.step(draft as State, action);
    }),
  );
}

/**
 * `applyWithImmer` that also returns what changed: immer's `produceWithPatches` around the
 * same step, with the matched legal action.
 */
export function applyWithPatches<State, Action>(rules: RuleSteps<State, Action>, state: State, input: unknown): AppliedChange<State, Action> {
  const { action, problem } = rules.match(state, input);
  if (problem) throw problem;
  enablePatches();
  const [next, patches, inversePatches] = immer.produceWithPatches(adopt(state), (draft: Draft<State>) => {
    rules.step(draft as State, action);
  });
  return { state: own(next), action, patches: patches as Patch[], inversePatches: inversePatches as Patch[] };
}

/**
 * A deep copy of plain JSON data (objects, arrays, primitives), not frozen. States are plain
 * data by contract, so this is all a copy needs — and several times faster than
 * `structuredClone`, which matters when a simulator is started for every game.
 */
export function cloneState<State>(state: State): State {
  return copyPlain(state) as State;
}

function copyPlain(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyPlain(value[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copyPlain((value as Record<string, unknown>)[key]);
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

/** Builds the fast path: the same step on `live`, a mutable state the simulator now owns. */
export function createSimulator<State, Action>(rules: RuleSteps<State, Action>, live: State): Simulator<State, Action> {
  return {
    state: live,
    apply(input: unknown): void {
      const { action, problem } = rules.match(live, input);
      if (problem) throw problem;
      rules.step(live, action);
    },
    applyTrusted(action: Action): void {
      rules.step(live, action);
    },
    snapshot(): State {
      return own(freezeState(cloneState(live)));
    },
  };
}
