/**
 * The pages the package ships (its `files` that are Markdown: the README, the changelog, the guides,
 * the rules, the lab notes …) are read by users of the package, who cannot see this repository's
 * issue tracker: none of them names an issue by its number.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const { files } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };

/** Every Markdown file under `path` (itself, when it is one). */
function pages(path: string): string[] {
  const full = join(root, path);
  if (statSync(full).isDirectory()) return readdirSync(full).flatMap((name) => pages(join(path, name)));
  return path.endsWith('.md') ? [path] : [];
}

describe('the shipped pages', () => {
  it('name no issue of a tracker by its number (ours or another project’s: say what it means instead)', () => {
    const shipped = files.filter((path) => !path.startsWith('dist')).flatMap(pages);
    expect(shipped.length).toBeGreaterThan(30);
    const named = shipped.flatMap((page) =>
      readFileSync(join(root, page), 'utf8')
        .split('\n')
        .flatMap((line, index) => (/\b[Ii]ssues? #?\d+|(^|[\s(])#\d+\b/.test(line) ? [`${page}:${index + 1}: ${line.trim().slice(0, 100)}`] : [])),
    );
    expect(named).toEqual([]);
  });
});
