/**
 * Issue 43, L3–L4: `tortuga-rules serve --stdio` attacked as a real process over its pipes —
 * a request whose `id` is nested thousands deep, and a client that opens the biggest vectors it
 * may until the process runs out of memory.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVE_LIMITS } from '../../src/cli/serve-protocol.js';

interface Answer {
  readonly id: unknown;
  readonly ok: boolean;
  readonly error?: { readonly code: string; readonly message: string };
  readonly handle?: number;
}

/** The server as a child process, asked one line at a time. */
function startServe() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--stdio'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  }) as ChildProcessWithoutNullStreams;
  let buffer = '';
  const waiting: ((answer: Answer) => void)[] = [];
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      waiting.shift()?.(JSON.parse(line) as Answer);
    }
  });
  const ask = (line: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      if (exited !== undefined) return reject(new Error(`the server exited (${String(exited)})`));
      child.once('exit', (code) => reject(new Error(`the server exited (${String(code)})`)));
      waiting.push(resolve);
      child.stdin.write(`${line}\n`);
    });
  return { child, ask, exited: () => exited };
}

let running: ReturnType<typeof startServe> | null = null;
afterEach(() => {
  running?.child.kill();
  running = null;
});

describe('issue 43: serve --stdio under attack, as a real process', () => {
  it('L3: an id 5,000 arrays deep (and other ids that are not a number or a short text) is refused with id null; the process lives on', async () => {
    running = startServe();
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const refused = await running.ask(`{"id":${deep},"op":"hello"}`);
    expect(refused).toMatchObject({ id: null, ok: false, error: { code: 'BAD_REQUEST' } });
    for (const id of [`"${'i'.repeat(SERVE_LIMITS.idLength + 1)}"`, '{"a":1}', 'true', '1e400']) {
      expect(await running.ask(`{"id":${id},"op":"hello"}`), id.slice(0, 20)).toMatchObject({ id: null, ok: false });
    }
    // The deep id with a wrong op and an unknown key: still refused for the id first.
    expect(await running.ask(`{"id":${deep},"op":"nope","x":1}`)).toMatchObject({ id: null, error: { code: 'BAD_REQUEST' } });
    expect(await running.ask('{"id":"after","op":"hello"}')).toMatchObject({ id: 'after', ok: true });
    expect(running.exited()).toBeUndefined();
  }, 60_000);

  it('L4: vectors of 4,096 games are counted by their games: past 16,384 games in all a clear refusal, and closing one makes room', async () => {
    running = startServe();
    const vector = (id: number) =>
      running!.ask(JSON.stringify({ id, op: 'vector', game: 'tortuga-dice', config: { players: 2 }, count: SERVE_LIMITS.vectorCount, seed: `s${id}` }));
    const handles: number[] = [];
    const full = SERVE_LIMITS.games / SERVE_LIMITS.vectorCount;
    for (let id = 0; id < full; id++) {
      const answer = await vector(id);
      expect(answer.ok, JSON.stringify(answer.error)).toBe(true);
      handles.push(answer.handle!);
    }
    const refused = await vector(99);
    expect(refused).toMatchObject({ ok: false, error: { code: 'TOO_MANY_GAMES' } });
    expect(refused.error!.message).toContain('16384');
    // A single table is a game too.
    expect(await running.ask('{"id":100,"op":"new","game":"tortuga-dice","config":{"players":2,"seed":"t"}}')).toMatchObject({
      ok: false,
      error: { code: 'TOO_MANY_GAMES' },
    });
    expect(await running.ask(JSON.stringify({ id: 101, op: 'close', handle: handles[0] }))).toMatchObject({ ok: true });
    expect((await vector(102)).ok).toBe(true);
    expect(running.exited()).toBeUndefined();
  }, 120_000);
});
