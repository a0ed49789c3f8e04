/**
 * What both games' entry points share: the error type and the types that appear in their
 * signatures. Each game's `index.ts` re-exports this file, so `tortuga-rules/1667` and
 * `tortuga-rules/dice` are complete on their own.
 */
export { RuleViolation, type RuleViolationCode } from './rule-violation.js';
export { applyWithPatches } from './apply-with-patches.js';
export type { PlayerId, Game, GameStates, Simulator, SimulatorOptions, BaseAction, BaseConfig, Stamped, ViewOptions, LogEntryOf, AppliedChange } from './game.js';
export type { RngState } from './rng.js';
export type { ChunkedList } from './chunked-list.js';
export type { Patch } from './patch.js';
export type { Text, TextParam } from './text.js';
