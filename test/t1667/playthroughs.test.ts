import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLAYTHROUGHS, renderPlaythrough } from '../support/t1667-playthrough.js';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'playthroughs');

describe('Tortuga 1667 playthroughs (regenerate with `npm run playthroughs`)', () => {
  for (const { config, file } of PLAYTHROUGHS) {
    it(`${JSON.stringify(config)} plays exactly as recorded in test/playthroughs/${file}`, () => {
      const recorded = readFileSync(join(folder, file), 'utf8');
      const now = renderPlaythrough(config);
      if (now !== recorded) {
        const a = recorded.split('\n');
        const b = now.split('\n');
        const line = a.findIndex((text, i) => text !== b[i]);
        expect(b[line], `first difference at line ${line + 1}`).toBe(a[line]);
      }
      expect(now).toBe(recorded);
    });
  }
});
