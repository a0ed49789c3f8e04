import { describe, expect, it } from 'vitest';
import { LOCALES, tortuga1667, tortugaDice } from 'tortuga-rules';
import { loadLocale, words1667, wordsDice } from '../src/words.js';
import { GUIDE_DICE } from '../src/guide-dice.js';
import { GUIDE_1667 } from '../src/guide-1667.js';
import { hasChromium, servedClient } from '../../../test-browser/browser.js';

// Every language's words (each is a chunk of its own in the page), for what the pages should say.
await Promise.all(LOCALES.map(loadLocale));

const client = servedClient();

/** The steps a person who follows the guide meets, in order (the loot comes only after a successful attack). */
const STEPS = {
  'tortuga-1667': {
    game: tortuga1667,
    // Every kind of decision: an attack, an event, a brawl, a rowboat, the Dutch card, a mutiny (apps/web/src/guide-1667.ts).
    keys: GUIDE_1667.steps.map((step) => step.key),
    optional: ['guide.1667.loot'],
  },
  'tortuga-dice': {
    game: tortugaDice,
    // Every action carried out once, a raid and a board among them (apps/web/src/guide-dice.ts).
    keys: GUIDE_DICE.steps.map((step) => step.key),
    optional: [],
  },
} as const;

/** The steps that explain and let the person choose (the others mark what they suggest). */
const QUIET = new Set(['guide.dice.advantage', 'guide.dice.free', 'guide.1667.event', 'guide.1667.brawlVote', 'guide.1667.mutinyVote', 'guide.1667.free']);

/** The steps that mark what they suggest. */
const SUGGESTING = new Set([...GUIDE_1667.steps, ...GUIDE_DICE.steps].filter((step) => !QUIET.has(step.key)).map((step) => step.key));

describe.skipIf(!hasChromium)('the guided first game in Chromium', () => {
  for (const title of ['tortuga-1667', 'tortuga-dice'] as const) {
    for (const lang of ['en', 'de', 'nl'] as const) {
      it(`${title}, ${lang}: the guide explains each first decision in the page's language and marks what it suggests; following it plays the stacked game`, async () => {
        const { keys, optional } = STEPS[title];
        // The guide's words are the client's own (apps/web/src/locales).
        const words = title === 'tortuga-1667' ? words1667(lang) : wordsDice(lang);
        const texts = new Map<string, string>(keys.map((key) => [`${words.say(null, 'ui.guide.title').text} ${words.say(null, key).text}`, key]));
        // Each title on both screens: a desktop in one language, a phone in the next.
        const phone = (lang === 'de') === (title === 'tortuga-1667') || (lang === 'en' && title === 'tortuga-dice');
        const page = await client.browser.newPage({ viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 } });
        await page.goto(`${client.url}?test&pace=0&lang=${lang}`);
        if (title === 'tortuga-dice') await page.check('input[value=tortuga-dice]');
        await page.click('#guide');
        const seen: string[] = [];
        for (let i = 0; i < 120 && seen.at(-1) !== keys.at(-1); i++) {
          await page.waitForSelector('.decision:not(.waiting) .menu button, .decision.over');
          const note = page.locator('.decision .guide');
          if ((await note.count()) > 0) {
            const shown = (await note.textContent())!.trim();
            const key = texts.get(shown);
            expect(key, shown).toBeDefined();
            if (seen.at(-1) !== key) seen.push(key!);
            if (SUGGESTING.has(key!)) expect(await page.locator('.decision .menu button.suggested').count(), key).toBeGreaterThan(0);
          }
          // Follow the guide: a marked group or action, else the first action offered.
          const suggested = page.locator('.decision .menu button.suggested');
          const button = (await suggested.count()) > 0 ? suggested.first() : page.locator('.decision .menu button.leaf').first();
          if ((await button.count()) === 0) await page.locator('.decision .menu button.group').first().click();
          else await button.click();
          await page.waitForTimeout(10);
        }
        expect(seen).toEqual(keys.filter((key: string) => seen.includes(key) || !(optional as readonly string[]).includes(key)));
        // The guided table is the stacked one: the person sits at seat 0 against medium bots, and the guide's game starts afresh.
        const record = (await page.evaluate(() => (window as unknown as { __tortuga: { record(): unknown } }).__tortuga.record())) as {
          config: { seed: string };
        };
        expect(record.config.seed).toBe((title === 'tortuga-1667' ? GUIDE_1667 : GUIDE_DICE).config().seed);
        expect(await page.evaluate(() => localStorage.getItem('tortuga-rules/autosave'))).toBeNull();
        await page.close();
      });
    }
  }
});

describe.skipIf(!hasChromium)('the guided first game when the person goes another way, in Chromium', () => {
  for (const lang of ['en', 'de', 'nl'] as const)
    it(`tortuga-dice, ${lang}: a decision the guide did not suggest is said so at the next one, and the guide goes on`, async () => {
      const words = wordsDice(lang);
      const page = await client.browser.newPage({ viewport: lang === 'en' ? { width: 1280, height: 800 } : { width: 390, height: 844 } });
      await page.goto(`${client.url}?test&pace=0&lang=${lang}`);
      await page.check('input[value=tortuga-dice]');
      await page.click('#guide');
      await page.waitForSelector('.decision .menu button.suggested');
      // Not what the guide marks: a leaf without the mark (inside a group if need be).
      const other = page.locator('.decision .menu button.leaf:not(.suggested)');
      if ((await other.count()) === 0) await page.locator('.decision .menu button.group:not(.suggested)').first().click();
      await page.locator('.decision .menu button.leaf:not(.suggested)').first().click();
      await expect
        .poll(async () => ((await page.locator('.decision .guide').count()) > 0 ? await page.locator('.decision .guide').textContent() : ''), {
          timeout: 15_000,
        })
        .toContain(words.say(null, 'guide.otherWay').text);
      const note = (await page.locator('.decision .guide').textContent())!;
      expect(note.startsWith(`${words.say(null, 'ui.guide.title').text} ${words.say(null, 'guide.otherWay').text}`)).toBe(true);
      await page.close();
    });
});
