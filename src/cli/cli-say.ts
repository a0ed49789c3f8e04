import { catalogSay } from '../core/words/core-words.js';
import type { Say } from '../core/words/say.js';
import { localeOf, type Catalog, type Locale } from '../core/words/text.js';
import { DICE_DE } from '../dice/de.js';
import { DICE_EN } from '../dice/en.js';
import { DICE_NL } from '../dice/nl.js';
import { CLI_DE } from './locales/de.js';
import { CLI_EN } from './locales/en.js';
import { CLI_NL } from './locales/nl.js';

/** The command's own words (`cli.*`), by locale. */
const CLI: Readonly<Record<Locale, Catalog>> = { en: CLI_EN, de: CLI_DE, nl: CLI_NL };

/** Says one of the command's messages (`cli.*`) or a shared one in a locale; seats are numbered from 1. */
export function cliSay(locale: string = 'en'): Say {
  const lang = localeOf(locale);
  // The shared words (names of seats, lists) are every game catalog's; the dice game's carry them.
  const shared = { en: DICE_EN, de: DICE_DE, nl: DICE_NL }[lang].templates;
  return catalogSay({ ...shared, ...CLI[lang] }, lang, () => ({}));
}
