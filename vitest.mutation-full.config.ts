import { defineConfig } from 'vitest/config';

/** Every rule test, the random property, fuzz, perft and non-interference files included (`npm run mutation:full`). */
export default defineConfig({
  test: {
    include: [
      'test/t1667/*.test.ts',
      'test/dice/*.test.ts',
      'test/fast-path.test.ts',
      'test/bots/determinize.test.ts',
      'test/non-interference.test.ts',
      'test/check-state.test.ts',
      'test/playthroughs.test.ts',
    ],
    testTimeout: 600_000,
  },
});
