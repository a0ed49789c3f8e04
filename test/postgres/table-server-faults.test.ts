/**
 * The table server across processes under the faults real deployments meet (issue 88), attacked
 * as deployed: two `apps/table-server` processes, each reaching a real PostgreSQL server through
 * a TCP proxy the test controls (`test/support/fault-proxy.ts`), at least ten tables of both games
 * played by scripted people over WebSockets — each at one process or relayed from the other, and
 * coming back through the next process in turn whenever a connection fails, as behind a load
 * balancer (`test/support/roaming-person.ts`) — and bots. One after another: each process cut
 * off from the database both ways, one way and the other, and briefly; PostgreSQL restarted; a
 * process frozen past its lease (SIGSTOP, then SIGCONT); each process killed (SIGKILL) and started
 * again. After each fault every table makes progress again
 * within the documented time (a cut-off longer than the lease moves its tables while it lasts);
 * at the end every stored game replays and passes the state checks, every view anybody was sent
 * is the engine's view of the stored game after as many decisions (so no decision anyone was
 * told of is lost, or applied twice), and no client was refused anything it should not have been.
 * The recovery times are printed. Run by `npm run test:postgres` (in CI).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { replayRecord, RECORD_FORMAT, tortuga1667, tortugaDice } from '../../src/index.js';
import { tortuga1667States } from '../../src/t1667/states.js';
import { tortugaDiceStates } from '../../src/dice/states.js';
import { connectTo } from '../examples/table-server-client.js';
import { postgresBin, startPostgres } from '../../scripts/throwaway-postgres.js';
import { startServerProcess } from '../support/table-server-process.js';
import { startFaultProxy, type CutDirection, type FaultProxy } from '../support/fault-proxy.js';
import { roamingPerson, type RoamingPerson } from '../support/roaming-person.js';
import { storedGame, viewsAreStored } from '../support/stored-postgres-game.js';

const available = postgresBin() !== null;
if (!available && process.env.TORTUGA_REQUIRE_POSTGRES === '1') throw new Error('PostgreSQL is required here (TORTUGA_REQUIRE_POSTGRES=1) but not installed.');

/** The lease and the other settings of both processes (`--lease-ms` …): short, so that the test is. */
const LEASE_MS = 6_000;
const ARGS = [
  '--lease-ms',
  String(LEASE_MS),
  '--query-timeout-ms',
  '1500',
  '--adopt-ms',
  '250',
  '--bot-delay-ms',
  '60',
  '--connections-per-address',
  '1000',
  '--creates-per-minute',
  '1000',
];
/** Tables being played at the start of each fault. */
const LIVE = 12;
/** The documented bound: every table makes progress again within this long after a fault ended. */
const RECOVERY_MS = LEASE_MS + 2_000;

interface Server {
  readonly name: string;
  readonly proxy: FaultProxy;
  child: ChildProcess;
  port: number;
}
interface PlayedTable {
  readonly id: string;
  readonly people: RoamingPerson[];
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** The most decisions any client of a table was told of, and whether the game is over. */
const told = (table: PlayedTable): number => Math.max(...table.people.map((p) => p.view()?.decisions ?? 0));
const over = (table: PlayedTable): boolean => table.people.some((p) => p.view()?.outcome != null);

describe.skipIf(!available)('the table server across processes under faults (issue 88)', () => {
  it('partitions either way, a database restart, a frozen and two killed processes: every table goes on within the documented time, and every view anybody saw is the stored game', async () => {
    const postgres = await startPostgres();
    const previousKey = process.env.TABLE_SERVER_KEY;
    process.env.TABLE_SERVER_KEY = randomBytes(32).toString('hex'); // every process seals with the same key
    const databasePort = Number(new URL(postgres.url).port);
    const urlThrough = (proxy: FaultProxy): string => `postgres://postgres@127.0.0.1:${proxy.port}/postgres`;
    const servers: Server[] = [];
    const tables: PlayedTable[] = [];
    const report: string[] = [];
    /** Refusals of a new table, between faults, and tables left unplayed because a join's answer was lost. */
    const refusals: string[] = [];
    let abandoned = 0;
    try {
      for (const name of ['A', 'B']) {
        const proxy = await startFaultProxy(databasePort);
        const { child, port } = await startServerProcess(urlThrough(proxy), ARGS);
        servers.push({ name, proxy, child, port });
      }
      const ports = (): number[] => servers.map((s) => s.port);

      /** Joins a seat through process `at`, asking again as a client would while the connection fails; null when the seat was lost. */
      const join = async (table: string, seat: number, name: string, at: number): Promise<string | null> => {
        for (let attempt = 0; ; attempt++) {
          const joiner = await connectTo(servers[(at + attempt) % 2]!.port);
          joiner.send({ kind: 'join', table, seat, name });
          const answer = await Promise.race([joiner.next('welcome'), joiner.next('rejected'), joiner.closed]);
          joiner.socket.close();
          if ('kind' in answer && answer.kind === 'welcome') return answer.token;
          if ('kind' in answer && answer.code === 'SEAT_TAKEN') return null;
          expect(attempt, `joining a seat: ${'kind' in answer ? answer.code : `closed ${answer.code}`}`).toBeLessThan(20);
          await sleep(250);
        }
      };
      /** A new table made at one process, its people seated through both (one relayed), then roaming. */
      const openTable = async (index: number): Promise<PlayedTable | null> => {
        const game = index % 2 === 0 ? '1667' : 'dice';
        const seats = game === '1667' ? ['open', 'easy', 'open', 'medium'] : ['open', 'open', 'easy'];
        // A table is made like a client makes one: refused (the database away), it asks again, of the next process.
        let table: string | null = null;
        for (let attempt = 0; table === null; attempt++) {
          const maker = await connectTo(servers[(index + attempt) % 2]!.port);
          maker.send({ kind: 'create', game, options: {}, seats });
          const answer = await Promise.race([maker.next('created'), maker.next('rejected')]);
          maker.socket.close();
          if (answer.kind === 'created') table = answer.table;
          else {
            refusals.push(`${answer.code} (${answer.message})`);
            expect(attempt, `creating a table: ${refusals.join('; ')}`).toBeLessThan(20);
            await sleep(250);
          }
        }
        const people: RoamingPerson[] = [];
        for (const [k, seat] of [0, game === '1667' ? 2 : 1].entries()) {
          const token = await join(table, seat, `P${index}-${seat}`, (index + k) % 2);
          if (token === null) {
            // Its welcome was lost with the connection: the seat is taken with a token nobody has, and the table stays unplayed.
            for (const person of people) person.stop();
            abandoned++;
            return null;
          }
          people.push(roamingPerson({ table, seat, token, name: `P${index}-${seat}`, ports, thinkMs: [40, 160], answerMs: 4_000 }));
        }
        if (index < 2) people.push(roamingPerson({ table, seat: null, token: null, name: `W${index}`, ports, thinkMs: [0, 0], answerMs: 4_000 }));
        return { id: table, people };
      };
      /** Keeps `LIVE` tables going: a finished one is replaced by a new one (between faults). */
      const refill = async (): Promise<PlayedTable[]> => {
        const live = tables.filter((t) => !over(t));
        while (live.length < LIVE) {
          const table = await openTable(tables.length + abandoned);
          if (table === null) continue;
          tables.push(table);
          live.push(table);
        }
        return live;
      };

      /** Runs a fault, then waits until every table that was being played moved on, and reports how long that took. */
      const fault = async (name: string, run: () => Promise<void>, movesWhileItLasts: boolean): Promise<void> => {
        const live = await refill();
        // Every table is under way before the fault.
        await expect.poll(() => live.every((t) => told(t) > 0 || over(t)), { timeout: 10_000, interval: 50 }).toBe(true);
        const before = new Map(live.map((t) => [t, told(t)]));
        const people = (): RoamingPerson[] => tables.flatMap((t) => t.people);
        const count = (of: (p: RoamingPerson) => number): number => people().reduce((n, p) => n + of(p), 0);
        const [reconnectsBefore, notStoredBefore] = [count((p) => p.reconnects()), count((p) => p.refused.get('NOT_STORED') ?? 0)];
        const started = performance.now();
        // When each table first went on after the fault began (a table whose process is cut off moves to the other).
        const wentOn = new Map<PlayedTable, number>();
        const watch = setInterval(() => {
          for (const t of live) if (!wentOn.has(t) && (told(t) > before.get(t)! || over(t))) wentOn.set(t, performance.now() - started);
        }, 25);
        await run().finally(() => clearInterval(watch));
        const ended = performance.now();
        const movedDuring = wentOn.size;
        if (movesWhileItLasts) expect(movedDuring, `${name}: tables that went on while it lasted`).toBe(live.length);
        const lastWentOn = Math.max(0, ...wentOn.values());
        const atEnd = new Map(live.map((t) => [t, told(t)]));
        const recovered = new Map<PlayedTable, number>();
        await expect
          .poll(
            () => {
              for (const t of live) if (!recovered.has(t) && (told(t) > atEnd.get(t)! || over(t))) recovered.set(t, performance.now() - ended);
              return live.filter((t) => !recovered.has(t)).map((t) => `${t.id} at ${told(t)}`);
            },
            { timeout: RECOVERY_MS, interval: 25 },
          )
          .toEqual([]);
        const times = [...recovered.values()];
        report.push(
          `${name} (${((ended - started) / 1000).toFixed(1)} s): ${movedDuring}/${live.length} tables went on while it lasted` +
            (movedDuring === live.length ? ` (the last ${(lastWentOn / 1000).toFixed(1)} s after it began)` : '') +
            `; after it, every table again within ${Math.max(...times).toFixed(0)} ms (median ${median(times).toFixed(0)} ms); ` +
            `${count((p) => p.reconnects()) - reconnectsBefore} reconnections, NOT_STORED told ${count((p) => p.refused.get('NOT_STORED') ?? 0) - notStoredBefore} times`,
        );
        for (const server of servers) expect(server.child.exitCode, `${server.name} exited`).toBeNull();
      };
      const cutOff = (server: Server, direction: CutDirection, ms: number) => async (): Promise<void> => {
        server.proxy.cut(direction);
        await sleep(ms);
        server.proxy.heal();
      };
      const [a, b] = servers as [Server, Server];

      await fault('A cut off from PostgreSQL both ways, past its lease', cutOff(a, 'both', LEASE_MS + 3_000), true);
      await fault('B: what it sends to PostgreSQL cut off, past its lease', cutOff(b, 'up', LEASE_MS + 3_000), true);
      await fault('A: what PostgreSQL answers cut off, past its lease', cutOff(a, 'down', LEASE_MS + 3_000), true);
      await fault('B cut off both ways for 1.5 s, within its lease', cutOff(b, 'both', 1_500), false);
      await fault('PostgreSQL restarted, 3 s down', () => postgres.restart(3_000), false);
      await fault(
        'A frozen (SIGSTOP) past its lease, then SIGCONT',
        async () => {
          a.child.kill('SIGSTOP');
          await sleep(LEASE_MS + 3_000);
          a.child.kill('SIGCONT');
        },
        // Its tables move after the lease, but a person whose socket is at the frozen process waits for it (a client
        // cannot tell a frozen server from a quiet table) unless an action of theirs goes unanswered.
        false,
      );
      /** Kills a process with SIGKILL, and its supervisor starts it again half a second later. */
      const killed = (server: Server) => async (): Promise<void> => {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGKILL');
        await exited;
        await sleep(500);
        const again = await startServerProcess(urlThrough(server.proxy), ARGS);
        server.child = again.child;
        server.port = again.port;
      };
      await fault('B killed (SIGKILL) and started again', killed(b), false);
      await fault('A killed (SIGKILL) and started again', killed(a), false);
      // Not here yet: A's connections reset (`a.proxy.reset()`), which once in about ten runs left a table
      // unmoved past the bound — an open case, written down in docs/lab/faults.md.

      // Every stored game replays and passes the state checks; every view anybody was sent is the stored game's
      // (the people leave first: the bots play on, and a view that came after the game was read would not be in it).
      for (const table of tables) for (const person of table.people) person.stop();
      let views = 0;
      for (const table of tables) {
        const stored = await storedGame(postgres.url, table.id);
        const engine = stored.game === '1667' ? tortuga1667 : tortugaDice;
        const state = replayRecord(engine as never, { game: engine.name, format: RECORD_FORMAT, config: stored.config, actions: stored.actions });
        const check = stored.game === '1667' ? tortuga1667States.checkState(state) : tortugaDiceStates.checkState(state);
        expect(check, `table ${table.id}`).toBeNull();
        for (const person of table.people) {
          expect(person.wrong, `table ${table.id}, seat ${String(person.seat)}`).toEqual([]);
          await viewsAreStored(postgres.url, table.id, person.seat, person.views);
          views += person.views.size;
        }
      }
      const people = tables.flatMap((t) => t.people);
      report.push(
        `${tables.length} tables, ${people.length} clients, ${views} views checked against the stored games; ` +
          `${people.reduce((n, p) => n + p.reconnects(), 0)} reconnections, ${people.reduce((n, p) => n + p.unanswered(), 0)} actions unanswered for 4 s (given up, sent again elsewhere); ` +
          `new tables refused ${refusals.length} times${refusals.length === 0 ? '' : ` (${[...new Set(refusals)].join('; ')})`}, ${abandoned} left unplayed (a join's answer lost)`,
      );
    } finally {
      console.log(`Faults (lease ${LEASE_MS} ms):\n  ${report.join('\n  ')}`);
      for (const table of tables) for (const person of table.people) person.stop();
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGCONT');
          server.child.kill('SIGKILL');
        }
        await server.proxy.close();
      }
      await postgres.stop();
      if (previousKey === undefined) delete process.env.TABLE_SERVER_KEY;
      else process.env.TABLE_SERVER_KEY = previousKey;
    }
  }, 300_000);
});
