import { pathToFileURL } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import type { Bot, DecisionView } from '../bots/bot.js';
import type { GameName } from './bots.js';

/**
 * Bots from the user's own modules (`--bots ./my-bot.js`). The module's default export is a
 * bot (`{ name, choose(view, rng) }`) or a function of the game name (`'1667'` or `'dice'`)
 * that returns one (called once per game, so a bot may keep state for its game). A bot plays
 * from its seat's view only, like the built-in ones.
 */
export type CustomBots = ReadonlyMap<string, () => Bot<DecisionView<unknown>, unknown>>;

/** Whether a `--bots` entry names a module rather than a built-in bot. */
export function isModuleBot(name: string): boolean {
  return name.startsWith('.') || isAbsolute(name) || /\.(c|m)?js$/.test(name);
}

/** The entry as an absolute path, so that worker threads and shards load the same file. */
export function absoluteBotPath(name: string): string {
  return isModuleBot(name) ? resolve(name) : name;
}

/** Imports every module bot of a run, once (each worker thread does this before it plays). */
export async function loadCustomBots(game: GameName, names: readonly string[]): Promise<CustomBots> {
  const out = new Map<string, () => Bot<DecisionView<unknown>, unknown>>();
  for (const name of new Set(names.filter(isModuleBot))) {
    let loaded: { default?: unknown };
    try {
      loaded = (await import(pathToFileURL(name).href)) as { default?: unknown };
    } catch (error) {
      throw new Error(`The bot module ${name} could not be loaded: ${(error as Error).message.split('\n')[0]}`);
    }
    const make = (): Bot<DecisionView<unknown>, unknown> => {
      const exported = typeof loaded.default === 'function' ? (loaded.default as (game: GameName) => unknown)(game) : loaded.default;
      const bot = exported as Partial<Bot<DecisionView<unknown>, unknown>> | undefined;
      if (typeof bot !== 'object' || bot === null || typeof bot.choose !== 'function') {
        throw new Error(
          `The bot module ${name} must export by default a bot ({ name, choose(view, rng) }) or a function of the game ('1667' or 'dice') returning one.`,
        );
      }
      return bot as Bot<DecisionView<unknown>, unknown>;
    };
    make(); // refuse a module that gives no bot before any game is played
    out.set(name, make);
  }
  return out;
}
