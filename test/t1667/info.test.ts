import { wordsFor } from '../../src/words-for.js';
import { describe, expect, it } from 'vitest';
import { edit, game, play, stacked, started } from '../support/t1667.js';

describe('Tortuga 1667 information (§11)', () => {
  it('T67-INFO-1: pawns, roles, chests, face-up cards, treasure cards, hand sizes, deck sizes, discards and revealed votes are public', () => {
    let s = edit(started(stacked({ players: 4 })), (d) => {
      d.seats[0]!.albatross = 1;
      d.seats[2]!.fountain = 1;
    });
    s = play(s, { type: 'reveal', player: 1, slot: 0 }, { type: 'peek', player: 2, slots: [0, 1] });
    const v = game.viewFor(s, null);
    expect(v.board.ships.fd.crew).toEqual([0, 2]);
    expect(v.board.tortuga.line).toEqual([1]);
    expect(v.seats[0]!.roles.captain).toBe('fd');
    expect(v.seats[0]!.albatross).toBe(1);
    expect(v.seats[2]!.treasures.fountain).toBe(1);
    expect(v.seats.map((x) => x.handSize)).toEqual([3, 3, 3, 3]);
    expect(v.eventDeckSize).toBe(s.eventDeck.length);
    expect(v.voteDeckSize).toBe(s.voteDeck.length);
    expect(v.discard).toEqual(['spot']);
    expect(v.log.map((e) => e.event)).toContainEqual({ type: 'reveal', player: 1, slot: 0, card: 'spot' });
    expect(v.log.map((e) => e.event)).toContainEqual({ type: 'peek', player: 2, slots: [0, 1] });
  });

  it('T67-INFO-2: a seat knows its loyalty, its hand and the slots it peeked; nobody else does', () => {
    let s = started(stacked({ players: 4 }));
    s = play(s, { type: 'peek', player: 1, slots: [0, 4] });
    const mine = game.viewFor(s, 1);
    expect(mine.you?.loyalty).toBe('french');
    expect(mine.you?.hand.map((c) => c.card)).toEqual([...s.seats[1]!.hand].sort((a, b) => a - b));
    expect(mine.row.map((slot) => slot.known)).toEqual(['spot', null, null, null, 'pistol']);
    expect(mine.seats[1]!.loyalty).toBe('french');
    const theirs = game.viewFor(s, 2);
    expect(theirs.seats[1]!.loyalty).toBeNull();
    expect(theirs.row.every((slot) => slot.known === null)).toBe(true);
    expect(JSON.stringify(theirs.log)).not.toContain('peekResult');
    // A peek is forgotten once its slot changes.
    s = play(s, { type: 'reveal', player: 2, slot: 4 }, { type: 'pistol', player: 2, target: 3 });
    expect(game.viewFor(s, 1).row.map((slot) => slot.known)).toEqual(['spot', null, null, null, null]);
  });

  it('T67-INFO-3: deck orders, unpeeked row cards, other hands and loyalties and the generator never appear in a view', () => {
    const s = started(stacked({ players: 5 }));
    for (const viewer of [null, 0, 1, 2, 3, 4]) {
      const v = game.viewFor(s, viewer);
      const text = JSON.stringify(v);
      expect(text).not.toMatch(/"rng"|"s0"|"eventDeck"|"voteDeck"|"choices"/);
      expect(v.row.every((slot) => slot.known === null)).toBe(true);
      for (const seat of v.seats) if (seat.player !== viewer) expect(seat.loyalty).toBeNull();
      const others = s.seats.flatMap((seat, index) => (index === viewer ? [] : seat.hand));
      for (const card of v.you?.hand ?? []) expect(others).not.toContain(card.card);
      expect(v.log.every((e) => e.to === undefined || (viewer !== null && e.to.includes(viewer)))).toBe(true);
    }
  });

  it('T67-INFO-3 (ruling): star cards chosen at random are not named in any view until revealed — only how many; named ones are public', () => {
    const random = game.setup({ players: 5, seed: 'probe' });
    expect(random.options.stars).toHaveLength(3);
    for (const viewer of [null, 0, 1, 2, 3, 4]) {
      const view = game.viewFor(random, viewer);
      expect(view.options.stars).toBeNull();
      expect(view.options.starCount).toBe(3);
      expect(JSON.stringify(view)).not.toMatch(new RegExp(random.options.stars.map((star) => `"${star}"`).join('|')));
    }
    const named = game.setup({ players: 5, seed: 'probe', stars: ['crow', 'bells', 'storm'] });
    expect(game.viewFor(named, 2).options.stars).toEqual(['crow', 'bells', 'storm']);
    expect(game.viewFor(game.setup({ players: 5, seed: 'probe', stars: 8 }), 2).options.stars).toHaveLength(8);
  });

  it('T67-INFO-3 (ruling): with the intrigue start only the pawn being placed is known, never the order of those still in the bag', () => {
    const s = game.setup({ players: 5, seed: 'probe', intrigue: true });
    expect(s.pending.kind).toBe('placePawn');
    const pending = s.pending as Extract<typeof s.pending, { kind: 'placePawn' }>;
    for (const viewer of [null, 0, 1, 2, 3, 4]) {
      const view = game.viewFor(s, viewer);
      expect(view.pending).toEqual({ kind: 'placePawn', player: pending.player, unplaced: [...pending.bag].sort((a, b) => a - b) });
    }
    const reordered = edit(s, (d) => {
      (d.pending as typeof pending).bag.reverse();
    });
    for (const viewer of [null, 0, 1, 2, 3, 4]) expect(game.viewFor(reordered, viewer)).toEqual(game.viewFor(s, viewer));
  });

  it('T67-INFO-4: at the end of the game every loyalty card is revealed', () => {
    let s = started(stacked({ players: 5, eventDeck: ['armada', 'spot'] }));
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    const v = game.viewFor(s, null);
    expect(v.seats.map((seat) => seat.loyalty)).toEqual(['british', 'french', 'british', 'french', 'dutch']);
    expect(v.outcome?.winner).toBe('dutch');
  });

  it('views describe the viewer’s own pending decision with a prompt (as data, in no language) and its legal actions', () => {
    const s = started(stacked({ players: 4 }));
    const v = game.viewFor(s, 1);
    expect(v.decision?.prompt).toEqual({ key: 'prompt.action', params: { two: false, number: 1 } });
    expect(wordsFor(game, 'en').prompt(v)).toEqual({ key: 'prompt.action', params: { two: false, number: 1 }, text: 'Your turn: choose an action.' });
    expect(wordsFor(game, 'de').prompt(v)?.text).not.toBe('Your turn: choose an action.');
    expect(v.decision?.actions).toEqual(game.legalActions(s, 1));
    expect(game.viewFor(s, 2).decision).toBeNull();
    expect(game.viewFor(s, null).decision).toBeNull();
  });
});
