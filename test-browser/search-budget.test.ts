/**
 * A budgeted search in Chromium (issue 49): `botFor(game, 'expert', { budgetMs })` in a page. There
 * the search reads no Node clock: its budget is the page's wall-clock time (`performance.now()`, which
 * Chromium coarsens to about 0.1 ms), and every decision ends within a few milliseconds of it. (The
 * fault of a clock whose first reading has not moved is tested in `test/bots/search-budget.test.ts`;
 * Chromium's first reading here always moved, so this test passed before that fix too.)
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_SOURCES } from '../test/support/entries.js';
import { hasChromium, launch } from './browser.js';
import type { TimedDecision } from './budget-entry.js';

const BUDGET_MS = 40;

describe.skipIf(!hasChromium)('a budgeted search in Chromium', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(`the expert of both games (budgetMs ${BUDGET_MS}) ends every decision within a few milliseconds of its budget, by the page's clock`, async () => {
    const bundle = await build({
      entryPoints: [join(import.meta.dirname, 'budget-entry.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'budget',
      platform: 'browser',
      alias: Object.fromEntries(Object.entries(ENTRY_SOURCES).map(([name, file]) => [name, join(import.meta.dirname, '..', file)])),
      logLevel: 'silent',
    });
    const page = await browser!.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setContent('<!doctype html><title>budget</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const timed = await page.evaluate(
      ([budgetMs, decisions]) =>
        (globalThis as unknown as { budget: { timeBudgetedDecisions: (b: number, d: number) => TimedDecision[] } }).budget.timeBudgetedDecisions(
          budgetMs,
          decisions,
        ),
      [BUDGET_MS, 25] as const,
    );
    expect(errors).toEqual([]);
    for (const game of ['tortuga-dice', 'tortuga-1667']) {
      const mine = timed.filter((t) => t.game === game);
      expect(mine.length).toBe(25);
      const slowest = Math.max(...mine.map((t) => t.ms));
      // Past the budget only by the last iteration and the estimates (a tab on a busy machine may be paused a little).
      expect(slowest, `${game}: ${mine.map((t) => `${t.ms.toFixed(1)} ms/${t.worlds}`).join(', ')}`).toBeLessThan(BUDGET_MS + 40);
      // The search samples worlds (a cold page's first decision may spend its budget ranking the candidates: one world).
      const worlds = mine.map((t) => t.worlds).sort((a, b) => a - b);
      expect(worlds[worlds.length >> 1]).toBeGreaterThan(10);
    }
  });
});
