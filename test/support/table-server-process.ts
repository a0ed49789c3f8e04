/**
 * `npm run server`'s program (`apps/table-server/main.ts`) as a process of its own, on a
 * free port of 127.0.0.1 and a database file, bots on its event loop: the server as deployed,
 * for tests that attack it or kill it.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** Starts the server; resolves with the process and its port once it listens. */
export function startServerProcess(database: string, args: readonly string[] = []): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/table-server/main.ts', '--db', database, '--port', '0', '--bot-delay-ms', '0', '--bot-workers', '0', ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const found = /127\.0\.0\.1:(\d+)\//.exec(out);
      if (found !== null) resolve({ child, port: Number(found[1]) });
    });
    child.on('exit', (code) => reject(new Error(`the table server exited (${String(code)})`)));
  });
}
