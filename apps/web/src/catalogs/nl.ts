/**
 * Everything the client says in one language, loaded only when that language is wanted
 * (`words.ts`, `loadLocale`): the games' catalogs from the library's per-language entries, the
 * table server's refusals, and the client's own words.
 */
import { T1667_NL } from 'tortuga-rules/1667/nl';
import { DICE_NL } from 'tortuga-rules/dice/nl';
import { SERVER_NL } from '@tortuga-rules/table-server/locales/nl';
import { WEB_NL } from '../locales/nl.js';
import type { LocaleBundle } from '../locale-bundle.js';

/** The words of this language. */
export const BUNDLE: LocaleBundle = { 'tortuga-1667': T1667_NL, 'tortuga-dice': DICE_NL, server: SERVER_NL, web: WEB_NL };
