/**
 * What both games' entry points share: the error type, the seeded generator and
 * `randomSeed`, and the types that appear in their signatures. Each game's `index.ts` re-exports this file, so `tortuga-rules/1667` and
 * `tortuga-rules/dice` are complete on their own.
 */
export { RuleViolation, type RuleViolationCode } from './engine/rule-violation.js';
export { applyWithPatches } from './engine/apply-with-patches.js';
export type {
  PlayerId,
  Game,
  GameStates,
  Simulator,
  SimulatorOptions,
  BaseAction,
  BaseConfig,
  Stamped,
  ViewOptions,
  LogEntryOf,
  AppliedChange,
} from './engine/game.js';
// The seeded generator and an unguessable seed: what a game entry's own examples use (bots, random play, a server's deal).
export { seedRng, nextFloat, nextInt, type RngState } from './engine/rng.js';
export { randomSeed } from './engine/random-seed.js';
export type { ChunkedList } from './engine/chunked-list.js';
export type { Patch } from './engine/patch.js';
export type { Text, TextParam } from './words/text.js';
