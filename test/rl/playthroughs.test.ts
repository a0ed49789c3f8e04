import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYTHROUGH_DIR, PLAYTHROUGHS, playthrough, pythonFloat32 } from '../../scripts/openspiel-playthroughs.js';

/** The golden playthroughs (OpenSpiel's text format): made anew and compared with the committed files. */
describe('golden playthroughs in OpenSpiel format (npm run playthroughs:openspiel)', () => {
  for (const { file, game, players, seed } of PLAYTHROUGHS) {
    it(`${file} is what the library plays now`, () => {
      const expected = readFileSync(join(PLAYTHROUGH_DIR, file), 'utf8');
      const actual = playthrough(game, players, seed);
      if (actual !== expected) {
        const [a, e] = [actual.split('\n'), expected.split('\n')];
        const line = a.findIndex((text, i) => text !== e[i]);
        expect.fail(
          `${file} differs from line ${line + 1}:\n  now:       ${a[line]?.slice(0, 200)}\n  committed: ${e[line]?.slice(0, 200)}\n(regenerate with npm run playthroughs:openspiel after a deliberate change)`,
        );
      }
      expect(expected).toMatch(/^game: tortuga_(1667|dice)\(players=\d,seed=\d+\)\n/);
      expect(expected).toContain('IsTerminal() = True');
    });
  }
  it('writes numbers as Python writes numpy float32 values rounded to 5 places (checked against numpy 2.4)', () => {
    expect([0, 1, 0.5, 0.4, 1 / 3, 17 / 32, 2 / 3, 0.00001, 0.000034, 123.456789, -0.25].map(pythonFloat32)).toEqual([
      '0.0',
      '1.0',
      '0.5',
      '0.4',
      '0.33333',
      '0.53125',
      '0.66667',
      '1e-05',
      '3e-05',
      '123.45679',
      '-0.25',
    ]);
  });
});

describe('docs/rl-layouts.md (npm run rl:layouts)', () => {
  it('is what the code lays out now', async () => {
    const { layoutsDocument } = await import('../../scripts/rl-layouts.js');
    expect(readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'rl-layouts.md'), 'utf8')).toBe(layoutsDocument());
  });
});
