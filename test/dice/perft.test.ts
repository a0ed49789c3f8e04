import { describe, expect, it } from 'vitest';
import { game, stackedDice } from '../support/dice.js';
import { perft } from '../support/perft.js';

describe('Tortuga dice perft (pinned counts of decision sequences)', () => {
  it('3 players, scripted first rolls: 33 = 11 + 14 + 8 keeps at depth 1', () => {
    // Seat 0 rolls ship, ship, skull, board, raid: 6 ship keeps (with or without the skull), 2 board,
    // 2 raid, 1 skull alone. Seat 1 (crew, skull, skull, treasure, board): 4 + 4 + 3 (board takes
    // two dice) + 3. Seat 2 (raid ×3, ship, crew): 6 raid keeps of one or two dice, 1 ship, 1 crew.
    const s = game.setup(
      stackedDice({
        players: 3,
        rolls: ['ship', 'ship', 'skull', 'board', 'raid', 'crew', 'skull', 'skull', 'treasure', 'board', 'raid', 'raid', 'raid', 'ship', 'crew'],
      }),
    );
    expect([1, 2, 3].map((depth) => perft(game as never, s, depth))).toEqual([33, 708, 7392]);
  });
});
