import type { BeliefModel } from './t1667-belief-filter.js';

/**
 * The loyalty model's weights, fitted by `scripts/beliefs/fit.ts` (maximum likelihood on
 * 420 seeded games of random, heuristic and search bots mixed at 3–9 seats; do not edit:
 * run `npm run beliefs:fit`). Seat kinds 'placed', 'taken', 'smuggled';
 * pair kinds 'maroon', 'pistol', 'force', 'give', 'fever', 'crow', 'marque';
 * group kinds 'brawl', 'attack', 'mutiny' (see `t1667-evidence.ts`).
 */
export const BELIEF_MODEL: BeliefModel = {
  seat: [
    { lean: 0.23, dutch: -0.06 },
    { lean: 1.623, dutch: 1.43 },
    { lean: 1.802, dutch: 1.331 },
  ],
  pair: [0.414, 0.835, 0.076, -0.492, 0, 0.388, -0.701],
  group: [0.378, 0.051, 0.099],
};
