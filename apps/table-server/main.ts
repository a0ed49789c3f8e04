/**
 * Starts the table server (`npm run server`): `--db <file>` (default `tables.sqlite`) or `--db postgres://…`
 * (several processes share the tables; the key must then come from `TABLE_SERVER_KEY` or `--key-file`;
 * `--adopt-ms <n>`: how often to look for tables whose process died, default 1000; `--lease-ms <n>`: how long a
 * process's lease lasts, so how soon the tables of a host that vanished move, default 10000; `--query-timeout-ms <n>`:
 * how long a statement may take before it counts as failed, default 5000),
 * `--port <n>` (default 8467), `--clock-ms <n>` (the 1667 timer per decision), `--bot-delay-ms <n>`,
 * `--bot-workers <n>` (threads the bots decide in; default one fewer than the cores, 0: the event loop),
 * `--bot-warm-up <worlds>` (the sampled worlds each such thread searches to warm up, between its first decisions; default 10,000, 0: none),
 * `--unjoined-ms`, `--idle-ms`, `--finished-ms` (when tables are cleared: nobody sat down, nobody came
 * back, the game is over; defaults 15 minutes, 24 hours, 1 hour), `--connections-per-address <n>` (default 32), `--creates-per-minute <n>` (new tables per address,
 * default 10), `--key-file <file>` (the key the stored rows are sealed with; default `<db>.key`, made on first
 * start; `TABLE_SERVER_KEY` in the environment wins).
 * Prints `listening on ws://127.0.0.1:<port>/` once it accepts connections.
 */
import { parseArgs } from 'node:util';
import { startTableServer } from './server.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'tables.sqlite' },
    port: { type: 'string', default: '8467' },
    'clock-ms': { type: 'string', default: '60000' },
    'bot-delay-ms': { type: 'string', default: '400' },
    'bot-workers': { type: 'string' },
    'bot-warm-up': { type: 'string' },
    'key-file': { type: 'string' },
    'connections-per-address': { type: 'string', default: '32' },
    'creates-per-minute': { type: 'string', default: '10' },
    'unjoined-ms': { type: 'string' },
    'idle-ms': { type: 'string' },
    'finished-ms': { type: 'string' },
    'adopt-ms': { type: 'string' },
    'lease-ms': { type: 'string' },
    'query-timeout-ms': { type: 'string' },
  },
  strict: true,
});
const number = (name: string, text: string, max: number): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new RangeError(`--${name} is a whole number from 0 to ${max}, not ${text.slice(0, 20)}.`);
  return value;
};
const server = await startTableServer({
  database: values.db,
  port: number('port', values.port, 65535),
  clockMs: number('clock-ms', values['clock-ms'], 3_600_000),
  botDelayMs: number('bot-delay-ms', values['bot-delay-ms'], 60_000),
  ...(values['bot-workers'] === undefined ? {} : { botWorkers: number('bot-workers', values['bot-workers'], 64) }),
  ...(values['bot-warm-up'] === undefined ? {} : { botWarmUpWorlds: number('bot-warm-up', values['bot-warm-up'], 10_000_000) }),
  ...(values['key-file'] === undefined ? {} : { keyFile: values['key-file'] }),
  ...(values['adopt-ms'] === undefined ? {} : { adoptMs: Math.max(100, number('adopt-ms', values['adopt-ms'], 600_000)) }),
  ...(values['lease-ms'] === undefined ? {} : { leaseMs: Math.max(1_000, number('lease-ms', values['lease-ms'], 3_600_000)) }),
  ...(values['query-timeout-ms'] === undefined ? {} : { queryTimeoutMs: Math.max(100, number('query-timeout-ms', values['query-timeout-ms'], 600_000)) }),
  expiry: Object.fromEntries(
    (['unjoined', 'idle', 'finished'] as const).flatMap((name) => {
      const given = values[`${name}-ms`];
      return given === undefined ? [] : [[`${name}Ms`, Math.max(1, number(`${name}-ms`, given, 365 * 86_400_000))]];
    }),
  ),
  maxConnectionsPerAddress: Math.max(1, number('connections-per-address', values['connections-per-address'], 100_000)),
  createRate: ((perMinute) => ({ perSecond: perMinute / 60, burst: perMinute }))(
    Math.max(1, number('creates-per-minute', values['creates-per-minute'], 100_000)),
  ),
});
console.log(
  `listening on ws://127.0.0.1:${server.port}/ (${server.tables.size} stored tables open${server.damaged.size === 0 ? '' : `, ${server.damaged.size} damaged and closed`})`,
);
const stop = (): void => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
