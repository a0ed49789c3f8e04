import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The built package, used from outside through its public contract only (as a consumer
 * would): ESM and CommonJS entry points, random games, forged seats and malformed input.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
type Api = typeof import('../../src/index.js');

let esm: Api;
let cjs: Api;

beforeAll(async () => {
  if (!['index.js', 'index.cjs', 'cli.js', 'cli-worker.js'].every((file) => existsSync(join(root, 'dist', file)))) {
    execFileSync(process.execPath, [join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js')], { cwd: root, stdio: 'ignore' });
  }
  esm = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as Api;
  cjs = createRequire(import.meta.url)(join(root, 'dist', 'index.cjs')) as Api;
}, 120_000);

function playThrough(api: Api, players: number, seed: string): { decisions: number; winner: string } {
  const game = api.tortuga1667;
  const bot = api.seedRng(`contract-bot-${seed}`);
  let state = game.setup({ players, seed });
  let decisions = 0;
  while (game.outcome(state) === null) {
    const seats = game.toAct(state);
    expect(seats.length).toBeGreaterThan(0);
    const seat = seats[api.nextInt(bot, seats.length)]!;
    const actions = game.legalActions(state, seat);
    const action = actions[api.nextInt(bot, actions.length)]!;
    // A forged seat and malformed input are rejected with a RuleViolation, state untouched.
    const forged = { ...action, player: (seat + 1) % players };
    const problem = game.validate(state, forged);
    if (problem !== null) {
      expect(problem).toBeInstanceOf(api.RuleViolation);
      expect(() => game.apply(state, forged as typeof action)).toThrow(api.RuleViolation);
    }
    expect(game.validate(state, { type: action.type })?.code).toBe('MALFORMED_ACTION');
    expect(game.validate(state, action)).toBeNull();
    state = game.apply(state, action);
    decisions++;
  }
  return { decisions, winner: game.outcome(state)!.winner };
}

describe('the built package, through its public contract', () => {
  it('ESM: plays 300 random games at 2–9 players; every decision legal, forgeries rejected', () => {
    for (let i = 0; i < 300; i++) {
      const { winner } = playThrough(esm, 2 + (i % 8), `contract-${i}`);
      expect(['british', 'french', 'dutch', 'draw']).toContain(winner);
    }
  });

  it('CommonJS: the same games give the same results as ESM', () => {
    for (let i = 0; i < 40; i++) expect(playThrough(cjs, 2 + (i % 8), `contract-${i}`)).toEqual(playThrough(esm, 2 + (i % 8), `contract-${i}`));
  });

  it('the dice game through the built package: 200 random games, ESM and CommonJS alike', () => {
    for (const api of [esm, cjs]) {
      for (let i = 0; i < (api === esm ? 200 : 20); i++) {
        const game = api.tortugaDice;
        const bot = api.seedRng(`dice-contract-${i}`);
        let state = game.setup({ players: 2 + (i % 3), seed: `dice-contract-${i}` });
        while (game.outcome(state) === null) {
          const seats = game.toAct(state);
          const seat = seats[api.nextInt(bot, seats.length)]!;
          const actions = game.legalActions(state, seat);
          expect(game.validate(state, { ...actions[0]!, player: -1 })).toBeInstanceOf(api.RuleViolation);
          state = game.apply(state, actions[api.nextInt(bot, actions.length)]!);
        }
        expect(game.outcome(state)!.winners.length).toBeGreaterThan(0);
      }
    }
  });

  it('exports the contract: games, RuleViolation and replay', () => {
    expect(esm.tortuga1667.name).toBe('tortuga-1667');
    expect(esm.tortugaDice.name).toBe('tortuga-dice');
    expect(typeof esm.replay).toBe('function');
    expect(typeof cjs.tortuga1667.setup).toBe('function');
  });
});

describe('the built command', () => {
  it('dist/cli.js runs (commander bundled, runtime dependencies only immer and seedrandom)', () => {
    const help = execFileSync(process.execPath, [join(root, 'dist', 'cli.js'), '--help'], { encoding: 'utf8' });
    for (const command of ['demo', 'simulate', 'merge', 'replay', 'play']) expect(help).toContain(command);
    const out = execFileSync(
      process.execPath,
      [join(root, 'dist', 'cli.js'), 'simulate', '--game', '1667', '--players', '4', '--games', '16', '--workers', '2'],
      { encoding: 'utf8' },
    );
    expect(out).toContain('Tortuga 1667: 16 games');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; bin: Record<string, string> };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['immer', 'seedrandom']);
    expect(pkg.bin['tortuga-rules']).toBe('dist/cli.js'); // as npm 11 normalizes it, or publish drops it
  });
});
