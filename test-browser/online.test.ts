import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { nextInt, seedRng, type RngState } from '../src/core/rng.js';
import { RECORD_FORMAT, replayRecord } from '../src/core/record.js';
import { tortugaDice } from '../src/dice/game.js';
import { wordsFor } from '../src/words-for.js';
import { hasChromium, launch, serveClient } from './browser.js';

/** A free port on 127.0.0.1, so the table server can be started again on the same one. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `npm run server`'s program in a child process; resolves once it listens. */
function startTableServer(database: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/table-server/main.ts', '--db', database, '--port', String(port), '--bot-delay-ms', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('listening') && resolve(child));
    child.on('exit', (code) => reject(new Error(`the table server exited with ${code}`)));
  });
}

/** One click of a person at the table: a menu group or a choice, picked at random; false when this page has nothing to choose. */
async function clickSomething(page: Page, rng: RngState): Promise<boolean> {
  const buttons = page.locator('.decision .menu button:not(.back)');
  const count = await buttons.count();
  if (count === 0) return false;
  await buttons.nth(nextInt(rng, count)).click({ timeout: 2000 }).catch(() => undefined); // the screen may be redrawn under the pointer
  return true;
}

const over = (page: Page): Promise<boolean> => page.locator('.decision.over').isVisible();

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
  it('two browsers play a dice game against each other, a third watches; a reload and a server SIGKILL + restart lose nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'online-'));
    const database = join(dir, 'tables.sqlite');
    const port = await freePort();
    let server = await startTableServer(database, port);
    const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
    try {
      const [anne, bram, watcher] = await Promise.all(contexts.map((context) => context.newPage()));
      const serverParam = `server=${encodeURIComponent(`ws://127.0.0.1:${port}/`)}`;
      await anne!.goto(`${client.url}?${serverParam}&lang=en`);
      await anne!.check('input[value=tortuga-dice]');
      await anne!.selectOption('#players', '2');
      await anne!.selectOption('#seat-1', 'human');
      await anne!.click('#online');
      await anne!.fill('#player-name', 'Anne');
      await anne!.click('#sit-0');
      const invite = await anne!.locator('.invite a').getAttribute('href');
      expect(invite).toContain('table=');
      await bram!.goto(invite!);
      await bram!.fill('#player-name', 'Bram');
      await bram!.click('#sit-1');
      await watcher!.goto(invite!);
      await watcher!.click('#watch');
      await expect.poll(() => watcher!.locator('.you').textContent()).toContain('watching');

      const rng = seedRng('online');
      let clicks = 0;
      let reloaded = false;
      let killed = false;
      for (let round = 0; round < 5000 && !((await over(anne!)) && (await over(bram!))); round++) {
        const acted = (await clickSomething(anne!, rng)) || (await clickSomething(bram!, rng));
        if (acted) clicks++;
        else await anne!.waitForTimeout(20);
        if (clicks === 30 && !reloaded) {
          reloaded = true;
          await bram!.reload(); // the seat's token is in the browser: the page takes the seat up again
          await expect.poll(() => bram!.locator('.you').textContent()).toContain('You are');
        }
        if (clicks === 60 && !killed) {
          killed = true;
          server.kill('SIGKILL');
          await new Promise((resolve) => server.once('exit', resolve));
          server = await startTableServer(database, port);
          await expect.poll(() => anne!.locator('.notice').count(), { timeout: 10_000 }).toBe(0); // reconnected
        }
      }
      expect(reloaded && killed).toBe(true);
      // When a page is stuck, say what each shows.
      const shows = async (page: Page): Promise<string> => (await page.locator('#app').innerText()).slice(0, 600);
      expect(await over(anne!), await shows(anne!)).toBe(true);
      expect(await over(bram!), await shows(bram!)).toBe(true);
      await expect.poll(() => watcher!.locator('.decision.over').isVisible(), { timeout: 10_000 }).toBe(true);
      // The game the server stored, replayed from the database, ends as each page says, in its own words.
      const db = new Database(database, { readonly: true });
      const { config } = db.prepare('SELECT config FROM tables').get() as { config: string };
      const actions = (db.prepare('SELECT action FROM decisions ORDER BY n').all() as { action: string }[]).map((row) => JSON.parse(row.action) as unknown);
      db.close();
      const state = replayRecord(tortugaDice, { game: 'tortuga-dice', format: RECORD_FORMAT, config: JSON.parse(config) as unknown, actions });
      const words = wordsFor(tortugaDice, 'en');
      for (const [seat, page] of [[0, anne!], [1, bram!], [null, watcher!]] as const) {
        const view = tortugaDice.viewFor(state, seat);
        expect(await page.locator('.outcome').textContent()).toBe(words.narrate(view, view.log.at(-1)!).text);
      }
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
      server.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
