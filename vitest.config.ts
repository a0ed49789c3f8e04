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
    hookTimeout: 120_000,
  },
});
