import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from './scripts/source-aliases.js';

export default defineConfig({
  // The examples import the package by name, as a user's program does; here that name is the sources.
  resolve: { alias: sourceAliases() },
  test: {
    include: ['test/**/*.test.ts', 'apps/web/test/unit/**/*.test.ts'],
    // Against a real PostgreSQL server: `npm run test:postgres` (CI installs and starts one).
    exclude: ['test/postgres/**', '**/node_modules/**'],
    testTimeout: 120_000,
    // Vitest's default is one worker less than the cores, so one worker on a 2-core machine: the tests took 10.3 minutes
    // there, with two workers 6.8 (both cores busy). At least two; on larger machines Vitest's own default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 120_000,
  },
});
