/**
 * The words of Tortuga 1667 in Dutch, as data: a catalog for `t1667Words` (`tortuga-rules/1667/words`).
 * Each language is its own import, so an app ships only the languages it uses.
 *
 * @packageDocumentation
 * @module tortuga-rules/1667/nl
 */
import { CORE_NL } from '../core/words/locales/nl.js';
import type { WordCatalog } from '../core/words/word-catalog.js';
import { T1667_TEMPLATES_NL } from './locales/nl.js';

/** Every template of Tortuga 1667 in Dutch (the game's own and the shared ones), by key. */
export const T1667_NL: WordCatalog = Object.freeze({ game: 'tortuga-1667', locale: 'nl', templates: Object.freeze({ ...CORE_NL, ...T1667_TEMPLATES_NL }) });
