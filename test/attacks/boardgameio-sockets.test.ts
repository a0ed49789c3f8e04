/**
 * Issue 43, beyond its findings: one client address opening socket after socket to
 * `examples/boardgameio-server.ts` (its own process, `createServer`'s defaults). Each socket is
 * cheap to open and costs the server a connection and the guard's state: an address holds at
 * most 32, across the games.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { startBoardgameServer } from '../support/boardgameio-process.js';

let child: ChildProcess;
let base: string;
beforeAll(async () => {
  ({ child, base } = await startBoardgameServer());
}, 60_000);
afterAll(() => {
  child.kill();
});

/** Connects a socket to a game's namespace from a loopback address: 'connected', or the refusal's message. */
function connect(game: string, from: string): Promise<{ socket: Socket; result: string }> {
  const socket = io(`${base}/${game}`, { transports: ['websocket'], forceNew: true, reconnection: false, localAddress: from } as never);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket, result: 'connected' }));
    socket.on('connect_error', (error: Error) => resolve({ socket, result: error.message }));
  });
}

describe('issue 43: sockets per address on the boardgame.io server', () => {
  it('an address holds at most 32 sockets across both games (the 33rd is refused with TOO_MANY_CONNECTIONS); another address connects; a closed socket frees its place', async () => {
    const held: Socket[] = [];
    for (let i = 0; i < 32; i++) {
      const { socket, result } = await connect(i % 2 === 0 ? 'tortuga-dice' : 'tortuga-1667', '127.0.0.61');
      expect(result).toBe('connected');
      held.push(socket);
    }
    const extra = await connect('tortuga-dice', '127.0.0.61');
    expect(extra.result).toMatch(/^TOO_MANY_CONNECTIONS/);
    extra.socket.close();
    const other = await connect('tortuga-dice', '127.0.0.62');
    expect(other.result).toBe('connected');
    other.socket.close();
    held.pop()!.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await connect('tortuga-1667', '127.0.0.61');
    expect(again.result).toBe('connected');
    for (const socket of [...held, again.socket]) socket.close();
  }, 60_000);
});
