import type { BaseAction, BaseConfig, Game } from '../core/engine/game.js';
import { replayRecord as replayVersioned } from '../core/records/record.js';
import { replay } from '../core/records/replay.js';
import { isRuleViolation } from '../core/engine/rule-violation.js';
import { tortugaDice } from '../dice/game.js';
import { DICE_ACTION_TYPES } from '../dice/validate.js';
import { tortuga1667 } from '../t1667/game.js';
import { CommandError } from './files.js';
import type { GameName } from './bots.js';
import { diceScores, tell } from './narration.js';
import { wordsFor } from '../words-for.js';
import { cliSay } from './cli-say.js';
import type { Locale } from '../core/words/text.js';

type Print = (line: string) => void;

/** A recorded game as `replay` reads it: the versioned record (`makeRecord`), or the older `{ game?, config, actions }`. */
export interface RecordFile {
  readonly game?: string;
  readonly format?: number;
  readonly config: BaseConfig;
  readonly actions: readonly { readonly type: string }[];
}

/** Which game a record is of: its `game` field, or else told by its first action. */
export function gameOfRecord(record: RecordFile): GameName {
  if (record.game === '1667' || record.game === 'tortuga-1667') return '1667';
  if (record.game === 'dice' || record.game === 'tortuga-dice') return 'dice';
  if (record.game !== undefined) throw new CommandError(`Unknown game "${record.game}": use tortuga-1667 or tortuga-dice.`);
  return DICE_ACTION_TYPES.includes(record.actions[0]?.type ?? '') ? 'dice' : '1667';
}

export function parseRecord(text: string): RecordFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new CommandError('The record is not JSON; it should look like { "game": "tortuga-1667", "format": 1, "config": {...}, "actions": [...] }.');
  }
  const record = data as Partial<RecordFile> | null;
  if (typeof record !== 'object' || record === null || typeof record.config !== 'object' || !Array.isArray(record.actions)) {
    throw new CommandError('A record needs "config" (what setup was given) and "actions" (every action, in order).');
  }
  return record as RecordFile;
}

/** Rebuilds a record's final state: a versioned record is checked (and its hash), an older one replayed as it is. */
function rebuild<C extends BaseConfig, S, A extends BaseAction, V, O>(game: Game<C, S, A, V, O>, record: RecordFile): S {
  try {
    if (record.format !== undefined) return replayVersioned(game, record);
    return replay(game, record.config as C, record.actions as unknown as A[]);
  } catch (error) {
    throw new CommandError(isRuleViolation(error) ? error.message : String(error));
  }
}

/**
 * Narrates a recorded game in a language: everything public, or — with `seat` — what that
 * seat saw, its own secrets included (its hand, its peeks, its rolls), and nothing more.
 */
export function replayRecord(text: string, seat: number | null, print: Print, locale: Locale = 'en'): void {
  const record = parseRecord(text);
  const say = cliSay(locale);
  const title = (game: string, players: number): string =>
    say('cli.replayTitle', { game, players, seed: String(record.config.seed), actions: record.actions.length, viewer: seat }).text;
  const checkSeat = (players: number): void => {
    if (seat !== null && (seat < 0 || seat >= players)) throw new CommandError(`This game has seats 0 to ${players - 1}.`);
  };
  if (gameOfRecord(record) === '1667') {
    const state = rebuild(tortuga1667, record);
    checkSeat(state.players);
    print(`${title(tortuga1667.name, state.players)}\n`);
    const view = tortuga1667.viewFor(state, seat);
    for (const line of tell(wordsFor(tortuga1667, locale), view, view.log)) print(`  ${line}`);
    if (state.outcome === null) print(`\n${say('cli.unfinished').text}`);
    return;
  }
  const state = rebuild(tortugaDice, record);
  checkSeat(state.players);
  print(`${title(tortugaDice.name, state.players)}\n`);
  const words = wordsFor(tortugaDice, locale);
  const view = tortugaDice.viewFor(state, seat);
  for (const line of tell(words, view, view.log)) print(`  ${line}`);
  if (state.outcome === null) print(`\n${say('cli.unfinished').text}`);
  else for (const line of diceScores(words, view, state.outcome)) print(`  ${line}`);
}
