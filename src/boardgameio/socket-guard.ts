import { rateLimit, type RateLimitOptions } from './rate-limit.js';
import { checkChat, checkSync, checkUpdate, type SocketBinding, type SocketLimits, type SocketProblem, type SocketRefusalCode } from './socket-messages.js';

/** A refused socket message, as `onRefused` of createServer gets it (and the client, as a `refused` event). */
export interface SocketRefusal {
  /** The event the socket sent (`sync`, `update`, `chat`, or anything else). */
  readonly event: string;
  /** Why: a stable code. */
  readonly code: SocketRefusalCode;
  /** A sentence for the client's developer (it names only what the socket sent). */
  readonly message: string;
  /** The match and seat the socket is bound to, if it synced one. */
  readonly binding: SocketBinding | null;
}

/** What the socket guard needs of boardgame.io's server: its storage and its credentials check (`app.context`). */
export interface GuardContext {
  readonly db: { fetch(matchID: string, opts: { metadata: true }): unknown };
  readonly auth: { authenticateCredentials(args: { playerID: string; credentials: string | undefined; metadata: unknown }): boolean | Promise<boolean> };
}

/** The socket.io pieces the guard uses (a namespace and its sockets), typed structurally. */
export interface GuardNamespace {
  use(fn: (socket: GuardSocket, next: (error?: Error) => void) => void): unknown;
}

/** One socket.io socket, as the guard uses it. */
export interface GuardSocket {
  /** The client's address (socket.io's `handshake.address`). */
  readonly handshake: { readonly address: string };
  on(event: 'disconnect', listener: () => void): unknown;
  use(fn: (packet: unknown[], next: (error?: Error) => void) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(close?: boolean): unknown;
}

/** How the guard treats sockets: the bounds, the rate and what to tell the operator. */
export interface GuardOptions {
  readonly limits: SocketLimits;
  readonly rate: RateLimitOptions;
  /** Refusals in a row after which the socket is disconnected. */
  readonly maxRefusals: number;
  readonly onRefused?: ((refusal: SocketRefusal) => void) | undefined;
  /** Open sockets by client address, shared by every namespace of the server, and the most one address may hold. */
  readonly connections: { readonly open: Map<string, number>; readonly max: number };
}

/**
 * Puts the guard in front of one game's socket namespace: every message a socket sends is
 * checked (in the order sent) before boardgame.io's handlers see it. A `sync` must name an
 * existing match, and a seat only with that seat's credentials; it binds the socket to the
 * match and the seat. An `update` must be a move of the game by the bound seat, on the bound
 * match; a `chat` comes from the bound seat. Anything else, and anything over the size or the
 * rate, is dropped with a `refused` event to the socket; a socket that keeps sending refused
 * messages is disconnected.
 */
export function guardNamespace(namespace: GuardNamespace, moves: readonly string[], context: GuardContext, options: GuardOptions): void {
  namespace.use((socket, next) => {
    // Sockets per address: one client opening thousands of sockets is refused before it holds any.
    const { open, max } = options.connections;
    const address = socket.handshake.address;
    const held = open.get(address) ?? 0;
    if (held >= max) return next(new Error(`TOO_MANY_CONNECTIONS: at most ${max} sockets from one address.`));
    open.set(address, held + 1);
    socket.on('disconnect', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    let binding: SocketBinding | undefined;
    let refusalsInARow = 0;
    let queue: Promise<void> = Promise.resolve();
    const limit = rateLimit(options.rate);
    const refuse = (event: string, why: SocketProblem): void => {
      const refusal: SocketRefusal = { event, code: why.code, message: why.message, binding: binding ?? null };
      options.onRefused?.(refusal);
      socket.emit('refused', { event: refusal.event, code: refusal.code, message: refusal.message });
      if (++refusalsInARow >= options.maxRefusals) socket.disconnect(true);
    };
    socket.use((packet, pass) => {
      const event = typeof packet[0] === 'string' ? packet[0].slice(0, 40) : '?';
      if (!limit.take()) return refuse(event, { code: 'RATE_LIMITED', message: 'Too many messages: slow down.' });
      // One message at a time per socket, so that a sync's storage look-up cannot be overtaken by the moves after it.
      queue = queue.then(async () => {
        const verdict = await judge(packet, event);
        if ('code' in verdict) return refuse(event, verdict);
        refusalsInARow = 0;
        packet.splice(1, packet.length - 1, ...verdict.args);
        if (verdict.bind !== undefined) binding = verdict.bind;
        pass();
      });
    });
    const judge = async (packet: unknown[], event: string): Promise<{ args: readonly unknown[]; bind?: SocketBinding } | SocketProblem> => {
      const args = packet.slice(1);
      if (event === 'update') {
        const checked = checkUpdate(args, binding, moves, options.limits);
        return 'code' in checked ? checked : { args: checked };
      }
      if (event === 'chat') {
        const checked = checkChat(args, binding, options.limits);
        return 'code' in checked ? checked : { args: checked };
      }
      if (event !== 'sync') return { code: 'UNKNOWN_EVENT', message: `The server takes sync, update and chat messages, not ${JSON.stringify(event)}.` };
      const request = checkSync(args, options.limits);
      if ('code' in request) return request;
      const { metadata } = (await context.db.fetch(request.matchID, { metadata: true })) as { metadata?: unknown };
      if (metadata === undefined || metadata === null)
        return { code: 'NO_SUCH_MATCH', message: 'No match has this ID (matches are created through the lobby).' };
      if (
        request.playerID !== null &&
        !(await context.auth.authenticateCredentials({ playerID: request.playerID, credentials: request.credentials, metadata }))
      ) {
        return { code: 'UNAUTHORIZED', message: 'A seat syncs with the credentials its player got when joining.' };
      }
      return { args: [request.matchID, request.playerID, request.credentials], bind: { matchID: request.matchID, playerID: request.playerID } };
    };
    next();
  });
}
