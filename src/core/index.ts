export type { PlayerId, BaseAction, BaseConfig, Game, Simulator, Stamped } from './game.js';
export { RuleViolation, isRuleViolation, type RuleViolationCode } from './rule-violation.js';
export { seedRng, nextFloat, nextInt, shuffleInPlace, type RngState } from './rng.js';
export { replay, type GameRecord } from './replay.js';
export { deepEqual } from './deep-equal.js';
export { appendChunked, flattenChunked, chunkedLength, CHUNK_SIZE, type ChunkedList } from './chunked-list.js';
export { applyWithImmer, createSimulator, cloneState, freezeState, type RuleSteps } from './runner.js';
export { defineGame, type GameParts } from './define-game.js';
