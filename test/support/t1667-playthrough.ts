import { seedRng } from '../../src/core/rng.js';
import { describeEvent } from '../../src/t1667/narrate.js';
import type { LogEntry, T1667Config, T1667State } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { randomLegal } from './conformance.js';
import { game } from './t1667.js';

/** One line summing up what a seat sees: its secrets, its knowledge, its decision. */
function viewLine(view: T1667View): string {
  const you = view.you!;
  const hand = you.hand.map((c) => c.card).join(',');
  const known = view.row.map((slot) => (slot.faceDown ? (slot.known ?? '?') : '_')).join(' ');
  const me = view.seats[view.seat!]!;
  const decision = view.decision ? `${view.decision.prompt} [${view.decision.actions.length} actions]` : '-';
  return `${you.loyalty} at ${me.place}${me.position === null ? '' : `#${me.position}`} hand=[${hand}] row=[${known}] vote=${you.committedVote ? `[${you.committedVote.join(',')}]` : '-'} | ${decision}`;
}

function logLines(entries: readonly LogEntry[]): string[] {
  return entries.map((entry) => `${entry.to === undefined ? 'public' : `seat ${entry.to.join(',')}`}: ${describeEvent(entry.event)}`);
}

/**
 * A seeded random game written as text (after OpenSpiel's playthroughs): every action,
 * the log entries it produced (public and private), and every seat's view after it.
 * Committed files are compared in CI, so any change of behaviour shows as a diff.
 */
export function renderPlaythrough(config: T1667Config): string {
  const { players, seed } = config;
  const rng = seedRng(`${seed}/bots`);
  let state: T1667State = game.setup(config);
  const out: string[] = [`# Tortuga 1667 playthrough`, `config: ${JSON.stringify(config)}`, `bots: random legal decisions, seed "${seed}/bots"`, ''];
  let logged = 0;
  const step = (title: string): void => {
    const entries = state.log.flat();
    out.push(`## ${title}`, ...logLines(entries.slice(logged)));
    logged = entries.length;
    for (let seat = 0; seat < players; seat++) out.push(`view ${seat}: ${viewLine(game.viewFor(state, seat))}`);
    out.push('');
  };
  step('setup');
  while (game.outcome(state) === null) {
    const action = randomLegal(game, state, rng);
    state = game.apply(state, action);
    step(`decision ${state.decisions}: ${JSON.stringify(action)}`);
  }
  out.push('## final views', JSON.stringify(game.viewFor(state, null).outcome));
  for (let seat = 0; seat < players; seat++) {
    const { log: _log, ...rest } = game.viewFor(state, seat);
    out.push(`view ${seat}: ${JSON.stringify(rest)}`);
  }
  return out.join('\n') + '\n';
}

/** The committed playthroughs: a configuration and a file name each. */
export const PLAYTHROUGHS: readonly { readonly config: T1667Config; readonly file: string }[] = [
  { config: { players: 2, seed: 'playthrough-2' }, file: 't1667-2p.txt' },
  { config: { players: 5, seed: 'playthrough-5' }, file: 't1667-5p.txt' },
  { config: { players: 9, seed: 'playthrough-9' }, file: 't1667-9p.txt' },
  { config: { players: 6, seed: 'playthrough-stars', stars: 8 }, file: 't1667-6p-all-stars.txt' },
  { config: { players: 5, seed: 'playthrough-early', rules: 'early', timer: true }, file: 't1667-5p-early.txt' },
];
