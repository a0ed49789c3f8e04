import type { RuleSteps } from './runner.js';

/**
 * The rule steps (match and step) of each game `defineGame` made, by the game's name, kept
 * apart from the public `Game` interface: `applyWithPatches` runs them under immer's draft, and
 * the history needs the legal action an input matched without paying for patches.
 */
const RULES = new Map<string, RuleSteps<never, never>>();

/** Registers a game's rule steps under its name. */
export function registerRules<State, Action>(name: string, rules: RuleSteps<State, Action>): void {
  RULES.set(name, rules as unknown as RuleSteps<never, never>);
}

/** The rule steps of the game named `name`, or undefined for a game `defineGame` did not make. */
export function rulesOf<State, Action>(name: string): RuleSteps<State, Action> | undefined {
  return RULES.get(name) as unknown as RuleSteps<State, Action> | undefined;
}
