/**
 * The words of the dice game in English, as data: a catalog for `diceWords` (`tortuga-rules/dice/words`).
 * Each language is its own import, so an app ships only the languages it uses.
 *
 * @packageDocumentation
 * @module tortuga-rules/dice/en
 */
import { CORE_EN } from '../core/words/locales/en.js';
import type { WordCatalog } from '../core/words/word-catalog.js';
import { DICE_TEMPLATES_EN } from './locales/en.js';

/** Every template of the dice game in English (the game's own and the shared ones), by key. */
export const DICE_EN: WordCatalog = Object.freeze({ game: 'tortuga-dice', locale: 'en', templates: Object.freeze({ ...CORE_EN, ...DICE_TEMPLATES_EN }) });
