export type {
  PlayerId,
  BaseAction,
  BaseConfig,
  Game,
  GameStates,
  Simulator,
  SimulatorOptions,
  Stamped,
  ViewOptions,
  LogEntryOf,
  AppliedChange,
} from './engine/game.js';
export { RuleViolation, isRuleViolation, type RuleViolationCode } from './engine/rule-violation.js';
export { seedRng, nextFloat, nextInt, type RngState } from './engine/rng.js';
export { replay } from './records/replay.js';
export { makeRecord, checkRecord, replayRecord, verifyRecord, RECORD_FORMAT, type GameRecord, type VerifiedRecord } from './records/record.js';
export { commitSeed, dealSeed, type FairDeal } from './records/fair-deal.js';
export { startHistory, loadHistory, type GameHistory } from './engine/history.js';
export { stateHash } from './records/state-hash.js';
export { randomSeed } from './engine/random-seed.js';
export { MAX_SEED_LENGTH } from './engine/config-checks.js';
export { rateLimit, keyedRateLimit, type RateLimit, type KeyedRateLimit, type RateLimitOptions } from '../boardgameio/rate-limit.js';
export { applyWithPatches } from './engine/apply-with-patches.js';
export { viewChange, applyViewChange, type Patch } from './engine/patch.js';
export { LOCALES, type Locale, type Text, type Message, type TextParam, type Catalog } from './words/text.js';
export type { Words, ActionLabel, MenuNode } from './words/words.js';
export type { ExportValues } from './words/say.js';
export { wordValues } from './words/export-values.js';
export type { WordCatalog, CatalogReport, GameName } from './words/word-catalog.js';
export type { WordsOptions } from './words/catalog-words.js';
export type { ChunkedList } from './engine/chunked-list.js';
