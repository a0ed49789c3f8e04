import { cleanPlayerName, playerNameKey } from '../core/words/player-names.js';
import { keyedRateLimit, type RateLimitOptions } from './rate-limit.js';

/**
 * The bounds on boardgame.io's lobby REST API behind `createServer`: every route is checked
 * before boardgame.io's handler reads anything (boardgame.io 0.50 takes any `playerID` — also
 * `"__proto__"` — and any name, data and number of matches).
 */
export interface LobbyLimits {
  /** The largest request body, in bytes (a POST must say its length). */
  readonly bodyBytes: number;
  /** The largest `setupData` or player `data`, as JSON, in characters. */
  readonly dataBytes: number;
  /** The most matches the server holds; a create past it is refused (503) until matches expire. */
  readonly maxMatches: number;
  /** A match nobody joined is removed this long after it was made (milliseconds). */
  readonly unjoinedMs: number;
  /** A match nobody moved in for this long is removed as abandoned (milliseconds). */
  readonly idleMs: number;
  /** A finished match is removed this long after its last move (milliseconds). */
  readonly finishedMs: number;
}

/** The default lobby bounds: 4 KiB bodies, 1 KiB data, 1,000 matches, unjoined 15 min, idle 24 h, finished 1 h. */
export const DEFAULT_LOBBY_LIMITS: LobbyLimits = {
  bodyBytes: 4_096,
  dataBytes: 1_024,
  maxMatches: 1_000,
  unjoinedMs: 15 * 60_000,
  idleMs: 24 * 3_600_000,
  finishedMs: 3_600_000,
};

/** Why the lobby refused a request: a stable code, with the HTTP status it answers. */
export type LobbyRefusalCode =
  | 'RATE_LIMITED'
  | 'TOO_LARGE'
  | 'LENGTH_REQUIRED'
  | 'NOT_JSON'
  | 'UNKNOWN_FIELD'
  | 'BAD_FIELD'
  | 'NO_SUCH_GAME'
  | 'NO_SUCH_MATCH'
  | 'NO_SUCH_SEAT'
  | 'BAD_NAME'
  | 'NAME_TAKEN'
  | 'TOO_MANY_MATCHES';

const STATUS: Readonly<Record<LobbyRefusalCode, number>> = {
  RATE_LIMITED: 429,
  TOO_LARGE: 413,
  LENGTH_REQUIRED: 411,
  NOT_JSON: 415,
  UNKNOWN_FIELD: 400,
  BAD_FIELD: 400,
  NO_SUCH_GAME: 404,
  NO_SUCH_MATCH: 404,
  NO_SUCH_SEAT: 404,
  BAD_NAME: 400,
  NAME_TAKEN: 409,
  TOO_MANY_MATCHES: 503,
};

/** A match's metadata as the guard reads it (boardgame.io's `MatchMetadata`). */
interface Metadata {
  readonly players: Readonly<Record<string, { readonly name?: unknown }>>;
  readonly createdAt?: number;
  readonly updatedAt?: number;
  readonly gameover?: unknown;
}

/** boardgame.io's storage, as the guard uses it (every method may answer a promise). */
export interface LobbyStorage {
  fetch(matchID: string, opts: { metadata: true }): { metadata?: Metadata } | Promise<{ metadata?: Metadata }>;
  listMatches(opts?: object): string[] | Promise<string[]>;
  wipe(matchID: string): void | Promise<void>;
}

/** The part of a Koa context the guard reads and answers through. */
export interface LobbyContext {
  readonly method: string;
  readonly path: string;
  readonly ip: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly request: { body?: unknown; readonly length?: number | undefined; readonly type: string };
  status: number;
  body: unknown;
}

type Next = () => Promise<unknown>;

/** A refused request. */
class LobbyRefusal extends Error {
  constructor(
    readonly code: LobbyRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (code: LobbyRefusalCode, message: string): never => {
  throw new LobbyRefusal(code, message);
};

/** The fields each POST route takes; anything else is named and refused. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  create: ['numPlayers', 'setupData', 'unlisted'],
  join: ['playerID', 'playerName', 'data'],
  leave: ['playerID', 'credentials'],
  playAgain: ['playerID', 'credentials', 'unlisted', 'numPlayers', 'setupData'],
  update: ['playerID', 'credentials', 'newName', 'data'],
  rename: ['playerID', 'credentials', 'newName', 'data'],
};

/** The query keys of the match list. */
const LIST_QUERY = ['isGameover', 'updatedBefore', 'updatedAfter'];

/** A game the lobby serves: its name and player counts. */
export interface LobbyGame {
  readonly name?: string | undefined;
  readonly minPlayers?: number | undefined;
  readonly maxPlayers?: number | undefined;
}

/** How the guard is set up. */
export interface LobbyGuardOptions {
  readonly games: readonly LobbyGame[];
  readonly db: LobbyStorage;
  readonly limits: LobbyLimits;
  /** The longest credentials and match ID, as the sockets take them. */
  readonly credentialsLength: number;
  readonly matchIdLength: number;
  /** Lobby requests per address (default 10 a second, bursts of 20). */
  readonly rate: RateLimitOptions;
  /** New matches (create, playAgain) per address (default one every 6 s, bursts of 10). */
  readonly createRate: RateLimitOptions;
}

/** The lobby guard: a Koa middleware in front of every route, a check per route after its body is read, and the sweep that expires matches. */
export interface LobbyGuard {
  /** Runs before everything on the HTTP server: the rate per address and the body's size and type. */
  front(ctx: LobbyContext, next: Next): Promise<void>;
  /** Checks one route's request (run after boardgame.io's body parser, before its handler). */
  route(name: string): (ctx: LobbyContext, next: Next) => Promise<void>;
  /** Removes expired matches; resolves with how many. */
  sweep(now?: number): Promise<number>;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
const shown = (value: unknown): string => String(JSON.stringify(value) ?? String(value)).slice(0, 40);

/** Makes the lobby guard of a server. */
export function lobbyGuard(options: LobbyGuardOptions): LobbyGuard {
  const { db, limits } = options;
  const requests = keyedRateLimit(options.rate);
  const creates = keyedRateLimit(options.createRate);

  const gameOf = (ctx: LobbyContext): LobbyGame => {
    const name = ctx.params?.name;
    const game = options.games.find((g) => g.name === name);
    return game ?? refuse('NO_SUCH_GAME', `There is no game ${shown(name)} here.`);
  };

  const metadataOf = async (ctx: LobbyContext): Promise<Metadata> => {
    const id = ctx.params?.id ?? '';
    if (id.length === 0 || id.length > options.matchIdLength || !/^[\w-]+$/.test(id)) refuse('NO_SUCH_MATCH', 'There is no such match.');
    const { metadata } = await db.fetch(id, { metadata: true });
    return metadata ?? refuse('NO_SUCH_MATCH', 'There is no such match.');
  };

  /** The seat a `playerID` names: a seat number of this match, never a property name. */
  const seatOf = (value: unknown, metadata: Metadata): string => {
    const id = typeof value === 'number' ? String(value) : value;
    if (typeof id !== 'string' || !/^(0|[1-9]\d{0,2})$/.test(id) || !Object.hasOwn(metadata.players, id))
      refuse('NO_SUCH_SEAT', `playerID is a seat number of this match (0 to ${Object.keys(metadata.players).length - 1}), not ${shown(value)}.`);
    return id as string;
  };

  const credentials = (value: unknown): void => {
    if (typeof value !== 'string' || value.length === 0 || value.length > options.credentialsLength)
      refuse('BAD_FIELD', `credentials is the text the join answered (at most ${options.credentialsLength} characters).`);
  };

  const data = (value: unknown, field: string): void => {
    if (value === undefined) return;
    const text = JSON.stringify(value);
    if (text === undefined || text.length > limits.dataBytes) refuse('BAD_FIELD', `${field} is JSON of at most ${limits.dataBytes} characters.`);
    if (/"(__proto__|constructor|prototype)"\s*:/.test(text)) refuse('BAD_FIELD', `${field} may not have a field named __proto__, constructor or prototype.`);
  };

  const numPlayers = (value: unknown, game: LobbyGame): void => {
    if (value === undefined) return;
    const n = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
    if (!Number.isInteger(n) || (n as number) < (game.minPlayers ?? 1) || (n as number) > (game.maxPlayers ?? 9))
      refuse('BAD_FIELD', `numPlayers is a whole number from ${game.minPlayers ?? 1} to ${game.maxPlayers ?? 9}, not ${shown(value)}.`);
  };

  const unlisted = (value: unknown): void => {
    if (value !== undefined && typeof value !== 'boolean') refuse('BAD_FIELD', 'unlisted is true or false.');
  };

  /** A name for the seat: cleaned as the table server cleans names, and unlike every other name at the match. */
  const nameFor = (value: unknown, metadata: Metadata, seat: string | null): string => {
    const name =
      cleanPlayerName(value) ?? refuse('BAD_NAME', 'A name is 1 to 24 characters with a letter or a digit (control and format characters are removed).');
    const key = playerNameKey(name);
    for (const [other, player] of Object.entries(metadata.players)) {
      if (other !== seat && typeof player.name === 'string' && playerNameKey(player.name) === key)
        refuse('NAME_TAKEN', `Another seat of this match is called ${shown(player.name)}.`);
    }
    return name;
  };

  /** Room for one more match: the cap (after expiring what is due) and the address's rate of new matches. */
  const roomForMatch = async (ctx: LobbyContext): Promise<void> => {
    if (!creates.take(ctx.ip)) refuse('RATE_LIMITED', 'Too many new matches from this address: wait a while.');
    if ((await db.listMatches({})).length < limits.maxMatches) return;
    await sweep();
    if ((await db.listMatches({})).length >= limits.maxMatches) refuse('TOO_MANY_MATCHES', 'The server holds as many matches as it may: try again later.');
  };

  const body = (ctx: LobbyContext, route: string): Record<string, unknown> => {
    const value = ctx.request.body ?? {};
    if (!isPlain(value)) return refuse('NOT_JSON', 'The body is a JSON object.');
    const allowed = FIELDS[route]!;
    for (const key of Object.keys(value)) if (!allowed.includes(key)) refuse('UNKNOWN_FIELD', `${route} takes ${allowed.join(', ')}; not ${shown(key)}.`);
    return value;
  };

  const checks: Readonly<Record<string, (ctx: LobbyContext) => Promise<void>>> = {
    games: async (ctx) => noQuery(ctx),
    list: async (ctx) => {
      gameOf(ctx);
      for (const [key, value] of Object.entries(ctx.query)) {
        if (!LIST_QUERY.includes(key)) refuse('UNKNOWN_FIELD', `The match list takes ${LIST_QUERY.join(', ')}; not ${shown(key)}.`);
        if (typeof value !== 'string' || value.length > 20) refuse('BAD_FIELD', `${key} is one short value.`);
      }
    },
    get: async (ctx) => {
      gameOf(ctx);
      noQuery(ctx);
      await metadataOf(ctx);
    },
    create: async (ctx) => {
      const game = gameOf(ctx);
      const fields = body(ctx, 'create');
      numPlayers(fields.numPlayers, game);
      data(fields.setupData, 'setupData');
      unlisted(fields.unlisted);
      await roomForMatch(ctx);
    },
    join: async (ctx) => {
      gameOf(ctx);
      const fields = body(ctx, 'join');
      const metadata = await metadataOf(ctx);
      const seat = fields.playerID === undefined || fields.playerID === null ? null : seatOf(fields.playerID, metadata);
      if (seat !== null) fields.playerID = seat;
      fields.playerName = nameFor(fields.playerName, metadata, seat);
      data(fields.data, 'data');
    },
    leave: async (ctx) => {
      gameOf(ctx);
      const fields = body(ctx, 'leave');
      fields.playerID = seatOf(fields.playerID, await metadataOf(ctx));
      credentials(fields.credentials);
    },
    playAgain: async (ctx) => {
      const game = gameOf(ctx);
      const fields = body(ctx, 'playAgain');
      fields.playerID = seatOf(fields.playerID, await metadataOf(ctx));
      credentials(fields.credentials);
      numPlayers(fields.numPlayers, game);
      data(fields.setupData, 'setupData');
      unlisted(fields.unlisted);
      await roomForMatch(ctx);
    },
    update: async (ctx) => updateCheck(ctx, 'update'),
    rename: async (ctx) => updateCheck(ctx, 'rename'),
  };

  const updateCheck = async (ctx: LobbyContext, route: string): Promise<void> => {
    gameOf(ctx);
    const fields = body(ctx, route);
    const metadata = await metadataOf(ctx);
    const seat = seatOf(fields.playerID, metadata);
    fields.playerID = seat;
    credentials(fields.credentials);
    if (fields.newName !== undefined) fields.newName = nameFor(fields.newName, metadata, seat);
    data(fields.data, 'data');
  };

  const answer = async (ctx: LobbyContext, run: () => Promise<unknown>): Promise<void> => {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof LobbyRefusal)) throw error;
      ctx.status = STATUS[error.code];
      ctx.body = { error: { code: error.code, message: error.message } };
    }
  };

  const sweep = async (now = Date.now()): Promise<number> => {
    let removed = 0;
    for (const id of await db.listMatches({})) {
      const { metadata } = await db.fetch(id, { metadata: true });
      if (metadata === undefined) continue;
      const joined = Object.values(metadata.players).some((player) => typeof player.name === 'string');
      const created = metadata.createdAt ?? 0;
      const updated = metadata.updatedAt ?? created;
      const due =
        (!joined && now - created >= limits.unjoinedMs) || now - updated >= limits.idleMs || (metadata.gameover != null && now - updated >= limits.finishedMs);
      if (due) {
        await db.wipe(id);
        removed++;
      }
    }
    return removed;
  };

  return {
    front: (ctx, next) =>
      answer(ctx, async () => {
        if (!requests.take(ctx.ip)) refuse('RATE_LIMITED', 'Too many lobby requests from this address: slow down.');
        if (ctx.method === 'POST') {
          const length = ctx.request.length;
          if (length === undefined) refuse('LENGTH_REQUIRED', 'A lobby request says its length (Content-Length).');
          if ((length as number) > limits.bodyBytes) refuse('TOO_LARGE', `A lobby request has at most ${limits.bodyBytes} bytes.`);
          if ((length as number) > 0 && ctx.request.type !== 'application/json')
            refuse('NOT_JSON', 'A lobby request is JSON (Content-Type: application/json).');
        }
        await next();
      }),
    route: (name) => (ctx, next) =>
      answer(ctx, async () => {
        await checks[name]!(ctx);
        await next();
      }),
    sweep,
  };
}

function noQuery(ctx: LobbyContext): void {
  const key = Object.keys(ctx.query)[0];
  if (key !== undefined) refuse('UNKNOWN_FIELD', `This route takes no query; not ${shown(key)}.`);
}

/** The lobby route a boardgame.io path names (as `configureRouter` registers them), or null. */
export function lobbyRoute(method: 'get' | 'post', path: string): string | null {
  if (method === 'get') return path === '/games' ? 'games' : path === '/games/:name' ? 'list' : path === '/games/:name/:id' ? 'get' : null;
  if (path === '/games/:name/create') return 'create';
  const match = /^\/games\/:name\/:id\/(join|leave|playAgain|update|rename)$/.exec(path);
  return match === null ? null : match[1]!;
}
