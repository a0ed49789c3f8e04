import { tortuga1667States } from '../../src/t1667/states.js';
import { describe, expect, it } from 'vitest';
import type { EventKind } from '../../src/t1667/types.js';
import { edit, events, face, game, play, stacked, started } from '../support/t1667.js';

/** A stacked deck: the given row, then plain cards, then the Armada. */
const deck = (...row: EventKind[]): EventKind[] => [...row, 'pistol', 'marque', 'albatross', 'armada'];

describe('Tortuga 1667 star cards (§8)', () => {
  it('T67-EVT-POWDER: the revealer blows up a rowboat of their choice; its pawn is marooned without losing a card; the boat is gone for good', () => {
    let s = started(stacked({ players: 4, eventDeck: deck('spot', 'powder', 'pistol', 'spot', 'spot') })); // FD [0, 2], JR [1, 3]
    s = play(s, { type: 'row', player: 1, to: 'jrBoat' }, { type: 'reveal', player: 2, slot: 1 });
    expect(game.legalActions(s, 2)).toEqual([
      { type: 'powder', player: 2, boat: 'fdBoat' },
      { type: 'powder', player: 2, boat: 'jrBoat' },
    ]);
    s = play(s, { type: 'powder', player: 2, boat: 'jrBoat' });
    expect(s.explodedBoats).toEqual(['jrBoat']);
    expect(s.tortuga.line).toEqual([1]);
    expect(events(s)).toEqual(
      expect.arrayContaining([
        { type: 'boatExploded', player: 2, boat: 'jrBoat' },
        { type: 'marooned', player: 1, from: 'jrBoat', reason: 'powder' },
      ]),
    );
    // An empty rowboat: blown up, nobody marooned.
    let empty = started(stacked({ players: 4, eventDeck: deck('powder', 'spot', 'pistol', 'spot', 'spot') }));
    empty = play(empty, { type: 'reveal', player: 1, slot: 0 }, { type: 'powder', player: 1, boat: 'fdBoat' });
    expect(events(empty).some((e) => e.type === 'marooned')).toBe(false);
    expect(empty.pending).toEqual({ kind: 'action', player: 2 });
    expect(s.seats[1]!.hand).toHaveLength(3);
    expect(game.legalActions(s, 3).filter((a) => a.type === 'row')).toEqual([]); // the JR's boat is gone
    expect(game.viewFor(s, null).explodedBoats).toEqual(['jrBoat']);
  });

  it('T67-EVT-POWDER (ruling): only the rowboat is disabled — a Letter of Marque still brings pawns to its ship', () => {
    let s = started(stacked({ players: 4, eventDeck: deck('powder', 'marque', 'pistol', 'spot', 'spot') }));
    s = play(s, { type: 'reveal', player: 1, slot: 0 }, { type: 'powder', player: 1, boat: 'jrBoat' });
    s = play(s, { type: 'reveal', player: 2, slot: 2 }, { type: 'pistol', player: 2, target: 3 }); // seat 3 to Tortuga
    s = play(s, { type: 'reveal', player: 3, slot: 1 });
    expect(game.legalActions(s, 3)).toContainEqual({ type: 'marque', player: 3, target: 3, ship: 'jr' });
  });

  it('T67-COMP-7: there is one explosion token — once it is used no rowboat is left to choose for it', () => {
    let s = started(stacked({ players: 4, eventDeck: deck('powder', 'spot', 'pistol', 'spot', 'spot') }));
    s = play(s, { type: 'reveal', player: 1, slot: 0 }, { type: 'powder', player: 1, boat: 'fdBoat' });
    expect(s.explodedBoats).toEqual(['fdBoat']);
    expect(game.legalActions(s, 2).filter((a) => a.type === 'row')).toEqual([]);
    expect(s.discard).toContain('powder');
  });

  it('T67-COMP-7: a Black Powder revealed again (after the tie-breaker’s reshuffle) has no effect — the one token already lies on a rowboat', () => {
    let s = edit(started(stacked({ players: 4, eventDeck: deck('powder', 'spot', 'pistol', 'spot', 'spot') })), (d) => {
      d.explodedBoats = ['fdBoat'];
    });
    s = play(s, { type: 'row', player: 1, to: 'jrBoat' }, { type: 'reveal', player: 2, slot: 0 });
    expect(s.explodedBoats).toEqual(['fdBoat']);
    expect(s.rowboats.jrBoat).toBe(1);
    expect(s.pending).toEqual({ kind: 'action', player: 3 });
    expect(s.discard).toContain('powder');
  });

  it('T67-EVT-FEVER: two loyalty cards are shuffled and dealt back; each player sees only their own new card', () => {
    let s = started(stacked({ players: 4, seed: 'fever', eventDeck: deck('fever', 'spot', 'pistol', 'spot', 'spot') })); // seat 1 French, seat 2 British
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(game.legalActions(s, 1)).toEqual([0, 2, 3].map((target) => ({ type: 'fever', player: 1, target })));
    s = play(s, { type: 'fever', player: 1, target: 2 });
    expect([s.seats[1]!.loyalty, s.seats[2]!.loyalty].sort()).toEqual(['british', 'french']);
    expect(game.viewFor(s, 1).you?.loyalty).toBe(s.seats[1]!.loyalty);
    expect(game.viewFor(s, 1).seats[2]!.loyalty).toBeNull();
    expect(game.viewFor(s, 3).seats[1]!.loyalty).toBeNull();
    expect(game.viewFor(s, 1).log.map((e) => e.event)).toContainEqual({ type: 'loyaltySeen', player: 1, loyalty: s.seats[1]!.loyalty });
    expect(JSON.stringify(game.viewFor(s, 0).log)).not.toContain('loyaltySeen');
    // T67-OPT-OPEN: with every loyalty card open, the cards dealt back stay open.
    let open = game.setup({ ...stacked({ players: 4, seed: 'fever', eventDeck: deck('fever', 'spot', 'pistol', 'spot', 'spot') }), openLoyalties: 'all' });
    open = play(
      open,
      { type: 'placeChest', player: 0, hold: 'british' },
      { type: 'placeChest', player: 1, hold: 'french' },
      { type: 'reveal', player: 1, slot: 0 },
      { type: 'fever', player: 1, target: 2 },
    );
    expect(open.seats.map((seat) => seat.loyaltyOpen)).toEqual([true, true, true, true]);
  });

  describe('T67-EVT-CROW', () => {
    const hands = [
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [9, 10, 11],
    ];
    const crowGame = () => started(stacked({ players: 4, hands, eventDeck: deck('crow', 'spot', 'pistol', 'spot', 'spot') }));

    it('T67-EVT-CROW: the revealer takes the target’s cards, searches the whole deck and picks their new hand; the deck is shuffled', () => {
      let s = play(crowGame(), { type: 'reveal', player: 1, slot: 0 }, { type: 'crow', player: 1, target: 3 });
      expect(s.seats[3]!.hand).toEqual([]);
      expect(s.pending).toMatchObject({ kind: 'crowSearch', player: 1, target: 3, count: 3 });
      const search = game.viewFor(s, 1).you?.crowSearch;
      expect(search?.deck.map((c) => c.card)).toEqual([9, 10, 11, ...Array.from({ length: 20 }, (_, i) => 12 + i)]);
      expect(game.viewFor(s, 3).you?.crowSearch).toBeNull();
      expect(game.viewFor(s, 1).log.map((e) => e.event)).toContainEqual({ type: 'crowFormerHand', player: 1, target: 3, cards: [9, 10, 11] });
      expect(game.validate(s, { type: 'crowPick', player: 1, card: 4 })).toMatchObject({ rule: 'T67-EVT-CROW' }); // in seat 1's own hand
      expect(game.legalActions(s, 1).map((a) => (a.type === 'crowPick' ? a.card : -1))).toEqual([...s.voteDeck].sort((a, b) => a - b)); // lowest number first
      s = play(s, { type: 'crowPick', player: 1, card: 30 }, { type: 'crowPick', player: 1, card: 9 }, { type: 'crowPick', player: 1, card: 20 });
      expect(s.seats[3]!.hand).toEqual([9, 20, 30]);
      expect(s.voteDeck).toHaveLength(20);
      expect(s.pending).toEqual({ kind: 'action', player: 2 });
      expect(game.viewFor(s, 1).you?.knownHand).toEqual({ target: 3, cards: [9, 20, 30] });
      expect(game.viewFor(s, 3).log.map((e) => e.event)).toContainEqual({ type: 'crowNewHand', player: 1, target: 3, cards: [9, 20, 30] });
      expect(game.viewFor(s, 2).you?.knownHand).toBeNull();
    });

    it('T67-EVT-CROW: the searcher remembers the hand it chose only until that hand changes', () => {
      let s = play(crowGame(), { type: 'reveal', player: 1, slot: 0 }, { type: 'crow', player: 1, target: 3 });
      s = play(s, { type: 'crowPick', player: 1, card: 12 }, { type: 'crowPick', player: 1, card: 13 }, { type: 'crowPick', player: 1, card: 14 });
      s = play(s, { type: 'peek', player: 2, slots: [0, 1] });
      expect(game.viewFor(s, 1).you?.knownHand).toEqual({ target: 3, cards: [12, 13, 14] });
      s = play(s, { type: 'reveal', player: 3, slot: 1 }); // Black Spot: seat 3 marooned from the ship, hand unchanged
      expect(game.viewFor(s, 1).you?.knownHand).not.toBeNull();
      s = play(s, { type: 'peek', player: 0, slots: [0, 1] }, { type: 'attack', player: 1 });
      s = play(s, { type: 'vote', player: 1, cards: [[...s.seats[1]!.hand].sort((a, b) => a - b)[0]!] });
      expect(game.viewFor(s, 1).you?.knownHand).toEqual({ target: 3, cards: [12, 13, 14] }); // seat 3 is not on the JR
      const changed = edit(s, (d) => {
        d.pending = { kind: 'action', player: 3 };
      });
      const after = play(changed, { type: 'brawl', player: 3 }, { type: 'vote', player: 3, cards: [12] });
      expect(game.viewFor(after, 1).you?.knownHand).toBeNull();
    });

    it('T67-EVT-CROW: a target without vote cards gets none', () => {
      let s = edit(crowGame(), (d) => {
        d.voteDeck.push(...d.seats[3]!.hand);
        d.seats[3]!.hand = [];
      });
      s = play(s, { type: 'reveal', player: 1, slot: 0 }, { type: 'crow', player: 1, target: 3 });
      expect(s.seats[3]!.hand).toEqual([]);
      expect(s.pending).toEqual({ kind: 'action', player: 2 });
      expect(s.seats[1]!.knownHand).toBeNull(); // nothing to remember
      expect(events(s).some((e) => e.type === 'crowNewHand')).toBe(false);
    });

    it('T67-EVT-CROW: the searcher sees the target’s former hand lowest number first, whatever its order', () => {
      const s = play(
        started(stacked({ players: 4, hands: [hands[0]!, hands[1]!, hands[2]!, [11, 9, 10]], eventDeck: deck('crow', 'spot', 'pistol', 'spot', 'spot') })),
        { type: 'reveal', player: 1, slot: 0 },
        { type: 'crow', player: 1, target: 3 },
      );
      expect(game.viewFor(s, 1).log.map((e) => e.event)).toContainEqual({ type: 'crowFormerHand', player: 1, target: 3, cards: [9, 10, 11] });
    });
  });

  it('T67-EVT-BELLS: the pawns where the revealer is are placed again in random order; nothing alone or in a rowboat', () => {
    let s = started(stacked({ players: 7, seed: 'bells', eventDeck: deck('spot', 'bells', 'pistol', 'spot', 'spot') })); // FD [0, 2, 4, 6]
    s = play(s, { type: 'peek', player: 1, slots: [0, 1] }, { type: 'reveal', player: 2, slot: 1 });
    expect([...s.ships.fd.crew].sort()).toEqual([0, 2, 4, 6]);
    const rung = events(s).find((e) => e.type === 'bellsRung');
    expect(rung).toMatchObject({ type: 'bellsRung', player: 2, place: 'fd', order: s.ships.fd.crew });
    let alone = started(stacked({ players: 3, eventDeck: deck('bells', 'spot', 'pistol', 'spot', 'spot') })); // JR [1]
    alone = play(alone, { type: 'reveal', player: 1, slot: 0 });
    expect(events(alone).some((e) => e.type === 'bellsRung')).toBe(false);
    let boat = started(stacked({ players: 3, eventDeck: deck('spot', 'bells', 'pistol', 'spot', 'spot') }));
    boat = play(
      boat,
      { type: 'row', player: 1, to: 'jrBoat' },
      { type: 'peek', player: 2, slots: [0, 1] },
      { type: 'peek', player: 0, slots: [0, 1] },
      { type: 'reveal', player: 1, slot: 1 },
    );
    expect(events(boat).some((e) => e.type === 'bellsRung')).toBe(false);
    expect(boat.tortuga.line).toEqual([]);
    // Two pawns are enough to be placed again.
    let two = started(stacked({ players: 4, eventDeck: deck('bells', 'spot', 'pistol', 'spot', 'spot') })); // JR [1, 3]
    two = play(two, { type: 'reveal', player: 1, slot: 0 });
    expect(events(two).find((e) => e.type === 'bellsRung')).toMatchObject({ player: 1, place: 'jr', order: two.ships.jr.crew });
    // From a rowboat, the pawns on Tortuga stay where they are.
    let fromBoat = edit(started(stacked({ players: 5, seed: 'bells', eventDeck: deck('spot', 'bells', 'pistol', 'spot', 'spot') })), (d) => {
      d.ships.fd.crew = [0];
      d.tortuga.line = [2, 4];
    });
    fromBoat = play(
      fromBoat,
      { type: 'row', player: 1, to: 'jrBoat' },
      { type: 'force', player: 2, slots: [0, 1], target: 1 },
      { type: 'pick', player: 1, slot: 1 },
    );
    expect(fromBoat.tortuga.line).toEqual([2, 4]);
    expect(events(fromBoat).some((e) => e.type === 'bellsRung')).toBe(false);
  });

  it('T67-EVT-FACADE: the revealer swaps places with the player to their right, wherever both are; the Albatross is checked after', () => {
    let s = started(stacked({ players: 4, eventDeck: deck('facade', 'spot', 'pistol', 'spot', 'spot') }));
    s = play(s, { type: 'reveal', player: 1, slot: 0 }); // seat 1's right is seat 0
    expect(s.ships.fd.crew).toEqual([1, 2]);
    expect(s.ships.jr.crew).toEqual([0, 3]);
    let bomb = edit(started(stacked({ players: 4, eventDeck: deck('spot', 'facade', 'pistol', 'spot', 'spot') })), (d) => {
      d.seats[0]!.albatross = 1; // FD [0, 2]
      d.seats[3]!.albatross = 1; // JR [1, 3]
      d.rowboats.jrBoat = 3;
      d.ships.jr.crew = [1];
    });
    bomb = play(bomb, { type: 'peek', player: 1, slots: [0, 1] }, { type: 'peek', player: 2, slots: [0, 1] }, { type: 'reveal', player: 3, slot: 1 }); // seat 3 swaps with seat 2
    expect(bomb.rowboats.jrBoat).toBe(2);
    expect(bomb.ships.fd.crew).toEqual([]);
    expect(bomb.tortuga.line).toEqual([3, 0]);
  });

  it('T67-EVT-FACADE: two pawns of one ship swap places in one new line; the old state keeps its line and the other ship is shared', () => {
    const before = tortuga1667States.loadState(
      edit(started(stacked({ players: 4, eventDeck: deck('facade', 'spot', 'pistol', 'spot', 'spot') })), (d) => {
        d.ships.fd.crew = [0, 1]; // seat 1 (to act) and seat 0, its right-hand neighbour, on the FD
        d.ships.jr.crew = [2, 3];
      }),
    );
    const after = play(before, { type: 'reveal', player: 1, slot: 0 });
    expect(after.ships.fd.crew).toEqual([1, 0]);
    expect(before.ships.fd.crew).toEqual([0, 1]);
    expect(after.ships.jr).toBe(before.ships.jr);
  });

  it('T67-EVT-CODE: the holder sits out the next two votes they would play in, may still call votes, then discards it', () => {
    let s = started(stacked({ players: 4, eventDeck: deck('code', 'spot', 'pistol', 'spot', 'spot') })); // JR [1, 3]
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(game.viewFor(s, null).seats[1]!.pirateCode).toBe(2);
    expect(s.discard).not.toContain('code'); // kept face up, not discarded
    expect(events(s)).toContainEqual({ type: 'codeKept', player: 1 });
    s = play(s, { type: 'peek', player: 2, slots: [0, 1] }, { type: 'peek', player: 3, slots: [0, 1] }, { type: 'peek', player: 0, slots: [0, 1] });
    s = play(s, { type: 'attack', player: 1 });
    expect(s.pending).toMatchObject({ kind: 'vote', voters: [3] });
    expect(events(s)).toContainEqual({ type: 'codeSatOut', player: 1, left: 1 });
    s = play(s, game.legalActions(s, 3)[0]!);
    if (s.pending.kind === 'loot') s = play(s, { type: 'declineChest', player: 1 });
    s = play(
      s,
      { type: 'peek', player: 2, slots: [0, 1] },
      { type: 'peek', player: 3, slots: [0, 1] },
      { type: 'peek', player: 0, slots: [0, 1] },
      { type: 'attack', player: 1 },
    );
    expect(events(s)).toContainEqual({ type: 'codeSatOut', player: 1, left: 0 });
    expect(s.seats[1]!.pirateCode).toBe(0);
    expect(s.discard).toContain('code');
  });

  it('T67-EVT-CODE (ruling): when every voter sits out, the deck card alone decides the vote at once', () => {
    let s = edit(started(stacked({ players: 3 })), (d) => {
      d.seats[1]!.pirateCode = 2; // seat 1 alone on the JR
    });
    const deckCard = s.voteDeck.at(-1)!;
    s = play(s, { type: 'attack', player: 1 });
    const revealed = events(s).find((e) => e.type === 'voteRevealed');
    expect(revealed).toMatchObject({ vote: 'attack', deckCard: true, cards: [face(deckCard)] });
    expect(face(deckCard).water).toBe(1); // the water wins: the attack fails and the turn passes
    expect(s.pending).toEqual({ kind: 'action', player: 2 });
  });

  it('T67-EVT-CODE (ruling): a vote counts as missed only if the holder would have played a card', () => {
    let s = edit(started(stacked({ players: 4 })), (d) => {
      d.seats[3]!.pirateCode = 2;
      d.voteDeck.push(...d.seats[3]!.hand);
      d.seats[3]!.hand = [];
    });
    s = play(s, { type: 'attack', player: 1 });
    expect(s.seats[3]!.pirateCode).toBe(2);
  });

  it('T67-EVT-SCURVY: everyone where the revealer is loses their next turn, even after moving; in a rowboat only the revealer', () => {
    let s = started(stacked({ players: 5, eventDeck: deck('scurvy', 'spot', 'pistol', 'spot', 'spot') })); // FD [0, 2, 4], JR [1, 3]
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(events(s)).toContainEqual({ type: 'scurvy', player: 1, players: [1, 3] });
    s = play(s, { type: 'peek', player: 2, slots: [0, 1] }); // seat 3 is skipped
    expect(s.turn.player).toBe(4);
    s = play(s, { type: 'peek', player: 4, slots: [0, 1] }, { type: 'peek', player: 0, slots: [0, 1] }); // seat 1 is skipped
    expect(s.turn.player).toBe(2);
    let boat = started(stacked({ players: 4, eventDeck: deck('spot', 'scurvy', 'pistol', 'spot', 'spot') }));
    boat = play(boat, { type: 'row', player: 1, to: 'jrBoat' }, { type: 'force', player: 2, slots: [0, 1], target: 1 }, { type: 'pick', player: 1, slot: 1 });
    expect(events(boat)).toContainEqual({ type: 'scurvy', player: 1, players: [1] });
    // On Tortuga: everyone in its line.
    let island = edit(started(stacked({ players: 4, eventDeck: deck('scurvy', 'spot', 'pistol', 'spot', 'spot') })), (d) => {
      d.ships.jr.crew = [3];
      d.ships.fd.crew = [0];
      d.tortuga.line = [2, 1];
    });
    island = play(island, { type: 'reveal', player: 1, slot: 0 });
    expect(events(island)).toContainEqual({ type: 'scurvy', player: 1, players: [2, 1] });
    expect(island.turn.player).toBe(3); // seat 2's turn was lost at once
    expect(island.seats.map((seat) => seat.lostTurns)).toEqual([0, 1, 0, 0]);
  });

  it('T67-EVT-SCURVY: players who lost a turn still vote in votes others call', () => {
    let s = edit(started(stacked({ players: 4 })), (d) => {
      d.seats[3]!.lostTurns = 1;
    });
    s = play(s, { type: 'attack', player: 1 });
    expect(s.pending).toMatchObject({ kind: 'vote', voters: [1, 3] });
  });

  it('T67-EVT-SCURVY (ruling): with 2 players, Scurvy in a turn’s first action leaves its second; both actions of the next turn are lost', () => {
    let s = started(stacked({ players: 2, eventDeck: deck('scurvy', 'spot', 'pistol', 'spot', 'spot') })); // FD [0], JR [1]
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(s.pending).toEqual({ kind: 'action', player: 1 });
    s = play(s, { type: 'peek', player: 1, slots: [0, 1] });
    s = play(s, { type: 'peek', player: 0, slots: [0, 1] }, { type: 'peek', player: 0, slots: [0, 1] });
    expect(s.turn.player).toBe(0); // seat 1 lost its whole turn
    expect(s.turn.actionsTaken).toBe(0);
  });

  it('T67-EVT-STORM: the chests on the revealer’s ship go back to the galleon; on Tortuga one chest per area; nothing in a rowboat or on an empty ship', () => {
    let s = started(stacked({ players: 4, eventDeck: deck('storm', 'spot', 'pistol', 'spot', 'spot') })); // JR has a French chest
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(s.ships.jr).toMatchObject({ british: 0, french: 0 });
    expect(s.galleon).toBe(5);
    expect(events(s)).toContainEqual({ type: 'storm', player: 1, place: 'jr', chests: 1 });
    // An empty ship: nothing happens, nothing is logged.
    let empty = edit(started(stacked({ players: 4, eventDeck: deck('storm', 'spot', 'pistol', 'spot', 'spot') })), (d) => {
      d.ships.jr.french = 0;
      d.galleon = 5;
    });
    empty = play(empty, { type: 'reveal', player: 1, slot: 0 });
    expect(events(empty).some((e) => e.type === 'storm')).toBe(false);
    let island = edit(started(stacked({ players: 4, eventDeck: deck('storm', 'spot', 'pistol', 'spot', 'spot') })), (d) => {
      d.tortuga = { line: [1], british: 2, french: 0, unassigned: 0 };
      d.ships.jr.crew = [3];
    });
    island = play(island, { type: 'reveal', player: 1, slot: 0 });
    expect(island.tortuga).toMatchObject({ british: 1, french: 1 });
    expect(events(island)).toContainEqual({ type: 'storm', player: 1, place: 'tortuga', chests: 2 });
    let boat = started(stacked({ players: 4, eventDeck: deck('spot', 'storm', 'pistol', 'spot', 'spot') }));
    boat = play(boat, { type: 'row', player: 1, to: 'jrBoat' }, { type: 'force', player: 2, slots: [0, 1], target: 1 }, { type: 'pick', player: 1, slot: 1 });
    expect(events(boat).some((e) => e.type === 'storm')).toBe(false);
  });
});
