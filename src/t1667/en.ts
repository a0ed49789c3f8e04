/**
 * The words of Tortuga 1667 in English, as data: a catalog for `t1667Words` (`tortuga-rules/1667/words`).
 * Each language is its own import, so an app ships only the languages it uses.
 *
 * @packageDocumentation
 * @module tortuga-rules/1667/en
 */
import { CORE_EN } from '../core/words/locales/en.js';
import type { WordCatalog } from '../core/words/word-catalog.js';
import { T1667_TEMPLATES_EN } from './locales/en.js';

/** Every template of Tortuga 1667 in English (the game's own and the shared ones), by key. */
export const T1667_EN: WordCatalog = Object.freeze({ game: 'tortuga-1667', locale: 'en', templates: Object.freeze({ ...CORE_EN, ...T1667_TEMPLATES_EN }) });
