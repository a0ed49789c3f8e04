import { describe, expect, it } from 'vitest';
import { botFor, nextInt, seedRng, tortuga1667, type T1667State } from '../../src/index.js';
import { readNetwork, NetworkFileError } from '../../src/bots/network/network-file.js';
import { T1667_VALUE_WEIGHTS } from '../../src/bots/network/t1667-value-weights.js';
import { t1667LearnedEstimate, t1667ValueNetwork } from '../../src/bots/t1667-learned-value.js';
import { STATE_FEATURES } from '../../src/bots/t1667-state-features.js';
import { LEARNED_PLAYOUT_DEPTH, t1667SearchBot, T1667_SCORING } from '../../src/bots/search-bots.js';
import { searchLevelBot } from '../../src/bots/levels.js';

/** The states of a seeded game of medium bots, and who won it. */
function mediumGame(players: number, seed: string): { states: T1667State[]; winner: string } {
  const rng = seedRng(seed);
  const bots = Array.from({ length: players }, () => botFor(tortuga1667, 'medium'));
  let state = tortuga1667.setup({ players, seed });
  const states = [state];
  while (tortuga1667.outcome(state) === null) {
    const seats = tortuga1667.toAct(state);
    const who = seats[nextInt(rng, seats.length)]!;
    state = tortuga1667.apply(state, bots[who]!.choose(tortuga1667.viewFor(state, who), rng));
    states.push(state);
  }
  return { states, winner: tortuga1667.outcome(state)!.winner };
}

describe('the learned value (issue 49)', () => {
  const shipped = Object.keys(T1667_VALUE_WEIGHTS).map(Number);

  it('ships a value for every player count, each under 24 KB of base64, which passes its check and reads the state features', () => {
    expect(shipped).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    for (const players of shipped) {
      const file = T1667_VALUE_WEIGHTS[players]!;
      expect(file.name).toBe(`tortuga-1667/${players}/value@1`);
      expect(file.data.length).toBeLessThan(24_000);
      const network = t1667ValueNetwork(players)!;
      expect(network.inputs).toBe(STATE_FEATURES);
      expect(network.value.outputs).toBe(3);
    }
    expect(t1667ValueNetwork(10)).toBeNull();
  });

  it('damaged weights are refused on load, with the reason', () => {
    const file = T1667_VALUE_WEIGHTS[5]!;
    const flipped = file.data[100] === 'A' ? 'B' : 'A';
    expect(() => readNetwork({ ...file, data: file.data.slice(0, 100) + flipped + file.data.slice(101) })).toThrow(NetworkFileError);
    expect(() => readNetwork({ ...file, data: file.data.slice(0, 100) + flipped + file.data.slice(101) })).toThrow(/checksum/);
    expect(() => readNetwork({ ...file, extra: 1 })).toThrow(/extra/);
  });

  it('T67-END-2: over medium games it gives the team that goes on to win a higher chance than the others, more so near the end', () => {
    let early = 0;
    let late = 0;
    let counted = 0;
    for (const players of [3, 5, 7]) {
      for (let g = 0; g < 6; g++) {
        const { states, winner } = mediumGame(players, `value/${players}/${g}`);
        if (winner === 'draw') continue;
        const estimate = t1667LearnedEstimate(T1667_SCORING.estimate);
        const margin = (state: T1667State): number => {
          const seats = state.seats.map((s, seat) => ({ won: s.loyalty === winner, value: estimate(state, seat) }));
          const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
          return mean(seats.filter((s) => s.won).map((s) => s.value)) - mean(seats.filter((s) => !s.won).map((s) => s.value));
        };
        early += margin(states[Math.floor(states.length / 3)]!);
        late += margin(states[Math.floor((states.length * 9) / 10)]!);
        counted++;
      }
    }
    expect(counted).toBeGreaterThan(12);
    expect(late / counted).toBeGreaterThan(0.2);
    expect(late / counted).toBeGreaterThan(early / counted);
  });

  it('a search with an unknown value is refused by name; hard and expert judge cut-off playouts by the learned value', () => {
    expect(() => t1667SearchBot({ value: 'table' as 'chests' })).toThrow(/value is 'chests' or 'learned'/);
    const { states } = mediumGame(5, 'learned-level');
    const state = states[40]!;
    const seat = tortuga1667.toAct(state)[0]!;
    const view = tortuga1667.viewFor(state, seat);
    const settings = { hard: 4, expert: 6 } as const;
    for (const level of ['hard', 'expert'] as const) {
      const levelBot = searchLevelBot(tortuga1667, level, { iterations: 30 });
      const learned = t1667SearchBot({ iterations: 30, candidates: settings[level], value: 'learned', playoutDepth: LEARNED_PLAYOUT_DEPTH });
      const chests = t1667SearchBot({ iterations: 30, candidates: settings[level], playoutDepth: LEARNED_PLAYOUT_DEPTH });
      const found = levelBot.analyse(view, seedRng(level));
      expect(found).toEqual(learned.analyse(view, seedRng(level)));
      expect(found).not.toEqual(chests.analyse(view, seedRng(level)));
    }
  });
});
