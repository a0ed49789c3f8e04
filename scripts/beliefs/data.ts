/**
 * The data points of the loyalty-model scripts: game records replayed, and at chosen decisions
 * each seat's view, its evidence, and the truth about every seat whose card that view hides.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evidenceOf, type Evidence } from '../../src/bots/t1667-evidence.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import type { Loyalty, T1667Action, T1667State } from '../../src/t1667/types.js';
import { LOYALTIES } from '../../src/bots/t1667-belief-filter.js';

/** One seat's view at one decision: what it has read, what it sees, and the truth it is scored against. */
export interface Point {
  readonly players: number;
  /** The decision, and the game's length in decisions (for the phase: first, middle or last third). */
  readonly at: number;
  readonly length: number;
  readonly viewer: number;
  readonly evidence: Evidence[];
  /** Each seat's card as the view shows it (null when hidden). */
  readonly known: (Loyalty | null)[];
  /** Each seat's true loyalty now, as 0 British, 1 French, 2 Dutch. */
  readonly truth: number[];
  /** Which seat bots played (for the tables by table kind). */
  readonly bots: string[];
}

interface GameRecord {
  readonly players: number;
  readonly seed: string;
  readonly bots: string[];
  readonly actions: T1667Action[];
}

/** The records of a set, in game order. */
export function recordsOf(set: 'train' | 'eval'): GameRecord[] {
  const dir = join(import.meta.dirname, '..', '..', 'bench', 'beliefs');
  const files = readdirSync(dir).filter((file) => file.startsWith(`${set}-`) && file.endsWith('.jsonl'));
  if (files.length === 0) throw new Error(`No ${set} games in bench/beliefs: run scripts/beliefs/games.ts ${set} <from> <to> first.`);
  return files.flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as GameRecord),
  );
}

/** The data points of some records: every `every`-th decision, every seat that has a card hidden from it. */
export function pointsOf(records: readonly GameRecord[], every: number): Point[] {
  const out: Point[] = [];
  for (const record of records) {
    let state: T1667State = tortuga1667.setup({ players: record.players, seed: record.seed });
    const length = record.actions.length;
    record.actions.forEach((action, at) => {
      if (at % every === 0) {
        for (let viewer = 0; viewer < record.players; viewer++) {
          const view = tortuga1667.viewFor(state, viewer);
          const known = view.seats.map((seat) => seat.loyalty);
          if (!known.includes(null)) continue;
          const truth = state.seats.map((seat) => LOYALTIES.indexOf(seat.loyalty));
          out.push({ players: record.players, at, length, viewer, evidence: evidenceOf(view), known, truth, bots: record.bots });
        }
      }
      state = tortuga1667.apply(state, action);
    });
  }
  return out;
}
