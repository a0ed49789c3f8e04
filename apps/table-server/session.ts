/**
 * What one connection does at the table server, whether its socket is here or at another process
 * that relays it (`cluster.ts`): make a table, take one place at one table — a seat (joined, or
 * resumed with its token) or a spectator's chair — act from that seat, or let the host seat a bot.
 * A table served by another process is relayed there message by message; its answers come back
 * through `relayed`, and should that process die, the connection is seated again wherever the
 * table is taken over (`replace`).
 */
import { randomBytes } from 'node:crypto';
import { isRuleViolation, randomSeed, type BaseConfig } from 'tortuga-rules';
import { parseClientMessage, refusalOf, refuse, rejection, TABLE_ID_LENGTH, type ReadMessage, type Refusal, type ServerMessage } from './protocol.js';
import { StorageError, type StoredSeat } from './store.js';
import { Table } from './table.js';
import type { Member } from './table-settings.js';

/** One connection, here or relayed from another process. */
export interface Session {
  /** The connection's name (unique in its process). */
  readonly name: string;
  readonly member: Member;
  /** The address it came from. */
  readonly address: string;
  /** Its table here, once it took a place. */
  table: Table | null;
  /** The table it is relayed to (served by another process), once it asked for a place there. */
  relayed: string | null;
  /** Its place at the relayed table, from that table's answers (to seat it again should the table move here). */
  place: { readonly seat: number; readonly token: string } | 'watching' | null;
  /**
   * The place it asked the relayed table for (the message as sent) while no answer came yet: asked
   * again here should the table move here first (its process died before it answered).
   */
  asked: string | null;
  /** Tables made by this connection. */
  created: number;
  /** Tables this connection's messages were relayed to (told when it closes). */
  readonly forwardedTo: Set<string>;
  /** Called once the connection has a place (its hello timeout stops). */
  placed(): void;
  /** Whether the connection is still open. */
  open(): boolean;
}

/** A new connection's session: no place yet. */
export function newSession(name: string, member: Member, address: string, placed: () => void, open: () => boolean): Session {
  return { name, member, address, table: null, relayed: null, place: null, asked: null, created: 0, forwardedTo: new Set(), placed, open };
}

/** Where a table is: here (its `Table`), at another process, nowhere (null), or not known now (the database cannot be asked: try again). */
export type Located = Table | 'elsewhere' | 'unavailable' | null;

/** What handling a message needs from the server. */
export interface SessionContext {
  /** The table with this id: here, at another process, or none. */
  locate(table: string): Promise<Located>;
  /** Why a table is not here: damaged, or no such table. */
  absent(table: string): Refusal;
  /** Makes a table (or refuses); resolves with its id and host token. */
  create(session: Session, message: Extract<ReadMessage, { kind: 'create' }>): Promise<{ table: string; host: string } | Refusal>;
  /** Sends a message of this session to the process that serves `table` (cluster only). */
  forward(session: Session, table: string, data: string): void;
  /** The most tables one connection may make. */
  readonly maxCreates: number;
}

const reply = (session: Session, message: ServerMessage): void => session.member.send(message);

/** The table's place cannot be looked up now (the database is away): the client tries again (unplaced, it is closed after `HELLO_TIMEOUT` and reconnects). */
const UNAVAILABLE = refuse('NOT_STORED', 'unavailable');

/** Handles one message of `session` (the raw text, checked here). */
export async function handleMessage(context: SessionContext, session: Session, data: string): Promise<void> {
  const message = parseClientMessage(data);
  if ('refused' in message) return reply(session, rejection(message));
  if (message.kind === 'create') {
    if (++session.created > context.maxCreates) return reply(session, rejection(refuse('RATE_LIMITED', 'tooManyTables')));
    const made = await context.create(session, message);
    return reply(session, 'refused' in made ? rejection(made) : { kind: 'created', table: made.table, host: made.host });
  }
  if (message.kind === 'fill') {
    const target = await context.locate(message.table);
    if (target === 'elsewhere') return context.forward(session, message.table, data);
    const refusal =
      target === null ? context.absent(message.table) : target === 'unavailable' ? UNAVAILABLE : await target.fill(message.seat, message.level, message.host);
    return reply(session, refusal === null ? { kind: 'filled', table: message.table, seat: message.seat } : rejection(refusal));
  }
  if (message.kind === 'act') {
    if (session.relayed !== null) return context.forward(session, session.relayed, data);
    if (session.table === null) return reply(session, rejection(refuse('NOT_SEATED', 'notSeated')));
    const refusal = await session.table.act(session.member, message.action, message.at);
    return refusal === null ? undefined : reply(session, rejection(refusal));
  }
  if (session.table !== null || session.relayed !== null) return reply(session, rejection(refuse('MALFORMED_MESSAGE', 'placed')));
  const wanted = await context.locate(message.table);
  if (wanted === null) return reply(session, rejection(context.absent(message.table)));
  if (wanted === 'unavailable') return reply(session, rejection(UNAVAILABLE));
  if (wanted === 'elsewhere') {
    session.relayed = message.table;
    session.asked = data;
    return context.forward(session, message.table, data);
  }
  const refusal =
    message.kind === 'watch'
      ? wanted.watch(session.member)
      : message.kind === 'join'
        ? await wanted.join(session.member, message.seat, message.name)
        : wanted.resume(session.member, message.seat, message.token);
  if (refusal !== null && typeof refusal === 'object') return reply(session, rejection(refusal));
  session.placed();
  session.table = wanted;
  // The connection closed while its seat was being stored: it leaves at once.
  if (!session.open()) wanted.leave(session.member);
}

/**
 * An answer of the process that serves a relayed session's table: remembered as the session's
 * place when it seats or shows it, then passed on. A refused place ends the relay (the client may
 * ask again). Returns the message to send on.
 */
export function relayedAnswer(session: Session, text: string): string {
  let message: { kind?: unknown; seat?: unknown; token?: unknown };
  try {
    message = JSON.parse(text) as typeof message;
  } catch {
    return text;
  }
  if (message.kind === 'welcome' && typeof message.seat === 'number' && typeof message.token === 'string') {
    session.place = { seat: message.seat, token: message.token };
    session.placed();
  } else if (message.kind === 'view' && session.place === null) {
    session.place = 'watching';
    session.placed();
  } else if (message.kind === 'rejected' && session.place === null) session.relayed = null;
  if (session.place !== null || session.relayed === null) session.asked = null; // answered
  return text;
}

/**
 * Seats a relayed session again at its table, which this process now serves (its process died):
 * with its seat's token, or as a spectator. A session whose place was not answered yet has it
 * asked for again here: the dying process may have taken the request and answered nothing.
 */
export async function replace(context: SessionContext, session: Session, table: Table): Promise<void> {
  const { place, asked } = session;
  session.relayed = null;
  session.place = null;
  session.asked = null;
  if (place === null) return asked === null ? reply(session, rejection(refuse('NOT_STORED', 'notStored'))) : handleMessage(context, session, asked);
  const refusal = place === 'watching' ? table.watch(session.member) : table.resume(session.member, place.seat, place.token);
  if (refusal !== null) return reply(session, rejection(refusal));
  session.table = table;
}

/** The most decisions a game may take before the engine ends it (T67-OPT-CAP). */
export const MAX_DECISIONS = 5000;

/** A new table's id, configuration (a fresh secret seed) and seats, from a `create` message. */
export function newTable(message: Extract<ReadMessage, { kind: 'create' }>): { id: string; config: BaseConfig; seats: StoredSeat[]; host: string } {
  const id = randomBytes(TABLE_ID_LENGTH / 2).toString('hex');
  const requested = typeof message.options.maxDecisions === 'number' ? message.options.maxDecisions : MAX_DECISIONS;
  const config = { ...message.options, players: message.seats.length, seed: randomSeed(), maxDecisions: Math.min(requested, MAX_DECISIONS) } as BaseConfig;
  const seats: StoredSeat[] = message.seats.map((plan, seat) => ({
    seat,
    kind: plan.kind,
    name: null,
    level: plan.kind === 'bot' ? plan.level : null,
    tokenHash: null,
  }));
  return { id, config, seats, host: randomBytes(16).toString('hex') };
}

/** A table made and stored, or the refusal to send: bad options, or a database that refused. */
export async function storedTable(make: () => Promise<Table>): Promise<Table | Refusal> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof StorageError) return refuse('NOT_STORED', 'notStored');
    if (!isRuleViolation(error)) throw error;
    return { ...refusalOf(error), code: 'BAD_OPTIONS' };
  }
}
