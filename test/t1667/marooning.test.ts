import { describe, expect, it } from 'vitest';
import { teamChests } from '../../src/t1667/board.js';
import { edit, events, game, play, stacked, started } from '../support/t1667.js';

describe('Tortuga 1667 marooning and Tortuga (§7)', () => {
  it('T67-MAROON-1: a marooned pawn goes to the end of the Tortuga line (the Governor’s place when empty)', () => {
    let s = started(stacked({ players: 5 })); // FD [0, 2, 4], JR [1, 3]
    s = play(s, { type: 'maroon', player: 1, target: 3 });
    expect(s.tortuga.line).toEqual([3]);
    s = play(s, { type: 'reveal', player: 2, slot: 0 }); // Black Spot: seat 2 is marooned
    expect(s.tortuga.line).toEqual([3, 2]);
    expect(s.ships.fd.crew).toEqual([0, 4]);
  });

  it('T67-MAROON-2: marooned again on Tortuga — to the end of the line, and one random vote card goes under the vote deck', () => {
    let s = started(stacked({ players: 4 })); // FD [0, 2], JR [1, 3]
    s = play(s, { type: 'maroon', player: 1, target: 3 }, { type: 'reveal', player: 2, slot: 0 }); // T: [3, 2]
    s = play(s, { type: 'peek', player: 3, slots: [0, 1] }, { type: 'reveal', player: 0, slot: 1 }); // Pistol
    const handBefore = [...s.seats[3]!.hand];
    s = play(s, { type: 'pistol', player: 0, target: 3 });
    expect(s.tortuga.line).toEqual([2, 3]);
    expect(s.seats[3]!.hand).toHaveLength(2);
    const lost = handBefore.find((card) => !s.seats[3]!.hand.includes(card))!;
    expect(s.voteDeck[0]).toBe(lost); // the bottom of the vote deck
    const publicLog = game.viewFor(s, 0).log.map((e) => e.event);
    expect(publicLog).toContainEqual({ type: 'voteCardLost', player: 3 });
    expect(JSON.stringify(publicLog)).not.toContain('voteCardLostPrivate');
    expect(game.viewFor(s, 3).log.map((e) => e.event)).toContainEqual({ type: 'voteCardLostPrivate', player: 3, card: lost });
  });

  it('T67-MAROON-2: a player without vote cards loses nothing', () => {
    let s = started(stacked({ players: 4 }));
    s = play(s, { type: 'maroon', player: 1, target: 3 }, { type: 'peek', player: 2, slots: [0, 1] });
    s = edit(s, (d) => {
      d.seats[3]!.hand = [];
    });
    const rng = s.rng;
    s = play(s, { type: 'reveal', player: 3, slot: 0 }); // Black Spot on Tortuga
    expect(s.tortuga.line).toEqual([3]);
    expect(s.seats[3]!.hand).toEqual([]);
    expect(s.rng).toEqual(rng); // nothing drawn at random
    expect(s.pending).toEqual({ kind: 'action', player: 0 }); // the action is over
    expect(events(s).some((e) => e.type === 'voteCardLost')).toBe(false);
  });

  it('T67-MAROON-3: a pawn marooned from a rowboat loses no vote card', () => {
    let s = started(stacked({ players: 4 }));
    s = play(s, { type: 'row', player: 1, to: 'jrBoat' }, { type: 'reveal', player: 2, slot: 1 }, { type: 'pistol', player: 2, target: 1 });
    expect(s.tortuga.line).toEqual([1]);
    expect(s.rowboats.jrBoat).toBeNull();
    expect(s.seats[1]!.hand).toHaveLength(3);
  });

  it('T67-MAROON-4: chests stay in the holds of an empty ship and still count', () => {
    let s = started(stacked({ players: 3 }), 'british', 'french'); // JR [1] with a French chest
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(s.ships.jr.crew).toEqual([]);
    expect(s.ships.jr.french).toBe(1);
    expect(teamChests(s).french).toBe(2);
  });

  it('T67-HOLD-1: holds and Tortuga areas have no limit on chests', () => {
    // Seat 1 holds three cannons; a torch lies on top of the vote deck.
    const config = stacked({
      players: 3,
      hands: [
        [3, 4, 5],
        [0, 1, 2],
        [6, 7, 8],
      ],
      deckTop: [18],
    });
    let s = edit(started(config), (d) => {
      d.ships.jr.french = 4;
      d.galleon = 1;
    });
    s = play(s, { type: 'attack', player: 1 }, { type: 'vote', player: 1, cards: [0] });
    s = play(s, { type: 'takeChest', player: 1, from: 'galleon', into: 'french' });
    expect(s.ships.jr.french).toBe(5);
  });
});
