/**
 * Everything the client says in one language, loaded only when that language is wanted
 * (`words.ts`, `loadLocale`): the games' catalogs from the library's per-language entries, the
 * table server's refusals, and the client's own words.
 */
import { T1667_DE } from 'tortuga-rules/1667/de';
import { DICE_DE } from 'tortuga-rules/dice/de';
import { SERVER_DE } from '@tortuga-rules/table-server/locales/de';
import { WEB_DE } from '../locales/de.js';
import type { LocaleBundle } from '../locale-bundle.js';

/** The words of this language. */
export const BUNDLE: LocaleBundle = { 'tortuga-1667': T1667_DE, 'tortuga-dice': DICE_DE, server: SERVER_DE, web: WEB_DE };
