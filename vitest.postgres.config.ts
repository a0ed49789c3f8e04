import { defineConfig } from 'vitest/config';
import { sourceAliases } from './scripts/source-aliases.js';

/** The table server on PostgreSQL (`npm run test:postgres`): each file starts its own PostgreSQL server. */
export default defineConfig({
  resolve: { alias: sourceAliases() },
  test: {
    include: ['test/postgres/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
