/**
 * Online play through the table server as deployed (its own process, a database file, WebSockets on
 * 127.0.0.1) with the two people's pages in the engines beside Chromium: the host in Firefox, the
 * guest in WebKit (`engines.ts`). Anne opens a Tortuga 1667 table from the start screen, Bram follows
 * her invitation, sits and chooses German at the table, a medium bot of the server takes the third seat, and the two play
 * by clicks to the end — Bram's page reloaded on the way (his seat's token is in the browser's
 * storage) and the server killed and started again (both pages reconnect). Each page shows exactly
 * the view the server's stored game gives its seat, the end in its own language, and no error. The
 * rest of the online client (the leak checks, a watcher, the dice game, the refusals) is the Chromium
 * tests' (`online.test.ts`, `online-flow.test.ts`, `hostile-server.test.ts`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRng, tortuga1667, wordsFor, type Locale, type T1667State } from 'tortuga-rules';
import { serveClient } from '../../../test-browser/browser.js';
import { choose, errorsOf, STATUS, type Status } from '../../../test-browser/engine-menu.js';
import { OTHER_ENGINES, type EnginePage } from '../../../test-browser/engines.js';
import { freePort } from '../../../test/support/free-port.js';
import { storedGame } from '../../../test/support/stored-table.js';
import { startServerProcess } from '../../../test/support/table-server-process.js';

/** CI sets this: a missing browser fails these tests instead of skipping them. */
const REQUIRED = process.env.TORTUGA_REQUIRE_ENGINES === '1';

const [firefox, webkit] = [OTHER_ENGINES.find((e) => e.name === 'Firefox')!, OTHER_ENGINES.find((e) => e.name === 'WebKit')!];

/** The view the page holds (`window.__tortugaOnline`, the page opened with `test`), or null before it has one. */
const viewOf = async (page: EnginePage): Promise<unknown> => {
  const json = await page.evaluate<string | null>('window.__tortugaOnline?.view() ?? null');
  return json === null ? null : (JSON.parse(json) as unknown);
};

/** The page shows the game's current view for `seat`, as the server stored it (false while one of them moves on). */
async function showsStoredView(page: EnginePage, seat: number, database: string): Promise<boolean> {
  const shown = (await viewOf(page)) as { decisions: number } | null;
  if (shown === null) return false;
  const state = storedGame<T1667State>(tortuga1667, database);
  if (shown.decisions !== state.decisions) return false;
  expect(shown).toEqual(JSON.parse(JSON.stringify(tortuga1667.viewFor(state, seat))));
  return true;
}

describe.skipIf(!(firefox.available && webkit.available) && !REQUIRED)('online play through the table server, in Firefox and WebKit', () => {
  const stops: (() => Promise<void>)[] = [];
  let url = '';
  let anne: EnginePage;
  let bram: EnginePage;
  beforeAll(async () => {
    for (const engine of [firefox, webkit]) if (!engine.available) throw new Error(`${engine.name} is not installed here (${engine.install}).`);
    const client = await serveClient();
    stops.push(client.close);
    url = client.url;
    const hers = await firefox.start();
    stops.push(hers.close);
    anne = hers.page;
    const his = await webkit.start();
    stops.push(his.close);
    bram = his.page;
  });
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it('tortuga-1667: Anne hosts in Firefox (en), Bram sits in WebKit (de), a medium bot of the server plays the third seat; played by clicks to the end, Bram reloads and the server is killed and restarted on the way; each page shows its seat’s stored view, the end in its language, no page error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'engines-online-'));
    const database = join(dir, 'tables.sqlite');
    const port = await freePort();
    let server = await startServerProcess(database, ['--port', String(port)]);
    try {
      await anne.goto(`${url}?server=${encodeURIComponent(`ws://127.0.0.1:${port}/`)}&lang=en&test`);
      await anne.click('#trust-server');
      await anne.select('#players', '3');
      await anne.select('#seat-1', 'human');
      await anne.select('#seat-2', 'medium');
      await anne.type('#name-0', 'Anne');
      await anne.click('#online');
      await anne.waitFor('.invite a', 15_000);
      const invite = await anne.evaluate<string>(`document.querySelector('.invite a').href`);
      expect(invite).toContain('table=');

      await bram.goto(`${invite}&test`);
      await bram.click('#trust-server');
      await bram.waitFor('#sit-1', 15_000);
      await bram.type('#player-name', 'Bram');
      await bram.click('#sit-1');
      await expect.poll(() => viewOf(bram), { timeout: 15_000 }).not.toBeNull();
      // He reads German: chosen in the table's header, the table speaks it at once (and after the reload below).
      await bram.select('#game-language', 'de');
      await expect.poll(() => bram.evaluate<string>('document.documentElement.lang'), { timeout: 15_000 }).toBe('de');

      const people: readonly (readonly [EnginePage, number, Locale])[] = [
        [anne, 0, 'en'],
        [bram, 1, 'de'],
      ];
      const rng = seedRng('engines-online');
      let clicks = 0;
      let checks = 0;
      let reloaded = false;
      let killed = false;
      const over = async (page: EnginePage): Promise<boolean> => (await page.evaluate<Status>(STATUS)).over;
      for (let round = 0; round < 5000 && !((await over(anne)) && (await over(bram))); round++) {
        if (round % 5 === 0) for (const [page, seat] of people) if (await showsStoredView(page, seat, database)) checks++;
        if ((await choose(anne, rng)) || (await choose(bram, rng))) clicks++;
        else await new Promise((resolve) => setTimeout(resolve, 20));
        if (clicks === 8 && !reloaded) {
          reloaded = true;
          await bram.reload(); // his seat's token is in WebKit's storage: the page takes the seat up again
          await expect.poll(() => showsStoredView(bram, 1, database), { timeout: 15_000 }).toBe(true);
        }
        if (clicks === 16 && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
          await new Promise((resolve) => server.child.once('exit', resolve));
          server = await startServerProcess(database, ['--port', String(port)]);
          // Both pages reconnect by themselves: the notice of a lost connection goes.
          for (const [page] of people)
            await expect.poll(() => page.evaluate<number>(`document.querySelectorAll('.notice').length`), { timeout: 15_000 }).toBe(0);
        }
      }
      expect(reloaded && killed).toBe(true);
      expect(checks).toBeGreaterThan(10);
      const state = storedGame<T1667State>(tortuga1667, database);
      expect(state.outcome).not.toBeNull();
      for (const [page, seat, lang] of people) {
        expect(await over(page)).toBe(true);
        const view = tortuga1667.viewFor(state, seat);
        const words = wordsFor(tortuga1667, lang, { names: ['Anne', 'Bram'] });
        expect(await page.evaluate<string>(`document.querySelector('.outcome').textContent`)).toBe(words.narrate(view, view.log.at(-1)!).text);
        expect(await viewOf(page)).toEqual(JSON.parse(JSON.stringify(view)));
        expect(await errorsOf(page)).toEqual([]);
      }
    } finally {
      server.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
