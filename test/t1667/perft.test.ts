import { describe, expect, it } from 'vitest';
import { perft } from '../support/perft.js';
import { game, stacked, started } from '../support/t1667.js';

describe('Tortuga 1667 perft (pinned counts of decision sequences)', () => {
  it('4 players from set-up: 2 chest placements, then 2, then 48 turn actions of the JR Captain', () => {
    // 48 = 10 peeks + 5 reveals + 30 forces (10 pairs × 3 targets) + 1 row + attack + 1 maroon.
    const s = game.setup(stacked({ players: 4 }));
    expect([1, 2, 3, 4].map((depth) => perft(game as never, s, depth))).toEqual([2, 4, 192, 3168]);
  });

  it('6 players after the chests, with treasure cards and an Albatross in the row', () => {
    const s = started(stacked({ players: 6, eventDeck: ['marque', 'pistol', 'atlantis', 'spot', 'albatross', 'eldorado', 'fountain', 'armada'] }));
    expect([1, 2, 3].map((depth) => perft(game as never, s, depth))).toEqual([69, 1191, 21423]);
  });

  it('4 players with all eight star cards in the row and deck', () => {
    // Depth 2 = 10 peeks × 48 + reveals (3 Crow's Nest targets + 3 Cabin Fever targets + 2 boats
    // + 48 after Eight Bells + 48 after Façade) + 30 forces × 2 picks + 48 after rowing
    // + 6 attack votes + 48 after a maroon = 746.
    const s = started(stacked({ players: 4, eventDeck: ['crow', 'fever', 'powder', 'bells', 'facade', 'code', 'scurvy', 'storm', 'armada'] }));
    expect([1, 2, 3].map((depth) => perft(game as never, s, depth))).toEqual([48, 746, 11961]);
  });
});
