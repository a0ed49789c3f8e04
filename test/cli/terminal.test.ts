import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/cli/replay.js';
import { maxWorkers, simulate } from '../../src/cli/simulate.js';
import { terminalSafe } from '../../src/cli/terminal-text.js';
import { startProgress } from '../../src/cli/progress.js';
import { makeRecord } from '../../src/core/records/record.js';
import { tortugaDice } from '../../src/dice/game.js';
import { tempDir } from '../support/temp-dir.js';

describe('the command prints nothing from outside raw, and bounds what it is asked', () => {
  it('a record whose seed sets the terminal title and clears the screen is printed escaped', () => {
    const seed = 'x\u001b]0;pwned\u0007\u001b[2J\u009b';
    const record = makeRecord(tortugaDice, { players: 2, seed }, [], tortugaDice.setup({ players: 2, seed }));
    const lines: string[] = [];
    replayRecord(JSON.stringify(record), null, (line) => lines.push(terminalSafe(line)), 'en');
    const text = lines.join('\n');
    expect(text).toContain('x\\u001b]0;pwned\\u0007\\u001b[2J\\u009b');
    // eslint-disable-next-line no-control-regex -- the control characters are what the test looks for
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(terminalSafe('a\tb\nc')).toBe('a\tb\nc');
  });

  it("simulate's workers start without the options that read an inline script (node --input-type=module -e)", async () => {
    const { workerExecArgv } = await import('../../src/cli/run-simulation.js');
    expect(workerExecArgv(['--input-type=module', '-e', 'code', '--max-old-space-size=512'])).toEqual(['--max-old-space-size=512']);
    expect(workerExecArgv(['--import', 'tsx', '--input-type', 'module', '--eval', 'x', '-p', 'y'])).toEqual(['--import', 'tsx']);
  });

  it('simulate takes at most four workers per core', async () => {
    expect(maxWorkers()).toBe(4 * availableParallelism());
    await expect(simulate({ game: 'dice', players: 2, bots: ['random'], seed: 's', games: 2 } as never, { workers: 100_000 })).rejects.toThrow(/at most/);
  });

  it('the progress bar clears what a longer line left behind', () => {
    const written: string[] = [];
    const progress = startProgress(10, { isTTY: true, write: (text) => written.push(text) > 0 });
    progress.update(10);
    // eslint-disable-next-line no-control-regex -- the terminal's escape is what the test looks for
    expect(written.at(-1)).toMatch(/\x1b\[K$/);
  });
});

describe('play in a terminal', () => {
  it("wraps every line at word breaks to the terminal's width", async () => {
    const { PassThrough } = await import('node:stream');
    const { playInTerminal } = await import('../../src/cli/play.js');
    for (const columns of [60, 80, 120]) {
      const input = new PassThrough();
      input.end('1\n'.repeat(600));
      const output = Object.assign(new PassThrough(), { columns });
      let text = '';
      output.on('data', (chunk: Buffer) => (text += chunk.toString()));
      await playInTerminal({ game: '1667', players: 4, seat: 0, bot: 'random', seed: 'wrap', locale: 'de' }, input, output);
      // In a terminal the player's answer ends the question's line; here no one types, so the question is cut off.
      const lines = text.replace(/Deine Wahl \([^)]*\): /g, '\n').split('\n');
      expect(lines.length).toBeGreaterThan(50);
      for (const line of lines) expect(line.length, line).toBeLessThan(columns);
    }
  });

  it('Ctrl-C saves the game so far to the --save file and says where', async () => {
    const { spawn } = await import('node:child_process');
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const file = join(tempDir('tortuga-interrupt-'), 'game.json');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', 'play', '--game', 'dice', '--players', '2', '--bot', 'random', '--seed', 'interrupt', '--save', file],
      { env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: '' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Answer a few decisions, then interrupt at the next question.
    let answered = 0;
    await new Promise<void>((resolve) => {
      child.stdout.on('data', () => {
        const asked = stdout.split('Your choice').length - 1;
        if (asked > answered && answered < 3) {
          answered++;
          child.stdin.write('1\n');
        } else if (asked > 3) resolve();
      });
    });
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', (status) => resolve(status)));
    expect(code).toBe(130);
    expect(stderr).toContain(`Interrupted: the game so far is saved in ${file}`);
    const record = JSON.parse(readFileSync(file, 'utf8')) as { config: { seed: string }; actions: unknown[] };
    expect(record.config.seed).toBe('interrupt');
    expect(record.actions.length).toBeGreaterThan(0);
  }, 60_000);
});
