/**
 * The web client in Firefox and in WebKit (Safari's engine), as Debian ships them (`engines.ts`):
 * a game of each title started on the start screen and played by clicks to its end against bots of
 * every level, with what differs between engines checked on the way — the bots decide in their Web
 * Worker (a module worker) and the page never falls back to deciding itself; a reload keeps the game
 * (the browser's storage) and it goes on; at a phone's width nothing sticks out sideways; no words of
 * the drawing are drawn over each other (each engine has its own fonts), there or at the end; no error
 * escapes the page; and the record the page holds replays, here, to the state it shows. The rules,
 * the leak checks and the rest of the page are the Chromium tests' (`web-client.test.ts`).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayRecord, seedRng, tortuga1667, tortugaDice } from 'tortuga-rules';
import { OVERLAPPING_WORDS, serveClient } from '../../../test-browser/browser.js';
import { choose, errorsOf, STATUS, type Status } from '../../../test-browser/engine-menu.js';
import { OTHER_ENGINES, type EnginePage } from '../../../test-browser/engines.js';

/** A game to play: the title, who sits where, the language, the seed. */
interface Table {
  readonly title: 'tortuga-1667' | 'tortuga-dice';
  readonly kinds: readonly ('human' | 'easy' | 'medium' | 'hard' | 'expert')[];
  readonly lang: 'en' | 'de' | 'nl';
  readonly seed: string;
}

const TABLES: readonly Table[] = [
  { title: 'tortuga-1667', kinds: ['human', 'easy', 'medium', 'hard', 'expert'], lang: 'en', seed: 'engines-1667' },
  { title: 'tortuga-dice', kinds: ['medium', 'human', 'expert'], lang: 'nl', seed: 'engines-dice' },
];

/** The person's decisions before the page is reloaded, and before it is looked at at a phone's width. */
const RELOAD_AFTER = 5;
const PHONE_AFTER = 2;

/** The widest page that gets the phone's layout (`style.css`). */
const PHONE_LAYOUT = 600;

/** Where to photograph each engine's screens (`ENGINE_SHOTS=<folder>`, to look at; not compared); none when unset. */
const SHOTS = process.env.ENGINE_SHOTS;

const photograph = (page: EnginePage, name: string): Promise<void> => (SHOTS === undefined ? Promise.resolve() : page.screenshot(join(SHOTS, `${name}.png`)));

/** The scripts the page has fetched since it was loaded (the worker's and any chunk loaded on demand). */
const scriptsOf = (page: EnginePage): Promise<string[]> =>
  page.evaluate<string[]>(`performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js'))`);

/** The bots decided in their worker, and no seat's bot was brought to the page instead. */
async function expectWorkerOnly(page: EnginePage): Promise<void> {
  const scripts = await scriptsOf(page);
  expect(
    scripts.some((s) => /\/bot-worker-[^/]*\.js$/.test(s)),
    scripts.join(' '),
  ).toBe(true);
  expect(scripts.filter((s) => /\/level-bots-[^/]*\.js$/.test(s))).toEqual([]);
}

/** Whatever on the page is wider than the window (a phone's), as `tag.class` names. */
const OVERFLOW = `(() => {
  const out = [];
  if (document.documentElement.scrollWidth > innerWidth + 1) out.push('document ' + document.documentElement.scrollWidth);
  for (const el of document.querySelectorAll('.play *')) {
    if (el.closest('.table-area')) continue; // the drawing pans inside its own frame
    const box = el.getBoundingClientRect();
    if (box.width > 0 && (box.right > innerWidth + 1 || box.left < -1)) out.push(el.localName + '.' + [...el.classList].join('.'));
  }
  return out.slice(0, 10);
})()`;

/** Starts `table` on the start screen, as a person does. */
async function start(page: EnginePage, url: string, table: Table): Promise<void> {
  await page.goto(`${url}?test&pace=0&lang=${table.lang}`);
  if (table.title === 'tortuga-dice') await page.click('input[value=tortuga-dice]');
  await page.select('#players', String(table.kinds.length));
  for (const [seat, kind] of table.kinds.entries()) await page.select(`#seat-${seat}`, kind);
  await page.type('#seed', table.seed);
  await page.click('#start');
  await page.waitFor('.play, .handover', 60_000);
}

/** The page's state and record, read in one go. */
const snapshot = (page: EnginePage): Promise<{ state: string; record: unknown }> =>
  page.evaluate(`({ state: window.__tortuga.state(), record: window.__tortuga.record() })`);

/** CI sets this: a missing browser fails these tests instead of skipping them. */
const REQUIRED = process.env.TORTUGA_REQUIRE_ENGINES === '1';

for (const engine of OTHER_ENGINES) {
  describe.skipIf(!engine.available && !REQUIRED)(`the web client in ${engine.name}`, () => {
    let url = '';
    let page: EnginePage;
    const stops: (() => Promise<void>)[] = [];
    beforeAll(async () => {
      if (!engine.available) throw new Error(`${engine.name} is not installed here (${engine.install}).`);
      const server = await serveClient();
      stops.push(server.close);
      url = server.url;
      const browser = await engine.start();
      stops.push(browser.close);
      page = browser.page;
    });
    afterAll(async () => {
      for (const stop of stops.reverse()) await stop();
    });

    for (const table of TABLES) {
      it(`${table.title}, ${table.kinds.join(', ')} (${table.lang}): played by clicks to the end, the bots in their worker, kept across a reload, nothing wider than a phone, no words drawn over each other, no page error, the record replays to the state shown`, async () => {
        await page.resize(1280, 900);
        await start(page, url, table);
        const rng = seedRng(`${table.seed}/${engine.name}`);
        let decisions = 0;
        let reloaded = false;
        for (let step = 0; step < 20_000; step++) {
          const status = await page.evaluate<Status>(STATUS);
          if (status.over) break;
          if (status.handOver) {
            await page.click('#ready');
            continue;
          }
          if (status.menu === 0) {
            await page.waitFor('.decision.over, .handover, .decision:not(.over) .menu button', 60_000);
            continue;
          }
          if (decisions === PHONE_AFTER) {
            await page.resize(390, 844);
            await new Promise((resolve) => setTimeout(resolve, 300)); // the layout settles
            // Firefox's page is 390 px wide; MiniBrowser's window is at least 447 px, still the phone layout (≤ 600 px).
            const width = await page.evaluate<number>('innerWidth');
            expect(width).toBeLessThanOrEqual(PHONE_LAYOUT);
            expect(await page.evaluate<string[]>(OVERFLOW), `${engine.name} at ${width} px`).toEqual([]);
            expect(await page.evaluate<string[]>(OVERLAPPING_WORDS), `${engine.name} at ${width} px`).toEqual([]);
            await photograph(page, `${engine.name}-${table.title}-phone`);
            await page.resize(1280, 900);
          }
          if (decisions === RELOAD_AFTER && !reloaded) {
            reloaded = true;
            expect(await errorsOf(page)).toEqual([]);
            await expectWorkerOnly(page);
            const before = await snapshot(page);
            await page.reload();
            await page.click('#continue');
            await page.waitFor('.play, .handover', 60_000);
            expect((await snapshot(page)).state).toBe(before.state);
          }
          await choose(page, rng);
          decisions++;
        }
        expect(await page.evaluate<Status>(STATUS)).toMatchObject({ over: true });
        expect(reloaded).toBe(true);
        await photograph(page, `${engine.name}-${table.title}-over`);
        expect(await page.evaluate<string[]>(OVERLAPPING_WORDS)).toEqual([]);
        expect(await errorsOf(page)).toEqual([]);
        await expectWorkerOnly(page);
        const { state, record } = await snapshot(page);
        const game = table.title === 'tortuga-1667' ? tortuga1667 : tortugaDice;
        expect(JSON.parse(JSON.stringify(replayRecord(game as never, record)))).toEqual(JSON.parse(state));
      });
    }
  });
}
