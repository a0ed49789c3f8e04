import { defineConfig } from 'vitest/config';
import { sourceAliases } from './scripts/source-aliases.js';

/** The browser tests (`npm run test:browser`): the web client (`apps/web/test`) and the minimal example (`test-browser`) in Debian's Chromium, driven by Playwright; the web client also in Firefox ESR and WebKitGTK (`test-browser/engines.ts`). */
export default defineConfig({
  // The tests import the package by name, as the apps do; here that name is the sources.
  resolve: { alias: sourceAliases() },
  test: {
    include: ['apps/web/test/*.test.ts', 'test-browser/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
