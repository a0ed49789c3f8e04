import type { BaseAction, BaseConfig, Game } from '../../src/core/engine/game.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { randomLegal } from './conformance.js';

/** What a playthrough reads of a log entry: who may see it. */
interface Entry {
  readonly to?: readonly number[];
}

/** How one game is written out in a playthrough. */
export interface PlaythroughFormat<S, V, E extends Entry> {
  readonly title: string;
  readonly log: (state: S) => readonly E[];
  /** One log entry in words: a public one as a spectator reads it, a private one as its (first) recipient does. */
  readonly describe: (state: S, entry: E) => string;
  readonly viewLine: (view: V) => string;
  readonly decisions: (state: S) => number;
}

/**
 * A seeded random game written as text (after OpenSpiel's playthroughs): every action, the
 * log entries it produced (public and private), and every seat's view after it. Committed
 * files are compared in CI, so any change of behaviour shows as a diff someone approves.
 */
export function renderPlaythrough<C extends BaseConfig, S, A extends BaseAction, V, O, E extends Entry>(
  game: Game<C, S, A, V, O>,
  config: C,
  format: PlaythroughFormat<S, V, E>,
): string {
  const { players, seed } = config;
  const rng = seedRng(`${seed}/bots`);
  let state = game.setup(config);
  const out: string[] = [`# ${format.title} playthrough`, `config: ${JSON.stringify(config)}`, `bots: random legal decisions, seed "${seed}/bots"`, ''];
  let logged = 0;
  const section = (title: string): void => {
    const entries = format.log(state);
    out.push(`## ${title}`);
    for (const entry of entries.slice(logged))
      out.push(`${entry.to === undefined ? 'public' : `seat ${entry.to.join(',')}`}: ${format.describe(state, entry)}`);
    logged = entries.length;
    for (let seat = 0; seat < players; seat++) out.push(`view ${seat}: ${format.viewLine(game.viewFor(state, seat))}`);
    out.push('');
  };
  section('setup');
  while (game.outcome(state) === null) {
    const action = randomLegal(game as unknown as Game<BaseConfig, S, A, unknown, unknown>, state, rng);
    state = game.apply(state, action);
    section(`decision ${format.decisions(state)}: ${JSON.stringify(action)}`);
  }
  out.push('## outcome', JSON.stringify(game.outcome(state)));
  for (let seat = 0; seat < players; seat++) {
    const { log: _log, ...rest } = game.viewFor(state, seat) as V & { log: unknown };
    out.push(`view ${seat}: ${JSON.stringify(rest)}`);
  }
  return out.join('\n') + '\n';
}
