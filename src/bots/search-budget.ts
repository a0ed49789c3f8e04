/** A search's time budget: the clock it is read from and when it is spent (`IsmctsOptions.budgetMs`). */

/** The default clock: CPU milliseconds of this process in Node, wall-clock milliseconds elsewhere. */
export function defaultClock(): () => number {
  const host = globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } };
  const usage = host.process?.cpuUsage;
  if (typeof usage === 'function') {
    return () => {
      const { user, system } = usage();
      return (user + system) / 1000;
    };
  }
  return () => performance.now();
}

/**
 * Tells when a time budget is spent without reading the clock at every iteration (Node's
 * `process.cpuUsage()` costs about as much as a tenth of an iteration): after the first few
 * readings it reads the clock about every half millisecond, by the iterations' pace so far.
 */
export class BudgetWatch {
  private readonly started: number;
  private next = 1;

  constructor(
    private readonly clock: () => number,
    private readonly budgetMs: number,
  ) {
    this.started = clock();
  }

  /** Whether the budget is spent before iteration `i` (called with i = 1, 2, …). */
  spent(i: number): boolean {
    if (i < this.next) return false;
    const elapsed = this.clock() - this.started;
    if (elapsed >= this.budgetMs) return true;
    const perIteration = elapsed / i;
    const left = this.budgetMs - elapsed;
    // The next reading: half a millisecond on, or half the time left, whichever is sooner.
    this.next = i + Math.max(1, Math.floor(Math.min(0.5, left / 2) / Math.max(perIteration, 1e-6)));
    return false;
  }
}

/** The most iterations a budgeted search runs, whatever the clock says. */
export const MAX_ITERATIONS = 1_000_000;
