/**
 * The consumer check (CI): what a user receives, tested as it is installed. Packs the package,
 * installs the tarball into a fresh project, and there bundles the programs of `test/bundle/`
 * (rules only, rules + one language, a bot) by package name with esbuild and with Vite, as an
 * app's bundler would (minified, browser, ES module), and holds them to budgets (gzip -9):
 * 1667 rules only ≤ 22,000 B, dice rules only ≤ 15,000 B, each language adds ≤ 12,000 B, 1667 with
 * a bot ≤ 175,000 B (no words; the learned value's weights are most of it), on the table store with German words ≤ 195,000 B (no other language); a
 * rules-only bundle carries no immer and no English words (a production build leaves the engine's
 * English refusals out) and no language's narration. Then it type-checks the same
 * programs and every TypeScript block of the installed README and guides against the installed
 * declarations with `tsc --strict`, under NodeNext and bundler resolution. It holds the package to
 * its budget of size and files, keeps the sources, tests and training out of it, and follows every
 * relative link of every installed Markdown page: each must reach a file of the installed package
 * (`shipped-files.mjs`). The shipped examples import the package by name: those that need
 * nothing else are type-checked and run there.
 * Prints a table of sizes (the README's figures come from it); exits 1 on a broken budget, a type
 * error, a package over budget or a broken link.
 *   node scripts/consumer-check.mjs   (after npm run build)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { checkShippedFiles } from './shipped-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGETS = { 'rules-1667': 22_000, 'rules-dice': 15_000, perLanguage: 12_000, bots: 175_000, client: 195_000 };
/** The English words of both games (narration, prompts, refusals): none of them may ride in a rules-only bundle. */
const { T1667_EN, DICE_EN } = await import(join(root, 'dist', 'index.js'));
const englishRuns = [
  ...new Set(
    [T1667_EN, DICE_EN].flatMap((catalog) =>
      Object.values(catalog.templates).flatMap((template) =>
        template
          .split(/[{}#]/)
          .map((run) => run.trim())
          .filter((run) => run.length >= 16),
      ),
    ),
  ),
];
/** A template each catalog alone has: its presence shows a language shipped. */
const NARRATION = { en: 'You draw', de: 'Du ziehst', nl: 'Je trekt' };
const PROGRAMS = ['rules-1667', 'rules-dice', '1667-en', '1667-de', '1667-nl', 'dice-en', 'dice-de', 'dice-nl', 'bots-1667', 'client-1667'];

const work = mkdtempSync(join(tmpdir(), 'tortuga-consumer-'));
const run = (command, args) => execFileSync(command, args, { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const problems = [];
/** A program of the consumer project bundled for Node, the installed packages left outside. */
const bundleForNode = (entry, outfile) =>
  esbuild({ entryPoints: [entry], absWorkingDir: work, bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'silent', packages: 'external' });

try {
  // What the registry would receive: npm corrects a manifest it finds wrong (and drops what it cannot
  // correct, such as a "./"-prefixed bin) with only a warning; here any warning but the login fails.
  const publish = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts'], { cwd: root, encoding: 'utf8' });
  const warnings = publish.stderr.split('\n').filter((line) => /npm warn/i.test(line) && !/logged in/.test(line));
  if (warnings.length > 0) problems.push(`npm publish --dry-run warns:\n${warnings.join('\n')}`);
  const tarball = run('npm', ['pack', root, '--silent', '--pack-destination', work]).trim().split('\n').pop();
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--silent', join(work, tarball)]);
  // What a reader of the guides installs beside the package: Node's types, boardgame.io (the optional peer), i18next, React and Vue.
  for (const name of ['@types', 'boardgame.io', 'i18next', 'react', 'vue', '@vue', 'csstype'])
    if (!existsSync(join(work, 'node_modules', name))) symlinkSync(join(root, 'node_modules', name), join(work, 'node_modules', name));
  mkdirSync(join(work, 'src'));
  for (const file of readdirSync(join(root, 'test/bundle'))) if (file.endsWith('.ts')) cpSync(join(root, 'test/bundle', file), join(work, 'src', file));
  console.log(`installed ${tarball} in a fresh project`);

  /** The app's code, minified, by bundler. */
  const bundled = { esbuild: {}, vite: {} };
  for (const program of PROGRAMS) {
    const entry = join(work, 'src', `${program}.ts`);
    const byEsbuild = await esbuild({
      entryPoints: [entry],
      absWorkingDir: work,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    bundled.esbuild[program] = new TextDecoder().decode(byEsbuild.outputFiles[0].contents);
    const byVite = await viteBuild({
      root: work,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: true, target: 'es2022', rollupOptions: { input: entry, output: { format: 'es' } } },
    });
    const output = (Array.isArray(byVite) ? byVite[0] : byVite).output;
    bundled.vite[program] = output
      .filter((chunk) => chunk.type === 'chunk')
      .map((chunk) => chunk.code)
      .join('\n');
  }

  const gzip = (code) => gzipSync(code, { level: 9 }).length;
  const rows = [];
  for (const program of PROGRAMS) {
    const sizes = { esbuild: gzip(bundled.esbuild[program]), vite: gzip(bundled.vite[program]) };
    const game = program.startsWith('dice') || program === 'rules-dice' ? 'dice' : '1667';
    const language = /-(en|de|nl)$/.exec(program)?.[1];
    for (const bundler of ['esbuild', 'vite']) {
      const code = bundled[bundler][program];
      const size = sizes[bundler];
      if (program.startsWith('rules-')) {
        if (size > BUDGETS[program]) problems.push(`${program} (${bundler}): ${size} B gzip, over its budget of ${BUDGETS[program]} B`);
        if (/immer/i.test(code) || code.includes('produceWithPatches')) problems.push(`${program} (${bundler}): carries immer`);
        for (const [locale, marker] of Object.entries(NARRATION))
          if (code.includes(marker)) problems.push(`${program} (${bundler}): carries narration in ${locale}`);
        const english = englishRuns.filter((run) => code.includes(run));
        if (english.length > 0)
          problems.push(`${program} (${bundler}): carries ${english.length} English texts, such as "${english.slice(0, 3).join('", "')}"`);
      }
      if (language !== undefined) {
        const added = size - gzip(bundled[bundler][`rules-${game}`]);
        if (added > BUDGETS.perLanguage) problems.push(`${program} (${bundler}): the words add ${added} B gzip, over ${BUDGETS.perLanguage} B`);
        for (const [locale, marker] of Object.entries(NARRATION))
          if (locale !== language && game === '1667' && code.includes(marker)) problems.push(`${program} (${bundler}): another language (${locale}) ships too`);
      }
    }
    if (program === 'bots-1667')
      for (const bundler of ['esbuild', 'vite']) {
        // The rules and a bot from the main entry: no words of any language come with them.
        if (sizes[bundler] > BUDGETS.bots) problems.push(`bots-1667 (${bundler}): ${sizes[bundler]} B gzip, over its budget of ${BUDGETS.bots} B`);
        for (const [locale, marker] of Object.entries(NARRATION))
          if (bundled[bundler][program].includes(marker)) problems.push(`bots-1667 (${bundler}): carries narration in ${locale}`);
      }
    if (program === 'client-1667')
      for (const bundler of ['esbuild', 'vite']) {
        // The table store with one game, one language (de) and its bots: the other languages stay out.
        if (sizes[bundler] > BUDGETS.client) problems.push(`client-1667 (${bundler}): ${sizes[bundler]} B gzip, over its budget of ${BUDGETS.client} B`);
        for (const locale of ['en', 'nl'])
          if (bundled[bundler][program].includes(NARRATION[locale])) problems.push(`client-1667 (${bundler}): another language (${locale}) ships too`);
      }
    rows.push(`| ${program} | ${sizes.esbuild} | ${sizes.vite} |`);
  }
  console.log('\n| program (installed package) | esbuild, B gzip | Vite, B gzip |\n|---|---|---|');
  console.log(rows.join('\n'));

  // Every TypeScript block of the installed README and guides, as a reader copies it: a module of
  // its own in the consumer project (a fragment declares what it assumes, and is only type-checked).
  const installedDocs = join(work, 'node_modules', 'tortuga-rules');
  const documents = ['README.md', ...readdirSync(join(installedDocs, 'docs', 'guides')).map((file) => `docs/guides/${file}`)];
  const blocks = [];
  for (const document of documents) {
    const lines = readFileSync(join(installedDocs, document), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trim() !== '```ts') continue;
      const end = lines.indexOf('```', i + 1);
      blocks.push({ document, line: i + 1, code: lines.slice(i + 1, end).join('\n') });
      i = end;
    }
  }
  mkdirSync(join(work, 'src', 'snippets'));
  for (const [index, block] of blocks.entries())
    writeFileSync(join(work, 'src', 'snippets', `s${index}.ts`), `// ${block.document}:${block.line}\n${block.code}\nexport {};\n`);
  console.log(`snippets: ${blocks.length} TypeScript blocks from the README and ${documents.length - 1} guides`);

  // The programs and the snippets type-check against the installed declarations, strictly, as a consumer's project would.
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  // The programs with every declaration checked (the package's own included); the snippets with the
  // third-party ones skipped (boardgame.io's types do not pass a strict check of their own).
  const checks = [
    ['the bundle programs', ['src/*.ts'], false],
    ["the README's and the guides' snippets", ['src/snippets'], true],
  ];
  for (const [module, resolution] of [
    ['NodeNext', 'NodeNext'],
    ['ESNext', 'bundler'],
  ]) {
    for (const [what, include, skipLibCheck] of checks) {
      const config = {
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          module,
          moduleResolution: resolution,
          skipLibCheck,
          noUncheckedIndexedAccess: true,
          resolveJsonModule: true,
          types: ['node'],
        },
        include,
      };
      writeFileSync(join(work, 'tsconfig.json'), JSON.stringify(config));
      try {
        execFileSync(process.execPath, [tsc, '-p', work], { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
        console.log(`tsc --strict, ${resolution} resolution, ${what}: no errors`);
      } catch (error) {
        problems.push(`tsc --strict, ${resolution} resolution, ${what}:\n${String(error.stdout).trim()}`);
      }
    }
  }

  // What the package ships: its size and files within budget, no sources, and every shipped page's relative links reaching a shipped file.
  const installed = join(work, 'node_modules', 'tortuga-rules');
  const shipped = checkShippedFiles(installed, statSync(join(work, tarball)).size);
  problems.push(...shipped.problems);
  // The snippets that are whole programs run as a reader runs them: bundled for Node, then node. A
  // fragment (it declares what it assumes, or its first line says `// fragment`) is only type-checked;
  // a server (it calls `.run(` or `.listen(`) must start and keep serving for three seconds.
  let programs = 0;
  let servers = 0;
  for (const [index, block] of blocks.entries()) {
    if (/^\s*declare /m.test(block.code) || /^\s*\/\/ fragment\b/.test(block.code)) continue;
    const server = /\.(run|listen)\(/.test(block.code);
    const out = join(work, 'snippets-run', `s${index}.mjs`);
    try {
      await bundleForNode(join(work, 'src', 'snippets', `s${index}.ts`), out);
      execFileSync(process.execPath, [out], { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: server ? 3_000 : 120_000 });
      if (server) throw new Error('the server stopped by itself');
      programs++;
    } catch (error) {
      if (server && error.code === 'ETIMEDOUT' && !/Error/.test(String(error.stderr))) servers++;
      else
        problems.push(
          `${block.document}:${block.line}: the snippet does not run with the installed package:\n${String(error.stderr || error)
            .trim()
            .split('\n')
            .slice(-8)
            .join('\n')}`,
        );
    }
  }
  console.log(`snippets run: ${programs} whole programs ran and ${servers} servers kept serving, of ${blocks.length} blocks`);

  // The shipped examples, as a reader copies them into a project: type-checked against the installed
  // package, then run (the boardgame.io server must keep serving; its client needs that server).
  cpSync(join(installed, 'examples'), join(work, 'examples'), { recursive: true });
  for (const name of ['ws', '@types'])
    if (!existsSync(join(work, 'node_modules', name))) symlinkSync(join(root, 'node_modules', name), join(work, 'node_modules', name));
  writeFileSync(
    join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        skipLibCheck: true,
        noUncheckedIndexedAccess: true,
        resolveJsonModule: true,
        types: ['node'],
      },
      include: ['examples'],
    }),
  );
  try {
    execFileSync(process.execPath, [tsc, '-p', work], { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    problems.push(`tsc --strict, the shipped examples:\n${String(error.stdout).trim()}`);
  }
  const examples = readdirSync(join(work, 'examples'), { recursive: true }).filter((file) => file.endsWith('.ts') && file !== 'boardgameio-client.ts');
  let ranExamples = 0;
  for (const file of examples) {
    const server = file === 'boardgameio-server.ts';
    const out = join(work, 'examples-run', file.replace(/\.ts$/, '.mjs'));
    try {
      await bundleForNode(join(work, 'examples', file), out);
      // Beside its sources, as a reader runs it (an example may read a file next to it).
      cpSync(out, join(work, 'examples', file.replace(/\.ts$/, '.mjs')));
      execFileSync(process.execPath, [join(work, 'examples', file.replace(/\.ts$/, '.mjs'))], {
        cwd: work,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: server ? 3_000 : 120_000,
      });
      if (server) throw new Error('the server stopped by itself');
      ranExamples++;
    } catch (error) {
      if (server && error.code === 'ETIMEDOUT' && !/Error/.test(String(error.stderr))) ranExamples++;
      else
        problems.push(
          `examples/${file} does not run with the installed package:\n${String(error.stderr || error)
            .trim()
            .split('\n')
            .slice(-8)
            .join('\n')}`,
        );
    }
  }
  console.log(`examples: ${ranExamples} of the ${examples.length} shipped examples ran (type-checked with the package as installed)`);

  // The Python client as shipped: pip installs it from the installed package (offline), and every
  // Python block of the installed guides runs with it against the installed command.
  const site = join(work, 'python-site');
  execFileSync('python3', ['-m', 'pip', 'install', '--quiet', '--no-index', '--no-cache-dir', '--target', site, join(installed, 'python')], {
    cwd: work,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PIP_FIND_LINKS: '' },
  });
  // The guides' blocks use Gymnasium and PettingZoo as a researcher has them: the pinned copies beside the repository.
  const THIRD_PARTY = ['Gymnasium', 'PettingZoo'].map((name) => join(root, '..', 'shared', 'third_party', name)).filter((path) => existsSync(path));
  let ran = 0;
  for (const document of documents) {
    const lines = readFileSync(join(installed, document), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trim() !== '```python') continue;
      const end = lines.indexOf('```', i + 1);
      try {
        execFileSync('python3', ['-c', lines.slice(i + 1, end).join('\n')], {
          cwd: work,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 120_000,
          env: { ...process.env, PYTHONPATH: [site, ...THIRD_PARTY].join(':') },
        });
        ran++;
      } catch (error) {
        problems.push(
          `${document}:${i + 1}: the Python block fails with the installed package:\n${String(error.stderr ?? error)
            .trim()
            .split('\n')
            .slice(-5)
            .join('\n')}`,
        );
      }
      i = end;
    }
  }
  console.log(`python: pip installed the shipped client; ${ran} blocks of the guides ran with it and the installed command`);
  for (const line of shipped.lines) console.log(line);
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`\nconsumer check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nconsumer check passed');
