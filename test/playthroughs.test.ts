import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DICE_PLAYTHROUGHS, renderDicePlaythrough } from './support/dice-playthrough.js';
import { renderT1667Playthrough, T1667_PLAYTHROUGHS } from './support/t1667-playthrough.js';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'playthroughs');

/** Compares a rendering with its committed file, pointing at the first differing line. */
function expectRecorded(file: string, now: string): void {
  const recorded = readFileSync(join(folder, file), 'utf8');
  if (now !== recorded) {
    const a = recorded.split('\n');
    const b = now.split('\n');
    const line = a.findIndex((text, i) => text !== b[i]);
    expect(b[line], `first difference at line ${line + 1} of ${file}`).toBe(a[line]);
  }
  expect(now).toBe(recorded);
}

describe('playthroughs (regenerate with `npm run playthroughs`)', () => {
  for (const { config, file } of T1667_PLAYTHROUGHS) {
    it(`Tortuga 1667 ${JSON.stringify(config)} plays exactly as recorded in test/playthroughs/${file}`, () =>
      expectRecorded(file, renderT1667Playthrough(config)));
  }
  for (const { config, file } of DICE_PLAYTHROUGHS) {
    it(`dice game ${JSON.stringify(config)} plays exactly as recorded in test/playthroughs/${file}`, () => expectRecorded(file, renderDicePlaythrough(config)));
  }
});
