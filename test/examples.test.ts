import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOARDGAME_REFUSALS } from './boardgameio/support.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs an example as documented; returns what it printed. What it writes to stderr is captured,
 * not printed: every line of it must match `expected` (by default no line may come), so that a
 * passing run is quiet and an unexpected error fails it.
 */
function run(file: string, ...args: string[]): string {
  return runExpecting(null, file, ...args);
}

function runExpecting(expected: RegExp | null, file: string, ...args: string[]): string {
  const done = spawnSync(process.execPath, ['--import', 'tsx', join(root, file), ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  expect(done.status, `${file} exited ${String(done.status)}: ${done.stderr}`).toBe(0);
  const unexpected = done.stderr.split('\n').filter((line) => line !== '' && (expected === null || !expected.test(line)));
  expect(unexpected, `${file} wrote to stderr`).toEqual([]);
  return done.stdout;
}

describe('examples run as documented', () => {
  it('examples/quick-start.ts (the README example) plays a game to its end', () => {
    const out = run('examples/quick-start.ts');
    expect(out).toMatch(/Seat 0 was (british|french|dutch)/);
    expect(out).toMatch(/winner/);
  });

  it('examples/dice-quick-start.ts (the README dice example) runs a roll for every player', () => {
    expect(run('examples/dice-quick-start.ts')).toMatch(/ship|crew|treasure|board|raid/);
  });

  it('examples/demo.ts (npm run demo) narrates a seeded game of each title by bots, then simulation summaries', () => {
    const out = run('examples/demo.ts', 'ci-demo');
    expect(out).toContain('Tortuga 1667: 5 heuristic bots, seed “ci-demo”.');
    expect(out).toMatch(/Revealed|reveals/);
    expect(out).toMatch(/(British win|French win|Dutch player wins|draw)/);
    expect(out).toContain('Tortuga (the dice game): 4 heuristic bots');
    expect(out).toMatch(/(Player \d|You): \d+ points: \d+ for chests/);
    expect(out).toContain('Tortuga 1667: 300 games, 4 players, bots heuristic,random');
    expect(out).toContain('Tortuga (dice game): 150 games, 3 players');
    expect(out).toMatch(/Win rate by bot/);
    const again = run('examples/demo.ts', 'ci-demo');
    expect(again.replace(/\(\d+ games\/s on one core\)/g, '')).toBe(out.replace(/\(\d+ games\/s on one core\)/g, ''));
  });

  it('examples/bot-vs-bot.ts plays a bot match of each game', () => {
    const out = run('examples/bot-vs-bot.ts', 'ci-match');
    expect(out).toMatch(/Tortuga 1667, seed "ci-match": (the (british|french|dutch) win|a draw)/);
    expect(out).toMatch(/seat 0 search/);
    expect(out).toMatch(/Dice game, seed "ci-match"/);
    expect(out).toMatch(/\(winner\)/);
  });

  it('examples/websocket-server.ts serves a whole game: per-seat views, a rejected forgery, a resumed seat, a refused hijack', () => {
    const out = run('examples/websocket-server.ts');
    expect(out).toMatch(/seat 1: rejected ILLEGAL_ACTION \(T67-ACT-REVEAL\)/);
    expect(out).toContain('seat 2: dropped its connection and resumes with its token');
    expect(out).toMatch(/hijack of seat 3: refused \(1008 this seat is taken\)/);
    expect(out).not.toContain('must not happen');
    expect(out).toMatch(/Game over: (british|french|draw) win/);
    expect(out).toMatch(/Record: \d+ actions, final state hash [0-9a-f]{16}/);
  });

  it('examples/boardgameio-client.ts plays a match of each title against examples/boardgameio-server.ts over sockets', () => {
    // Its clients race one another (each acts from its own copy of the match): boardgame.io refuses what came too late, and logs it.
    const dice = runExpecting(BOARDGAME_REFUSALS, 'examples/boardgameio-client.ts', 'tortuga-dice', '3');
    expect(dice).toMatch(/tortuga-dice, 3 players, match \S+: \d+ log entries seen by seat 0/);
    expect(dice).toMatch(/The game is over: .*Winner/);
    const t1667 = runExpecting(BOARDGAME_REFUSALS, 'examples/boardgameio-client.ts', 'tortuga-1667', '4', '', 'nl');
    expect(t1667).toMatch(/Outcome: \{"winner":"(british|french|dutch|draw)"/);
  });

  it('examples/simulation.ts reports win rates with intervals', () => {
    const out = run('examples/simulation.ts', '40');
    expect(out).toContain('40 games of 4-player Tortuga 1667');
    expect(out).toMatch(/no-forcing: \d+\.\d% ± \d+\.\d/);
  });

  it('examples/replay-viewer.ts steps through a recorded game from one seat', () => {
    const out = run('examples/replay-viewer.ts');
    expect(out).toMatch(/── 0\/\d+ ─/);
    expect(out).toMatch(/You are .+: (British|French)\./);
    expect(out).toContain('the starting chest');
  });

  it('examples/french/narrate.ts tells a whole dice game in French, from a catalog the library does not ship', () => {
    const out = run('examples/french/narrate.ts', 'salut');
    expect(out).toContain('Chacun lance derrière son écran.');
    expect(out).toMatch(/La partie (est terminée|s’arrête)/);
    expect(out).toMatch(/Vous êtes joueur 1 : navire sur la case \d/);
    expect(out).not.toMatch(/\b(You|roll|chest)\b/);
  });
});
