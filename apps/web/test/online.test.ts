import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState, tortugaDice, type BaseAction, type BaseConfig, type Game, tortuga1667, wordsFor } from 'tortuga-rules';
import { perturbT1667 } from '../../../test/support/t1667-invariants.js';
import { perturbDice } from '../../../test/support/dice-invariants.js';
import { CANONICAL_HTML, firstDifference, hasChromium, launch, serveClient, type CanonicalHtml } from '../../../test-browser/browser.js';
import { freePort } from '../../../test/support/free-port.js';
import { storedGame } from '../../../test/support/stored-table.js';

/** `npm run server`'s program in a child process; resolves once it listens. */
function startTableServer(database: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/table-server/main.ts', '--db', database, '--port', String(port), '--bot-delay-ms', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('listening') && resolve(child));
    child.on('exit', (code) => reject(new Error(`the table server exited with ${code}`)));
  });
}

/** One click of a person at the table: a menu group or a choice, picked at random; false when this page has nothing to choose. */
async function clickSomething(page: Page, rng: RngState): Promise<boolean> {
  const buttons = page.locator('.decision:not(.over) .menu button:not(.back)'); // never the end screen's buttons (a new game would leave the table)
  const count = await buttons.count();
  if (count === 0) return false;
  await buttons
    .nth(nextInt(rng, count))
    .click({ timeout: 2000 })
    .catch(() => undefined); // the screen may be redrawn under the pointer
  return true;
}

const over = (page: Page): Promise<boolean> => page.locator('.decision.over').isVisible();

interface OnlineHooks {
  view(): string | null;
  screenFor(view: string): string;
}
declare const window: { __tortugaOnline: OnlineHooks } & CanonicalHtml;

/** A title as the test drives it: the engine, how secrets are re-dealt, and the seats at the table. */
interface Online {
  readonly title: 'tortuga-1667' | 'tortuga-dice';
  readonly game: Game<BaseConfig, unknown, BaseAction, unknown, unknown>;
  readonly perturb: (state: never, viewer: number, rng: RngState) => unknown;
  /** The start screen's seats: two people (Anne at seat 0, Bram at seat 1), then any bots. */
  readonly kinds: readonly string[];
  /** A seat nobody takes, which the host fills with a bot from the game's screen. */
  readonly fill?: number;
  /** Options chosen on the start screen. */
  readonly options?: Readonly<Record<string, string>>;
}

const TITLES: readonly Online[] = [
  { title: 'tortuga-dice', game: tortugaDice as never, perturb: perturbDice as never, kinds: ['human', 'human', 'human'], fill: 2 },
  { title: 'tortuga-1667', game: tortuga1667 as never, perturb: perturbT1667 as never, kinds: ['human', 'human', 'medium'], options: { timer: 'true' } },
];

/**
 * The information rule through the server: the page's view is the server's view of the stored
 * game for that seat, and the screen drawn from a world where everything the seat may not
 * know is dealt differently is the live screen, character for character. False when the page
 * is in a menu group or the game moved on while it was read.
 */
async function checkNothingLeaks(online: Online, page: Page, seat: number, database: string, rng: RngState): Promise<boolean> {
  await page.evaluate(CANONICAL_HTML);
  const live = await page.evaluate(() => ({
    view: window.__tortugaOnline.view(),
    html: window.__canonicalHtml(document.querySelector('.play')?.outerHTML ?? ''),
    top: document.querySelector('.crumbs') === null,
  }));
  if (live.view === null || live.html === '' || !live.top) return false;
  const state = storedGame(online.game, database) as { decisions: number };
  const shown = JSON.parse(live.view) as { decisions: number };
  if (shown.decisions !== state.decisions) return false;
  const view = JSON.stringify(online.game.viewFor(state, seat));
  expect(JSON.parse(view)).toEqual(shown);
  const redealt = JSON.stringify(online.game.viewFor(online.perturb(state as never, seat, rng), seat));
  const [mine, theirs] = await page.evaluate(
    ([a, b]) => [window.__canonicalHtml(window.__tortugaOnline.screenFor(a)), window.__canonicalHtml(window.__tortugaOnline.screenFor(b))],
    [view, redealt] as const,
  );
  expect(mine, firstDifference(mine, live.html)).toBe(live.html);
  expect(theirs).toBe(mine);
  return true;
}

let client: Awaited<ReturnType<typeof serveClient>>;
let browser: Awaited<ReturnType<typeof launch>>;

beforeAll(async () => {
  if (!hasChromium) return;
  client = await serveClient();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await client?.close();
});

describe.skipIf(!hasChromium)('online play through the table server, in Chromium', () => {
  for (const online of TITLES)
    it(`${online.title}: two browsers play a whole game against each other, a third watches; nothing secret on either page; a reload and a server SIGKILL + restart lose nothing`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'online-'));
      const database = join(dir, 'tables.sqlite');
      const port = await freePort();
      let server = await startTableServer(database, port);
      const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
      try {
        const [anne, bram, watcher] = await Promise.all(contexts.map((context) => context.newPage()));
        const serverParam = `server=${encodeURIComponent(`ws://127.0.0.1:${port}/`)}`;
        await anne!.goto(`${client.url}?${serverParam}&lang=en&test`);
        await anne!.click('#trust-server'); // the test's server is not the page's own: each browser agrees to it once
        await anne!.check(`input[value=${online.title}]`);
        await anne!.selectOption('#players', String(online.kinds.length));
        for (const [seat, kind] of online.kinds.entries()) await anne!.selectOption(`#seat-${seat}`, kind);
        for (const [key, value] of Object.entries(online.options ?? {})) await anne!.selectOption(`#option-${key}`, value);
        await anne!.fill('#name-0', 'Anne'); // the host's name, typed on the start screen: opening the table seats her under it
        await anne!.click('#online');
        const invite = await anne!
          .locator('.invite a')
          .getAttribute('href', { timeout: 15_000 })
          .catch(async (error: unknown) => {
            throw new Error(`no invitation on the page: ${(await anne!.locator('#app').innerText()).slice(0, 400)} (${String(error).slice(0, 100)})`);
          });
        expect(invite).toContain('table=');
        await bram!.goto(`${invite!}&test`);
        await bram!.click('#trust-server');
        await bram!.waitForSelector('#sit-1');
        await bram!.fill('#player-name', 'Bram');
        await bram!.click('#sit-1');
        if (online.fill !== undefined) {
          // The host seats a bot where nobody came; everyone's roster and the lobby then show it.
          await anne!.click(`#fill-${online.fill}`);
          await expect.poll(() => anne!.locator(`#fill-${online.fill}`).count(), { timeout: 10_000 }).toBe(0);
          expect(await bram!.locator('[id^=fill-]').count()).toBe(0); // only the host may
        }
        await watcher!.goto(invite!);
        await watcher!.click('#trust-server');
        await watcher!.click('#watch');
        await expect.poll(() => watcher!.locator('.you').textContent()).toContain('watching');

        const rng = seedRng('online');
        let clicks = 0;
        let checks = 0;
        let sawClock = false;
        let reloaded = false;
        let killed = false;
        for (let round = 0; round < 5000 && !((await over(anne!)) && (await over(bram!))); round++) {
          for (const [seat, page] of [anne!, bram!].entries()) if (await checkNothingLeaks(online, page, seat, database, rng)) checks++;
          if (!sawClock && (await anne!.locator('.table-screen .clock').count()) > 0)
            sawClock = /\d+ s/.test((await anne!.locator('.table-screen .clock').textContent()) ?? '');
          const acted = (await clickSomething(anne!, rng)) || (await clickSomething(bram!, rng));
          if (acted) clicks++;
          else await anne!.waitForTimeout(20);
          // Early in the game, so that a short one (the server deals at random) still has them in its middle.
          if (clicks === 8 && !reloaded) {
            reloaded = true;
            await bram!.reload(); // the seat's token is in the browser: the page takes the seat up again
            await expect.poll(() => bram!.locator('.you').textContent()).toContain('You are');
          }
          if (clicks === 16 && !killed) {
            killed = true;
            server.kill('SIGKILL');
            await new Promise((resolve) => server.once('exit', resolve));
            server = await startTableServer(database, port);
            await expect.poll(() => anne!.locator('.notice').count(), { timeout: 10_000 }).toBe(0); // reconnected
          }
        }
        expect(reloaded && killed).toBe(true);
        expect(checks).toBeGreaterThan(20);
        if (online.options?.timer === 'true') expect(sawClock).toBe(true); // T67-OPT-TIMER: the server's clock is shown
        // When a page is stuck, say what each shows.
        const shows = async (page: Page): Promise<string> => (await page.locator('#app').innerText()).slice(0, 600);
        expect(await over(anne!), await shows(anne!)).toBe(true);
        expect(await over(bram!), await shows(bram!)).toBe(true);
        await expect.poll(() => watcher!.locator('.decision.over').isVisible(), { timeout: 10_000 }).toBe(true);
        // The game the server stored, replayed from the database, ends as each page says, in its own words (the people by their names).
        const state = storedGame(online.game, database);
        const words = wordsFor(online.game as never, 'en', { names: ['Anne', 'Bram'] }) as unknown as {
          narrate(view: unknown, entry: unknown): { text: string };
        };
        for (const [seat, page] of [
          [0, anne!],
          [1, bram!],
          [null, watcher!],
        ] as const) {
          const view = online.game.viewFor(state, seat) as { log: unknown[] };
          expect(await page.locator('.outcome').textContent()).toBe(words.narrate(view, view.log.at(-1)).text);
          // The page holds views only, no record: no button offers to save or replay what it cannot (one button, back to the start).
          expect(await page.locator('.decision.over .menu button').count()).toBe(1);
          expect(await page.locator('header button').count()).toBe(1);
        }
      } finally {
        await Promise.all(contexts.map((context) => context.close()));
        server.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      }
    });
});
