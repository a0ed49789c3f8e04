import { afterEach, describe, expect, it, vi } from 'vitest';
import { BudgetWatch, defaultStopwatch, leastOf, PROCESS_ALLOWANCE, stopwatchOn, threadClockOn } from '../../src/bots/search-budget.js';

/** A fake CPU clock in microseconds, as Node's `process.cpuUsage()` reports it. */
function cpuIn(ms: () => number): () => { user: number; system: number } {
  return () => ({ user: ms() * 1000, system: 0 });
}

describe("a search's time budget (issue 49: what `hard` and `expert` spend a decision)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("a thread's clock (a bot pool's workers give it their bots): its CPU time where Node tells it, else the wall clock", () => {
    // Node 22.15 on: the thread's CPU time, microseconds read as milliseconds.
    let cpu = 0;
    const clock = threadClockOn({ process: { threadCpuUsage: () => ({ user: (cpu += 1500), system: 500 }) } });
    expect([clock(), clock()]).toEqual([2, 3.5]);
    // Before, and in a browser: the wall clock, which goes on as the thread works.
    for (const host of [{ process: {} }, {}]) {
      const wall = threadClockOn(host);
      const start = wall();
      const until = performance.now() + 5;
      while (performance.now() < until);
      expect(wall() - start).toBeGreaterThanOrEqual(5);
    }
  });

  it('a stopwatch reads the time passed since it started; several clocks read the least of them', () => {
    let a = 100;
    let b = 5_000;
    const one = stopwatchOn(() => a);
    const both = leastOf([() => a, () => b]);
    a += 30;
    b += 10;
    expect(one()).toBe(30);
    expect(both()).toBe(10);
    b += 50;
    expect(both()).toBe(30);
  });

  it("in Node before 22.15 the budget is not spent by V8's threads beside the search: the wall clock bounds the process's CPU time", () => {
    let wall = 0;
    let processMs = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => wall);
    const watch = defaultStopwatch({ process: { cpuUsage: cpuIn(() => processMs) } });
    // 10 ms pass while the compiler's threads on other cores add 2 ms of CPU beside the search's 10.
    wall += 10;
    processMs += 12;
    expect(watch()).toBe(10);
    // A machine too busy to run the search for all of the wall time: the process's CPU time bounds it.
    wall += 20;
    processMs += 2;
    expect(watch()).toBe(14);
  });

  it(`the whole process never spends more than ${PROCESS_ALLOWANCE} times the budget, whichever clock the thread is read from`, () => {
    let wall = 0;
    let processMs = 0;
    let threadMs = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => wall);
    const old = defaultStopwatch({ process: { cpuUsage: cpuIn(() => processMs) } });
    const recent = defaultStopwatch({ process: { cpuUsage: cpuIn(() => processMs), threadCpuUsage: cpuIn(() => threadMs) } });
    wall += 10;
    threadMs += 10;
    processMs += 40; // a fresh process: three other threads compiling at once
    expect(old()).toBe(40 / PROCESS_ALLOWANCE);
    expect(recent()).toBe(40 / PROCESS_ALLOWANCE);
    processMs += 60; // …and later only the search
    wall += 60;
    threadMs += 60;
    expect(recent()).toBe(100 / PROCESS_ALLOWANCE);
    wall += 100;
    threadMs += 100;
    processMs += 100;
    expect(recent()).toBe(170);
    expect(old()).toBe(170);
  });

  it('outside Node (a browser) the budget is wall-clock time', () => {
    let wall = 7;
    vi.spyOn(performance, 'now').mockImplementation(() => wall);
    const watch = defaultStopwatch({});
    wall += 12;
    expect(watch()).toBe(12);
  });

  it('the budget is spent when the stopwatch says so, read about every half millisecond once the pace is known', () => {
    for (const resolution of [0.001, 0.1, 1]) {
      let now = 0;
      let readings = 0;
      // A clock that moves by `resolution` ms (a browser's performance.now() by 0.1 or 1), iterations of 30 µs.
      const watch = new BudgetWatch(() => {
        readings++;
        return Math.floor(now / resolution) * resolution;
      }, 20);
      for (let i = 1; !watch.spent(i); i++) now += 0.03;
      expect(now).toBeGreaterThanOrEqual(20);
      expect(now).toBeLessThan(21.5);
      expect(readings).toBeLessThan(200);
    }
  });
});
