import type { Catalog } from '../../core/words/text.js';

/**
 * The reasons `hints` gives, in Dutch: `wordsFor` adds them to each game's words (an app that shows hints with words of its own catalogs adds them too).
 */
export const HINTS_NL: Catalog = {
  // Hints: what a strong player would do (bots/hints.ts)
  'hint.only': 'Je enige keuze.',
  'hint.best': 'Het beste: {won}% van {games, plural, one {# proefspel} other {# proefspellen}} gewonnen (op één na beste: {next}%).',
  'hint.other': '{won}% van {games, plural, one {# proefspel} other {# proefspellen}} gewonnen.',
};
