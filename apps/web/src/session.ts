import { seedRng, startHistory, type BaseAction, type BaseConfig, type Bot, type GameHistory, type PlayerId, type RngState } from 'tortuga-rules';
import type { ClientView, SeatKind, Title } from './title.js';

/**
 * A game being played at this screen: its history (so it can be saved as a record), who plays
 * each seat, and a bot with its own seeded generator for every bot seat. A bot decides from
 * its seat's view only, like a person.
 */
export class Session<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O> {
  history: GameHistory<C, S, A>;
  private readonly bots: (Bot<V, A> | null)[];
  private readonly rngs: RngState[];

  constructor(
    readonly title: Title<C, S, A, V, O>,
    readonly config: C,
    readonly kinds: readonly SeatKind[],
    history?: GameHistory<C, S, A>,
  ) {
    this.history = history ?? startHistory(title.game, config);
    this.bots = kinds.map((kind) => (kind === 'human' ? null : title.bot(kind)));
    // The bots' generators come from the game's seed, so a saved game's bots could be replayed; they never see the game's generator.
    this.rngs = kinds.map((_, seat) => seedRng(`${config.seed}/bot/${seat}`));
  }

  get state(): S {
    return this.history.state;
  }

  toAct(): PlayerId[] {
    return this.title.game.toAct(this.state);
  }

  isOver(): boolean {
    return this.title.game.outcome(this.state) !== null;
  }

  /** The seats played by people. */
  humans(): PlayerId[] {
    return this.kinds.flatMap((kind, seat) => (kind === 'human' ? [seat] : []));
  }

  /** The people who have a decision now, in seat order. */
  humansToAct(): PlayerId[] {
    return this.toAct().filter((seat) => this.kinds[seat] === 'human');
  }

  /** The bots that have a decision now, in seat order. */
  botsToAct(): PlayerId[] {
    return this.toAct().filter((seat) => this.kinds[seat] !== 'human');
  }

  view(player: PlayerId | null): V {
    return this.title.game.viewFor(this.state, player);
  }

  /** Applies a person's choice (one of the legal actions of its view). */
  apply(action: A): void {
    this.history = this.history.apply(action);
  }

  /** Whether `player` has a decision to take back. */
  canUndo(player: PlayerId): boolean {
    return this.history.canUndo(player);
  }

  /** Takes back `player`'s last decision and everything after it (outside the rules: a local game's comfort). */
  undo(player: PlayerId): void {
    this.history = this.history.undo(player);
  }

  /** Lets the first bot with a decision decide; false when no bot has one. */
  botStep(): boolean {
    const seat = this.botsToAct()[0];
    if (seat === undefined) return false;
    const bot = this.bots[seat]!;
    this.apply(bot.choose(this.view(seat), this.rngs[seat]!));
    return true;
  }
}
