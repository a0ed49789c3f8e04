import { getHeapStatistics } from 'node:v8';
import type { BaseAction, BaseConfig, Game } from '../core/game.js';
import { isRuleViolation } from '../core/rule-violation.js';
import { tortugaDice } from '../dice/game.js';
import { encoding, type Encoding } from '../rl/encoding.js';
import { VectorEnv } from '../rl/vector-env.js';
import { tortuga1667 } from '../t1667/game.js';

/**
 * `tortuga-rules serve --stdio`, protocol version 1: one JSON request per line in, one JSON
 * answer per line out, in order. Every request has an `op` and may have an `id`, echoed in its
 * answer. Answers are `{ id, ok: true, … }` or `{ id, ok: false, error: { code, message } }`;
 * a bad request never ends the server. The operations (docs/guides/machine-learning.md):
 *
 * - `hello` → the protocol version and the games;
 * - `new` { game, config } → a table `handle` and its sizes (actions, tensors, players);
 * - `observe` { handle, player?, tensor? } → who is to act, the seat's legal action ids, its
 *   tensor (`observation`, `informationState` or `none`), and the returns once the game is over;
 * - `step` { handle, action, player? } → applies an action id for the seat (default: the lowest
 *   seat to act) and answers like `observe` without the tensor;
 * - `vector` { game, config, count, seed } → a vector environment's `handle`, reset;
 * - `vstep` { handle, actions } → one id per game: the next acting seats, their legal ids, which
 *   games ended and their returns;
 * - `close` { handle } → forgets a table; `shutdown` → answers, then the server ends.
 */
export const PROTOCOL_VERSION = 1;

/**
 * Bounds of what the server accepts: a line's length, an `id`'s (a number, or a text of at most
 * `idLength` characters), open handles, games in one vector, games across all handles (a table
 * is one, a vector its `count`), and the share of the process's heap limit past which no new
 * table or vector is opened.
 */
export const SERVE_LIMITS = Object.freeze({ lineBytes: 1_000_000, idLength: 256, tables: 10_000, vectorCount: 4096, games: 16_384, heapShare: 0.7 });

const GAMES: Readonly<Record<string, Game<BaseConfig, object, BaseAction, object, unknown>>> = {
  'tortuga-1667': tortuga1667 as unknown as Game<BaseConfig, object, BaseAction, object, unknown>,
  'tortuga-dice': tortugaDice as unknown as Game<BaseConfig, object, BaseAction, object, unknown>,
};

/** The keys each operation takes (besides `op` and `id`). */
const KEYS: Readonly<Record<string, readonly string[]>> = {
  hello: [],
  new: ['game', 'config'],
  observe: ['handle', 'player', 'tensor'],
  step: ['handle', 'action', 'player'],
  vector: ['game', 'config', 'count', 'seed'],
  vstep: ['handle', 'actions'],
  close: ['handle'],
  shutdown: [],
};

/** A refused request: its stable code and a message. */
class BadRequest extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Table {
  readonly kind: 'table';
  readonly game: Game<BaseConfig, object, BaseAction, object, unknown>;
  readonly encoding: Encoding<object, BaseAction, object>;
  state: object;
}

interface Vector {
  readonly kind: 'vector';
  readonly env: VectorEnv<BaseConfig, object, BaseAction, object>;
  readonly actions: number;
  readonly players: number;
  /** The games it holds. */
  readonly count: number;
}

/** The server's tables and the handler of one request line. */
export class ServeSession {
  private readonly handles = new Map<number, Table | Vector>();
  private next = 1;
  /** Games held across all handles (a table is one, a vector its count). */
  private games = 0;
  /** True once a `shutdown` was answered. */
  closed = false;

  /** Answers one request line (a JSON text); never throws. */
  handle(line: string): string {
    let id: unknown = null;
    try {
      if (line.length > SERVE_LIMITS.lineBytes) throw new BadRequest('TOO_LARGE', `A request has at most ${SERVE_LIMITS.lineBytes} characters.`);
      let request: unknown;
      try {
        request = JSON.parse(line);
      } catch {
        throw new BadRequest('BAD_JSON', 'A request is one JSON object per line.');
      }
      if (typeof request !== 'object' || request === null || Array.isArray(request)) throw new BadRequest('BAD_REQUEST', 'A request is a JSON object with an "op".');
      const fields = request as Record<string, unknown>;
      // The id is checked before anything else reads it, and echoed only once it passes (an id 5,000 arrays deep is never written back).
      const given = Object.hasOwn(fields, 'id') ? fields.id : null;
      if (!isId(given)) throw new BadRequest('BAD_REQUEST', `"id" is a number or a text of at most ${SERVE_LIMITS.idLength} characters.`);
      id = given;
      const op = fields.op;
      if (typeof op !== 'string' || !Object.hasOwn(KEYS, op)) throw new BadRequest('UNKNOWN_OP', `"op" is one of ${Object.keys(KEYS).join(', ')}; not ${JSON.stringify(op)?.slice(0, 40)}.`);
      for (const key of Object.keys(fields)) if (key !== 'op' && key !== 'id' && !KEYS[op]!.includes(key)) throw new BadRequest('UNKNOWN_KEY', `"${op}" takes ${['id', ...KEYS[op]!].join(', ')}; not "${key.slice(0, 40)}".`);
      return JSON.stringify({ id, ok: true, ...this.run(op, fields) });
    } catch (error) {
      const code = error instanceof BadRequest ? error.code : isRuleViolation(error) ? error.code : 'INTERNAL';
      const message = error instanceof Error ? error.message : 'The request failed.';
      return JSON.stringify({ id: isId(id) ? id : null, ok: false, error: { code, message: message.slice(0, 1000) } });
    }
  }

  private run(op: string, fields: Record<string, unknown>): Record<string, unknown> {
    switch (op) {
      case 'hello':
        return { protocol: PROTOCOL_VERSION, games: Object.keys(GAMES) };
      case 'new': {
        const game = gameOf(fields.game);
        const config = configOf(fields.config);
        const state = game.setup(config);
        this.roomFor(1);
        const enc = encoding(game as never, config as never) as unknown as Encoding<object, BaseAction, object>;
        const handle = this.add({ kind: 'table', game, encoding: enc, state });
        return { handle, players: config.players, numDistinctActions: enc.numDistinctActions, observationShape: enc.observationShape, informationStateShape: enc.informationStateShape };
      }
      case 'observe': {
        const table = this.table(fields.handle);
        return this.report(table, seatOf(table, fields.player), tensorOf(fields.tensor));
      }
      case 'step': {
        const table = this.table(fields.handle);
        if (table.game.outcome(table.state) !== null) throw new BadRequest('GAME_OVER', 'The game is over: start a new one.');
        const seat = seatOf(table, fields.player) ?? Math.min(...table.game.toAct(table.state));
        if (!Number.isInteger(fields.action)) throw new BadRequest('BAD_REQUEST', '"action" is an action id (a whole number).');
        const action = table.encoding.actionAt(table.state, seat, fields.action as number);
        if (action === undefined) throw new BadRequest('ILLEGAL_ACTION', `Action ${String(fields.action)} is not legal for seat ${seat} now.`);
        table.state = table.game.apply(table.state, action);
        return this.report(table, null, 'none');
      }
      case 'vector': {
        const game = gameOf(fields.game);
        const config = configOf(fields.config);
        const count = fields.count;
        if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > SERVE_LIMITS.vectorCount) throw new BadRequest('BAD_REQUEST', `"count" is a whole number from 1 to ${SERVE_LIMITS.vectorCount}.`);
        if (typeof fields.seed !== 'string' || fields.seed.length > 1024) throw new BadRequest('BAD_REQUEST', '"seed" is a text of at most 1024 characters.');
        game.setup(config); // refuses a bad configuration by name
        this.roomFor(count as number);
        const enc = encoding(game as never, config as never) as unknown as Encoding<object, BaseAction, object>;
        const env = new VectorEnv(game, enc, config as BaseConfig, { count: count as number, seed: fields.seed });
        const vector: Vector = { kind: 'vector', env, actions: enc.numDistinctActions, players: config.players, count: count as number };
        const handle = this.add(vector);
        return { handle, numDistinctActions: enc.numDistinctActions, ...vectorReport(vector, env.reset()) };
      }
      case 'vstep': {
        const vector = this.handleOf(fields.handle, 'vector') as Vector;
        if (!Array.isArray(fields.actions) || !fields.actions.every((a) => Number.isInteger(a))) throw new BadRequest('BAD_REQUEST', '"actions" is a list of action ids, one per game.');
        try {
          return vectorReport(vector, vector.env.step(fields.actions as number[]));
        } catch (error) {
          throw new BadRequest('ILLEGAL_ACTION', (error as Error).message);
        }
      }
      case 'close': {
        const entry = this.handleOf(fields.handle, null);
        this.handles.delete(fields.handle as number);
        this.games -= gamesOf(entry);
        return {};
      }
      default:
        this.closed = true;
        return {};
    }
  }

  /**
   * Refuses a new handle of `games` games when the handles, the games across handles or the
   * process's heap are at their bounds (checked before the games are built).
   */
  private roomFor(games: number): void {
    if (this.handles.size >= SERVE_LIMITS.tables) throw new BadRequest('TOO_MANY', `At most ${SERVE_LIMITS.tables} tables are open at once: close some.`);
    if (this.games + games > SERVE_LIMITS.games) throw new BadRequest('TOO_MANY_GAMES', `At most ${SERVE_LIMITS.games} games are open across all tables and vectors (${this.games} are): close some.`);
    const heap = getHeapStatistics();
    if (heap.used_heap_size > SERVE_LIMITS.heapShare * heap.heap_size_limit) throw new BadRequest('OUT_OF_MEMORY', `The server's memory is nearly full (${Math.round(heap.used_heap_size / 2 ** 20)} of ${Math.round(heap.heap_size_limit / 2 ** 20)} MiB): close some tables or vectors.`);
  }

  private add(entry: Table | Vector): number {
    const handle = this.next++;
    this.handles.set(handle, entry);
    this.games += gamesOf(entry);
    return handle;
  }

  private handleOf(value: unknown, kind: 'table' | 'vector' | null): Table | Vector {
    const entry = typeof value === 'number' ? this.handles.get(value) : undefined;
    if (entry === undefined || (kind !== null && entry.kind !== kind)) throw new BadRequest('NO_SUCH_HANDLE', `No ${kind ?? 'table'} ${JSON.stringify(value)?.slice(0, 40)} is open.`);
    return entry;
  }

  private table(value: unknown): Table {
    return this.handleOf(value, 'table') as Table;
  }

  /** What `observe` and `step` answer: the seats to act, the seat's legal ids and tensor, the returns once over. */
  private report(table: Table, seat: number | null, tensor: 'observation' | 'informationState' | 'none'): Record<string, unknown> {
    const toAct = table.game.toAct(table.state);
    const over = table.game.outcome(table.state) !== null;
    const player = seat ?? (toAct.length > 0 ? Math.min(...toAct) : null);
    const out: Record<string, unknown> = { toAct, player, done: over, legal: player === null || over ? [] : table.encoding.legalActionIds(table.state, player) };
    if (over) out.returns = table.encoding.returns(table.state);
    if (tensor !== 'none' && player !== null) {
      // The observation reads no log (a view of no new entries spares building it); the information state does.
      const decisions = (table.state as { readonly decisions: number }).decisions;
      const view = table.game.viewFor(table.state, player, tensor === 'observation' ? { logAfter: decisions } : {});
      out[tensor] = Array.from(tensor === 'observation' ? table.encoding.observationTensor(view) : table.encoding.informationStateTensor(view));
    }
    return out;
  }
}

/** Whether a request's `id` may be echoed: a finite number or a short text. */
function isId(value: unknown): value is number | string | null {
  return value === null || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= SERVE_LIMITS.idLength);
}

/** The games a handle holds. */
function gamesOf(entry: Table | Vector): number {
  return entry.kind === 'table' ? 1 : entry.count;
}

function vectorReport(vector: Vector, step: ReturnType<Vector['env']['reset']>): Record<string, unknown> {
  const n = step.players.length;
  const legal: number[][] = [];
  for (let i = 0; i < n; i++) {
    const row = step.masks.subarray(i * vector.actions, (i + 1) * vector.actions);
    const ids: number[] = [];
    for (let id = 0; id < row.length; id++) if (row[id] === 1) ids.push(id);
    legal.push(ids);
  }
  const rewards: (number[] | null)[] = [];
  for (let i = 0; i < n; i++) rewards.push(step.dones[i] === 1 ? Array.from(step.rewards.subarray(i * vector.players, (i + 1) * vector.players)) : null);
  return { players: Array.from(step.players), legal, dones: Array.from(step.dones), rewards, finished: step.finished };
}

function gameOf(value: unknown): Game<BaseConfig, object, BaseAction, object, unknown> {
  if (typeof value !== 'string' || !Object.hasOwn(GAMES, value)) throw new BadRequest('BAD_REQUEST', `"game" is "tortuga-1667" or "tortuga-dice"; not ${JSON.stringify(value)?.slice(0, 40)}.`);
  return GAMES[value]!;
}

/** A configuration as the client sent it: an object (`setup` checks every field and names what is wrong). */
function configOf(value: unknown): BaseConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequest('BAD_REQUEST', '"config" is an object: { "players": …, "seed": … } and the game\'s options.');
  return value as BaseConfig;
}

function seatOf(table: Table, value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const players = table.encoding.numPlayers;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= players) throw new BadRequest('BAD_REQUEST', `"player" is a seat from 0 to ${players - 1}.`);
  return value as number;
}

function tensorOf(value: unknown): 'observation' | 'informationState' | 'none' {
  if (value === undefined) return 'observation';
  if (value === 'observation' || value === 'informationState' || value === 'none') return value;
  throw new BadRequest('BAD_REQUEST', '"tensor" is "observation", "informationState" or "none".');
}
