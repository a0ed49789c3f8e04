/**
 * One table of the table server, without sockets: the game, who sits where, the spectators,
 * the bots, the 1667 clock, and the rule that a decision is stored before anyone hears of it.
 * Connections are `Member`s (anything that can be sent a message), so the logic is the same
 * for a WebSocket and a test.
 */
import {
  botFor,
  RECORD_FORMAT,
  replayRecord,
  seedRng,
  viewChange,
  isRuleViolation,
  playerNameKey,
  type BaseAction,
  type BaseConfig,
  type Bot,
  type BotLevel,
  type Stamped,
} from 'tortuga-rules';
import { refusalOf, refuse, rejection, type Refusal, type SeatInfo, type ServerMessage, type TableGame } from './protocol.js';
import { FencedError, StorageError, type StoredSeat, type StoredTable, type TableStore } from './store.js';
import { TurnClock } from './turn-clock.js';
import type { ClearedBecause, Member, TableExpiry, TableSettings } from './table-settings.js';
import { ENGINES, type AnyGame } from './engines.js';
import { hashToken, newToken, tokenMatches } from './tokens.js';

interface SeatSlot {
  kind: StoredSeat['kind'];
  name: string | null;
  level: string | null;
  tokenHash: string | null;
  member: Member | null;
  /** The last view this seat's connection was sent (the base of the next change). */
  sent: unknown;
  bot: Bot<never, BaseAction> | null;
}

interface Watcher {
  sent: unknown;
}

/** How long a table waits before asking the bot pool again after it failed, in milliseconds. */
const BOT_RETRY_MS = 1000;

/** The most spectators a table takes (each costs a view and a diff per decision). */
export const MAX_WATCHERS = 50;

/** A live table. Make one with `Table.create` or `Table.restore`. */
export class Table {
  private readonly engine: AnyGame;
  private state: unknown;
  private readonly seats: SeatSlot[];
  private readonly watchers = new Map<Member, Watcher>();
  /** The 1667 timer (T67-OPT-TIMER). */
  private readonly clock: TurnClock;
  private botTimer: NodeJS.Timeout | null = null;
  /** Whether a bot's decision is being worked out in the pool. */
  private botThinking = false;
  private closed = false;
  /** The last decision, connection or departure (milliseconds since 1970). */
  private lastActivity = Date.now();
  /** The table's writes, one at a time: each is checked against the state the one before left (a database write is awaited). */
  private queue: Promise<unknown> = Promise.resolve();
  /**
   * Whether a write failed since the rows were last read: it may have been stored all the same (the
   * connection failed after the statement was sent), so the rows are read back before the next write.
   */
  private unsure = false;
  /** A join whose write failed, by seat: asked again under the same name, it is the same join (the same token), so that a seat stored but never told is not lost. */
  private readonly pendingJoins = new Map<number, { key: string; token: string; tokenHash: string }>();

  private constructor(
    readonly id: string,
    readonly game: TableGame,
    private readonly config: BaseConfig & { readonly timer?: boolean },
    stored: readonly StoredSeat[],
    private readonly settings: TableSettings,
    actions: readonly unknown[],
    /** The hash of the host's token (who may seat bots later), or null. */
    private readonly hostHash: string | null,
    /** When the table was made (milliseconds since 1970). */
    readonly created: number,
  ) {
    this.engine = ENGINES[game];
    this.clock = new TurnClock(settings.clockMs, () => void this.serial(() => this.expireNow()));
    // A stored table is a game record (its rows' seals checked by the store): replayed and checked by the engine (CORRUPT_RECORD, an illegal action) before use.
    this.state = replayRecord(this.engine, { game: this.engine.name, format: RECORD_FORMAT, config, actions });
    this.seats = stored.map((s) => ({
      kind: s.kind,
      name: s.name,
      level: s.level,
      tokenHash: s.tokenHash,
      member: null,
      sent: null,
      bot: s.kind === 'bot' ? this.localBot(s.level) : null,
    }));
    this.afterChange();
  }

  /** A bot of `level` on this thread — none with a bot pool, where every decision is a worker's. */
  private localBot(level: string | null): Bot<never, BaseAction> | null {
    return this.settings.bots === null ? (botFor(this.engine as never, level as never) as unknown as Bot<never, BaseAction>) : null;
  }

  /** A new table, stored before it is returned. Throws what `setup` throws for bad options. */
  static async create(id: string, game: TableGame, config: BaseConfig, plans: readonly StoredSeat[], settings: TableSettings, host: string): Promise<Table> {
    ENGINES[game].setup(config); // the options are checked by the engine before anything is stored
    const hostHash = hashToken(host);
    const created = Date.now();
    await settings.store.createTable(id, game, JSON.stringify(config), plans, hostHash, created);
    return new Table(id, game, config, plans, settings, [], hostHash, created);
  }

  /** Runs one write of the table after those before it. */
  private serial<T>(write: () => Promise<T>): Promise<T> {
    const run = this.queue.then(write, write);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** A stored table (its seals checked by the store), replayed and checked. */
  static restore(stored: StoredTable, settings: TableSettings): Table {
    return new Table(
      stored.id,
      stored.game,
      JSON.parse(stored.config) as BaseConfig,
      stored.seats,
      settings,
      stored.actions.map((a) => JSON.parse(a) as unknown),
      stored.hostHash,
      stored.created,
    );
  }

  /** Who sits where, as everyone may see it. */
  seatInfo(): SeatInfo[] {
    return this.seats.map((s, seat) => ({ seat, name: s.kind === 'bot' ? s.level : s.name, kind: s.kind, connected: s.kind === 'bot' || s.member !== null }));
  }

  /** Seats `member` in an open seat under `name`; returns the seat's secret token. */
  join(member: Member, seat: number, name: string): Promise<string | Refusal> {
    return this.serial(() => this.joinNow(member, seat, name));
  }

  private async joinNow(member: Member, seat: number, name: string): Promise<string | Refusal> {
    const caught = await this.ready();
    if (caught !== null) return caught;
    const slot = this.seats[seat];
    if (slot === undefined) return refuse('NO_SUCH_SEAT', 'noSuchSeat', { last: this.seats.length - 1 });
    const key = playerNameKey(name);
    const pending = this.pendingJoins.get(seat);
    const again = pending !== undefined && pending.key === key;
    // The join asked again, whose earlier write was stored after all (read back): the same seat and token.
    if (again && slot.kind === 'person' && slot.tokenHash === pending.tokenHash) return this.welcome(member, seat, pending.token);
    if (slot.kind !== 'open') return refuse('SEAT_TAKEN', 'seatTaken');
    // Two seats may not look alike (L2): the names are compared after NFKC, without invisible characters, in lower case.
    if (this.seats.some((other) => other.kind === 'person' && other.name !== null && playerNameKey(other.name) === key))
      return refuse('NAME_TAKEN', 'nameTaken');
    const token = again ? pending.token : newToken();
    const tokenHash = hashToken(token);
    const stored = await this.stores(() => this.settings.store.takeSeat(this.id, seat, name, tokenHash));
    if (stored !== null) {
      this.pendingJoins.set(seat, { key, token, tokenHash });
      return stored;
    }
    this.pendingJoins.delete(seat);
    slot.kind = 'person';
    slot.name = name;
    slot.tokenHash = tokenHash;
    return this.welcome(member, seat, token);
  }

  private welcome(member: Member, seat: number, token: string): string {
    this.pendingJoins.delete(seat);
    member.send({ kind: 'welcome', table: this.id, seat, token });
    this.bind(member, seat);
    return token;
  }

  /** Gives `member` its seat back, given the seat's token; the seat's older connection is let go. */
  resume(member: Member, seat: number, token: string): Refusal | null {
    const slot = this.seats[seat];
    // The comparison takes as long for every wrong token, and for a seat nobody holds.
    const matches = tokenMatches(slot?.tokenHash ?? null, token);
    if (slot === undefined || slot.kind !== 'person' || !matches) return refuse('BAD_TOKEN', 'badToken');
    member.send({ kind: 'welcome', table: this.id, seat, token });
    this.bind(member, seat);
    return null;
  }

  /**
   * The host seats a bot of `level` in a seat nobody took (a friend who did not come), with the
   * token the table's `created` gave; stored, then everyone is told, then the bot plays.
   */
  fill(seat: number, level: BotLevel, host: string): Promise<Refusal | null> {
    return this.serial(() => this.fillNow(seat, level, host));
  }

  private async fillNow(seat: number, level: BotLevel, host: string): Promise<Refusal | null> {
    if (!tokenMatches(this.hostHash, host)) return refuse('BAD_TOKEN', 'badHost');
    const caught = await this.ready();
    if (caught !== null) return caught;
    const slot = this.seats[seat];
    if (slot === undefined) return refuse('NO_SUCH_SEAT', 'noSuchSeat', { last: this.seats.length - 1 });
    if (slot.kind !== 'open') return refuse('SEAT_TAKEN', 'seatTaken');
    const stored = await this.stores(() => this.settings.store.seatBot(this.id, seat, level));
    if (stored !== null) return stored;
    slot.kind = 'bot';
    slot.level = level;
    slot.bot = this.localBot(level);
    this.sendSeats();
    this.afterChange();
    return null;
  }

  /** Lets `member` watch: the spectator's view, then its changes (at most `MAX_WATCHERS` at a table). */
  watch(member: Member): Refusal | null {
    if (this.watchers.size >= MAX_WATCHERS) return refuse('TABLE_FULL', 'tableFull');
    const view = this.engine.viewFor(this.state, null);
    this.lastActivity = Date.now();
    this.watchers.set(member, { sent: view });
    member.send({ kind: 'view', game: this.game, view });
    member.send({ kind: 'seats', seats: this.seatInfo() });
    return null;
  }

  /** Forgets a connection that closed. */
  leave(member: Member): void {
    this.lastActivity = Date.now();
    this.watchers.delete(member);
    const slot = this.seats.find((s) => s.member === member);
    if (slot !== undefined) {
      slot.member = null;
      this.sendSeats();
    }
  }

  /** An action from `member`'s seat, answering the view of `at` decisions. */
  act(member: Member, action: Readonly<Record<string, unknown>>, at: number): Promise<Refusal | null> {
    const seat = this.seats.findIndex((s) => s.member === member);
    if (seat < 0) return Promise.resolve(refuse('NOT_SEATED', 'notSeated'));
    return this.serial(async () => {
      try {
        // The seat comes from the connection, never from the message (a "player" in it is overwritten).
        await this.commit({ ...action, player: seat, at } as unknown as Stamped<BaseAction>);
        return null;
      } catch (error) {
        if (error instanceof StorageError) return this.notStored(member, error);
        if (!isRuleViolation(error)) throw error;
        return refusalOf(error);
      }
    });
  }

  /**
   * A decision that could not be stored did not happen (L8): the one who made it is refused,
   * everyone else at the table is told, and the game waits where it was until storage returns.
   */
  private notStored(actor: Member | null, error: StorageError): Refusal {
    // A write whose answer was lost may have been stored: the table says it does not know yet (its rows are read back next).
    const refusal = refuse('NOT_STORED', error.uncertain ? 'notKnown' : 'notStored');
    if (this.failed(error)) return refusal; // the table moved: its connections are being closed
    for (const member of this.members()) if (member !== actor) member.send(rejection(refusal));
    return refusal;
  }

  /** Notes a failed write (the rows are read back before the next one); true when it was refused because another process owns the table now. */
  private failed(error: StorageError): boolean {
    this.unsure = true;
    if (!(error instanceof FencedError)) return false;
    if (!this.closed) this.settings.fenced?.(this.id);
    return true;
  }

  /** Runs a write of the store: null when it was stored, the refusal to say when the database refused it. */
  private async stores(write: () => Promise<void>): Promise<Refusal | null> {
    try {
      await write();
      return null;
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      this.failed(error);
      return refuse('NOT_STORED', error.uncertain ? 'notKnown' : 'notStored');
    }
  }

  /**
   * Before a write after a failed one: the table's rows read back, and what was stored after all
   * taken up — a decision (applied, everyone told, as though it had just been made) or a seat. A
   * stored game that is not this one continued is not served here. Null when ready, else the refusal.
   */
  private async ready(): Promise<Refusal | null> {
    if (!this.unsure) return null;
    if (this.closed) return refuse('NOT_STORED', 'notStored');
    let stored: Awaited<ReturnType<TableStore['loadTable']>>;
    try {
      stored = await this.settings.store.loadTable(this.id);
    } catch (error) {
      if (error instanceof StorageError) return refuse('NOT_STORED', 'notStored');
      throw error;
    }
    if (stored === null || 'damaged' in stored || stored.actions.length < this.decisions) {
      this.failed(new FencedError(`table ${this.id}: its stored game is not the one served here`));
      return refuse('NOT_STORED', 'notStored');
    }
    this.unsure = false;
    let seated = false;
    for (const [seat, row] of stored.seats.entries()) {
      const slot = this.seats[seat];
      if (slot === undefined || slot.kind !== 'open' || row.kind === 'open') continue;
      Object.assign(slot, {
        kind: row.kind,
        name: row.name,
        level: row.level,
        tokenHash: row.tokenHash,
        bot: row.kind === 'bot' ? this.localBot(row.level) : null,
      });
      seated = true;
    }
    if (seated) this.sendSeats();
    const missed = stored.actions.slice(this.decisions);
    for (const text of missed) this.tell(this.engine.apply(this.state, JSON.parse(text) as BaseAction));
    if (missed.length > 0) this.afterChange();
    return null;
  }

  /** Why the table should be cleared now, or null while it should stay. */
  expiredBecause(expiry: TableExpiry, now = Date.now()): ClearedBecause | null {
    if (this.over && now - this.lastActivity >= expiry.finishedMs) return 'finished';
    if (!this.seats.some((s) => s.kind === 'person') && now - this.created >= expiry.unjoinedMs) return 'unjoined';
    if (this.members().length === 0 && now - this.lastActivity >= expiry.idleMs) return 'idle';
    return null;
  }

  /** Clears the table: everyone at it is told why and let go; its timers stop (the server forgets it and its rows). */
  clear(because: ClearedBecause): void {
    this.close();
    const told = rejection(refuse('TABLE_CLOSED', 'closed', { why: because }));
    for (const member of this.members()) {
      member.send(told);
      member.close?.();
    }
    this.watchers.clear();
    for (const slot of this.seats) slot.member = null;
  }

  /**
   * Stops serving the table here (another process owns it now, or this one lost its lease): its
   * timers stop and every connection at it is closed without a refusal, so that the client
   * reconnects and finds the table wherever it is served.
   */
  letGo(): void {
    this.close();
    for (const member of this.members()) member.close?.(true);
    this.watchers.clear();
    for (const slot of this.seats) slot.member = null;
  }

  /** Every connection at the table: its seats' and its spectators'. */
  private members(): Member[] {
    return [...this.seats.flatMap((s) => (s.member === null ? [] : [s.member])), ...this.watchers.keys()];
  }

  /** Stops the table's timers (the server is closing). */
  close(): void {
    this.closed = true;
    this.clock.stop();
    if (this.botTimer !== null) clearTimeout(this.botTimer);
  }

  /** The decisions so far (for tests and the load test). */
  get decisions(): number {
    return (this.state as { decisions: number }).decisions;
  }

  /** The current state (for tests and the load test). */
  get current(): unknown {
    return this.state;
  }

  /** Whether the game is over. */
  get over(): boolean {
    return this.engine.outcome(this.state) !== null;
  }

  private bind(member: Member, seat: number): void {
    this.lastActivity = Date.now();
    const slot = this.seats[seat]!;
    const old = slot.member;
    slot.member = member;
    if (old !== null && old !== member) old.send(rejection(refuse('REPLACED', 'replaced')));
    const view = this.engine.viewFor(this.state, seat);
    slot.sent = view;
    member.send({ kind: 'view', game: this.game, view });
    this.sendSeats();
    this.sendClock();
  }

  /**
   * Applies an action (`apply` checks it, a stale `at` included, and throws its RuleViolation),
   * stores it, and only then tells everyone: a decision nobody heard of may be lost, one anybody
   * heard of never.
   */
  private async commit(action: Stamped<BaseAction>): Promise<void> {
    if (this.closed) throw new StorageError('the table is closed here');
    const caught = await this.ready();
    if (caught !== null) throw new StorageError(caught.message);
    const next = this.engine.apply(this.state, action);
    const { at: _at, ...stored } = action;
    try {
      // Throws a StorageError when the database refuses: then nothing changed and nobody was told.
      await this.settings.store.appendDecision(this.id, this.decisions, JSON.stringify(stored));
    } catch (error) {
      if (error instanceof StorageError) this.failed(error);
      throw error;
    }
    this.tell(next);
    this.afterChange();
  }

  /** The table moves on to `next` (stored): every seat and spectator is sent the change of its view. */
  private tell(next: unknown): void {
    this.state = next;
    this.lastActivity = Date.now();
    for (const [seat, slot] of this.seats.entries()) {
      if (slot.member === null) continue;
      const view = this.engine.viewFor(this.state, seat);
      slot.member.send({ kind: 'change', patches: viewChange(slot.sent, view) });
      slot.sent = view;
    }
    if (this.watchers.size > 0) {
      const view = this.engine.viewFor(this.state, null);
      for (const [member, watcher] of this.watchers) {
        member.send({ kind: 'change', patches: viewChange(watcher.sent, view) });
        watcher.sent = view;
      }
    }
  }

  private afterChange(): void {
    if (this.closed) return;
    this.scheduleBots();
    this.updateClock();
  }

  /**
   * Bots whose decision it is act after a short pause, one decision at a time: in the bot pool's
   * worker threads (a search bot's budget never blocks the server), answering the view of the
   * decision count they were asked at — should the game have moved on meanwhile (a person voted),
   * the stale answer is refused by the engine and the bot is asked again.
   */
  private scheduleBots(): void {
    if (this.botTimer !== null || this.botThinking || this.over) return;
    const deciding = this.engine.toAct(this.state).filter((seat) => this.seats[seat]?.kind === 'bot');
    if (deciding.length === 0) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      if (this.closed || this.over) return;
      const seat = this.engine.toAct(this.state).find((s) => this.seats[s]?.kind === 'bot');
      if (seat === undefined) return;
      const seed = `${this.id}/bot/${seat}/${this.decisions}`;
      const view = this.engine.viewFor(this.state, seat);
      const pool = this.settings.bots;
      if (pool === null) return void this.commitBot(this.seats[seat]!.bot!.choose(view as never, seedRng(seed)));
      const at = this.decisions;
      this.botThinking = true;
      pool.choose(this.game, this.seats[seat]!.level as BotLevel, view, seed).then(
        (action) => {
          this.botThinking = false;
          if (!this.closed) void this.commitBot({ ...action, at });
        },
        () => {
          this.botThinking = false;
          // A worker stopped: ask again in a while (a pool whose workers cannot start is not asked in a loop).
          if (!this.closed) this.botTimer = setTimeout(() => ((this.botTimer = null), this.afterChange()), BOT_RETRY_MS);
        },
      );
    }, this.settings.botDelayMs);
  }

  /** A bot's decision from the pool; one the game has moved past is refused, and the bots asked again. */
  private commitBot(action: Stamped<BaseAction>): Promise<void> {
    return this.serial(() => this.commitBotNow(action));
  }

  private async commitBotNow(action: Stamped<BaseAction>): Promise<void> {
    try {
      await this.commit(action);
    } catch (error) {
      if (error instanceof StorageError) {
        // Not stored: the table hears of it once, and the bot decides again when storage may be back.
        this.notStored(null, error);
        if (!this.closed) this.botTimer = setTimeout(() => ((this.botTimer = null), this.afterChange()), BOT_RETRY_MS);
        return;
      }
      if (!isRuleViolation(error)) throw error;
      this.afterChange();
    }
  }

  /**
   * The 1667 timer (T67-OPT-TIMER, `TurnClock`): when a person's time runs out the server applies
   * `timeoutAction`. The clock starts again when the server restarts.
   */
  private updateClock(): void {
    if (!this.config.timer || this.engine.timeoutAction === undefined) return;
    this.clock.set(new Set(this.over ? [] : this.engine.toAct(this.state).filter((seat) => this.seats[seat]?.kind !== 'bot')));
    this.sendClock();
  }

  private async expireNow(): Promise<void> {
    if (this.closed) return;
    for (const seat of this.clock.runOut()) {
      const action = this.engine.timeoutAction!(this.state, seat);
      if (action !== null) {
        try {
          await this.commit(action);
        } catch (error) {
          if (!(error instanceof StorageError)) throw error;
          // Not stored: the seat's time stays run out, and the timeout is tried again in a while.
          this.notStored(null, error);
          if (!this.closed) this.clock.callIn(BOT_RETRY_MS);
          return;
        }
        this.clock.forget(seat);
        return; // commit rescheduled the clock
      }
      this.clock.forget(seat);
    }
    this.updateClock();
  }

  /** Every deciding seat's time left (public: who must decide is). */
  private sendClock(): void {
    const clocks = this.clock.clocks();
    if (clocks.length > 0) this.broadcast({ kind: 'clock', clocks });
  }

  private sendSeats(): void {
    this.broadcast({ kind: 'seats', seats: this.seatInfo() });
  }

  /** A public message to every connection at the table. */
  private broadcast(message: ServerMessage): void {
    for (const member of this.members()) member.send(message);
  }
}
