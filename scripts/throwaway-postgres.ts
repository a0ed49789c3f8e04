/**
 * A throwaway PostgreSQL server for tests and the table server's load test: Debian's `postgresql` binaries (`initdb`, `postgres`)
 * run on a fresh data folder, a free port of 127.0.0.1 and a socket in that folder, started and
 * stopped by process id (as the `postgres` user when the tests run as root, which PostgreSQL
 * refuses). `postgresBin()` is null where PostgreSQL is not installed (`.ci/run` installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../test/support/free-port.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder of PostgreSQL's server programs, or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length === 0 ? null : join(root, versions[0]!, 'bin');
}

/** A running throwaway server. */
export interface TestPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  readonly url: string;
  /** The server's process (a new one after `restart`). */
  readonly child: ChildProcess;
  /** Stops the server (SIGINT: fast shutdown: every session is ended), waits `downMs`, and starts it again on the same data and port. */
  restart(downMs: number): Promise<void>;
  /** Stops the server (SIGINT: fast shutdown) and removes its folder. */
  stop(): Promise<void>;
}

/** Starts a fresh server; resolves once it accepts connections. */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  if (bin === null) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'tortuga-pg-'));
  const root = process.getuid?.() === 0;
  // PostgreSQL will not run as root: its folder and process belong to the postgres user then.
  const as = (command: string, args: string[]): [string, string[]] => (root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);
  if (root) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const [initdb, initArgs] = as(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const made = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`initdb failed: ${made.stderr}`);
  const port = await freePort();
  const [postgres, args] = as(join(bin, 'postgres'), [
    '-D',
    data,
    '-k',
    dir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-c',
    'fsync=on',
    '-c',
    'max_connections=200',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child = await launch(postgres, args);
  /** Stops the running server by its process id (runuser does not pass signals on): the first line of postmaster.pid. SIGINT: fast shutdown. */
  const halt = async (): Promise<void> => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGINT');
    const timeout = setTimeout(() => process.kill(pid, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(timeout);
  };
  return {
    url,
    get child() {
      return child;
    },
    restart: async (downMs) => {
      await halt();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      child = await launch(postgres, args);
    },
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts `postgres` and resolves once it accepts connections. */
async function launch(postgres: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += String(chunk)));
  for (let i = 0; ; i++) {
    if (/ready to accept connections/.test(log)) return child;
    if (child.exitCode !== null || i > 300) throw new Error(`postgres did not start: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function userIds(name: string): { uid: number; gid: number } {
  const out = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return { uid: Number(out.stdout.trim()), gid: Number(group.stdout.trim()) };
}
