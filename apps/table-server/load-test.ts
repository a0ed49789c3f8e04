/**
 * A bounded load test of the table server on 127.0.0.1: starts `main.ts` in its own process on
 * a fresh database, opens `--tables` tables (half Tortuga 1667 with two people and two medium
 * bots, half the dice game with two people and a medium bot; `--bots hard` for others, `--bot-workers`
 * passed to the server), seats two clients at each, and
 * lets every client answer its decisions after a person's pause (`--think-ms`, random up to
 * that) for `--seconds`. A round trip is the time from sending an action to receiving the change
 * that carries it. Prints the decisions stored, the round trips' median, p95, p99 and maximum,
 * and the server's CPU time. Run: `node --import tsx apps/table-server/load-test.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { applyViewChange, BOT_LEVELS, nextFloat, nextInt, seedRng } from 'tortuga-rules';
import type { ServerMessage } from './protocol.js';

const { values } = parseArgs({
  options: {
    tables: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    'think-ms': { type: 'string', default: '1000' },
    bots: { type: 'string', default: 'medium' },
    'bot-workers': { type: 'string' },
  },
  strict: true,
});
if (!(BOT_LEVELS as readonly string[]).includes(values.bots))
  throw new RangeError(`--bots is a bot level (${BOT_LEVELS.join(', ')}), not ${values.bots.slice(0, 20)}.`);
const BOT = values.bots;
const TABLES = Math.min(1000, Number(values.tables));
const SECONDS = Math.min(600, Number(values.seconds));
const THINK = Math.min(60_000, Number(values['think-ms']));

interface View {
  readonly decisions: number;
  readonly decision: { readonly actions: Record<string, unknown>[] } | null;
  readonly outcome: unknown;
}

const dir = mkdtempSync(join(tmpdir(), 'table-load-'));
const workers = values['bot-workers'] === undefined ? [] : ['--bot-workers', String(Math.min(64, Number(values['bot-workers'])))];
const server = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    join(import.meta.dirname, 'main.ts'),
    '--db',
    join(dir, 'load.sqlite'),
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
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const port = await new Promise<number>((resolve) => {
  let out = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    out += String(chunk);
    const found = /:(\d+)\//.exec(out);
    if (found) resolve(Number(found[1]));
  });
});

const open = (): Promise<WebSocket> =>
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
let running = true;
let refused = 0;

/** A person at a table: waits for its decision, thinks, acts, and times the answer. */
async function person(table: string, seat: number, seed: string): Promise<void> {
  const socket = await open();
  const rng = seedRng(seed);
  let view: View | null = null;
  let sentAt: number | null = null;
  let answered = -1;
  let thinking: NodeJS.Timeout | null = null;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    if (message.kind === 'rejected') refused++;
    if (message.kind === 'view') view = message.view as View;
    else if (message.kind === 'change') view = applyViewChange(view, message.patches);
    else return;
    if (sentAt !== null && view!.decisions > answered) {
      trips.push(performance.now() - sentAt);
      sentAt = null;
    }
    const actions = view!.decision?.actions ?? [];
    if (!running || view!.outcome !== null || actions.length === 0 || answered === view!.decisions || thinking !== null || sentAt !== null) return;
    thinking = setTimeout(
      () => {
        thinking = null;
        const now = view!;
        const choices = now.decision?.actions ?? [];
        if (!running || choices.length === 0) return;
        answered = now.decisions;
        const { player: _player, ...action } = choices[nextInt(rng, choices.length)]!;
        sentAt = performance.now();
        socket.send(JSON.stringify({ kind: 'act', action, at: now.decisions }));
      },
      nextFloat(rng) * THINK,
    );
  });
  socket.send(JSON.stringify({ kind: 'join', table, seat, name: `p${seat}` }));
}

for (let t = 0; t < TABLES; t++) {
  // A connection per new table, as a browser opens one: a connection that takes no seat is closed after a few seconds.
  const host = await open();
  const dice = t % 2 === 1;
  host.send(JSON.stringify({ kind: 'create', game: dice ? 'dice' : '1667', options: {}, seats: dice ? ['open', BOT, 'open'] : ['open', BOT, 'open', BOT] }));
  const { table } = (await first(host, 'created')) as Extract<ServerMessage, { kind: 'created' }>;
  host.close();
  await Promise.all([person(table, 0, `${t}/0`), person(table, 2, `${t}/2`)]);
  await new Promise((resolve) => setTimeout(resolve, 55)); // within the host connection's rate (20 a second)
}
const started = performance.now();
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
running = false;
const usage = await new Promise<string>((resolve) => {
  // The server's CPU seconds, from /proc (Linux).
  import('node:fs').then(
    ({ readFileSync }) => {
      const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      resolve(((Number(fields[11]) + Number(fields[12])) / 100).toFixed(1));
    },
    () => resolve('?'),
  );
});
server.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
const sorted = [...trips].sort((a, b) => a - b);
const at = (q: number): string => (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0).toFixed(1);
const elapsed = (performance.now() - started) / 1000;
console.log(
  `${TABLES} tables, ${2 * TABLES} people (think up to ${THINK} ms) and ${BOT} bots (${values['bot-workers'] ?? 'default'} bot workers) for ${elapsed.toFixed(0)} s: ${sorted.length} round trips (${(sorted.length / elapsed).toFixed(0)}/s), ${refused} refused`,
);
console.log(`round trip ms: median ${at(0.5)}, p95 ${at(0.95)}, p99 ${at(0.99)}, max ${at(1)}; server CPU ${usage} s`);
process.exit(0);
