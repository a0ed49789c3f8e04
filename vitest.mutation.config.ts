import { defineConfig } from 'vitest/config';

/**
 * The rule tests StrykerJS runs against every mutant (`npm run mutation`): the scripted rule
 * situations of both games, the view and fast-path checks over a few random games, the
 * determinized samples (which must keep every public fact of a view), without
 * the slow random property, fuzz and perft files (those run in `npm run mutation:full`).
 */
export default defineConfig({
  test: {
    include: ['test/t1667/*.test.ts', 'test/dice/*.test.ts', 'test/fast-path.test.ts', 'test/bots/determinize.test.ts'],
    exclude: ['test/**/properties.test.ts', 'test/**/fuzz.test.ts', 'test/**/perft.test.ts'],
    testTimeout: 120_000,
  },
});
