/**
 * The words of Tortuga 1667: labels, menus, prompts, narration, summaries and refusals in any
 * language, from a catalog — the library's (`tortuga-rules/1667/en`, `…/de`, `…/nl`, each its
 * own import) or one an application brings.
 *
 * @packageDocumentation
 * @module tortuga-rules/1667/words
 */
export { t1667Words, checkT1667Catalog, T1667_RENDERER_KINDS } from './words.js';
export type { WordsOptions } from '../core/words/catalog-words.js';
export { playerNames, type PlayerNames } from '../core/words/player-names.js';
export type { WordCatalog, CatalogReport, GameName } from '../core/words/word-catalog.js';
export type { Words, ActionLabel, MenuNode } from '../core/words/words.js';
export type { ExportValues } from '../core/words/say.js';
export { wordValues } from '../core/words/export-values.js';
export type { Text, Message, TextParam, Catalog } from '../core/words/text.js';
