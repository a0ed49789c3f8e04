/**
 * The table server's bots, off its event loop: a few worker threads (`bot-worker.ts`) take a
 * seat's view and give back the bot's decision. The search bots spend up to 50 ms (hard) or
 * 200 ms (expert) of CPU a decision; on the event loop that would stall every table's messages.
 * A worker that dies is replaced, and the decisions it owed are refused (their tables ask again).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { WARM_UP_WORLDS, warmUpSteps, type BaseAction, type BotLevel } from 'tortuga-rules';
import type { TableGame } from './protocol.js';

/** The worker module (TypeScript, run through tsx as the server is). */
const WORKER = new URL('./bot-worker.ts', import.meta.url);

/** The most worker restarts a minute. */
const MAX_RESTARTS = 5;

/** What a worker is asked: a bot's decision for a view, with the seed of its generator. */
export interface BotJob {
  readonly id: number;
  readonly game: TableGame;
  readonly level: BotLevel;
  readonly view: unknown;
  readonly seed: string;
}

/** What a worker is started with: the sampled worlds of its warm-up (`warmUpBots`). */
export interface BotWorkerData {
  readonly warmUpWorlds: number;
}

/** What a worker says when its warm-up is over: how long it took (wall clock), and why it stopped if it failed. */
export interface WarmedUp {
  readonly warmUpMs: number;
  readonly error?: string;
}

/** What a worker answers. */
export type BotAnswer = { readonly id: number; readonly action: BaseAction } | { readonly id: number; readonly error: string };

interface Pending {
  readonly resolve: (action: BaseAction) => void;
  readonly reject: (error: Error) => void;
  readonly worker: Worker;
}

/** The pool: `choose` answers with a decision; `close` ends the workers. */
export class BotPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closed = false;
  /** When workers were restarted, in the last minute. */
  private restarts: number[] = [];
  /** Decisions the workers have made (for the tests and the load test). */
  decided = 0;
  /** The workers' warm-ups that are over, in the order they ended (for the tests and the load test). */
  readonly warmUps: WarmedUp[] = [];

  /**
   * `size` workers (default: one fewer than the machine's cores, at least one), each warming up
   * with `warmUpWorlds` sampled worlds between its first decisions (`warmUpBots`; 0: none).
   */
  constructor(
    readonly size = Math.max(1, availableParallelism() - 1),
    readonly warmUpWorlds = WARM_UP_WORLDS,
  ) {
    if (!(Number.isInteger(size) && size >= 1 && size <= 64)) throw new RangeError(`A bot pool has 1 to 64 workers, not ${String(size).slice(0, 20)}.`);
    warmUpSteps(warmUpWorlds); // the library's own check of the count (a RangeError that names it); it runs no step
    for (let i = 0; i < size; i++) this.workers.push(this.spawn());
  }

  /** The decision of a bot of `level` for `view` (its generator seeded with `seed`). */
  choose(game: TableGame, level: BotLevel, view: unknown, seed: string): Promise<BaseAction> {
    if (this.closed || this.workers.length === 0) return Promise.reject(new Error('the bot pool is closed or its workers cannot start'));
    const worker = this.leastBusy();
    const id = this.nextId++;
    return new Promise<BaseAction>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, worker });
      worker.postMessage({ id, game, level, view, seed } satisfies BotJob);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const { reject } of this.pending.values()) reject(new Error('the bot pool is closed'));
    this.pending.clear();
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private leastBusy(): Worker {
    const load = new Map(this.workers.map((worker) => [worker, 0]));
    for (const { worker } of this.pending.values()) load.set(worker, (load.get(worker) ?? 0) + 1);
    return [...load].sort((a, b) => a[1] - b[1])[0]![0];
  }

  /** A worker running the TypeScript sources, as the server does (through tsx). */
  private spawn(): Worker {
    // A worker does not inherit the parent's module hooks: it registers tsx's itself, then loads the worker module.
    const script = `(async () => { (await import('tsx/esm/api')).register(); await import(${JSON.stringify(WORKER.href)}); })();`;
    const worker = new Worker(script, { eval: true, workerData: { warmUpWorlds: this.warmUpWorlds } satisfies BotWorkerData });
    worker.unref(); // the pool never keeps the process alive on its own
    worker.on('message', (answer: BotAnswer | WarmedUp) => {
      if ('warmUpMs' in answer) {
        this.warmUps.push(answer);
        if (answer.error !== undefined) console.error(`a bot worker's warm-up failed (${answer.error}); it decides on without it`);
        return;
      }
      const job = this.pending.get(answer.id);
      if (job === undefined) return;
      this.pending.delete(answer.id);
      if ('action' in answer) {
        this.decided += 1;
        job.resolve(answer.action);
      } else job.reject(new Error(answer.error));
    });
    worker.on('error', () => this.replace(worker));
    worker.on('exit', () => this.replace(worker));
    return worker;
  }

  /**
   * Refuses what a dead worker owed and puts a new one in its place — at most `MAX_RESTARTS`
   * times a minute: a worker that cannot start is not restarted in a loop (the pool then refuses
   * every decision, and the tables ask again later).
   */
  private replace(worker: Worker): void {
    const index = this.workers.indexOf(worker);
    if (index < 0 || this.closed) return;
    for (const [id, job] of this.pending) {
      if (job.worker !== worker) continue;
      this.pending.delete(id);
      job.reject(new Error('a bot worker stopped'));
    }
    const now = Date.now();
    this.restarts = this.restarts.filter((at) => now - at < 60_000);
    if (this.restarts.length >= MAX_RESTARTS) {
      this.workers.splice(index, 1);
      return;
    }
    this.restarts.push(now);
    this.workers[index] = this.spawn();
  }
}
