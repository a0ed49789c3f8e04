import type { BaseAction, BotLevel, Locale } from 'tortuga-rules';
import {
  onlineTable,
  parseServerMessage,
  type ClientMessage,
  type RejectedMessage,
  type SeatPlan,
  type TableSeat,
  type TableSnapshot,
  type TableStore,
} from 'tortuga-rules/client';
import { h, htmlOf, type Child, type Drawn } from './dom.js';
import { languagePicker } from './language-picker.js';
import { heldHost, heldSeat, holdHost, holdSeat, lastName, keepName, type TableAddress } from './online-storage.js';
import { showTable } from './table-screen.js';
import { loadAnyTitle, type AnyTitle } from './titles.js';
import { words1667, wordsDice } from './words.js';
import { BOT_KINDS, type ClientView, type SeatKind, type TitleWords } from './title.js';

export type { TableAddress } from './online-storage.js';

/**
 * Play at a table of the table server (`apps/table-server`, `npm run server`): open a table,
 * invite by link (`?table=<id>&server=…&game=…`), take a seat under a name or watch, and come back
 * to the seat after a dropped connection or a reload — its token is kept in this browser's storage
 * under the server and the table, and sent to that server only. The lobby and the table are both
 * `onlineTable` stores of `tortuga-rules/client` (watching, then sitting), drawn by the same
 * controller as a table at this screen (`table-screen.ts`).
 */

/** The games of the table server, by the client's name for them. */
type GameId = 'tortuga-1667' | 'tortuga-dice';

/** A game's words in a language, as the online screens use them (for whichever game the table plays). */
const wordsOf = (game: GameId, locale: Locale, names: readonly (string | null)[]): TitleWords<BaseAction, ClientView<BaseAction>> =>
  (game === 'tortuga-1667' ? words1667(locale, names) : wordsDice(locale, names)) as never;

/**
 * What a page opened by a link naming a server this browser has not agreed to shows instead
 * of connecting: the server, why to be careful, and a choice — connect to it, or stay with the
 * page's own server (the safe default, focused).
 */
export function otherServerScreen(
  locale: Locale,
  server: string,
  choose: { readonly connect: () => void; readonly stay: () => void; readonly language: (next: Locale) => void },
): Drawn {
  const words = words1667(locale);
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
    h('p', {}, languagePicker('online-language', t('ui.setup.language'), locale, choose.language)),
  );
}

/** One request to the server and its one answer, checked by the client library's `parseServerMessage` (a broken answer is an error). */
function ask(server: string, request: ClientMessage): Promise<ReturnType<typeof parseServerMessage>> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(server);
    socket.onopen = () => socket.send(JSON.stringify(request));
    socket.onmessage = (event) => {
      socket.close();
      const message = parseServerMessage(event.data);
      if (message === null) reject(new Error('unexpected answer'));
      else resolve(message);
    };
    socket.onerror = () => reject(new Error(server));
  });
}

/** The level of the bots the host seats in free seats (the choice beside the buttons), kept while this page is open. */
let fillLevel: BotLevel = 'medium';

/** The host's choice of the level the "seat a bot" buttons seat: the levels of the start screen, in their words. */
function fillLevelChoice(t: (key: string) => string): Drawn {
  return h(
    'span',
    { class: 'fill-level' },
    h('label', { for: 'fill-level' }, t('ui.online.fillLevel')),
    ' ',
    h(
      'select',
      {
        id: 'fill-level',
        onchange: (event) => {
          const chosen = (event.target as HTMLSelectElement).value;
          fillLevel = BOT_KINDS.find((level) => level === chosen) ?? fillLevel;
        },
      },
      ...BOT_KINDS.map((level) => h('option', { value: level, selected: level === fillLevel }, t(`ui.level.${level}`))),
    ),
  );
}

/**
 * The host seats a bot of the chosen level in a free seat (a friend who did not come); everyone at the table hears of it
 * through `seats`. `told` gets what to say: a refusal (the seat taken meanwhile, the host's token no longer good) or a lost
 * server in words, or null once a bot is seated (what was said before no longer holds).
 */
function fillSeat(address: TableAddress, seat: number, words: TitleWords<BaseAction, ClientView<BaseAction>>, told: (text: string | null) => void): void {
  const host = heldHost(address); // read when asked: the token as this browser holds it now
  if (host === null) return;
  ask(address.server, { kind: 'fill', table: address.table, seat, level: fillLevel, host }).then(
    (message) => told(message?.kind === 'rejected' ? refusalText(words, message) : null),
    (error: unknown) => told(words.say(null, 'ui.online.refused', { reason: (error as Error).message }).text),
  );
}

/** The host's controls for the free seats: the bots' level and a button per free seat that seats one there; what went wrong last. */
function fillButtons(
  address: TableAddress,
  seats: readonly TableSeat[],
  words: TitleWords<BaseAction, ClientView<BaseAction>>,
  notice: string | null,
  told: (text: string | null) => void,
): Drawn | null {
  const free = seats.filter((s) => s.kind === 'open');
  if (heldHost(address) === null || free.length === 0) return null;
  const t = (key: string, params: Record<string, string | number> = {}): string => words.say(null, key, params).text;
  return h(
    'div',
    { class: 'fill-controls' },
    notice === null ? null : h('p', { role: 'alert', class: 'notice' }, notice),
    h(
      'p',
      { class: 'fill' },
      fillLevelChoice(t),
      ...free.map((s) =>
        h('button', { type: 'button', id: `fill-${s.seat}`, onclick: () => fillSeat(address, s.seat, words, told) }, t('ui.online.fill', { n: s.seat + 1 })),
      ),
    ),
  );
}

/**
 * The invitation link of a table. It names no language: whoever follows it reads the page in their
 * browser's language, and may choose another on every screen of the table.
 */
export function invitation(address: TableAddress, game: GameId | null = null): string {
  const url = new URL(location.href);
  url.search = '';
  url.searchParams.set('table', address.table);
  url.searchParams.set('server', address.server);
  if (game !== null) url.searchParams.set('game', game);
  return url.toString();
}

/** A table's refusal as an error: the refusal's words (`key`, `params`) go with it. */
export class TableRefusal extends Error {
  constructor(readonly refusal: RejectedMessage) {
    super(refusal.message);
  }
}

/**
 * A refusal in the page's language: its key and parameters said by the words (the server's own
 * `ui.online.refusal.*` or the engine's), the server's English should the words not know the key.
 */
export function refusalText(words: TitleWords<BaseAction, ClientView<BaseAction>>, refusal: RejectedMessage): string {
  let reason: string;
  try {
    reason = words.message(null, { key: refusal.key, params: refusal.params }).text;
  } catch {
    reason = refusal.message;
  }
  return words.say(null, 'ui.online.refused', { reason }).text;
}

/** Opens a table for the start screen's game, options and seats (people's seats open, bots at their levels); resolves with its id. */
export async function openTable(server: string, game: GameId, kinds: readonly SeatKind[], options: Readonly<Record<string, unknown>>): Promise<string> {
  const seats = kinds.map((kind): SeatPlan => (kind === 'human' ? 'open' : kind)); // a bot seat is a level, as the server seats it
  const message = await ask(server, { kind: 'create', game: game === 'tortuga-1667' ? '1667' : 'dice', options, seats });
  if (message?.kind === 'created') {
    holdHost({ server, table: message.table }, message.host);
    return message.table;
  }
  throw message?.kind === 'rejected' ? new TableRefusal(message) : new Error('unexpected answer');
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
  /** The page's language now. */
  readonly locale: Locale;
  /** Another language for the page: its words are fetched first (the promise settles once they are here and the page speaks it). */
  changeLanguage(next: Locale): Promise<void>;
  /** Exposes `window.__tortugaOnline` for the browser tests. */
  readonly testHooks: boolean;
  show(screen: Drawn, focus: string | null): void;
  /** Back to the start screen. */
  leave(): void;
}

/** A table's store for this page: the game's words in the page's language, refusals said in them. */
function storeFor(
  host: OnlineHost,
  address: TableAddress,
  game: GameId,
  role: Parameters<typeof onlineTable>[0]['role'],
): TableStore<ClientView<BaseAction>, BaseAction> {
  return onlineTable<ClientView<BaseAction>, BaseAction>({
    game,
    server: address.server,
    table: address.table,
    role,
    words: (names) => wordsOf(game, host.locale, names),
    onSeat: (seat, token) => holdSeat(address, seat, token),
  });
}

/** Another language for the page and a table's store: its words are fetched, then the store speaks it (its screen is drawn again). */
function speak(host: OnlineHost, store: TableStore<ClientView<BaseAction>, BaseAction>, game: GameId, next: Locale): void {
  host.changeLanguage(next).then(
    () => store.setWords((names) => wordsOf(game, next, names)),
    () => {}, // its words could not be fetched (offline): the page stays in its language
  );
}

/** What a closed table says: its last refusal, and the way back to the start screen. */
function closedScreen(host: OnlineHost, snapshot: TableSnapshot<ClientView<BaseAction>, BaseAction>, t: (key: string) => string): Drawn {
  const reason = snapshot.refusal === null ? t('ui.online.lost') : snapshot.words.say(null, 'ui.online.refused', { reason: snapshot.refusal.text }).text;
  return h('div', { class: 'setup' }, h('p', { role: 'alert' }, reason), h('button', { type: 'button', onclick: host.leave }, t('ui.online.leave')));
}

/** A bot's level in the page's language (a level this page does not know, from another version of the server, as the server named it). */
function levelWord(level: string | null, t: (key: string) => string): string {
  const known = BOT_KINDS.find((kind) => kind === level);
  return known === undefined ? (level ?? '') : t(`ui.level.${known}`);
}

/** The label of a seat in the lobby: its number and who sits there. */
function seatLabel(seat: TableSeat, t: (key: string, params?: Record<string, string | number>) => string): string {
  const who =
    seat.kind === 'open'
      ? t('ui.online.free')
      : seat.kind === 'bot'
        ? t('ui.online.bot', { level: levelWord(seat.name, t) })
        : seat.connected
          ? (seat.name ?? '')
          : t('ui.online.away', { name: seat.name ?? '' });
  return `${t('ui.setup.seat', { n: seat.seat + 1 })}: ${who}`;
}

/** The link that invites others to a table, as the lobby and the table show it. */
function invitationLine(address: TableAddress, game: GameId, t: (key: string) => string): Drawn {
  const link = invitation(address, game);
  return h('p', { class: 'invite' }, t('ui.online.invite'), ' ', h('a', { href: link }, link));
}

/**
 * The table's lobby: the invitation, who sits where (watching the table meanwhile), a name and
 * "sit here" for every free seat — and, for the host, "seat a bot" beside it — and "watch". A seat
 * this browser holds is taken up again at once; `sitAs` (the host, with the name typed on the start
 * screen) sits down at once. A link that does not name the game (from before links did) is tried
 * as Tortuga 1667, then as the dice game.
 */
export function tableLobby(
  host: OnlineHost,
  address: TableAddress,
  game: GameId | null,
  sitAs: { readonly seat: number; readonly name: string } | null = null,
): () => void {
  const held = heldSeat(address);
  let stop: () => void = () => {};
  const lobby = (tried: GameId, said: string | null = null): void => {
    const store = storeFor(host, address, tried, { watch: true });
    const t = (key: string, params: Record<string, string | number> = {}): string => store.getSnapshot().words.say(null, key, params).text;
    let typed = lastName();
    /** What the lobby says about the person's last try to sit (a name is missing) or the host's to seat a bot (refused). */
    let notice: string | null = said;
    const told = (text: string | null): void => {
      notice = text;
      drawLobby();
    };
    const go = (next: () => () => void): void => {
      unsubscribe();
      store.close();
      stop = next();
    };
    const sit = (seat: number): void => {
      const chosen = typed.trim();
      if (chosen === '') {
        notice = t('ui.online.nameFirst');
        drawLobby();
        return void host.root.querySelector<HTMLElement>('#player-name')?.focus();
      }
      keepName(chosen);
      go(() => atTable(host, address, tried, { join: { seat, name: chosen } }, (why) => lobby(tried, why)));
    };
    const hostToken = heldHost(address);
    const seatRow = (s: TableSeat): Drawn =>
      h(
        'li',
        {},
        h('span', { class: 'who' }, seatLabel(s, t)),
        s.kind !== 'open'
          ? null
          : h(
              'span',
              { class: 'seat-buttons' },
              h('button', { type: 'button', class: 'primary', id: `sit-${s.seat}`, onclick: () => sit(s.seat) }, t('ui.online.sit')),
              hostToken === null
                ? null
                : h(
                    'button',
                    { type: 'button', id: `fill-${s.seat}`, onclick: () => fillSeat(address, s.seat, store.getSnapshot().words, told) },
                    t('ui.online.fill', { n: s.seat + 1 }),
                  ),
            ),
      );
    const drawLobby = (): void => {
      const snapshot = store.getSnapshot();
      if (snapshot.connection === 'closed') {
        // Another game's table closes the watch before its first view: the link did not name the game.
        if (snapshot.view === null && snapshot.refusal === null && game === null && tried === 'tortuga-1667') return go(() => (lobby('tortuga-dice'), stop));
        return host.show(closedScreen(host, snapshot, t), 'button');
      }
      host.show(
        h(
          'div',
          { class: 'setup lobby' },
          h('h1', {}, snapshot.view === null ? t('ui.online.connecting') : t(`ui.game.${tried}`)),
          h(
            'p',
            {},
            languagePicker('online-language', t('ui.setup.language'), host.locale, (next) => speak(host, store, tried, next)),
          ),
          invitationLine(address, tried, t),
          h(
            'p',
            {},
            h('label', { for: 'player-name' }, t('ui.online.name')),
            ' ',
            h('input', {
              id: 'player-name',
              maxlength: 24,
              value: typed,
              autocomplete: 'nickname',
              'aria-describedby': notice === null ? null : 'lobby-notice',
              oninput: (event) => (typed = (event.target as HTMLInputElement).value),
            }),
          ),
          notice === null ? null : h('p', { role: 'alert', id: 'lobby-notice', class: 'notice' }, notice),
          h('h2', {}, t('ui.online.seats')),
          hostToken === null || !snapshot.seats.some((s) => s.kind === 'open') ? null : h('p', {}, fillLevelChoice(t)),
          h('ol', { class: 'seats' }, ...snapshot.seats.map(seatRow)),
          h(
            'p',
            { class: 'lobby-buttons' },
            h('button', { type: 'button', id: 'watch', onclick: () => go(() => atTable(host, address, tried, { watch: true })) }, t('ui.online.watch')),
            h('button', { type: 'button', id: 'leave', onclick: () => (go(() => () => {}), host.leave()) }, t('ui.online.leave')),
          ),
        ),
        null,
      );
    };
    const unsubscribe = store.subscribe(drawLobby);
    stop = () => (unsubscribe(), store.close());
    drawLobby();
  };
  if (held !== null) stop = atTable(host, address, game ?? 'tortuga-1667', { resume: held });
  else if (sitAs !== null && sitAs.name.trim() !== '') {
    keepName(sitAs.name.trim());
    stop = atTable(host, address, game ?? 'tortuga-1667', { join: { seat: sitAs.seat, name: sitAs.name.trim() } }, (why) => lobby(game ?? 'tortuga-1667', why));
  } else lobby(game ?? 'tortuga-1667');
  return () => stop();
}

/**
 * A seat (or a spectator's chair) at the table: the table store drawn by the one controller, with
 * the invitation, the host's free seats, the clocks and what went wrong above the play screen.
 */
function atTable(
  host: OnlineHost,
  address: TableAddress,
  game: GameId,
  role: Parameters<typeof onlineTable>[0]['role'],
  /** Where a refused `join` goes (back to the lobby, saying why); without it, the refusal's own screen. */
  refused: ((why: string) => void) | null = null,
): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  host.show(h('div', { class: 'setup' }, h('p', { role: 'status' }, words1667(host.locale).say(null, 'ui.online.connecting').text)), null);
  void loadAnyTitle(game).then((title) => {
    if (!stopped) stop = seatAt(host, address, game, role, refused, title);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** `atTable` once the game's title is here. */
function seatAt(
  host: OnlineHost,
  address: TableAddress,
  game: GameId,
  role: Parameters<typeof onlineTable>[0]['role'],
  refused: ((why: string) => void) | null,
  title: AnyTitle,
): () => void {
  const store = storeFor(host, address, game, role);
  const t = (key: string, params: Record<string, string | number> = {}): string => store.getSnapshot().words.say(null, key, params).text;
  /** What went wrong when the host last tried to seat a bot here. */
  let fillNotice: string | null = null;
  const above = (snapshot: TableSnapshot<ClientView<BaseAction>, BaseAction>): Child[] => {
    const notice =
      snapshot.refusal !== null
        ? snapshot.words.say(null, 'ui.online.refused', { reason: snapshot.refusal.text }).text
        : snapshot.connection === 'lost'
          ? t('ui.online.lost')
          : null;
    const clocks = snapshot.clocks
      .map(
        ({ seat, deadline }) =>
          snapshot.words.say(snapshot.view, 'ui.online.clock', { player: seat, seconds: Math.max(0, Math.ceil((deadline - Date.now()) / 1000)) }).text,
      )
      .join(' · ');
    return [
      notice === null ? null : h('p', { role: 'alert', class: 'notice' }, notice),
      snapshot.view === null && notice === null ? h('p', { role: 'status' }, t('ui.online.connecting')) : null,
      invitationLine(address, game, t),
      fillButtons(address, snapshot.seats, snapshot.words, fillNotice, (text) => ((fillNotice = text), table?.redraw())),
      clocks === '' ? null : h('p', { class: 'clock', role: 'timer' }, clocks),
    ];
  };
  let table: ReturnType<typeof showTable> | null = null;
  const leave = (): void => (table?.stop(), host.leave());
  // A table that closed for good (a final refusal) says why, and leads back.
  const unsubscribe = store.subscribe(() => {
    const snapshot = store.getSnapshot();
    if (snapshot.connection === 'closed' && table !== null) {
      table.stop();
      table = null;
      // A seat refused before the table was seen (taken meanwhile, a name already there): back to the lobby, which says why.
      if (refused !== null && 'join' in role && snapshot.view === null && snapshot.refusal !== null)
        refused(snapshot.words.say(null, 'ui.online.refused', { reason: snapshot.refusal.text }).text);
      else host.show(closedScreen(host, snapshot, t), 'button');
    }
  });
  table = showTable(host.root, title, store, {
    above,
    buttons: {
      onNewGame: leave,
      get locale() {
        return host.locale;
      },
      onLanguage: (next) => speak(host, store, game, next),
    },
  });
  if (host.testHooks) {
    const hooks: OnlineTestHooks = {
      view: () => {
        const view = store.getSnapshot().view;
        return view === null ? null : JSON.stringify(view);
      },
      screenFor: (json) => (table === null ? '' : htmlOf(table.screenFor(JSON.parse(json) as ClientView<BaseAction>))),
    };
    (window as unknown as { __tortugaOnline: OnlineTestHooks }).__tortugaOnline = hooks;
  }
  return () => {
    unsubscribe();
    table?.stop();
    store.close();
  };
}
