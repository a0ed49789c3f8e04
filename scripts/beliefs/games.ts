/**
 * Plays the seeded games the loyalty model is fitted and evaluated on: Tortuga 1667 at 3 to 9
 * players, each seat a random, heuristic or search bot drawn from the game's seed, so that some
 * behaviour carries no evidence and some is deliberate. Writes one record a line
 * (`{ players, seed, bots, actions }`) to `bench/beliefs/<set>-<from>.jsonl` (not committed: the
 * same command makes the same games).
 *
 * Usage: `tsx scripts/beliefs/games.ts <train|eval> <from> <to>` (game numbers; run ranges in
 * parallel processes, one a core).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { playBots, randomBot, t1667HeuristicBot, t1667SearchBot, type Bot } from '../../src/bots/index.js';
import { nextInt, seedRng } from '../../src/core/engine/rng.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import type { T1667Action } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';

export const KINDS = ['random', 'heuristic', 'search'] as const;

/** Game n of a set: its player count (3–9 in turn), seed and bots. */
export function gameSpec(set: string, n: number): { players: number; seed: string; bots: (typeof KINDS)[number][] } {
  const players = 3 + (n % 7);
  const seed = `beliefs-${set}/${n}`;
  const rng = seedRng(`${seed}/bots`);
  return { players, seed, bots: Array.from({ length: players }, () => KINDS[nextInt(rng, KINDS.length)]!) };
}

const make = (kind: (typeof KINDS)[number]): Bot<T1667View, T1667Action> =>
  kind === 'random' ? randomBot() : kind === 'heuristic' ? t1667HeuristicBot() : t1667SearchBot();

if (import.meta.url === `file://${process.argv[1]}`) {
  const [set, from, to] = [process.argv[2]!, Number(process.argv[3]), Number(process.argv[4])];
  if (set !== 'train' && set !== 'eval') throw new Error('usage: games.ts <train|eval> <from> <to>');
  const lines: string[] = [];
  for (let n = from; n < to; n++) {
    const spec = gameSpec(set, n);
    const { actions } = playBots(tortuga1667, { players: spec.players, seed: spec.seed }, spec.bots.map(make), spec.seed);
    lines.push(JSON.stringify({ ...spec, actions }));
    if ((n - from) % 20 === 19) process.stderr.write(`${set}: ${n + 1 - from} of ${to - from} games\n`);
  }
  writeFileSync(join(import.meta.dirname, '..', '..', 'bench', 'beliefs', `${set}-${from}.jsonl`), `${lines.join('\n')}\n`);
}
