/**
 * Packaging smoke test (CI): packs the package, installs the tarball in a new project, imports
 * it from ESM and requires it from CommonJS, plays a game of each title with each, runs the
 * `tortuga-rules` command, and bundles it for the browser with esbuild — then runs that bundle
 * in a context with no Node globals at all, to prove the library needs no Node built-ins.
 *   node scripts/smoke-pack.mjs   (after npm run build)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'tortuga-smoke-'));
const run = (command, args, options = {}) => execFileSync(command, args, { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options });

try {
  const tarball = run('npm', ['pack', root, '--silent', '--pack-destination', work]).trim().split('\n').pop();
  writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'smoke', version: '1.0.0', private: true }));
  run('npm', ['install', '--no-audit', '--no-fund', '--silent', join(work, tarball)]);
  console.log(`installed ${tarball}`);

  // A whole game of each title, as a consumer writes it.
  const play = (api1667, apiDice) => `
    const r = ${api1667}.seedRng('smoke');
    const pick = (game, state) => { const seats = game.toAct(state); const seat = seats[${api1667}.nextInt(r, seats.length)]; const actions = game.legalActions(state, seat); return actions[${api1667}.nextInt(r, actions.length)]; };
    let a = ${api1667}.tortuga1667.setup({ players: 5, seed: 's' });
    while (${api1667}.tortuga1667.outcome(a) === null) a = ${api1667}.tortuga1667.apply(a, pick(${api1667}.tortuga1667, a));
    let b = ${apiDice}.tortugaDice.setup({ players: 3, seed: 's' });
    while (${apiDice}.tortugaDice.outcome(b) === null) b = ${apiDice}.tortugaDice.apply(b, pick(${apiDice}.tortugaDice, b));
    const v = ${api1667}.tortuga1667.viewFor(a, 0);
    const said = ${api1667}.wordsFor(${api1667}.tortuga1667, 'de').narrate(v, v.log[v.log.length - 1]).text;
    console.log('1667: ' + a.outcome.winner + ' after ' + a.decisions + ' decisions; dice: seats ' + b.outcome.winners.join(',') + ' after ' + b.decisions + '; in German: ' + said);
  `;
  writeFileSync(
    join(work, 'esm.mjs'),
    `import * as lib from 'tortuga-rules';\nimport * as dice from 'tortuga-rules/dice';\nimport { tortuga1667 } from 'tortuga-rules/1667';\nif (tortuga1667 !== lib.tortuga1667) throw new Error('subpath and root differ');\n${play('lib', 'dice')}`,
  );
  writeFileSync(
    join(work, 'cjs.cjs'),
    `const lib = require('tortuga-rules');\nconst dice = require('tortuga-rules/dice');\nrequire('tortuga-rules/1667');\n${play('lib', 'dice')}`,
  );
  console.log(`ESM:      ${run('node', ['esm.mjs']).trim()}`);
  console.log(`CommonJS: ${run('node', ['cjs.cjs']).trim()}`);

  const help = run(join(work, 'node_modules', '.bin', 'tortuga-rules'), ['--help']);
  if (!help.includes('simulate')) throw new Error('the tortuga-rules command did not print its help');
  const sim = run(join(work, 'node_modules', '.bin', 'tortuga-rules'), ['simulate', '--game', 'dice', '--players', '2', '--games', '8', '--workers', '2']);
  console.log(`command:  ${sim.split('\n')[0]}`);

  // tortuga-rules/simulate from ESM and CommonJS, on two worker threads of the installed package.
  const simulateWith = (load) =>
    `${load}\nsimulate({ game: '1667', players: 4, bots: ['heuristic', 'random'], seed: 'smoke', games: 40, rotate: true }, { workers: 2 }).then((r) => console.log(r.summary.games + ' games, ' + Object.keys(r.totals.lineups).length + ' line-ups'));`;
  writeFileSync(join(work, 'simulate.mjs'), simulateWith("import { simulate } from 'tortuga-rules/simulate';"));
  writeFileSync(join(work, 'simulate.cjs'), simulateWith("const { simulate } = require('tortuga-rules/simulate');"));
  const esmRun = run('node', ['simulate.mjs']).trim();
  const cjsRun = run('node', ['simulate.cjs']).trim();
  if (esmRun !== '40 games, 2 line-ups' || cjsRun !== esmRun) throw new Error(`tortuga-rules/simulate printed ${JSON.stringify([esmRun, cjsRun])}`);
  // The same from an inline script (node --input-type=module -e): the workers must not inherit how to read it.
  const inline = run('node', ['--input-type=module', '-e', simulateWith("import { simulate } from 'tortuga-rules/simulate';")]).trim();
  if (inline !== esmRun) throw new Error(`tortuga-rules/simulate from node -e printed ${JSON.stringify(inline)}`);
  console.log(`simulate: ${esmRun} (ESM, CommonJS and node --input-type=module -e, 2 workers)`);

  // tortuga-rules/boardgameio without boardgame.io installed (an optional peer): the adapter
  // imports only its types, so it loads, and its game deals and takes a move on its own.
  const adapterWith = (load) => `${load}
    const game = boardgameGame(tortugaDice, { defaultSetupData: { seed: 'smoke' } });
    const ctx = { numPlayers: 2, playOrder: ['0', '1'] };
    let active = [];
    const events = { setActivePlayers: (seats) => { active = seats; } };
    const undealt = game.setup({ ctx });
    const G = game.moves.deal.move({ G: undealt, ctx, playerID: '0', events });
    const [first] = game.ai.enumerate(G, ctx, active[0]);
    const next = game.moves[first.move].move({ G, ctx, playerID: active[0], events }, ...first.args);
    console.log(game.name + ': dealt, seats ' + active.join(',') + ' to act, view of seat 0 at decision ' + game.playerView({ G: next, ctx, playerID: '0' }).decisions);`;
  writeFileSync(
    join(work, 'adapter.mjs'),
    adapterWith("import { tortugaDice } from 'tortuga-rules';\nimport { boardgameGame } from 'tortuga-rules/boardgameio';"),
  );
  writeFileSync(
    join(work, 'adapter.cjs'),
    adapterWith("const { tortugaDice } = require('tortuga-rules');\nconst { boardgameGame } = require('tortuga-rules/boardgameio');"),
  );
  const adapterEsm = run('node', ['adapter.mjs']).trim();
  const adapterCjs = run('node', ['adapter.cjs']).trim();
  if (!adapterEsm.startsWith('tortuga-dice: dealt') || adapterCjs !== adapterEsm)
    throw new Error(`tortuga-rules/boardgameio printed ${JSON.stringify([adapterEsm, adapterCjs])}`);
  console.log(`boardgameio: ${adapterEsm} (ESM and CommonJS, boardgame.io not installed)`);

  // The browser: bundle for platform "browser" (Node built-ins cannot be resolved there) and run
  // the bundle in a bare context: no require, no process, no Buffer — only console.
  writeFileSync(join(work, 'browser.mjs'), `import * as lib from 'tortuga-rules';\nimport * as dice from 'tortuga-rules/dice';\n${play('lib', 'dice')}`);
  const esbuild = join(root, 'node_modules', 'esbuild', 'bin', 'esbuild');
  run(esbuild, ['browser.mjs', '--bundle', '--platform=browser', '--format=iife', '--outfile=bundle.js', '--log-level=warning']);
  const output = [];
  const context = vm.createContext({ console: { log: (line) => output.push(String(line)) } });
  vm.runInContext(readFileSync(join(work, 'bundle.js'), 'utf8'), context);
  if (output.length !== 1 || !output[0].startsWith('1667: ')) throw new Error(`the browser bundle printed ${JSON.stringify(output)}`);
  console.log(`browser:  ${output[0]} (bundle ${Math.round(readFileSync(join(work, 'bundle.js')).length / 1024)} KiB, no Node globals)`);
  console.log('packaging smoke test passed');
} finally {
  rmSync(work, { recursive: true, force: true });
}
