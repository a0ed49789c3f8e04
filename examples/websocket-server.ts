/**
 * An authoritative Tortuga 1667 server over WebSocket (package `ws`), written to be a start
 * you could deploy:
 *
 * - the seed is unguessable (`randomSeed`) and never leaves the server while the game runs;
 * - a client joins a free seat with `{ kind: 'join', seat }` and receives a secret token; only
 *   that token resumes the seat later (`{ kind: 'resume', seat, token }`), so nobody can take
 *   over another seat by naming it;
 * - one connection per seat: a resumed connection replaces the old one;
 * - messages are small (a 4 KiB limit; `ws` allows 100 MiB by default), each connection may
 *   send 20 a second in bursts of 40 (over that they are dropped, with one `RATE_LIMITED`
 *   answer, and a connection that keeps flooding is closed), and a connection that does not
 *   identify itself within five seconds is closed;
 * - every game has a decision cap (`maxDecisions`): peeking forever is legal, and a stalled
 *   table must not grow the state without end;
 * - actions carry `at`, the `decisions` count of the view they answer, and the engine
 *   refuses stale ones (a replayed or delayed message) with `STALE_ACTION`;
 * - the seat comes from the connection, never from the message;
 * - views are sent incrementally: after the first, only the log entries since the last view
 *   sent to that connection (`logAfter`), which the client appends.
 *
 * Run it (`node --import tsx examples/websocket-server.ts`) and it also starts four bot
 * clients that play a whole game against it — one sends a forged action, one drops its
 * connection and resumes with its token, one tries to take over a seat without its token —
 * then prints what happened and the game record.
 */
import { timingSafeEqual } from 'node:crypto';
import { WebSocket, WebSocketServer } from 'ws';
import {
  makeRecord,
  nextInt,
  randomSeed,
  rateLimit,
  seedRng,
  tortuga1667,
  type GameRecord,
  type RateLimitOptions,
  type T1667Action,
  type T1667Config,
  type T1667State,
  type T1667View,
} from 'tortuga-rules';

/** Messages a client sends. */
export type ClientMessage =
  | { readonly kind: 'join'; readonly seat: number }
  | { readonly kind: 'resume'; readonly seat: number; readonly token: string }
  | { readonly kind: 'act'; readonly action: unknown };

/** Messages the server sends. */
export type ServerMessage =
  | { readonly kind: 'welcome'; readonly seat: number; readonly token: string }
  | { readonly kind: 'view'; readonly view: T1667View; readonly full: boolean }
  | { readonly kind: 'rejected'; readonly code: string; readonly rule?: string; readonly message: string };

/** The largest message a client may send, in bytes. */
export const MAX_MESSAGE = 4096;
/** How long a new connection has to join or resume, in milliseconds. */
export const HELLO_TIMEOUT = 5000;
/** The most decisions a game may take before the engine ends it (T67-OPT-CAP): real games take a few hundred. */
export const MAX_DECISIONS = 5000;
/** Messages a connection may send: 20 a second, bursts of 40. */
export const RATE: RateLimitOptions = { perSecond: 20, burst: 40 };
/** Messages over the rate in a row after which the connection is closed. */
export const MAX_OVER_RATE = 100;

/** A running server for one game. */
export interface GameServer {
  readonly port: number;
  close(): void;
  state(): T1667State;
  /** The game record so far (it holds the seed: keep it secret until the game is over). */
  record(): GameRecord<T1667Config, T1667Action>;
}

interface Seat {
  readonly token: Buffer;
  socket: WebSocket | null;
  /** The `decisions` count of the last view this connection received. */
  sent: number;
}

/** Starts a server for one game of `players`; resolves once it listens on 127.0.0.1. */
export function startServer(players: number, seed: string = randomSeed(), rate: RateLimitOptions = RATE): Promise<GameServer> {
  const config: T1667Config = { players, seed, maxDecisions: MAX_DECISIONS };
  let state = tortuga1667.setup(config);
  const actions: T1667Action[] = [];
  const seats = new Map<number, Seat>();
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: MAX_MESSAGE });
  const send = (socket: WebSocket, message: ServerMessage): void => socket.send(JSON.stringify(message));
  const reject = (socket: WebSocket, code: string, message: string, rule?: string): void =>
    send(socket, { kind: 'rejected', code, message, ...(rule === undefined ? {} : { rule }) });

  /** The seat's view: the whole view the first time, then only the log entries since the last one sent. */
  const sendView = (seat: number, entry: Seat): void => {
    if (entry.socket === null) return;
    const full = entry.sent < 0;
    const view = tortuga1667.viewFor(state, seat, full ? {} : { logAfter: entry.sent });
    entry.sent = view.decisions;
    send(entry.socket, { kind: 'view', view, full });
  };

  /** Binds a connection to a seat: a resumed seat's old connection is closed (one per seat). */
  const bind = (socket: WebSocket, seat: number, entry: Seat): void => {
    if (entry.socket !== null && entry.socket !== socket) entry.socket.close(4001, 'replaced by a newer connection');
    entry.socket = socket;
    entry.sent = -1;
    sendView(seat, entry);
  };

  wss.on('connection', (socket) => {
    let seat: number | null = null;
    const hello = setTimeout(() => socket.close(1008, 'identify first'), HELLO_TIMEOUT);
    const limit = rateLimit(rate);
    let overRate = 0;
    socket.on('message', (data) => {
      // A flood costs a counter, not a parse and a game step per message.
      if (!limit.take()) {
        if (++overRate === 1) reject(socket, 'RATE_LIMITED', 'Too many messages: slow down.');
        if (overRate >= MAX_OVER_RATE) socket.close(1008, 'too many messages');
        return;
      }
      overRate = 0;
      let message: Partial<ClientMessage> & Record<string, unknown>;
      try {
        message = JSON.parse(String(data)) as typeof message;
        if (typeof message !== 'object' || message === null) throw new Error('not an object');
      } catch {
        reject(socket, 'MALFORMED_MESSAGE', 'Send one JSON object per message.');
        return;
      }
      if (seat === null) {
        const wanted = message.seat;
        if (!Number.isInteger(wanted) || (wanted as number) < 0 || (wanted as number) >= players) {
          socket.close(1008, 'no such seat');
          return;
        }
        const claimed = seats.get(wanted as number);
        if (message.kind === 'join' && claimed === undefined) {
          const token = Buffer.from(randomSeed(), 'hex');
          const entry: Seat = { token, socket: null, sent: -1 };
          seats.set(wanted as number, entry);
          clearTimeout(hello);
          seat = wanted as number;
          send(socket, { kind: 'welcome', seat, token: token.toString('hex') });
          bind(socket, seat, entry);
          return;
        }
        const given = typeof message.token === 'string' && /^[0-9a-f]{32}$/.test(message.token) ? Buffer.from(message.token, 'hex') : Buffer.alloc(16);
        if (message.kind === 'resume' && claimed !== undefined && timingSafeEqual(given, claimed.token)) {
          clearTimeout(hello);
          seat = wanted as number;
          bind(socket, seat, claimed);
          return;
        }
        socket.close(1008, claimed === undefined ? 'join this seat first' : 'this seat is taken');
        return;
      }
      const entry = seats.get(seat)!;
      if (entry.socket !== socket || message.kind !== 'act') {
        reject(socket, 'MALFORMED_MESSAGE', 'Send { kind: "act", action } with your action.');
        return;
      }
      const input = message.action;
      // The seat comes from the connection; `at` must name the view the action answers.
      if (typeof input !== 'object' || input === null || !('at' in input)) {
        reject(socket, 'STALE_ACTION', 'Name the view your action answers: add "at" (its decisions count).');
        return;
      }
      const { at, ...rest } = input as Record<string, unknown>;
      const action = { ...rest, player: seat } as unknown as T1667Action;
      const problem = tortuga1667.validate(state, { ...action, at });
      if (problem) {
        reject(socket, problem.code, problem.message, problem.rule);
        return;
      }
      state = tortuga1667.apply(state, action);
      actions.push(action);
      for (const [other, seatEntry] of seats) sendView(other, seatEntry);
    });
    socket.on('error', () => socket.terminate()); // e.g. a message over MAX_MESSAGE: ws closes with 1009
    socket.on('close', () => {
      clearTimeout(hello);
      if (seat !== null && seats.get(seat)?.socket === socket) seats.get(seat)!.socket = null;
    });
  });

  return new Promise((resolve) => {
    wss.on('listening', () => {
      const address = wss.address();
      resolve({
        port: typeof address === 'object' && address !== null ? address.port : 0,
        close: () => wss.close(),
        state: () => state,
        record: () => makeRecord(tortuga1667, config, actions, state),
      });
    });
  });
}

/** What a bot client does besides playing. */
interface BotTricks {
  /** Send a forged action once. */
  readonly forge?: boolean;
  /** Drop the connection after this many moves and resume with the token. */
  readonly dropAfter?: number;
  /** After joining, try to take over this seat with a wrong token. */
  readonly hijack?: number;
}

/** A bot client: answers its own decisions with a random legal action from its view. Resolves when the game is over. */
function botClient(port: number, seat: number, events: string[], tricks: BotTricks = {}): Promise<void> {
  const rng = seedRng(`client-${seat}`);
  let token: string | null = null;
  let moves = 0;
  let forged = false;
  let answered = -1;
  let current: WebSocket | null = null;
  return new Promise((resolve) => {
    const connect = (): void => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
      current = socket;
      socket.on('open', () => socket.send(JSON.stringify(token === null ? { kind: 'join', seat } : { kind: 'resume', seat, token })));
      socket.on('message', (data) => {
        if (socket !== current) return; // a connection being dropped may still deliver a view: only the live one counts
        const message = JSON.parse(String(data)) as ServerMessage;
        if (message.kind === 'welcome') {
          token = message.token;
          if (tricks.hijack !== undefined) tryHijack(port, tricks.hijack, events);
          return;
        }
        if (message.kind === 'rejected') {
          if (tricks.forge && message.code !== 'STALE_ACTION')
            events.push(`seat ${seat}: rejected ${message.code}${message.rule ? ` (${message.rule})` : ''} — ${message.message}`);
          return;
        }
        const { view } = message;
        if (view.outcome !== null) {
          socket.close();
          resolve();
          return;
        }
        const actions = view.decision?.actions ?? [];
        if (actions.length === 0 || answered === view.decisions) return;
        if (tricks.forge && !forged) {
          forged = true;
          socket.send(JSON.stringify({ kind: 'act', action: { type: 'reveal', slot: 7, at: view.decisions } })); // there is no slot 7
        }
        if (tricks.dropAfter !== undefined && moves === tricks.dropAfter) {
          moves++;
          events.push(`seat ${seat}: dropped its connection and resumes with its token`);
          current = null;
          socket.close();
          setTimeout(connect, 10);
          return;
        }
        answered = view.decisions;
        moves++;
        socket.send(JSON.stringify({ kind: 'act', action: { ...actions[nextInt(rng, actions.length)]!, at: view.decisions } }));
      });
    };
    connect();
  });
}

/** Tries to take over `seat` (one already joined) by joining it again without its token; reports what the server did. */
function tryHijack(port: number, seat: number, events: string[]): void {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
  socket.on('open', () => socket.send(JSON.stringify({ kind: 'join', seat })));
  socket.on('message', () => events.push(`hijack of seat ${seat}: the server sent something — this must not happen`));
  socket.on('close', (code, reason) => events.push(`hijack of seat ${seat}: refused (${code} ${String(reason)})`));
}

/** Plays a whole game through the server with bot clients; returns what happened. */
export async function demoGame(): Promise<{ events: string[]; outcome: string; record: GameRecord<T1667Config, T1667Action> }> {
  const players = 4;
  // The bots answer at machine speed, far above a person's rate.
  const server = await startServer(players, randomSeed(), { perSecond: 10_000, burst: 10_000 });
  const events: string[] = [];
  await Promise.all(
    Array.from({ length: players }, (_, seat) =>
      botClient(server.port, seat, events, { forge: seat === 1, dropAfter: seat === 2 ? 3 : undefined, hijack: seat === 3 ? 3 : undefined }),
    ),
  );
  const outcome = server.state().outcome!;
  server.close();
  return {
    events,
    outcome: `${outcome.winner} win (seats ${outcome.winners.join(', ')}) after ${server.state().decisions} decisions`,
    record: server.record(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { events, outcome, record } = await demoGame();
  for (const line of events) console.log(line);
  console.log(`Game over: ${outcome}`);
  console.log(`Record: ${record.actions.length} actions, final state hash ${record.finalHash}`);
}
