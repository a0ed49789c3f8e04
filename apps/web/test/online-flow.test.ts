/**
 * Issue 47: opening an online table is one flow, on a desktop and on a phone, in each language.
 * The host types a name on the start screen and opens a table: she is seated under that name and
 * the invitation is on her screen at once; her buttons to seat bots stand apart. A guest who
 * follows the link sees the invitation in the lobby, is told to type a name when he sits without
 * one, and is told why when the server refuses the seat (a name already at the table). The host seats a bot
 * of the level she chooses, and is told why when the server refuses it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from 'tortuga-rules';
import { startServerProcess } from '../../../test/support/table-server-process.js';
import { hasChromium, servedClient } from '../../../test-browser/browser.js';
import { LOCALES } from 'tortuga-rules';
import { loadLocale, words1667 } from '../src/words.js';

// Every language's words (each is a chunk of its own in the page), for what the pages should say.
await Promise.all(LOCALES.map(loadLocale));

/** Where to photograph the screens (`WEB_SCREENSHOTS=docs/images`, as `npm run web:screenshots` does); none when unset. */
const PHOTOS = process.env.WEB_SCREENSHOTS;

async function photograph(page: Page, name: string): Promise<void> {
  if (PHOTOS === undefined) return;
  // The table at rest: pawns that glide (animate.ts) are photographed where they land, not on their way.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: join(PHOTOS, `${name}.png`) });
}

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** A browser that speaks each language (what `navigator.languages` says first). */
const BROWSER: Readonly<Record<Locale, string>> = { en: 'en-GB', de: 'de-DE', nl: 'nl-NL' };

/** The boxes of `selector`'s elements never overlap, and stand at least 4 px apart. */
async function standApart(page: Page, selector: string): Promise<void> {
  const boxes = await page.locator(selector).evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(1);
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const apartX = Math.max(b.left - a.right, a.left - b.right);
      const apartY = Math.max(b.top - a.bottom, a.top - b.bottom);
      expect(Math.max(apartX, apartY), `${JSON.stringify(a)} ${JSON.stringify(b)}`).toBeGreaterThanOrEqual(4);
    }
}

describe.skipIf(!hasChromium)('issue 47: opening an online table, in Chromium', () => {
  const client = servedClient();
  const CASES: readonly (readonly [Locale, keyof typeof SIZES])[] = [
    ['en', 'desktop'],
    ['de', 'phone'],
    ['nl', 'phone'],
  ];
  for (const [lang, size] of CASES)
    it(`${lang}, ${size}: the host is seated under the name typed on the start screen and sees the invitation at once; a guest is told to type a name, and why a seat is refused; the host seats a bot of the level she chooses, and is told why it is refused`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'flow-'));
      const real = await startServerProcess(join(dir, 'tables.sqlite'));
      const [hostContext, guestContext] = await Promise.all([0, 1].map(() => client.browser.newContext({ viewport: SIZES[size], locale: BROWSER[lang] })));
      const say = (key: string, params: Record<string, string | number> = {}): string => words1667(lang).say(null, key, params).text;
      try {
        const host = await hostContext!.newPage();
        await host.goto(`${client.url}?server=${encodeURIComponent(`ws://127.0.0.1:${real.port}/`)}&lang=${lang}`);
        await host.click('#trust-server');
        await host.selectOption('#players', '4');
        for (const seat of [1, 2]) await host.selectOption(`#seat-${seat}`, 'human');
        await host.fill('#name-0', 'Anne');
        await host.click('#online');

        // Seated at once, under her name, with the invitation on the screen.
        const invite = await host.locator('.invite a').getAttribute('href', { timeout: 15_000 });
        expect(invite).toContain('table=');
        expect(new URL(invite!).searchParams.has('lang')).toBe(false); // the guest reads it in the browser's language
        expect(await host.locator('.invite a').isVisible()).toBe(true);
        await expect.poll(() => host.locator('.roster li.me').textContent(), { timeout: 15_000 }).toContain('Anne');
        await expect.poll(() => host.locator('.fill button').count()).toBe(2);
        await standApart(host, '.fill button');
        expect(await host.locator('#player-name').count()).toBe(0); // no lobby, no second name field
        await photograph(host, `web-online-host-${lang}-${size}`);

        // The guest: the lobby shows the invitation; "sit" without a name says so; a name already at the table is refused in words.
        const guest = await guestContext!.newPage();
        await guest.goto(invite!);
        await guest.click('#trust-server');
        await guest.waitForSelector('#sit-1');
        expect(await guest.locator('.lobby .invite a').getAttribute('href')).toBe(invite);
        await guest.click('#sit-1');
        expect(await guest.locator('#lobby-notice').textContent()).toBe(say('ui.online.nameFirst'));
        expect(await guest.evaluate(() => document.activeElement?.id)).toBe('player-name');
        await standApart(guest, '.lobby-buttons button');
        await photograph(guest, `web-online-lobby-${lang}-${size}`);
        await guest.fill('#player-name', 'anne');
        await guest.click('#sit-1');
        await expect
          .poll(() => guest.locator('#lobby-notice').textContent(), { timeout: 15_000 })
          .toBe(say('ui.online.refused', { reason: say('ui.online.refusal.nameTaken') }));
        // The host's token spoiled in this browser before the guest sits: seating a bot is refused, and the host is told why.
        const hostKey = 'tortuga-rules/tables/host';
        const kept = await host.evaluate((key) => localStorage.getItem(key), hostKey);
        await host.evaluate(([key, value]) => localStorage.setItem(key!, value!.replace(/[0-9a-f]{32}/, '0'.repeat(32))), [hostKey, kept]);
        await guest.fill('#player-name', 'Bram');
        await guest.click('#sit-1');
        await expect.poll(() => guest.locator('.roster li.me').textContent(), { timeout: 15_000 }).toContain('Bram');
        await expect.poll(() => host.locator('.roster').textContent(), { timeout: 15_000 }).toContain('Bram');
        await expect.poll(() => host.locator('.fill button').count()).toBe(1);
        await host.click('#fill-2');
        await expect
          .poll(() => host.locator('.fill-controls .notice').textContent(), { timeout: 15_000 })
          .toBe(say('ui.online.refused', { reason: say('ui.online.refusal.badHost') }));
        await photograph(host, `web-online-fill-${lang}-${size}`);
        // With the token back the host chooses the bot's level: the seat is a bot of that level at everyone's table.
        await host.evaluate(([key, value]) => localStorage.setItem(key!, value!), [hostKey, kept]);
        expect(await host.locator('label[for=fill-level]').textContent()).toBe(say('ui.online.fillLevel'));
        expect(await host.locator('#fill-level').inputValue()).toBe('medium');
        await host.selectOption('#fill-level', 'expert');
        await host.click('#fill-2');
        await expect.poll(() => host.locator('.fill-controls').count(), { timeout: 15_000 }).toBe(0);
        // Someone new who follows the link sees in the lobby's seats that the bot is the expert.
        const newcomer = await client.browser.newContext({ viewport: SIZES[size], locale: BROWSER[lang] });
        try {
          const page = await newcomer.newPage();
          await page.goto(invite!);
          await page.click('#trust-server');
          await expect
            .poll(() => page.locator('.seats').textContent(), { timeout: 15_000 })
            .toContain(`${say('ui.setup.seat', { n: 3 })}: ${say('ui.online.bot', { level: say('ui.level.expert') })}`);
        } finally {
          await newcomer.close();
        }
      } finally {
        await Promise.all([hostContext!.close(), guestContext!.close()]);
        real.child.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      }
    });

  it('a guest reads the invitation in the browser’s language and changes it on every online screen — the question about the server, the lobby (the typed name kept), the table (the seat kept) — and a reload keeps it; the host’s page keeps hers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flow-'));
    const real = await startServerProcess(join(dir, 'tables.sqlite'));
    const [hostContext, guestContext] = await Promise.all(['en-GB', 'nl-NL'].map((locale) => client.browser.newContext({ viewport: SIZES.desktop, locale })));
    const say = (lang: Locale, key: string): string => words1667(lang).say(null, key).text;
    /** The language the page speaks: the document's, its language choice and that choice's label. */
    const speaks = (page: Page, id: string): Promise<{ lang: string; chosen: string; label: string }> =>
      page.evaluate(
        (select) => ({
          lang: document.documentElement.lang,
          chosen: document.querySelector<HTMLSelectElement>(select)!.value,
          label: document.querySelector(select)!.closest('label')!.firstChild!.textContent!.trim(),
        }),
        `#${id}`,
      );
    try {
      const host = await hostContext!.newPage();
      await host.goto(`${client.url}?server=${encodeURIComponent(`ws://127.0.0.1:${real.port}/`)}&lang=en&test`);
      await host.click('#trust-server');
      await host.selectOption('#players', '3');
      await host.selectOption('#seat-1', 'human');
      await host.fill('#name-0', 'Anne');
      await host.click('#online');
      const invite = (await host.locator('.invite a').getAttribute('href', { timeout: 15_000 }))!;

      // A Dutch browser: the question about the other server in Dutch; changed there to German.
      const guest = await guestContext!.newPage();
      await guest.goto(`${invite}&test`);
      await guest.waitForSelector('#trust-server');
      expect(await guest.locator('#other-server-title').textContent()).toBe(say('nl', 'ui.online.otherServer'));
      expect(await speaks(guest, 'online-language')).toEqual({ lang: 'nl', chosen: 'nl', label: say('nl', 'ui.setup.language') });
      await guest.selectOption('#online-language', 'de');
      await expect.poll(() => guest.locator('#other-server-title').textContent()).toBe(say('de', 'ui.online.otherServer'));
      await guest.click('#trust-server');

      // The lobby in German; a name typed, then English chosen: the name is still there.
      await guest.waitForSelector('#sit-1');
      expect(await speaks(guest, 'online-language')).toEqual({ lang: 'de', chosen: 'de', label: say('de', 'ui.setup.language') });
      expect(await guest.locator('.lobby h2').textContent()).toBe(say('de', 'ui.online.seats'));
      await guest.fill('#player-name', 'Bram');
      await guest.selectOption('#online-language', 'en');
      await expect.poll(() => guest.locator('.lobby h2').textContent()).toBe(say('en', 'ui.online.seats'));
      expect(await guest.locator('#player-name').inputValue()).toBe('Bram');
      await guest.click('#sit-1');

      // At the table: Dutch chosen in the header; the same seat, now in Dutch; a reload keeps both.
      await expect.poll(() => guest.locator('.roster li.me').textContent(), { timeout: 15_000 }).toContain('Bram');
      const seatView = (): Promise<number | null> =>
        guest.evaluate(() => {
          const view = (window as unknown as { __tortugaOnline: { view(): string | null } }).__tortugaOnline.view();
          return view === null ? null : (JSON.parse(view) as { player: number | null }).player;
        });
      expect(await seatView()).toBe(1);
      expect(await speaks(guest, 'game-language')).toEqual({ lang: 'en', chosen: 'en', label: say('en', 'ui.setup.language') });
      await guest.selectOption('#game-language', 'nl');
      await expect.poll(async () => (await speaks(guest, 'game-language')).label).toBe(say('nl', 'ui.setup.language'));
      expect(await speaks(guest, 'game-language')).toEqual({ lang: 'nl', chosen: 'nl', label: say('nl', 'ui.setup.language') });
      expect(await seatView()).toBe(1);
      expect(new URL(guest.url()).searchParams.get('lang')).toBe('nl');
      await guest.reload();
      await expect.poll(() => seatView().catch(() => null), { timeout: 15_000 }).toBe(1);
      expect(await speaks(guest, 'game-language')).toEqual({ lang: 'nl', chosen: 'nl', label: say('nl', 'ui.setup.language') });

      // The host's page spoke English all along.
      expect(await speaks(host, 'game-language')).toEqual({ lang: 'en', chosen: 'en', label: say('en', 'ui.setup.language') });
    } finally {
      await Promise.all([hostContext!.close(), guestContext!.close()]);
      real.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
