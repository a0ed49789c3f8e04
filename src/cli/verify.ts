import type { BaseAction, BaseConfig } from '../core/engine/game.js';
import { verifyRecord, type GameRecord } from '../core/records/record.js';
import { cliSay } from './cli-say.js';
import { isRuleViolation } from '../core/engine/rule-violation.js';
import type { Locale } from '../core/words/text.js';
import { CommandError } from './files.js';
import { withKit } from './game-kit.js';
import { gameOfRecord, parseRecord } from './replay.js';
import { inlineSafe } from './terminal-text.js';

/**
 * `tortuga-rules verify record.json [--commitment HEX]`: checks a game record as a player who
 * wants proof would — every action legal, the final hash, and the fair deal (the commitment
 * published at the start, the secret revealed at the end, the players' salt) — and says what
 * it found. Without `commitment` it says plainly that the fair deal was checked only against
 * the record itself. Everything it prints from the file is escaped (`inlineSafe`). Throws a
 * CommandError naming what does not hold.
 */
export function verifyCommand(text: string, commitment: string | undefined, print: (line: string) => void, locale: Locale = 'en'): void {
  if (commitment !== undefined && !/^[0-9a-f]{64}$/.test(commitment)) throw new CommandError('--commitment takes the 64 hex digits the host published.');
  const record = parseRecord(text);
  if (record.format === undefined) throw new CommandError('verify reads versioned records (with "format"), as makeRecord and play --save write them.');
  const name = gameOfRecord(record) === '1667' ? 'tortuga-1667' : 'tortuga-dice';
  const say = cliSay(locale);
  let found: { readonly actions: number; readonly outcome: unknown; readonly commitment: string | null };
  try {
    found = withKit(name, (kit) => verifyRecord(kit.game, record, commitment));
  } catch (error) {
    throw new CommandError(say('cli.notVerified', { reason: inlineSafe(isRuleViolation(error) ? error.message : String(error)) }).text);
  }
  // verifyRecord checked the record whole: its hash and fair-deal fields are what it read.
  const full = record as typeof record & Partial<Pick<GameRecord<BaseConfig, BaseAction>, 'finalHash' | 'fairDeal'>>;
  print(say('cli.verified', { game: name, actions: found.actions, hash: full.finalHash !== undefined, over: found.outcome !== null }).text);
  // Without a commitment from the person, the record's own commitment is only checked against itself (L6).
  const fair = found.commitment === null ? 'none' : commitment === undefined ? 'unchecked' : 'checked';
  // The salt is the file's text: shown escaped, so it cannot break the line or turn the text around.
  print(say('cli.fairDeal', { fair, salt: inlineSafe(full.fairDeal?.salt ?? ''), commitment: found.commitment ?? '' }).text);
}
