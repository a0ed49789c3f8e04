/**
 * One cell of `npm run bench:bots` in its own process, on the built package (`dist/`):
 * `bots-cell.ts <1667|dice> <players> <level> <decisions>` plays seeded games with `botFor(level)`
 * in one seat (the seat moving round from game to game) and heuristic bots in the others until
 * the level's seat has made `decisions` decisions with more than one choice (after a warm-up), and prints a JSON line: its
 * CPU milliseconds a decision (median, p99, max — the process's CPU time around each `choose`)
 * and, for the search levels, sampled worlds (iterations) a CPU second.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const lib = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as typeof import('../src/index.js');
const [gameName, playersText, level, decisionsText] = process.argv.slice(2) as [string, string, import('../src/bots/levels.js').BotLevel, string];
const players = Number(playersText);
const wanted = Number(decisionsText);
type AnyGame = import('../src/core/engine/game.js').Game<
  import('../src/core/engine/game.js').BaseConfig,
  unknown,
  import('../src/core/engine/game.js').BaseAction,
  import('../src/bots/bot.js').DecisionView<import('../src/core/engine/game.js').BaseAction>,
  unknown
>;
const game = (gameName === '1667' ? lib.tortuga1667 : lib.tortugaDice) as unknown as AnyGame;
const heuristic = () => (gameName === '1667' ? lib.t1667HeuristicBot() : lib.diceHeuristicBot()) as unknown as import('../src/bots/bot.js').Bot<never, never>;
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const times: number[] = [];
let iterations = 0;
let searchMs = 0;
// The first decisions warm the JIT up (a fresh process's first searches run at a third of the
// speed, compiling on other threads): they are played, not timed.
let warmUp = level === 'hard' || level === 'expert' ? 40 : 400;
for (let g = 0; times.length < wanted; g++) {
  const seatOf = g % players;
  const bot = lib.botFor(game as never, level) as unknown as import('../src/bots/ismcts.js').SearchBot<never, never>;
  const sim = game.startSimulator({ players, seed: `bench-bots-${g}` });
  const rng = lib.seedRng(`bench-bots-${g}/rng`);
  while (game.outcome(sim.state) === null && times.length < wanted) {
    const seats = game.toAct(sim.state);
    const seat = seats[lib.nextInt(rng, seats.length)]!;
    const view = game.viewFor(sim.state, seat);
    let action;
    if (seat === seatOf && view.decision!.actions.length > 1 && warmUp-- <= 0) {
      const before = cpuMs();
      if (bot.analyse !== undefined) {
        const found = bot.analyse(view as never, rng) as unknown as { action: never; visits: number }[];
        action = found[0]!.action;
        const spent = cpuMs() - before;
        iterations += found.reduce((sum, c) => sum + c.visits, 0);
        searchMs += spent;
        times.push(spent);
      } else {
        action = bot.choose(view as never, rng);
        times.push(cpuMs() - before);
      }
    } else action = (seat === seatOf ? bot : heuristic()).choose(view as never, rng);
    sim.apply(action as never);
  }
}
const sorted = [...times].sort((a, b) => a - b);
const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
console.log(
  JSON.stringify({
    medianMs: at(0.5),
    p99Ms: at(0.99),
    maxMs: sorted[sorted.length - 1]!,
    decisions: times.length,
    iterationsPerCpuSecond: searchMs > 0 ? iterations / (searchMs / 1000) : 0,
  }),
);
