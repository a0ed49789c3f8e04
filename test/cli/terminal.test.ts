import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/cli/replay.js';
import { maxWorkers, simulate } from '../../src/cli/simulate.js';
import { terminalSafe } from '../../src/cli/terminal-text.js';
import { startProgress } from '../../src/cli/progress.js';
import { makeRecord } from '../../src/core/record.js';
import { tortugaDice } from '../../src/dice/game.js';

describe('the command prints nothing from outside raw, and bounds what it is asked', () => {
  it('a record whose seed sets the terminal title and clears the screen is printed escaped', () => {
    const seed = 'x\u001b]0;pwned\u0007\u001b[2J\u009b';
    const record = makeRecord(tortugaDice, { players: 2, seed }, [], tortugaDice.setup({ players: 2, seed }));
    const lines: string[] = [];
    replayRecord(JSON.stringify(record), null, (line) => lines.push(terminalSafe(line)), 'en');
    const text = lines.join('\n');
    expect(text).toContain('x\\u001b]0;pwned\\u0007\\u001b[2J\\u009b');
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(terminalSafe('a\tb\nc')).toBe('a\tb\nc');
  });

  it('simulate takes at most four workers per core', async () => {
    expect(maxWorkers()).toBe(4 * availableParallelism());
    await expect(simulate({ game: 'dice', players: 2, bots: ['random'], seed: 's', games: 2 } as never, { workers: 100_000 })).rejects.toThrow(/at most/);
  });

  it('the progress bar clears what a longer line left behind', () => {
    const written: string[] = [];
    const progress = startProgress(10, { isTTY: true, write: (text) => written.push(text) > 0 });
    progress.update(10);
    expect(written.at(-1)).toMatch(/\x1b\[K$/);
  });
});
