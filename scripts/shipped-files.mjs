/**
 * What the package ships, checked on the installed copy (part of the consumer check, CI): its size
 * and number of files within budget, nothing of the sources, tests, training or benchmarks, and
 * every relative link of every shipped Markdown page reaching a shipped file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The package's budget (`npm pack`, 2026-12-02: 2,369,091 B packed, 5,698,117 B unpacked, 249
 * files; docs/performance.md): about a tenth of room, so that data
 * shipped by mistake — a training set, a screenshot too many — fails CI instead of reaching users.
 */
export const PACKAGE_BUDGET = { packedBytes: 2_600_000, unpackedBytes: 6_300_000, files: 275 };

/** Folders of the repository that stay out of the package (the sources ship compiled, in dist/). */
const NOT_SHIPPED = ['src/', 'test/', 'training/', 'bench/', 'scripts/', '.ci/', 'node_modules/'];

/** Every file under `folder`, as paths relative to `root`, with its size in bytes. */
function filesUnder(root, folder = root) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(root, path);
    return [{ path: relative(root, path).split('\\').join('/'), bytes: statSync(path).size }];
  });
}

/** The folders a file lies in: `docs/rules/a.md` → `docs`, `docs/rules`. */
function foldersOf(path) {
  const parts = path.split('/').slice(0, -1);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** The relative links of a Markdown page (addresses and in-page anchors left out), without their anchors. */
function relativeLinks(text) {
  return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]).filter((target) => !/^[a-z]+:/i.test(target));
}

/**
 * Checks the installed package at `installed`, whose tarball had `packedBytes`: returns the
 * problems found and the lines to print.
 */
export function checkShippedFiles(installed, packedBytes) {
  const files = filesUnder(installed);
  const paths = new Set(files.map((file) => file.path));
  const unpackedBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  const problems = [];
  const over = (what, value, budget) => value > budget && problems.push(`the package's ${what}: ${value}, over its budget of ${budget}`);
  over('packed size in bytes', packedBytes, PACKAGE_BUDGET.packedBytes);
  over('unpacked size in bytes', unpackedBytes, PACKAGE_BUDGET.unpackedBytes);
  over('number of files', files.length, PACKAGE_BUDGET.files);
  for (const path of paths)
    if (NOT_SHIPPED.some((folder) => path.startsWith(folder))) problems.push(`the package ships ${path}, from a folder that stays out of it`);

  const folders = new Set([...paths].flatMap(foldersOf)); // a link may reach a folder
  const pages = [...paths].filter((path) => path.endsWith('.md')).sort();
  let links = 0;
  for (const page of pages) {
    for (const target of relativeLinks(readFileSync(join(installed, page), 'utf8'))) {
      links++;
      const path = normalize(join(dirname(page), target))
        .split('\\')
        .join('/');
      if (!paths.has(path) && !folders.has(path.replace(/\/$/, ''))) problems.push(`${page}: the link ${target} reaches nothing in the installed package`);
    }
  }
  const lines = [
    `package: ${packedBytes} B packed, ${unpackedBytes} B unpacked, ${files.length} files (budget ${PACKAGE_BUDGET.packedBytes}, ${PACKAGE_BUDGET.unpackedBytes}, ${PACKAGE_BUDGET.files})`,
    `links: ${links} relative links in ${pages.length} shipped Markdown pages, each to a file of the installed package`,
  ];
  return { problems, lines };
}
