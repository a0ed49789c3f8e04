/**
 * The table server's wire protocol (`npm run server`, `apps/table-server`): one JSON object per
 * WebSocket message, each way. The types live here, in the client library, because both ends
 * speak them: the server implements them, `onlineTable` reads and checks every message a server
 * sends before using it.
 */
import type { BotLevel } from '../bots/levels.js';
import type { Patch } from '../core/engine/patch.js';
import type { RuleViolationCode } from '../core/engine/rule-violation.js';
import type { TextParam } from '../core/words/text.js';

/** The games a table can hold, as the wire names them. */
export const TABLE_GAMES = ['1667', 'dice'] as const;

/** A game as the wire names it. */
export type TableGame = (typeof TABLE_GAMES)[number];

/** The bot levels a table seats (the library's `BOT_LEVELS`). */
export type TableBotLevel = BotLevel;

/** What sits in a seat when the table is made, as the wire says it: `'open'` (a person, who joins later) or a bot's level. */
export type SeatPlan = 'open' | TableBotLevel;

/** Messages a client sends. */
export type ClientMessage =
  /** Makes a table: the game, its options (as `setup` takes them, without the seed) and who sits where. */
  | { readonly kind: 'create'; readonly game: TableGame; readonly options: Readonly<Record<string, unknown>>; readonly seats: readonly SeatPlan[] }
  /** Takes an open seat under a name; the answer carries the seat's secret token. */
  | { readonly kind: 'join'; readonly table: string; readonly seat: number; readonly name: string }
  /** Takes the seat back after a dropped connection or a reload, with its token. */
  | { readonly kind: 'resume'; readonly table: string; readonly seat: number; readonly token: string }
  /** Watches a table as a spectator. */
  | { readonly kind: 'watch'; readonly table: string }
  /** The host (with the token `created` gave) seats a bot of a level in a seat nobody took. */
  | { readonly kind: 'fill'; readonly table: string; readonly seat: number; readonly level: TableBotLevel; readonly host: string }
  /** An action for the connection's seat; `at` is the `decisions` count of the view it answers. */
  | { readonly kind: 'act'; readonly action: Readonly<Record<string, unknown>>; readonly at: number };

/** A seat as everyone at the table sees it. */
export interface TableSeat {
  /** The seat, from 0. */
  readonly seat: number;
  /** The player's name, a bot's level, or null for a seat nobody has taken. */
  readonly name: string | null;
  /** Who sits there. */
  readonly kind: 'open' | 'person' | 'bot';
  /** Whether a person's connection is live (bots are always there). */
  readonly connected: boolean;
}

/** Every refusal code: the server's own, then the engine's for an action (`RuleViolationCode`). */
export const REFUSAL_CODES = [
  'MALFORMED_MESSAGE',
  'UNKNOWN_KEY',
  'NO_SUCH_TABLE',
  'NO_SUCH_SEAT',
  'SEAT_TAKEN',
  'BAD_TOKEN',
  'NOT_SEATED',
  'BAD_OPTIONS',
  'TOO_MANY_TABLES',
  'TABLE_FULL',
  'RATE_LIMITED',
  'REPLACED',
  'NAME_TAKEN',
  'TABLE_CLOSED',
  'TABLE_DAMAGED',
  'NOT_STORED',
  'MALFORMED_ACTION',
  'NOT_YOUR_DECISION',
  'ILLEGAL_ACTION',
  'STALE_ACTION',
  'GAME_OVER',
  'INVALID_CONFIG',
  'CORRUPT_STATE',
  'CORRUPT_RECORD',
] as const;

/** Why the server refused a message. */
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** Every engine code is a refusal code (a compile-time check: this fails to build when the engine gains a code the list lacks). */
type EngineCodesListed = RuleViolationCode extends RefusalCode ? true : never;
const _engineCodesListed: EngineCodesListed = true;
void _engineCodesListed;

/** A refusal as the server sends it: a stable code, the words' key and parameters, and the message in English. */
export interface RejectedMessage {
  readonly kind: 'rejected';
  /** The stable code. */
  readonly code: RefusalCode;
  /** The words' key (`ui.online.refusal.*` of the app, or the engine's). */
  readonly key: string;
  /** The key's parameters. */
  readonly params: Readonly<Record<string, TextParam>>;
  /** The refusal in English. */
  readonly message: string;
  /** The rule it applies, where one does. */
  readonly rule?: string;
}

/** Messages the server sends. */
export type ServerMessage =
  /** The table is open; `host` is its host's secret token (to seat bots later with `fill`). */
  | { readonly kind: 'created'; readonly table: string; readonly host: string }
  /** A `fill` was done (everyone at the table gets the new `seats`). */
  | { readonly kind: 'filled'; readonly table: string; readonly seat: number }
  /** The seat is this connection's: its secret token, to `resume` it later. */
  | { readonly kind: 'welcome'; readonly table: string; readonly seat: number; readonly token: string }
  /** The whole view: the first message after joining, resuming or watching. */
  | { readonly kind: 'view'; readonly game: TableGame; readonly view: unknown }
  /** What changed since the last view or change this connection received (`applyViewChange`). */
  | { readonly kind: 'change'; readonly patches: Patch[] }
  /** Who sits where, sent on joining and whenever it changes. */
  | { readonly kind: 'seats'; readonly seats: readonly TableSeat[] }
  /** The clock of every seat that must decide (the 1667 timer), in milliseconds left. */
  | { readonly kind: 'clock'; readonly clocks: readonly { readonly seat: number; readonly msLeft: number }[] }
  /** A refusal. */
  | RejectedMessage;

/** The largest message a client accepts from a server, in characters (a 9-seat view with its whole log is far smaller). */
export const MAX_SERVER_MESSAGE = 4_000_000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSeatNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 9;
const isShortText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isTableGame = (value: unknown): value is TableGame => value === '1667' || value === 'dice';
const isRefusalCode = (value: unknown): value is RefusalCode => (REFUSAL_CODES as readonly unknown[]).includes(value);
const own = (value: Record<string, unknown>, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);

function isSeat(value: unknown): value is TableSeat {
  if (!isObject(value)) return false;
  const kind = own(value, 'kind');
  const name = own(value, 'name');
  return (
    isSeatNumber(own(value, 'seat')) &&
    (kind === 'open' || kind === 'person' || kind === 'bot') &&
    (name === null || isShortText(name, 96)) &&
    typeof own(value, 'connected') === 'boolean'
  );
}

function isClock(value: unknown): value is { readonly seat: number; readonly msLeft: number } {
  if (!isObject(value)) return false;
  const msLeft = own(value, 'msLeft');
  return isSeatNumber(own(value, 'seat')) && typeof msLeft === 'number' && Number.isFinite(msLeft) && msLeft >= 0;
}

/** A patch's shape: an operation, a path of names and indices (none of them a prototype's name), a value where it takes one. */
function isPatch(value: unknown): value is Patch {
  if (!isObject(value)) return false;
  const [op, path] = [own(value, 'op'), own(value, 'path')];
  if (op !== 'replace' && op !== 'remove' && op !== 'add') return false;
  if (!Array.isArray(path) || path.length > 64) return false;
  return path.every(
    (step: unknown) =>
      (typeof step === 'number' && Number.isInteger(step) && step >= 0) ||
      (isShortText(step, 200) && step !== '__proto__' && step !== 'constructor' && step !== 'prototype'),
  );
}

function isParams(value: unknown): value is Readonly<Record<string, TextParam>> {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length > 16) return false;
  return keys.every((key) => {
    const param = value[key];
    return key.length <= 40 && (typeof param === 'number' || isShortText(param, 200) || (Array.isArray(param) && param.length <= 16));
  });
}

/**
 * A server's message, checked before anything reads it: its size, that it is an object of a known
 * kind, and each field's type and range the client relies on (a view's content is checked where
 * it is used). Null for anything else: a client treats that as a broken connection, never as data.
 */
export function parseServerMessage(text: unknown): ServerMessage | null {
  if (typeof text !== 'string' || text.length > MAX_SERVER_MESSAGE) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const [kind, table, seat, token, host] = ['kind', 'table', 'seat', 'token', 'host'].map((key) => own(value, key));
  switch (kind) {
    case 'created':
      return isShortText(table, 64) && isShortText(host, 64) ? { kind, table, host } : null;
    case 'filled':
      return isShortText(table, 64) && isSeatNumber(seat) ? { kind, table, seat } : null;
    case 'welcome':
      return isShortText(table, 64) && isSeatNumber(seat) && isShortText(token, 64) ? { kind, table, seat, token } : null;
    case 'view': {
      const [game, view] = [own(value, 'game'), own(value, 'view')];
      return isTableGame(game) && isObject(view) ? { kind, game, view } : null;
    }
    case 'change': {
      const patches = own(value, 'patches');
      // Each patch's paths and values are checked where they are applied (applyViewChange refuses what does not fit).
      return Array.isArray(patches) && patches.length <= 100_000 && patches.every(isPatch) ? { kind, patches } : null;
    }
    case 'seats': {
      const seats = own(value, 'seats');
      return Array.isArray(seats) && seats.length <= 9 && seats.every(isSeat) ? { kind, seats } : null;
    }
    case 'clock': {
      const clocks = own(value, 'clocks');
      return Array.isArray(clocks) && clocks.length <= 9 && clocks.every(isClock) ? { kind, clocks } : null;
    }
    case 'rejected': {
      const [code, key, params, message, rule] = ['code', 'key', 'params', 'message', 'rule'].map((name) => own(value, name));
      if (!isRefusalCode(code) || !isShortText(key, 120) || !isParams(params) || !isShortText(message, 2000)) return null;
      if (rule !== undefined && !isShortText(rule, 40)) return null;
      return { kind, code, key, params, message, ...(rule === undefined ? {} : { rule }) };
    }
    default:
      return null;
  }
}
