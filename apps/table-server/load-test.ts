/**
 * A bounded load test of the table server on 127.0.0.1: starts `main.ts` in `--processes` processes
 * of their own (default 1) on a fresh database — a SQLite file, or with `--postgres` a throwaway
 * PostgreSQL server all of them share (`scripts/throwaway-postgres.ts`) — and opens `--tables`
 * tables (half Tortuga 1667 with two people and two medium bots, half the dice game with two people
 * and a medium bot; `--bots hard` for others, `--bot-workers` passed to the servers). Connections go
 * to the processes in turn, as a round-robin load balancer sends them, so with two processes half the
 * people reach their table through the other process. Every client answers its decisions after a
 * person's pause (`--think-ms`, random up to that) for `--seconds`. A round trip is the time from
 * sending an action to receiving the change that carries it. With `--kill-at <s>` the first process
 * is killed (SIGKILL) that many seconds in: its clients reconnect to the others with their tokens.
 * Prints the tables, the decisions stored per second, the round trips' median, p95, p99 and maximum,
 * the servers' CPU time, and (with a kill) how long until every table answered again and whether
 * any decision somebody had heard of went missing.
 * Run: `node --import tsx apps/table-server/load-test.ts [--processes 2 --postgres]`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { applyViewChange, BOT_LEVELS, nextFloat, nextInt, seedRng } from 'tortuga-rules';
import type { ServerMessage } from './protocol.js';
import { startPostgres, type TestPostgres } from '../../scripts/throwaway-postgres.js';

const { values } = parseArgs({
  options: {
    tables: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    'think-ms': { type: 'string', default: '1000' },
    bots: { type: 'string', default: 'medium' },
    'bot-workers': { type: 'string' },
    processes: { type: 'string', default: '1' },
    postgres: { type: 'boolean', default: false },
    'kill-at': { type: 'string' },
    affinity: { type: 'boolean', default: false },
  },
  strict: true,
});
if (!(BOT_LEVELS as readonly string[]).includes(values.bots))
  throw new RangeError(`--bots is a bot level (${BOT_LEVELS.join(', ')}), not ${values.bots.slice(0, 20)}.`);
const BOT = values.bots;
const TABLES = Math.min(1000, Number(values.tables));
const SECONDS = Math.min(600, Number(values.seconds));
const THINK = Math.min(60_000, Number(values['think-ms']));
const PROCESSES = Math.max(1, Math.min(8, Number(values.processes)));
const KILL_AT = values['kill-at'] === undefined ? null : Number(values['kill-at']);
if (PROCESSES > 1 && !values.postgres) throw new RangeError('--processes above 1 needs --postgres: processes share tables through PostgreSQL.');
if (KILL_AT !== null && PROCESSES < 2) throw new RangeError('--kill-at needs --processes 2 or more.');
if (KILL_AT !== null && !(KILL_AT > 0 && KILL_AT < SECONDS)) throw new RangeError(`--kill-at is a number of seconds between 0 and --seconds (${SECONDS}).`);

interface View {
  readonly decisions: number;
  readonly decision: { readonly actions: Record<string, unknown>[] } | null;
  readonly outcome: unknown;
}

const dir = mkdtempSync(join(tmpdir(), 'table-load-'));
const postgres: TestPostgres | null = values.postgres ? await startPostgres() : null;
const database = postgres?.url ?? join(dir, 'load.sqlite');
const workers = values['bot-workers'] === undefined ? [] : ['--bot-workers', String(Math.min(64, Number(values['bot-workers'])))];
const key = randomBytes(32).toString('hex');
const startServer = (): Promise<{ child: ChildProcess; port: number }> => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'main.ts'),
      '--db',
      database,
      '--port',
      '0',
      '--bot-delay-ms',
      '300',
      '--connections-per-address',
      '100000',
      '--creates-per-minute',
      '100000',
      ...workers,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, TABLE_SERVER_KEY: key } },
  );
  return new Promise((resolve) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const found = /:(\d+)\//.exec(out);
      if (found) resolve({ child, port: Number(found[1]) });
    });
  });
};
const servers = await Promise.all(Array.from({ length: PROCESSES }, startServer));
const alive = (): { child: ChildProcess; port: number }[] => servers.filter((s) => s.child.exitCode === null && s.child.signalCode === null);
let turn = 0;
/** The next process, in turn (a round-robin load balancer), among those alive. */
const nextPort = (): number => {
  const live = alive();
  return live[turn++ % live.length]!.port;
};

const open = (port = nextPort()): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
    socket.on('open', () => resolve(socket));
    socket.on('error', reject);
  });
const first = (socket: WebSocket, kind: ServerMessage['kind']): Promise<ServerMessage> =>
  new Promise((resolve) => {
    const listener = (data: Buffer): void => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.kind !== kind) return;
      socket.off('message', listener);
      resolve(message);
    };
    socket.on('message', listener);
  });

const trips: number[] = [];
/** When each round trip ended (to tell those before a kill from those after). */
const tripEnds: number[] = [];
/** When each table's game was over (for the kill: only tables still playing must answer again). */
const over = new Map<string, number>();
let running = true;
let refused = 0;
/** The most decisions any client heard of, by table (what must never be lost). */
const heard = new Map<string, number>();
/** When each table first answered after the kill (a view or a change reached one of its people). */
const answered = new Map<string, number>();
let killedAt: number | null = null;
let decisionsAtStart = 0;

/** A person at a table: waits for its decision, thinks, acts, and times the answer; comes back with its token when its process dies. */
async function person(table: string, seat: number, seed: string, home: number | null): Promise<void> {
  const rng = seedRng(seed);
  let token: string | null = null;
  let view: View | null = null;
  let sentAt: number | null = null;
  let answeredAt = -1;
  let thinking: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    // With --affinity the first connection goes where the table was made (a balancer that routes by table); a reconnection goes anywhere.
    const socket = await open(home ?? nextPort());
    home = null;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.kind === 'rejected') refused++;
      if (message.kind === 'welcome') token = message.token;
      if (message.kind === 'view') {
        view = message.view as View;
        answeredAt = -1; // seated anew: the decision may be asked again
      } else if (message.kind === 'change') view = applyViewChange(view, message.patches);
      else return;
      heard.set(table, Math.max(heard.get(table) ?? 0, view!.decisions));
      if (killedAt !== null && !answered.has(table)) answered.set(table, performance.now());
      if (view!.outcome !== null && !over.has(table)) over.set(table, performance.now());
      if (sentAt !== null && view!.decisions > answeredAt) {
        trips.push(performance.now() - sentAt);
        tripEnds.push(performance.now());
        sentAt = null;
      }
      const actions = view!.decision?.actions ?? [];
      if (!running || view!.outcome !== null || actions.length === 0 || answeredAt === view!.decisions || thinking !== null || sentAt !== null) return;
      thinking = setTimeout(
        () => {
          thinking = null;
          const now = view!;
          const choices = now.decision?.actions ?? [];
          if (!running || choices.length === 0 || socket.readyState !== socket.OPEN) return;
          answeredAt = now.decisions;
          const { player: _player, ...action } = choices[nextInt(rng, choices.length)]!;
          sentAt = performance.now();
          socket.send(JSON.stringify({ kind: 'act', action, at: now.decisions }));
        },
        nextFloat(rng) * THINK,
      );
    });
    socket.on('close', () => {
      if (thinking !== null) clearTimeout(thinking);
      thinking = null;
      sentAt = null; // an answer lost with the process is not a round trip
      if (running && token !== null) void connect().then(undefined, () => undefined);
    });
    socket.send(JSON.stringify(token === null ? { kind: 'join', table, seat, name: `p${seat}` } : { kind: 'resume', table, seat, token }));
  };
  await connect();
}

const ids: string[] = [];
for (let t = 0; t < TABLES; t++) {
  // A connection per new table, as a browser opens one: a connection that takes no seat is closed after a few seconds.
  const hostPort = nextPort();
  const host = await open(hostPort);
  const dice = t % 2 === 1;
  host.send(JSON.stringify({ kind: 'create', game: dice ? 'dice' : '1667', options: {}, seats: dice ? ['open', BOT, 'open'] : ['open', BOT, 'open', BOT] }));
  const { table } = (await first(host, 'created')) as Extract<ServerMessage, { kind: 'created' }>;
  ids.push(table);
  host.close();
  const home = values.affinity ? hostPort : null;
  await Promise.all([person(table, 0, `${t}/0`, home), person(table, 2, `${t}/2`, home)]);
  await new Promise((resolve) => setTimeout(resolve, 55 / PROCESSES)); // within each host connection's rate (20 a second)
}
/** A process's CPU seconds (with its children's that ended, `withChildren`), from /proc (Linux). */
const cpu = (pid: number | undefined, withChildren = false): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12]) + (withChildren ? Number(fields[13]) + Number(fields[14]) : 0)) / 100;
  } catch {
    return Number.NaN;
  }
};
/** PostgreSQL's CPU seconds: every `postgres` process, and the backends that ended (counted in the postmaster's). */
const postgresCpu = (): number => {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpu(Number(entry), true);
    } catch {
      // gone meanwhile
    }
  }
  return total;
};
/** CPU seconds so far: the servers', this load generator's, PostgreSQL's. */
const cpuNow = (): { servers: number[]; clients: number; database: number } => ({
  servers: servers.map((s) => (s.child.exitCode === null && s.child.signalCode === null ? cpu(s.child.pid) : Number.NaN)),
  clients: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  database: postgres === null ? 0 : postgresCpu(),
});
const started = performance.now();
const cpuAtStart = cpuNow();
decisionsAtStart = [...heard.values()].reduce((a, b) => a + b, 0);
const trippedBefore = trips.length;
if (KILL_AT !== null)
  setTimeout(() => {
    killedAt = performance.now();
    servers[0]!.child.kill('SIGKILL');
  }, KILL_AT * 1000);
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
running = false;
const decisions = [...heard.values()].reduce((a, b) => a + b, 0) - decisionsAtStart;
const cpuAtEnd = cpuNow();
const usage = cpuAtEnd.servers.map((u, i) => u - cpuAtStart.servers[i]!);
let lost = 0;
if (postgres !== null) {
  // Every decision somebody heard of is stored: what they heard is taken first (a client hears of a decision only once it is committed).
  const heardNow = new Map(heard);
  const { default: pg } = await import('pg');
  const client = new pg.Client(postgres.url);
  await client.connect();
  const counts = new Map(
    (await client.query<{ id: string; n: string }>('SELECT table_id AS id, count(*) AS n FROM decisions GROUP BY table_id')).rows.map((r) => [
      r.id,
      Number(r.n),
    ]),
  );
  await client.end();
  for (const [table, count] of heardNow) if ((counts.get(table) ?? 0) < count) lost++;
}
for (const s of alive()) s.child.kill('SIGTERM');
await Promise.all(
  servers.map((s) => (s.child.exitCode === null && s.child.signalCode === null ? new Promise((resolve) => s.child.once('exit', resolve)) : null)),
);
await postgres?.stop();
rmSync(dir, { recursive: true, force: true });
const sorted = trips.slice(trippedBefore).sort((a, b) => a - b);
const quantile = (values: readonly number[], q: number): string => (values[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)] ?? 0).toFixed(1);
const at = (q: number): string => quantile(sorted, q);
const elapsed = (performance.now() - started) / 1000;
console.log(
  `${TABLES} tables on ${PROCESSES} process${PROCESSES === 1 ? '' : 'es'} (${postgres === null ? 'SQLite' : 'PostgreSQL'}${PROCESSES > 1 ? (values.affinity ? ', connections routed to the table’s process' : ', connections round-robin') : ''}), ${2 * TABLES} people (think up to ${THINK} ms) and ${BOT} bots (${values['bot-workers'] ?? 'default'} bot workers) for ${elapsed.toFixed(0)} s: ${decisions} decisions (${(decisions / elapsed).toFixed(0)}/s), ${sorted.length} round trips (${(sorted.length / elapsed).toFixed(0)}/s), ${refused} refused`,
);
console.log(
  `round trip ms: median ${at(0.5)}, p95 ${at(0.95)}, p99 ${at(0.99)}, max ${at(1)}; CPU seconds in the run: servers ${usage.map((u) => u.toFixed(1)).join(' + ')}, clients ${(cpuAtEnd.clients - cpuAtStart.clients).toFixed(1)}${postgres === null ? '' : `, PostgreSQL ${(cpuAtEnd.database - cpuAtStart.database).toFixed(1)}`}`,
);
if (killedAt !== null) {
  const kill = killedAt;
  const playing = ids.filter((id) => !over.has(id) || over.get(id)! > kill);
  const back = playing.filter((id) => answered.has(id));
  const last = Math.max(...back.map((id) => answered.get(id)!)) - kill;
  const split = (test: (end: number) => boolean): number[] =>
    trips
      .slice(trippedBefore)
      .filter((_, i) => test(tripEnds[trippedBefore + i]!))
      .sort((a, b) => a - b);
  console.log(
    `SIGKILL of process 1 at ${KILL_AT} s: ${back.length} of the ${playing.length} tables still playing answered again (the last ${(last / 1000).toFixed(1)} s after the kill); round trip p99 before the kill ${quantile(
      split((end) => end < kill),
      0.99,
    )} ms, after it ${quantile(
      split((end) => end >= kill),
      0.99,
    )} ms; tables missing a decision somebody heard of: ${lost}`,
  );
} else if (postgres !== null) console.log(`tables missing a decision somebody heard of: ${lost}`);
process.exit(0);
