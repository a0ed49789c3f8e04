import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVE_LIMITS, ServeSession } from '../../src/cli/serve-protocol.js';

/** The protocol of `tortuga-rules serve --stdio`, by its session and through a real process over pipes. */
describe('serve --stdio: the research protocol', () => {
  const ask = (session: ServeSession, request: unknown): Record<string, unknown> =>
    JSON.parse(session.handle(typeof request === 'string' ? request : JSON.stringify(request))) as Record<string, unknown>;

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
    expect(refused({ op: 'vector', game: 'tortuga-dice', config: { players: 2, seed: 'x' }, count: SERVE_LIMITS.vectorCount + 1, seed: 's' })).toBe(
      'BAD_REQUEST',
    );
    expect(refused('[1, 2]')).toBe('BAD_REQUEST');
    expect(refused('{')).toBe('BAD_JSON');
    expect(ask(session, { op: 'close', handle: 1 })).toMatchObject({ ok: true });
    expect(refused({ op: 'close', handle: 1 })).toBe('NO_SUCH_HANDLE');
  });

  it("OpenSpiel's texts and clone: observe with strings says the seat's observation, its legal actions and the spectator's table in words; a clone goes on apart from its original", () => {
    const session = new ServeSession();
    const opened = ask(session, { op: 'new', game: 'tortuga-1667', config: { players: 4, seed: 'texts' }, bots: { '2': 'medium' } });
    const layouts = opened.layouts as { observation: [string, number][]; informationState: [string, number][] };
    expect(layouts.observation.reduce((sum, [, size]) => sum + size, 0)).toBe((opened.observationShape as number[])[0]);
    expect(layouts.informationState.map(([name]) => name)).toContain('turn_player');
    const seen = ask(session, { op: 'observe', handle: 1, strings: true, tensor: 'none' });
    expect((seen.legalStrings as string[]).length).toBe((seen.legal as number[]).length);
    expect(seen.observationString).toMatch(/^You are /);
    expect(seen.stateString).not.toMatch(/You are/);
    expect(ask(session, { op: 'observe', handle: 1, strings: 'yes' }).ok).toBe(false);
    const before = ask(session, { op: 'observe', handle: 1, player: 0 }).observation;
    const copy = ask(session, { op: 'clone', handle: 1 }).handle as number;
    expect(ask(session, { op: 'observe', handle: copy, player: 0 }).observation).toEqual(before);
    ask(session, { op: 'step', handle: copy, action: (seen.legal as number[])[0] });
    expect(ask(session, { op: 'observe', handle: 1, player: 0 }).observation).toEqual(before);
    expect(ask(session, { op: 'observe', handle: copy, player: 0 }).observation).not.toEqual(before);
  });

  it("language-model agents through the pipe: observe with agent gives the compact text or the full prompt in the locale's words; rules gives the summary once; bad values are named", () => {
    const session = new ServeSession();
    ask(session, { op: 'new', game: 'tortuga-1667', config: { players: 5, seed: 'agent-pipe' }, bots: { '1': 'easy', '2': 'easy', '3': 'easy', '4': 'easy' } });
    const compact = ask(session, { op: 'observe', handle: 1, tensor: 'none', agent: 'compact', locale: 'de' });
    expect(compact.prompt).toMatch(/^tortuga-1667 · 5 seats · you are p0/);
    expect(compact.prompt).toMatch(/\nmenu: /);
    const full = ask(session, { op: 'observe', handle: 1, tensor: 'none', agent: 'full' }).prompt as { history: string; legalActions: unknown[] };
    expect(full.legalActions.length).toBe((compact.legal as number[]).length);
    expect(typeof full.history).toBe('string');
    expect(ask(session, { op: 'rules', game: 'tortuga-dice', locale: 'nl' }).text as string).toMatch(/TD-SCORE-1/);
    const refused = (request: unknown): string => ((ask(session, request).error as { code: string }) ?? { code: 'none' }).code;
    expect(refused({ op: 'observe', handle: 1, agent: 'poem' })).toBe('BAD_REQUEST');
    expect(refused({ op: 'observe', handle: 1, agent: 'compact', locale: 'fr' })).toBe('BAD_REQUEST');
    expect(refused({ op: 'rules', game: 'chess' })).toBe('BAD_REQUEST');
  });

  it("bots on the server: the seats given bots play there, every answer stands at a decision of the client's seats, and the same botSeed plays the same game", () => {
    const play = (botSeed: string): number[] => {
      const session = new ServeSession();
      const opened = ask(session, {
        op: 'new',
        game: 'tortuga-1667',
        config: { players: 4, seed: 'bots' },
        bots: { '1': 'medium', '2': 'random', '3': 'easy' },
        botSeed,
      });
      expect(opened.ok).toBe(true);
      let answer = ask(session, { op: 'observe', handle: opened.handle, tensor: 'none' });
      const chosen: number[] = [];
      while (answer.done !== true) {
        expect(answer.player).toBe(0);
        expect((answer.toAct as number[]).includes(0)).toBe(true);
        const legal = answer.legal as number[];
        chosen.push(legal[chosen.length % legal.length]!);
        answer = ask(session, { op: 'step', handle: opened.handle, action: chosen.at(-1) });
        expect(answer.ok).toBe(true);
      }
      expect(answer.truncated).toBe(false);
      return [...(answer.returns as number[]), chosen.length];
    };
    expect(play('a')).toEqual(play('a'));
    const session = new ServeSession();
    const refused = (request: unknown): string => ((ask(session, request).error as { code: string; message: string }) ?? { code: 'none' }).code;
    expect(refused({ op: 'new', game: 'tortuga-dice', config: { players: 2, seed: 'x' }, bots: { '2': 'easy' } })).toBe('BAD_REQUEST');
    expect(refused({ op: 'new', game: 'tortuga-dice', config: { players: 2, seed: 'x' }, bots: { '01': 'easy' } })).toBe('BAD_REQUEST');
    expect(refused({ op: 'new', game: 'tortuga-dice', config: { players: 2, seed: 'x' }, bots: { '1': 'easy' }, botSeed: 7 })).toBe('BAD_REQUEST');
    expect(refused({ op: 'new', game: 'tortuga-dice', config: { players: 2, seed: 'x' }, bots: { '1': 'grandmaster' } })).toBe('BAD_REQUEST');
    expect(refused({ op: 'new', game: 'tortuga-dice', config: { players: 2, seed: 'x' }, bots: { '0': 'easy', '1': 'easy' } })).toBe('BAD_REQUEST');
    const opened = ask(session, { op: 'new', game: 'tortuga-dice', config: { players: 2, seed: 'x' }, bots: { '1': 'easy' } });
    expect(refused({ op: 'step', handle: opened.handle, player: 1, action: 0 })).toBe('BAD_REQUEST');
  });

  it('T67-OPT-CAP, TD-OPT-CAP: a game the decision cap ends answers truncated, as Gymnasium and PettingZoo call an episode cut short', () => {
    for (const game of ['tortuga-1667', 'tortuga-dice']) {
      const session = new ServeSession();
      const opened = ask(session, { op: 'new', game, config: { players: 3, seed: 'cap', maxDecisions: 5 } });
      let answer = ask(session, { op: 'observe', handle: opened.handle, tensor: 'none' });
      while (answer.done !== true) answer = ask(session, { op: 'step', handle: opened.handle, action: (answer.legal as number[])[0] });
      expect(answer.truncated, game).toBe(true);
    }
  });

  it('vector: batched steps over many games, with auto-reset', () => {
    const session = new ServeSession();
    let answer = ask(session, { op: 'vector', game: 'tortuga-1667', config: { players: 4 }, count: 8, seed: 'v' });
    const handle = answer.handle;
    for (let t = 0; t < 400; t++) answer = ask(session, { op: 'vstep', handle, actions: (answer.legal as number[][]).map((ids) => ids[t % ids.length]) });
    expect(answer.finished).toBeGreaterThan(0);
    expect((ask(session, { op: 'vstep', handle, actions: [0] }).error as { code: string }).code).toBe('ILLEGAL_ACTION');
  });

  it('vector with observations, in JSON and in binary (base64 typed arrays): the same games, the same numbers; the seed is given once', () => {
    const open = (binary: boolean): [ServeSession, Record<string, unknown>] => {
      const session = new ServeSession();
      return [session, ask(session, { op: 'vector', game: 'tortuga-dice', config: { players: 3 }, count: 4, seed: 'b', observations: true, binary })];
    };
    const [json, first] = open(false);
    const [binary, firstBinary] = open(true);
    const floats = (text: unknown): number[] => Array.from(new Float32Array(new Uint8Array(Buffer.from(text as string, 'base64')).buffer));
    const bytes = (text: unknown): number[] => Array.from(Buffer.from(text as string, 'base64'));
    const size = (first.observations as number[][])[0]!.length;
    expect(size).toBeGreaterThan(0);
    expect(floats(firstBinary.observations)).toEqual((first.observations as number[][]).flat().map((x) => Math.fround(x)));
    let a = first;
    let b = firstBinary;
    for (let t = 0; t < 50; t++) {
      const actions = (a.legal as number[][]).map((ids) => ids[t % ids.length]!);
      const masks = bytes(b.masks);
      const actionsFromMasks = actions.map((_, i) =>
        masks.slice(i * (masks.length / 4), (i + 1) * (masks.length / 4)).flatMap((bit, id) => (bit === 1 ? [id] : [])),
      );
      expect(actionsFromMasks).toEqual(a.legal);
      a = ask(json, { op: 'vstep', handle: first.handle, actions });
      b = ask(binary, { op: 'vstep', handle: firstBinary.handle, actions });
      expect(bytes(b.dones)).toEqual(a.dones);
      expect(bytes(b.truncated)).toEqual(a.truncated);
      expect(floats(b.observations)).toEqual((a.observations as number[][]).flat().map((x) => Math.fround(x)));
    }
    const refused = ask(json, { op: 'vector', game: 'tortuga-dice', config: { players: 3, seed: 'other' }, count: 2, seed: 'b' });
    expect((refused.error as { code: string }).code).toBe('BAD_REQUEST');
    expect((ask(json, { op: 'vector', game: 'tortuga-dice', config: { players: 3 }, count: 2, seed: 'b', binary: 'raw' }).error as { code: string }).code).toBe(
      'BAD_REQUEST',
    );
  });

  it('vector with binary "frame": the answer line names the arrays and their raw bytes follow it, the same numbers as base64; a failed request leaves no bytes', () => {
    const session = new ServeSession();
    const base64 = new ServeSession();
    const request = { op: 'vector', game: 'tortuga-1667', config: { players: 4 }, count: 3, seed: 'f', observations: true };
    let framed = ask(session, { ...request, binary: 'frame' });
    let frame = session.takeFrame()!;
    expect(session.takeFrame()).toBeNull();
    let coded = ask(base64, { ...request, binary: true });
    for (let t = 0; t < 40; t++) {
      const parts = framed.frame as [string, string, number][];
      expect(parts.map(([name]) => name)).toEqual(['players', 'masks', 'dones', 'truncated', 'rewards', 'observations']);
      expect(framed.bytes).toBe(frame.length);
      let at = 0;
      for (const [name, type, size] of parts) {
        expect(['int32', 'uint8', 'float32']).toContain(type);
        expect(frame.subarray(at, at + size).toString('base64')).toBe(coded[name]);
        at += size;
      }
      const masks = Buffer.from(coded.masks as string, 'base64');
      const width = masks.length / 3;
      const actions = [0, 1, 2].map((i) => masks.subarray(i * width, (i + 1) * width).indexOf(1));
      framed = ask(session, { op: 'vstep', handle: framed.handle ?? 1, actions });
      frame = session.takeFrame()!;
      coded = ask(base64, { op: 'vstep', handle: 1, actions });
    }
    expect(ask(session, { op: 'vstep', handle: 1, actions: [99999, 0, 0] }).ok).toBe(false);
    expect(session.takeFrame()).toBeNull();
  });

  it("vector with bots: every row stands at a decision of the agent's seat, games end and restart, and the same botSeed plays the same games", () => {
    const run = (botSeed: string): unknown[] => {
      const session = new ServeSession();
      let answer = ask(session, {
        op: 'vector',
        game: 'tortuga-dice',
        config: { players: 3 },
        count: 4,
        seed: 'vb',
        bots: { '1': 'easy', '2': 'random' },
        botSeed,
      });
      const handle = answer.handle;
      const seen: unknown[] = [];
      for (let t = 0; t < 300; t++) {
        expect(answer.players).toEqual([0, 0, 0, 0]);
        answer = ask(session, { op: 'vstep', handle, actions: (answer.legal as number[][]).map((ids) => ids[t % ids.length]) });
        seen.push(answer.rewards);
      }
      expect(answer.finished).toBeGreaterThan(0);
      return seen;
    };
    expect(run('x')).toEqual(run('x'));
    const session = new ServeSession();
    const refused = ask(session, {
      op: 'vector',
      game: 'tortuga-1667',
      config: { players: 3 },
      count: 2,
      seed: 'vb',
      bots: { '0': 'easy', '1': 'easy', '2': 'easy' },
    });
    expect((refused.error as { code: string }).code).toBe('BAD_REQUEST');
  });

  it('T67-OPT-CAP, TD-OPT-CAP: a vector game the decision cap ends is marked truncated', () => {
    const session = new ServeSession();
    let answer = ask(session, { op: 'vector', game: 'tortuga-1667', config: { players: 3, maxDecisions: 6 }, count: 2, seed: 'cap' });
    const handle = answer.handle;
    let truncated = 0;
    for (let t = 0; t < 12; t++) {
      answer = ask(session, { op: 'vstep', handle, actions: (answer.legal as number[][]).map((ids) => ids[0]) });
      truncated += (answer.truncated as number[]).reduce((x, y) => x + y, 0);
      expect(answer.truncated).toEqual(answer.dones);
    }
    expect(truncated).toBeGreaterThanOrEqual(2);
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
    const lines = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: unknown; ok: boolean; error?: { code: string } });
    expect(lines.map((line) => [line.id, line.ok, line.error?.code ?? null])).toEqual([
      [1, true, null],
      [null, false, 'BAD_JSON'],
      [null, false, 'TOO_LARGE'],
      [3, true, null],
    ]);
  }, 60_000);
});
