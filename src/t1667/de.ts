/**
 * The words of Tortuga 1667 in German, as data: a catalog for `t1667Words` (`tortuga-rules/1667/words`).
 * Each language is its own import, so an app ships only the languages it uses.
 *
 * @packageDocumentation
 * @module tortuga-rules/1667/de
 */
import { CORE_DE } from '../core/words/locales/de.js';
import type { WordCatalog } from '../core/words/word-catalog.js';
import { T1667_TEMPLATES_DE } from './locales/de.js';

/** Every template of Tortuga 1667 in German (the game's own and the shared ones), by key. */
export const T1667_DE: WordCatalog = Object.freeze({ game: 'tortuga-1667', locale: 'de', templates: Object.freeze({ ...CORE_DE, ...T1667_TEMPLATES_DE }) });
