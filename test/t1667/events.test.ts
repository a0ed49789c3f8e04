import { wordsFor } from '../../src/words-for.js';
import { describe, expect, it } from 'vitest';
import type { EventKind } from '../../src/t1667/types.js';
import { edit, events, game, mutinyHands, play, stacked, started } from '../support/t1667.js';

/** A stacked event deck: the given row, four more cards the box still has, then the Armada. */
function deck(...row: EventKind[]): EventKind[] {
  const left = new Map<EventKind, number>([
    ['pistol', 3],
    ['marque', 3],
    ['albatross', 3],
    ['spot', 3],
  ]);
  for (const card of row) left.set(card, (left.get(card) ?? 1) - 1);
  const filler: EventKind[] = [];
  for (const [card, count] of left) for (let i = 0; i < count && filler.length < 4; i++) filler.push(card);
  return [...row, ...filler, 'armada'];
}

describe('Tortuga 1667 event cards (§8)', () => {
  describe('T67-EVT-MARQUE', () => {
    it('T67-EVT-MARQUE: the revealer moves a player from Tortuga or a rowboat to the end of a ship of their choice', () => {
      let s = started(stacked({ players: 4, eventDeck: deck('marque', 'pistol', 'pistol', 'spot', 'albatross') }));
      s = play(s, { type: 'maroon', player: 1, target: 3 }, { type: 'reveal', player: 2, slot: 0 });
      expect(s.pending).toEqual({ kind: 'marque', player: 2 });
      expect(game.legalActions(s, 2)).toEqual([
        { type: 'marque', player: 2, target: 3, ship: 'fd' },
        { type: 'marque', player: 2, target: 3, ship: 'jr' },
        { type: 'keepMarque', player: 2 },
      ]);
      s = play(s, { type: 'marque', player: 2, target: 3, ship: 'fd' });
      expect(s.ships.fd.crew).toEqual([0, 2, 3]);
      expect(s.discard).toContain('marque');
    });

    it('T67-EVT-MARQUE: a kept letter is a later turn’s whole action, never in the turn it was kept, and is discarded after use', () => {
      let s = edit(started(stacked({ players: 2, eventDeck: deck('marque', 'pistol', 'pistol', 'spot', 'spot') })), (d) => {
        d.ships.fd.crew = [];
        d.tortuga.line = [0];
      });
      s = play(s, { type: 'reveal', player: 1, slot: 0 }, { type: 'keepMarque', player: 1 });
      expect(s.seats[1]!.letters).toEqual([1]);
      expect(game.legalActions(s, 1).some((a) => a.type === 'marque')).toBe(false); // same turn (2 players)
      s = play(s, { type: 'peek', player: 1, slots: [0, 1] }, { type: 'peek', player: 0, slots: [0, 1] }, { type: 'peek', player: 0, slots: [0, 1] });
      expect(game.legalActions(s, 1).filter((a) => a.type === 'marque')).toEqual([
        { type: 'marque', player: 1, target: 0, ship: 'fd' },
        { type: 'marque', player: 1, target: 0, ship: 'jr' },
      ]);
      s = play(s, { type: 'marque', player: 1, target: 0, ship: 'jr' });
      expect(s.ships.jr.crew).toEqual([1, 0]);
      expect(s.seats[1]!.letters).toEqual([]);
      expect(s.turn.actionsTaken).toBe(1);
    });

    it('T67-EVT-MARQUE (ruling): using a kept letter spends one kept in an earlier turn, not one kept this turn', () => {
      let s = edit(started(stacked({ players: 2, eventDeck: deck('marque', 'pistol', 'pistol', 'spot', 'spot') })), (d) => {
        d.ships.fd.crew = [];
        d.tortuga.line = [0];
      });
      s = play(s, { type: 'reveal', player: 1, slot: 0 }, { type: 'keepMarque', player: 1 });
      s = play(s, { type: 'peek', player: 1, slots: [0, 1] }, { type: 'peek', player: 0, slots: [0, 1] }, { type: 'peek', player: 0, slots: [0, 1] });
      const now = s.turn.number;
      for (const letters of [
        [now, 1],
        [1, now],
      ]) {
        const used = play(
          edit(s, (d) => {
            d.seats[1]!.letters = letters;
          }),
          { type: 'marque', player: 1, target: 0, ship: 'jr' },
        );
        expect(used.seats[1]!.letters).toEqual([now]);
      }
    });

    it('T67-EVT-MARQUE: a revealed letter used at once is discarded; letters kept earlier stay', () => {
      let s = edit(started(stacked({ players: 4, eventDeck: deck('marque', 'pistol', 'pistol', 'spot', 'albatross') })), (d) => {
        d.seats[1]!.letters = [0];
        d.ships.fd.crew = [0];
        d.tortuga.line = [2];
      });
      s = play(s, { type: 'reveal', player: 1, slot: 0 }, { type: 'marque', player: 1, target: 2, ship: 'fd' });
      expect(s.seats[1]!.letters).toEqual([0]);
      expect(s.ships.fd.crew).toEqual([0, 2]);
      expect(events(s)).toContainEqual({ type: 'moved', player: 2, from: 'tortuga', to: 'fd', reason: 'marque' });
      expect(s.turn.player).toBe(2);
    });

    it('T67-EVT-MARQUE: a full ship is no destination', () => {
      const s = edit(started(stacked({ players: 7 })), (d) => {
        d.ships.fd.crew = [0, 2, 4, 6, 5];
        d.ships.jr.crew = [1];
        d.tortuga.line = [3];
        d.seats[1]!.letters = [0];
      });
      expect(game.legalActions(s, 1).filter((a) => a.type === 'marque')).toEqual([{ type: 'marque', player: 1, target: 3, ship: 'jr' }]);
    });

    it('T67-EVT-MARQUE (ruling): with no legal target the revealer keeps the letter', () => {
      let s = started(stacked({ players: 4, eventDeck: deck('marque', 'pistol', 'pistol', 'spot', 'albatross') }));
      s = play(s, { type: 'reveal', player: 1, slot: 0 });
      expect(s.seats[1]!.letters).toEqual([1]);
      expect(events(s)).toContainEqual({ type: 'letterKept', player: 1 });
      expect(s.turn.player).toBe(2);
    });
  });

  it('T67-EVT-PISTOL: the revealer names another player, who is marooned; the card cannot be kept', () => {
    let s = started(stacked({ players: 4 }));
    s = play(s, { type: 'reveal', player: 1, slot: 1 });
    expect(game.legalActions(s, 1)).toEqual([0, 2, 3].map((target) => ({ type: 'pistol', player: 1, target })));
    expect(game.validate(s, { type: 'pistol', player: 1, target: 1 })).toMatchObject({ rule: 'T67-EVT-PISTOL' });
    s = play(s, { type: 'pistol', player: 1, target: 0 });
    expect(s.tortuga.line).toEqual([0]);
    expect(s.discard).toEqual(['pistol']);
  });

  describe('T67-EVT-ALBATROSS', () => {
    it('T67-EVT-ALBATROSS: a holder of two joining a ship empties it, themselves included, in reverse order', () => {
      let s = edit(started(stacked({ players: 5 })), (d) => {
        d.seats[1]!.albatross = 2; // seat 1, JR Captain
        d.ships.jr.crew = [3];
        d.rowboats.fdBoat = 1;
      });
      s = play(s, { type: 'row', player: 1, to: 'fd' });
      expect(s.ships.fd.crew).toEqual([]);
      expect(s.tortuga.line).toEqual([1, 4, 2, 0]);
    });

    it('T67-EVT-ALBATROSS: no effect on Tortuga or in a rowboat; the cards stay face up in front of their holder', () => {
      let s = edit(started(stacked({ players: 4, eventDeck: deck('albatross', 'albatross', 'spot', 'spot', 'spot') })), (d) => {
        d.seats[3]!.albatross = 1;
        d.ships.jr.crew = [1];
        d.tortuga.line = [3];
      });
      s = play(s, { type: 'row', player: 1, to: 'jrBoat' }, { type: 'reveal', player: 2, slot: 0 }, { type: 'reveal', player: 3, slot: 1 });
      expect(s.tortuga.line).toEqual([3]);
      expect(game.viewFor(s, null).seats.map((x) => x.albatross)).toEqual([0, 0, 1, 2]);
      s = play(s, { type: 'reveal', player: 0, slot: 2 }); // seat 0 on the FD reveals a Black Spot
      expect(s.ships.fd.crew).toEqual([2]);
    });
  });

  it('T67-EVT-SPOT: the revealer is marooned', () => {
    let s = started(stacked({ players: 4 }));
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(s.tortuga.line).toEqual([1]);
    expect(s.ships.jr.crew).toEqual([3]);
  });

  it('T67-EVT-TREASURE: the revealer gives a treasure card to another player, also with 2 players', () => {
    let s = started(stacked({ players: 2, eventDeck: deck('atlantis', 'eldorado', 'fountain', 'spot', 'spot') }));
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(game.legalActions(s, 1)).toEqual([{ type: 'give', player: 1, target: 0 }]);
    const hand = s.seats[0]!.hand.length;
    s = play(s, { type: 'give', player: 1, target: 0 });
    expect(s.seats[0]!.atlantis).toBe(1);
    expect(s.seats[0]!.hand).toHaveLength(hand); // only El Dorado draws a card
    expect(game.viewFor(s, null).seats[0]!.treasures).toEqual({ atlantis: 1, eldorado: 0, fountain: 0 });
    expect(events(s)).toContainEqual({ type: 'treasureGiven', player: 1, target: 0, card: 'atlantis' });
    // Each of the three treasure cards is given the same way.
    for (const card of ['eldorado', 'fountain'] as const) {
      const t = play(started(stacked({ players: 2, eventDeck: deck(card, 'spot', 'pistol', 'marque', 'spot') })), { type: 'reveal', player: 1, slot: 0 });
      expect(t.pending).toEqual({ kind: 'give', player: 1, card });
    }
  });

  describe('T67-EVT-ATLANTIS', () => {
    const withAtlantis = (players: number, seat: number) =>
      edit(started(stacked({ players })), (d) => {
        d.seats[seat]!.atlantis = 1;
      });

    it('T67-EVT-ATLANTIS: before any player’s turn the owner on a ship may move to the end of the other ship; discarded after use', () => {
      const s = withAtlantis(4, 2); // seat 2 on the FD; seat 1's turn
      expect(game.toAct(s)).toEqual([1, 2]);
      expect(game.legalActions(s, 2)).toEqual([{ type: 'atlantis', player: 2 }]);
      const t = play(s, { type: 'atlantis', player: 2 });
      expect(t.ships.jr.crew).toEqual([1, 3, 2]);
      expect(t.seats[2]!.atlantis).toBe(0);
      expect(t.discard).toEqual(['atlantis']);
      expect(wordsFor(game, 'en').prompt(game.viewFor(s, 2))?.text).toMatch(/Atlantis/);
    });

    it('T67-EVT-ATLANTIS: also before the owner’s own turn, and too late once an action is declared', () => {
      const s = withAtlantis(4, 1);
      expect(game.legalActions(s, 1)).toContainEqual({ type: 'atlantis', player: 1 });
      const t = play(s, { type: 'attack', player: 1 });
      expect(game.legalActions(t, 1).some((a) => a.type === 'atlantis')).toBe(false);
    });

    it('T67-EVT-ATLANTIS: never between the two actions of a 2-player turn', () => {
      let s = withAtlantis(2, 0);
      expect(game.toAct(s)).toEqual([0, 1]);
      s = play(s, { type: 'peek', player: 1, slots: [0, 1] });
      expect(game.toAct(s)).toEqual([1]);
      expect(game.validate(s, { type: 'atlantis', player: 0 })?.code).toBe('NOT_YOUR_DECISION');
    });

    it('T67-EVT-ATLANTIS: not from Tortuga or a rowboat, nor onto a full ship', () => {
      const onTortuga = edit(withAtlantis(4, 2), (d) => {
        d.ships.fd.crew = [0];
        d.tortuga.line = [2];
      });
      expect(game.legalActions(onTortuga, 2)).toEqual([]);
      const full = edit(withAtlantis(9, 2), (d) => {
        d.ships.jr.crew.push(d.ships.fd.crew.pop()!);
      });
      expect(full.ships.jr.crew).toHaveLength(5);
      expect(game.legalActions(full, 2)).toEqual([]);
    });
  });

  it('T67-EVT-ELDORADO: the new owner draws one card; in a later vote they may play two, then it is discarded and they draw one', () => {
    let s = started(
      stacked({
        players: 4,
        eventDeck: deck('eldorado', 'spot', 'pistol', 'marque', 'albatross'),
        hands: [
          [0, 1, 2],
          [18, 19, 20],
          [3, 4, 5],
          [21, 22, 23],
        ],
        deckTop: [6, 24, 9],
      }),
    );
    s = play(s, { type: 'reveal', player: 1, slot: 0 }, { type: 'give', player: 1, target: 3 });
    expect(s.seats[3]!.hand).toEqual([21, 22, 23, 6]);
    s = play(s, { type: 'peek', player: 2, slots: [0, 1] }, { type: 'peek', player: 3, slots: [0, 1] }, { type: 'peek', player: 0, slots: [0, 1] });
    s = play(s, { type: 'attack', player: 1 });
    // Each card alone, then every pair of two different cards, lowest first; a voter without El Dorado plays one card.
    const singles = [[6], [21], [22], [23]];
    const pairs = [
      [6, 21],
      [6, 22],
      [6, 23],
      [21, 22],
      [21, 23],
      [22, 23],
    ];
    expect(game.legalActions(s, 3)).toEqual([...singles, ...pairs].map((cards) => ({ type: 'vote', player: 3, cards })));
    expect(game.legalActions(s, 1)).toEqual([[18], [19], [20]].map((cards) => ({ type: 'vote', player: 1, cards })));
    s = play(s, { type: 'vote', player: 3, cards: [6, 21] }, { type: 'vote', player: 1, cards: [18] });
    if (s.pending.kind === 'loot') s = play(s, { type: 'declineChest', player: 1 }); // the voters draw after the vote (T67-VOTE-6)
    const revealed = events(s).find((e) => e.type === 'voteRevealed');
    expect(revealed && revealed.type === 'voteRevealed' && revealed.cards).toHaveLength(4);
    expect(events(s)).toContainEqual({ type: 'eldoradoPlayed', player: 3 });
    expect(s.seats[3]!.eldorado).toBe(0);
    expect(s.seats[3]!.hand).toHaveLength(3);
    expect(s.discard).toContain('eldorado');
  });

  describe('T67-EVT-FOUNTAIN', () => {
    const withFountain = (seat: number) =>
      edit(started(stacked({ players: 4 })), (d) => {
        d.seats[seat]!.fountain = 1;
      });

    it('T67-EVT-FOUNTAIN: the owner may cancel their marooning by Black Spot, and the card is discarded', () => {
      let s = withFountain(1);
      s = play(s, { type: 'reveal', player: 1, slot: 0 });
      expect(s.pending).toEqual({ kind: 'escape', player: 1, cause: 'spot' });
      expect(game.legalActions(s, 1)).toEqual([
        { type: 'fountain', player: 1, use: true },
        { type: 'fountain', player: 1, use: false },
      ]);
      s = play(s, { type: 'fountain', player: 1, use: true });
      expect(s.ships.jr.crew).toEqual([1, 3]);
      expect(s.seats[1]!.fountain).toBe(0);
      expect(s.discard).toEqual(['spot', 'fountain']);
      expect(events(s)).toContainEqual({ type: 'fountainUsed', player: 1, cause: 'spot' });
    });

    it('T67-EVT-FOUNTAIN: against a Captain’s maroon the Captain’s action is still spent; declining lets the marooning happen', () => {
      let s = withFountain(3);
      s = play(s, { type: 'maroon', player: 1, target: 3 });
      expect(s.pending).toEqual({ kind: 'escape', player: 3, cause: 'maroon' });
      const used = play(s, { type: 'fountain', player: 3, use: true });
      expect(used.ships.jr.crew).toEqual([1, 3]);
      expect(used.turn.player).toBe(2);
      const declined = play(s, { type: 'fountain', player: 3, use: false });
      expect(declined.tortuga.line).toEqual([3]);
      expect(declined.seats[3]!.fountain).toBe(1);
    });

    it('T67-EVT-FOUNTAIN: in the official rules it answers a mutiny too: the Captain may stay aboard', () => {
      const { hands, deckCard } = mutinyHands();
      let s = edit(started(stacked({ players: 5, hands, deckTop: [deckCard] })), (d) => {
        d.seats[0]!.fountain = 1; // the FD Captain
      });
      s = play(s, { type: 'peek', player: 1, slots: [0, 1] }, { type: 'mutiny', player: 2 });
      s = play(s, { type: 'vote', player: 2, cards: [hands[2]![0]!] }, { type: 'vote', player: 4, cards: [hands[4]![0]!] });
      expect(s.pending).toEqual({ kind: 'escape', player: 0, cause: 'mutiny' });
      s = play(s, { type: 'fountain', player: 0, use: true });
      expect(s.ships.fd.crew).toEqual([0, 2, 4]);
      expect(s.tortuga.line).toEqual([]);
      expect(s.seats[0]!.fountain).toBe(0);
    });

    it('T67-EVT-FOUNTAIN: it answers a Pistol, but not the Albatross', () => {
      let s = withFountain(0);
      s = play(s, { type: 'reveal', player: 1, slot: 1 }, { type: 'pistol', player: 1, target: 0 });
      expect(s.pending).toEqual({ kind: 'escape', player: 0, cause: 'pistol' });
      const bomb = edit(withFountain(0), (d) => {
        d.seats[1]!.albatross = 2;
        d.ships.jr.crew = [3];
        d.rowboats.fdBoat = 1;
      });
      const after = play(bomb, { type: 'row', player: 1, to: 'fd' });
      expect(after.tortuga.line).toEqual([1, 2, 0]);
    });
  });

  it('T67-EVT-ARMADA: revealing the Spanish Armada ends the game', () => {
    let s = started(stacked({ players: 4, eventDeck: ['armada', 'spot'] }), 'british', 'british');
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(game.outcome(s)).toMatchObject({ winner: 'british', reason: 'armada' });
    expect(game.toAct(s)).toEqual([]);
    expect(game.validate(s, { type: 'peek', player: 2, slots: [0, 1] })?.code).toBe('GAME_OVER');
  });
});
