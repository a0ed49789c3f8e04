import { describe, expect, it } from 'vitest';
import { DEFAULT_VOTE_CARDS, EVENT_CARDS, LOYALTY_COUNTS } from '../../src/t1667/cards.js';
import type { EventKind } from '../../src/t1667/types.js';
import { game } from '../support/t1667.js';

const regular = DEFAULT_VOTE_CARDS.filter((card) => card.cannon + card.torch + card.water === 1);

describe('Tortuga 1667 deck composition (§14)', () => {
  it('T67-DECK-1: 30 regular cards — 9 cannons, 9 water, 12 torches; 15 of each flag; 15 skulls and 15 wheels', () => {
    expect(regular).toHaveLength(30);
    const count = (pred: (c: (typeof regular)[number]) => boolean) => regular.filter(pred).length;
    expect([count((c) => c.cannon === 1), count((c) => c.water === 1), count((c) => c.torch === 1)]).toEqual([9, 9, 12]);
    expect([count((c) => c.british === 1), count((c) => c.french === 1)]).toEqual([15, 15]);
    expect([count((c) => c.skull === 1), count((c) => c.wheel === 1)]).toEqual([15, 15]);
    // The table of T67-DECK-1, row by row (British+skull, British+wheel, French+skull, French+wheel).
    const row = (attack: 'cannon' | 'water' | 'torch') => [
      count((c) => c[attack] === 1 && c.british === 1 && c.skull === 1),
      count((c) => c[attack] === 1 && c.british === 1 && c.wheel === 1),
      count((c) => c[attack] === 1 && c.french === 1 && c.skull === 1),
      count((c) => c[attack] === 1 && c.french === 1 && c.wheel === 1),
    ];
    expect(row('cannon')).toEqual([2, 2, 2, 3]);
    expect(row('water')).toEqual([3, 2, 2, 2]);
    expect(row('torch')).toEqual([3, 3, 3, 3]);
  });

  it('T67-DECK-2: two special cards with two symbols in every section', () => {
    const special = DEFAULT_VOTE_CARDS.filter((card) => card.cannon + card.torch + card.water === 2);
    expect(special).toEqual([
      { cannon: 2, torch: 0, water: 0, british: 2, french: 0, skull: 2, wheel: 0 },
      { cannon: 0, torch: 2, water: 0, british: 0, french: 2, skull: 0, wheel: 2 },
    ]);
    expect(DEFAULT_VOTE_CARDS).toHaveLength(32);
  });

  it('T67-DECK-2: the vote deck is data — a user can enter the printed list', () => {
    const cards = Array.from({ length: 12 }, (_, i) => ({ cannon: i % 2, torch: 1 - (i % 2), water: 0, british: 1, french: 0, skull: 0, wheel: 1 }));
    const s = game.setup({ players: 3, seed: 'custom', voteCards: cards });
    expect(s.voteCards).toEqual(cards);
    expect(s.voteDeck).toHaveLength(3);
  });

  it('T67-DECK-3: the event deck per game — 19 cards with 4+ players (3 star cards), 16 with 2–3 (no Albatross)', () => {
    const all = (players: number): EventKind[] => {
      const s = game.setup({ players, seed: `deck3-${players}` });
      return [...(s.row.filter((c) => c !== null) as EventKind[]), ...s.eventDeck];
    };
    const count = (cards: EventKind[], kind: EventKind) => cards.filter((c) => c === kind).length;
    for (const [players, size, albatross] of [
      [6, 19, 3],
      [3, 16, 0],
    ] as const) {
      const cards = all(players);
      expect(cards).toHaveLength(size);
      expect([count(cards, 'marque'), count(cards, 'pistol'), count(cards, 'albatross'), count(cards, 'spot')]).toEqual([3, 3, albatross, 3]);
      expect([count(cards, 'atlantis'), count(cards, 'eldorado'), count(cards, 'fountain'), count(cards, 'armada')]).toEqual([1, 1, 1, 1]);
      expect(cards.filter((c) => EVENT_CARDS[c].category === 'star')).toHaveLength(3);
    }
  });

  it('T67-DECK-4: the box holds 4 British, 4 French and 1 Dutch loyalty card; no count asks for more', () => {
    expect(LOYALTY_COUNTS[9]).toEqual([4, 4, 1]);
    for (const [b, f, d] of Object.values(LOYALTY_COUNTS)) {
      expect(b).toBeLessThanOrEqual(4);
      expect(f).toBeLessThanOrEqual(4);
      expect(d).toBeLessThanOrEqual(1);
    }
  });
});
