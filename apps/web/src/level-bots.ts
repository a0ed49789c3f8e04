import { botFor, tortuga1667, tortugaDice, type Bot, type BotLevel, type DiceAction, type DiceView, type T1667Action, type T1667View } from 'tortuga-rules';

/**
 * The bot of a seat at this screen: the library's level with its fixed worlds (`reproducible`), the
 * bot a table of the table server seats for the same choice. This module (and with it the bots and
 * their learned values) is loaded by the bots' worker, and by the page only where no worker starts.
 */
export function levelBot(game: 'tortuga-1667', level: BotLevel): Bot<T1667View, T1667Action>;
export function levelBot(game: 'tortuga-dice', level: BotLevel): Bot<DiceView, DiceAction>;
export function levelBot(game: 'tortuga-1667' | 'tortuga-dice', level: BotLevel): Bot<T1667View, T1667Action> | Bot<DiceView, DiceAction>;
export function levelBot(game: 'tortuga-1667' | 'tortuga-dice', level: BotLevel): Bot<T1667View, T1667Action> | Bot<DiceView, DiceAction> {
  return game === 'tortuga-1667' ? botFor(tortuga1667, level, { reproducible: true }) : botFor(tortugaDice, level, { reproducible: true });
}
