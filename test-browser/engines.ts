import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import puppeteer from 'puppeteer-core';
import { Builder, By, until, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../test/support/free-port.js';

/**
 * The browsers beside Chromium that a player's page meets: Firefox (Gecko) and WebKit (Safari's
 * engine), as Debian ships them — `firefox-esr`, driven over WebDriver BiDi by Puppeteer, and
 * WebKitGTK's MiniBrowser, driven over classic WebDriver by Selenium through `WebKitWebDriver`
 * (`webkit2gtk-driver`) on a virtual X display (`xvfb`). Playwright drives Chromium in the other
 * browser tests; its own Firefox and WebKit are patched builds downloaded from its servers, and its
 * BiDi Firefox needs commands Firefox ESR does not have yet.
 */

/** What a test does with a page, the same in every engine: the driver's own clicks, selections and typing, as a person's. */
export interface EnginePage {
  /** The engine's name and version, as its user agent says. */
  readonly agent: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The value (JSON) of `expression`, evaluated in the page. */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the element `selector` matches (the first), waiting up to `timeoutMs` for it. */
  click(selector: string, timeoutMs?: number): Promise<void>;
  /** Chooses `value` in the `<select>` `selector` matches. */
  select(selector: string, value: string): Promise<void>;
  /** Clears the field `selector` matches, types `text` into it and leaves it (its `change` fires). */
  type(selector: string, text: string): Promise<void>;
  /** Waits until an element matches `selector`. */
  waitFor(selector: string, timeoutMs: number): Promise<void>;
  /** Sets the page's viewport (in WebKit the window's size, which MiniBrowser gives the page). */
  resize(width: number, height: number): Promise<void>;
  screenshot(path: string): Promise<void>;
}

/** An engine a test can open pages in. */
export interface Engine {
  readonly name: 'Firefox' | 'WebKit';
  /** Whether this machine has it (CI installs it; elsewhere its tests are skipped). */
  readonly available: boolean;
  /** How to install it on Debian. */
  readonly install: string;
  /** Starts the browser (and what it needs); `close` ends everything it started. */
  start(): Promise<{ page: EnginePage; close: () => Promise<void> }>;
}

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB = '/usr/bin/Xvfb';

/** The script that keeps the page's uncaught errors in `window.__errors` (installed on every load). */
export const ERROR_TRAP = `(() => {
  if (window.__errors !== undefined) return true;
  window.__errors = [];
  addEventListener('error', (e) => window.__errors.push(String(e.message)));
  addEventListener('unhandledrejection', (e) => window.__errors.push(String(e.reason)));
  return true;
})()`;

const firefox: Engine = {
  name: 'Firefox',
  available: existsSync(FIREFOX),
  install: 'apt-get install firefox-esr',
  async start() {
    const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
    const tab = await browser.newPage();
    tab.setDefaultTimeout(30_000);
    const page: EnginePage = {
      agent: await browser.version(),
      async goto(url) {
        await tab.goto(url);
        await tab.evaluate(ERROR_TRAP);
      },
      async reload() {
        await tab.reload();
        await tab.evaluate(ERROR_TRAP);
      },
      evaluate: <T>(expression: string) => tab.evaluate(expression) as Promise<T>,
      async click(selector, timeoutMs = 30_000) {
        await tab.waitForSelector(selector, { timeout: timeoutMs });
        await tab.click(selector);
      },
      async select(selector, value) {
        await tab.select(selector, value);
      },
      async type(selector, text) {
        await tab.click(selector, { count: 3 });
        await tab.keyboard.press('Backspace');
        await tab.type(selector, text);
        await tab.keyboard.press('Tab');
      },
      async waitFor(selector, timeoutMs) {
        await tab.waitForSelector(selector, { timeout: timeoutMs });
      },
      async resize(width, height) {
        await tab.setViewport({ width, height });
      },
      async screenshot(path) {
        await tab.screenshot({ path: path as `${string}.png` });
      },
    };
    return { page, close: () => browser.close() };
  },
};

/** Starts Xvfb on a display it picks itself (`-displayfd`); its number. */
async function virtualDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const number = await new Promise<string>((resolve, reject) => {
    let said = '';
    xvfb.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve(said.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before it named its display`)));
  });
  return { display: `:${number}`, process: xvfb };
}

/** Waits until the WebDriver server at `url` answers its status. */
async function driverReady(url: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const ready = await fetch(`${url}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the WebDriver server at ${url} did not answer`);
}

/** The page of a Selenium session (classic WebDriver: one element command at a time). */
function seleniumPage(driver: WebDriver, agent: string): EnginePage {
  const find = async (selector: string, timeoutMs: number) => driver.wait(until.elementLocated(By.css(selector)), timeoutMs);
  return {
    agent,
    async goto(url) {
      await driver.get(url);
      await driver.executeScript(`return ${ERROR_TRAP}`);
    },
    async reload() {
      await driver.navigate().refresh();
      await driver.executeScript(`return ${ERROR_TRAP}`);
    },
    evaluate: <T>(expression: string) => driver.executeScript(`return ${expression}`) as Promise<T>,
    async click(selector, timeoutMs = 30_000) {
      await (await find(selector, timeoutMs)).click();
    },
    async select(selector, value) {
      await find(selector, 30_000);
      // The option of that value (an option without the attribute has its text as its value), clicked.
      const option = await driver.executeScript<WebElement | null>(
        'return [...document.querySelector(arguments[0]).options].find((o) => o.value === arguments[1]) ?? null',
        selector,
        value,
      );
      if (option === null) throw new Error(`${selector} has no option ${value}`);
      await option.click();
    },
    async type(selector, text) {
      const field = await find(selector, 30_000);
      await field.clear();
      await field.sendKeys(text);
      await driver.executeScript('document.activeElement.blur()'); // leaving the field, as a person's next click does
    },
    async waitFor(selector, timeoutMs) {
      await find(selector, timeoutMs);
    },
    async resize(width, height) {
      await driver.manage().window().setRect({ width, height });
    },
    async screenshot(path) {
      await writeFile(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
  };
}

const webkit: Engine = {
  name: 'WebKit',
  available: existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER) && existsSync(XVFB),
  install: 'apt-get install webkit2gtk-driver xvfb',
  async start() {
    const screen = await virtualDisplay();
    const port = await freePort();
    const server = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: screen.display } });
    const stop = (): void => {
      server.kill();
      screen.process.kill();
    };
    try {
      const url = `http://127.0.0.1:${port}`;
      await driverReady(url);
      const driver = await new Builder()
        .usingServer(url)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
        .build();
      const agent = String(await driver.executeScript('return navigator.userAgent'));
      return {
        page: seleniumPage(driver, agent),
        close: async () => {
          await driver.quit().catch(() => {});
          stop();
        },
      };
    } catch (error) {
      stop();
      throw error;
    }
  },
};

/** The engines beside Chromium. */
export const OTHER_ENGINES: readonly Engine[] = [firefox, webkit];
