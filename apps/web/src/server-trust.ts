/**
 * Which table servers this page talks to. The page's own server (the table server's port on
 * the page's host) is trusted; a server named by a link (`?server=`) is contacted only after
 * the person agreed to it on this browser, so an invitation cannot make the page talk to a
 * stranger's server unasked. Seat and host tokens are kept per server and table
 * (`online.ts`), so no server ever receives a token another server issued.
 */

const TRUSTED = 'tortuga-rules/servers';

/** A table server's address in one form (`ws://host:port/path` or `wss://…`), or null for anything that is not one. */
export function serverAddress(text: string | null): string | null {
  if (text === null || text.length > 200) return null;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'ws:' && url.protocol !== 'wss:') || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return null;
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return null;
  }
}

/** The page's own table server: the table server's port (8467) on the page's host, over TLS when the page is. */
export function homeServer(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.hostname || '127.0.0.1'}:8467/`;
}

/** The servers the person agreed to on this browser. */
function trusted(): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(TRUSTED) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the page may talk to `server` without asking: its own server, or one the person agreed to. */
export function isTrusted(server: string): boolean {
  return server === homeServer() || trusted().includes(server);
}

/** Remembers that the person agreed to `server` (at most 20 are kept, the latest). */
export function trust(server: string): void {
  const list = [...trusted().filter((entry) => entry !== server), server].slice(-20);
  localStorage.setItem(TRUSTED, JSON.stringify(list));
}
