import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the CI scripts, without declarations
import { checkShippedFiles, PACKAGE_BUDGET } from '../../scripts/shipped-files.mjs';

/**
 * The consumer check's look at what the package ships (`scripts/shipped-files.mjs`), on a made-up
 * installed package: it must name every dead link, every file from a folder that stays out, and a
 * package over budget. The real package is checked by the consumer check in CI.
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function installed(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tortuga-shipped-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

interface Checked {
  readonly problems: string[];
  readonly lines: string[];
}
const check = (dir: string, packed = 1_000): Checked => checkShippedFiles(dir, packed) as Checked;

describe('what the package ships (the consumer check)', () => {
  it('passes a package whose every relative link reaches a shipped file or folder', () => {
    const dir = installed({
      'README.md': '[rules](docs/rules/a.md), [the web](https://example.org/x.md), [here](#top), [guides](docs/guides/)',
      'docs/rules/a.md': '[back](../../README.md#start) and [data](b.json)',
      'docs/rules/b.json': '{}',
      'docs/guides/g.md': 'no links',
    });
    const result = check(dir);
    expect(result.problems).toEqual([]);
    expect(result.lines.join('\n')).toContain('4 relative links in 3 shipped Markdown pages');
  });

  it('names each link that reaches nothing in the installed package, page by page', () => {
    const dir = installed({
      'README.md': '[code](src/index.ts)',
      'docs/rules/a.md': '| T67-VOTE-3 | [vote.ts](../../src/t1667/vote.ts) |',
    });
    expect(check(dir).problems).toEqual([
      'README.md: the link src/index.ts reaches nothing in the installed package',
      'docs/rules/a.md: the link ../../src/t1667/vote.ts reaches nothing in the installed package',
    ]);
  });

  it('refuses sources, tests and training data in the package', () => {
    const dir = installed({ 'src/index.ts': '', 'training/data/value.bin': '', 'dist/index.js': '' });
    const problems = check(dir).problems;
    expect(problems).toContain('the package ships src/index.ts, from a folder that stays out of it');
    expect(problems).toContain('the package ships training/data/value.bin, from a folder that stays out of it');
    expect(problems.join('\n')).not.toContain('dist/index.js');
  });

  it('refuses a package over its budget of size or files', () => {
    const many = Object.fromEntries(Array.from({ length: PACKAGE_BUDGET.files + 1 }, (_, i) => [`dist/f${i}.js`, '']));
    const problems = check(installed(many), PACKAGE_BUDGET.packedBytes + 1).problems;
    expect(problems).toEqual([
      `the package's packed size in bytes: ${PACKAGE_BUDGET.packedBytes + 1}, over its budget of ${PACKAGE_BUDGET.packedBytes}`,
      `the package's number of files: ${PACKAGE_BUDGET.files + 1}, over its budget of ${PACKAGE_BUDGET.files}`,
    ]);
  });
});
