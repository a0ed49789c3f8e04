/**
 * The screenshots of the web client in the README (`npm run web:screenshots`): a game of each
 * title played by bots and one person up to a characteristic moment, photographed in Chromium;
 * one per language, one on a phone-sized screen (390 px wide), and the guided first game.
 */
import type { Page } from 'playwright-core';
import { launch, serveClient } from '../../../test-browser/browser.js';

interface Moment {
  readonly file: string;
  readonly query: string;
  readonly setUp: (page: Page) => Promise<void>;
  /** True at the moment to photograph (read from the page's state and screen). */
  readonly ready: (page: Page) => Promise<boolean>;
  /** The screen's size (default 1360 × 900) and whether the whole page is photographed. */
  readonly viewport?: { readonly width: number; readonly height: number };
  readonly fullPage?: boolean;
  /** The start screen's button that begins the game (default `#start`). */
  readonly start?: string;
}

const hooks = (page: Page): Promise<{ decisions: number; pending: string; menu: number }> =>
  page.evaluate(() => {
    const state = JSON.parse((window as unknown as { __tortuga: { state(): string } }).__tortuga.state()) as { decisions: number; pending: { kind: string } };
    return { decisions: state.decisions, pending: state.pending.kind, menu: document.querySelectorAll('.decision .menu button').length };
  });

const MOMENTS: readonly Moment[] = [
  {
    file: 'docs/images/web-1667.png',
    query: 'lang=en',
    setUp: async (page) => {
      await page.fill('#seed', 'readme-1667');
      await page.locator('#seed').dispatchEvent('change');
    },
    ready: async (page) => {
      const s = await hooks(page);
      return s.decisions > 40 && s.pending === 'vote' && s.menu > 0;
    },
  },
  {
    file: 'docs/images/web-dice.png',
    query: 'lang=de',
    setUp: async (page) => {
      await page.check('input[value=tortuga-dice]');
      await page.fill('#seed', 'readme-dice');
      await page.locator('#seed').dispatchEvent('change');
    },
    ready: async (page) => {
      const s = await hooks(page);
      return s.decisions > 60 && s.menu > 0 && (await page.locator('.table .die').count()) >= 5 && (await page.locator('.secrets .roll li').count()) > 0;
    },
  },
  {
    file: 'docs/images/web-1667-nl.png',
    query: 'lang=nl',
    setUp: async (page) => {
      await page.fill('#seed', 'readme-1667-nl');
      await page.locator('#seed').dispatchEvent('change');
    },
    ready: async (page) => {
      const s = await hooks(page);
      return s.decisions > 30 && s.pending === 'action' && s.menu > 0;
    },
  },
  {
    file: 'docs/images/web-phone.png',
    query: 'lang=en',
    viewport: { width: 390, height: 844 },
    fullPage: true,
    setUp: async (page) => {
      await page.fill('#seed', 'readme-phone');
      await page.locator('#seed').dispatchEvent('change');
    },
    ready: async (page) => {
      const s = await hooks(page);
      return s.decisions > 20 && s.pending === 'action' && s.menu > 0;
    },
  },
  {
    file: 'docs/images/web-dice-phone.png',
    query: 'lang=nl',
    viewport: { width: 390, height: 844 },
    fullPage: true,
    setUp: async (page) => {
      await page.check('input[value=tortuga-dice]');
      await page.fill('#seed', 'readme-dice-phone');
      await page.locator('#seed').dispatchEvent('change');
    },
    ready: async (page) => {
      const s = await hooks(page);
      return s.decisions > 40 && s.menu > 0 && (await page.locator('.secrets .roll li').count()) > 0;
    },
  },
  {
    file: 'docs/images/web-guide-de.png',
    query: 'lang=de',
    start: '#guide',
    setUp: async () => {},
    ready: async (page) => (await hooks(page)).pending === 'action' && (await page.locator('.decision .guide').count()) > 0,
  },
];

const server = await serveClient();
const browser = await launch();
try {
  for (const moment of MOMENTS) {
    const page = await browser.newPage({ viewport: moment.viewport ?? { width: 1360, height: 900 }, deviceScaleFactor: 1 });
    await page.goto(`${server.url}?test&pace=0&${moment.query}`);
    await moment.setUp(page);
    await page.click(moment.start ?? '#start');
    await page.waitForSelector('.play, .handover'); // the game's chunk is fetched when it begins
    for (let step = 0; !(await moment.ready(page)); step++) {
      // A game that ends (or runs on) before its moment is said, not photographed: the end screen's "new game" would
      // otherwise be clicked and the start screen photographed in its place.
      if (step >= 5000 || (await page.locator('.decision.over').count()) > 0)
        throw new Error(`${moment.file}: the game never came to its moment (${step} steps)`);
      // The guide's suggestion where it makes one (a guided game photographed as it is meant to be played), else any choice.
      const suggested = page.locator('.decision:not(.over) .menu button.suggested');
      const first = page.locator('.decision:not(.over) .menu button:not(.back)');
      if ((await suggested.count()) > 0) await suggested.first().click();
      else if ((await first.count()) > 0) await first.nth(step % (await first.count())).click();
      else await page.waitForTimeout(2);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    // The table at rest: pawns that glide (animate.ts) are photographed where they land.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await page.screenshot({ path: moment.file, fullPage: moment.fullPage === true });
    console.log(`wrote ${moment.file}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
