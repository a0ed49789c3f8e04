/**
 * The minimal web example (examples/minimal-web, ~60 lines on `tortuga-rules/client`) in Chromium:
 * it builds, draws the table and the decision, and a person clicking the menu plays on against
 * the bots, with no error on the page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, serveClient } from './browser.js';

describe.skipIf(!hasChromium)('examples/minimal-web in Chromium', () => {
  let server: Awaited<ReturnType<typeof serveClient>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await serveClient('examples/minimal-web/vite.config.ts');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a person plays several decisions by clicking the menu; the story grows and nothing fails', async () => {
    const page = await browser!.newPage({ viewport: { width: 1000, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page.goto(server!.url);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Tortuga 1667');
    await expect.poll(() => page.locator('ul li').count()).toBeGreaterThan(3); // the board and your secrets
    let decided = 0;
    for (let guard = 0; guard < 200 && decided < 6; guard++) {
      const buttons = page.locator('section button');
      if ((await buttons.count()) === 0) {
        await page.waitForTimeout(200); // the bots' turn
        continue;
      }
      const before = await page.locator('ol li').count();
      const label = await buttons.first().textContent();
      await buttons.first().click();
      if (label !== 'Back' && (await page.locator('section p').count()) === 0) decided++;
      expect(await page.locator('ol li').count()).toBeGreaterThanOrEqual(before > 12 ? 12 : before);
    }
    expect(decided).toBeGreaterThanOrEqual(6);
    expect(await page.locator('ol li').count()).toBeGreaterThan(3);
    expect(errors).toEqual([]);
  });
});
