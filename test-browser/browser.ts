import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';

const CONFIG = 'apps/web/vite.config.ts';

/** Debian's Chromium (`apt-get install chromium`), or the one named by CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether a browser is there to run these tests. */
export const hasChromium = existsSync(CHROMIUM);

/** Builds the web client (or another site by its Vite configuration) and serves it on 127.0.0.1, as a static host would. */
export async function serveClient(config = CONFIG): Promise<{ url: string; close: () => Promise<void> }> {
  await build({ configFile: config, logLevel: 'warn' });
  const server: PreviewServer = await preview({ configFile: config, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const address = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/** Chromium without the background connections this closed network refuses. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The client served and Chromium launched for a test file (before its tests, closed after): read them inside tests. */
export function servedClient(): { readonly url: string; readonly browser: Browser } {
  let server: Awaited<ReturnType<typeof serveClient>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await serveClient();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      return server!.url;
    },
    get browser() {
      return browser!;
    },
  };
}

/**
 * A script that gives the page `window.__canonicalHtml(html)`: the HTML with every element's
 * attributes in name order. A screen drawn by diffing keeps an attribute added later at the end of
 * the element's list, where a fresh drawing has it in place; the order carries nothing a person
 * sees, so the leak checks compare screens in this form. (Plain JavaScript: it runs in the page.)
 */
export const CANONICAL_HTML = `window.__canonicalHtml = (html) => {
  const escape = (text, quote) => text.replace(quote ? /[&"]/g : /[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const out = (node) => {
    if (node.nodeType === 3) return escape(node.data, false);
    if (node.nodeType !== 1) return '';
    const attributes = [...node.attributes].map((a) => ' ' + a.name + '="' + escape(a.value, true) + '"').sort();
    const children = [...(node.content ?? node).childNodes].map(out).join('');
    return '<' + node.localName + attributes.join('') + '>' + children + '</' + node.localName + '>';
  };
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map(out).join('');
};`;

/** What `CANONICAL_HTML` gives the page. */
export interface CanonicalHtml {
  __canonicalHtml(html: string): string;
}

/** Where two screens' HTML first differ, with some of each around it (for a failing comparison's message). */
export function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `at ${at}:\n  ${a.slice(Math.max(0, at - 200), at + 200)}\n  ${b.slice(Math.max(0, at - 200), at + 200)}`;
}

/**
 * An expression that gives the words of the web client's drawing (`svg.table`) drawn over each other, or side by
 * side with less than a space between them (they read as one), as "a | b" (plain JavaScript: it runs in the page).
 * A text's box has its line's spacing above and below the letters; a fifth of its height off each edge leaves about
 * the letters themselves; a third of its height is about a space. Pieces on their way (a pawn gliding to its
 * place, `animate.ts`) pass over words and are left out.
 */
export const OVERLAPPING_WORDS = `(() => {
  const moving = document.getAnimations().map((a) => a.effect && a.effect.target).filter((t) => t);
  const texts = [...document.querySelectorAll('svg.table text')].filter((t) => !moving.some((m) => m.contains(t))).map((t) => {
    const box = t.getBoundingClientRect();
    const inset = (box.bottom - box.top) / 5;
    const space = (box.bottom - box.top) / 3;
    return { text: t.textContent || '', left: box.left - space / 2, right: box.right + space / 2, top: box.top + inset, bottom: box.bottom - inset };
  });
  const out = [];
  texts.forEach((a, i) => {
    for (const b of texts.slice(i + 1)) {
      const wide = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const high = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (wide > 1 && high > 1 && a.text !== '' && b.text !== '') out.push(a.text + ' | ' + b.text);
    }
  });
  return out;
})()`;
