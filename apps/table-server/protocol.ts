/**
 * The table server's wire protocol: one JSON object per WebSocket message, each way. Every
 * message from a client is checked here before anything else reads it: its size, its kind, every
 * key (an unknown key is named in the refusal, never ignored) and every value's type and range.
 */
import { BOT_LEVELS, cleanPlayerName, DICE_EN, diceWords, MAX_PLAYER_NAME, type BotLevel, type RuleViolation, type TextParam } from 'tortuga-rules';
import { SERVER_EN } from './locales/en.js';
import { TABLE_GAMES, type ClientMessage, type RefusalCode, type ServerMessage, type TableGame } from 'tortuga-rules/client';

// The wire's types are the client library's (`tortuga-rules/client`): both ends speak them from one definition.
export { TABLE_GAMES } from 'tortuga-rules/client';
export type { TableGame, SeatPlan, ClientMessage, ServerMessage, RefusalCode, TableSeat as SeatInfo } from 'tortuga-rules/client';

/** A seat of a new table as the server reads the wire's `SeatPlan`: a person (who joins later) or a bot of a level. */
export type SeatSetup = { readonly kind: 'open' } | { readonly kind: 'bot'; readonly level: BotLevel };

/** A client's message as the server has read it: the wire's, with a new table's seats read (`SeatSetup`). */
export type ReadMessage =
  | Exclude<ClientMessage, { readonly kind: 'create' }>
  | (Omit<Extract<ClientMessage, { readonly kind: 'create' }>, 'seats'> & { readonly seats: readonly SeatSetup[] });

/** The largest message a client may send, in bytes. */
export const MAX_MESSAGE = 8192;
/** The longest player name, in characters. */
export const MAX_NAME = MAX_PLAYER_NAME;
/** Table ids and tokens: lowercase hex of these lengths. */
export const TABLE_ID_LENGTH = 12;
export const TOKEN_LENGTH = 32;

/** A refusal: a stable code, the words' key and parameters (`ui.online.refusal.*` or the engine's), and the message in English. */
export interface Refusal {
  readonly refused: true;
  readonly code: RefusalCode;
  readonly key: string;
  readonly params: Readonly<Record<string, TextParam>>;
  readonly message: string;
  readonly rule?: string;
}

/** The server's own words in English, with the shared ones they use (seat names, lists). */
const ENGLISH = diceWords({ ...DICE_EN, templates: { ...DICE_EN.templates, ...SERVER_EN } });

/** The server's own refusal: `ui.online.refusal.<name>` of the library's app catalogs. */
export function refuse(code: RefusalCode, name: string, params: Readonly<Record<string, TextParam>> = {}): Refusal {
  const key = `ui.online.refusal.${name}`;
  return { refused: true, code, key, params, message: ENGLISH.say(null, key, params).text };
}

/** The engine's refusal of an action or options, as it is: code, rule, key and parameters. */
export function refusalOf(error: RuleViolation): Refusal {
  return {
    refused: true,
    code: error.code,
    key: error.key,
    params: error.params,
    message: error.message,
    ...(error.rule === undefined ? {} : { rule: error.rule }),
  };
}

/** The message that tells a client of a refusal. */
export function rejection({ refused: _refused, ...refusal }: Refusal): ServerMessage {
  return { kind: 'rejected', ...refusal };
}

/** The keys each kind of message may carry. */
const KEYS: Readonly<Record<ClientMessage['kind'], readonly string[]>> = {
  create: ['kind', 'game', 'options', 'seats'],
  join: ['kind', 'table', 'seat', 'name'],
  resume: ['kind', 'table', 'seat', 'token'],
  watch: ['kind', 'table'],
  fill: ['kind', 'table', 'seat', 'level', 'host'],
  act: ['kind', 'action', 'at'],
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isHex = (value: unknown, length: number): value is string => typeof value === 'string' && value.length === length && /^[0-9a-f]+$/.test(value);
const quoted = (value: string): string => JSON.stringify(value.slice(0, 40));

/** A name as shown to the table: `cleanPlayerName`'s (control and format characters removed, trimmed, 1–24 characters with a visible letter or digit). */
function checkName(value: unknown): string | Refusal {
  if (typeof value !== 'string') return refuse('MALFORMED_MESSAGE', 'nameText');
  return cleanPlayerName(value) ?? refuse('MALFORMED_MESSAGE', 'nameLength', { max: MAX_NAME });
}

function checkSeats(value: unknown): SeatSetup[] | Refusal {
  if (!Array.isArray(value) || value.length < 2 || value.length > 9) return refuse('BAD_OPTIONS', 'seatList');
  const plans: SeatSetup[] = [];
  for (const entry of value) {
    if (entry === 'open') plans.push({ kind: 'open' });
    else if (typeof entry === 'string' && (BOT_LEVELS as readonly string[]).includes(entry)) plans.push({ kind: 'bot', level: entry as BotLevel });
    else return refuse('BAD_OPTIONS', 'seatKind', { levels: BOT_LEVELS.join(', '), given: String(JSON.stringify(entry)).slice(0, 40) });
  }
  if (!plans.some((plan) => plan.kind === 'open')) return refuse('BAD_OPTIONS', 'noOpenSeat');
  return plans;
}

/** Reads one message from a client: the message, or why it is refused. */
export function parseClientMessage(text: string): ReadMessage | Refusal {
  if (text.length > MAX_MESSAGE) return refuse('MALFORMED_MESSAGE', 'tooLong', { max: MAX_MESSAGE });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse('MALFORMED_MESSAGE', 'notJson');
  }
  if (!isObject(value)) return refuse('MALFORMED_MESSAGE', 'notJson');
  const kind = value.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(KEYS, kind))
    return refuse('MALFORMED_MESSAGE', 'unknownKind', { kind: typeof kind === 'string' ? quoted(kind) : String(kind), kinds: Object.keys(KEYS).join(', ') });
  const allowed = KEYS[kind as ClientMessage['kind']];
  for (const key of Object.keys(value))
    if (!allowed.includes(key)) return refuse('UNKNOWN_KEY', 'unknownKey', { key: quoted(key), kind, keys: allowed.join(', ') });
  if (kind !== 'create' && kind !== 'act' && !isHex(value.table, TABLE_ID_LENGTH)) return refuse('NO_SUCH_TABLE', 'noSuchTable');
  const seat = value.seat;
  if ((kind === 'join' || kind === 'resume' || kind === 'fill') && !(Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < 9))
    return refuse('MALFORMED_MESSAGE', 'seatNumber');
  switch (kind) {
    case 'create': {
      if (!(TABLE_GAMES as readonly unknown[]).includes(value.game)) return refuse('BAD_OPTIONS', 'game');
      const options = value.options ?? {};
      if (!isObject(options)) return refuse('BAD_OPTIONS', 'optionsObject');
      // Own keys only: {"__proto__": {"timer": true}} is a key named "__proto__", which the engine refuses by name.
      for (const key of ['seed', 'players']) if (Object.hasOwn(options, key)) return refuse('BAD_OPTIONS', 'serverSets', { key });
      const seats = checkSeats(value.seats);
      if ('refused' in seats) return seats;
      return { kind, game: value.game as TableGame, options, seats };
    }
    case 'join': {
      const name = checkName(value.name);
      if (typeof name !== 'string') return name;
      return { kind, table: value.table as string, seat: seat as number, name };
    }
    case 'resume':
      if (!isHex(value.token, TOKEN_LENGTH)) return refuse('BAD_TOKEN', 'badToken');
      return { kind, table: value.table as string, seat: seat as number, token: value.token };
    case 'watch':
      return { kind, table: value.table as string };
    case 'fill':
      if (!(BOT_LEVELS as readonly unknown[]).includes(value.level))
        return refuse('BAD_OPTIONS', 'seatKind', { levels: BOT_LEVELS.join(', '), given: String(JSON.stringify(value.level)).slice(0, 40) });
      if (!isHex(value.host, TOKEN_LENGTH)) return refuse('BAD_TOKEN', 'badHost');
      return { kind, table: value.table as string, seat: seat as number, level: value.level as BotLevel, host: value.host };
    default: {
      if (!isObject(value.action)) return refuse('MALFORMED_MESSAGE', 'actForm');
      if (!Number.isInteger(value.at)) return refuse('STALE_ACTION', 'at');
      return { kind: 'act', action: value.action, at: value.at as number };
    }
  }
}
