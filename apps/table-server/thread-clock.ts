/**
 * The clock a bot-pool worker's bots read their budget from (`BotLevelOptions.clock`).
 */

/** Where Node tells a thread's CPU time (`process`; its types do not name it before Node 22.15). */
export interface ThreadCpuHost {
  readonly threadCpuUsage?: () => NodeJS.CpuUsage;
}

/**
 * A clock of the calling thread alone, in milliseconds: its own CPU time where Node tells it
 * (`process.threadCpuUsage`, Node 22.15 on), otherwise the wall clock — the pool has a core a
 * worker, so a search spends its budget in about as much time. The library's default stopwatch
 * also holds the whole process to a quarter more than the budget, which with several workers
 * deciding at once cut each to a share of its budget (docs/performance.md, "The budget of a search").
 */
export function threadClock(host: ThreadCpuHost = process as ThreadCpuHost): () => number {
  const threadCpu = host.threadCpuUsage?.bind(host);
  if (threadCpu === undefined) return () => performance.now();
  return () => {
    const { user, system } = threadCpu();
    return (user + system) / 1000;
  };
}
