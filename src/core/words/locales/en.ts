import type { Catalog } from '../text.js';
import { CORE_REFUSALS_EN } from './en-refusals.js';

/** Shared messages (validation, persistence, records) and how every game names players, in English. */
export const CORE_EN: Catalog = {
  ...CORE_REFUSALS_EN,
  // Players, as every game names them
  'name.seatChoice': '{target:seat}',
  'name.possessive': "{name}'s",
  'name.yourPossessive': 'your',
  'name.you': 'you',
  'name.youAcc': 'you',
  'name.youDat': 'you',
};
