/**
 * Everything the client says in one language, loaded only when that language is wanted
 * (`words.ts`, `loadLocale`): the games' catalogs from the library's per-language entries, the
 * table server's refusals, and the client's own words.
 */
import { T1667_EN } from 'tortuga-rules/1667/en';
import { DICE_EN } from 'tortuga-rules/dice/en';
import { SERVER_EN } from '@tortuga-rules/table-server/locales/en';
import { WEB_EN } from '../locales/en.js';
import type { LocaleBundle } from '../locale-bundle.js';

/** The words of this language. */
export const BUNDLE: LocaleBundle = { 'tortuga-1667': T1667_EN, 'tortuga-dice': DICE_EN, server: SERVER_EN, web: WEB_EN };
