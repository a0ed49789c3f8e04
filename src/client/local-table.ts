import type { Bot } from '../bots/bot.js';
import type { BaseAction, BaseConfig, Game, PlayerId } from '../core/engine/game.js';
import { loadHistory, startHistory, type GameHistory } from '../core/engine/history.js';
import { seedRng, type RngState } from '../core/engine/rng.js';
import { isRuleViolation } from '../core/engine/rule-violation.js';
import { corrupt, Corrupt, generator, record } from '../core/engine/state-check.js';
import type { GameRecord } from '../core/records/record.js';
import type { Words } from '../core/words/words.js';
import { playerNames } from '../core/words/player-names.js';
import { checkOptionKeys, Listeners, menuLevel, type TableSnapshot, type TableStore, type TableView } from './table-store.js';
import type { TableSeat } from './table-protocol.js';

/**
 * A bot that decides elsewhere — in a Web Worker, so that a search does not hold up the page, or on
 * a server. It is given the seat's view and a copy of the seat's generator, and answers with its
 * action and the generator as it left it; the table keeps that generator, so the game goes as it
 * would with the same bot seated as a `Bot` (one that decides at once).
 *
 * @typeParam View - the game's view
 * @typeParam Action - the game's action
 */
export interface AsyncBot<View, Action> {
  /** A short name for reports (the seat's name at the table). */
  readonly name: string;
  /** Decides at `view` (the seat has a decision there), drawing from `rng` (a copy: the answer gives it back). */
  decide(view: View, rng: RngState): Promise<AsyncDecision<Action>>;
}

/** What an {@link AsyncBot} answers: the action, and the seat's generator after the decision. */
export interface AsyncDecision<Action> {
  /** One of the view's legal actions, of the seat asked. */
  readonly action: Action;
  /** The seat's generator after the decision. */
  readonly rng: RngState;
}

/** Who plays a seat of a local table: a person at this screen, a bot, or a bot that decides elsewhere. */
export type LocalSeat<View extends TableView<Action>, Action> = 'person' | Bot<View, Action> | AsyncBot<View, Action>;

/** Timers a local table waits with between bot moves (the platform's by default; tests give their own). */
export interface TableTimers {
  /** Calls `run` after `ms` milliseconds; returns a handle for `clear`. */
  set(run: () => void, ms: number): unknown;
  /** Cancels a call `set` scheduled. */
  clear(handle: unknown): void;
}

/**
 * A local table's options: the game, a new deal (`config`) or a saved game (`record`), who plays
 * each seat, the words, and the bots' pace.
 *
 * @typeParam Config - the game's configuration
 * @typeParam State - the game's state
 * @typeParam Action - the game's action
 * @typeParam View - the game's view
 */
export interface LocalTableOptions<Config extends BaseConfig, State, Action extends BaseAction, View extends TableView<Action>> {
  /** The game. */
  readonly game: Game<Config, State, Action, View, unknown>;
  /** A new game's configuration (give this or `record`). */
  readonly config?: Config;
  /** A saved game to go on with (a record from `record()`, checked by `loadHistory`: a damaged one throws its `RuleViolation`). */
  readonly record?: unknown;
  /**
   * Who plays each seat, by seat: `'person'`, a bot, or a bot that decides elsewhere (its answer
   * counts only while the game is where it was asked; an answer the rules refuse, a malformed one or
   * a failed promise changes nothing and goes to `onBotError`).
   */
  readonly seats: readonly NoInfer<LocalSeat<View, Action>>[];
  /** The people's names by seat (null: the game's own name for the seat). */
  readonly names?: readonly (string | null)[];
  /** The game's words for these names (one language: `(names) => t1667Words(T1667_DE, { names: playerNames(names) })`). */
  readonly words: (names: readonly (string | null)[]) => NoInfer<Words<View, Action, unknown>>;
  /** Milliseconds between bot moves (default 400; 0 plays them at once, one timer turn each). */
  readonly pace?: number;
  /** The timers (default: `setTimeout`/`clearTimeout`). */
  readonly timers?: TableTimers;
  /**
   * Told when a bot that decides elsewhere fails: its promise failed, or its answer was malformed
   * (checked by its own keys) or refused by the rules. Nothing changes; the bots wait for the next
   * change at the table. Default: thrown where the platform reports uncaught errors.
   */
  readonly onBotError?: (error: unknown, seat: PlayerId) => void;
}

/** The options `localTable` takes. */
const LOCAL_OPTIONS = ['game', 'config', 'record', 'seats', 'names', 'words', 'pace', 'timers', 'onBotError'];

/** Whether a seat's entry is a bot that decides at once. */
function isBot<View, Action>(kind: unknown): kind is Bot<View & TableView<Action>, Action> {
  return typeof kind === 'object' && kind !== null && typeof (kind as { choose?: unknown }).choose === 'function';
}

/** Whether a seat's entry is a bot that decides elsewhere. */
function isAsyncBot<View, Action>(kind: unknown): kind is AsyncBot<View, Action> {
  return typeof kind === 'object' && kind !== null && typeof (kind as { decide?: unknown }).decide === 'function';
}

/**
 * An {@link AsyncBot}'s answer, read as a saved state is (`state-check.ts`): exactly `action` and `rng`,
 * an action object of seat `at` (the rules check the rest), the alea generator's state; throws naming
 * what is wrong.
 */
function checkedDecision<Action>(answer: unknown, at: PlayerId): AsyncDecision<Action> {
  try {
    const { action, rng } = record(answer, 'answer', ['action', 'rng']);
    generator(rng, 'answer.rng');
    if (typeof action !== 'object' || action === null || !Object.hasOwn(action, 'player') || (action as { player: unknown }).player !== at)
      corrupt('answer.action', `is not an action of seat ${at}`);
    return { action: action as Action, rng: { ...(rng as RngState) } };
  } catch (error) {
    if (error instanceof Corrupt) throw new TypeError(`seat ${at}'s bot answered wrongly: ${error.path} ${error.message}.`);
    throw error;
  }
}

const PLATFORM_TIMERS: TableTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * A local table: every seat's decisions taken at this screen or by bots, one history (undo, saving).
 * With one person the screen is that person's; with several (hot seat) the screen is handed over
 * whenever another person decides (`handOver`, then `handedOver()`), so no one sees another's view.
 *
 * @typeParam State - the game's state
 * @typeParam Action - the game's action
 * @typeParam View - the game's view
 */
export interface LocalTable<State, Action, View> extends TableStore<View, Action> {
  /** The game so far as a record (to save; `record` of the options takes it back). */
  record(): GameRecord<BaseConfig, Action>;
  /** The engine's state (for tests and analysis: it holds every secret; never show it to a player). */
  readonly state: State;
}

/** Starts a local table. Bots move on the timers, `pace` apart; the store tells its listeners after every change. */
export function localTable<Config extends BaseConfig, State, Action extends BaseAction, View extends TableView<Action>>(
  options: LocalTableOptions<Config, State, Action, View>,
): LocalTable<State, Action, View> {
  checkOptionKeys(options, LOCAL_OPTIONS, 'localTable');
  const { game, seats: kinds } = options;
  if ((options.config === undefined) === (options.record === undefined))
    throw new TypeError('localTable takes a config (a new game) or a record (a saved one), not both or neither.');
  const timers = options.timers ?? PLATFORM_TIMERS;
  const botError =
    options.onBotError ??
    ((error: unknown) => {
      throw error; // inside the promise's handler: reported as an unhandled rejection
    });
  const pace = options.pace ?? 400;
  if (!Number.isFinite(pace) || pace < 0 || pace > 3_600_000) throw new RangeError('pace is a number of milliseconds from 0 to 3,600,000.');
  let history: GameHistory<Config, State, Action> = options.record !== undefined ? loadHistory(game, options.record) : startHistory(game, options.config!);
  const players = history.config.players;
  if (!Array.isArray(kinds) || kinds.length !== players) throw new RangeError(`seats: one entry per seat (${players}), not ${String(kinds?.length)}.`);
  kinds.forEach((kind, seat) => {
    if (kind !== 'person' && !isBot(kind) && !isAsyncBot(kind))
      throw new TypeError(`seats[${seat}]: 'person' or a bot (an object with choose or decide), not ${String(JSON.stringify(kind)).slice(0, 40)}.`);
  });
  const names = playerNames(options.names ?? []); // checked: printable, distinct, at most 9
  let words = options.words(names);
  // The bots' generators come from the game's seed: a saved game's bots could be replayed; they never see the game's generator.
  const rngs: RngState[] = kinds.map((_, seat) => seedRng(`${history.config.seed}/bot/${seat}`));
  const people = kinds.flatMap((kind, seat) => (kind === 'person' ? [seat] : []));
  const seats: TableSeat[] = kinds.map((kind, seat) => ({
    seat,
    kind: kind === 'person' ? 'person' : 'bot',
    name: kind === 'person' ? (names[seat] ?? null) : kind.name,
    connected: true,
  }));
  const listeners = new Listeners();
  let seat: PlayerId | null = people[0] ?? null;
  let handOver: PlayerId | null = null;
  let path: readonly number[] = [];
  let refusal: TableSnapshot<View, Action>['refusal'] = null;
  let timer: unknown = null;
  let closed = false;
  let snapshot = build();

  function build(): TableSnapshot<View, Action> {
    const view = handOver === null ? game.viewFor(history.state, seat) : null;
    const menu = menuLevel(view === null || view.decision === null ? [] : words.menu(view), path);
    path = menu.path;
    return {
      connection: closed ? 'closed' : 'open',
      seat,
      handOver,
      view,
      words,
      menu,
      canUndo: seat !== null && handOver === null && history.canUndo(seat),
      clocks: [],
      seats,
      refusal,
      over: game.outcome(history.state) !== null,
    };
  }

  function changed(): void {
    snapshot = build();
    listeners.tell();
  }

  /** After every decision: whose screen it is now, and the next bot move. */
  function advance(): void {
    path = [];
    const acting = game.toAct(history.state);
    const waiting = acting.filter((s) => kinds[s] === 'person');
    if (handOver !== null && !waiting.includes(handOver)) handOver = null;
    if (game.outcome(history.state) === null && handOver === null && waiting.length > 0 && (seat === null || !waiting.includes(seat))) {
      if (people.length > 1) handOver = waiting[0]!;
      else seat = waiting[0]!;
    }
    if (timer !== null) timers.clear(timer);
    timer = null;
    const bot = acting.find((s) => kinds[s] !== 'person');
    if (game.outcome(history.state) === null && bot !== undefined) timer = timers.set(() => botMove(bot), pace);
    changed();
  }

  function botMove(at: PlayerId): void {
    timer = null;
    if (closed) return;
    const bot = kinds[at];
    if (bot === undefined || bot === 'person' || !game.toAct(history.state).includes(at)) return advance();
    const view = game.viewFor(history.state, at);
    if (isBot(bot)) {
      history = history.apply(bot.choose(view, rngs[at]!));
      return advance();
    }
    const asked = history;
    const answered = (answer: unknown): void => {
      // Anything else that happened meanwhile (a person's move, an undo) asked again already.
      if (closed || history !== asked) return;
      const { action, rng } = checkedDecision<Action>(answer, at);
      history = history.apply(action); // a RuleViolation if the rules refuse it: nothing changes
      rngs[at] = rng;
      advance();
    };
    void new Promise<unknown>((resolve) => resolve(bot.decide(view, { ...rngs[at]! }))).then(answered).catch((error: unknown) => {
      if (!closed) botError(error, at);
    });
  }

  const store: LocalTable<State, Action, View> = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => listeners.add(listener),
    choose(action) {
      if (closed || seat === null || handOver !== null) return;
      try {
        history = history.apply({ ...action, player: seat });
        refusal = null;
        advance();
      } catch (error) {
        if (!isRuleViolation(error)) throw error;
        refusal = { code: error.code, ...(error.rule === undefined ? {} : { rule: error.rule }), text: words.violation(error).text };
        changed();
      }
    },
    openGroup(index) {
      if (closed || !Number.isInteger(index) || index < 0 || index >= snapshot.menu.nodes.length) return;
      path = [...snapshot.menu.path, index];
      changed();
    },
    back() {
      if (closed || snapshot.menu.path.length === 0) return;
      path = snapshot.menu.path.slice(0, -1);
      changed();
    },
    undo() {
      if (closed || !snapshot.canUndo || seat === null) return;
      history = history.undo(seat);
      refusal = null;
      advance();
    },
    handedOver() {
      if (closed || handOver === null) return;
      seat = handOver;
      handOver = null;
      changed();
    },
    setWords(make) {
      if (closed) return;
      words = make(names);
      changed();
    },
    close() {
      if (closed) return;
      closed = true;
      if (timer !== null) timers.clear(timer);
      timer = null;
      snapshot = build();
      listeners.tell();
      listeners.close();
    },
    record: () => history.record(),
    get state() {
      return history.state;
    },
  };
  advance();
  return store;
}
