import { enablePatches, Immer, type Draft } from 'immer';
import type { AppliedChange, Simulator } from './game.js';
import type { Patch } from './patch.js';
import type { Match } from './validation.js';
import { cloneState, freezeState } from './plain-data.js';
import { appendToLog, collectLogEntries, withLogEntries, type Logged } from './log-writer.js';
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

/**
 * The library's own immer instance. Drafts are copied without the strict property-descriptor
 * copy (states are plain data), which is about a third faster. It does not freeze its results:
 * the engine freezes what a decision made itself — the branches it changed (`freezeState`,
 * which stops at the old state's frozen objects), the log's new parts and the new root — so
 * immer's own deep-freezing walk over every top-level branch (6–8% of a decision) is not paid
 * twice. Being private, it leaves the application's own immer settings alone.
 */
const immer = new Immer({ autoFreeze: false, useStrictShallowCopy: false });

/** Marks a state as made by the engine (before it is frozen) and returns it: see `engine-mark.ts`. */
export function own<State>(state: State): State {
  return markMade(state as State & object);
}

/** The state itself when the engine made it; otherwise a deep-frozen private copy. */
function adopt<State>(state: State): State {
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
 * read, never stepped) and makes the new frozen state with immer's `produce`. The step runs
 * on a shallow working copy of the frozen state rather than on immer's draft — the rules read
 * much of the state, and every read of a draft's branch costs a proxy and a copy — copying
 * only what it takes with `edit` (copy-on-write), and immer is handed the top-level branches
 * that changed, plus the log with the step's entries appended. The result is the state the
 * same step gives under a draft: every unchanged branch is the old state's own object.
 */
export function applyWithImmer<State, Action>(rules: RuleSteps<State, Action>, state: State, input: unknown): State {
  const { action, problem } = rules.match(state, input);
  if (problem) throw problem;
  const base = adopt(state) as State & Logged;
  const work = shallowWorkingCopy(base);
  let entries: object[] = [];
  copyingOnWrite(() => (entries = collectLogEntries(() => rules.step(work, action), false)));
  const next = immer.produce(base, (draft: Draft<State & Logged>) => writeChanges(draft, base, work, entries));
  return Object.freeze(own(next as State));
}

/**
 * Writes into immer's draft of `old` the top-level branches where `fresh` (the stepped working
 * copy) differs, frozen, and the log with `entries`.
 */
function writeChanges(draft: object, old: Logged, fresh: Logged, entries: readonly object[]): void {
  const target = draft as Record<string, unknown>;
  const before = old as unknown as Record<string, unknown>;
  const after = fresh as unknown as Record<string, unknown>;
  let kept = 0; // keys of `fresh` the old state has too
  for (const key in after) {
    const now = after[key];
    const was = before[key];
    if (was !== undefined) kept++; // states are JSON data: a key the old state has is never undefined
    if (now === was) continue;
    // A branch the step took with `edit` or replaced: what is new in it is frozen (the walk
    // stops at the old state's own frozen objects, which it still shares).
    target[key] = typeof now === 'object' && now !== null ? freezeState(now) : now;
  }
  // A step may delete a top-level key (none does today): only then are the old keys looked up one by one.
  if (kept !== countKeys(before)) for (const key in before) if (!(key in after)) delete target[key];
  if (entries.length > 0) target.log = appendToLog(old.log, entries);
}

/** The number of enumerable keys of an object (no list is built). */
function countKeys(value: object): number {
  let n = 0;
  for (const _key in value) n++;
  return n;
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
    entries = collectLogEntries(() => rules.step(draft as State, action), true);
  });
  const withLog = withLogEntries(next as State & Logged, entries, patches as Patch[], inversePatches as Patch[]);
  return { state: freezeState(own(withLog)), action, patches: patches as Patch[], inversePatches: inversePatches as Patch[] };
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
      return freezeState(own(cloneState(live)));
    },
  };
}
