import { getHeapStatistics } from 'node:v8';
import type { BaseAction, BaseConfig, Game } from '../core/game.js';
import { isRuleViolation } from '../core/rule-violation.js';
import { seedRng, type RngState } from '../core/rng.js';
import type { Bot, DecisionView } from '../bots/bot.js';
import { diceBot, t1667Bot } from './bots.js';
import { tortugaDice } from '../dice/game.js';
import type { Words } from '../core/words.js';
import { encoding, type Encoding } from '../rl/encoding.js';
import { agentRules } from '../rl/agent-rules.js';
import { agentPrompt, compactPrompt, type AgentView } from '../rl/agent-text.js';
import { actionString, observationString, OPENSPIEL_MAX_DECISIONS, OPENSPIEL_NAMES, openSpielPieces, stateString } from '../rl/openspiel.js';
import { wordsFor } from '../words-for.js';
import { VectorEnv } from '../rl/vector-env.js';
import { tortuga1667 } from '../t1667/game.js';

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

const GAMES: Readonly<Record<string, Game<BaseConfig, object, BaseAction, object, unknown>>> = {
  'tortuga-1667': tortuga1667 as unknown as Game<BaseConfig, object, BaseAction, object, unknown>,
  'tortuga-dice': tortugaDice as unknown as Game<BaseConfig, object, BaseAction, object, unknown>,
};

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
  /** The seats the server plays, with their bots. */
  readonly bots: ReadonlyMap<number, Bot<BotView, BaseAction>>;
  /** What the bots draw from. */
  readonly rng: RngState;
}

/** What a bot reads: a seat's view with its decision. */
type BotView = DecisionView<BaseAction>;

interface Vector {
  readonly kind: 'vector';
  readonly env: VectorEnv<BaseConfig, object, BaseAction, object>;
  readonly actions: number;
  readonly players: number;
  /** The games it holds. */
  readonly count: number;
  /** Whether its answers carry base64 typed arrays (true), raw bytes after the line (`frame`), or JSON numbers. */
  readonly binary: boolean | 'frame';
}

/** The server's tables and the handler of one request line. */
export class ServeSession {
  private readonly handles = new Map<number, Table | Vector>();
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
        return { protocol: PROTOCOL_VERSION, games: Object.keys(GAMES), openspiel: openSpielTypes() };
      case 'new': {
        const game = gameOf(fields.game);
        const config = configOf(fields.config);
        const state = game.setup(config);
        const bots = botsOf(fields.game as string, fields.bots, config.players);
        const botSeed = botSeedOf(fields.botSeed);
        this.roomFor(1);
        const enc = encoding(game as never, config as never) as unknown as Encoding<object, BaseAction, object>;
        const table: Table = { kind: 'table', game, encoding: enc, state, bots, rng: seedRng(botSeed) };
        playBots(table);
        const handle = this.add(table);
        const layouts = { observation: openSpielPieces(enc.observationLayout), informationState: openSpielPieces(enc.informationStateLayout) };
        return { handle, players: config.players, numDistinctActions: enc.numDistinctActions, observationShape: enc.observationShape, informationStateShape: enc.informationStateShape, layouts };
      }
      case 'observe': {
        const table = this.table(fields.handle);
        if (fields.strings !== undefined && typeof fields.strings !== 'boolean') throw new BadRequest('BAD_REQUEST', '"strings" is true or false.');
        const seat = seatOf(table, fields.player);
        const report = this.report(table, seat, tensorOf(fields.tensor));
        const withTexts = fields.strings === true ? { ...report, ...texts(table, (report.player as number | null) ?? 0, report.legal as number[]) } : report;
        return fields.agent === undefined ? withTexts : { ...withTexts, prompt: promptFor(table, (report.player as number | null) ?? 0, fields.agent, localeOf(fields.locale)) };
      }
      case 'rules': {
        const game = gameOf(fields.game);
        return { text: agentRules(game.name as 'tortuga-1667' | 'tortuga-dice', localeOf(fields.locale)) };
      }
      case 'clone': {
        const table = this.table(fields.handle);
        this.roomFor(1);
        return { handle: this.add({ ...table, rng: { ...table.rng } }) };
      }
      case 'step': {
        const table = this.table(fields.handle);
        if (table.game.outcome(table.state) !== null) throw new BadRequest('GAME_OVER', 'The game is over: start a new one.');
        const seat = seatOf(table, fields.player) ?? learnerToAct(table);
        if (seat === null || table.bots.has(seat)) throw new BadRequest('BAD_REQUEST', `Seat ${String(seat)} is played by a bot on the server.`);
        if (!Number.isInteger(fields.action)) throw new BadRequest('BAD_REQUEST', '"action" is an action id (a whole number).');
        const action = table.encoding.actionAt(table.state, seat, fields.action as number);
        if (action === undefined) throw new BadRequest('ILLEGAL_ACTION', `Action ${String(fields.action)} is not legal for seat ${seat} now.`);
        table.state = table.game.apply(table.state, action);
        playBots(table);
        return this.report(table, null, 'none');
      }
      case 'vector': {
        const game = gameOf(fields.game);
        const config = configOf(fields.config);
        const count = fields.count;
        if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > SERVE_LIMITS.vectorCount) throw new BadRequest('BAD_REQUEST', `"count" is a whole number from 1 to ${SERVE_LIMITS.vectorCount}.`);
        if (typeof fields.seed !== 'string' || fields.seed.length > 1024) throw new BadRequest('BAD_REQUEST', '"seed" is a text of at most 1024 characters.');
        const seed = fields.seed;
        const given = (config as { readonly seed?: unknown }).seed;
        if (given !== undefined && given !== seed) throw new BadRequest('BAD_REQUEST', 'A vector\'s seed is given once, as "seed" (its games are dealt from it); the config has another.');
        if (fields.observations !== undefined && typeof fields.observations !== 'boolean') throw new BadRequest('BAD_REQUEST', '"observations" is true or false.');
        if (fields.binary !== undefined && typeof fields.binary !== 'boolean' && fields.binary !== 'frame') throw new BadRequest('BAD_REQUEST', '"binary" is true, false or "frame".');
        game.setup({ ...config, seed }); // refuses a bad configuration by name
        const bots = botsOf(fields.game as string, fields.bots, config.players);
        const botSeed = botSeedOf(fields.botSeed);
        this.roomFor(count as number);
        const enc = encoding(game as never, config as never) as unknown as Encoding<object, BaseAction, object>;
        const options = { count: count as number, seed, observations: fields.observations === true, bots, botSeed };
        let env: VectorEnv<BaseConfig, object, BaseAction, object>;
        let first: ReturnType<typeof env.reset>;
        try {
          env = new VectorEnv(game, enc, { ...config, seed } as BaseConfig, options);
          first = env.reset();
        } catch (error) {
          throw new BadRequest('BAD_REQUEST', (error as Error).message);
        }
        const vector: Vector = { kind: 'vector', env, actions: enc.numDistinctActions, players: config.players, count: count as number, binary: fields.binary === 'frame' ? 'frame' : fields.binary === true };
        const handle = this.add(vector);
        return { handle, numDistinctActions: enc.numDistinctActions, ...this.vectorReport(vector, first) };
      }
      case 'vstep': {
        const vector = this.handleOf(fields.handle, 'vector') as Vector;
        if (!Array.isArray(fields.actions) || !fields.actions.every((a) => Number.isInteger(a))) throw new BadRequest('BAD_REQUEST', '"actions" is a list of action ids, one per game.');
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
  private vectorReport(vector: Vector, step: ReturnType<Vector['env']['reset']>): Record<string, unknown> {
    return vectorReport(vector, step, (arrays) => {
      const parts = arrays.map(([, array]) => Buffer.from(array.buffer, array.byteOffset, array.byteLength));
      this.frame = Buffer.concat(parts);
      return { frame: arrays.map(([name, array], i) => [name, array.constructor.name.replace('Array', '').toLowerCase(), parts[i]!.length]), bytes: this.frame.length };
    });
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
    const outcome = table.game.outcome(table.state) as { readonly reason?: string } | null;
    const over = outcome !== null;
    const player = seat ?? learnerToAct(table);
    const out: Record<string, unknown> = { toAct, player, done: over, legal: player === null || over ? [] : table.encoding.legalActionIds(table.state, player) };
    if (over) {
      out.returns = table.encoding.returns(table.state);
      out.truncated = outcome.reason === 'decision-cap'; // T67-OPT-CAP, TD-OPT-CAP: a cap ends the episode early, it is no end of the game's own
    }
    if (tensor !== 'none' && player !== null) {
      // The observation reads no log (a view of no new entries spares building it); the information state does.
      const decisions = (table.state as { readonly decisions: number }).decisions;
      const view = table.game.viewFor(table.state, player, tensor === 'observation' ? { logAfter: decisions } : {});
      out[tensor] = Array.from(tensor === 'observation' ? table.encoding.observationTensor(view) : table.encoding.informationStateTensor(view));
    }
    return out;
  }
}

/** Reads `locale`: en, de or nl (default en). */
function localeOf(value: unknown): 'en' | 'de' | 'nl' {
  if (value === undefined) return 'en';
  if (value === 'en' || value === 'de' || value === 'nl') return value;
  throw new BadRequest('BAD_REQUEST', `"locale" is "en", "de" or "nl"; not ${JSON.stringify(value)?.slice(0, 40)}.`);
}

/** A seat's language-model prompt: the compact text or the full structured one, in the locale's words. */
function promptFor(table: Table, seat: number, mode: unknown, locale: 'en' | 'de' | 'nl'): unknown {
  if (mode !== 'compact' && mode !== 'full') throw new BadRequest('BAD_REQUEST', '"agent" is "compact" or "full".');
  const words = (table.game.name === 'tortuga-dice' ? wordsFor(tortugaDice, locale) : wordsFor(tortuga1667, locale)) as unknown as Words<AgentView, BaseAction, unknown>;
  const view = table.game.viewFor(table.state, seat) as AgentView;
  const enc = table.encoding as unknown as Encoding<unknown, BaseAction, AgentView>;
  return mode === 'compact' ? compactPrompt(enc, words, view) : agentPrompt(enc, words, view, Number.MAX_SAFE_INTEGER);
}

/** Each game's OpenSpiel type, by its OpenSpiel name. */
function openSpielTypes(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(GAMES).map(([name, game]) => {
      const names = OPENSPIEL_NAMES[name as keyof typeof OPENSPIEL_NAMES];
      return [names.short, { game: name, longName: names.long, minPlayers: game.minPlayers, maxPlayers: game.maxPlayers, maxDecisions: OPENSPIEL_MAX_DECISIONS }];
    }),
  );
}

/** The English texts OpenSpiel's wrapper shows of a table: the seat's observation, its legal actions, the table as a spectator sees it. */
function texts(table: Table, seat: number, legal: readonly number[]): Record<string, unknown> {
  const words = (table.game.name === 'tortuga-dice' ? wordsFor(tortugaDice, 'en') : wordsFor(tortuga1667, 'en')) as unknown as Words<object, BaseAction, unknown>;
  return {
    observationString: observationString(words, table.game.viewFor(table.state, seat)),
    legalStrings: legal.map((id) => actionString(table.game, table.encoding, words, table.state, seat, id)),
    stateString: stateString(table.game, words, table.state),
  };
}

/** The lowest seat without a bot that is to act, or null (none is, or the game is over). */
function learnerToAct(table: Table): number | null {
  const seats = table.game.toAct(table.state).filter((seat) => !table.bots.has(seat));
  return seats.length > 0 ? Math.min(...seats) : null;
}

/**
 * The server's bots play until only seats without a bot are to act, or the game ends. In a
 * simultaneous decision (a vote) the bots decide first: no view shows a choice before all are in.
 */
function playBots(table: Table): void {
  if (table.bots.size === 0) return;
  while (table.game.outcome(table.state) === null) {
    const seat = table.game.toAct(table.state).find((s) => table.bots.has(s));
    if (seat === undefined) return;
    const view = table.game.viewFor(table.state, seat) as BotView;
    table.state = table.game.apply(table.state, table.bots.get(seat)!.choose(view, table.rng));
  }
}

/** Reads `bots`: seat → bot name, for seats of the table. */
function botsOf(game: string, value: unknown, players: number): Map<number, Bot<BotView, BaseAction>> {
  const bots = new Map<number, Bot<BotView, BaseAction>>();
  if (value === undefined || value === null) return bots;
  if (typeof value !== 'object' || Array.isArray(value)) throw new BadRequest('BAD_REQUEST', '"bots" is an object of seat → bot name, e.g. { "1": "medium" }.');
  for (const [key, name] of Object.entries(value as Record<string, unknown>)) {
    const seat = Number(key);
    if (!/^(0|[1-9]\d?)$/.test(key) || seat >= players) throw new BadRequest('BAD_REQUEST', `"bots" names seats from 0 to ${players - 1}; not "${key.slice(0, 40)}".`);
    if (typeof name !== 'string' || name.length > 40) throw new BadRequest('BAD_REQUEST', `"bots" gives each seat a bot name; seat ${seat} has none.`);
    try {
      bots.set(seat, (game === 'tortuga-dice' ? diceBot(name) : t1667Bot(name)) as unknown as Bot<BotView, BaseAction>);
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
function gamesOf(entry: Table | Vector): number {
  return entry.kind === 'table' ? 1 : entry.count;
}

function vectorReport(vector: Vector, step: ReturnType<Vector['env']['reset']>, frame: (arrays: readonly (readonly [string, ArrayBufferView])[]) => Record<string, unknown>): Record<string, unknown> {
  const observations = step.observations.length > 0 ? { observations: step.observations } : {};
  if (vector.binary === 'frame') return { finished: step.finished, ...frame(Object.entries({ players: step.players, masks: step.masks, dones: step.dones, truncated: step.truncated, rewards: step.rewards, ...observations })) };
  if (vector.binary) {
    const base64 = (array: ArrayBufferView): string => Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
    const out: Record<string, unknown> = { finished: step.finished };
    for (const [name, array] of Object.entries({ players: step.players, masks: step.masks, dones: step.dones, truncated: step.truncated, rewards: step.rewards, ...observations })) out[name] = base64(array);
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
  if (step.observations.length > 0) for (let i = 0, size = step.observations.length / n; i < n; i++) rows.push(Array.from(step.observations.subarray(i * size, (i + 1) * size)));
  return { players: Array.from(step.players), legal, dones: Array.from(step.dones), truncated: Array.from(step.truncated), rewards, finished: step.finished, ...(rows.length > 0 ? { observations: rows } : {}) };
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
