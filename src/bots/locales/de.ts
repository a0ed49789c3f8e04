import type { Catalog } from '../../core/words/text.js';

/**
 * The reasons `hints` gives, in German: `wordsFor` adds them to each game's words (an app that shows hints with words of its own catalogs adds them too).
 */
export const HINTS_DE: Catalog = {
  // Hints: what a strong player would do (bots/hints.ts)
  'hint.only': 'Deine einzige Wahl.',
  'hint.best': 'Am besten: {won} % von {games, plural, one {# Probepartie} other {# Probepartien}} gewonnen (nächstbester Zug: {next} %).',
  'hint.other': '{won} % von {games, plural, one {# Probepartie} other {# Probepartien}} gewonnen.',
};
