/**
 * A simulation script: many seeded games of your own bot against the heuristic bot on the
 * fast path, with win rates and 95% confidence intervals — what `tortuga-rules simulate` does
 * for the built-in bots, in a few lines you can change.
 *   node --import tsx examples/simulation.ts [games]
 */
import { nextInt, playBots, t1667HeuristicBot, tortuga1667, type Bot, type T1667Action, type T1667View } from 'tortuga-rules';

/** Your bot: here, the heuristic bot that never forces anyone (to see what forcing is worth). */
const heuristic = t1667HeuristicBot();
const noForcing: Bot<T1667View, T1667Action> = {
  name: 'no-forcing',
  choose(view, rng) {
    const ranked = heuristic.rank(view).filter((action) => action.type !== 'force');
    return ranked[0] ?? view.decision!.actions[nextInt(rng, view.decision!.actions.length)]!;
  },
};

const games = Number(process.argv[2] ?? 400);
const wins = { mine: 0, heuristic: 0 };
const seats = { mine: 0, heuristic: 0 };
for (let i = 0; i < games; i++) {
  // Rotate so that each bot plays every seat equally often.
  const table = [0, 1, 2, 3].map((seat) => ((seat + i) % 2 === 0 ? 'mine' : 'heuristic') as 'mine' | 'heuristic');
  const bots = table.map((who) => (who === 'mine' ? noForcing : heuristic));
  const { final } = playBots(tortuga1667, { players: 4, seed: `simulation/${i}` }, bots, `simulation-bots/${i}`);
  table.forEach((who, seat) => {
    seats[who] += 1;
    if (final.outcome!.winners.includes(seat)) wins[who] += 1;
  });
}

/** The normal-approximation 95% interval of a rate. */
function interval(k: number, n: number): string {
  const p = k / n;
  const half = 1.96 * Math.sqrt((p * (1 - p)) / n);
  return `${(100 * p).toFixed(1)}% ± ${(100 * half).toFixed(1)}`;
}

console.log(`${games} games of 4-player Tortuga 1667`);
console.log(`  no-forcing: ${interval(wins.mine, seats.mine)}`);
console.log(`  heuristic:  ${interval(wins.heuristic, seats.heuristic)}`);
