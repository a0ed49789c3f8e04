/**
 * The 1667 timer's deadlines at one table (T67-OPT-TIMER): each person who must decide has the
 * table's time per decision from the moment the decision became theirs (another seat's move does
 * not reset it), and the table is called back when the first runs out. A process that opens the
 * table (a restart, a takeover) starts every deadline again from a full turn.
 */
export class TurnClock {
  private readonly deadlines = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    /** The time per decision, in milliseconds. */
    private readonly ms: number,
    /** Called when a deadline may have passed. */
    private readonly due: () => void,
  ) {}

  /** The seats that must decide now: a new one gets its full time, one that no longer must is forgotten; the call back is set for the first deadline. */
  set(deciding: ReadonlySet<number>, now = Date.now()): void {
    for (const seat of [...this.deadlines.keys()]) if (!deciding.has(seat)) this.deadlines.delete(seat);
    for (const seat of deciding) if (!this.deadlines.has(seat)) this.deadlines.set(seat, now + this.ms);
    if (this.deadlines.size > 0) this.callIn(Math.max(0, Math.min(...this.deadlines.values()) - now));
    else this.stop();
  }

  /** Calls back in `ms` (a timeout that could not be stored is tried again). */
  callIn(ms: number): void {
    this.stop();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.due();
    }, ms);
  }

  /** The seats whose time has run out. */
  runOut(now = Date.now()): number[] {
    return [...this.deadlines].filter(([, deadline]) => deadline <= now).map(([seat]) => seat);
  }

  /** Forgets a seat's deadline (its timeout was applied, or there was none to apply). */
  forget(seat: number): void {
    this.deadlines.delete(seat);
  }

  /** Every deciding seat's time left. */
  clocks(now = Date.now()): { seat: number; msLeft: number }[] {
    return [...this.deadlines].map(([seat, deadline]) => ({ seat, msLeft: Math.max(0, deadline - now) }));
  }

  /** Stops the call back. */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
