import type { BaseAction, PlayerId } from '../core/engine/game.js';
import { applyViewChange } from '../core/engine/patch.js';
import type { Words } from '../core/words/words.js';
import type { TableTimers } from './local-table.js';
import { parseServerMessage, type ClientMessage, type RejectedMessage, type TableGame, type TableSeat } from './table-protocol.js';
import {
  checkOptionKeys,
  Listeners,
  menuLevel,
  type SeatClock,
  type TableConnection,
  type TableSnapshot,
  type TableStore,
  type TableView,
} from './table-store.js';

/** What this screen does at the table: sit in a free seat under a name, take its seat back with its token, or watch. */
export type OnlineRole =
  | { readonly join: { readonly seat: number; readonly name: string } }
  | { readonly resume: { readonly seat: number; readonly token: string } }
  | { readonly watch: true };

/** The part of the platform's `WebSocket` a table uses (the browser's, Node 22's, or the `ws` package's). */
export interface TableSocket {
  /** Sends one message. */
  send(data: string): void;
  /** Closes the connection. */
  close(): void;
  /** Called once the connection is open. */
  onopen: (() => void) | null;
  /** Called with each message. */
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  /** Called once the connection has closed (or failed to open). */
  onclose: (() => void) | null;
  /** Called when the connection fails. */
  onerror: (() => void) | null;
}

/**
 * An online table's options.
 *
 * @typeParam View - the game's view
 * @typeParam Action - the game's action
 */
export interface OnlineTableOptions<View, Action> {
  /** The game the table is expected to hold (`tortuga-1667` or `tortuga-dice`): a server that shows another is refused. */
  readonly game: 'tortuga-1667' | 'tortuga-dice';
  /** The table server (`ws://…` or `wss://…`): only ever the one the person agreed to. */
  readonly server: string;
  /** The table's id. */
  readonly table: string;
  /** Sit, resume or watch. */
  readonly role: OnlineRole;
  /** The game's words for the people's names (one language). */
  readonly words: (names: readonly (string | null)[]) => Words<View, Action, unknown>;
  /** Opens a connection (default: `new WebSocket(url)` of the platform). */
  readonly connect?: (url: string) => TableSocket;
  /** Told the seat's token when the server gives it (keep it to resume the seat later, for this server only). */
  readonly onSeat?: (seat: number, token: string) => void;
  /** Says a refusal of the server's own (`ui.online.refusal.*`, an app's words) in the table's language; default: the engine's words, else the server's English. */
  readonly refusalText?: (refusal: RejectedMessage) => string;
  /** Milliseconds before the first reconnection (doubling to 30 s while it fails; default 1,000). */
  readonly reconnectMs?: number;
  /** The timers (default: `setTimeout`/`clearTimeout`). */
  readonly timers?: TableTimers;
}

/** The options `onlineTable` takes. */
const ONLINE_OPTIONS = ['game', 'server', 'table', 'role', 'words', 'connect', 'onSeat', 'refusalText', 'reconnectMs', 'timers'];

/** Refusals after which trying again cannot help: the table, the seat or the token is not there for this screen. */
const FINAL = new Set([
  'NO_SUCH_TABLE',
  'NO_SUCH_SEAT',
  'SEAT_TAKEN',
  'BAD_TOKEN',
  'NAME_TAKEN',
  'REPLACED',
  'TABLE_CLOSED',
  'TABLE_DAMAGED',
  'MALFORMED_MESSAGE',
  'UNKNOWN_KEY',
]);

const WIRE_NAME: Readonly<Record<OnlineTableOptions<unknown, unknown>['game'], TableGame>> = { 'tortuga-1667': '1667', 'tortuga-dice': 'dice' };

const isSeatNumber = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 9;

/** The platform's `WebSocket` (browsers, Node 22 and later): its connections are `TableSocket`s as they are. */
interface PlatformWebSocket {
  new (url: string): TableSocket;
}

/** A connection through the platform's `WebSocket`; elsewhere pass `connect`. */
const platformSocket = (url: string): TableSocket => new (globalThis as { WebSocket: PlatformWebSocket }).WebSocket(url);

/** The parts of a server's view the store reads, checked (the rest is read by the words, whose errors are caught). */
function isTableView<View>(value: unknown): value is View {
  if (typeof value !== 'object' || value === null) return false;
  const { player, decisions, toAct, decision, outcome } = value as Partial<Record<keyof TableView<unknown>, unknown>>;
  if (!(player === null || isSeatNumber(player))) return false;
  if (typeof decisions !== 'number' || !Number.isInteger(decisions) || decisions < 0) return false;
  if (!Array.isArray(toAct) || toAct.length > 9 || !toAct.every(isSeatNumber)) return false;
  if (decision !== null && (typeof decision !== 'object' || decision === undefined || !Array.isArray((decision as { actions?: unknown }).actions)))
    return false;
  return outcome === null || (typeof outcome === 'object' && outcome !== undefined);
}

/**
 * A seat (or a spectator's chair) at a table of the table server: the view the server sends and
 * the changes after it, the seats, the clock and refusals; `choose` sends an action answering the
 * view's decision count. A dropped connection is taken up again (with the seat's token once the
 * server gave one), backing off while it fails. Every message from the server is checked before
 * it is read; one that is not a message of the protocol, or a view the words cannot read, drops
 * the connection (and the store reconnects) instead of reaching the screen.
 *
 * @typeParam View - the game's view
 * @typeParam Action - the game's action
 */
export function onlineTable<View extends TableView<Action>, Action extends BaseAction>(options: OnlineTableOptions<View, Action>): TableStore<View, Action> {
  const timers = options.timers ?? {
    set: (run: () => void, ms: number) => setTimeout(run, ms),
    clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  checkOptionKeys(options, ONLINE_OPTIONS, 'onlineTable');
  if (!Object.hasOwn(WIRE_NAME, options.game)) throw new TypeError(`game: tortuga-1667 or tortuga-dice, not ${String(options.game).slice(0, 40)}.`);
  if (!/^wss?:\/\/[^\s]{1,200}$/.test(String(options.server)))
    throw new TypeError(`server: a ws:// or wss:// address, not ${String(options.server).slice(0, 60)}.`);
  if (typeof options.table !== 'string' || options.table.length < 1 || options.table.length > 64)
    throw new TypeError('table: a table id of 1 to 64 characters.');
  const firstDelay = options.reconnectMs ?? 1000;
  if (typeof firstDelay !== 'number' || !Number.isFinite(firstDelay) || firstDelay < 10 || firstDelay > 60_000)
    throw new RangeError('reconnectMs: milliseconds from 10 to 60,000.');
  if (options.connect === undefined && (globalThis as { WebSocket?: PlatformWebSocket }).WebSocket === undefined)
    throw new TypeError('This platform has no WebSocket: give onlineTable a connect function (the ws package on Node 20).');
  const connect = options.connect ?? platformSocket;
  const listeners = new Listeners();
  let role: OnlineRole = options.role;
  let socket: TableSocket | null = null;
  let connection: TableConnection = 'connecting';
  let view: View | null = null;
  let names: (string | null)[] = [];
  let words = options.words(names);
  let seats: readonly TableSeat[] = [];
  let clocks: readonly SeatClock[] = [];
  let refusal: TableSnapshot<View, Action>['refusal'] = null;
  let path: readonly number[] = [];
  let delay = firstDelay;
  let retry: unknown = null;
  let snapshot: TableSnapshot<View, Action>;

  function build(): TableSnapshot<View, Action> {
    const menu = menuLevel(view === null || view.decision === null ? [] : words.menu(view), path);
    path = menu.path;
    return {
      connection,
      seat: roleSeat(role),
      handOver: null,
      view,
      words,
      menu,
      canUndo: false,
      clocks,
      seats,
      refusal,
      over: view !== null && view.outcome !== null,
    };
  }

  function changed(): void {
    snapshot = build();
    listeners.tell();
  }

  /** Ends this connection; unless the refusal was final, another is opened after a pause. */
  function drop(again: boolean): void {
    const old = socket;
    socket = null;
    if (old !== null) {
      old.onclose = old.onmessage = old.onerror = old.onopen = null;
      old.close();
    }
    if (connection === 'closed') return;
    connection = again ? 'lost' : 'closed';
    if (again) {
      retry = timers.set(open, delay);
      delay = Math.min(30_000, delay * 2);
    }
    changed();
  }

  function sayRefusal(message: RejectedMessage): string {
    if (options.refusalText !== undefined) return options.refusalText(message);
    try {
      return words.message(view, { key: message.key, params: message.params }).text;
    } catch {
      return message.message;
    }
  }

  function receive(data: unknown): void {
    const message = parseServerMessage(data);
    if (message === null) return drop(true);
    try {
      switch (message.kind) {
        case 'welcome':
          role = { resume: { seat: message.seat, token: message.token } };
          options.onSeat?.(message.seat, message.token);
          return;
        case 'view':
          if (message.game !== WIRE_NAME[options.game]) return drop(false); // another game's table: retrying cannot help
          if (!isTableView<View>(message.view)) return drop(true);
          view = message.view;
          connection = 'open';
          delay = firstDelay;
          refusal = null;
          break;
        case 'change': {
          if (view === null) return drop(true);
          const next = applyViewChange(view, message.patches);
          if (!isTableView<View>(next)) return drop(true);
          if (next.decisions !== view.decisions) path = [];
          view = next;
          refusal = null;
          break;
        }
        case 'seats':
          seats = message.seats;
          names = message.seats.map((seat) => (seat.kind === 'person' ? seat.name : null));
          words = options.words(names);
          break;
        case 'clock': {
          const now = Date.now();
          clocks = message.clocks.map(({ seat, msLeft }) => ({ seat, deadline: now + msLeft }));
          break;
        }
        case 'rejected':
          refusal = { code: message.code, ...(message.rule === undefined ? {} : { rule: message.rule }), text: sayRefusal(message) };
          if (FINAL.has(message.code)) return drop(false);
          break;
        default:
          return;
      }
      changed();
    } catch {
      // A view or a change the words cannot read (or a patch that does not fit): not this screen's to show.
      view = null;
      drop(true);
    }
  }

  function open(): void {
    retry = null;
    if (connection === 'closed') return;
    let live: TableSocket;
    try {
      live = connect(options.server);
    } catch {
      return drop(false);
    }
    socket = live;
    live.onopen = () => {
      const hello: ClientMessage =
        'watch' in role
          ? { kind: 'watch', table: options.table }
          : 'join' in role
            ? { kind: 'join', table: options.table, ...role.join }
            : { kind: 'resume', table: options.table, ...role.resume };
      live.send(JSON.stringify(hello));
    };
    live.onmessage = (event) => receive(event.data);
    live.onclose = () => {
      if (socket === live) drop(true);
    };
    live.onerror = () => {
      if (socket === live) drop(true);
    };
  }

  snapshot = build();
  open();
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => listeners.add(listener),
    choose(action) {
      if (socket === null || view === null || view.decision === null || typeof action !== 'object' || action === null) return;
      const { player: _player, ...rest } = action;
      const message: ClientMessage = { kind: 'act', action: rest, at: view.decisions };
      socket.send(JSON.stringify(message));
      path = [];
      refusal = null;
      changed();
    },
    openGroup(index) {
      if (!Number.isInteger(index) || index < 0 || index >= snapshot.menu.nodes.length) return;
      path = [...snapshot.menu.path, index];
      changed();
    },
    back() {
      if (snapshot.menu.path.length === 0) return;
      path = snapshot.menu.path.slice(0, -1);
      changed();
    },
    undo() {},
    handedOver() {},
    setWords(make) {
      words = make(names);
      changed();
    },
    close() {
      if (connection === 'closed' && socket === null) return listeners.close();
      if (retry !== null) timers.clear(retry);
      connection = 'closed';
      drop(false);
      snapshot = build();
      listeners.tell();
      listeners.close();
    },
  };
}

/** The seat a role sits in (null: watching). */
function roleSeat(role: OnlineRole): PlayerId | null {
  return 'join' in role ? role.join.seat : 'resume' in role ? role.resume.seat : null;
}
