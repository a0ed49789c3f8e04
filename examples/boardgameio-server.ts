/**
 * Both games hosted by boardgame.io's own Server (with its lobby API and socket transport):
 *
 *   node --import tsx examples/boardgameio-server.ts [port]
 *
 * Clients create and join matches through the lobby (`POST /games/tortuga-1667/create` with
 * `numPlayers` and optional `setupData` such as `{ stars: 3 }`), connect one socket client per
 * seat, send `deal` once and then `act(action)` with actions from their seat's view.
 * `examples/boardgameio-client.ts` is such a client.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server as ServerFactory } from 'boardgame.io/server';
import { tortuga1667, tortugaDice } from '../src/index.js';
import { boardgameGame } from '../src/boardgameio/index.js';

// boardgame.io 0.50 publishes its entry points as CommonJS folders, which Node's ESM loader cannot open by name.
const { Server, Origins } = createRequire(import.meta.url)('boardgame.io/server') as { Server: typeof ServerFactory; Origins: { LOCALHOST: RegExp } };

/** Starts the server on `port` (0: any free port) and returns its address, the games' names (their socket namespaces) and a way to stop it. */
export async function serve(port: number): Promise<{ url: string; names: string[]; stop: () => void }> {
  const games = [
    // The server logs every refused move with the engine's reason (boardgame.io itself only says INVALID_MOVE).
    boardgameGame(tortuga1667, { onRefused: ({ seat, violation }) => console.log(`refused from seat ${String(seat)}: ${violation.code} ${violation.message}`) }),
    boardgameGame(tortugaDice),
  ];
  const server = Server({ games, origins: [Origins.LOCALHOST] });
  const { appServer } = await server.run({ port, callback: () => {} });
  return { url: `http://localhost:${(appServer.address() as AddressInfo).port}`, names: games.map((game) => game.name!), stop: () => appServer.close() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, names } = await serve(Number(process.argv[2] ?? 8000));
  console.log(`boardgame.io games ${names.join(', ')} served at ${url}`);
}
