import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_DE } from '../apps/web/src/locales/de.js';
import { WEB_NL } from '../apps/web/src/locales/nl.js';
import { DICE_DE } from '../src/dice/de.js';
import { DICE_NL } from '../src/dice/nl.js';
import { diceWords } from '../src/dice/words.js';
import { tortugaDice } from '../src/dice/game.js';
import { T1667_DE } from '../src/t1667/de.js';
import { T1667_NL } from '../src/t1667/nl.js';

/** The terms list (`docs/rules/terms.md`): its tables, each as rows of cells. */
const TERMS = readFileSync('docs/rules/terms.md', 'utf8');
function tables(): string[][][] {
  const out: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of TERMS.split('\n')) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    if (/^\|[-| ]+\|$/.test(line)) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (current === null) out.push((current = []));
    else current.push(cells); // the first row of a table is its header
  }
  return out;
}

/** A cell's terms: separated by commas, slashes or "; stars:". */
const termsOf = (cell: string): string[] =>
  cell
    .replace(/^stars: /, '')
    .split(/, | \/ |; stars: /)
    .map((term) => term.trim())
    .filter(Boolean);
const textOf = (...templates: Readonly<Record<string, string>>[]): string =>
  templates
    .flatMap((t) => Object.values(t))
    .join('\n')
    .toLowerCase();

describe('the words use the terms of docs/rules/terms.md', () => {
  const [t1667, dice, unused] = tables();
  const words = {
    '1667': { de: textOf(T1667_DE.templates, WEB_DE), nl: textOf(T1667_NL.templates, WEB_NL) },
    dice: { de: textOf(DICE_DE.templates, WEB_DE), nl: textOf(DICE_NL.templates, WEB_NL) },
  };

  it("every German and Dutch term of Tortuga 1667 and of the dice game appears in that game's words", () => {
    expect(t1667!.length).toBeGreaterThan(10);
    expect(dice!.length).toBeGreaterThanOrEqual(4);
    for (const [game, rows] of [
      ['1667', t1667!],
      ['dice', dice!],
    ] as const) {
      for (const [english, german, dutch] of rows) {
        for (const term of termsOf(german!)) expect(words[game].de, `${game} de: ${term} (${english})`).toContain(term.toLowerCase());
        for (const term of termsOf(dutch!)) expect(words[game].nl, `${game} nl: ${term} (${english})`).toContain(term.toLowerCase());
      }
    }
  });

  it("TD-COMP-5, TD-ISLAND-1: no word the list retired comes back (the central island's other names, the seed, the book's verbs)", () => {
    for (const [german, dutch] of unused!) {
      for (const term of termsOf(german!)) for (const game of ['1667', 'dice'] as const) expect(words[game].de, term).not.toContain(term.toLowerCase());
      for (const term of termsOf(dutch!)) for (const game of ['1667', 'dice'] as const) expect(words[game].nl, term).not.toContain(term.toLowerCase());
    }
  });

  it('TD-MOVE-3: the German dice fields are named in the nominative on the board and in the dative in the prompt to give up a chest', () => {
    expect([DICE_DE.templates['name.field.ship'], DICE_DE.templates['name.field.crew'], DICE_DE.templates['name.field.island']]).toEqual([
      'Schiffsfelder',
      'Crewfelder',
      'Inselfeld',
    ]);
    const german = diceWords(DICE_DE);
    const view = tortugaDice.viewFor(tortugaDice.setup({ players: 2, seed: 'terms' }), 0);
    expect(german.say(view, 'prompt.giveUp', { field: 'ship' }).text).toContain('auf deinen Schiffsfeldern');
    expect(german.say(view, 'prompt.giveUp', { field: 'crew' }).text).toContain('auf deinen Crewfeldern');
  });
});
