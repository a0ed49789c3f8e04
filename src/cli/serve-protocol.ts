import { getHeapStatistics } from 'node:v8';
import type { BaseAction, BaseConfig } from '../core/engine/game.js';
import { isRuleViolation } from '../core/engine/rule-violation.js';
import type { Bot, DecisionView } from '../bots/bot.js';
import { agentRules } from '../rl/agent-rules.js';
import { OPENSPIEL_MAX_DECISIONS, OPENSPIEL_NAMES } from '../rl/openspiel.js';
import { VectorEnv, type VectorStep } from '../rl/vector-env.js';
import { BadRequest } from './bad-request.js';
import { isKitName, KIT_NAMES, withKit, type KitName } from './game-kit.js';
import { openTable, type ServedTable, type TensorKind } from './served-table.js';

/**
 * `tortuga-rules serve --stdio`, protocol version 1: one JSON request per line in, one JSON
 * answer per line out, in order. Every request has an `op` and may have an `id`, echoed in its
 * answer. Answers are `{ id, ok: true, … }` or `{ id, ok: false, error: { code, message } }`;
 * a bad request never ends the server. The operations (docs/guides/machine-learning.md):
 *
 * - `hello` → the protocol version, the games, and their OpenSpiel types (short and long names,
 *   player counts, the default decision cap);
 * - `new` { game, config, bots?, botSeed? } → a table `handle` and its sizes (actions, tensors,
 *   players). `bots` seats the library's bots (`{ "1": "medium", "2": "random" }`: seat → `random`,
 *   `heuristic`, `search[:N]`, `easy` … `expert`), which play on the server, drawing from `botSeed`
 *   (default `"bots"`): every answer then stands at a decision of a seat without a bot, or at the end;
 * - `observe` { handle, player?, tensor?, strings? } → who is to act, the seat's legal action ids,
 *   its tensor (`observation`, `informationState` or `none`), and once the game is over its
 *   returns and `truncated` (true when the decision cap ended it, `maxDecisions`: T67-OPT-CAP,
 *   TD-OPT-CAP); with `strings` also in English the seat's `observationString`, its
 *   `legalStrings` and the table as a spectator sees it (`stateString`), the texts of OpenSpiel's
 *   `ObservationString`, `ActionToString` and `ToString` (`src/rl/openspiel.ts`); with `agent`
 *   (`compact` or `full`) the seat's language-model prompt in `locale` (en, de, nl; default en):
 *   `compactPrompt`'s text, or `agentPrompt`'s object with the whole history;
 * - `rules` { game, locale? } → the game's rules and goal for an agent (`agentRules`), once;
 * - `step` { handle, action, player? } → applies an action id for the seat (default: the lowest
 *   seat to act) and answers like `observe` without the tensor;
 * - `vector` { game, config, count, seed, observations?, binary?, bots?, botSeed? } → a vector
 *   environment's `handle`, reset (the configuration's seed, if any, must be `seed`; `bots` as for
 *   `new`: every row then stands at a decision of a seat without one);
 * - `vstep` { handle, actions } → one id per game: the next acting seats, their legal ids (or with
 *   `binary`, their masks), with `observations` their tensors, which games ended, which of those the
 *   decision cap cut short (`truncated`) and their returns. With `binary` the arrays are base64 of
 *   little-endian typed arrays (players int32, masks/dones/truncated uint8, observations/rewards
 *   float32), which numpy reads without parsing numbers; with `binary: "frame"` the answer line
 *   names the arrays instead (`frame`: [name, type, bytes] in order, `bytes` in all) and their raw
 *   bytes follow the line at once (nothing to decode: the fastest path);
 * - `clone` { handle } → a new table at the same state, with the same bots drawing from a copy
 *   of the same generator (OpenSpiel's `State.clone`);
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

/** The keys each operation takes (besides `op` and `id`). */
const KEYS: Readonly<Record<string, readonly string[]>> = {
  hello: [],
  new: ['game', 'config', 'bots', 'botSeed'],
  observe: ['handle', 'player', 'tensor', 'strings', 'agent', 'locale'],
  rules: ['game', 'locale'],
  step: ['handle', 'action', 'player'],
  vector: ['game', 'config', 'count', 'seed', 'observations', 'binary', 'bots', 'botSeed'],
  vstep: ['handle', 'actions'],
  clone: ['handle'],
  close: ['handle'],
  shutdown: [],
};

interface Vector {
  readonly kind: 'vector';
  /** The games, stepped together (typed as their game's own where it was made). */
  readonly env: { step(actions: ArrayLike<number>): VectorStep };
  readonly actions: number;
  readonly players: number;
  /** The games it holds. */
  readonly count: number;
  /** Whether its answers carry base64 typed arrays (true), raw bytes after the line (`frame`), or JSON numbers. */
  readonly binary: boolean | 'frame';
}

/** The server's tables and the handler of one request line. */
export class ServeSession {
  private readonly handles = new Map<number, ServedTable | Vector>();
  private next = 1;
  /** Games held across all handles (a table is one, a vector its count). */
  private games = 0;
  /** True once a `shutdown` was answered. */
  closed = false;
  /** The raw bytes that follow the answer just given (a `frame` vector's arrays), taken by the transport. */
  private frame: Buffer | null = null;

  /** The bytes to write right after the last answer's line, once (null when it has none). */
  takeFrame(): Buffer | null {
    const frame = this.frame;
    this.frame = null;
    return frame;
  }

  /** Answers one request line (a JSON text); never throws. */
  handle(line: string): string {
    let id: unknown = null;
    this.frame = null;
    try {
      if (line.length > SERVE_LIMITS.lineBytes) throw new BadRequest('TOO_LARGE', `A request has at most ${SERVE_LIMITS.lineBytes} characters.`);
      let request: unknown;
      try {
        request = JSON.parse(line);
      } catch {
        throw new BadRequest('BAD_JSON', 'A request is one JSON object per line.');
      }
      if (typeof request !== 'object' || request === null || Array.isArray(request))
        throw new BadRequest('BAD_REQUEST', 'A request is a JSON object with an "op".');
      const fields = request as Record<string, unknown>;
      // The id is checked before anything else reads it, and echoed only once it passes (an id 5,000 arrays deep is never written back).
      const given = Object.hasOwn(fields, 'id') ? fields.id : null;
      if (!isId(given)) throw new BadRequest('BAD_REQUEST', `"id" is a number or a text of at most ${SERVE_LIMITS.idLength} characters.`);
      id = given;
      const op = fields.op;
      if (typeof op !== 'string' || !Object.hasOwn(KEYS, op))
        throw new BadRequest('UNKNOWN_OP', `"op" is one of ${Object.keys(KEYS).join(', ')}; not ${JSON.stringify(op)?.slice(0, 40)}.`);
      for (const key of Object.keys(fields))
        if (key !== 'op' && key !== 'id' && !KEYS[op]!.includes(key))
          throw new BadRequest('UNKNOWN_KEY', `"${op}" takes ${['id', ...KEYS[op]!].join(', ')}; not "${key.slice(0, 40)}".`);
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
        return { protocol: PROTOCOL_VERSION, games: [...KIT_NAMES], openspiel: openSpielTypes() };
      case 'new': {
        const name = gameOf(fields.game);
        const config = configOf(fields.config);
        const botSeed = botSeedOf(fields.botSeed);
        this.roomFor(1);
        const table = withKit(name, (kit) => openTable(kit, config, botsOf(kit.bot, fields.bots, config.players), botSeed));
        return { handle: this.add(table), ...table.sizes };
      }
      case 'observe': {
        const table = this.table(fields.handle);
        if (fields.strings !== undefined && typeof fields.strings !== 'boolean') throw new BadRequest('BAD_REQUEST', '"strings" is true or false.');
        const report = table.report(seatOf(table, fields.player), tensorOf(fields.tensor));
        const seat = (report.player as number | null) ?? 0;
        const withTexts = fields.strings === true ? { ...report, ...table.texts(seat, report.legal as number[]) } : report;
        if (fields.agent === undefined) return withTexts;
        if (fields.agent !== 'compact' && fields.agent !== 'full') throw new BadRequest('BAD_REQUEST', '"agent" is "compact" or "full".');
        return { ...withTexts, prompt: table.prompt(seat, fields.agent, localeOf(fields.locale)) };
      }
      case 'rules':
        return { text: agentRules(gameOf(fields.game), localeOf(fields.locale)) };
      case 'clone': {
        const table = this.table(fields.handle);
        this.roomFor(1);
        return { handle: this.add(table.clone()) };
      }
      case 'step': {
        const table = this.table(fields.handle);
        const seat = seatOf(table, fields.player);
        if (!Number.isInteger(fields.action)) throw new BadRequest('BAD_REQUEST', '"action" is an action id (a whole number).');
        table.step(seat, fields.action as number);
        return table.report(null, 'none');
      }
      case 'vector': {
        const name = gameOf(fields.game);
        const config = configOf(fields.config);
        const count = fields.count;
        if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > SERVE_LIMITS.vectorCount)
          throw new BadRequest('BAD_REQUEST', `"count" is a whole number from 1 to ${SERVE_LIMITS.vectorCount}.`);
        if (typeof fields.seed !== 'string' || fields.seed.length > 1024) throw new BadRequest('BAD_REQUEST', '"seed" is a text of at most 1024 characters.');
        const seed = fields.seed;
        const given = (config as { readonly seed?: unknown }).seed;
        if (given !== undefined && given !== seed)
          throw new BadRequest('BAD_REQUEST', 'A vector\'s seed is given once, as "seed" (its games are dealt from it); the config has another.');
        if (fields.observations !== undefined && typeof fields.observations !== 'boolean')
          throw new BadRequest('BAD_REQUEST', '"observations" is true or false.');
        if (fields.binary !== undefined && typeof fields.binary !== 'boolean' && fields.binary !== 'frame')
          throw new BadRequest('BAD_REQUEST', '"binary" is true, false or "frame".');
        const botSeed = botSeedOf(fields.botSeed);
        const opened = withKit<{ readonly env: Vector['env']; readonly first: VectorStep; readonly actions: number }>(name, (kit) => {
          const seeded = { ...config, seed } as Parameters<typeof kit.game.setup>[0]; // a downcast only: setup refuses every field that is not the game's, by name
          kit.game.setup(seeded);
          const bots = botsOf(kit.bot, fields.bots, config.players);
          this.roomFor(count as number);
          const enc = kit.encoding(seeded);
          try {
            const env = new VectorEnv(kit.game, enc, seeded, { count: count as number, seed, observations: fields.observations === true, bots, botSeed });
            return { env, first: env.reset(), actions: enc.numDistinctActions };
          } catch (error) {
            throw new BadRequest('BAD_REQUEST', (error as Error).message);
          }
        });
        const vector: Vector = {
          kind: 'vector',
          env: opened.env,
          actions: opened.actions,
          players: config.players,
          count: count as number,
          binary: fields.binary === 'frame' ? 'frame' : fields.binary === true,
        };
        const handle = this.add(vector);
        return { handle, numDistinctActions: opened.actions, ...this.vectorReport(vector, opened.first) };
      }
      case 'vstep': {
        const vector = this.handleOf(fields.handle, 'vector') as Vector;
        if (!Array.isArray(fields.actions) || !fields.actions.every((a) => Number.isInteger(a)))
          throw new BadRequest('BAD_REQUEST', '"actions" is a list of action ids, one per game.');
        try {
          return this.vectorReport(vector, vector.env.step(fields.actions as number[]));
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

  /** A vector's answer; for a `frame` vector its arrays' names, types and sizes, their bytes kept for `takeFrame`. */
  private vectorReport(vector: Vector, step: VectorStep): Record<string, unknown> {
    return vectorReport(vector, step, (arrays) => {
      const parts = arrays.map(([, array]) => Buffer.from(array.buffer, array.byteOffset, array.byteLength));
      this.frame = Buffer.concat(parts);
      return {
        frame: arrays.map(([name, array], i) => [name, array.constructor.name.replace('Array', '').toLowerCase(), parts[i]!.length]),
        bytes: this.frame.length,
      };
    });
  }

  /**
   * Refuses a new handle of `games` games when the handles, the games across handles or the
   * process's heap are at their bounds (checked before the games are built).
   */
  private roomFor(games: number): void {
    if (this.handles.size >= SERVE_LIMITS.tables) throw new BadRequest('TOO_MANY', `At most ${SERVE_LIMITS.tables} tables are open at once: close some.`);
    if (this.games + games > SERVE_LIMITS.games)
      throw new BadRequest('TOO_MANY_GAMES', `At most ${SERVE_LIMITS.games} games are open across all tables and vectors (${this.games} are): close some.`);
    const heap = getHeapStatistics();
    if (heap.used_heap_size > SERVE_LIMITS.heapShare * heap.heap_size_limit)
      throw new BadRequest(
        'OUT_OF_MEMORY',
        `The server's memory is nearly full (${Math.round(heap.used_heap_size / 2 ** 20)} of ${Math.round(heap.heap_size_limit / 2 ** 20)} MiB): close some tables or vectors.`,
      );
  }

  private add(entry: ServedTable | Vector): number {
    const handle = this.next++;
    this.handles.set(handle, entry);
    this.games += gamesOf(entry);
    return handle;
  }

  private handleOf(value: unknown, kind: 'table' | 'vector' | null): ServedTable | Vector {
    const entry = typeof value === 'number' ? this.handles.get(value) : undefined;
    if (entry === undefined || (kind !== null && entry.kind !== kind))
      throw new BadRequest('NO_SUCH_HANDLE', `No ${kind ?? 'table'} ${JSON.stringify(value)?.slice(0, 40)} is open.`);
    return entry;
  }

  private table(value: unknown): ServedTable {
    return this.handleOf(value, 'table') as ServedTable;
  }
}

/** Reads `locale`: en, de or nl (default en). */
function localeOf(value: unknown): 'en' | 'de' | 'nl' {
  if (value === undefined) return 'en';
  if (value === 'en' || value === 'de' || value === 'nl') return value;
  throw new BadRequest('BAD_REQUEST', `"locale" is "en", "de" or "nl"; not ${JSON.stringify(value)?.slice(0, 40)}.`);
}

/** Each game's OpenSpiel type, by its OpenSpiel name. */
function openSpielTypes(): Record<string, unknown> {
  return Object.fromEntries(
    KIT_NAMES.map((name) => {
      const names = OPENSPIEL_NAMES[name];
      const [minPlayers, maxPlayers] = withKit(name, (kit) => [kit.game.minPlayers, kit.game.maxPlayers]);
      return [names.short, { game: name, longName: names.long, minPlayers, maxPlayers, maxDecisions: OPENSPIEL_MAX_DECISIONS }];
    }),
  );
}

/** Reads `bots`: seat → bot name, for seats of the table, each made by `botNamed` (the game's). */
function botsOf<V extends DecisionView<A>, A extends BaseAction>(
  botNamed: (name: string) => Bot<V, A>,
  value: unknown,
  players: number,
): Map<number, Bot<V, A>> {
  const bots = new Map<number, Bot<V, A>>();
  if (value === undefined || value === null) return bots;
  if (typeof value !== 'object' || Array.isArray(value)) throw new BadRequest('BAD_REQUEST', '"bots" is an object of seat → bot name, e.g. { "1": "medium" }.');
  for (const [key, name] of Object.entries(value as Record<string, unknown>)) {
    const seat = Number(key);
    if (!/^(0|[1-9]\d?)$/.test(key) || seat >= players)
      throw new BadRequest('BAD_REQUEST', `"bots" names seats from 0 to ${players - 1}; not "${key.slice(0, 40)}".`);
    if (typeof name !== 'string' || name.length > 40) throw new BadRequest('BAD_REQUEST', `"bots" gives each seat a bot name; seat ${seat} has none.`);
    try {
      bots.set(seat, botNamed(name));
    } catch (error) {
      throw new BadRequest('BAD_REQUEST', (error as Error).message);
    }
  }
  if (bots.size === players) throw new BadRequest('BAD_REQUEST', '"bots" leaves at least one seat to the client (simulate plays bots against bots).');
  return bots;
}

/** Reads `botSeed`: a short text, `"bots"` when not given. */
function botSeedOf(value: unknown): string {
  if (value === undefined) return 'bots';
  if (typeof value !== 'string' || value.length > 1024) throw new BadRequest('BAD_REQUEST', '"botSeed" is a text of at most 1024 characters.');
  return value;
}

/** Whether a request's `id` may be echoed: a finite number or a short text. */
function isId(value: unknown): value is number | string | null {
  return value === null || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= SERVE_LIMITS.idLength);
}

/** The games a handle holds. */
function gamesOf(entry: ServedTable | Vector): number {
  return entry.kind === 'table' ? 1 : entry.count;
}

function vectorReport(
  vector: Vector,
  step: VectorStep,
  frame: (arrays: readonly (readonly [string, ArrayBufferView])[]) => Record<string, unknown>,
): Record<string, unknown> {
  const observations = step.observations.length > 0 ? { observations: step.observations } : {};
  if (vector.binary === 'frame')
    return {
      finished: step.finished,
      ...frame(
        Object.entries({ players: step.players, masks: step.masks, dones: step.dones, truncated: step.truncated, rewards: step.rewards, ...observations }),
      ),
    };
  if (vector.binary) {
    const base64 = (array: ArrayBufferView): string => Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
    const out: Record<string, unknown> = { finished: step.finished };
    for (const [name, array] of Object.entries({
      players: step.players,
      masks: step.masks,
      dones: step.dones,
      truncated: step.truncated,
      rewards: step.rewards,
      ...observations,
    }))
      out[name] = base64(array);
    return out;
  }
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
  const rows: number[][] = [];
  if (step.observations.length > 0)
    for (let i = 0, size = step.observations.length / n; i < n; i++) rows.push(Array.from(step.observations.subarray(i * size, (i + 1) * size)));
  return {
    players: Array.from(step.players),
    legal,
    dones: Array.from(step.dones),
    truncated: Array.from(step.truncated),
    rewards,
    finished: step.finished,
    ...(rows.length > 0 ? { observations: rows } : {}),
  };
}

function gameOf(value: unknown): KitName {
  if (!isKitName(value)) throw new BadRequest('BAD_REQUEST', `"game" is "tortuga-1667" or "tortuga-dice"; not ${JSON.stringify(value)?.slice(0, 40)}.`);
  return value;
}

/** A configuration as the client sent it: an object (`setup` checks every field and names what is wrong). */
function configOf(value: unknown): BaseConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new BadRequest('BAD_REQUEST', '"config" is an object: { "players": …, "seed": … } and the game\'s options.');
  return value as BaseConfig;
}

function seatOf(table: ServedTable, value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const players = table.players;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= players)
    throw new BadRequest('BAD_REQUEST', `"player" is a seat from 0 to ${players - 1}.`);
  return value as number;
}

function tensorOf(value: unknown): TensorKind {
  if (value === undefined) return 'observation';
  if (value === 'observation' || value === 'informationState' || value === 'none') return value;
  throw new BadRequest('BAD_REQUEST', '"tensor" is "observation", "informationState" or "none".');
}
