/**
 * A TCP proxy on 127.0.0.1 that the tests control, put between one table-server process and
 * PostgreSQL, to cut that process off as a network would: `cut('both')` stops every byte both
 * ways on the connections it carries and leaves them open (a silent partition: nothing is lost,
 * as TCP retransmits, and what waited is delivered on `heal` if the ends have not given up), and
 * new connections wait unanswered; `cut('up')` stops only what the process sends, `cut('down')`
 * only what the database answers; `reset()` closes every connection at once, as a crashed router
 * or a killed process would (both ends see it).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

/** Which way bytes stop: from the process to the database (`up`), back (`down`), or both. */
export type CutDirection = 'both' | 'up' | 'down';

/** A running proxy. */
export interface FaultProxy {
  /** The port the process connects to. */
  readonly port: number;
  /** Stops the bytes going `direction` (and new connections, for `both` and `up`). */
  cut(direction: CutDirection): void;
  /** Lets everything through again, what waited first. */
  heal(): void;
  /** Closes every connection now (both ends see it). */
  reset(): void;
  close(): Promise<void>;
}

interface Pair {
  readonly client: Socket;
  upstream: Socket | null;
}

/** Starts a proxy to 127.0.0.1:`target`. */
export async function startFaultProxy(target: number): Promise<FaultProxy> {
  const pairs = new Set<Pair>();
  /** Connections that came while new ones were cut off: opened upstream on heal. */
  const waiting = new Set<Pair>();
  let up = true;
  let down = true;

  const apply = (pair: Pair): void => {
    if (up) pair.client.resume();
    else pair.client.pause();
    if (pair.upstream !== null) {
      if (down) pair.upstream.resume();
      else pair.upstream.pause();
    }
  };
  const open = (pair: Pair): void => {
    const upstream = connect({ host: '127.0.0.1', port: target });
    pair.upstream = upstream;
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    upstream.on('data', (chunk) => pair.client.write(chunk));
    pair.client.on('data', (chunk) => upstream.write(chunk));
    apply(pair);
  };
  const server: Server = createServer((client) => {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
      waiting.delete(pair);
    });
    client.pause();
    if (up) open(pair);
    else waiting.add(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    cut(direction) {
      up = direction === 'down';
      down = direction === 'up';
      for (const pair of pairs) apply(pair);
    },
    heal() {
      up = down = true;
      for (const pair of waiting) open(pair);
      waiting.clear();
      for (const pair of pairs) apply(pair);
    },
    reset() {
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream?.resetAndDestroy();
      }
    },
    close: async () => {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
