import type { Match } from './validation.js';

/**
 * The match function of each game module `defineGame` made, kept apart from the public `Game`
 * interface: the history needs the legal action an input matched without paying for
 * `applyWithPatches`' patches (a long record's load would spend most of its time on them).
 */
const MATCHERS = new WeakMap<object, (state: never, input: unknown) => Match<unknown>>();

/** Registers a game module's match function. */
export function registerMatcher<State, Action>(game: object, match: (state: State, input: unknown) => Match<Action>): void {
  MATCHERS.set(game, match as never);
}

/** The match function of a game module made by `defineGame`, or undefined for any other. */
export function matcherOf<State, Action>(game: object): ((state: State, input: unknown) => Match<Action>) | undefined {
  return MATCHERS.get(game) as ((state: State, input: unknown) => Match<Action>) | undefined;
}
