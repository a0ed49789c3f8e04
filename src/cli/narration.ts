import wrapAnsi from 'wrap-ansi';
import type { Words } from '../core/words/words.js';
import type { DiceOutcome } from '../dice/types.js';

/** What the command reads of a log entry: its event's type. */
type Entry = { readonly event: { readonly type: string } };

/** Log entries the command leaves out: a player having chosen (the reveal tells what happened). */
const QUIET: ReadonlySet<string> = new Set(['voteCommitted', 'chose']);

/**
 * The log entries of a view as the command tells them, one line each, in the words' locale,
 * as the view's player sees them; a player merely having chosen is left out.
 */
export function tell<View, Action, E extends Entry>(words: Words<View, Action, E>, view: View, entries: readonly E[]): string[] {
  return entries.filter((entry) => !QUIET.has(entry.event.type)).map((entry) => words.narrate(view, entry).text);
}

/** How a story is told: which entries start a paragraph, which are left out as routine. */
export interface StoryStyle {
  /** Event types that start a new paragraph (a turn, a round, a roll). */
  readonly breaks: ReadonlySet<string>;
  /** Event types left out besides the "has chosen" ones (routine public steps the next lines make plain). */
  readonly routine: ReadonlySet<string>;
}

/**
 * The log told as a story: the narration of each entry joined into paragraphs, a new one at
 * each break (a turn, a round …), routine entries left out.
 */
export function story<View, Action, E extends Entry>(words: Words<View, Action, E>, view: View, entries: readonly E[], style: StoryStyle): string[] {
  const paragraphs: string[][] = [];
  for (const entry of entries) {
    const type = entry.event.type;
    if (QUIET.has(type) || style.routine.has(type)) continue;
    if (paragraphs.length === 0 || style.breaks.has(type)) paragraphs.push([]);
    paragraphs[paragraphs.length - 1]!.push(words.narrate(view, entry).text);
  }
  return paragraphs.map((sentences) => sentences.join(' '));
}

/** A paragraph wrapped to `width` columns, its first line indented by two spaces and the rest by four. */
export function wrapParagraph(paragraph: string, width = 100): string[] {
  return wrapAnsi(paragraph, width - 4, { hard: true })
    .split('\n')
    .map((line, i) => `${i === 0 ? '  ' : '    '}${line}`);
}

/** The final scores of a dice game, one line per player with the breakdown (TD-SCORE-1…5). */
export function diceScores<View>(words: Words<View, unknown, unknown>, view: View, outcome: DiceOutcome): string[] {
  return outcome.scores.map(
    (score, player) =>
      words.say(view, 'summary.score', { player, total: score.total, chests: score.chests, sets: 3 * score.sets, tracks: score.tracks, coins: score.coins })
        .text,
  );
}
