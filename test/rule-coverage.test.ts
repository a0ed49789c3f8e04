import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ID = /\bT67-[A-Z]+(?:-[A-Z0-9]+)?\b/g;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Rule IDs defined in the rules reference (bold at the start of a bullet), and those marked *later*. */
function documentedIds(): { all: Set<string>; later: Set<string> } {
  const text = readFileSync(join(root, 'docs', 'rules', 'tortuga-1667.md'), 'utf8');
  const all = new Set<string>();
  const later = new Set<string>();
  const bullets: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) bullets.push(line);
    else if (line.startsWith('  ') && bullets.length > 0) bullets[bullets.length - 1] += ` ${line.trim()}`;
    else bullets.push('');
  }
  for (const line of bullets) {
    const match = /^- \*\*(T67-[A-Z]+(?:-[A-Z0-9]+)?)\*\*/.exec(line);
    if (!match) continue;
    const ids = line.match(/\*\*(T67-[A-Z0-9-]+|-[A-Z]+)\*\*/g) ?? [];
    for (const raw of ids) {
      const id = raw.replaceAll('*', '');
      const full = id.startsWith('-') ? `T67-EVT${id}` : id;
      all.add(full);
      if (line.includes('*later*')) later.add(full);
    }
  }
  return { all, later };
}

/** Rule IDs that start the name of a test (`it('T67-VOTE-3: …')`). */
function testedIds(): Set<string> {
  const out = new Set<string>();
  for (const file of files(join(root, 'test'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bit\(\s*['"`](T67-[A-Z]+(?:-[A-Z0-9]+)?)/g)) out.add(match[1]!);
  }
  return out;
}

describe('rule-ID coverage (Tortuga 1667)', () => {
  const { all, later } = documentedIds();

  it('every rule ID of the rules reference that is implemented has a test named for it', () => {
    const tested = testedIds();
    const missing = [...all].filter((id) => !later.has(id) && !tested.has(id));
    expect(missing).toEqual([]);
  });

  it('every rule ID cited in src/ is defined in the rules reference', () => {
    const cited = new Set(files(join(root, 'src')).flatMap((file) => readFileSync(file, 'utf8').match(ID) ?? []));
    expect([...cited].filter((id) => !all.has(id))).toEqual([]);
  });

  it('every implemented rule ID is cited in src/', () => {
    const cited = new Set(files(join(root, 'src')).flatMap((file) => readFileSync(file, 'utf8').match(ID) ?? []));
    const uncited = [...all].filter((id) => !later.has(id) && !cited.has(id));
    expect(uncited).toEqual([]);
  });
});
