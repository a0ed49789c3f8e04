import type { Catalog } from '../../core/words/text.js';

/**
 * The reasons `hints` gives, in English: `wordsFor` adds them to each game's words (an app that shows hints with words of its own catalogs adds them too).
 */
export const HINTS_EN: Catalog = {
  // Hints: what a strong player would do (bots/hints.ts)
  'hint.only': 'Your only choice.',
  'hint.best': 'Best: won {won}% of {games, plural, one {# sampled game} other {# sampled games}} ({next}% for the next best).',
  'hint.other': 'Won {won}% of {games, plural, one {# sampled game} other {# sampled games}}.',
};
