import { readFile } from 'node:fs/promises';
import { errors as playwrightErrors, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, type PlayerId, nextInt, seedRng, type RngState, replayRecord, wordsFor } from 'tortuga-rules';
import type { ConformanceSubject } from '../../../test/support/conformance.js';
import { diceSubject } from '../../../test/support/dice-invariants.js';
import { t1667Subject } from '../../../test/support/t1667-invariants.js';
import {
  CANONICAL_HTML,
  firstDifference,
  hasChromium,
  OVERLAPPING_WORDS,
  serveClient,
  servedClient,
  type CanonicalHtml,
} from '../../../test-browser/browser.js';
import { loadLocale, words1667, wordsDice } from '../src/words.js';
import { AID_1667 } from '../src/rule-texts.js';

// Every language's words (each is a chunk of its own in the page), for what the pages should say.
await Promise.all(LOCALES.map(loadLocale));

/** The two screens every point of the player's table is tried on: a desktop and a phone. */
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

type AnySubject = ConformanceSubject<never, unknown, never, unknown, unknown>;

/** One game played by clicking: the title, who sits where, the language, the seed. */
interface Table {
  readonly title: 'tortuga-1667' | 'tortuga-dice';
  readonly kinds: readonly ('human' | 'easy' | 'medium' | 'hard' | 'expert')[];
  readonly lang: 'en' | 'de' | 'nl';
  readonly seed: string;
  /** Milliseconds between bot moves (0 unless told). */
  readonly pace?: number;
  /** Choose with the keyboard (focus and Enter) instead of the mouse. */
  readonly keyboard?: boolean;
  /** Options chosen on the start screen (their `<select>` values). */
  readonly options?: Readonly<Record<string, string>>;
}

interface Hooks {
  state(): string;
  viewer(): PlayerId | null;
  handOver(): PlayerId | null;
  screenFor(state: string, viewer: PlayerId | null): string;
  record(): unknown;
}
declare const window: { __tortuga: Hooks } & CanonicalHtml;

const client = servedClient();

async function setUp(page: Page, table: Table): Promise<void> {
  await page.goto(`${client.url}?test&pace=${table.pace ?? 0}&lang=${table.lang}`);
  if (table.title === 'tortuga-dice') await page.check('input[value=tortuga-dice]');
  await page.selectOption('#players', String(table.kinds.length));
  for (const [seat, kind] of table.kinds.entries()) await page.selectOption(`#seat-${seat}`, kind);
  for (const [key, value] of Object.entries(table.options ?? {})) await page.selectOption(`#option-${key}`, value);
  await page.fill('#seed', table.seed);
  await page.locator('#seed').dispatchEvent('change');
  await page.click('#start');
  await page.waitForSelector('.play, .handover'); // the game's chunk is fetched when it begins
}

/**
 * The information rule on the page: the live screen is the screen of the viewer's view, and
 * the screen drawn from a world where everything the viewer may not know was re-dealt (other
 * loyalties and hands, unkept dice, unpeeked cards, deck orders, the generator) is the same,
 * character for character, text and attributes.
 */
async function checkNothingLeaks(page: Page, subject: AnySubject, rng: RngState): Promise<boolean> {
  await page.evaluate(CANONICAL_HTML);
  // The state and everything read off the page at one instant (bots move on meanwhile).
  const live = await page.evaluate(() => ({
    state: window.__tortuga.state(),
    viewer: window.__tortuga.viewer(),
    html: window.__canonicalHtml(document.querySelector('.play')?.outerHTML ?? ''),
    top: document.querySelector('.crumbs') === null,
    page: {
      secrets: document.querySelectorAll('.secrets').length,
      cards: document.querySelectorAll('.secrets .vote-card').length,
      dice: document.querySelectorAll('.secrets .roll li').length,
      roster: [...document.querySelectorAll('.roster li')].map((li) => li.textContent ?? ''),
      lang: document.documentElement.lang,
    },
  }));
  if (live.viewer === null || live.html === '' || !live.top) return false;
  const other = JSON.stringify(subject.perturb(JSON.parse(live.state), live.viewer, rng));
  const [mine, theirs] = await page.evaluate(
    ([a, b, v]) => [window.__canonicalHtml(window.__tortuga.screenFor(a, v)), window.__canonicalHtml(window.__tortuga.screenFor(b, v))],
    [live.state, other, live.viewer] as const,
  );
  expect(mine, firstDifference(mine, live.html)).toBe(live.html);
  expect(theirs).toBe(mine);
  checkAgainstState(live.page, subject, JSON.parse(live.state), live.viewer);
  return true;
}

/** What the leak checks read off the page. */
interface PageFacts {
  readonly secrets: number;
  readonly cards: number;
  readonly dice: number;
  readonly roster: string[];
  readonly lang: string;
}

/** Direct checks against the state: one panel of secrets, the viewer's own; no other player's hidden loyalty in its row of the roster. */
function checkAgainstState(
  page1: PageFacts,
  subject: AnySubject,
  state: { seats: { loyalty?: string; hand: number[]; roll?: unknown[] | null }[] },
  viewer: PlayerId,
): void {
  expect(page1.secrets).toBe(1);
  const own = state.seats[viewer]!;
  if (own.loyalty !== undefined) {
    expect(page1.cards).toBe(own.hand.length);
    const view = subject.game.viewFor(state as never, viewer) as { seats: { loyalty: string | null }[] };
    const words = wordsFor(subject.game as never, page1.lang) as { say(view: null, key: string): { text: string } };
    state.seats.forEach((seat, p) => {
      if (p !== viewer && view.seats[p]!.loyalty === null) expect(page1.roster[p]).not.toContain(words.say(null, `name.loyalty.${seat.loyalty}`).text);
    });
  } else expect(page1.dice).toBe(own.roll?.length ?? 0);
}

/**
 * Clicks through the menu (a group, then its children …) to one of the legal actions, chosen at
 * random. Only a live decision's menu: where the game ends while a group is open (bots move on
 * meanwhile, and the game's path depends on their timing), the end screen's menu — a new game, the
 * replay — is not a decision to choose in.
 */
async function choose(page: Page, rng: RngState, keyboard: boolean): Promise<void> {
  for (let depth = 0; depth < 6; depth++) {
    const buttons = page.locator('.decision:not(.over) .menu button:not(.back)');
    const count = await buttons.count();
    if (count === 0) return;
    const button = buttons.nth(nextInt(rng, count));
    try {
      const group = await button.evaluate((b) => b.classList.contains('group'), undefined, { timeout: GONE_MS });
      if (keyboard) {
        await button.focus({ timeout: GONE_MS });
        await page.keyboard.press('Enter');
      } else await button.click({ timeout: GONE_MS });
      if (!group) return;
    } catch (error) {
      // The menu went while it was being read (the game moved on): the caller looks at the page again.
      if (error instanceof playwrightErrors.TimeoutError) return;
      throw error;
    }
  }
}

/** How long a button just counted in a menu may take to be there again before the menu counts as gone. */
const GONE_MS = 5_000;

/** Plays one game to its end screen by clicking, checking the page at every decision of a person. */
async function playToTheEnd(page: Page, table: Table, subject: AnySubject): Promise<{ checks: number; handOvers: number }> {
  const rng = seedRng(`${table.seed}/clicks`);
  let checks = 0;
  let handOvers = 0;
  for (let step = 0; step < 20_000; step++) {
    const status = await page.evaluate(() => ({
      over: document.querySelector('.decision.over') !== null,
      handOver: document.querySelector('.handover') !== null,
      menu: document.querySelector('.decision:not(.over) .menu button') !== null,
    }));
    if (status.over) break;
    if (status.handOver) {
      // The hand-over screen shows nothing of the table: no drawing, no secrets, no log.
      const inside = await page.evaluate(() => ({
        svg: document.querySelectorAll('svg').length,
        secrets: document.querySelectorAll('.secrets, .log, .roster').length,
      }));
      expect(inside).toEqual({ svg: 0, secrets: 0 });
      handOvers++;
      await page.click('#ready');
      continue;
    }
    if (status.menu) {
      if (await checkNothingLeaks(page, subject, rng)) checks++;
      await choose(page, rng, table.keyboard === true);
      continue;
    }
    // Bots are deciding: wait for the page to offer something (not a count of polls, which a slow machine exhausts).
    await page.waitForSelector('.decision.over, .handover, .decision .menu button', { timeout: 60_000 }).catch(async (error: unknown) => {
      const shown = await page.evaluate(() => ({
        decision: document.querySelector('.decision')?.textContent ?? null,
        page: document.body.innerText.slice(0, 300),
        state: window.__tortuga.state().slice(-400),
      }));
      throw new Error(`the page offered nothing for 60 s at step ${step}: ${JSON.stringify(shown)}`, { cause: error });
    });
  }
  const decision = await page.evaluate(() => document.querySelector('.decision')?.textContent ?? null);
  expect(await page.locator('.decision.over').count(), `the game is over (the decision shown: ${decision})`).toBe(1);
  return { checks, handOvers };
}

/** Saves the record through the page's own button and replays it here: the same final state. */
async function saveAndReplay(page: Page, subject: AnySubject): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('.decision.over .menu button:nth-child(3)')]);
  const path = await download.path();
  const record: unknown = JSON.parse(await readFile(path, 'utf8'));
  const final = replayRecord(subject.game as never, record);
  const options = TABLE_OPTIONS.get(page);
  if (options !== undefined)
    for (const [key, value] of Object.entries(options)) expect(String((record as { config: Record<string, unknown> }).config[key]), key).toBe(value); // the start screen's options are the game's
  expect(JSON.parse(JSON.stringify(final))).toEqual(JSON.parse(await page.evaluate(() => window.__tortuga.state())));
  return path;
}

/** The options each page's game was started with (checked against its saved record). */
const TABLE_OPTIONS = new WeakMap<Page, Readonly<Record<string, string>>>();

const GAMES: readonly Table[] = [
  { title: 'tortuga-1667', kinds: ['human', 'human', 'medium', 'easy'], lang: 'en', seed: 'web-1667-hotseat' },
  {
    title: 'tortuga-1667',
    kinds: ['human', 'easy', 'medium', 'hard', 'easy', 'expert'],
    lang: 'de',
    seed: 'web-1667-six',
    keyboard: true,
    options: { chaos: 'true', intrigue: 'true', openLoyalties: 'pair' },
  },
  { title: 'tortuga-dice', kinds: ['human', 'human'], lang: 'nl', seed: 'web-dice-hotseat' },
  { title: 'tortuga-dice', kinds: ['easy', 'human', 'medium'], lang: 'en', seed: 'web-dice-three', options: { long: 'true' } },
];

describe.skipIf(!hasChromium)('the web client in Chromium', () => {
  for (const table of GAMES) {
    const people = table.kinds.filter((k) => k === 'human').length;
    it(`${table.title}, ${table.kinds.length} players (${people} at this screen${people > 1 ? ', hot-seat' : ''}), ${table.lang}: played by ${table.keyboard ? 'keyboard' : 'clicks'} to the end, nothing secret on the page, the saved record replays to the same state`, async () => {
      const subject = (table.title === 'tortuga-1667' ? t1667Subject : diceSubject) as unknown as AnySubject;
      const page = await client.browser.newPage({ viewport: { width: 1400, height: 1000 } });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await setUp(page, table);
      if (table.options) TABLE_OPTIONS.set(page, table.options);
      const { checks, handOvers } = await playToTheEnd(page, table, subject).catch((error: unknown) => {
        throw new Error(`${(error as Error).message}; the page's errors: ${JSON.stringify(errors)}`, { cause: error });
      });
      expect(checks).toBeGreaterThan(5);
      if (people > 1) expect(handOvers).toBeGreaterThan(0);
      if (table.keyboard === true) {
        // The game over with nothing focused (the last decision's button is gone): the page's next drawing gives the focus to
        // the end screen's heading, not to its first button (a new game), so a key pressed for the last decision starts nothing.
        const redraw = (lang: string) =>
          page.evaluate(async (l) => {
            (document.activeElement as HTMLElement | null)?.blur();
            const select = document.querySelector<HTMLSelectElement>('#game-language')!;
            select.value = l;
            select.dispatchEvent(new Event('change')); // another language: the table is drawn again
            while (document.documentElement.lang !== l) await new Promise((done) => setTimeout(done, 20));
          }, lang);
        await redraw('en');
        expect(await page.evaluate(() => document.activeElement?.matches('.decision.over h2') ?? false)).toBe(true);
        await page.keyboard.press('Enter');
        expect(await page.locator('.decision.over').count()).toBe(1);
        await redraw(table.lang);
      }
      const saved = await saveAndReplay(page, subject);

      // The replay of the finished game: the scrubber reaches the end, seen by player 1.
      await page.click('.decision.over .menu button:nth-child(2)');
      const total = Number(await page.locator('#position').getAttribute('max'));
      expect(total).toBeGreaterThan(10);
      await page.locator('#position').fill(String(total));
      await page.selectOption('#viewer', '0');
      await page.waitForSelector('.replay .secrets');

      // A saved record loads from a file on the start screen.
      await page.click('.replay header button');
      await page.setInputFiles('#load', saved);
      await page.waitForSelector('.replay #position');
      expect(Number(await page.locator('#position').getAttribute('max'))).toBe(total);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe.skipIf(!hasChromium)('the web client’s comforts in Chromium', () => {
  it('undo takes back the person’s last decision, the language switches during the game, and a reload goes on with the kept game (one of an earlier version too); one that cannot be read or is damaged is said so and forgotten', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await setUp(page, { title: 'tortuga-dice', kinds: ['human', 'medium'], lang: 'en', seed: 'web-comforts' });
    const decisions = async (): Promise<number> => (JSON.parse(await page.evaluate(() => window.__tortuga.state())) as { decisions: number }).decisions;
    const rng = seedRng('comforts');
    expect(await page.locator('#undo').count()).toBe(0); // nothing to take back yet
    while ((await page.locator('#undo').count()) === 0) {
      await choose(page, rng, false);
      await page.waitForTimeout(5);
    }
    for (let i = 0; i < 6; i++) await choose(page, rng, false);
    await page.waitForTimeout(50);
    const before = await decisions();
    const kept = (await page.evaluate(() => window.__tortuga.record())) as { actions: { player: number }[] };
    const lastOwn = kept.actions.map((a) => a.player).lastIndexOf(0);
    await page.click('#undo');
    expect(await decisions()).toBeLessThan(before);
    expect(await decisions()).toBeLessThanOrEqual(lastOwn + 1);
    await page.selectOption('#game-language', 'de');
    await expect.poll(() => page.locator('header h1').textContent()).toBe('Tortuga, das Würfelspiel');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    const state = await page.evaluate(() => window.__tortuga.state());
    await page.reload();
    await page.click('#continue');
    await page.waitForSelector('.play');
    expect(await page.evaluate(() => window.__tortuga.state())).toBe(state);
    expect(await page.locator('header h1').textContent()).toBe('Tortuga, das Würfelspiel'); // in the language it was left in
    // A game kept by an earlier version of the page names its bot seats by the old kinds: it goes on, the seats as the levels
    // they were online; a kept game naming a kind no version had is not offered.
    const rekind = (kinds: readonly string[]) =>
      page.evaluate((k) => {
        const kept = JSON.parse(localStorage.getItem('tortuga-rules/autosave')!) as { kinds: string[] };
        localStorage.setItem('tortuga-rules/autosave', JSON.stringify({ ...kept, kinds: k }));
      }, kinds);
    await rekind(['human', 'heuristic']);
    await page.reload();
    await page.click('#continue');
    await page.waitForSelector('.play');
    expect(await page.evaluate(() => window.__tortuga.state())).toBe(state);
    // What the page keeps now, to spoil in two ways below.
    const good = await page.evaluate(() => localStorage.getItem('tortuga-rules/autosave')!);
    /** The page's words now, in the language it shows. */
    const say = async (key: string, params: Record<string, string> = {}) =>
      words1667((await page.evaluate(() => document.documentElement.lang)) === 'de' ? 'de' : 'en').say(null, key, params).text;
    // A kept game naming a kind no version had cannot be read: not offered, forgotten, and said on the start screen (once).
    await rekind(['human', 'wizard']);
    await page.reload();
    await page.waitForSelector('.setup');
    expect(await page.locator('#continue').count()).toBe(0);
    expect(await page.locator('#kept-lost').textContent()).toBe(await say('ui.setup.keptLost'));
    expect(await page.evaluate(() => localStorage.getItem('tortuga-rules/autosave'))).toBeNull();
    await page.reload();
    await page.waitForSelector('.setup');
    expect(await page.locator('#kept-lost').count()).toBe(0);
    // A kept game whose record the rules refuse (damaged in storage): offered, then refused in words, forgotten, and the way back.
    await page.evaluate((kept) => {
      const game = JSON.parse(kept) as { record: { actions: unknown[] } };
      game.record.actions[2] = { type: 'nonsense', player: 0 };
      localStorage.setItem('tortuga-rules/autosave', JSON.stringify(game));
    }, good);
    await page.reload();
    await page.click('#continue');
    const alert = page.locator('.setup [role=alert]');
    await alert.waitFor();
    const [opening] = (await say('ui.resumeError', { reason: '\u0000' })).split('\u0000');
    expect(await alert.textContent()).toContain(opening!.trim());
    expect((await alert.textContent())!.length).toBeGreaterThan(opening!.length + 5); // and why
    expect(await page.evaluate(() => localStorage.getItem('tortuga-rules/autosave'))).toBeNull();
    await page.click('.setup button');
    await page.waitForSelector('#start');
    expect(await page.locator('#continue').count()).toBe(0);
    await page.close();
  });
});

describe.skipIf(!hasChromium)('player names in Chromium', () => {
  it('the people named on the start screen are called so on the hand-over, in the roster and the log, and again after a reload', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${client.url}?test&pace=0&lang=de`);
    await page.selectOption('#players', '4');
    await page.selectOption('#seat-2', 'human');
    await page.fill('#name-0', 'Ada');
    await page.fill('#name-2', '  Bram\u0007 ');
    await page.fill('#seed', 'web-names');
    await page.locator('#seed').dispatchEvent('change'); // the screen is drawn again: the names stay
    expect(await page.inputValue('#name-0')).toBe('Ada');
    await page.click('#start');
    const named = async (): Promise<void> => {
      const heading = await page.locator('#handover-title').textContent();
      expect(heading).toMatch(/Ada|Bram/);
      await page.click('#ready');
      const roster = await page.locator('.roster').textContent();
      expect(roster).toContain('Ada');
      expect(roster).toContain('Bram'); // trimmed, the bell dropped
      expect(roster).not.toContain('\u0007');
    };
    await page.waitForSelector('#handover-title');
    await named();
    const rng = seedRng('names');
    const log = (): Promise<string> => page.evaluate(() => document.querySelector('.log')?.textContent ?? '');
    for (let i = 0; i < 40 && !/Ada|Bram/.test(await log()); i++) {
      if ((await page.locator('#ready').count()) > 0) await page.click('#ready');
      else await choose(page, rng, false);
      await page.waitForTimeout(20);
    }
    expect(await log()).toMatch(/Ada|Bram/);
    await page.reload();
    await page.click('#continue');
    await page.waitForSelector('#handover-title');
    await named();
    await page.close();
  });
});

/** What a phone-sized page shows of a table: where the decision and the drawing are, whether anything sticks out sideways, whether the drawing pans. */
async function phoneLayout(
  page: Page,
): Promise<{ decisionTop: number; menuBottom: number; tableTop: number; outside: string[]; pans: boolean; cue: boolean; reach: boolean }> {
  return page.evaluate(() => {
    const top = (selector: string): number => document.querySelector(selector)!.getBoundingClientRect().top;
    const area = document.querySelector<HTMLElement>('.table-area')!;
    // Everything outside the panning drawing lies within the page's width.
    const outside = [...document.querySelectorAll<HTMLElement>('#app *')]
      .filter((element) => !area.contains(element) || element === area)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          (box.right > innerWidth + 0.5 ||
            box.left < -0.5 ||
            (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible' && element !== area))
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    const menu = document.querySelector('.decision .menu button')!.getBoundingClientRect();
    // Panned to the far side, the drawing's last piece comes into the area.
    area.scrollLeft = area.scrollWidth;
    const svg = area.querySelector('svg')!.getBoundingClientRect();
    const reach = Math.abs(svg.right - area.getBoundingClientRect().right) < 12;
    area.scrollLeft = 0;
    const cue = document.querySelector<HTMLElement>('.pan-cue');
    return {
      decisionTop: top('.decision'),
      menuBottom: menu.bottom,
      tableTop: top('.table-area'),
      outside,
      pans: area.scrollWidth > area.clientWidth,
      cue: cue !== null && cue.offsetParent !== null,
      reach,
    };
  });
}

describe.skipIf(!hasChromium)('the web client on a phone and a desktop, in Chromium', () => {
  for (const lang of ['en', 'de', 'nl'] as const)
    for (const title of ['tortuga-1667', 'tortuga-dice'] as const)
      it(`${lang}, ${title}: at 390×844 the decision comes before the board and is reached without scrolling, the board pans with a cue, nothing sticks out; at 1280×800 the whole board is in sight`, async () => {
        const phone = await client.browser.newPage({ viewport: { width: 390, height: 844 } });
        await setUp(phone, { title, kinds: ['human', 'medium', 'medium'], lang, seed: `web-phone-${lang}` });
        await phone.waitForSelector('.decision .menu button');
        const small = await phoneLayout(phone);
        expect(small.decisionTop).toBeLessThan(small.tableTop);
        expect(small.menuBottom).toBeLessThanOrEqual(844);
        expect(small.outside).toEqual([]);
        expect(small.pans && small.cue && small.reach).toBe(true);
        expect(await phone.locator('.pan-cue').textContent()).toBe((title === 'tortuga-1667' ? words1667 : wordsDice)(lang).say(null, 'ui.panCue').text);
        await phone.close();

        const desktop = await client.browser.newPage({ viewport: { width: 1280, height: 800 } });
        await setUp(desktop, { title, kinds: ['human', 'medium', 'medium'], lang, seed: `web-phone-${lang}` });
        await desktop.waitForSelector('.decision .menu button');
        const large = await phoneLayout(desktop);
        expect(large.outside).toEqual([]);
        expect(large.pans || large.cue).toBe(false);
        await desktop.close();
      });
});

/** What the board-game look of a page comes to: pictures and their names, unnamed pieces, dotted underlines, live regions, the discard pile. */
async function boardLook(page: Page): Promise<{
  cards: number;
  cardText: string[];
  symbols: string[];
  dice: string[];
  unnamed: string[];
  dotted: string[];
  log: number;
  live: number;
  discard: string | null;
}> {
  return page.evaluate(() => {
    const named = (element: Element): boolean => {
      for (let at: Element | null = element; at !== null && !at.matches('svg.table'); at = at.parentElement) {
        const title = [...at.children].find((child) => child.tagName.toLowerCase() === 'title');
        if ((title?.textContent ?? '').trim() !== '' || (at.getAttribute('aria-label') ?? '') !== '') return true;
      }
      return false;
    };
    return {
      cards: document.querySelectorAll('.secrets .vote-card').length,
      // What a vote card says in letters (its pictures speak through their names): at most a count.
      cardText: [...document.querySelectorAll<HTMLElement>('.secrets .vote-card')]
        .map((card) => card.innerText.replace(/[×\d\s]/g, ''))
        .filter((text) => text !== ''),
      symbols: [...document.querySelectorAll('.secrets .vote-card svg.glyph[role=img]')].map((svg) => svg.getAttribute('aria-label') ?? ''),
      dice: [...document.querySelectorAll('.secrets .roll svg.die-picture[role=img]')].map((svg) => svg.getAttribute('aria-label') ?? ''),
      unnamed: [...document.querySelectorAll('.table [data-pick], .table [data-key], .table [data-move]')]
        .filter((piece) => !named(piece))
        .map((piece) => piece.getAttribute('data-key') ?? piece.getAttribute('data-pick') ?? piece.getAttribute('data-move') ?? ''),
      dotted: [...document.querySelectorAll('#app *')]
        .filter((element) => {
          const style = getComputedStyle(element);
          return style.textDecorationLine.includes('underline') && style.textDecorationStyle === 'dotted';
        })
        .map((element) => element.className.toString()),
      log: document.querySelectorAll('.log ol[role=log]').length,
      live: document.querySelectorAll('.decision[aria-live=polite]').length,
      discard: document.querySelector('.table .discard > title')?.textContent ?? null,
    };
  });
}

describe.skipIf(!hasChromium)('the web client looks like a board game, in Chromium', () => {
  const CASES = [
    ['en', 'tortuga-1667', 'desktop'],
    ['en', 'tortuga-dice', 'phone'],
    ['de', 'tortuga-1667', 'phone'],
    ['de', 'tortuga-dice', 'desktop'],
    ['nl', 'tortuga-1667', 'desktop'],
    ['nl', 'tortuga-dice', 'phone'],
  ] as const;
  for (const [lang, title, size] of CASES)
    it(`${lang}, ${title}, ${size}: vote cards and dice drawn as pictures named in the game's words, every piece named, no words drawn over each other, a discard pile, no dotted underlines, the log and the decision live`, async () => {
      const page = await client.browser.newPage({ viewport: size === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 } });
      await setUp(page, { title, kinds: ['human', 'medium', 'medium'], lang, seed: `web-look-${lang}` });
      const rng = seedRng(`look-${lang}`);
      // A few decisions in: cards revealed (1667) or dice rolled (dice), as a player sees them mid-game.
      for (let i = 0; i < 40; i++) {
        const state = JSON.parse(await page.evaluate(() => window.__tortuga.state())) as { discard?: unknown[]; seats: { roll?: unknown[] | null }[] };
        if (title === 'tortuga-1667' ? (state.discard?.length ?? 0) > 0 : (state.seats[0]!.roll?.length ?? 0) > 0) break;
        await choose(page, rng, false);
        await page.waitForTimeout(20);
      }
      const look = await boardLook(page);
      const overlapping = await page.evaluate<string[]>(OVERLAPPING_WORDS);
      const words = (title === 'tortuga-1667' ? words1667 : wordsDice)(lang);
      const state = JSON.parse(await page.evaluate(() => window.__tortuga.state())) as { discard?: string[]; seats: { roll?: unknown[] | null }[] };
      if (title === 'tortuga-1667') {
        expect(look.cards).toBeGreaterThan(0);
        expect(look.cardText).toEqual([]);
        const symbolWords = ['cannon', 'torch', 'water', 'british', 'french', 'skull', 'wheel'].flatMap((symbol) =>
          [1, 2].map((n) => words.say(null, `name.symbol.${symbol}`, { n }).text),
        );
        expect(look.symbols.length).toBeGreaterThanOrEqual(look.cards * 3);
        for (const name of look.symbols) expect(symbolWords).toContain(name);
        expect(look.discard?.startsWith(words.say(null, 'ui.discard', { n: state.discard!.length }).text)).toBe(true);
      } else {
        expect(look.dice.length).toBe(state.seats[0]!.roll?.length ?? 0);
        expect(look.dice.length).toBeGreaterThan(0);
        const faces = ['ship', 'crew', 'treasure', 'board', 'raid', 'skull'].map((face) => words.say(null, `name.face.${face}`).text.toLowerCase());
        for (const name of look.dice) expect(faces.some((face) => name.toLowerCase().startsWith(face))).toBe(true);
      }
      expect(look.unnamed).toEqual([]);
      expect(overlapping).toEqual([]);
      expect(look.dotted).toEqual([]);
      expect([look.log, look.live]).toEqual([1, 1]);
      await page.close();
    });
});

describe.skipIf(!hasChromium)('the web client’s help in Chromium', () => {
  it('the screen is changed, not rebuilt: while bots move, the opened player aid stays open, the help note stays and the elements are the same', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await setUp(page, { title: 'tortuga-1667', kinds: ['medium', 'medium', 'medium', 'medium'], lang: 'en', seed: 'web-diffing', pace: 250 });
    const decisions = async (): Promise<number> => (JSON.parse(await page.evaluate(() => window.__tortuga.state())) as { decisions: number }).decisions;
    await page.locator('.aid summary').click();
    const role = page.locator('.roster .helpful').first();
    await role.click();
    const help = await page.locator('.help-note').textContent();
    // The elements on screen now are marked; a screen built anew would have none of the marks.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('.aid, .log ol, .roster')) element.setAttribute('data-mark', 'kept');
    });
    const before = await decisions();
    await expect.poll(decisions, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 3);
    expect(await page.locator('.aid[open]').count()).toBe(1);
    expect(await page.locator('.aid p').first().isVisible()).toBe(true);
    expect(await page.locator('.help-note').textContent()).toBe(help);
    expect(await page.locator('[data-mark=kept]').count()).toBe(3);
    await page.close();
  });

  for (const lang of ['en', 'de', 'nl'] as const) {
    for (const [size, viewport] of Object.entries(SIZES))
      it(`${lang}, ${size}: a role explains itself when clicked, and the player aid opens, made of the rule texts`, async () => {
        const page = await client.browser.newPage({ viewport });
        await setUp(page, { title: 'tortuga-1667', kinds: ['human', 'medium', 'medium', 'medium'], lang, seed: `web-help-${lang}` });
        const role = page.locator('.roster .helpful').first();
        const help = await role.getAttribute('data-help');
        expect(help?.length).toBeGreaterThan(20);
        await role.click();
        await expect.poll(() => page.locator('.help-note').textContent()).toBe(help);
        await page.locator('.aid summary').click();
        // The aid as the rule texts make it (apps/web/src/rule-texts.ts; each held to its rules by test/unit/rule-texts.test.ts).
        expect(await page.locator('.aid p').allTextContents()).toEqual(AID_1667.map((key) => words1667(lang).say(null, key).text));
        expect(await page.locator('.aid p').first().isVisible()).toBe(true);
        await page.close();
      });

    it(`${lang}: the dice table's tracks, fields, actions, island and tokens explain themselves`, async () => {
      const page = await client.browser.newPage({ viewport: { width: 1400, height: 1000 } });
      await setUp(page, { title: 'tortuga-dice', kinds: ['human', 'medium'], lang, seed: `web-help-dice-${lang}` });
      const words = wordsDice(lang); // the player aid's words are the client's own
      const helps = await page.locator('.table .helpful').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-help')));
      const keys = [
        'track.ship',
        'track.pirate',
        'island',
        'advantage',
        ...['tortuga', 'ship', 'crew', 'island'].map((f) => `field.${f}`),
        ...['ship', 'crew', 'treasure', 'board', 'raid'].map((a) => `action.${a}`),
      ];
      for (const key of keys) expect(helps, key).toContain(words.say(null, `help.dice.${key}`).text);
      const raid = page.locator(`.table .helpful[data-help="${words.say(null, 'help.dice.action.raid').text}"]`).first();
      await raid.click();
      await expect.poll(() => page.locator('.help-note').textContent()).toBe(words.say(null, 'help.dice.action.raid').text);
      await page.close();
    });
  }
});

describe.skipIf(!hasChromium)('the web client’s animation in Chromium', () => {
  for (const motion of ['no-preference', 'reduce'] as const) {
    it(`what changed moves and pulses${motion === 'reduce' ? ' — not at all with reduced motion' : ''}`, async () => {
      const page = await client.browser.newPage({ viewport: { width: 1400, height: 1000 }, reducedMotion: motion });
      await setUp(page, { title: 'tortuga-1667', kinds: ['human', 'medium', 'medium', 'medium'], lang: 'en', seed: 'web-animation' });
      const rng = seedRng('animation');
      let most = 0;
      for (let i = 0; i < 40 && (motion === 'reduce' || most === 0); i++) {
        await choose(page, rng, false);
        most = Math.max(most, await page.evaluate(() => document.getAnimations().length));
        await page.waitForTimeout(30);
        most = Math.max(most, await page.evaluate(() => document.getAnimations().length));
      }
      if (motion === 'reduce') expect(most).toBe(0);
      else expect(most).toBeGreaterThan(0);
      await page.close();
    });
  }
});

describe.skipIf(!hasChromium)('direct play in Chromium', () => {
  it('T67-ACT-PEEK, T67-ACT-FORCE: two face-down cards clicked on the table offer the peek at them; a player and two cards, forcing that player', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await setUp(page, { title: 'tortuga-1667', kinds: ['human', 'medium', 'medium', 'medium'], lang: 'en', seed: 'web-direct' });
    const rng = seedRng('direct');
    const myTurn = async (): Promise<boolean> => {
      const state = JSON.parse(await page.evaluate(() => window.__tortuga.state())) as {
        pending: { kind: string; player?: number };
        turn: { actionsTaken: number };
      };
      return state.pending.kind === 'action' && state.pending.player === 0 && (await page.locator('.table .pickable').count()) >= 2;
    };
    for (let i = 0; i < 200 && !(await myTurn()); i++) {
      await choose(page, rng, false);
      await page.waitForTimeout(10);
    }
    expect(await myTurn()).toBe(true);
    const cards = page.locator('.table .card.pickable');
    const [first, second] = [await cards.nth(0).getAttribute('data-pick'), await cards.nth(1).getAttribute('data-pick')];
    await cards.nth(0).click();
    expect(await page.locator('.table .chosen').count()).toBe(1);
    await page.locator(`.table [data-pick="${second}"]`).click();
    const peek = page.locator('.menu.direct button').first();
    await peek.click();
    const record = (await page.evaluate(() => window.__tortuga.record())) as { actions: { type: string; player: number; slots?: number[] }[] };
    const last = record.actions.filter((a) => a.player === 0).at(-1)!;
    expect(last.type).toBe('peek');
    expect([...last.slots!].sort()).toEqual([first, second].map((piece) => Number(piece!.replace('slot-', ''))).sort());
    // T67-ACT-FORCE: a player, then two cards, stand for exactly one action: forcing that player.
    for (let i = 0; i < 200 && !(await myTurn()); i++) {
      await choose(page, rng, false);
      await page.waitForTimeout(10);
    }
    expect(await myTurn()).toBe(true);
    const pawn = page.locator('.table .pawn.pickable:not([data-pick="seat-0"])').first();
    const target = Number((await pawn.getAttribute('data-pick'))!.replace('seat-', ''));
    await pawn.click();
    const slots = [await cards.nth(0).getAttribute('data-pick'), await cards.nth(1).getAttribute('data-pick')];
    for (const slot of slots) await page.locator(`.table [data-pick="${slot}"]`).click();
    expect(await page.locator('.menu.direct button').count()).toBe(1);
    await page.locator('.menu.direct button').click();
    const forced = (
      (await page.evaluate(() => window.__tortuga.record())) as { actions: { type: string; player: number; target?: number; slots?: number[] }[] }
    ).actions
      .filter((a) => a.player === 0)
      .at(-1)!;
    expect(forced).toMatchObject({ type: 'force', target });
    expect([...forced.slots!].sort()).toEqual(slots.map((piece) => Number(piece!.replace('slot-', ''))).sort());
    await page.close();
  });

  it('T67-SETUP-5, T67-ACT-SMUGGLE: a hold clicked on a ship offers what a chest does there, which is played', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await setUp(page, { title: 'tortuga-1667', kinds: ['human', 'medium', 'medium', 'medium'], lang: 'en', seed: 'web-direct-holds' });
    const rng = seedRng('direct-holds');
    const holds = page.locator('.table .chests.pickable');
    for (let i = 0; i < 400 && (await holds.count()) === 0; i++) {
      await choose(page, rng, false);
      await page.waitForTimeout(10);
    }
    expect(await holds.count()).toBeGreaterThan(0);
    const [, ship, team] = /^hold-(fd|jr)-(british|french)$/.exec((await holds.first().getAttribute('data-pick'))!)!;
    await holds.first().click();
    const offered = page.locator('.menu.direct button');
    expect(await offered.count()).toBeGreaterThan(0);
    await offered.first().click();
    const last = (
      (await page.evaluate(() => window.__tortuga.record())) as { actions: { type: string; player: number; hold?: string; into?: string; from?: string }[] }
    ).actions
      .filter((a) => a.player === 0)
      .at(-1)!;
    expect(['placeChest', 'takeChest', 'smuggle']).toContain(last.type);
    expect(last.hold ?? (last.type === 'smuggle' ? last.from : last.into)).toBe(team);
    expect(ship).toMatch(/fd|jr/);
    await page.close();
  });
});

describe.skipIf(!hasChromium)('direct play with the dice in Chromium', () => {
  it('TD-DICE-3: a die clicked behind the screen offers keeping it, which is played', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await setUp(page, { title: 'tortuga-dice', kinds: ['human', 'medium'], lang: 'en', seed: 'web-direct-dice' });
    await page.waitForSelector('.roll .pickable');
    const die = page.locator('.roll .pickable').first();
    const piece = await die.getAttribute('data-pick');
    await die.click();
    expect(await page.locator('.roll .chosen').count()).toBe(1);
    await page.locator('.menu.direct button').first().click();
    const record = (await page.evaluate(() => window.__tortuga.record())) as { actions: { type: string; player: number; dice?: number[] }[] };
    const mine = record.actions.filter((a) => a.player === 0);
    expect(mine.at(-1)).toMatchObject({ type: 'keep', dice: [Number(piece!.replace('die-', ''))] });
    await page.close();
  });
});

describe.skipIf(!hasChromium)('direct play on the dice boards in Chromium', () => {
  it('TD-ACT-BOARD, TD-ACT-RAID, TD-ADV-1, TD-DICE-4: a board or an action field clicked offers what it stands for, which is played', async () => {
    const page = await client.browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await setUp(page, { title: 'tortuga-dice', kinds: ['human', 'medium', 'medium'], lang: 'en', seed: 'web-direct-boards' });
    const rng = seedRng('direct-boards');
    const seen = new Set<string>();
    for (let i = 0; i < 600 && seen.size < 2; i++) {
      const piece = page.locator('.table .board.pickable, .table .action.pickable').first();
      if ((await piece.count()) === 0) {
        await choose(page, rng, false);
        await page.waitForTimeout(5);
        continue;
      }
      const pick = (await piece.getAttribute('data-pick'))!;
      await piece.click();
      const offered = page.locator('.menu.direct button');
      expect(await offered.count(), pick).toBeGreaterThan(0);
      await offered.first().click();
      const last = (
        (await page.evaluate(() => window.__tortuga.record())) as { actions: { type: string; player: number; target?: number; action?: string }[] }
      ).actions
        .filter((a) => a.player === 0)
        .at(-1)!;
      if (pick.startsWith('seat-')) expect(last).toMatchObject({ type: 'target', target: Number(pick.replace('seat-', '')) });
      else expect(last.action, JSON.stringify(last)).toBe(pick.replace('field-', ''));
      seen.add(pick.split('-')[0]!);
    }
    expect([...seen].sort()).toEqual(['field', 'seat']);
    await page.close();
  });
});

describe.skipIf(!hasChromium)('one language at a time, in Chromium', () => {
  it('a page in German fetches the German words only and no game; another language and a game come when asked for', async () => {
    const { readFileSync } = await import('node:fs');
    const page = await client.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    await page.goto(`${client.url}?test&pace=0&lang=de`);
    await page.waitForSelector('#start');
    const manifest = JSON.parse(readFileSync('apps/web/dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const file = (key: string): string => manifest[key]!.file.split('/').pop()!;
    expect(scripts).toContain(file('src/catalogs/de.ts'));
    for (const other of ['en', 'nl']) expect(scripts).not.toContain(file(`src/catalogs/${other}.ts`));
    for (const game of ['src/title-1667.ts', 'src/title-dice.ts']) expect(scripts).not.toContain(file(game));
    expect(await page.locator('#start').textContent()).toBe(words1667('de').say(null, 'ui.setup.start').text);
    await page.selectOption('#language', 'nl');
    await expect.poll(() => page.locator('#start').textContent()).toBe(words1667('nl').say(null, 'ui.setup.start').text);
    expect(scripts).toContain(file('src/catalogs/nl.ts'));
    expect(scripts).not.toContain(file('src/catalogs/en.ts'));
    await page.click('#start');
    await page.waitForSelector('.decision');
    expect(scripts).toContain(file('src/title-1667.ts'));
    expect(scripts).not.toContain(file('src/title-dice.ts'));
    await page.close();
  });
});

describe('the web client’s size', () => {
  it('one language at a time: the first load (the start screen and the page’s language) is at most 80 KB gzip in each language; each game and each language comes on demand, a game without the bots', async () => {
    const { readFileSync, existsSync } = await import('node:fs');
    const { gzipSync } = await import('node:zlib');
    const dist = 'apps/web/dist';
    if (!existsSync(`${dist}/.vite/manifest.json`)) await serveClient().then((served) => served.close());
    type Chunk = {
      readonly file: string;
      readonly isEntry?: boolean;
      readonly imports?: readonly string[];
      readonly dynamicImports?: readonly string[];
      readonly css?: readonly string[];
    };
    const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, Chunk>;
    const gzip = (file: string): number => gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length;
    /** The files a chunk brings with it: itself, its static imports (recursively) and their styles. */
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      const chunk = manifest[key]!;
      if (!seen.has(chunk.file)) {
        seen.add(chunk.file);
        for (const css of chunk.css ?? []) seen.add(css);
        for (const imported of chunk.imports ?? []) closure(imported, seen);
      }
      return seen;
    };
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry === true)!;
    const shell = closure(entry);
    const sizes: Record<string, number> = {};
    for (const locale of LOCALES) {
      const files = closure(`src/catalogs/${locale}.ts`, new Set(shell));
      sizes[locale] = [...files].reduce((sum, file) => sum + gzip(file), 0);
      expect(sizes[locale], `first load in ${locale}`).toBeLessThanOrEqual(80 * 1024);
      // No other language and no game in the first load.
      for (const other of LOCALES.filter((l) => l !== locale)) expect(files.has(manifest[`src/catalogs/${other}.ts`]!.file)).toBe(false);
    }
    for (const game of ['src/title-1667.ts', 'src/title-dice.ts']) expect(shell.has(manifest[game]!.file)).toBe(false);
    console.log(`first load (gzip): ${JSON.stringify(sizes)}`);
    // A game's own load leaves the bots out (at most 60 KB gzip): they think in the worker, which brings its own copy,
    // and come to the page (`level-bots.ts`) only where no worker starts.
    const bots = manifest['src/level-bots.ts']!.file;
    for (const game of ['src/title-1667.ts', 'src/title-dice.ts']) {
      const files = closure(game, new Set(shell));
      for (const file of shell) files.delete(file);
      expect(files.has(bots), game).toBe(false);
      const size = [...files].reduce((sum, file) => sum + gzip(file), 0);
      expect(size, `${game}'s load`).toBeLessThanOrEqual(60 * 1024);
      console.log(`${game}'s load (gzip, beyond the first): ${size}`);
    }
  });
});
