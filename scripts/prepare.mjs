/**
 * `npm prepare`: builds `dist/` when a checkout has none. npm runs it after `npm install` or
 * `npm ci` in this repository, and — the reason it is here — when the package is installed from
 * a git address, where npm clones the repository, installs its dependencies and runs `prepare`
 * (not `prepack`) before it packs it. A checkout that has been built keeps its `dist/` (`npm run
 * build` rebuilds it; `npm pack` and `npm publish` always do, through `prepack`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'dist', 'index.js'))) execFileSync('npm', ['run', 'build', '--silent', '--', '--silent'], { cwd: root, stdio: 'inherit' });
