import { wordsFor } from '../../src/words-for.js';
import type { T1667Config } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { renderPlaythrough } from './playthrough.js';

const words = wordsFor(game, 'en');
import { game } from './t1667.js';

/** One line summing up what a seat sees: its secrets, its knowledge, its decision. */
function viewLine(view: T1667View): string {
  const you = view.you!;
  const hand = you.hand.map((c) => c.card).join(',');
  const known = view.row.map((slot) => (slot.faceDown ? (slot.known ?? '?') : '_')).join(' ');
  const me = view.seats[view.player!]!;
  const decision = view.decision ? `${words.prompt(view)!.text} [${view.decision.actions.length} actions]` : '-';
  return `${you.loyalty} at ${me.place}${me.position === null ? '' : `#${me.position}`} hand=[${hand}] row=[${known}] vote=${you.committedVote ? `[${you.committedVote.join(',')}]` : '-'} | ${decision}`;
}

/** A Tortuga 1667 playthrough as text. */
export function renderT1667Playthrough(config: T1667Config): string {
  return renderPlaythrough(game, config, {
    title: 'Tortuga 1667',
    log: (state) => state.log.flat(),
    describe: (state, entry) => words.narrate(game.viewFor(state, entry.to?.[0] ?? null, { logAfter: state.decisions }), entry).text,
    viewLine,
    decisions: (state) => state.decisions,
  });
}

/** The committed Tortuga 1667 playthroughs: a configuration and a file name each. */
export const T1667_PLAYTHROUGHS: readonly { readonly config: T1667Config; readonly file: string }[] = [
  { config: { players: 2, seed: 'playthrough-2' }, file: 't1667-2p.txt' },
  { config: { players: 5, seed: 'playthrough-5' }, file: 't1667-5p.txt' },
  { config: { players: 9, seed: 'playthrough-9' }, file: 't1667-9p.txt' },
  { config: { players: 6, seed: 'playthrough-stars', stars: 8 }, file: 't1667-6p-all-stars.txt' },
  { config: { players: 5, seed: 'playthrough-early', rules: 'early', timer: true }, file: 't1667-5p-early.txt' },
];
