import { playBots } from '../bots/bot.js';
import { tortugaDice } from '../dice/game.js';
import { tortuga1667 } from '../t1667/game.js';
import { diceBot, t1667Bot } from './bots.js';
import { narrate1667, narrateDice } from './narration.js';
import { playRange, type SimulationSpec } from './simulation.js';
import { renderSummary, summarise } from './summary.js';

type Print = (line: string) => void;

/** A 5-player Tortuga 1667 played by heuristic bots, told from the spectator's seat (public events only). */
function tell1667(seed: string, print: Print): void {
  const config = { players: 5, seed };
  print(`Tortuga 1667 — 5 heuristic bots, seed "${seed}"\n`);
  const { final } = playBots(tortuga1667, config, Array.from({ length: 5 }, () => t1667Bot('heuristic')), `${seed}/bots`);
  for (const entry of tortuga1667.viewFor(final, null).log) {
    const line = narrate1667(entry);
    if (line !== null) print(`  ${line}`);
  }
  print(`\n${final.decisions} decisions in ${final.turn.number} turns.\n`);
}

/**
 * A 4-player dice game played by heuristic bots, told by an all-seeing narrator: rolls and
 * keeps behind the screens are shown too, marked with the seat whose screen hides them.
 */
function tellDice(seed: string, print: Print): void {
  print(`Tortuga (dice game) — 4 heuristic bots, seed "${seed}"\n`);
  const { final } = playBots(tortugaDice, { players: 4, seed }, Array.from({ length: 4 }, () => diceBot('heuristic')), `${seed}/dice-bots`);
  for (const chunk of final.log) {
    for (const entry of chunk) {
      const line = narrateDice(entry);
      if (line === null) continue;
      const screen = entry.to === undefined ? '' : `[behind seat ${entry.to.join(',')}'s screen] `;
      print(`  ${screen}${line}`);
    }
  }
  final.outcome?.scores.forEach((score, seat) => {
    print(`  Seat ${seat}: ${score.total} = chests ${score.chests} + sets ${3 * score.sets} + tracks ${score.tracks} + coins ${score.coins}`);
  });
  print(`\n${final.decisions} decisions in ${final.round} rounds.\n`);
}

/** A short simulation: heuristic bots against random ones, summarised like `simulate` does. */
function simulate(spec: SimulationSpec, print: Print): void {
  const started = performance.now();
  const totals = playRange(spec, 0, spec.games);
  const seconds = (performance.now() - started) / 1000;
  print(renderSummary(spec, summarise(spec, totals)));
  print(`(${(spec.games / seconds).toFixed(0)} games/s on one core)\n`);
}

/**
 * The demo of `npm run demo` and `tortuga-rules demo`: a narrated, seeded game of each title
 * played by bots, then a short simulation summary of each.
 */
export function runDemo(seed: string, print: Print = (line) => console.log(line)): void {
  tell1667(seed, print);
  tellDice(seed, print);
  simulate({ game: '1667', players: 4, bots: ['heuristic', 'random'], seed, games: 300 }, print);
  simulate({ game: 'dice', players: 3, bots: ['heuristic', 'random', 'random'], seed, games: 150 }, print);
}
