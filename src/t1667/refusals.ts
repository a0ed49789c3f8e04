import { refusals } from '../core/core-words.js';
import type { Say } from '../core/say.js';
import { T1667_REFUSALS_EN } from './locales/en-refusals.js';

/** Says a Tortuga 1667 refusal in English (a refused action or configuration): the engine's `RuleViolation` messages. */
export const refusal: () => Say = refusals(T1667_REFUSALS_EN);
