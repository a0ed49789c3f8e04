/**
 * The checks the guarded transport makes on every message a socket sends to boardgame.io's
 * server, before boardgame.io sees it. Pure functions of the message, the socket's own binding
 * and the limits: nothing here depends on a game's state, so a refusal tells a client nothing
 * it did not send.
 */

/** Why a socket message was refused (stable codes). */
export type SocketRefusalCode =
  | 'UNKNOWN_EVENT'
  | 'MALFORMED_MESSAGE'
  | 'TOO_LARGE'
  | 'RATE_LIMITED'
  | 'NO_SUCH_MATCH'
  | 'UNAUTHORIZED'
  | 'NOT_SYNCED'
  | 'OTHER_SEAT'
  | 'FORBIDDEN_ACTION'
  | 'UNKNOWN_MOVE'
  | 'CHAT_OFF';

/** A refused message: a stable code and a sentence for the developer of the client. */
export interface SocketProblem {
  readonly code: SocketRefusalCode;
  readonly message: string;
}

/** What a socket is bound to after an accepted `sync`: the match and the seat (null: a spectator). */
export interface SocketBinding {
  readonly matchID: string;
  readonly playerID: string | null;
}

/** The bounds on what a socket may send. */
export interface SocketLimits {
  /** The longest match ID accepted (characters). */
  readonly matchIdLength: number;
  /** The longest credentials string accepted (characters). */
  readonly credentialsLength: number;
  /** The most bytes one move's arguments may take as JSON. */
  readonly moveBytes: number;
  /** The most bytes one chat message's payload may take as JSON; 0 turns chat off. */
  readonly chatBytes: number;
}

/** A `sync` the guard accepts: boardgame.io's arguments, checked. */
export interface SyncRequest {
  readonly matchID: string;
  readonly playerID: string | null;
  readonly credentials: string | undefined;
}

const problem = (code: SocketRefusalCode, message: string): SocketProblem => ({ code, message });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const SEAT_ID = /^(0|[1-9][0-9]?)$/;

/** Names the keys of `value` that are not in `known`, or null when there are none. */
function unknownKeys(value: Record<string, unknown>, known: readonly string[], where: string): SocketProblem | null {
  const extra = Object.keys(value).filter((key) => !known.includes(key));
  return extra.length === 0
    ? null
    : problem(
        'MALFORMED_MESSAGE',
        `${where} has unknown ${extra.length === 1 ? 'key' : 'keys'} ${extra.map((key) => JSON.stringify(key)).join(', ')} (known: ${known.join(', ')}).`,
      );
}

function checkMatchID(matchID: unknown, limits: SocketLimits): SocketProblem | null {
  if (typeof matchID !== 'string' || matchID.length === 0) return problem('MALFORMED_MESSAGE', 'The match ID must be a non-empty string.');
  if (matchID.length > limits.matchIdLength) return problem('TOO_LARGE', `The match ID is longer than ${limits.matchIdLength} characters.`);
  return null;
}

function checkCredentials(credentials: unknown, limits: SocketLimits): SocketProblem | null {
  if (credentials !== undefined && credentials !== null && typeof credentials !== 'string')
    return problem('MALFORMED_MESSAGE', 'Credentials must be a string.');
  if (typeof credentials === 'string' && credentials.length > limits.credentialsLength)
    return problem('TOO_LARGE', `The credentials are longer than ${limits.credentialsLength} characters.`);
  return null;
}

/** The seat a socket acts as on `matchID`: the one it synced with that seat's credentials; an unsynced socket or a spectator's acts as none. */
function boundSeat(binding: SocketBinding | undefined, matchID: string, doing: 'send moves' | 'chat'): string | SocketProblem {
  if (binding === undefined || binding.matchID !== matchID)
    return problem('NOT_SYNCED', `Sync this match on this socket (with the seat's credentials) before you ${doing}.`);
  if (binding.playerID === null) return problem('OTHER_SEAT', `A spectator's socket does not ${doing}.`);
  return binding.playerID;
}

/** Checks `sync(matchID, playerID, credentials, numPlayers)`; the match's existence and the credentials are checked against storage afterwards. */
export function checkSync(args: readonly unknown[], limits: SocketLimits): SyncRequest | SocketProblem {
  if (args.length < 1 || args.length > 4) return problem('MALFORMED_MESSAGE', 'sync takes (matchID, playerID, credentials, numPlayers).');
  const [matchID, playerID, credentials] = args;
  const bad = checkMatchID(matchID, limits) ?? checkCredentials(credentials, limits);
  if (bad) return bad;
  if (playerID !== undefined && playerID !== null && (typeof playerID !== 'string' || !SEAT_ID.test(playerID)))
    return problem('MALFORMED_MESSAGE', 'The playerID must be a seat number as a string ("0", "1", …), or null for a spectator.');
  return {
    matchID: matchID as string,
    playerID: (playerID as string | undefined) ?? null,
    credentials: (credentials as string | null | undefined) ?? undefined,
  };
}

/**
 * Checks `update(action, stateID, matchID, playerID)` against the socket's binding and gives the
 * action boardgame.io may run: a `MAKE_MOVE` of one of the game's moves, by the seat the socket
 * synced as, rebuilt from its known fields. Every other action type — `GAME_EVENT`, `UNDO`,
 * `REDO`, `PLUGIN`, and `UPDATE`, `SYNC`, `RESET`, `PATCH`, which boardgame.io's server would
 * apply to the stored state as they come — is refused.
 */
export function checkUpdate(
  args: readonly unknown[],
  binding: SocketBinding | undefined,
  moves: readonly string[],
  limits: SocketLimits,
): readonly unknown[] | SocketProblem {
  if (args.length !== 4) return problem('MALFORMED_MESSAGE', 'update takes (action, stateID, matchID, playerID).');
  const [action, stateID, matchID, playerID] = args;
  const badMatch = checkMatchID(matchID, limits);
  if (badMatch) return badMatch;
  const seat = boundSeat(binding, matchID as string, 'send moves');
  if (typeof seat !== 'string') return seat;
  if (playerID !== seat) return problem('OTHER_SEAT', `This socket plays seat ${seat}; it may not send for another.`);
  if (!Number.isSafeInteger(stateID) || (stateID as number) < 0) return problem('MALFORMED_MESSAGE', 'The stateID must be a non-negative integer.');
  if (!isRecord(action)) return problem('MALFORMED_MESSAGE', 'The action must be an object.');
  if (action.type !== 'MAKE_MOVE')
    return problem(
      'FORBIDDEN_ACTION',
      `Only moves are accepted: boardgame.io's ${JSON.stringify(String(action.type)).slice(0, 40)} actions are refused (the engine decides turns, stages and the end).`,
    );
  const actionKeys = unknownKeys(action, ['type', 'payload'], 'The action');
  if (actionKeys) return actionKeys;
  const payload = action.payload;
  if (!isRecord(payload)) return problem('MALFORMED_MESSAGE', "The move's payload must be an object.");
  const payloadKeys = unknownKeys(payload, ['type', 'args', 'playerID', 'credentials'], "The move's payload");
  if (payloadKeys) return payloadKeys;
  if (typeof payload.type !== 'string' || !moves.includes(payload.type)) return problem('UNKNOWN_MOVE', `The move must be one of ${moves.join(', ')}.`);
  if (payload.playerID !== seat) return problem('OTHER_SEAT', `This socket plays seat ${seat}; the move names another seat.`);
  const badCredentials = checkCredentials(payload.credentials, limits);
  if (badCredentials) return badCredentials;
  const moveArgs = payload.args === undefined || payload.args === null ? [] : payload.args;
  if (!Array.isArray(moveArgs) || moveArgs.length > 1) return problem('MALFORMED_MESSAGE', 'A move takes at most one argument, in an array.');
  if (jsonBytes(moveArgs) > limits.moveBytes) return problem('TOO_LARGE', `A move's arguments may take at most ${limits.moveBytes} bytes.`);
  const clean = { type: 'MAKE_MOVE', payload: { type: payload.type, args: moveArgs, playerID: seat, credentials: payload.credentials } };
  return [clean, stateID, matchID, playerID];
}

/** Checks `chat(matchID, { id, sender, payload }, credentials)`: from the socket's own seat, within the size bound. */
export function checkChat(args: readonly unknown[], binding: SocketBinding | undefined, limits: SocketLimits): readonly unknown[] | SocketProblem {
  if (limits.chatBytes === 0) return problem('CHAT_OFF', 'Chat is off on this server.');
  if (args.length !== 3) return problem('MALFORMED_MESSAGE', 'chat takes (matchID, message, credentials).');
  const [matchID, message, credentials] = args;
  const bad = checkMatchID(matchID, limits) ?? checkCredentials(credentials, limits);
  if (bad) return bad;
  const seat = boundSeat(binding, matchID as string, 'chat');
  if (typeof seat !== 'string') return seat;
  if (!isRecord(message)) return problem('MALFORMED_MESSAGE', 'A chat message must be an object.');
  const keys = unknownKeys(message, ['id', 'sender', 'payload'], 'The chat message');
  if (keys) return keys;
  if (message.sender !== seat) return problem('OTHER_SEAT', `This socket plays seat ${seat}; it may not chat as another.`);
  if (typeof message.id !== 'string' || message.id.length > limits.matchIdLength)
    return problem('MALFORMED_MESSAGE', 'A chat message needs a short string id.');
  if (jsonBytes(message.payload ?? null) > limits.chatBytes) return problem('TOO_LARGE', `A chat message may take at most ${limits.chatBytes} bytes.`);
  return [matchID, { id: message.id, sender: seat, payload: message.payload ?? null }, credentials];
}

/** The size of a value as JSON in UTF-16 code units (an upper bound that is cheap to take); Infinity when it is not JSON. */
function jsonBytes(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? Infinity;
  } catch {
    return Infinity;
  }
}
