import { refusals } from '../core/core-words.js';
import type { Say } from '../core/say.js';
import { DICE_REFUSALS_EN } from './locales/en-refusals.js';

/** Says a dice-game refusal in English (a refused action or configuration): the engine's `RuleViolation` messages. */
export const refusal: () => Say = refusals(DICE_REFUSALS_EN);
