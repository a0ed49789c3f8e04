#!/usr/bin/env node
/**
 * The `tortuga-rules` command: demo, simulate, merge, replay, verify, play, serve and match.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Command, InvalidArgumentError } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
import { randomSeed } from '../core/engine/random-seed.js';
import { parseBot, playerCountProblem, type GameName } from './bots.js';
import { runDemo } from './demo.js';
import { CommandError, checkWritable, readJson, readText } from './files.js';
import { environmentLocale, parseLocale } from './locale.js';
import type { Locale } from '../core/words/text.js';
import { cliSay } from './cli-say.js';
import { playInTerminal } from './play.js';
import { startProgress } from './progress.js';
import { replayRecord } from './replay.js';
import { terminalSafe } from './terminal-text.js';
import { verifyCommand } from './verify.js';
import { MAX_CATALOG_BYTES, wordsCheck } from './words-check.js';
import { serveStdio } from './serve.js';
import { runMatch } from './match.js';
import { autoShard } from './shard.js';
import { finishedLadder, finishedSimulation } from './resume.js';
import { simulate } from './simulate.js';
import { ladder, LADDER_SCHEDULES, mergeLadders, renderLadder, type LadderFile, type LadderSchedule } from './ladder.js';
import { BOT_LEVELS } from '../bots/levels.js';
import { mergeFiles, parseShard, shardRange, type SimulationFile } from './results.js';
import type { SimulationSpec } from './simulation.js';
import { renderSummary } from './summary.js';

function wholeNumber(name: string, min: number) {
  return (text: string): number => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`${name} must be a whole number ≥ ${min}.`);
    return n;
  };
}

function gameName(text: string): GameName {
  if (text === '1667' || text === 'dice') return text;
  throw new InvalidArgumentError('use 1667 or dice.');
}

function promptMode(text: string): 'compact' | 'full' {
  if (text === 'compact' || text === 'full') return text;
  throw new InvalidArgumentError('use compact or full.');
}

function ladderSchedule(text: string): LadderSchedule {
  const schedule = LADDER_SCHEDULES.find((name) => name === text);
  if (schedule === undefined) throw new InvalidArgumentError(`unknown schedule "${text}": use all or adjacent.`);
  return schedule;
}

function checkPlayers(game: GameName, players: number): void {
  const problem = playerCountProblem(game, players);
  if (problem !== null) throw new InvalidArgumentError(problem);
}

const LANG = '--lang <locale>';
const LANG_HELP = 'the language: en, de or nl (default: from LC_ALL, LC_MESSAGES or LANG, else English)';

function langOption(text: string): Locale {
  try {
    return parseLocale(text);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

/** `--shard`: none, `auto` (from the array job's environment) or `i/n`. */
function shardOf(text: string | undefined): { index: number; count: number } | undefined {
  return text === undefined ? undefined : text === 'auto' ? autoShard(process.env) : parseShard(text);
}

/** Writes the results whole or not at all (a job killed while writing leaves no half a file for `merge` or `--resume` to read). */
function writeJson(path: string, file: SimulationFile | LadderFile): void {
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(file, null, 2)}\n`);
  renameSync(partial, path);
}

const RESUME_HELP = 'keep the --json file of an earlier attempt when it already holds these games of this run (check it, print it, play nothing)';

/** `--resume` needs the `--json` file it resumes from. */
function resumed<T>(json: string | undefined, finished: () => T | null): T | null {
  if (json === undefined) throw new CommandError('--resume needs --json <file>: the file an earlier attempt wrote.');
  return finished();
}

const program = new Command()
  .name('tortuga-rules')
  .description('Tortuga 1667 and the Tortuga dice game: demo, bot simulations, replays and a terminal game.')
  .version(packageJson.version, '-V, --version', 'print the version of tortuga-rules')
  .showHelpAfterError();

program
  .command('demo')
  .description('a narrated, seeded game of each title played by bots, then a short simulation summary')
  .argument('[seed]', 'the seed of the games', 'tortuga-demo')
  .option(LANG, LANG_HELP, langOption)
  .action((seed: string, options: { lang?: Locale }) => runDemo(seed, (line) => console.log(line), options.lang ?? environmentLocale()));

program
  .command('simulate')
  .description('play many bot games across worker threads; print a summary and optionally write JSON')
  .requiredOption('--game <game>', '1667 or dice', gameName)
  .requiredOption('--players <n>', 'players per game', wholeNumber('--players', 2))
  .option('--games <n>', 'games in the whole run', wholeNumber('--games', 1), 1000)
  .option(
    '--bots <list>',
    'bots by seat, comma-separated: random, heuristic, search[:N], easy … expert (reproducible), or a module path like ./my-bot.js (repeats when short)',
    'random',
  )
  .option('--rotate', 'shift the bots one seat per game, so each plays every seat equally often')
  .option('--duplicate', 'two bots: play each deal twice, their seats swapped, and count the mirrored pairs (--games even)')
  .option('--seed <seed>', 'the run seed (same seed, same results)', 'tortuga')
  .option('--workers <n>', 'worker threads', wholeNumber('--workers', 1), availableParallelism())
  .option('--shard <i/n|auto>', 'run only shard i of n (consecutive, disjoint slices of the games); auto: from the array job (Kubernetes, Slurm, AWS Batch)')
  .option('--json <file>', 'write the results as JSON (for merge)')
  .option('--resume', RESUME_HELP)
  .action(
    async (options: {
      game: GameName;
      players: number;
      games: number;
      bots: string;
      rotate?: boolean;
      duplicate?: boolean;
      seed: string;
      workers: number;
      shard?: string;
      json?: string;
      resume?: boolean;
    }) => {
      checkPlayers(options.game, options.players);
      const spec: SimulationSpec = {
        game: options.game,
        players: options.players,
        bots: options.bots.split(','),
        seed: options.seed,
        games: options.games,
        rotate: options.rotate === true,
        ...(options.duplicate === true ? { duplicate: true } : {}),
      };
      // Everything that can be refused is checked before the games are played.
      const shard = shardOf(options.shard);
      const range = shard === undefined ? ([0, spec.games] as [number, number]) : shardRange(spec.games, shard, spec.duplicate === true);
      if (options.json !== undefined) checkWritable(options.json, '--json');
      const done = options.resume === true ? resumed(options.json, () => finishedSimulation(options.json!, spec, shard)) : null;
      if (done !== null) {
        console.log(renderSummary(done.spec, done.summary));
        console.error(`${options.json} already holds ${shard === undefined ? 'this run' : `shard ${shard.index}/${shard.count}`}: nothing played (--resume).`);
        return;
      }
      const progress = startProgress(range[1] - range[0], process.stderr);
      const started = performance.now();
      const file = await simulate(spec, { workers: options.workers, shard, onProgress: (done) => progress.update(done) });
      progress.finish();
      if (range[0] === range[1]) {
        console.error(`Shard ${shard?.index}/${shard?.count} holds none of this run's ${spec.games} games: nothing to play.`);
        if (options.json !== undefined) writeJson(options.json, file);
        return;
      }
      console.log(renderSummary(file.spec, file.summary));
      const seconds = (performance.now() - started) / 1000;
      console.error(
        `${file.summary.games} games in ${seconds.toFixed(1)} s (${(file.summary.games / seconds).toFixed(1)} games/s, ${options.workers} worker${options.workers === 1 ? '' : 's'})`,
      );
      if (options.json !== undefined) writeJson(options.json, file);
    },
  );

program
  .command('ladder')
  .description('rate bots head to head: every pair in seeded games on the worker pool, Bradley–Terry ratings with 95% intervals')
  .requiredOption('--game <game>', '1667 or dice', gameName)
  .requiredOption('--players <n>', 'players per game', wholeNumber('--players', 2))
  .option('--games <n>', 'games per pairing', wholeNumber('--games', 1), 100)
  .option(
    '--bots <list>',
    'the entrants, comma-separated: easy, medium, hard, expert (reproducible), random, heuristic, search[:N], or a module path',
    BOT_LEVELS.join(','),
  )
  .option('--seed <seed>', 'the ladder seed (same seed, same games and ratings)', 'ladder')
  .option(
    '--schedule <all|adjacent>',
    'which pairs play: all, or each entrant against the next only (about half the games for the levels)',
    ladderSchedule,
    'all',
  )
  .option('--duplicate', 'play each deal twice with the bots swapped and rate the mirrored pairs (the luck of the deal cancels; --games even)')
  .option('--workers <n>', 'worker threads', wholeNumber('--workers', 1), availableParallelism())
  .option('--shard <i/n|auto>', "play only shard i of n of every pairing's games (merge the files with merge)")
  .option('--json <file>', 'write the ladder as JSON (for merge)')
  .option('--markdown <file>', 'write the ladder as a Markdown table')
  .option('--resume', RESUME_HELP)
  .action(
    async (options: {
      game: GameName;
      players: number;
      games: number;
      bots: string;
      seed: string;
      schedule: LadderSchedule;
      duplicate?: boolean;
      workers: number;
      shard?: string;
      json?: string;
      markdown?: string;
      resume?: boolean;
    }) => {
      checkPlayers(options.game, options.players);
      const shard = shardOf(options.shard);
      for (const [file, flag] of [
        [options.json, '--json'],
        [options.markdown, '--markdown'],
      ] as const)
        if (file !== undefined) checkWritable(file, flag);
      const spec = {
        game: options.game,
        players: options.players,
        entrants: options.bots.split(','),
        games: options.games,
        seed: options.seed,
        schedule: options.schedule,
        duplicate: options.duplicate === true,
      };
      const done = options.resume === true ? resumed(options.json, () => finishedLadder(options.json!, spec, shard)) : null;
      if (done !== null)
        console.error(
          `${options.json} already holds ${shard === undefined ? 'this ladder' : `shard ${shard.index}/${shard.count}`}: nothing played (--resume).`,
        );
      const file = done ?? (await ladder(spec, { workers: options.workers, shard }));
      const table = renderLadder(file);
      console.log(table);
      if (options.json !== undefined) writeJson(options.json, file);
      if (options.markdown !== undefined) writeFileSync(options.markdown, `${table}\n`);
    },
  );

program
  .command('merge')
  .description('combine the JSON results of the shards of one run or ladder (all of them, unless --allow-partial)')
  .argument('<files...>', 'JSON files written by simulate or ladder --shard … --json …')
  .option('--json <file>', 'write the merged results as JSON')
  .option('--allow-partial', 'merge even when the files leave out some games of the run (with a warning)')
  .action((paths: string[], options: { json?: string; allowPartial?: boolean }) => {
    if (options.json !== undefined) checkWritable(options.json, '--json');
    const named = paths.map((name) => ({ name, file: readJson(name) }));
    if ((named[0]?.file as { format?: unknown } | undefined)?.format === 'tortuga-rules/ladder@1') {
      const ladderFile = mergeLadders(named, options.allowPartial === true);
      console.log(renderLadder(ladderFile));
      if (options.json !== undefined) writeJson(options.json, ladderFile);
      return;
    }
    const merged = mergeFiles(named, options.allowPartial === true);
    console.log(renderSummary(merged.spec, merged.summary));
    const covered = merged.ranges.reduce((n, [start, end]) => n + end - start, 0);
    if (covered < merged.spec.games) console.error(`Warning: these files cover only ${covered} of the run's ${merged.spec.games} games.`);
    if (options.json !== undefined) writeJson(options.json, merged);
  });

program
  .command('replay')
  .description('narrate a recorded game ({ config, actions }, optionally "game": "1667" | "dice")')
  .argument('<file>', 'the JSON record')
  .option('--seat <k>', "tell it from one seat's point of view", wholeNumber('--seat', 0))
  .option(LANG, LANG_HELP, langOption)
  .action((path: string, options: { seat?: number; lang?: Locale }) => {
    // A record is data from outside: what it holds (a seed, names) reaches the terminal escaped.
    replayRecord(readText(path), options.seat ?? null, (line) => console.log(terminalSafe(line)), options.lang ?? environmentLocale());
  });

program
  .command('verify')
  .description('check a game record: every action legal, the final hash, and a fair deal (commit and reveal)')
  .argument('<file>', 'the JSON record')
  .option('--commitment <hex>', 'the commitment the host published when the game started (64 hex digits)')
  .option(LANG, LANG_HELP, langOption)
  .action((path: string, options: { commitment?: string; lang?: Locale }) => {
    verifyCommand(readText(path), options.commitment, (line) => console.log(terminalSafe(line)), options.lang ?? environmentLocale());
  });

program
  .command('play')
  .description('play in the terminal against bots, choosing from menus of your legal actions')
  .requiredOption('--game <game>', '1667 or dice', gameName)
  .requiredOption('--players <n>', 'players', wholeNumber('--players', 2))
  .option('--seat <k>', 'your seat', wholeNumber('--seat', 0), 0)
  .option('--bot <name>', 'the bot for the other seats: easy … expert (reproducible), random, heuristic, search[:N]', 'heuristic')
  .option('--seed <seed>', 'the game seed (default: an unguessable one)')
  .option('--save <file>', 'save the game as a record when it ends (replay it with `tortuga-rules replay`)')
  .option(LANG, LANG_HELP, langOption)
  .action(async (options: { game: GameName; players: number; seat: number; bot: string; seed?: string; save?: string; lang?: Locale }) => {
    checkPlayers(options.game, options.players);
    if (options.seat >= options.players) throw new InvalidArgumentError(`--seat must be below ${options.players}.`);
    parseBot(options.bot);
    if (options.save !== undefined) checkWritable(options.save, '--save');
    const locale = options.lang ?? environmentLocale();
    // Ctrl-C keeps the game so far when --save names a file, and says where.
    let latest: unknown = null;
    const interrupted = (): void => {
      if (options.save !== undefined && latest !== null) writeFileSync(options.save, `${JSON.stringify(latest)}\n`);
      console.error(`\n${cliSay(locale)('cli.interrupted', { saved: options.save !== undefined && latest !== null, file: options.save ?? '' }).text}`);
      process.exit(130);
    };
    process.once('SIGINT', interrupted);
    const record = await playInTerminal({ ...options, locale, seed: options.seed ?? randomSeed() }, process.stdin, process.stdout, (soFar) => (latest = soFar));
    process.off('SIGINT', interrupted);
    if (options.save !== undefined) {
      writeFileSync(options.save, `${JSON.stringify(record)}\n`);
      console.log(cliSay(locale)('cli.saved', { file: options.save }).text);
    }
  });

program
  .command('words')
  .description("work with catalogs of words (a game's texts in one language)")
  .command('check')
  .description('check a catalog of your own language against the English one: every key, placeholders, syntax (exit status 1 on errors)')
  .argument('<file>', 'the catalog as JSON: { "game": "tortuga-1667" | "tortuga-dice", "locale": "fr", "templates": { … } }')
  .action((path: string) => {
    wordsCheck(path, readText(path, MAX_CATALOG_BYTES), (line) => console.log(terminalSafe(line)));
  });

program
  .command('serve')
  .description('answer the research protocol (JSON lines: new game, observe, step, batched steps) on stdin/stdout, for Python and any language')
  .requiredOption('--stdio', 'speak the protocol over stdin and stdout (the only transport)')
  .action(() => {
    serveStdio(process.stdin, process.stdout, () => {
      process.stdin.pause();
      process.stdout.write('', () => process.exit(0));
    });
  });

program
  .command('match')
  .description(
    "seat an outside agent (a program speaking JSON lines, e.g. a language model's harness) against bots, and report its wins, decisions and prompt sizes as JSON",
  )
  .requiredOption('--game <game>', '1667 or dice', gameName)
  .requiredOption('--players <n>', 'players', wholeNumber('--players', 2))
  .requiredOption('--agent <command>', "the agent's command line (run by the shell)")
  .option('--games <n>', 'games to play', wholeNumber('--games', 1), 10)
  .option('--seat <k>', "the agent's seat (default: rotating game by game)", wholeNumber('--seat', 0))
  .option('--bots <name>', 'the bot on every other seat: random, heuristic, search[:N], easy … expert', 'medium')
  .option('--seed <seed>', 'the match seed', 'match')
  .option('--prompt <mode>', 'compact (one text) or full (the structured prompt)', promptMode, 'compact')
  .option('--timeout <seconds>', 'the longest the agent may think about one decision', wholeNumber('--timeout', 1), 60)
  .option(LANG, LANG_HELP, langOption)
  .action(
    async (options: {
      game: GameName;
      players: number;
      agent: string;
      games: number;
      seat?: number;
      bots: string;
      seed: string;
      prompt: 'compact' | 'full';
      timeout: number;
      lang?: Locale;
    }) => {
      checkPlayers(options.game, options.players);
      if (options.seat !== undefined && options.seat >= options.players) throw new InvalidArgumentError(`--seat must be below ${options.players}.`);
      parseBot(options.bots);
      const report = await runMatch({ ...options, locale: options.lang ?? environmentLocale() });
      console.log(JSON.stringify(report, null, 2));
    },
  );

program.parseAsync(process.argv).catch((error: unknown) => {
  console.error(terminalSafe(`tortuga-rules: ${error instanceof Error ? error.message : String(error)}`));
  process.exitCode = 1;
});
