import { enablePatches, Immer, type Draft } from 'immer';
import type { AppliedChange, Simulator } from './game.js';
import type { Patch } from './patch.js';
import type { Match } from './validation.js';
import { cloneState, freezeState } from './plain-data.js';
import { collectLogEntries, withLogEntries, type Logged } from './log-writer.js';

export { cloneState, freezeState };

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
  let entries: object[] = [];
  const next = immer.produce(base, (draft: Draft<State>) => {
    entries = collectLogEntries(() => rules.step(draft as State, action));
  });
  return own(withLogEntries(next as State & Logged, entries));
}

/**
 * `applyWithImmer` that also returns what changed: immer's `produceWithPatches` around the
 * same step, with the matched legal action.
 */
export function applyWithPatches<State, Action>(rules: RuleSteps<State, Action>, state: State, input: unknown): AppliedChange<State, Action> {
  const { action, problem } = rules.match(state, input);
  if (problem) throw problem;
  enablePatches();
  let entries: object[] = [];
  const [next, patches, inversePatches] = immer.produceWithPatches(adopt(state), (draft: Draft<State>) => {
    entries = collectLogEntries(() => rules.step(draft as State, action));
  });
  const withLog = withLogEntries(next as State & Logged, entries, patches as Patch[], inversePatches as Patch[]);
  return { state: own(withLog), action, patches: patches as Patch[], inversePatches: inversePatches as Patch[] };
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
