import type { Bot } from '../bots/bot.js';
import { randomBot } from '../bots/bot.js';
import { diceHeuristicBot } from '../bots/dice-heuristic.js';
import { diceSearchBot, SEARCH_DEFAULTS, t1667SearchBot } from '../bots/search-bots.js';
import { t1667HeuristicBot } from '../bots/t1667-heuristic.js';
import { BOT_LEVELS, botFor } from '../bots/levels.js';
import { tortugaDice } from '../dice/game.js';
import { tortuga1667 } from '../t1667/game.js';
import type { DiceAction } from '../dice/types.js';
import type { DiceView } from '../dice/view.js';
import type { T1667Action } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';

/** The two games by their command-line names. */
export type GameName = '1667' | 'dice';

/** Why `players` does not fit `game` (its modules' own `minPlayers`–`maxPlayers`), or null. */
export function playerCountProblem(game: GameName, players: number): string | null {
  const { minPlayers, maxPlayers } = game === '1667' ? tortuga1667 : tortugaDice;
  if (Number.isInteger(players) && players >= minPlayers && players <= maxPlayers) return null;
  return `${game === '1667' ? 'Tortuga 1667' : 'The dice game'} is for ${minPlayers}–${maxPlayers} players.`;
}

/** The bots the command knows, by name; `search` takes an optional iteration count (`search:300`); the levels of `botFor` play reproducibly (fixed iterations). */
export const BOT_NAMES = ['random', 'heuristic', 'search', ...BOT_LEVELS] as const;

/** Reads a bot name (`random`, `heuristic`, `search`, `search:N` or a level, `easy` … `expert`); throws a readable error otherwise. */
export function parseBot(name: string): { kind: (typeof BOT_NAMES)[number]; iterations: number } {
  const [kind, count] = name.split(':');
  if (!(BOT_NAMES as readonly string[]).includes(kind ?? ''))
    throw new Error(`Unknown bot "${name}": use ${BOT_NAMES.join(', ')} (search:N sets its iterations).`);
  const iterations = count === undefined ? SEARCH_DEFAULTS.iterations : Number(count);
  if (!Number.isInteger(iterations) || iterations < 1 || (count !== undefined && kind !== 'search'))
    throw new Error(`Bad bot "${name}": only search takes a count, a whole number ≥ 1.`);
  return { kind: kind as (typeof BOT_NAMES)[number], iterations };
}

/** A Tortuga 1667 bot by name. */
export function t1667Bot(name: string): Bot<T1667View, T1667Action> {
  const { kind, iterations } = parseBot(name);
  if (kind === 'random') return randomBot();
  if (kind === 'heuristic') return t1667HeuristicBot();
  if (kind !== 'search') return botFor(tortuga1667, kind, { reproducible: true });
  return t1667SearchBot({ iterations });
}

/** A dice-game bot by name. */
export function diceBot(name: string): Bot<DiceView, DiceAction> {
  const { kind, iterations } = parseBot(name);
  if (kind === 'random') return randomBot();
  if (kind === 'heuristic') return diceHeuristicBot();
  if (kind !== 'search') return botFor(tortugaDice, kind, { reproducible: true });
  return diceSearchBot({ iterations });
}
