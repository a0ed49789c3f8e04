/**
 * A minimal boardgame.io client: creates a match through the lobby, seats a random-playing
 * client on every seat (one socket each), deals, plays the game to its end, and prints what
 * seat 0 saw, in the library's own words.
 *
 *   node --import tsx examples/boardgameio-client.ts [game] [players] [server-url] [locale]
 *
 * Without a server URL it starts `examples/boardgameio-server.ts` on a free port first.
 */
import { createRequire } from 'node:module';
import type { Client as ClientFactory, LobbyClient as LobbyClientClass } from 'boardgame.io/client';
import type { SocketIO as SocketIOFactory } from 'boardgame.io/multiplayer';
import { nextInt, seedRng, tortuga1667, tortugaDice, wordsFor, type BaseAction, type BaseConfig, type Game } from 'tortuga-rules';
import { ACT_MOVE, DEAL_MOVE, boardgameGame, isUndealt, type UndealtTable } from 'tortuga-rules/boardgameio';
import { serve } from './boardgameio-server.js';

const require = createRequire(import.meta.url);
const { Client, LobbyClient } = require('boardgame.io/client') as { Client: typeof ClientFactory; LobbyClient: typeof LobbyClientClass };
const { SocketIO } = require('boardgame.io/multiplayer') as { SocketIO: typeof SocketIOFactory };

const [gameName = 'tortuga-dice', playersArg = '3', serverArg, locale = 'en'] = process.argv.slice(2);
const engine = gameName === 'tortuga-1667' ? tortuga1667 : tortugaDice;
const players = Number(playersArg);
const local = serverArg ? null : await serve(0);
const server = serverArg || local!.url;

/** What a seat's client holds: the undealt table or its seat's view (one of the engine's view types). */
type SeatG = UndealtTable<BaseConfig> | { readonly decisions: number; readonly decision: { readonly actions: BaseAction[] } | null; readonly log: unknown[] };

const lobby = new LobbyClient({ server });
// Unlisted: the match stays out of the lobby's public list; only those given its ID can join.
const { matchID } = await lobby.createMatch(engine.name, { numPlayers: players, unlisted: true });
const rng = seedRng(`client-${matchID}`);
const clients: ReturnType<typeof Client>[] = [];
for (let seat = 0; seat < players; seat++) {
  const { playerCredentials } = await lobby.joinMatch(engine.name, matchID, { playerID: String(seat), playerName: `Bot ${seat + 1}` });
  // The client needs the game only for its move names: every move runs on the server.
  const client = Client({
    game: boardgameGame(engine as never),
    multiplayer: SocketIO({ server }),
    matchID,
    playerID: String(seat),
    credentials: playerCredentials,
    debug: false,
  });
  // One move in flight at a time: the next is sent once the last shows in the seat's own log,
  // or once the game has moved on without it (the server may then refuse it as stale).
  let sent = 0;
  let answered = '';
  client.subscribe((state) => {
    if (state === null || state.ctx.gameover !== undefined || !(String(seat) in (state.ctx.activePlayers ?? {}))) return;
    const G = state.G as SeatG;
    const processed = state.log.filter((entry) => entry.action.type === 'MAKE_MOVE' && entry.action.payload.playerID === String(seat)).length;
    const decision = isUndealt(G) ? DEAL_MOVE : `${G.decisions} ${JSON.stringify(G.decision)}`;
    if (processed < sent && decision === answered) return;
    if (isUndealt(G) && seat !== 0) return;
    sent = processed + 1;
    answered = decision;
    if (isUndealt(G)) client.moves[DEAL_MOVE]!();
    else {
      const actions = G.decision?.actions ?? [];
      // `at` names the decision this action answers: the engine refuses it if the game has moved on.
      client.moves[ACT_MOVE]!({ ...actions[nextInt(rng, actions.length)]!, at: G.decisions });
    }
  });
  client.start();
  clients.push(client);
}

const finished = await new Promise<unknown>((resolve) => clients[0]!.subscribe((state) => state?.ctx.gameover !== undefined && resolve(state.ctx.gameover)));
const words = wordsFor(engine as Game<BaseConfig, unknown, BaseAction, unknown, unknown>, locale);
const seen = clients[0]!.getState()!.G as { log: never[] };
console.log(`${engine.name}, ${players} players, match ${matchID}: ${seen.log.length} log entries seen by seat 0; the last five:`);
for (const entry of seen.log.slice(-5)) console.log(`  ${words.narrate(seen as never, entry).text}`);
console.log(`Outcome: ${JSON.stringify(finished)}`);
for (const client of clients) client.stop();
local?.stop();
