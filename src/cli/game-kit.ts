import type { BaseAction, BaseConfig, Game } from '../core/engine/game.js';
import type { Words } from '../core/words/words.js';
import type { Bot, DecisionView } from '../bots/bot.js';
import { tortugaDice } from '../dice/game.js';
import type { DiceAction, DiceConfig, DiceOutcome, DiceState } from '../dice/types.js';
import type { DiceView } from '../dice/view.js';
import type { AgentView } from '../rl/agent-text.js';
import { encoding, type Encoding } from '../rl/encoding.js';
import { tortuga1667 } from '../t1667/game.js';
import type { T1667Action, T1667Config, T1667Outcome, T1667State } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';
import { wordsFor } from '../words-for.js';
import { diceBot, t1667Bot } from './bots.js';

/**
 * One game with what the commands use of it — its encoding, its words, its bots by name — each
 * typed as the game's own. Code that serves both games (the stdio protocol, `match`) is written
 * once, generically, and handed the kit by `withKit`: no cast stands between untrusted input and
 * a game's own types.
 */
export interface GameKit<C extends BaseConfig, S extends { readonly decisions: number }, A extends BaseAction, V extends AgentView & DecisionView<A>, O> {
  readonly game: Game<C, S, A, V, O>;
  encoding(config: C): Encoding<S, A, V>;
  words(locale: string): Words<V, A, unknown>;
  /** A bot by its command-line name (`random`, `heuristic`, `search[:N]`, `easy` … `expert`); throws a readable error for another. */
  bot(name: string): Bot<V, A>;
}

/** What `withKit` runs: a function generic over the game's own types. */
export type KitUser<R> = <C extends BaseConfig, S extends { readonly decisions: number }, A extends BaseAction, V extends AgentView & DecisionView<A>, O>(
  kit: GameKit<C, S, A, V, O>,
) => R;

const T1667_KIT: GameKit<T1667Config, T1667State, T1667Action, T1667View, T1667Outcome> = {
  game: tortuga1667,
  encoding: (config) => encoding(tortuga1667, config),
  words: (locale) => wordsFor(tortuga1667, locale),
  bot: t1667Bot,
};

const DICE_KIT: GameKit<DiceConfig, DiceState, DiceAction, DiceView, DiceOutcome> = {
  game: tortugaDice,
  encoding: (config) => encoding(tortugaDice, config),
  words: (locale) => wordsFor(tortugaDice, locale),
  bot: diceBot,
};

/** The games' names. */
export const KIT_NAMES = ['tortuga-1667', 'tortuga-dice'] as const;

/** A game's name as the commands and the protocol take it. */
export type KitName = (typeof KIT_NAMES)[number];

/** Whether `value` names a game (own names only). */
export function isKitName(value: unknown): value is KitName {
  return typeof value === 'string' && (KIT_NAMES as readonly string[]).includes(value);
}

/** Runs `use` with the named game's kit, typed as that game's own. */
export function withKit<R>(name: KitName, use: KitUser<R>): R {
  return name === 'tortuga-1667' ? use(T1667_KIT) : use(DICE_KIT);
}
