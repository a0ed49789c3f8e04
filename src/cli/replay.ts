import type { BaseAction, BaseConfig, Game } from '../core/game.js';
import { replayRecord as replayVersioned } from '../core/record.js';
import { replay } from '../core/replay.js';
import { isRuleViolation } from '../core/rule-violation.js';
import { tortugaDice } from '../dice/game.js';
import type { DiceConfig } from '../dice/types.js';
import { DICE_ACTION_TYPES } from '../dice/validate.js';
import { tortuga1667 } from '../t1667/game.js';
import type { T1667Config } from '../t1667/types.js';
import { CommandError } from './files.js';
import type { GameName } from './bots.js';
import { narrate1667, narrateDice } from './narration.js';

type Print = (line: string) => void;

/** A recorded game as `replay` reads it: the versioned record (`makeRecord`), or the older `{ game?, config, actions }`. */
interface RecordFile {
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

function parseRecord(text: string): RecordFile {
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

/** Prints the narration lines that are not left out, indented. */
function printLines(lines: readonly (string | null)[], print: Print): void {
  for (const line of lines) if (line !== null) print(`  ${line}`);
}

/**
 * Narrates a recorded game: everything public, or — with `seat` — what that seat saw,
 * its own secrets included (its hand, its peeks, its rolls), and nothing more.
 */
export function replayRecord(text: string, seat: number | null, print: Print): void {
  const record = parseRecord(text);
  const game = gameOfRecord(record);
  const who = seat === null ? 'a spectator' : `seat ${seat}`;
  if (game === '1667') {
    const config = record.config as T1667Config;
    const state = rebuild(tortuga1667, record);
    if (seat !== null && (seat < 0 || seat >= state.players)) throw new CommandError(`This game has seats 0 to ${state.players - 1}.`);
    print(`Tortuga 1667 — ${state.players} players, seed "${config.seed}", ${record.actions.length} actions, as seen by ${who}\n`);
    printLines(tortuga1667.viewFor(state, seat).log.map(narrate1667), print);
    if (state.outcome === null) print('\n(The record stops before the end of the game.)');
    return;
  }
  const config = record.config as DiceConfig;
  const state = rebuild(tortugaDice, record);
  if (seat !== null && (seat < 0 || seat >= state.players)) throw new CommandError(`This game has seats 0 to ${state.players - 1}.`);
  print(`Tortuga (dice game) — ${state.players} players, seed "${config.seed}", ${record.actions.length} actions, as seen by ${who}\n`);
  printLines(tortugaDice.viewFor(state, seat).log.map(narrateDice), print);
  const outcome = tortugaDice.outcome(state);
  if (outcome === null) print('\n(The record stops before the end of the game.)');
  else outcome.scores.forEach((score, s) => print(`  Seat ${s}: ${score.total} points`));
}
