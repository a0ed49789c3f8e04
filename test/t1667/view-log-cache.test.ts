import { it } from 'vitest';
import { playNonInterference } from '../support/conformance.js';
import { t1667Subject } from '../support/t1667-invariants.js';

// Found by the non-interference property (fast-check seed 653452615): a re-dealt state that
// shares its later log chunks with the original got the original's cached view of the earlier
// chunks, so its view showed the other deal's private entries.
it('T67-INFO-3: a view of a state rebuilt around shared log chunks shows its own earlier entries, not a cached other deal', () => {
  const config = { players: 5, seed: ' ', rules: 'early', timer: true, openLoyalties: 'none', intrigue: false, shorter: 1, chaos: true } as const;
  playNonInterference(
    t1667Subject,
    config,
    'bot-16457216',
    (state: { pending: { kind: string } }, index: number) => index % 3 === 0 || state.pending.kind === 'crowSearch',
  );
});
