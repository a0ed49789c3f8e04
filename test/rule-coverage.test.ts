import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { definedIds, withRuleIndex } from '../scripts/rule-index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Rule IDs defined in a rules reference: the bold ID at the start of each bullet. */
function documentedIds(doc: string, prefix: string): Set<string> {
  const text = readFileSync(join(root, 'docs', 'rules', doc), 'utf8');
  const ids = new Set<string>();
  for (const line of text.split('\n')) {
    const first = new RegExp(`^- \\*\\*(${prefix}-[A-Z0-9]+(?:-[A-Z0-9]+)?)\\*\\*`).exec(line);
    if (first) ids.add(first[1]!);
  }
  return ids;
}

const sourceText = files(join(root, 'src'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const testNames = files(join(root, 'test')).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bit\(\s*['"`]((?:T67|TD)-[A-Z0-9]+(?:-[A-Z0-9]+)?)/g)].map((m) => m[1]!),
);

for (const { doc, prefix } of [
  { doc: 'tortuga-1667.md', prefix: 'T67' },
  { doc: 'tortuga-dice.md', prefix: 'TD' },
]) {
  describe(`rule-ID coverage of docs/rules/${doc}`, () => {
    const ids = documentedIds(doc, prefix);
    const pattern = new RegExp(`\\b${prefix}-[A-Z0-9]+(?:-[A-Z0-9]+)?\\b`, 'g');

    it('the reference defines rule IDs', () => {
      expect(ids.size).toBeGreaterThan(40);
    });

    it('every rule ID has a test named for it', () => {
      expect([...ids].filter((id) => !testNames.includes(id))).toEqual([]);
    });

    it('every rule ID cited in src/ is defined in the reference', () => {
      const cited = new Set(sourceText.match(pattern) ?? []);
      expect([...cited].filter((id) => !ids.has(id))).toEqual([]);
    });

    it('the generated rule index (rule → code → tests) is current (`npm run rules:index`)', () => {
      const text = readFileSync(join(root, 'docs', 'rules', doc), 'utf8');
      expect(text).toBe(withRuleIndex(text, prefix));
    });

    it('every rule ID of the reference is cited in src/', () => {
      const cited = new Set(sourceText.match(pattern) ?? []);
      expect([...ids].filter((id) => !cited.has(id))).toEqual([]);
    });
  });
}

/** The German and Dutch rulebooks: the same rule IDs as the English one, in the same order, and no other. */
for (const { doc, prefix } of [
  { doc: 'tortuga-1667', prefix: 'T67' },
  { doc: 'tortuga-dice', prefix: 'TD' },
]) {
  const read = (name: string): string => readFileSync(join(root, 'docs', 'rules', name), 'utf8');
  const english = read(`${doc}.md`);
  const englishIds = definedIds(english, prefix);
  for (const lang of ['de', 'nl'] as const) {
    describe(`docs/rules/${doc}.${lang}.md, the ${lang === 'de' ? 'German' : 'Dutch'} rulebook`, () => {
      const text = read(`${doc}.${lang}.md`);
      const body = text.slice(0, text.indexOf('<!-- rule index'));

      it('defines every rule ID of the English rulebook, in the same order, and no other', () => {
        const ids = definedIds(text, prefix);
        expect(
          englishIds.filter((id) => !ids.includes(id)),
          'missing',
        ).toEqual([]);
        expect(
          ids.filter((id) => !englishIds.includes(id)),
          'not in the English rulebook',
        ).toEqual([]);
        expect(ids).toEqual(englishIds);
      });

      it('names no rule ID the English rulebook does not define, and has its sections and engine rulings', () => {
        const named = new Set(body.match(new RegExp(`\\b${prefix}-[A-Z0-9]+(?:-[A-Z0-9]+)?\\b`, 'g')) ?? []);
        expect([...named].filter((id) => !englishIds.includes(id))).toEqual([]);
        const sections = (markdown: string): string[] => [...markdown.matchAll(/^## (\d+)\./gm)].map((m) => m[1]!);
        expect(sections(body)).toEqual(sections(english.slice(0, english.indexOf('<!-- rule index'))));
        const rulings = (markdown: string): string[] => [...markdown.matchAll(/^\| (T67-[A-Z0-9-]+|TD-[A-Z0-9-]+) \|/gm)].map((m) => m[1]!);
        const englishRulings = rulings(english.slice(0, english.indexOf('<!-- rule index')));
        expect(englishRulings.length).toBeGreaterThan(5);
        expect(rulings(body)).toEqual(englishRulings);
      });

      it('its generated rule index is current (`npm run rules:index`)', () => {
        expect(text).toBe(withRuleIndex(text, prefix, lang));
      });
    });
  }
}
