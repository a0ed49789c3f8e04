import { refusalSay } from '../core/core-words.js';
import { CORE_REFUSALS_EN } from '../core/locales/en-refusals.js';
import type { Say } from '../core/say.js';
import { T1667_REFUSALS_EN } from './locales/en-refusals.js';

let said: Say | null = null;

/**
 * Says a Tortuga 1667 refusal in English (a refused action or configuration): the engine's
 * `RuleViolation` messages. Only these templates ship with the rules; `Words` translates a
 * refusal by its key and parameters.
 */
export function refusal(): Say {
  return (said ??= refusalSay({ ...CORE_REFUSALS_EN, ...T1667_REFUSALS_EN }));
}
