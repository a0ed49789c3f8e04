import { playBots } from '../bots/bot.js';
import { wordsFor } from '../words-for.js';
import { cliSay } from './cli-say.js';
import type { Locale } from '../core/words/text.js';
import { tortugaDice } from '../dice/game.js';
import { tortuga1667 } from '../t1667/game.js';
import { diceBot, t1667Bot } from './bots.js';
import { diceScores, story, wrapParagraph, type StoryStyle } from './narration.js';
import { playRange, type SimulationSpec } from './simulation.js';
import { renderSummary, summarise } from './summary.js';

type Print = (line: string) => void;

/** Tortuga 1667 as a story: a paragraph per turn; that the others drew vote cards after a vote goes without saying. */
const STORY_1667: StoryStyle = { breaks: new Set(['turn', 'tiebreak', 'gameOver']), routine: new Set(['drew']) };

/** The dice game as a story: a paragraph per roll of the dice and per action carried out. */
const STORY_DICE: StoryStyle = { breaks: new Set(['round', 'rolled', 'ranking', 'gameOver']), routine: new Set() };

function printStory(paragraphs: readonly string[], print: Print): void {
  for (const paragraph of paragraphs) for (const line of wrapParagraph(paragraph)) print(line);
}

/**
 * A 5-player Tortuga 1667 played by heuristic bots, told as the player in seat 0 lived it:
 * its own loyalty, hand and peeks, everything public, "you" for itself.
 */
function tell1667(seed: string, locale: Locale, print: Print): void {
  const say = cliSay(locale);
  print(`${say('cli.demoTitle', { game: tortuga1667.name, players: 5, seed }).text}\n`);
  const { final } = playBots(
    tortuga1667,
    { players: 5, seed },
    Array.from({ length: 5 }, () => t1667Bot('heuristic')),
    `${seed}/bots`,
  );
  const view = tortuga1667.viewFor(final, 0);
  printStory(story(wordsFor(tortuga1667, locale), view, view.log, STORY_1667), print);
  print(`\n${say('cli.demoEnd', { game: tortuga1667.name, decisions: final.decisions, length: final.turn.number }).text}\n`);
}

/** A 4-player dice game played by heuristic bots, told as the player in seat 0 lived it, with the final scores. */
function tellDice(seed: string, locale: Locale, print: Print): void {
  const say = cliSay(locale);
  print(`${say('cli.demoTitle', { game: tortugaDice.name, players: 4, seed }).text}\n`);
  const { final } = playBots(
    tortugaDice,
    { players: 4, seed },
    Array.from({ length: 4 }, () => diceBot('heuristic')),
    `${seed}/dice-bots`,
  );
  const words = wordsFor(tortugaDice, locale);
  const view = tortugaDice.viewFor(final, 0);
  printStory(story(words, view, view.log, STORY_DICE), print);
  if (final.outcome !== null) for (const line of diceScores(words, view, final.outcome)) print(`  ${line}`);
  print(`\n${say('cli.demoEnd', { game: tortugaDice.name, decisions: final.decisions, length: final.round }).text}\n`);
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
 * The demo of `npm run demo` and `tortuga-rules demo`: a seeded game of each title played
 * by bots and told as one player lived it, then a short simulation summary of each.
 */
export function runDemo(seed: string, print: Print = (line) => console.log(line), locale: Locale = 'en'): void {
  tell1667(seed, locale, print);
  tellDice(seed, locale, print);
  simulate({ game: '1667', players: 4, bots: ['heuristic', 'random'], seed, games: 300 }, print);
  simulate({ game: 'dice', players: 3, bots: ['heuristic', 'random', 'random'], seed, games: 150 }, print);
}
