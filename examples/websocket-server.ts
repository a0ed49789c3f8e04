/**
 * A minimal authoritative Tortuga 1667 server over WebSocket (package `ws`): the server keeps
 * the state, each connection is bound to one seat (`?seat=K`), clients send actions and get
 * their own view back after every change; bad input is answered with the RuleViolation's code,
 * rule and message, and changes nothing; a seat that reconnects gets its current view.
 *
 * Run it (`node --import tsx examples/websocket-server.ts`) and it also starts four bot clients
 * that play a whole game against it — one sends a forged action and one drops its connection
 * and comes back — then prints what happened and stops.
 */
import { WebSocket, WebSocketServer } from 'ws';
import { nextInt, seedRng, tortuga1667, type T1667Action, type T1667State, type T1667View } from '../src/index.js';

/** Messages from the server. */
type ServerMessage = { readonly kind: 'view'; readonly view: T1667View } | { readonly kind: 'rejected'; readonly code: string; readonly rule?: string; readonly message: string };

/** Starts a server for one game; resolves with its port once it listens. */
export function startServer(players: number, seed: string): Promise<{ port: number; close: () => void; state: () => T1667State }> {
  let state = tortuga1667.setup({ players, seed });
  const seats = new Map<number, WebSocket>();
  const wss = new WebSocketServer({ port: 0 });
  const send = (socket: WebSocket, message: ServerMessage): void => socket.send(JSON.stringify(message));
  const broadcast = (): void => {
    for (const [seat, socket] of seats) send(socket, { kind: 'view', view: tortuga1667.viewFor(state, seat) });
  };

  wss.on('connection', (socket, request) => {
    const seat = Number(new URL(request.url ?? '/', 'http://localhost').searchParams.get('seat'));
    if (!Number.isInteger(seat) || seat < 0 || seat >= players) {
      socket.close(1008, 'unknown seat');
      return;
    }
    seats.set(seat, socket); // a reconnect replaces the old connection of that seat
    send(socket, { kind: 'view', view: tortuga1667.viewFor(state, seat) });
    socket.on('message', (data) => {
      let input: unknown;
      try {
        input = JSON.parse(String(data));
      } catch {
        send(socket, { kind: 'rejected', code: 'MALFORMED_ACTION', message: 'Send an action as JSON.' });
        return;
      }
      // The seat comes from the connection, never from the message.
      const action = typeof input === 'object' && input !== null ? { ...input, player: seat } : input;
      const problem = tortuga1667.validate(state, action);
      if (problem) {
        send(socket, { kind: 'rejected', code: problem.code, ...(problem.rule === undefined ? {} : { rule: problem.rule }), message: problem.message });
        return;
      }
      state = tortuga1667.apply(state, action as T1667Action);
      broadcast();
    });
    socket.on('close', () => {
      if (seats.get(seat) === socket) seats.delete(seat);
    });
  });

  return new Promise((resolve) => {
    wss.on('listening', () => {
      const address = wss.address();
      resolve({ port: typeof address === 'object' && address !== null ? address.port : 0, close: () => wss.close(), state: () => state });
    });
  });
}

/** A bot client: answers its own decisions with a random legal action. Resolves when the game is over. */
function botClient(port: number, seat: number, events: string[], options: { forge?: boolean; dropAfter?: number } = {}): Promise<void> {
  const rng = seedRng(`client-${seat}`);
  let moves = 0;
  let forged = false;
  return new Promise((resolve) => {
    const connect = (): void => {
      const socket = new WebSocket(`ws://localhost:${port}/?seat=${seat}`);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as ServerMessage;
        if (message.kind === 'rejected') {
          // A bot may answer twice while a simultaneous vote is collected; only the forgery is news.
          if (options.forge && events.every((line) => !line.startsWith(`seat ${seat}: rejected`))) {
            events.push(`seat ${seat}: rejected ${message.code}${message.rule ? ` (${message.rule})` : ''} — ${message.message}`);
          }
          return;
        }
        const { view } = message;
        if (view.outcome !== null) {
          socket.close();
          resolve();
          return;
        }
        const actions = view.decision?.actions ?? [];
        if (actions.length === 0) return;
        if (options.forge && !forged) {
          forged = true;
          socket.send(JSON.stringify({ type: 'reveal', slot: 7 })); // there is no slot 7
        }
        if (options.dropAfter !== undefined && moves === options.dropAfter) {
          moves++;
          events.push(`seat ${seat}: dropped its connection and reconnects`);
          socket.close();
          setTimeout(connect, 10);
          return;
        }
        moves++;
        socket.send(JSON.stringify(actions[nextInt(rng, actions.length)]));
      });
    };
    connect();
  });
}

/** Plays a whole game through the server with bot clients; returns what happened. */
export async function demoGame(seed = 'websocket-demo'): Promise<{ events: string[]; outcome: string }> {
  const players = 4;
  const server = await startServer(players, seed);
  const events: string[] = [];
  await Promise.all(Array.from({ length: players }, (_, seat) => botClient(server.port, seat, events, { forge: seat === 1, dropAfter: seat === 2 ? 3 : undefined })));
  const outcome = server.state().outcome!;
  server.close();
  return { events, outcome: `${outcome.winner} win (seats ${outcome.winners.join(', ')}) after ${server.state().decisions} decisions` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { events, outcome } = await demoGame();
  for (const line of events) console.log(line);
  console.log(`Game over: ${outcome}`);
}
