import { enablePatches, Immer, type Draft } from 'immer';
import type { AppliedChange, BaseAction, BaseConfig, Game, Stamped } from './game.js';
import { collectLogEntries, withLogEntries, type Logged } from './log-writer.js';
import { onState } from './on-state.js';
import type { Patch } from './patch.js';
import { freezeState } from './plain-data.js';
import { rulesOf } from './rules-registry.js';
import { adopt, own, type RuleSteps } from './runner.js';

/**
 * The library's own immer instance. Drafts are copied without the strict property-descriptor
 * copy (states are plain data), which is about a third faster. It does not freeze its results:
 * the engine freezes the new state itself (`freezeState`, which stops at the old state's
 * frozen objects). Being private, it leaves the application's own immer settings alone.
 */
// Marked pure: an app that never asks for patches drops it, and immer with it, from its bundle.
const immer = /* @__PURE__ */ new Immer({ autoFreeze: false, useStrictShallowCopy: false });

/**
 * `game.apply`, telling also what changed: the same rule code runs under immer's
 * `produceWithPatches`. Throws a RuleViolation exactly when `apply` would. The patches
 * describe the full state, secrets included: keep them on the server (send each seat
 * `viewChange` of its views instead). A function apart from the game, so that an app that
 * only plays ships no immer.
 *
 * @example
 * ```ts
 * const { state: next, patches } = applyWithPatches(tortuga1667, state, action);
 * for (const patch of patches) if (patch.path[0] === 'ships') animateShip(patch);
 * ```
 */
export function applyWithPatches<Config extends BaseConfig, State, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  state: State,
  action: Stamped<Action>,
): AppliedChange<State, Action> {
  const rules = rulesOf<State, Action>(game.name);
  if (rules === undefined) throw new TypeError('applyWithPatches takes a game of this library (tortuga1667, tortugaDice).');
  return onState(game.name, rules, stepWithPatches, state, action);
}

/** Validates, then runs the step under immer's `produceWithPatches`, with the matched legal action. */
function stepWithPatches<State, Action>(rules: RuleSteps<State, Action>, state: State, input: unknown): AppliedChange<State, Action> {
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
