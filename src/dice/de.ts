/**
 * The words of the dice game in German, as data: a catalog for `diceWords` (`tortuga-rules/dice/words`).
 * Each language is its own import, so an app ships only the languages it uses.
 *
 * @packageDocumentation
 * @module tortuga-rules/dice/de
 */
import { CORE_DE } from '../core/words/locales/de.js';
import type { WordCatalog } from '../core/words/word-catalog.js';
import { DICE_TEMPLATES_DE } from './locales/de.js';

/** Every template of the dice game in German (the game's own and the shared ones), by key. */
export const DICE_DE: WordCatalog = Object.freeze({ game: 'tortuga-dice', locale: 'de', templates: Object.freeze({ ...CORE_DE, ...DICE_TEMPLATES_DE }) });
