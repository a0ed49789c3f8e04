import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVE_LIMITS, ServeSession } from '../../src/cli/serve-protocol.js';

/** The protocol of `tortuga-rules serve --stdio`, by its session and through a real process over pipes. */
describe('serve --stdio: the research protocol', () => {
  const ask = (session: ServeSession, request: unknown): Record<string, unknown> => JSON.parse(session.handle(typeof request === 'string' ? request : JSON.stringify(request))) as Record<string, unknown>;

  it('plays a game by ids: new, observe, step until done, returns; refuses what is wrong by a stable code', () => {
    const session = new ServeSession();
    const opened = ask(session, { id: 1, op: 'new', game: 'tortuga-dice', config: { players: 3, seed: 'serve' } });
    expect(opened).toMatchObject({ id: 1, ok: true, handle: 1, players: 3 });
    let answer = ask(session, { op: 'observe', handle: 1 });
    expect((answer.observation as number[]).length).toBe((opened.observationShape as number[])[0]);
    let steps = 0;
    while (answer.done !== true) {
      const legal = answer.legal as number[];
      answer = ask(session, { op: 'step', handle: 1, action: legal[steps % legal.length] });
      expect(answer.ok).toBe(true);
      steps++;
    }
    expect((answer.returns as number[]).length).toBe(3);
    const refused = (request: unknown): string => ((ask(session, request).error as { code: string }) ?? { code: 'none' }).code;
    expect(refused({ op: 'step', handle: 1, action: 0 })).toBe('GAME_OVER');
    expect(refused({ op: 'observe', handle: 2 })).toBe('NO_SUCH_HANDLE');
    expect(refused({ op: 'observe', handle: 1, tensor: 'everything' })).toBe('BAD_REQUEST');
    expect(refused({ op: 'observe', handle: 1, player: 3 })).toBe('BAD_REQUEST');
    expect(refused({ op: 'new', game: 'tortuga-1667', config: { players: 10, seed: 'x' } })).toBe('INVALID_CONFIG');
    expect(refused({ op: 'new', game: 'tortuga-1667', config: { players: 4, seed: 'x' }, secret: true })).toBe('UNKNOWN_KEY');
    expect(refused({ op: 'vector', game: 'tortuga-dice', config: { players: 2, seed: 'x' }, count: SERVE_LIMITS.vectorCount + 1, seed: 's' })).toBe('BAD_REQUEST');
    expect(refused('[1, 2]')).toBe('BAD_REQUEST');
    expect(refused('{')).toBe('BAD_JSON');
    expect(ask(session, { op: 'close', handle: 1 })).toMatchObject({ ok: true });
    expect(refused({ op: 'close', handle: 1 })).toBe('NO_SUCH_HANDLE');
  });

  it('vector: batched steps over many games, with auto-reset', () => {
    const session = new ServeSession();
    let answer = ask(session, { op: 'vector', game: 'tortuga-1667', config: { players: 4, seed: 'x' }, count: 8, seed: 'v' });
    const handle = answer.handle;
    for (let t = 0; t < 400; t++) answer = ask(session, { op: 'vstep', handle, actions: (answer.legal as number[][]).map((ids) => ids[t % ids.length]) });
    expect(answer.finished).toBeGreaterThan(0);
    expect(((ask(session, { op: 'vstep', handle, actions: [0] }).error as { code: string }).code)).toBe('ILLEGAL_ACTION');
  });

  it('a real process over pipes: answers in order, survives garbage and an overlong line, ends when stdin ends', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    const ended = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.stdin.write('{"id":1,"op":"hello"}\n');
    child.stdin.write('garbage\n');
    child.stdin.write(`{"id":2,"op":"hello","x":"${'a'.repeat(SERVE_LIMITS.lineBytes + 10)}"}\n`);
    child.stdin.write('{"id":3,"op":"new","game":"tortuga-dice","config":{"players":2,"seed":"p"}}\n');
    child.stdin.end();
    expect(await ended).toBe(0);
    const lines = out.trim().split('\n').map((line) => JSON.parse(line) as { id: unknown; ok: boolean; error?: { code: string } });
    expect(lines.map((line) => [line.id, line.ok, line.error?.code ?? null])).toEqual([
      [1, true, null],
      [null, false, 'BAD_JSON'],
      [null, false, 'TOO_LARGE'],
      [3, true, null],
    ]);
  }, 60_000);
});
