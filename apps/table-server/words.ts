/**
 * The table server's words, by locale: its refusals (`ui.online.refusal.*`). A refusal on the wire
 * carries its key and parameters, so a client says it in its own language with these words; the
 * server itself writes the English one into the refusal's `message`.
 */
import type { Catalog, Locale } from 'tortuga-rules';
import { SERVER_DE } from './locales/de.js';
import { SERVER_EN } from './locales/en.js';
import { SERVER_NL } from './locales/nl.js';

/** The server's words in each language the library speaks. */
export const SERVER_WORDS: Readonly<Record<Locale, Catalog>> = { en: SERVER_EN, de: SERVER_DE, nl: SERVER_NL };
