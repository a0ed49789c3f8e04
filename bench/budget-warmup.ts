/**
 * What a level's time budget buys in a fresh process (docs/performance.md, "The budget of a search"):
 * `budget-warmup.ts <players> <hard|expert> <decisions> [process] [warm-up worlds]` plays seeded
 * Tortuga 1667 games on the built package (`dist/`) with the level's search (its candidates, budget
 * and learned value) in one seat, moving round from game to game, and medium bots in the others,
 * from the process's first decision on (no warm-up unless given: `warmUpBots` with that many worlds
 * first), and prints the median sampled worlds, the process's CPU time and the wall-clock time a
 * decision over each third of the decisions, then the p99 of the process's CPU time. `process` reads
 * the budget from the process's CPU time, as the search did until 2026-12-03.
 * Run it in a fresh process each time: `node --import tsx bench/budget-warmup.ts 4 hard 300`.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './median.js';
import { playSearchingSeat } from './searching-seat.js';

const root = join(import.meta.dirname, '..');
const lib = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as typeof import('../src/index.js');
const [playersText, level, decisionsText, ...rest] = process.argv.slice(2);
const players = Number(playersText);
const wanted = Number(decisionsText);
const clockName = rest[0] === 'process' ? 'process' : undefined;
const warmText = rest[clockName === undefined ? 0 : 1];
const warmUpWorlds = warmText === undefined ? 0 : Number(warmText);
if (
  !(Number.isInteger(players) && players >= 2 && players <= 9) ||
  (level !== 'hard' && level !== 'expert') ||
  !(Number.isInteger(wanted) && wanted >= 3 && wanted <= 100_000) ||
  !(Number.isInteger(warmUpWorlds) && warmUpWorlds >= 0 && warmUpWorlds <= 10_000_000) ||
  rest.length > (clockName === undefined ? 1 : 2)
)
  throw new Error(
    `usage: budget-warmup.ts <players 2–9> <hard|expert> <decisions 3–100,000> [process] [warm-up worlds 0–10,000,000] (given: ${process.argv.slice(2).join(' ').slice(0, 80)})`,
  );
const settings = lib.LEVEL_SETTINGS[level];
const crowded = settings.crowded !== undefined && players >= settings.crowded.players;
const processCpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const bot = lib.t1667SearchBot({
  value: 'learned',
  playoutDepth: lib.LEARNED_PLAYOUT_DEPTH,
  candidates: crowded ? settings.crowded!.candidates : settings.candidates,
  budgetMs: settings.budgetMs,
  ...(clockName === 'process' ? { clock: processCpuMs } : {}),
});
const warmStart = performance.now();
lib.warmUpBots(warmUpWorlds);
const warmUpMs = performance.now() - warmStart;
const rows: { worlds: number; cpuMs: number; wallMs: number }[] = [];
const seeds = (g: number): { deal: string; rng: string } => ({ deal: `budget-warmup-${players}-${g}`, rng: `budget-warmup-${g}/rng` });
playSearchingSeat(lib, players, seeds, wanted, (view, rng) => {
  const cpu = processCpuMs();
  const wall = performance.now();
  const found = bot.analyse(view, rng);
  rows.push({ worlds: found.reduce((sum, c) => sum + c.visits, 0), cpuMs: processCpuMs() - cpu, wallMs: performance.now() - wall });
  return found[0]!.action;
});
const third = Math.floor(wanted / 3);
const parts = [rows.slice(0, third), rows.slice(third, 2 * third), rows.slice(2 * third)];
const each = (pick: (row: (typeof rows)[number]) => number, digits: number): string => parts.map((part) => median(part.map(pick)).toFixed(digits)).join(' / ');
const cpu = rows.map((row) => row.cpuMs).sort((a, b) => a - b);
console.log(
  `${players} players, ${level}, budget read from ${clockName === 'process' ? "the process's CPU time" : 'the default stopwatch'}${warmUpWorlds > 0 ? `, after a warm-up of ${warmUpWorlds} worlds (${(warmUpMs / 1000).toFixed(1)} s)` : ''}; by thirds of ${wanted} decisions:`,
);
console.log(`  worlds a decision (median) ${each((row) => row.worlds, 0)}`);
console.log(`  process CPU ms (median)    ${each((row) => row.cpuMs, 1)}`);
console.log(`  wall-clock ms (median)     ${each((row) => row.wallMs, 1)}`);
console.log(`  process CPU ms p99 over all: ${cpu[Math.ceil(0.99 * cpu.length) - 1]!.toFixed(1)}, max ${cpu[cpu.length - 1]!.toFixed(1)}`);
