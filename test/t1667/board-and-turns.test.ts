import { describe, expect, it } from 'vitest';
import { edit, events, game, play, stacked, started } from '../support/t1667.js';

describe('Tortuga 1667 seats, positions, roles and turns', () => {
  it('T67-SEAT-1: play passes clockwise, from the last seat back to seat 0', () => {
    let s = started(stacked({ players: 3 })); // FD [0, 2], JR [1]
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(s.turn.player);
      s = play(s, { type: 'peek', player: s.turn.player, slots: [0, 1] });
    }
    expect(order).toEqual([1, 2, 0, 1]);
  });

  it('T67-POS-1: every pawn is in exactly one place', () => {
    const s = started(stacked({ players: 9 }));
    const places = [...s.ships.fd.crew, ...s.ships.jr.crew, ...s.tortuga.line];
    expect(places.sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(game.viewFor(s, null).seats.map((seat) => seat.place)).toEqual(['fd', 'jr', 'fd', 'jr', 'fd', 'jr', 'fd', 'jr', 'fd']);
  });

  it('T67-POS-2: a move that would put a sixth pawn on a ship is not offered', () => {
    // 9 players: the FD holds five. Seat 1 (JR Captain, to act) sits in the FD's rowboat.
    const s = edit(started(stacked({ players: 9 })), (d) => {
      d.ships.jr.crew.splice(0, 1);
      d.rowboats.fdBoat = 1;
    });
    const rows = game.legalActions(s, 1).filter((a) => a.type === 'row');
    expect(rows).toEqual([{ type: 'row', player: 1, to: 'tortuga' }]);
    const problem = game.validate(s, { type: 'row', player: 1, to: 'fd' });
    expect(problem).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'T67-POS-2' });
  });

  it('T67-POS-2: a rowboat holds one pawn; Tortuga has no limit', () => {
    let s = started(stacked({ players: 4 })); // FD [0, 2], JR [1, 3]
    s = play(s, { type: 'row', player: 1, to: 'jrBoat' });
    expect(game.legalActions(s, 2).filter((a) => a.type === 'row')).toEqual([{ type: 'row', player: 2, to: 'fdBoat' }]);
    s = play(s, { type: 'row', player: 2, to: 'fdBoat' });
    // Seat 3 on the JR: its rowboat is taken, so it cannot row at all.
    expect(game.legalActions(s, 3).filter((a) => a.type === 'row')).toEqual([]);
    s = play(s, { type: 'peek', player: 3, slots: [0, 1] }, { type: 'peek', player: 0, slots: [0, 1] });
    s = play(s, { type: 'row', player: 1, to: 'tortuga' }, { type: 'row', player: 2, to: 'tortuga' });
    expect(s.tortuga.line).toEqual([1, 2]);
  });

  it('T67-POS-3: lines have no gaps — the pawns behind a leaving pawn move up', () => {
    let s = started(stacked({ players: 7 })); // FD [0, 2, 4, 6], JR [1, 3, 5]
    s = play(s, { type: 'peek', player: 1, slots: [0, 1] }); // seat 2's turn next
    s = play(s, { type: 'row', player: 2, to: 'fdBoat' });
    expect(s.ships.fd.crew).toEqual([0, 4, 6]);
  });

  it('T67-ROLE-1: Captain first, First Mate second, Cabin Boy last; alone, Captain and Cabin Boy; Governor first on Tortuga', () => {
    const s = started(stacked({ players: 3 })); // FD [0, 2], JR [1]
    const seats = game.viewFor(s, null).seats;
    expect(seats[0]!.roles).toEqual({ captain: 'fd', firstMate: null, cabinBoy: null, governor: false });
    expect(seats[2]!.roles).toEqual({ captain: null, firstMate: 'fd', cabinBoy: 'fd', governor: false });
    expect(seats[1]!.roles).toEqual({ captain: 'jr', firstMate: null, cabinBoy: 'jr', governor: false });
    const t = play(
      s,
      { type: 'row', player: 1, to: 'jrBoat' },
      { type: 'row', player: 2, to: 'fdBoat' },
      { type: 'peek', player: 0, slots: [0, 1] },
      { type: 'row', player: 1, to: 'tortuga' },
    );
    expect(game.viewFor(t, null).seats[1]!.roles.governor).toBe(true);
  });

  it('T67-ROLE-1: a pawn boarding an empty ship becomes its Captain', () => {
    let s = started(stacked({ players: 3 })); // JR [1]
    s = play(s, { type: 'row', player: 1, to: 'jrBoat' }, { type: 'peek', player: 2, slots: [0, 1] }, { type: 'peek', player: 0, slots: [0, 1] });
    s = play(s, { type: 'row', player: 1, to: 'jr' });
    expect(game.viewFor(s, null).seats[1]!.roles.captain).toBe('jr');
  });

  it('T67-ROLE-2: a player chooses an all-players action or an action of any role held', () => {
    const s = started(stacked({ players: 3 })); // seat 1 alone on the JR: Captain and Cabin Boy
    const types = new Set(game.legalActions(s, 1).map((a) => a.type));
    expect(types).toEqual(new Set(['peek', 'reveal', 'force', 'row', 'attack', 'smuggle']));
    expect(game.validate(s, { type: 'mutiny', player: 1 })).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'T67-ACT-MUTINY' });
  });

  it('T67-TURN-1: one action per turn, resolved fully before play goes on', () => {
    let s = started(stacked({ players: 4 })); // JR [1, 3]
    s = play(s, { type: 'attack', player: 1 });
    expect(s.turn.player).toBe(1);
    expect(game.toAct(s)).toEqual([1, 3]); // the vote belongs to seat 1's action
    s = play(s, game.legalActions(s, 1)[0]!, game.legalActions(s, 3)[0]!);
    if (s.pending.kind === 'loot') s = play(s, { type: 'declineChest', player: 1 });
    expect(s.turn.player).toBe(2);
  });

  it('T67-TURN-1: with 2 players each turn has two actions', () => {
    let s = started(stacked({ players: 2 }));
    expect(s.turn.player).toBe(1);
    s = play(s, { type: 'peek', player: 1, slots: [0, 1] });
    expect(s.pending).toEqual({ kind: 'action', player: 1 });
    expect(s.turn.actionsTaken).toBe(1);
    s = play(s, { type: 'peek', player: 1, slots: [2, 3] });
    expect(s.pending).toEqual({ kind: 'action', player: 0 });
  });

  it('T67-TURN-2: a seat that lost a turn is skipped once (both actions with 2 players)', () => {
    let s = edit(started(stacked({ players: 3 })), (d) => {
      d.seats[2]!.lostTurns = 1;
    });
    s = play(s, { type: 'peek', player: 1, slots: [0, 1] });
    expect(s.turn.player).toBe(0);
    expect(s.seats[2]!.lostTurns).toBe(0);
    expect(events(s)).toContainEqual({ type: 'turnLost', player: 2 });
    let two = edit(started(stacked({ players: 2 })), (d) => {
      d.seats[0]!.lostTurns = 1;
    });
    two = play(two, { type: 'peek', player: 1, slots: [0, 1] }, { type: 'peek', player: 1, slots: [0, 1] });
    expect(two.turn.player).toBe(1);
    expect(two.turn.actionsTaken).toBe(0);
  });

  it('T67-TURN-3: using a treasure card is not an action', () => {
    const s = edit(started(stacked({ players: 4 })), (d) => {
      d.seats[2]!.atlantis = 1; // seat 2 on the FD
    });
    const t = play(s, { type: 'atlantis', player: 2 });
    expect(t.turn).toEqual(s.turn);
    expect(t.pending).toEqual(s.pending);
    expect(t.ships.jr.crew).toEqual([1, 3, 2]);
  });

  it('T67-TURN-4: a played vote card cannot be taken back or changed', () => {
    let s = started(stacked({ players: 4 }));
    s = play(s, { type: 'attack', player: 1 });
    const first = game.legalActions(s, 1)[0]!;
    s = play(s, first);
    expect(game.legalActions(s, 1)).toEqual([]);
    expect(game.validate(s, game.legalActions(s, 3)[0]!)).toBeNull();
    expect(game.validate(s, { ...first })?.code).toBe('NOT_YOUR_DECISION');
  });

  it('T67-TURN-5: an empty vote deck adds no deck card to a vote', () => {
    // A user-supplied deck of exactly 6 cards for 2 players leaves the vote deck empty.
    const cards = Array.from({ length: 6 }, () => ({ cannon: 1, torch: 0, water: 0, british: 1, french: 0, skull: 1, wheel: 0 }));
    let s = game.setup({ players: 2, seed: 'empty', voteCards: cards, deal: { pawnOrder: [0, 1], loyalties: ['british', 'french'] } });
    s = play(s, { type: 'placeChest', player: 0, hold: 'british' }, { type: 'placeChest', player: 1, hold: 'british' });
    expect(s.voteDeck).toEqual([]);
    s = play(s, { type: 'attack', player: 1 });
    s = play(s, game.legalActions(s, 1)[0]!);
    const revealed = events(s).find((e) => e.type === 'voteRevealed');
    expect(revealed).toMatchObject({ deckCard: false, cards: [cards[0]] });
    expect(s.seats[1]!.hand).toHaveLength(3); // drew back its played card from under the deck
  });
});
