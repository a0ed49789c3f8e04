/**
 * The package packed from a fresh clone, as someone who packs from source does (CI): `git clone`
 * of the repository's HEAD into a new folder, `npm ci` there and `npm pack` with no build before
 * it (`prepack` builds `dist/`), the tarball installed into a new project, which then imports
 * every entry point of the package's `exports` from ESM and requires it from CommonJS, and runs
 * the `tortuga-rules` command. Then the same from a git address (`npm install git+file://…`),
 * where npm clones, installs and packs the repository itself.
 *   node scripts/pack-from-clone.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'tortuga-clone-'));
const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/** The entry points by name (`tortuga-rules`, `tortuga-rules/1667`, …), every one the package exports but its own package.json. */
const entries = Object.keys(exports)
  .filter((path) => path !== './package.json' && !path.includes('*'))
  .map((path) => (path === '.' ? 'tortuga-rules' : `tortuga-rules/${path.slice(2)}`));

/** A new project at `dir` with the package installed from `spec`: every entry point imported and required, the command run. */
function useInstalled(dir, spec) {
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
  run('npm', ['install', '--no-audit', '--no-fund', '--silent', spec], dir);
  const names = JSON.stringify(entries);
  writeFileSync(
    join(dir, 'esm.mjs'),
    `for (const name of ${names}) { const m = await import(name); if (Object.keys(m).length === 0) throw new Error(name + ' exports nothing'); }\nconsole.log('ESM: ' + ${entries.length} + ' entry points');\n`,
  );
  writeFileSync(
    join(dir, 'cjs.cjs'),
    `for (const name of ${names}) { const m = require(name); if (Object.keys(m).length === 0) throw new Error(name + ' exports nothing'); }\nconsole.log('CommonJS: ' + ${entries.length} + ' entry points');\n`,
  );
  const esm = run(process.execPath, ['esm.mjs'], dir).trim();
  const cjs = run(process.execPath, ['cjs.cjs'], dir).trim();
  const version = run(join(dir, 'node_modules', '.bin', 'tortuga-rules'), ['--version'], dir).trim();
  return `${esm}; ${cjs}; tortuga-rules --version: ${version}`;
}

try {
  const clone = join(work, 'clone');
  run('git', ['clone', '--quiet', root, clone], work);
  // The dependencies the build needs; none of their install scripts (a native module of the table server's) is needed to build.
  run('npm', ['ci', '--no-audit', '--no-fund', '--silent', '--ignore-scripts'], clone);
  const tarball = run('npm', ['pack', '--silent'], clone).trim().split('\n').pop();
  const listed = run('tar', ['-tzf', join(clone, tarball)], clone).split('\n');
  if (!listed.includes('package/dist/index.js')) throw new Error(`the tarball packed from a fresh clone has no dist/index.js: ${listed.length} files`);
  console.log(`packed from a fresh clone without a build: ${tarball}, ${listed.filter((f) => f.startsWith('package/dist/')).length} files in dist/`);
  const fromTarball = join(work, 'from-tarball');
  run('mkdir', [fromTarball], work);
  console.log(`  installed: ${useInstalled(fromTarball, join(clone, tarball))}`);
  const fromGit = join(work, 'from-git');
  run('mkdir', [fromGit], work);
  console.log(`installed from a git address (git+file://): ${useInstalled(fromGit, `git+file://${clone}`)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
