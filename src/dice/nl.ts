/**
 * The words of the dice game in Dutch, as data: a catalog for `diceWords` (`tortuga-rules/dice/words`).
 * Each language is its own import, so an app ships only the languages it uses.
 *
 * @packageDocumentation
 * @module tortuga-rules/dice/nl
 */
import { CORE_NL } from '../core/words/locales/nl.js';
import type { WordCatalog } from '../core/words/word-catalog.js';
import { DICE_TEMPLATES_NL } from './locales/nl.js';

/** Every template of the dice game in Dutch (the game's own and the shared ones), by key. */
export const DICE_NL: WordCatalog = Object.freeze({ game: 'tortuga-dice', locale: 'nl', templates: Object.freeze({ ...CORE_NL, ...DICE_TEMPLATES_NL }) });
