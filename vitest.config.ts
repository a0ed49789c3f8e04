import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { ENTRY_SOURCES } from './test/support/entries.js';

export default defineConfig({
  // The examples import the package by name, as a user's program does; here that name is the sources.
  resolve: { alias: Object.entries(ENTRY_SOURCES).map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: resolve(file) })) },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
