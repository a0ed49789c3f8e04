import type { Simulator, SimulatorOptions } from './game.js';
import type { Match } from './validation.js';
import { cloneState, freezeState } from './plain-data.js';
import { appendToLog, collectLogEntries, stepDroppingLog, type Logged } from './log-writer.js';
import { copyingOnWrite } from './edit.js';
import { isMade, markMade } from './engine-mark.js';

export { cloneState, freezeState };

/**
 * The two things a game's rules provide to the runner: a matcher that finds the legal
 * action an untrusted input stands for, and a step that changes a working state in place.
 * The same step runs for `apply` (on a working copy), `applyWithPatches` (under immer's draft)
 * and the simulator (on its private state), so every path gives identical states.
 */
export interface RuleSteps<State, Action> {
  /** The legal action `input` is equal to, or why there is none. Never throws. */
  match(state: State, input: unknown): Match<Action>;
  /**
   * Applies a legal action to a working state, in place, changing nothing it has not taken
   * with `edit` (copy-on-write, see `edit.ts`).
   */
  step(state: State, action: Action): void;
}

/** Marks a state as made by the engine (before it is frozen) and returns it: see `engine-mark.ts`. */
export function own<State>(state: State): State {
  return markMade(state as State & object);
}

/** The state itself when the engine made it; otherwise a deep-frozen private copy. */
export function adopt<State>(state: State): State {
  return isMade(state) ? state : freezeState(own(cloneState(state)));
}

/**
 * The working state of a step under `apply`: a shallow copy of a deep-frozen state, its
 * branches the state's own frozen objects until the step takes them with `edit` (the log
 * among them: the step's entries are collected apart).
 */
function shallowWorkingCopy<State>(state: State & Logged): State & Logged {
  const copy: Record<string, unknown> = {};
  for (const key in state) copy[key] = (state as Record<string, unknown>)[key];
  return copy as State & Logged;
}

/**
 * Validates, then runs the step on the matched legal action (the caller's object is only
 * read, never stepped) and makes the new frozen state. The step runs on a shallow working copy
 * of the frozen state — the rules read much of the state, and a draft would cost a proxy and a
 * copy per branch read — copying only what it takes with `edit` (copy-on-write). The new state
 * is the old one with the top-level branches that changed (what is new in them frozen) and the
 * log with the step's entries appended: every unchanged branch is the old state's own object,
 * as under immer's draft (`applyWithPatches` runs the same step so).
 */
export function applyStep<State, Action>(rules: RuleSteps<State, Action>, state: State, input: unknown): State {
  const { action, problem } = rules.match(state, input);
  if (problem) throw problem;
  const base = adopt(state) as State & Logged;
  const work = shallowWorkingCopy(base);
  let entries: object[] = [];
  copyingOnWrite(() => (entries = collectLogEntries(() => rules.step(work, action), false)));
  return nextState(base, work, entries);
}

/**
 * The state after a step: a copy of the old state (spread, as immer copies: V8 lays out a spread
 * copy's fields in the object itself with a fast key walk, which every later decision relies on)
 * with each top-level branch that `fresh` (the stepped working copy) changed, what is new in it
 * frozen, the log with `entries` appended, then frozen. The old state itself when nothing changed.
 */
function nextState<State>(old: State & Logged, fresh: State & Logged, entries: readonly object[]): State {
  const before = old as unknown as Record<string, unknown>;
  const after = fresh as unknown as Record<string, unknown>;
  let next: Record<string, unknown> | null = entries.length > 0 ? { ...before } : null;
  let kept = 0; // keys of `fresh` the old state has too
  for (const key in after) {
    const now = after[key];
    const was = before[key];
    if (was !== undefined) kept++; // states are JSON data: a key the old state has is never undefined
    if (now === was) continue;
    // A branch the step took with `edit` or replaced: what is new in it is frozen (the walk
    // stops at the old state's own frozen objects, which it still shares).
    if (typeof now === 'object' && now !== null) freezeState(now);
    (next ??= { ...before })[key] = now;
  }
  // A step may delete a top-level key (none does today): only then are the old keys looked up one by one.
  if (kept !== countKeys(before)) {
    next ??= { ...before };
    for (const key in before) if (!(key in after)) delete next[key];
  }
  if (next === null) return old;
  if (entries.length > 0) next.log = appendToLog(old.log, entries);
  return Object.freeze(own(next as State));
}

/** The number of enumerable keys of an object (no list is built). */
function countKeys(value: object): number {
  let n = 0;
  for (const _key in value) n++;
  return n;
}

/** Builds the fast path: the same step on `live`, a mutable state the simulator now owns. */
export function createSimulator<State, Action>(rules: RuleSteps<State, Action>, live: State, options?: SimulatorOptions): Simulator<State, Action> {
  const keepLog = options?.log !== false;
  const run = (action: Action): void => (keepLog ? rules.step(live, action) : stepDroppingLog(rules.step, live, action));
  return {
    state: live,
    apply(input: unknown): void {
      const { action, problem } = rules.match(live, input);
      if (problem) throw problem;
      run(action);
    },
    applyTrusted: run,
    snapshot(): State {
      return freezeState(own(cloneState(live)));
    },
  };
}
