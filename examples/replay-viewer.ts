/**
 * A replay viewer in the terminal: steps through a recorded game one decision at a time from
 * one seat's point of view — the table, that seat's own cards, and what it learned at each
 * step — in English, German or Dutch. Without a file it records a bot game first.
 *   node --import tsx examples/replay-viewer.ts [game.json] [seat] [en|de|nl]
 */
import { readFileSync } from 'node:fs';
import { LOCALES, playBots, t1667HeuristicBot, wordsFor, type Locale } from 'tortuga-rules';
import { tortuga1667, type T1667Action, type T1667Config } from 'tortuga-rules/1667';

const [file, seatArg, localeArg] = process.argv.slice(2);
const seat = Number(seatArg ?? 0);
const locale: Locale = LOCALES.find((l) => l === localeArg) ?? 'en';
const record: { config: T1667Config; actions: T1667Action[] } = file
  ? (JSON.parse(readFileSync(file, 'utf8')) as { config: T1667Config; actions: T1667Action[] })
  : (() => {
      const config = { players: 4, seed: 'replay-viewer' };
      return {
        config,
        actions: playBots(
          tortuga1667,
          config,
          [0, 1, 2, 3].map(() => t1667HeuristicBot()),
          'viewer',
        ).actions,
      };
    })();

const words = wordsFor(tortuga1667, locale);
let state = tortuga1667.setup(record.config);
let seen = -1;
const frame = (step: number): void => {
  // Only what happened since the last frame, as this seat saw it (its own secrets included).
  const view = tortuga1667.viewFor(state, seat, { logAfter: seen });
  seen = view.decisions;
  const news = view.log.filter((entry) => entry.event.type !== 'voteCommitted');
  if (news.length === 0) return;
  console.log(`── ${step}/${record.actions.length} ${'─'.repeat(60)}`);
  for (const line of words.summary(view)) console.log(`   ${line.text}`);
  for (const entry of news) console.log(` • ${words.narrate(view, entry).text}`);
};
frame(0);
record.actions.forEach((action, i) => {
  state = tortuga1667.apply(state, action);
  frame(i + 1);
});
