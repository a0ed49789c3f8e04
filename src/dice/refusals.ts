import { refusals } from '../core/words/core-words.js';
import type { Say } from '../core/words/say.js';
import { CORE_REFUSALS_EN } from '../core/words/locales/en-refusals.js';
import { DICE_REFUSALS_EN } from './locales/en-refusals.js';

/** `process.env.NODE_ENV`, which bundlers replace (declared here: the library needs no Node types). */
declare const process: { readonly env: Readonly<Record<string, string | undefined>> };

/**
 * Says a dice-game refusal in English (a refused action or configuration): the engine's `RuleViolation` messages (in a production
 * build, their keys and parameters: see `refusals`).
 */
export const refusal: () => Say = refusals(process.env.NODE_ENV === 'production' ? null : { ...CORE_REFUSALS_EN, ...DICE_REFUSALS_EN });
