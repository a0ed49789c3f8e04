import { describe, expect, it } from 'vitest';
import { edit, events, game, play, stacked, started } from '../support/t1667.js';

describe('Tortuga 1667 end of the game (§9)', () => {
  it('T67-END-1: when the deck runs out the row is reshuffled, peeks are lost, and revealed cards are no longer replaced', () => {
    let s = started(stacked({ players: 4, eventDeck: ['spot', 'pistol', 'marque', 'albatross', 'spot', 'armada'] }));
    s = play(s, { type: 'peek', player: 1, slots: [1, 2] });
    expect(game.viewFor(s, 1).row.filter((slot) => slot.known !== null)).toHaveLength(2);
    s = play(s, { type: 'reveal', player: 2, slot: 0 }); // refilled with the Armada, the deck's last card
    expect(s.eventDeck).toEqual([]);
    expect(events(s)).toContainEqual({ type: 'rowReshuffled' });
    expect(game.viewFor(s, 1).row.every((slot) => slot.known === null)).toBe(true);
    expect([...s.row].sort()).toEqual(['albatross', 'armada', 'marque', 'pistol', 'spot']);
    const slot = s.row.findIndex((card) => card === 'marque' || card === 'albatross');
    s = play(s, { type: 'reveal', player: 3, slot });
    if (s.pending.kind === 'marque') s = play(s, { type: 'keepMarque', player: 3 });
    expect(s.row[slot]).toBeNull();
  });

  it('T67-END-2: the team with more chests wins — every player holding that loyalty, wherever their pawn is', () => {
    let s = started(stacked({ players: 4, eventDeck: ['armada', 'spot', 'pistol'] }), 'french', 'french');
    s = play(s, { type: 'maroon', player: 1, target: 3 }); // seat 3 (French) now on Tortuga
    s = play(s, { type: 'reveal', player: 2, slot: 0 });
    expect(game.outcome(s)).toEqual({ winner: 'french', winners: [1, 3], chests: { british: 1, french: 3 }, reason: 'armada' });
  });

  it('T67-END-3: when the Armada is the only unrevealed card, peek and force are not allowed', () => {
    const s = started(stacked({ players: 4, eventDeck: ['armada'] }));
    const types = new Set(game.legalActions(s, 1).map((a) => a.type));
    expect(types.has('peek') || types.has('force')).toBe(false);
    expect(game.legalActions(s, 1)).toContainEqual({ type: 'reveal', player: 1, slot: 0 });
    expect(game.validate(s, { type: 'force', player: 1, slots: [0, 1], target: 2 })).toMatchObject({ rule: 'T67-END-3' });
  });

  it('T67-END-4: a tie with an odd player count goes to the Dutch player alone', () => {
    let s = started(stacked({ players: 5, eventDeck: ['armada', 'spot'] }));
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(game.outcome(s)).toEqual({ winner: 'dutch', winners: [4], chests: { british: 2, french: 2 }, reason: 'armada' });
  });

  describe('T67-END-5', () => {
    it('T67-END-5: a tie with an even count removes the Armada, reshuffles discards and row into a new row, and play passes on', () => {
      let s = started(stacked({ players: 4, eventDeck: ['spot', 'armada', 'pistol', 'marque', 'albatross', 'spot'] }));
      s = play(s, { type: 'reveal', player: 1, slot: 0 }); // Black Spot, refilled with the last deck card
      expect(s.discard).toEqual(['spot']);
      s = play(s, { type: 'reveal', player: 2, slot: s.row.indexOf('armada') });
      expect(game.outcome(s)).toBeNull();
      expect(s.tiebreak).toBe(true);
      expect([...s.row].sort()).toEqual(['albatross', 'marque', 'pistol', 'spot', 'spot']);
      expect(s.discard).toEqual([]);
      expect(s.eventDeck).toEqual([]);
      expect(s.row).not.toContain('armada');
      expect(s.pending).toEqual({ kind: 'action', player: 3 });
      expect(events(s).some((e) => e.type === 'tiebreak')).toBe(true);
      // Still tied, with cards left to reveal: the game goes on.
      s = play(s, { type: 'peek', player: 3, slots: [0, 1] });
      expect(game.outcome(s)).toBeNull();
      expect(s.pending).toEqual({ kind: 'action', player: 0 });
    });

    it('T67-END-5: play goes on from the player after the active player, even when a forced player revealed the Armada', () => {
      let s = started(stacked({ players: 4, eventDeck: ['armada', 'spot', 'pistol'] }));
      s = play(s, { type: 'force', player: 1, slots: [0, 1], target: 3 }, { type: 'pick', player: 3, slot: 0 });
      expect(s.pending).toEqual({ kind: 'action', player: 2 });
    });

    it('T67-END-5: with 2 players the active player’s turn ends there', () => {
      let s = started(stacked({ players: 2, eventDeck: ['armada', 'spot', 'pistol'] }));
      s = play(s, { type: 'reveal', player: 1, slot: 0 });
      expect(s.pending).toEqual({ kind: 'action', player: 0 });
      expect(s.turn.actionsTaken).toBe(0);
    });

    it('T67-END-5 (ruling): as soon as a resolved action leaves one team ahead, that team wins', () => {
      let s = started(stacked({ players: 4, eventDeck: ['armada', 'spot', 'pistol'] }));
      s = play(s, { type: 'reveal', player: 1, slot: 0 });
      s = play(s, { type: 'smuggle', player: 2, from: 'british' }); // FD Cabin Boy: 1 British vs 3 French
      expect(game.outcome(s)).toEqual({ winner: 'french', winners: [1, 3], chests: { british: 1, french: 3 }, reason: 'tiebreak-lead' });
    });

    it('T67-END-5 (ruling): a British lead in the tie-breaker wins for the British at once', () => {
      let s = started(stacked({ players: 4, eventDeck: ['armada', 'spot', 'pistol'] }), 'french', 'british');
      s = play(s, { type: 'reveal', player: 1, slot: 0 });
      s = play(s, { type: 'smuggle', player: 2, from: 'french' }); // FD Cabin Boy: 3 British vs 1 French
      expect(game.outcome(s)).toEqual({ winner: 'british', winners: [0, 2], chests: { british: 3, french: 1 }, reason: 'tiebreak-lead' });
    });

    it('T67-END-5 (ruling): when the Armada was the last event card in the game, the tie is a draw at once', () => {
      let s = started(stacked({ players: 4, eventDeck: ['armada'] }));
      s = play(s, { type: 'reveal', player: 1, slot: 0 });
      expect(game.outcome(s)).toEqual({ winner: 'draw', winners: [], chests: { british: 2, french: 2 }, reason: 'all-revealed' });
    });

    it('T67-END-5 (ruling): with every event card revealed and the teams still tied, the game is a draw', () => {
      let s = started(stacked({ players: 4, eventDeck: ['armada', 'spot'] }));
      s = play(s, { type: 'reveal', player: 1, slot: 0 });
      expect(s.row.filter((c) => c !== null)).toEqual(['spot']);
      s = play(s, { type: 'reveal', player: 2, slot: s.row.indexOf('spot') });
      expect(game.outcome(s)).toEqual({ winner: 'draw', winners: [], chests: { british: 2, french: 2 }, reason: 'all-revealed' });
    });

    it('T67-END-5: cards held by players stay with them', () => {
      let s = edit(started(stacked({ players: 4, eventDeck: ['armada', 'spot', 'pistol'] })), (d) => {
        d.seats[0]!.albatross = 1;
        d.seats[2]!.letters = [0];
        d.discard = ['albatross', 'marque', 'marque'];
      });
      s = play(s, { type: 'reveal', player: 1, slot: 0 });
      expect(s.seats[0]!.albatross).toBe(1);
      expect(s.seats[2]!.letters).toEqual([0]);
      expect([...s.row, ...s.eventDeck].filter((c) => c !== null).sort()).toEqual(['albatross', 'marque', 'marque', 'pistol', 'spot']);
    });
  });
});
