/** A search's time budget: what it reads its time from and when it is spent (`IsmctsOptions.budgetMs`). */

/** Milliseconds since some origin of its own (a clock of `IsmctsOptions.clock`). */
export type Clock = () => number;

/** Milliseconds since a search began, read from one or more clocks. */
export type Stopwatch = () => number;

interface CpuTime {
  readonly user: number;
  readonly system: number;
}

interface NodeProcess {
  readonly cpuUsage?: () => CpuTime;
  readonly threadCpuUsage?: () => CpuTime;
}

/** A clock of microseconds of CPU, read as milliseconds. */
function cpuClock(read: () => CpuTime): Clock {
  return () => {
    const { user, system } = read();
    return (user + system) / 1000;
  };
}

/** A stopwatch started now on `clock`. */
export function stopwatchOn(clock: Clock): Stopwatch {
  const start = clock();
  return () => clock() - start;
}

/**
 * A stopwatch started now on several clocks at once, reading the least time any of them has
 * seen pass: the time spent is at most what each says.
 */
export function leastOf(clocks: readonly Clock[]): Stopwatch {
  const watches = clocks.map(stopwatchOn);
  return () => Math.min(...watches.map((watch) => watch()));
}

/**
 * How much more CPU time than its budget the whole process may spend on a search's decision (the
 * search's own and that of V8's threads beside it): a quarter more.
 */
export const PROCESS_ALLOWANCE = 1.25;

/**
 * The default stopwatch of a search: the CPU time of the thread the search runs on, or the whole
 * process's divided by `PROCESS_ALLOWANCE` once that is more. Node tells a thread's CPU time from
 * 22.15 on (`process.threadCpuUsage`); before, it tells only the whole process's, which also
 * counts V8's compiler and collector threads working beside the search — in a fresh process more
 * than the search itself for its first hundred or so decisions (measured on Node 20,
 * `docs/performance.md`) — so there the thread's time is read as the lesser of the process's CPU
 * time and the wall-clock time passed, neither of which is below it. Elsewhere (a browser) the
 * wall clock, `performance.now()`.
 */
export function defaultStopwatch(host: { readonly process?: NodeProcess } = globalThis as { process?: NodeProcess }): Stopwatch {
  const node = host.process;
  const wall: Clock = () => performance.now();
  if (typeof node?.cpuUsage !== 'function') return stopwatchOn(wall);
  const processCpu = cpuClock(node.cpuUsage.bind(node));
  const thread = typeof node.threadCpuUsage === 'function' ? stopwatchOn(cpuClock(node.threadCpuUsage.bind(node))) : leastOf([processCpu, wall]);
  const whole = stopwatchOn(processCpu);
  return () => Math.max(thread(), whole() / PROCESS_ALLOWANCE);
}

/**
 * A clock of the calling thread alone, in milliseconds, for `botFor`'s and the search's `clock`
 * option: its own CPU time where Node tells it (`process.threadCpuUsage`, Node 22.15 on),
 * otherwise the wall clock (`performance.now()`). Give it to the bots of each thread where several
 * searches run at once in one process (worker threads of a server's bot pool, a core each): the
 * default stopwatch holds the whole process to `PROCESS_ALLOWANCE` times one budget, so there each
 * search would be cut to a share of its own.
 *
 * @example
 * ```ts
 * const bot = botFor(tortuga1667, 'expert', { clock: threadClock() });
 * ```
 */
export function threadClock(): Clock {
  return threadClockOn(globalThis as { process?: NodeProcess });
}

/** `threadClock` on a host: Node's `process` where it has one. */
export function threadClockOn(host: { readonly process?: NodeProcess }): Clock {
  const node = host.process;
  return typeof node?.threadCpuUsage === 'function' ? cpuClock(node.threadCpuUsage.bind(node)) : () => performance.now();
}

/**
 * Tells when a time budget is spent without reading the stopwatch at every iteration (Node's
 * `process.cpuUsage()` costs about as much as a tenth of an iteration): after the first few
 * readings it reads about every half millisecond, by the iterations' pace so far, and at least
 * every time the iterations have doubled.
 */
export class BudgetWatch {
  private next = 1;

  constructor(
    private readonly elapsed: Stopwatch,
    private readonly budgetMs: number,
  ) {}

  /** Whether the budget is spent before iteration `i` (called with i = 1, 2, …). */
  spent(i: number): boolean {
    if (i < this.next) return false;
    const elapsed = this.elapsed();
    if (elapsed >= this.budgetMs) return true;
    const perIteration = elapsed / i;
    const left = this.budgetMs - elapsed;
    // The next reading: half a millisecond on, or half the time left, whichever is sooner — and never more than
    // as many iterations again as so far, so that a coarse clock that has not yet moved (a browser's
    // `performance.now()` moves by 0.1 or 1 ms) is not taken for iterations that cost nothing.
    const step = perIteration > 0 ? Math.floor(Math.min(0.5, left / 2) / perIteration) : i;
    this.next = i + Math.max(1, Math.min(i, step));
    return false;
  }
}

/** The most iterations a budgeted search runs, whatever the clock says. */
export const MAX_ITERATIONS = 1_000_000;
