/**
 * A bot-vs-bot match: the search bot and the heuristic bot against random bots in a 4-player
 * Tortuga 1667, and the heuristic dice bot against random ones — each bot deciding from its
 * own seat's view only. Pass a seed for other games.
 */
import {
  diceHeuristicBot,
  playBots,
  randomBot,
  t1667HeuristicBot,
  t1667SearchBot,
  tortuga1667,
  tortugaDice,
  type DiceAction,
  type DiceView,
  type T1667Action,
  type T1667View,
} from 'tortuga-rules';

const seed = process.argv[2] ?? 'bot-vs-bot';

const t1667Bots = [t1667SearchBot({ iterations: 40 }), t1667HeuristicBot(), randomBot<T1667View, T1667Action>(), randomBot<T1667View, T1667Action>()];
const match = playBots(tortuga1667, { players: 4, seed }, t1667Bots, `${seed}/bots`);
const outcome = match.final.outcome!;
console.log(`Tortuga 1667, seed "${seed}": ${outcome.winner === 'draw' ? 'a draw' : `the ${outcome.winner} win`} after ${match.actions.length} decisions.`);
match.final.seats.forEach((seat, i) => {
  console.log(`  seat ${i} ${t1667Bots[i]!.name.padEnd(9)} ${seat.loyalty.padEnd(7)} ${outcome.winners.includes(i) ? 'won' : 'lost'}`);
});

const diceBots = [diceHeuristicBot(), randomBot<DiceView, DiceAction>(), randomBot<DiceView, DiceAction>()];
const dice = playBots(tortugaDice, { players: 3, seed }, diceBots, `${seed}/dice-bots`);
console.log(`\nDice game, seed "${seed}": ${dice.actions.length} decisions.`);
dice.final.outcome!.scores.forEach((score, i) => {
  console.log(
    `  seat ${i} ${diceBots[i]!.name.padEnd(9)} ${String(score.total).padStart(3)} points${dice.final.outcome!.winners.includes(i) ? '  (winner)' : ''}`,
  );
});
