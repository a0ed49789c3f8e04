import { applyViewChange, type BaseAction, type BaseConfig, type Locale, type PlayerId } from 'tortuga-rules';
import type { SeatInfo, ServerMessage } from '@tortuga-rules/table-server/protocol';
import { h } from './dom.js';
import { animateChange, positions } from './animate.js';
import { playScreen } from './play-screen.js';
import { DICE_TITLE } from './title-dice.js';
import { T1667_TITLE } from './title-1667.js';
import { cleanNames, type ClientView, type SeatNames, type SeatKind, type Title, type TitleWords } from './title.js';

/**
 * Play at a table of the table server (`apps/table-server`, `npm run server`): open a table,
 * invite by link (`?table=<id>&server=…`), take a seat under a name or watch, and come back to
 * the seat after a dropped connection or a reload — its token is kept in this browser's storage
 * under the server and the table, and sent to that server only. The screen is drawn from the
 * view the server sends and the changes after it, as at one screen.
 */

/** How this page reaches a table: the server's address and the table's id. */
export interface TableAddress {
  readonly server: string;
  readonly table: string;
}

/** What the page does at a table: sit in a seat (new or resumed) or watch. */
type Role =
  | { readonly join: { readonly seat: number; readonly name: string } }
  | { readonly resume: { readonly seat: number; readonly token: string } }
  | { readonly watch: true };

/** The bot level the server plays for each kind of bot seat the start screen offers. */
const LEVEL_OF: Readonly<Record<Exclude<SeatKind, 'human'>, string>> = { random: 'easy', heuristic: 'medium', search: 'hard' };

const STORAGE = 'tortuga-rules/tables';

/** Where a table's secrets are kept: under its server and its id together, so that one server never gets another's token. */
const keyOf = (address: TableAddress): string => `${address.server} ${address.table}`;

/** A map kept in this browser's storage (a damaged one reads as empty; entries keyed by a table id alone, from before tokens were bound to their server, are dropped). */
function storedMap(name: string): Record<string, unknown> {
  try {
    const all = JSON.parse(localStorage.getItem(name) ?? '{}') as unknown;
    if (typeof all !== 'object' || all === null || Array.isArray(all)) return {};
    return Object.fromEntries(Object.entries(all).filter(([key]) => key.includes(' ')));
  } catch {
    return {};
  }
}

function storeEntry(name: string, address: TableAddress, value: unknown): void {
  localStorage.setItem(name, JSON.stringify({ ...storedMap(name), [keyOf(address)]: value }));
}

/** The seat and token this browser holds at a table of a server, if any. */
function heldSeat(address: TableAddress): { seat: number; token: string } | null {
  const held = storedMap(STORAGE)[keyOf(address)] as { seat?: unknown; token?: unknown } | undefined;
  return typeof held?.seat === 'number' && typeof held.token === 'string' ? { seat: held.seat, token: held.token } : null;
}

function holdSeat(address: TableAddress, seat: number, token: string): void {
  storeEntry(STORAGE, address, { seat, token });
}

/** The host's token of a table this browser opened on a server, if any (it may seat bots in free seats). */
function heldHost(address: TableAddress): string | null {
  const host = storedMap(`${STORAGE}/host`)[keyOf(address)];
  return typeof host === 'string' ? host : null;
}

function holdHost(address: TableAddress, host: string): void {
  storeEntry(`${STORAGE}/host`, address, host);
}

/**
 * What a page opened by a link naming a server this browser has not agreed to shows instead
 * of connecting: the server, why to be careful, and a choice — connect to it, or stay with the
 * page's own server (the safe default, focused).
 */
export function otherServerScreen(locale: Locale, server: string, choose: { readonly connect: () => void; readonly stay: () => void }): HTMLElement {
  const words = T1667_TITLE.words(locale);
  const t = (key: string, params: Record<string, string> = {}): string => words.say(null, key, params).text;
  return h(
    'div',
    { class: 'setup other-server', role: 'alertdialog', 'aria-labelledby': 'other-server-title' },
    h('h1', { id: 'other-server-title' }, t('ui.online.otherServer')),
    h('p', {}, h('code', { class: 'server' }, server)),
    h('p', {}, t('ui.online.otherServerWhy')),
    h(
      'p',
      {},
      h('button', { type: 'button', id: 'stay-home', class: 'primary', onclick: choose.stay }, t('ui.online.stayHome')),
      ' ',
      h('button', { type: 'button', id: 'trust-server', onclick: choose.connect }, t('ui.online.connectTo', { server })),
    ),
  );
}

/** The host seats a medium bot in a free seat (a friend who did not come); everyone at the table hears of it through `seats`. */
function fillSeat(address: TableAddress, seat: number, host: string): void {
  const socket = new WebSocket(address.server);
  socket.onopen = () => socket.send(JSON.stringify({ kind: 'fill', table: address.table, seat, level: 'medium', host }));
  socket.onmessage = () => socket.close();
}

/** A button per free seat for the host: seat a bot there. */
function fillButtons(
  address: TableAddress,
  seats: readonly SeatInfo[],
  t: (key: string, params?: Record<string, string | number>) => string,
): HTMLElement | null {
  const host = heldHost(address);
  const free = seats.filter((s) => s.kind === 'open');
  if (host === null || free.length === 0) return null;
  return h(
    'p',
    { class: 'fill' },
    ...free.map((s) =>
      h('button', { type: 'button', id: `fill-${s.seat}`, onclick: () => fillSeat(address, s.seat, host) }, t('ui.online.fill', { n: s.seat + 1 })),
    ),
  );
}

/** The invitation link of a table. */
export function invitation(address: TableAddress, locale: Locale): string {
  const url = new URL(location.href);
  url.search = '';
  url.searchParams.set('table', address.table);
  url.searchParams.set('server', address.server);
  url.searchParams.set('lang', locale);
  return url.toString();
}

/** A table's refusal as an error: the refusal's words (`key`, `params`) go with it. */
export class TableRefusal extends Error {
  constructor(readonly refusal: Extract<ServerMessage, { kind: 'rejected' }>) {
    super(refusal.message);
  }
}

/**
 * A refusal in the page's language: its key and parameters said by the library's words (the
 * server's own `ui.online.refusal.*` or the engine's), the server's English should the words not
 * know the key; `view` names players as the page's player sees them.
 */
export function refusalText(
  words: TitleWords<BaseAction, ClientView<BaseAction>>,
  refusal: Extract<ServerMessage, { kind: 'rejected' }>,
  view: ClientView<BaseAction> | null = null,
): string {
  let reason: string;
  try {
    reason = words.message(view, { key: refusal.key, params: refusal.params }).text;
  } catch {
    reason = refusal.message;
  }
  return words.say(null, 'ui.online.refused', { reason }).text;
}

/** Opens a table for the start screen's game, options and seats (people's seats open, bots at their levels); resolves with its id. */
export function openTable(
  server: string,
  game: 'tortuga-1667' | 'tortuga-dice',
  kinds: readonly SeatKind[],
  options: Readonly<Record<string, unknown>>,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(server);
    socket.onopen = () =>
      socket.send(
        JSON.stringify({
          kind: 'create',
          game: game === 'tortuga-1667' ? '1667' : 'dice',
          options,
          seats: kinds.map((kind) => (kind === 'human' ? 'open' : LEVEL_OF[kind])),
        }),
      );
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as ServerMessage;
      socket.close();
      if (message.kind === 'created') {
        holdHost({ server, table: message.table }, message.host);
        resolve(message.table);
      } else reject(message.kind === 'rejected' ? new TableRefusal(message) : new Error('unexpected answer'));
    };
    socket.onerror = () => reject(new Error(server));
  });
}

/** What the browser tests read at a table (`?test`): the view and the screen any view would give. */
export interface OnlineTestHooks {
  view(): string | null;
  /** The play screen's HTML for a view (as JSON), drawn as the live one is. */
  screenFor(view: string): string;
}

/** What the online screens need from the app. */
export interface OnlineHost {
  readonly root: HTMLElement;
  readonly locale: Locale;
  /** Exposes `window.__tortugaOnline` for the browser tests. */
  readonly testHooks: boolean;
  show(screen: HTMLElement, focus: string | null): void;
  /** Back to the start screen. */
  leave(): void;
}

/**
 * The table's lobby: who sits where (watching the table meanwhile), a name and "sit here" for
 * every free seat, and "watch". A seat this browser holds is taken up again at once.
 */
export function tableLobby(host: OnlineHost, address: TableAddress): () => void {
  const held = heldSeat(address);
  if (held !== null) return atTable(host, address, { resume: held });
  const words = T1667_TITLE.words(host.locale);
  const t = (key: string, params: Record<string, string | number> = {}): string => words.say(null, key, params).text;
  const socket = new WebSocket(address.server);
  let seats: readonly SeatInfo[] = [];
  let game: '1667' | 'dice' | null = null;
  let typed = localStorage.getItem(`${STORAGE}/name`) ?? ''; // kept while the lobby is drawn again
  const draw = (): void => {
    const name = h('input', { id: 'player-name', maxlength: 24, value: typed, autocomplete: 'nickname', oninput: () => (typed = name.value) });
    const sit = (seat: number): void => {
      const chosen = name.value.trim();
      if (chosen === '') return name.focus();
      localStorage.setItem(`${STORAGE}/name`, chosen);
      socket.close();
      stop = atTable(host, address, { join: { seat, name: chosen } });
    };
    host.show(
      h(
        'div',
        { class: 'setup lobby' },
        h('h1', {}, game === null ? t('ui.online.connecting') : t(`ui.game.${game === '1667' ? 'tortuga-1667' : 'tortuga-dice'}`)),
        h('p', {}, h('label', { for: 'player-name' }, t('ui.online.name')), ' ', name),
        h('h2', {}, t('ui.online.seats')),
        h(
          'ol',
          { class: 'seats' },
          ...seats.map((s) =>
            h(
              'li',
              {},
              seatLabel(s, t),
              ' ',
              s.kind === 'open' ? h('button', { type: 'button', class: 'primary', id: `sit-${s.seat}`, onclick: () => sit(s.seat) }, t('ui.online.sit')) : null,
            ),
          ),
        ),
        fillButtons(address, seats, t),
        h(
          'p',
          {},
          h('button', { type: 'button', id: 'watch', onclick: () => (socket.close(), (stop = atTable(host, address, { watch: true }))) }, t('ui.online.watch')),
          ' ',
          h('button', { type: 'button', onclick: () => (socket.close(), host.leave()) }, t('ui.online.leave')),
        ),
      ),
      null,
    );
  };
  socket.onopen = () => socket.send(JSON.stringify({ kind: 'watch', table: address.table }));
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as ServerMessage;
    if (message.kind === 'view') game = message.game;
    if (message.kind === 'seats') seats = message.seats;
    if (message.kind === 'rejected')
      return host.show(
        h(
          'div',
          { class: 'setup' },
          h('p', { role: 'alert' }, refusalText(words, message)),
          h('button', { type: 'button', onclick: host.leave }, t('ui.online.leave')),
        ),
        'button',
      );
    if (message.kind === 'seats') draw(); // the server sends the view, then the seats: one drawing for both
  };
  draw();
  let stop = (): void => socket.close();
  return () => stop();
}

function seatLabel(seat: SeatInfo, t: (key: string, params?: Record<string, string | number>) => string): string {
  const who =
    seat.kind === 'open'
      ? t('ui.online.free')
      : seat.kind === 'bot'
        ? t('ui.online.bot', { level: seat.name ?? '' })
        : seat.connected
          ? (seat.name ?? '')
          : t('ui.online.away', { name: seat.name ?? '' });
  return `${t('ui.setup.seat', { n: seat.seat + 1 })}: ${who}`;
}

/**
 * A seat (or a spectator's chair) at the table: the view from the server, drawn with the play
 * screen; a choice is sent as an action answering the view's decision count. A lost connection
 * is taken up again with the seat's token.
 */
function atTable(host: OnlineHost, address: TableAddress, role: Role): () => void {
  let socket: WebSocket | null = null;
  let view: ClientView<BaseAction> | null = null;
  let title: Title<BaseConfig, unknown, BaseAction, ClientView<BaseAction>, unknown> | null = null;
  let menuPath: number[] = [];
  /** Pieces chosen on the table (direct play). */
  let chosen: string[] = [];
  /** The view last drawn (the base of the next animation). */
  let shown: ClientView<BaseAction> | null = null;
  let notice: string | null = null;
  let stopped = false;
  /** The 1667 clock (T67-OPT-TIMER) as the server last told it: each deciding seat's deadline on this page's clock. */
  const deadlines = new Map<number, number>();
  let ticking: ReturnType<typeof setInterval> | null = null;
  let current: Role = role;
  /** The people's names at the table (from the server's `seats`), which the words say wherever the game names a seat. */
  let names: SeatNames = [];
  let seats: readonly SeatInfo[] = [];
  let made: { readonly key: string; readonly words: TitleWords<BaseAction, ClientView<BaseAction>> } | null = null;
  const words = (): TitleWords<BaseAction, ClientView<BaseAction>> => {
    const shownTitle = title ?? (T1667_TITLE as never as NonNullable<typeof title>);
    const key = `${shownTitle.id}/${host.locale}/${JSON.stringify(names)}`;
    if (made?.key !== key) made = { key, words: shownTitle.words(host.locale, names) };
    return made.words;
  };
  const t = (key: string, params: Record<string, string | number> = {}): string => words().say(null, key, params).text;

  const screenOf = (shown: ClientView<BaseAction>): HTMLElement =>
    playScreen(title!, shown, words(), (shown as { outcome?: unknown }).outcome != null, {
      menuPath,
      onAction: (action) => {
        const { player: _player, ...rest } = action as BaseAction & { player?: PlayerId };
        socket?.send(JSON.stringify({ kind: 'act', action: rest, at: view!.decisions }));
        menuPath = [];
        chosen = [];
      },
      chosen,
      onPick: (piece) => {
        chosen = chosen.includes(piece) ? chosen.filter((p) => p !== piece) : [...chosen, piece];
        draw();
      },
      onMenu: (index) => {
        menuPath = index === null ? menuPath.slice(0, -1) : [...menuPath, index];
        draw();
      },
      onSave: () => {},
      onNewGame: () => (stop(), host.leave()),
      onReplay: () => {},
    });

  /** Each deciding seat's time left, in words. */
  const clockText = (): string =>
    [...deadlines]
      .map(
        ([seat, deadline]) =>
          words().say(view as never, 'ui.online.clock', { player: seat, seconds: Math.max(0, Math.ceil((deadline - Date.now()) / 1000)) }).text,
      )
      .join(' · ');

  const draw = (): void => {
    if (view === null || title === null) {
      host.show(h('div', { class: 'setup' }, h('p', { role: 'status' }, notice ?? t('ui.online.connecting'))), null);
      return;
    }
    const link = invitation(address, host.locale);
    const clocks = clockText();
    const screen = h(
      'div',
      { class: 'online' },
      notice === null ? null : h('p', { role: 'alert', class: 'notice' }, notice),
      h('p', { class: 'invite' }, t('ui.online.invite'), ' ', h('a', { href: link }, link)),
      fillButtons(address, seats, t),
      clocks === '' ? null : h('p', { class: 'clock', role: 'timer' }, clocks),
      screenOf(view),
    );
    const focusInMenu = host.root.contains(document.activeElement) || document.activeElement === document.body;
    const before = positions(host.root);
    host.show(screen, focusInMenu ? '.menu button' : null);
    animateChange(host.root, shown, view, before, (patches) => title!.changedKeys(patches));
    shown = view;
  };
  if (host.testHooks) {
    const hooks: OnlineTestHooks = {
      view: () => (view === null ? null : JSON.stringify(view)),
      screenFor: (json) => screenOf(JSON.parse(json) as ClientView<BaseAction>).outerHTML,
    };
    (window as unknown as { __tortugaOnline: OnlineTestHooks }).__tortugaOnline = hooks;
  }

  const connect = (): void => {
    const live = new WebSocket(address.server);
    socket = live;
    live.onopen = () => {
      const message =
        'watch' in current
          ? { kind: 'watch', table: address.table }
          : 'join' in current
            ? { kind: 'join', table: address.table, ...current.join }
            : { kind: 'resume', table: address.table, ...current.resume };
      live.send(JSON.stringify(message));
    };
    live.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as ServerMessage;
      switch (message.kind) {
        case 'seats':
          seats = message.seats;
          names = cleanNames(message.seats.map((seat) => (seat.kind === 'person' ? seat.name : null)));
          break;
        case 'welcome':
          holdSeat(address, message.seat, message.token);
          current = { resume: { seat: message.seat, token: message.token } };
          return;
        case 'view':
          title = (message.game === '1667' ? T1667_TITLE : DICE_TITLE) as never;
          view = message.view as ClientView<BaseAction>;
          notice = null;
          break;
        case 'change':
          view = applyViewChange(view, message.patches);
          notice = null;
          chosen = [];
          for (const seat of deadlines.keys()) if (!(view as ClientView<BaseAction>).toAct.includes(seat)) deadlines.delete(seat);
          break;
        case 'clock':
          // Every deciding seat's clock, each time (T67-OPT-TIMER): the map is the server's list.
          deadlines.clear();
          for (const { seat, msLeft } of message.clocks) deadlines.set(seat, Date.now() + msLeft);
          // The seconds count down between the server's messages: only the clock's text changes, so focus stays where it is.
          ticking ??= setInterval(() => {
            const shown = host.root.querySelector('.online .clock');
            if (shown !== null && !stopped) shown.textContent = clockText();
          }, 1000);
          break;
        case 'rejected':
          notice = refusalText(words(), message, view);
          break;
        default:
          return;
      }
      draw();
    };
    live.onclose = () => {
      if (stopped || socket !== live) return;
      notice = t('ui.online.lost');
      draw();
      setTimeout(() => !stopped && connect(), 1000);
    };
  };
  const stop = (): void => {
    stopped = true;
    if (ticking !== null) clearInterval(ticking);
    socket?.close();
  };
  draw();
  connect();
  return stop;
}
