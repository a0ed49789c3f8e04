/**
 * One measurement of `bench/rl.ts` in its own process, on the built package (`dist/`): prints a
 * JSON line of figures. Usage: `rl-cell.ts <path> <game> <players>`, path one of `tensors`
 * (observation and information-state tensor and mask, µs a seat, over states of random games),
 * `vector` and `vectorObs` (decisions/s of a 64-game vector environment with masks, and with the
 * acting seat's observation; timed by the clock around its steps, with one garbage-collector thread), `pipe` (decisions/s of batched `vstep` requests to a
 * `tortuga-rules serve --stdio` process, the client included).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const lib = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as typeof import('../src/index.js');
const rl = (await import(pathToFileURL(join(root, 'dist', 'rl.js')).href)) as typeof import('../src/rl/index.js');
const [path, gameName, playersText] = process.argv.slice(2) as [string, string, string];
const players = Number(playersText);
const game = (gameName === '1667' ? lib.tortuga1667 : lib.tortugaDice) as unknown as import('../src/core/engine/game.js').Game<
  import('../src/core/engine/game.js').BaseConfig,
  unknown,
  import('../src/core/engine/game.js').BaseAction,
  unknown,
  unknown
>;
const config = { players, seed: 'bench-rl' };
const enc = rl.encoding(game as never, config as never) as unknown as import('../src/rl/encoding.js').Encoding<
  unknown,
  import('../src/core/engine/game.js').BaseAction,
  unknown
>;

const cpu = (): number => process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6;

/** Runs `work` (returning units) for a warm-up, then about `seconds`; units per CPU second. */
function rate(work: () => number, seconds = 1): number {
  const warm = performance.now();
  while (performance.now() - warm < 1500) work();
  let units = 0;
  const [wall0, cpu0] = [performance.now(), cpu()];
  while (performance.now() - wall0 < seconds * 1000) units += work();
  return units / (cpu() - cpu0);
}

async function measure(): Promise<Record<string, number>> {
  switch (path) {
    case 'tensors': {
      // States and views of random games, as a trainer meets them.
      const rng = lib.seedRng('bench-rl');
      const samples: { state: unknown; seat: number; view: unknown }[] = [];
      for (let g = 0; g < 20; g++) {
        let state = game.setup({ ...config, seed: `bench-rl/${g}` });
        while (game.outcome(state) === null) {
          const seats = game.toAct(state);
          const seat = seats[lib.nextInt(rng, seats.length)]!;
          samples.push({ state, seat, view: game.viewFor(state, seat) });
          const actions = game.legalActions(state, seat);
          state = game.apply(state, actions[lib.nextInt(rng, actions.length)]!);
        }
      }
      const obs = new Float32Array(enc.observationShape[0]);
      const info = new Float32Array(enc.informationStateShape[0]);
      const mask = new Uint8Array(enc.numDistinctActions);
      const per = (call: (s: (typeof samples)[number]) => unknown): number => 1e6 / rate(() => (samples.forEach(call), samples.length));
      return {
        observationUs: per((s) => enc.observationTensor(s.view, obs)),
        informationStateUs: per((s) => enc.informationStateTensor(s.view, info)),
        maskUs: per((s) => enc.legalMask(s.state, s.seat, mask)),
      };
    }
    case 'vector':
    case 'vectorObs': {
      const env = rl.vectorEnv(game as never, config as never, {
        count: 64,
        seed: 'bench',
        observations: path === 'vectorObs',
      }) as unknown as import('../src/rl/vector-env.js').VectorEnv<never, unknown, never, unknown>;
      let step = env.reset();
      const actions = new Int32Array(64);
      const rng = lib.seedRng('pick');
      const A = enc.numDistinctActions;
      // The agent: a uniformly random legal id of each game's mask (its time is counted apart).
      const pick = (): void => {
        for (let i = 0; i < 64; i++) {
          const base = i * A;
          let count = 0;
          for (let id = 0; id < A; id++) count += step.masks[base + id]!;
          let k = lib.nextInt(rng, count);
          for (let id = 0; id < A; id++) if (step.masks[base + id] === 1 && k-- === 0) actions[i] = id;
        }
      };
      // The environment's own time: around each step of the 64 games (the agent's picking apart),
      // by the clock — this process runs with one garbage-collector thread (see bench/rl.ts), so
      // the collector's work is the main thread's and one core does all of it; the process's
      // CPU time, read per step, is too coarse for steps of a tenth of a millisecond.
      let envTime = 0;
      let envDecisions = 0;
      const withAgent = rate(() => {
        pick();
        const before = performance.now();
        step = env.step(actions);
        envTime += performance.now() - before;
        envDecisions += 64;
        return 64;
      }, 2);
      return { decisionsPerSecond: envDecisions / (envTime / 1000), withAgent };
    }
    case 'pipe': {
      const child = spawn(process.execPath, [join(root, 'dist', 'cli.js'), 'serve', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
      child.stdout.setEncoding('utf8');
      let buffer = '';
      const waiting: ((line: string) => void)[] = [];
      child.stdout.on('data', (chunk: string) => {
        buffer += chunk;
        for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
          const line = buffer.slice(0, at);
          buffer = buffer.slice(at + 1);
          waiting.shift()!(line);
        }
      });
      const ask = (request: object): Promise<Record<string, unknown>> =>
        new Promise((resolve) => {
          waiting.push((line) => resolve(JSON.parse(line) as Record<string, unknown>));
          child.stdin.write(`${JSON.stringify(request)}\n`);
        });
      const rng = lib.seedRng('pick');
      let answer = await ask({ op: 'vector', game: game.name, config: { players }, count: 256, seed: 'pipe' });
      const step = async (): Promise<number> => {
        const actions = (answer.legal as number[][]).map((ids) => ids[lib.nextInt(rng, ids.length)]!);
        answer = await ask({ op: 'vstep', handle: answer.handle ?? 1, actions });
        return 256;
      };
      const started = performance.now();
      while (performance.now() - started < 1500) await step();
      let units = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < 2000) units += await step();
      const wall = (performance.now() - t0) / 1000;
      child.stdin.end();
      return { decisionsPerSecond: units / wall };
    }
  }
  throw new Error(`unknown path ${path}`);
}

console.log(JSON.stringify(await measure()));
