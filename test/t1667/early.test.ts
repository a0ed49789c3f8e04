import { describe, expect, it } from 'vitest';
import { teamChests } from '../../src/t1667/board.js';
import { EVENT_CARDS } from '../../src/t1667/cards.js';
import type { EventKind, T1667Config, T1667State } from '../../src/t1667/types.js';
import { attackHands, edit, events, game, play, stacked, started } from '../support/t1667.js';

/** An early-edition game from a stacked deal, with the starting chests placed (JR first). */
function early(options: Parameters<typeof stacked>[0], extra: Partial<T1667Config> = {}): T1667State {
  const s = game.setup({ ...stacked(options), rules: 'early', ...extra });
  return play(s, { type: 'placeChest', player: s.ships.jr.crew[0]!, hold: 'french' }, { type: 'placeChest', player: s.ships.fd.crew[0]!, hold: 'british' });
}
const deck = (...row: EventKind[]): EventKind[] => [...row, 'pistol', 'spot', 'albatross', 'armada'];
const inPlay = (s: T1667State): EventKind[] => [...(s.row.filter((c) => c !== null) as EventKind[]), ...s.eventDeck];

describe('Tortuga 1667 early edition (rules: "early")', () => {
  it('T67-EARLY-PLAYERS: 4–9 players; with 2–3 no Albatross, and Cabin Fever is left out of the random stars', () => {
    for (let i = 0; i < 30; i++) {
      const cards = inPlay(game.setup({ players: 2 + (i % 2), seed: `e-small-${i}`, rules: 'early' }));
      expect(cards).not.toContain('albatross');
      expect(cards).not.toContain('fever');
    }
    // Only Cabin Fever: Façade stays in the random pick (7 candidates for 6 stars).
    const six = Array.from({ length: 10 }, (_, i) => inPlay(game.setup({ players: 3, seed: `e-six-${i}`, rules: 'early', stars: 6 })));
    expect(six.filter((cards) => cards.includes('facade')).length).toBeGreaterThan(5);
    expect(inPlay(game.setup({ players: 9, seed: 'e9', rules: 'early' })).filter((c) => c === 'albatross')).toHaveLength(3);
  });

  it('T67-EARLY-COUNTS: 4 Letters of Marque and 2 Pistols; three of the eight star cards', () => {
    const cards = inPlay(game.setup({ players: 6, seed: 'counts', rules: 'early' }));
    expect(cards.filter((c) => c === 'marque')).toHaveLength(4);
    expect(cards.filter((c) => c === 'pistol')).toHaveLength(2);
    expect(cards.filter((c) => EVENT_CARDS[c].category === 'star')).toHaveLength(3);
    expect(cards).toHaveLength(19);
  });

  it('T67-EARLY-MARQUE: the letter cannot be kept — move a player, or draw a card and put one on top of the vote deck', () => {
    let s = early({
      players: 4,
      eventDeck: deck('marque', 'spot', 'pistol', 'marque', 'spot'),
      hands: [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [9, 10, 11],
      ],
      deckTop: [12],
    });
    s = play(s, { type: 'reveal', player: 1, slot: 0 }); // nobody off the ships: only the draw
    expect(game.legalActions(s, 1)).toEqual([{ type: 'marqueDraw', player: 1 }]);
    s = play(s, { type: 'marqueDraw', player: 1 });
    expect(s.seats[1]!.hand).toEqual([3, 4, 5, 12]);
    expect(s.pending).toEqual({ kind: 'returnCard', player: 1 });
    s = play(s, { type: 'returnCard', player: 1, card: 3 });
    expect(s.voteDeck[s.voteDeck.length - 1]).toBe(3); // the top: the next vote's deck card
    expect(game.viewFor(s, 1).log.map((e) => e.event)).toContainEqual({ type: 'cardReturnedPrivate', player: 1, card: 3 });
    expect(JSON.stringify(game.viewFor(s, 2).log)).not.toContain('cardReturnedPrivate');
    s = play(s, { type: 'reveal', player: 2, slot: 1 }); // Black Spot: seat 2 to Tortuga
    s = play(s, { type: 'reveal', player: 3, slot: 3 }); // another letter: seat 2 is on Tortuga now
    expect(game.legalActions(s, 3)).toContainEqual({ type: 'marque', player: 3, target: 2, ship: 'fd' });
    expect(game.legalActions(s, 3).some((a) => a.type === 'keepMarque')).toBe(false);
  });

  it('T67-EARLY-MARQUE, T67-TURN-5: drawing from an empty vote deck draws nothing; with no card in hand there is none to return', () => {
    let s = early({ players: 4, eventDeck: deck('marque', 'spot', 'pistol', 'marque', 'spot') });
    s = edit(s, (d) => {
      d.voteDeck = [];
      d.seats[1]!.hand = [];
    });
    s = play(s, { type: 'reveal', player: 1, slot: 0 }, { type: 'marqueDraw', player: 1 });
    expect(s.seats[1]!.hand).toEqual([]);
    expect(events(s).some((e) => e.type === 'drew')).toBe(false);
    expect(events(s)).toContainEqual({ type: 'marqueDraw', player: 1 });
    expect(s.pending).toEqual({ kind: 'action', player: 2 });
  });

  it('T67-EARLY-ARMADA: the Armada is shuffled into the bottom five, and the row is never reshuffled', () => {
    for (let i = 0; i < 30; i++) {
      const s = game.setup({ players: 6, seed: `armada-${i}`, rules: 'early' });
      expect(s.eventDeck.slice(0, 5)).toContain('armada'); // the deck's bottom is its first element
    }
    const bottoms = Array.from({ length: 30 }, (_, i) => game.setup({ players: 6, seed: `armada-${i}`, rules: 'early' }).eventDeck.indexOf('armada'));
    expect(new Set(bottoms).size).toBe(5);
    let s = early({ players: 4, eventDeck: ['spot', 'pistol', 'marque', 'albatross', 'spot', 'armada'] });
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(s.row[0]).toBe('armada');
    expect(events(s).some((e) => e.type === 'rowReshuffled')).toBe(false);
    s = play(s, { type: 'reveal', player: 2, slot: 4 });
    expect(s.row[4]).toBeNull();
  });

  it('T67-EARLY-TORTUGA: Tortuga’s two chests start outside the areas, count for nobody, and a brawl places them', () => {
    let s = early({ players: 4 });
    expect(s.tortuga).toMatchObject({ british: 0, french: 0, unassigned: 2 });
    expect(teamChests(s)).toEqual({ british: 1, french: 1 });
    s = play(s, { type: 'maroon', player: 1, target: 3 }, { type: 'peek', player: 2, slots: [0, 1] }, { type: 'brawl', player: 3 });
    s = play(s, game.legalActions(s, 3)[0]!);
    expect(s.tortuga.unassigned).toBe(0);
    expect(s.tortuga.british + s.tortuga.french).toBe(2);
  });

  it('T67-EARLY-SETUP: the JR Captain places the starting chest first; the alternative set-up with intrigue', () => {
    const s = game.setup({ ...stacked({ players: 4 }), rules: 'early' });
    expect(s.pending).toEqual({ kind: 'placeChest', player: 1, ship: 'jr' });
    const t = play(s, { type: 'placeChest', player: 1, hold: 'british' });
    expect(t.pending).toEqual({ kind: 'placeChest', player: 0, ship: 'fd' });
    expect(play(t, { type: 'placeChest', player: 0, hold: 'french' }).pending).toEqual({ kind: 'action', player: 1 });
    const alt = game.setup({ ...stacked({ players: 4 }), rules: 'early', intrigue: true });
    expect([alt.galleon, alt.tortuga.unassigned, alt.ships.fd.british, alt.ships.jr.french]).toEqual([4, 2, 1, 1]);
    expect(alt.pending.kind).toBe('placePawn');
  });

  it('T67-EARLY-MAROON: marooned again on Tortuga, the owner chooses the vote card to lose', () => {
    let s = early({ players: 4, eventDeck: deck('spot', 'pistol', 'spot', 'marque', 'marque') });
    s = play(s, { type: 'maroon', player: 1, target: 3 }, { type: 'reveal', player: 2, slot: 1 }, { type: 'pistol', player: 2, target: 3 });
    expect(s.pending).toEqual({ kind: 'loseCard', player: 3 });
    const card = [...s.seats[3]!.hand].sort((a, b) => b - a)[0]!;
    s = play(s, { type: 'loseCard', player: 3, card });
    expect(s.seats[3]!.hand).not.toContain(card);
    expect(s.voteDeck[0]).toBe(card);
    expect(s.turn.player).toBe(3);
  });

  describe('T67-EARLY-ATLANTIS', () => {
    it('T67-EARLY-ATLANTIS: usable before any action, also between the two actions of a 2-player turn', () => {
      let s = edit(early({ players: 2 }), (d) => {
        d.seats[0]!.atlantis = 1;
      });
      s = play(s, { type: 'peek', player: 1, slots: [0, 1] });
      expect(game.legalActions(s, 0)).toEqual([{ type: 'atlantis', player: 0 }]);
    });

    it('T67-EARLY-ATLANTIS: the owner may join an attack on the other ship before any card is played', () => {
      let s = edit(early({ players: 4 }), (d) => {
        d.seats[2]!.atlantis = 1; // on the FD
      });
      s = play(s, { type: 'attack', player: 1 });
      expect(game.toAct(s)).toEqual([1, 2, 3]);
      const joined = play(s, { type: 'atlantis', player: 2 });
      expect(joined.pending).toMatchObject({ kind: 'vote', voters: [1, 3, 2] });
      const late = play(s, game.legalActions(s, 3)[0]!);
      expect(game.legalActions(late, 2)).toEqual([]);
    });

    it('T67-EARLY-ATLANTIS: in answer to a Captain’s maroon the target flees to the other ship, and the Captain acts again', () => {
      let s = edit(early({ players: 4 }), (d) => {
        d.seats[3]!.atlantis = 1; // JR [1, 3]
      });
      s = play(s, { type: 'maroon', player: 1, target: 3 });
      expect(game.legalActions(s, 3)).toEqual([
        { type: 'atlantis', player: 3 },
        { type: 'fountain', player: 3, use: false },
      ]);
      s = play(s, { type: 'atlantis', player: 3 });
      expect(s.ships.fd.crew).toEqual([0, 2, 3]);
      expect(s.pending).toEqual({ kind: 'action', player: 1 });
      expect(s.turn.actionsTaken).toBe(0);
      // The card is used up: discarded, and no second escape.
      expect(s.seats[3]!.atlantis).toBe(0);
      expect(s.discard).toContain('atlantis');
      expect(events(s)).toContainEqual({ type: 'atlantisEscape', player: 3, to: 'fd' });
      expect(events(s)).toContainEqual({ type: 'moved', player: 3, from: 'jr', to: 'fd', reason: 'atlantis' });
    });

    it('T67-EARLY-ATLANTIS: it answers only a Captain’s maroon, only with room on the other ship; in the official rules not at all', () => {
      const holder = (recipe: (d: T1667State) => void = () => {}) =>
        edit(early({ players: 7, eventDeck: deck('spot', 'pistol', 'spot', 'marque', 'marque') }), (d) => {
          d.seats[3]!.atlantis = 1; // FD [0, 2, 4, 6], JR [1, 3, 5]
          recipe(d);
        });
      // The other ship is full: no escape, the maroon happens.
      const full = play(
        holder((d) => {
          d.ships.fd.crew = [0, 2, 4, 6, 5];
          d.ships.jr.crew = [1, 3];
        }),
        { type: 'maroon', player: 1, target: 3 },
      );
      expect(full.tortuga.line).toEqual([3]);
      // A Pistol is no Captain's maroon: no escape.
      const pistol = play(holder(), { type: 'reveal', player: 1, slot: 1 }, { type: 'pistol', player: 1, target: 3 });
      expect(pistol.tortuga.line).toEqual([3]);
      // The official Atlantis does not answer a maroon.
      const official = edit(started(stacked({ players: 4 })), (d) => {
        d.seats[3]!.atlantis = 1;
      });
      const marooned = play(official, { type: 'maroon', player: 1, target: 3 });
      expect(marooned.tortuga.line).toEqual([3]);
      expect(marooned.seats[3]!.atlantis).toBe(1);
      // Holding a Fountain of Youth too, the official escape offers the Fountain only.
      const both = play(
        edit(official, (d) => {
          d.seats[3]!.fountain = 1;
        }),
        { type: 'maroon', player: 1, target: 3 },
      );
      expect(game.legalActions(both, 3)).toEqual([
        { type: 'fountain', player: 3, use: true },
        { type: 'fountain', player: 3, use: false },
      ]);
    });

    it('T67-EARLY-ATLANTIS: joining is for a vote only — not while the Captain of the other ship takes a chest after the attack', () => {
      const { hands, deckCard } = attackHands();
      let s = edit(early({ players: 4, hands, deckTop: [deckCard] }), (d) => {
        d.seats[2]!.atlantis = 1; // on the FD
      });
      s = play(s, { type: 'attack', player: 1 }, { type: 'vote', player: 1, cards: [hands[1]![0]!] }, { type: 'vote', player: 3, cards: [hands[3]![0]!] });
      expect(s.pending).toEqual({ kind: 'loot', player: 1, ship: 'jr' });
      expect(game.legalActions(s, 2)).toEqual([]);
      expect(game.toAct(s)).toEqual([1]);
    });

    it('T67-EARLY-ATLANTIS: joining is offered only for an attack or mutiny on the other ship, never for a brawl; the official rules never offer it', () => {
      const s = edit(early({ players: 4 }), (d) => {
        d.seats[2]!.atlantis = 1; // on the FD
        d.seats[3]!.atlantis = 1; // on the JR
      });
      const attack = play(s, { type: 'attack', player: 1 }); // on the JR: seat 2 may join, seat 3 is aboard already
      expect(game.legalActions(attack, 2)).toContainEqual({ type: 'atlantis', player: 2 });
      expect(game.legalActions(attack, 3).some((a) => a.type === 'atlantis')).toBe(false);
      const brawl = play(
        edit(s, (d) => {
          d.ships.jr.crew = [1];
          d.tortuga.line = [3];
        }),
        { type: 'peek', player: 1, slots: [0, 1] },
        { type: 'peek', player: 2, slots: [0, 1] },
        { type: 'brawl', player: 3 },
      );
      expect(brawl.pending).toMatchObject({ kind: 'vote', vote: 'brawl' });
      expect(game.legalActions(brawl, 2)).toEqual([]);
      const official = edit(play(started(stacked({ players: 4 })), { type: 'attack', player: 1 }), (d) => {
        d.seats[2]!.atlantis = 1;
      });
      expect(game.legalActions(official, 2)).toEqual([]);
    });

    it('T67-EARLY-ATLANTIS: a voter who joins with Atlantis votes only with cards in hand, and a Pirate Code makes them sit it out', () => {
      const joinWith = (recipe: (d: T1667State) => void): T1667State => {
        const s = edit(early({ players: 4 }), (d) => {
          d.seats[2]!.atlantis = 1; // on the FD
          recipe(d);
        });
        return play(play(s, { type: 'attack', player: 1 }), { type: 'atlantis', player: 2 });
      };
      expect(joinWith(() => {}).pending).toMatchObject({ kind: 'vote', voters: [1, 3, 2], choices: [null, null, null] });
      const empty = joinWith((d) => {
        d.seats[2]!.hand = [];
      });
      expect(empty.pending).toMatchObject({ kind: 'vote', voters: [1, 3] });
      expect(empty.ships.jr.crew).toContain(2);
      const code = joinWith((d) => {
        d.seats[2]!.pirateCode = 2;
      });
      expect(code.pending).toMatchObject({ kind: 'vote', voters: [1, 3] });
      expect(code.seats[2]!.pirateCode).toBe(1);
      expect(events(code)).toContainEqual({ type: 'codeSatOut', player: 2, left: 1 });
      expect(code.discard).not.toContain('code');
      const lastCode = joinWith((d) => {
        d.seats[2]!.pirateCode = 1;
      });
      expect(lastCode.seats[2]!.pirateCode).toBe(0);
      expect(lastCode.discard).toContain('code'); // its second missed vote uses the card up
    });

    it('T67-EARLY-ATLANTIS (ruling): joining a vote is not offered when the move would set off the Albatross', () => {
      const s = edit(early({ players: 4 }), (d) => {
        d.seats[2]!.atlantis = 1; // on the FD
        d.seats[2]!.albatross = 1;
        d.seats[3]!.albatross = 1; // on the JR
      });
      const voting = play(s, { type: 'attack', player: 1 });
      expect(game.legalActions(voting, 2)).toEqual([]);
      const alone = edit(s, (d) => {
        d.seats[3]!.albatross = 0;
      });
      expect(game.legalActions(play(alone, { type: 'attack', player: 1 }), 2)).toEqual([{ type: 'atlantis', player: 2 }]);
    });
  });

  it('T67-EARLY-FOUNTAIN: the Fountain of Youth does not answer a mutiny', () => {
    let s = edit(early({ players: 5 }), (d) => {
      d.seats[0]!.fountain = 1; // FD Captain
      d.seats[2]!.hand = [0, 1, 30]; // skulls
      d.seats[4]!.hand = [4, 5, 9];
    });
    s = play(
      s,
      { type: 'peek', player: 1, slots: [0, 1] },
      { type: 'mutiny', player: 2 },
      { type: 'vote', player: 2, cards: [30] },
      { type: 'vote', player: 4, cards: [4] },
    );
    expect(s.tortuga.line).toEqual([0]);
    expect(s.seats[0]!.fountain).toBe(1);
    // It still answers a Captain's maroon.
    const maroon = play(
      edit(early({ players: 4 }), (d) => {
        d.seats[3]!.fountain = 1; // JR [1, 3]
      }),
      { type: 'maroon', player: 1, target: 3 },
    );
    expect(maroon.pending).toEqual({ kind: 'escape', player: 3, cause: 'maroon' });
  });

  it('T67-EARLY-POWDER: Black Powder sinks both rowboats, the FD’s pawn marooned first', () => {
    let s = early({ players: 4, eventDeck: deck('spot', 'pistol', 'powder', 'spot', 'marque') });
    s = play(s, { type: 'row', player: 1, to: 'jrBoat' }, { type: 'row', player: 2, to: 'fdBoat' }, { type: 'reveal', player: 3, slot: 2 });
    expect(s.explodedBoats).toEqual(['fdBoat', 'jrBoat']);
    expect(s.tortuga.line).toEqual([2, 1]);
  });

  it('T67-EARLY-POWDER, T67-COMP-7: a Black Powder revealed again after the tie-breaker has no rowboat left to sink', () => {
    let s = edit(early({ players: 4, eventDeck: deck('spot', 'pistol', 'powder', 'spot', 'marque') }), (d) => {
      d.explodedBoats = ['fdBoat', 'jrBoat'];
    });
    s = play(s, { type: 'reveal', player: 1, slot: 2 });
    expect(s.explodedBoats).toEqual(['fdBoat', 'jrBoat']);
    expect(events(s).some((e) => e.type === 'boatExploded')).toBe(false);
    expect(s.pending).toEqual({ kind: 'action', player: 2 });
  });

  it('T67-EARLY-STORM: Stormy Seas on Tortuga puts its chests back outside the areas', () => {
    let s = edit(early({ players: 4, eventDeck: deck('storm', 'spot', 'pistol', 'spot', 'marque') }), (d) => {
      d.tortuga = { line: [1], british: 1, french: 1, unassigned: 1 };
      d.ships.jr.crew = [3];
      d.ships.fd.british = 0; // keep the chest count: the FD's British chest lies on Tortuga here
    });
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(s.tortuga).toMatchObject({ british: 0, french: 0, unassigned: 3 });
    expect(events(s)).toContainEqual({ type: 'storm', player: 1, place: 'tortuga', chests: 3 });
  });

  it('T67-EARLY-TIMER: the next player clockwise chooses the two cards a timed-out player must peek at', () => {
    let s = early({ players: 4 }, { timer: true });
    s = play(s, { type: 'timeout', player: 1 });
    expect(s.pending).toEqual({ kind: 'timeoutPeek', player: 2, target: 1 });
    s = play(s, { type: 'choosePeek', player: 2, slots: [2, 4] });
    expect(game.viewFor(s, 1).row.map((slot) => slot.known !== null)).toEqual([false, false, true, false, true]);
    expect(game.viewFor(s, 2).row.every((slot) => slot.known === null)).toBe(true);
    expect(s.turn.player).toBe(2);
  });
});
