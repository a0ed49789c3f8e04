/**
 * Both games hosted by boardgame.io's own Server (with its lobby API and socket transport),
 * through the adapter's `createServer`, which puts the checks a deployment needs in front of it:
 *
 *   node --import tsx examples/boardgameio-server.ts [port] [host]
 *
 * Clients create matches through the lobby (`POST /games/tortuga-1667/create` with `numPlayers`,
 * `unlisted: true` to keep it out of the public list, and optional `setupData` such as
 * `{ stars: 3 }`), join a seat (`POST /games/tortuga-1667/<matchID>/join`) for its credentials,
 * connect one socket client per seat, send `deal` once and then `act(action)` with actions from
 * their seat's view. `examples/boardgameio-client.ts` is such a client.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tortuga1667, tortugaDice } from 'tortuga-rules';
import { boardgameGame, createServer, type BoardgameServerModule } from 'tortuga-rules/boardgameio';

// boardgame.io 0.50 publishes its entry points as CommonJS folders, which Node's ESM loader cannot open by name.
const bgio = createRequire(import.meta.url)('boardgame.io/server') as BoardgameServerModule & { Origins: { LOCALHOST: RegExp } };

/** Starts the server on `host:port` (0: any free port) and returns its address, the games' names (their socket namespaces) and a way to stop it. */
export async function serve(port: number, host = '127.0.0.1'): Promise<{ url: string; names: string[]; stop: () => void }> {
  // A decision cap for every match: a seat that stalls (peeking forever is legal) cannot grow a table without end.
  const maxDecisions = 5_000;
  const games = [
    // The server logs every refused move with the engine's reason (boardgame.io itself only says INVALID_MOVE).
    boardgameGame(tortuga1667, {
      maxDecisions,
      onRefused: ({ seat, violation }) => console.log(`refused from seat ${String(seat)}: ${violation.code} ${violation.message}`),
    }),
    boardgameGame(tortugaDice, { maxDecisions }),
  ];
  const server = createServer(bgio, {
    games,
    origins: [bgio.Origins.LOCALHOST],
    host,
    // The example client's bots answer at machine speed; for people the default (20 a second, bursts of 40) is plenty.
    rate: { perSecond: 200, burst: 400 },
    onRefused: ({ event, code, binding }) => console.log(`socket message refused: ${event} ${code} (seat ${binding?.playerID ?? 'none'})`),
  });
  const { appServer } = await server.run({ port, callback: () => {} });
  return { url: `http://${host}:${(appServer.address() as AddressInfo).port}`, names: games.map((game) => game.name!), stop: () => appServer.close() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url, names } = await serve(Number(process.argv[2] ?? 8000), process.argv[3]);
  console.log(`boardgame.io games ${names.join(', ')} served at ${url}`);
}
