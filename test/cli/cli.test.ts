import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playBots } from '../../src/bots/bot.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import { mergeFiles, parseShard, shardRange, simulationFile, type SimulationFile } from '../../src/cli/results.js';
import { chunksOf, MAX_CHUNK, runSimulation } from '../../src/cli/run-simulation.js';
import { simulate } from '../../src/cli/simulate.js';
import { botFor, playRange, type SimulationSpec } from '../../src/cli/simulation.js';
import { progressLine } from '../../src/cli/progress.js';
import { wilson } from '../../src/cli/summary.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { tempDir } from '../support/temp-dir.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'src', 'cli', 'main.ts');

/** Runs the command in an English environment unless `env` says otherwise. */
function run(args: readonly string[], input?: string, env: Readonly<Record<string, string>> = {}): { stdout: string; stderr: string; status: number | null } {
  const locale = { LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...env };
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
    timeout: 240_000,
    env: { ...process.env, ...locale },
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

const spec: SimulationSpec = { game: '1667', players: 5, bots: ['heuristic', 'random'], seed: 'cli-test', games: 60, rotate: true };

describe('simulate', () => {
  it('gives the same totals whatever the number of workers', async () => {
    const one = await runSimulation(spec, [0, spec.games], 1, () => {});
    const two = await runSimulation(spec, [0, spec.games], 2, () => {});
    expect(simulationFile(spec, [[0, 60]], two)).toEqual(simulationFile(spec, [[0, 60]], one));
    expect(one.games).toBe(60);
  });

  it('splits a run into tasks that cover it once: about 16 a worker, never more than MAX_CHUNK games', () => {
    for (const [start, end, workers] of [
      [0, 60, 2],
      [7, 7 + 1_000_000, 2],
      [0, 5, 8],
      [100, 40_100, 3],
    ] as const) {
      const chunks = chunksOf(start, end, workers);
      expect(chunks[0]![0]).toBe(start);
      expect(chunks[chunks.length - 1]![1]).toBe(end);
      chunks.forEach(([from, to], i) => {
        expect(to).toBeGreaterThan(from);
        expect(to - from).toBeLessThanOrEqual(Math.min(MAX_CHUNK, Math.ceil((end - start) / (workers * 16))));
        if (i > 0) expect(from).toBe(chunks[i - 1]![1]);
      });
    }
    expect(chunksOf(0, 1_000_000, 2)).toHaveLength(1_000_000 / MAX_CHUNK); // large runs: few, large tasks
  });

  it('simulate() is the library function under the command: results object, shards (auto included), checked input', async () => {
    const small: SimulationSpec = { game: 'dice', players: 3, bots: ['heuristic', 'random'], seed: 'lib', games: 30 };
    const whole = await simulate(small, { workers: 1 });
    expect(whole).toEqual(simulationFile(small, [[0, 30]], playRange(small, 0, 30)));
    expect(whole.summary.lineups['heuristic,random,heuristic']?.games).toBe(30);
    const seen: number[] = [];
    const part = await simulate(small, {
      workers: 2,
      shard: 'auto',
      env: { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_COUNT: '3' },
      onProgress: (done, total) => seen.push(done / total),
    });
    expect(part.ranges).toEqual([[20, 30]]);
    expect(seen[seen.length - 1]).toBe(1);
    const named = (file: SimulationFile, i: number) => ({ name: `p${i}.json`, file: JSON.parse(JSON.stringify(file)) as unknown });
    const parts = await Promise.all([1, 2, 3].map((index) => simulate(small, { workers: 1, shard: { index, count: 3 } })));
    expect(mergeFiles(parts.map(named))).toEqual(JSON.parse(JSON.stringify(whole)));
    await expect(simulate({ ...small, players: 5 })).rejects.toThrow(/2–4 players/);
    await expect(simulate({ ...small, bots: ['clever'] })).rejects.toThrow(/Unknown bot "clever"/);
    await expect(simulate(small, { shard: { index: 4, count: 3 } })).rejects.toThrow(/1 ≤ index ≤ count/);
  });

  it('shards are disjoint slices that merge into the whole run, in any order', () => {
    const whole = simulationFile(spec, [[0, spec.games]], playRange(spec, 0, spec.games));
    const shards = [1, 2, 3].map((index) => {
      const range = shardRange(spec.games, { index, count: 3 });
      return simulationFile(spec, [range], playRange(spec, range[0], range[1]));
    });
    expect(shards.map((file) => file.ranges[0])).toEqual([
      [0, 20],
      [20, 40],
      [40, 60],
    ]);
    const named = (file: SimulationFile, i: number) => ({ name: `shard-${i}.json`, file: JSON.parse(JSON.stringify(file)) as unknown });
    expect(mergeFiles([shards[2]!, shards[0]!, shards[1]!].map(named))).toEqual(whole);
    expect(() => mergeFiles([shards[0]!, shards[0]!, shards[1]!, shards[2]!].map(named))).toThrow(/shard-1\.json: games 0–19 are also in shard-0\.json/);
    expect(() => mergeFiles([shards[0]!, { ...shards[1]!, spec: { ...spec, seed: 'other' } }].map(named))).toThrow(/shard-1\.json: comes from a different run/);
    expect(() => parseShard('4/3')).toThrow(/1 ≤ i ≤ n/);
  });

  it('merge refuses an incomplete set of shards unless asked, and totals that do not add up, naming the file', () => {
    const shards = [1, 2, 3].map((index) => {
      const range = shardRange(spec.games, { index, count: 3 });
      return { name: `s${index}.json`, file: simulationFile(spec, [range], playRange(spec, range[0], range[1])) as unknown };
    });
    expect(() => mergeFiles([shards[0]!, shards[2]!])).toThrow(/leave out games 20–39 of the run's 60; add the missing shards, or pass --allow-partial/);
    expect(mergeFiles([shards[0]!, shards[2]!], true).ranges).toEqual([
      [0, 20],
      [40, 60],
    ]);
    const edited = JSON.parse(JSON.stringify(shards[1]!.file)) as SimulationFile & { totals: { results: Record<string, number> } };
    const key = Object.keys(edited.totals.results)[0]!;
    edited.totals.results[key]! += 7;
    expect(() => mergeFiles([shards[0]!, { name: 'edited.json', file: edited }, shards[2]!])).toThrow(/edited\.json: its results add up to 27 games, not 20/);
    const seats = JSON.parse(JSON.stringify(shards[1]!.file)) as SimulationFile & { totals: { seatWins: number[] } };
    seats.totals.seatWins[0] = 99;
    expect(() => mergeFiles([{ name: 'seats.json', file: seats }])).toThrow(/seats\.json: its wins per seat/);
    expect(() => mergeFiles([{ name: 'junk.json', file: { hello: 1 } }])).toThrow(/junk\.json: not a tortuga-rules simulation file/);
    const alternate = JSON.parse(JSON.stringify(shards[1]!.file)) as { spec: { alternate?: unknown } };
    alternate.spec.alternate = 'sometimes';
    expect(() => mergeFiles([{ name: 'alt.json', file: alternate }])).toThrow(/alt\.json: its "spec"/);
  });

  it('--rotate turns the whole line-up, so each bot plays each seat as often as it appears in the line-up', () => {
    const rotating: SimulationSpec = { game: 'dice', players: 3, bots: ['heuristic', 'random'], seed: 'r', games: 6, rotate: true };
    const lineups = Array.from({ length: 6 }, (_, game) => [0, 1, 2].map((seat) => botFor(rotating, seat, game)).join(','));
    expect(lineups).toEqual([
      'heuristic,random,heuristic',
      'random,heuristic,heuristic',
      'heuristic,heuristic,random',
      'heuristic,random,heuristic',
      'random,heuristic,heuristic',
      'heuristic,heuristic,random',
    ]);
    for (let seat = 0; seat < 3; seat++) expect(lineups.filter((l) => l.split(',')[seat] === 'heuristic')).toHaveLength(4);
  });

  it('alternate reverses the list in every other game: at an odd count two bots take the extra seat in turn, and every seat equally often', async () => {
    const alternating: SimulationSpec = { game: 'dice', players: 3, bots: ['heuristic', 'random'], seed: 'r', games: 6, rotate: true, alternate: true };
    const lineups = Array.from({ length: 6 }, (_, game) => [0, 1, 2].map((seat) => botFor(alternating, seat, game)).join(','));
    expect(lineups).toEqual([
      'heuristic,random,heuristic',
      'heuristic,random,random',
      'heuristic,heuristic,random',
      'random,heuristic,random',
      'random,heuristic,heuristic',
      'random,random,heuristic',
    ]);
    for (let seat = 0; seat < 3; seat++) expect(lineups.filter((l) => l.split(',')[seat] === 'heuristic')).toHaveLength(3);
    await expect(simulate({ game: 'dice', players: 4, bots: ['heuristic', 'random'], seed: 'r', games: 2, alternate: true })).rejects.toThrow(
      /alternate is for odd player counts/,
    );
    await expect(simulate({ game: 'dice', players: 3, bots: ['heuristic'], seed: 'r', games: 2, alternate: 'yes' as unknown as boolean })).rejects.toThrow(
      /alternate is true or false/,
    );
  });

  it('the command prints the summary table and writes JSON; the same seed gives the same file', () => {
    const dir = tempDir('tortuga-cli-');
    const args = ['simulate', '--game', 'dice', '--players', '3', '--games', '24', '--bots', 'heuristic,random', '--rotate', '--seed', 's', '--workers', '2'];
    const first = run([...args, '--json', join(dir, 'a.json')]);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Tortuga (dice game): 24 games, 3 players, bots heuristic,random (rotating), seed "s"');
    expect(first.stdout).toMatch(/heuristic\s+\d+\.\d%\s+\[\d+\.\d% – \d+\.\d%\]/);
    expect(first.stdout).toContain('Rounds per game');
    expect(first.stdout).toContain('Dice placed per game, by action');
    expect(run([...args.slice(0, -2), '--workers', '1', '--json', join(dir, 'b.json')]).status).toBe(0);
    expect(readFileSync(join(dir, 'b.json'), 'utf8')).toBe(readFileSync(join(dir, 'a.json'), 'utf8'));
    const shardArgs = args.slice(0, -2);
    expect(run([...shardArgs, '--shard', '1/2', '--json', join(dir, 's1.json')]).status).toBe(0);
    expect(run([...shardArgs, '--shard', '2/2', '--json', join(dir, 's2.json')]).status).toBe(0);
    const merged = run(['merge', join(dir, 's2.json'), join(dir, 's1.json'), '--json', join(dir, 'm.json')]);
    expect(merged.status).toBe(0);
    expect(readFileSync(join(dir, 'm.json'), 'utf8')).toBe(readFileSync(join(dir, 'a.json'), 'utf8'));
  });

  it('--shard auto reads the array job of Kubernetes, Slurm and AWS Batch; the merged parts equal a single run', () => {
    const dir = tempDir('tortuga-auto-');
    const base = ['simulate', '--game', 'dice', '--players', '3', '--games', '30', '--bots', 'heuristic,random', '--seed', 'auto', '--workers', '1'];
    expect(run([...base, '--json', join(dir, 'whole.json')]).status).toBe(0);
    const schedulers: Record<string, (task: number) => Record<string, string>> = {
      kubernetes: (task) => ({ JOB_COMPLETION_INDEX: String(task), TORTUGA_SHARD_COUNT: '3' }),
      slurm: (task) => ({ SLURM_ARRAY_TASK_ID: String(task + 1), SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_COUNT: '3' }),
      aws: (task) => ({ AWS_BATCH_JOB_ARRAY_INDEX: String(task), AWS_BATCH_JOB_ARRAY_SIZE: '3' }),
    };
    for (const [name, env] of Object.entries(schedulers)) {
      const parts = [2, 0, 1].map((task) => {
        const file = join(dir, `${name}-${task}.json`);
        const result = run([...base, '--shard', 'auto', '--json', file], undefined, env(task));
        expect(result.status, result.stderr).toBe(0);
        return file;
      });
      expect(JSON.parse(readFileSync(join(dir, `${name}-0.json`), 'utf8')).ranges).toEqual([[0, 10]]);
      const merged = run(['merge', ...parts, '--json', join(dir, `${name}.json`)]);
      expect(merged.status, merged.stderr).toBe(0);
      expect(readFileSync(join(dir, `${name}.json`), 'utf8')).toBe(readFileSync(join(dir, 'whole.json'), 'utf8'));
    }
    expect(run([...base, '--shard', 'auto']).stderr).toMatch(/found no array job/);
    expect(run([...base, '--shard', 'auto'], undefined, { JOB_COMPLETION_INDEX: '0' }).stderr).toMatch(/TORTUGA_SHARD_COUNT/);
    expect(run([...base, '--shard', 'auto'], undefined, { AWS_BATCH_JOB_ARRAY_INDEX: '5', AWS_BATCH_JOB_ARRAY_SIZE: '3' }).stderr).toMatch(
      /task 5 does not fit an array of 3/,
    );
  });

  it('plays a bot from a module path (--bots ./bot.mjs) on worker threads, and reports results per line-up', () => {
    const dir = tempDir('tortuga-bot-');
    const botFile = join(dir, 'first-choice.mjs');
    writeFileSync(botFile, "export default (game) => ({ name: 'first-' + game, choose: (view) => view.decision.actions[0] });\n");
    const args = [
      'simulate',
      '--game',
      '1667',
      '--players',
      '4',
      '--games',
      '40',
      '--bots',
      `heuristic,${botFile}`,
      '--rotate',
      '--seed',
      'mod',
      '--json',
      join(dir, 'out.json'),
    ];
    const one = run([...args, '--workers', '1']);
    expect(one.status, one.stderr).toBe(0);
    const file = JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8')) as SimulationFile;
    expect(Object.keys(file.totals.botWins).sort()).toEqual([botFile, 'heuristic'].sort());
    expect(file.totals.botWins[botFile]!.seats).toBe(80);
    const lineups = Object.entries(file.totals.lineups);
    expect(lineups.map(([key]) => key).sort()).toEqual([`${botFile},heuristic,${botFile},heuristic`, `heuristic,${botFile},heuristic,${botFile}`]);
    expect(lineups.reduce((n, [, entry]) => n + entry.games, 0)).toBe(40);
    expect(one.stdout).toContain('Win rate by line-up');
    const two = run([...args, '--workers', '2']);
    expect(two.status, two.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8'))).toEqual(file);
    const bad = join(dir, 'not-a-bot.mjs');
    writeFileSync(bad, 'export default 42;\n');
    expect(run(['simulate', '--game', '1667', '--players', '4', '--games', '4', '--bots', bad]).stderr).toMatch(/must export by default a bot/);
  });

  it('a --json path that cannot be written, and an empty shard, are reported before any game is played; --version works', () => {
    const dir = tempDir('tortuga-json-');
    const base = ['simulate', '--game', '1667', '--players', '4', '--games', '200000', '--workers', '1'];
    const folder = run([...base, '--json', dir]);
    expect(folder.status).toBe(1);
    expect(folder.stderr.trim()).toBe(`tortuga-rules: --json ${dir}: is a directory; give a file name.`);
    expect(folder.stdout).toBe('');
    const missing = run([...base, '--json', join(dir, 'no', 'such', 'folder', 'out.json')]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/does not exist or cannot be written/);
    const empty = run(['simulate', '--game', 'dice', '--players', '2', '--games', '2', '--shard', '3/4', '--json', join(dir, 'e.json')]);
    expect(empty.status).toBe(0);
    expect(empty.stderr).toContain("Shard 3/4 holds none of this run's 2 games");
    expect(JSON.parse(readFileSync(join(dir, 'e.json'), 'utf8'))).toMatchObject({ ranges: [[1, 1]], totals: { games: 0 } });
    expect(run(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('bad options are refused with a message, not a crash', () => {
    const players = run(['simulate', '--game', 'dice', '--players', '6']);
    expect(players.status).not.toBe(0);
    expect(players.stderr).toContain('2–4 players');
    const bot = run(['simulate', '--game', '1667', '--players', '4', '--bots', 'clever']);
    expect(bot.stderr).toContain('Unknown bot "clever"');
    expect(run(['simulate', '--game', 'chess', '--players', '4']).stderr).toContain('use 1667 or dice');
  });

  it('the progress line shows share, rate and time left; intervals are Wilson intervals', () => {
    expect(progressLine(50, 200, 10, 10)).toBe('[###.......]  25% 50/200 games · 5.0 games/s · 30s left');
    const rate = wilson(50, 100);
    expect(rate.low).toBeCloseTo(0.4038, 3);
    expect(rate.high).toBeCloseTo(0.5962, 3);
  });
});

describe('replay and play', () => {
  it("replay narrates a recorded game, publicly or from one seat without the others' secrets", () => {
    const config = { players: 4, seed: 'replay-cli' };
    const { actions } = playBots(
      tortuga1667,
      config,
      Array.from({ length: 4 }, () => t1667HeuristicBot()),
      'r',
    );
    const dir = tempDir('tortuga-replay-');
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify({ config, actions }));
    const publicView = run(['replay', file]);
    expect(publicView.status).toBe(0);
    expect(publicView.stdout).toContain('as seen by a spectator');
    expect(publicView.stdout).not.toMatch(/You (were dealt|peek)/);
    const seat = run(['replay', file, '--seat', '2']);
    expect(seat.stdout).toContain('as seen by seat 2');
    expect(seat.stdout.split('\n').length).toBeGreaterThan(publicView.stdout.split('\n').length);
    writeFileSync(file, JSON.stringify({ config, actions: [...actions.slice(0, 3), { type: 'brawl', player: 9 }] }));
    const bad = run(['replay', file]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('Action 4 of 4');
    for (const [path, message] of [
      [join(dir, 'nothing.json'), 'no such file'],
      [dir, 'is a directory'],
    ] as const) {
      const missing = run(['replay', path]);
      expect(missing.status).toBe(1);
      expect(missing.stderr.trim().split('\n')).toEqual([`tortuga-rules: ${path}: ${message}${message.endsWith('file') ? '.' : ', not a file.'}`]);
    }
  });

  it('play shows its seed and saves the game as a record, which replay plays back', () => {
    const dir = tempDir('tortuga-save-');
    const file = join(dir, 'saved.json');
    const played = run(['play', '--game', 'dice', '--players', '2', '--seat', '0', '--bot', 'random', '--save', file], '1\n'.repeat(400));
    expect(played.status).toBe(0);
    const seed = /Seed: ([0-9a-f]{32})/.exec(played.stdout)?.[1];
    expect(seed).toBeDefined();
    const record = JSON.parse(readFileSync(file, 'utf8')) as { game: string; format: number; config: { seed: string }; finalHash: string };
    expect(record).toMatchObject({ game: 'tortuga-dice', format: 1, config: { seed } });
    const replayed = run(['replay', file, '--seat', '0']);
    expect(replayed.status).toBe(0);
    expect(replayed.stdout).toContain(`seed “${seed}”`);
    expect(replayed.stdout).not.toContain('stops before the end');
  });

  it('play: a human in the terminal picks from menus of legal actions until the game ends', () => {
    const answers = 'x\n' + '1\n'.repeat(400);
    const dice = run(['play', '--game', 'dice', '--players', '2', '--seat', '1', '--seed', 'p', '--bot', 'random'], answers);
    expect(dice.status).toBe(0);
    expect(dice.stdout).toContain('You are player 2: ship on field 3');
    expect(dice.stdout).toContain('Please type a number');
    expect(dice.stdout).toMatch(/The game is over: /);
    expect(dice.stdout).toMatch(/You (won|did not win)\./);
    const t1667 = run(['play', '--game', '1667', '--players', '4', '--seat', '0', '--seed', 'p'], '1\n'.repeat(400));
    expect(t1667.status).toBe(0);
    expect(t1667.stdout).toMatch(/You are Henry Morgan: (British|French)\./);
    expect(t1667.stdout).toMatch(/The (British|French) win|The Dutch player wins|a draw/);
    // Groups open a second menu level; 0 goes back up.
    expect(t1667.stdout).toMatch(/ …\n/);
    expect(t1667.stdout).toContain(', 0 to go back');
  });

  it('play, replay and demo speak German and Dutch with --lang, and follow LANG when it is not given', () => {
    const german = run(['play', '--game', 'dice', '--players', '2', '--seat', '0', '--seed', 'p', '--bot', 'random', '--lang', 'de'], '1\n'.repeat(400));
    expect(german.status).toBe(0);
    expect(german.stdout).toContain('Du bist Spieler 1');
    expect(german.stdout).toMatch(/Deine Wahl \(1–\d+\): /);
    const dutch = run(['play', '--game', '1667', '--players', '3', '--seat', '0', '--seed', 'p'], '1\n'.repeat(400), { LANG: 'nl_NL.UTF-8' });
    expect(dutch.status).toBe(0);
    expect(dutch.stdout).toMatch(/Je bent Henry Morgan: (Brits|Frans)\./);
    const english = run(['play', '--game', '1667', '--players', '3', '--seat', '0', '--seed', 'p', '--lang', 'en'], '1\n'.repeat(400), { LANG: 'de_DE.UTF-8' });
    expect(english.stdout).toMatch(/You are Henry Morgan/);
    const refused = run(['play', '--game', 'dice', '--players', '2', '--lang', 'fr']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('--lang takes en, de, nl');
  });
});
