/**
 * The bot seats at this screen decide in a Web Worker (`worker-bots.ts`), in Chromium: four expert
 * seats (a thousand sampled worlds a decision) think while the page stays free — no long task on the
 * page's thread where each of their decisions is one on the page — and the game is the one the same bots play on
 * the page. Where the page cannot start a worker, the seats decide on the page and the game goes on
 * (then each of their decisions holds the page up, which is what the worker removes).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, servedClient } from '../../../test-browser/browser.js';

declare const window: { __tortuga: { record(): { actions: { player: number }[] }; viewer(): number | null }; __long: number[]; Worker: unknown };

/** Bot decisions to watch in each game. */
const BOT_DECISIONS = 24;

/** Plays seat 0 of a five-player Tortuga 1667 with four expert seats until the bots have decided `BOT_DECISIONS` times; the page's long tasks (ms) and the record. */
async function play(page: Page, url: string, worker: boolean): Promise<{ long: number[]; actions: { player: number }[] }> {
  await page.addInitScript((keep: boolean) => {
    if (!keep) window.Worker = undefined; // a browser that cannot start one
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__long.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  }, worker);
  await page.goto(`${url}?test&pace=0&lang=en`);
  await page.selectOption('#players', '5');
  await page.selectOption('#seat-0', 'human');
  for (const seat of [1, 2, 3, 4]) await page.selectOption(`#seat-${seat}`, 'expert');
  await page.fill('#seed', 'worker-bots');
  await page.locator('#seed').dispatchEvent('change');
  await page.click('#start');
  await page.waitForSelector('.play');
  const botDecisions = () => page.evaluate(() => window.__tortuga.record().actions.filter((a) => a.player !== 0).length);
  const before = await page.evaluate(() => window.__long.length); // the page's own start (its chunks, the first drawing)
  for (let guard = 0; guard < 2000 && (await botDecisions()) < BOT_DECISIONS; guard++) {
    const button = page.locator('.decision:not(.over) .menu button').first();
    if ((await button.count()) > 0 && (await button.isEnabled())) await button.click({ timeout: 2000 }).catch(() => {});
    else await page.waitForTimeout(25);
  }
  expect(await botDecisions()).toBeGreaterThanOrEqual(BOT_DECISIONS);
  return page.evaluate((from) => ({ long: window.__long.slice(from), actions: window.__tortuga.record().actions }), before);
}

describe.skipIf(!hasChromium)('the bot seats decide in a worker, in Chromium', () => {
  const client = servedClient();
  it('four expert seats think while the page stays free, and play the game they play on the page; without a worker they decide on the page', async () => {
    const [inWorker, onPage] = await Promise.all([0, 1].map(() => client.browser.newPage()));
    const worker = await play(inWorker!, client.url, true);
    const page = await play(onPage!, client.url, false);
    // The same person's clicks, the same seeds: the same game, wherever the bots decided.
    const shared = Math.min(worker.actions.length, page.actions.length);
    expect(shared).toBeGreaterThan(BOT_DECISIONS);
    expect(worker.actions.slice(0, shared)).toEqual(page.actions.slice(0, shared));
    // On the page each expert decision is a long task of its own (77–223 ms here); in the worker there were none at all.
    const longest = (tasks: number[]) => Math.max(0, ...tasks);
    expect(page.long.length, `on the page: ${page.long.map(Math.round).join(', ')}`).toBeGreaterThanOrEqual(BOT_DECISIONS / 2);
    expect(longest(worker.long), `in the worker: ${worker.long.map(Math.round).join(', ')}`).toBeLessThan(100);
    expect(worker.long.length).toBeLessThan(page.long.length / 4);
    await Promise.all([inWorker!.close(), onPage!.close()]);
  });
});
