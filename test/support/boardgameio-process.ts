/**
 * `examples/boardgameio-server.ts` as a process of its own on a free port of 127.0.0.1:
 * `createServer` with its defaults, as a host deploys it, for the tests that attack it.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** Starts the example server; resolves with the process and its base URL once it serves. */
export function startBoardgameServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/boardgameio-server.ts', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const found = /served at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (found !== null) resolve({ child, base: found[1]! });
    });
    child.on('exit', (code) => reject(new Error(`the boardgame.io server exited (${String(code)})`)));
  });
}
