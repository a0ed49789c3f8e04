import type { TableTimers } from '../../src/client/index.js';

/** Timers run by the test: `run()` fires the earliest. */
export function manualTimers(): TableTimers & { run(): boolean; readonly pending: number } {
  const queue = new Map<number, () => void>();
  let next = 0;
  return {
    set: (run) => (queue.set(++next, run), next),
    clear: (handle) => void queue.delete(handle as number),
    run() {
      const first = queue.keys().next();
      if (first.done === true) return false;
      const run = queue.get(first.value)!;
      queue.delete(first.value);
      run();
      return true;
    },
    get pending() {
      return queue.size;
    },
  };
}
