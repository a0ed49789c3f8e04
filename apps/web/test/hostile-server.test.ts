/**
 * Issue 43, H1: the web client in Chromium against a hostile table server. A seated player
 * (and host) of a table on the real server opens an invitation to the same table id that names
 * the attacker's server. The attacker's server is a WebSocket server on 127.0.0.1 that records
 * every connection and message it gets and answers like a table server would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { startServerProcess } from '../../../test/support/table-server-process.js';
import { hasChromium, servedClient } from '../../../test-browser/browser.js';

/** The attacker's server: records what it receives, and answers a `watch` with seats and a lobby-like view. */
async function startHostile(): Promise<{ port: number; connections: () => number; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  let connections = 0;
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wss.on('connection', (socket) => {
    connections++;
    socket.on('message', (data) => {
      received.push(String(data));
      socket.send(
        JSON.stringify({
          kind: 'seats',
          seats: [
            { seat: 0, name: null, kind: 'open', connected: false },
            { seat: 1, name: null, kind: 'open', connected: false },
          ],
        }),
      );
    });
  });
  await new Promise((resolve) => wss.on('listening', resolve));
  return {
    port: (wss.address() as { port: number }).port,
    connections: () => connections,
    received,
    close: () => new Promise((resolve) => wss.close(() => resolve())),
  };
}

describe.skipIf(!hasChromium)('issue 43 H1: an invitation naming another server, in Chromium', () => {
  const client = servedClient();
  it("a seated host who opens a link to the same table on an attacker's server: nothing connects until they agree, and then neither the seat's nor the host's token reaches it; the real seat is still theirs", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hostile-'));
    const real = await startServerProcess(join(dir, 'tables.sqlite'));
    const hostile = await startHostile();
    const context = await client.browser.newContext();
    try {
      const page = await context.newPage();
      const realServer = `ws://127.0.0.1:${real.port}/`;
      await page.goto(`${client.url}?server=${encodeURIComponent(realServer)}&lang=en`);
      await page.click('#trust-server');
      await page.check('input[value=tortuga-dice]');
      await page.selectOption('#players', '3');
      for (const seat of [0, 1, 2]) await page.selectOption(`#seat-${seat}`, 'human');
      await page.click('#online');
      await page.waitForSelector('#sit-0');
      await page.fill('#player-name', 'Anne');
      await page.click('#sit-0');
      const invite = new URL((await page.locator('.invite a').getAttribute('href', { timeout: 15_000 }))!);
      const table = invite.searchParams.get('table')!;
      await expect.poll(() => page.locator('#fill-1').count()).toBe(1); // the host may seat bots: this browser holds the host token
      const secrets = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      const tokens = [...secrets.matchAll(/[0-9a-f]{32}/g)].map((m) => m[0]);
      expect(tokens.length).toBeGreaterThanOrEqual(2); // the seat's token and the host's

      // The attack: the same table id, the attacker's server.
      const evil = `ws://127.0.0.1:${hostile.port}/`;
      await page.goto(`${client.url}?table=${table}&server=${encodeURIComponent(evil)}&lang=en`);
      await page.waitForSelector('#trust-server');
      expect(await page.locator('.other-server').innerText()).toContain(evil);
      await page.waitForTimeout(500);
      expect(hostile.connections()).toBe(0);
      // The person agrees anyway: the page talks to that server, but only as a stranger.
      await page.click('#trust-server');
      await expect.poll(() => hostile.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      expect(await page.locator('[id^=fill-]').count()).toBe(0);
      const all = hostile.received.join('\n');
      for (const token of tokens) expect(all).not.toContain(token);
      expect(hostile.received.map((m) => (JSON.parse(m) as { kind: string }).kind)).not.toContain('resume');

      // "Stay with this page's server" on another such link connects nowhere.
      const before = hostile.connections();
      await page.goto(`${client.url}?table=${table}&server=${encodeURIComponent(`ws://127.0.0.1:${hostile.port + 1}/`)}&lang=en`);
      await page.click('#stay-home');
      await page.waitForTimeout(300);
      expect(hostile.connections()).toBe(before);
      expect(page.url()).not.toContain('server=');

      // Back through the real invitation: the seat is taken up again with its token.
      await page.goto(invite.toString());
      await expect.poll(() => page.locator('.you').textContent(), { timeout: 10_000 }).toContain('You are');
    } finally {
      await context.close();
      await hostile.close();
      real.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
