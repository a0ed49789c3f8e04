import { describe, expect, it } from 'vitest';
import { isRuleViolation } from '../../src/core/engine/rule-violation.js';
import { CHARACTER_COUNT, DEFAULT_VOTE_CARDS, EVENT_CARDS, LOYALTY_COUNTS } from '../../src/t1667/cards.js';
import type { EventKind, T1667Config } from '../../src/t1667/types.js';
import { events, game, play, stacked, started } from '../support/t1667.js';

function countOf<T>(list: readonly T[], item: T): number {
  return list.filter((x) => x === item).length;
}

/** Every event card still somewhere: row, deck, discard, held, or out of the game. */
function eventCards(state: ReturnType<typeof game.setup>): EventKind[] {
  return [...state.row.filter((c): c is EventKind => c !== null), ...state.eventDeck, ...state.discard];
}

describe('Tortuga 1667 components and set-up', () => {
  it('T67-COMP-1: the board has the galleon, two ships with two holds, Tortuga with two areas and two rowboats', () => {
    const s = game.setup({ players: 5, seed: 'comp1' });
    expect(Object.keys(s.ships).sort()).toEqual(['fd', 'jr']);
    for (const ship of [s.ships.fd, s.ships.jr]) expect(Object.keys(ship).sort()).toEqual(['british', 'crew', 'french']);
    expect(s.tortuga).toMatchObject({ british: 1, french: 1, line: [] });
    expect(s.rowboats).toEqual({ fdBoat: null, jrBoat: null });
    expect(typeof s.galleon).toBe('number');
  });

  it('T67-COMP-2: eight chests are in play once both captains have placed theirs', () => {
    const s = started(stacked({ players: 4 }));
    const total = s.galleon + s.ships.fd.british + s.ships.fd.french + s.ships.jr.british + s.ships.jr.french + s.tortuga.british + s.tortuga.french;
    expect(total).toBe(8);
  });

  it('T67-COMP-3: loyalty cards are British, French or Dutch', () => {
    for (let players = 2; players <= 9; players++) {
      const s = game.setup({ players, seed: `comp3-${players}` });
      for (const seat of s.seats) expect(['british', 'french', 'dutch']).toContain(seat.loyalty);
    }
  });

  it('T67-COMP-4: a vote card has an attack, a brawl and a mutiny section, counted independently', () => {
    for (const card of DEFAULT_VOTE_CARDS) {
      expect(card.cannon + card.torch + card.water).toBeGreaterThanOrEqual(1);
      expect(card.british + card.french).toBeGreaterThanOrEqual(1);
      expect(card.skull + card.wheel).toBeGreaterThanOrEqual(1);
    }
  });

  it('T67-COMP-5: the event cards of the base game and their counts', () => {
    expect(EVENT_CARDS.marque.count).toBe(3);
    expect(EVENT_CARDS.pistol.count).toBe(3);
    expect(EVENT_CARDS.albatross.count).toBe(3);
    expect(EVENT_CARDS.spot.count).toBe(3);
    for (const kind of ['atlantis', 'eldorado', 'fountain', 'armada'] as const) expect(EVENT_CARDS[kind].count).toBe(1);
  });

  it('T67-COMP-6: nine characters, seat i plays the i-th by default', () => {
    expect(CHARACTER_COUNT).toBe(9);
    const view = game.viewFor(game.setup({ players: 9, seed: 'c6' }), null);
    expect(view.seats.map((s) => s.character)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('T67-SETUP-1: loyalty cards per player count', () => {
    for (let players = 2; players <= 9; players++) {
      const s = game.setup({ players, seed: `setup1-${players}` });
      const loyalties = s.seats.map((seat) => seat.loyalty);
      expect([countOf(loyalties, 'british'), countOf(loyalties, 'french'), countOf(loyalties, 'dutch')]).toEqual(LOYALTY_COUNTS[players]);
    }
  });

  it('T67-SETUP-1: a stacked deal must use the right loyalty cards', () => {
    expect(() => game.setup({ ...stacked({ players: 4 }), deal: { loyalties: ['british', 'british', 'british', 'french'] } })).toThrow(/loyalty/);
  });

  it('T67-SETUP-2: three vote cards each, the rest form the vote deck', () => {
    for (let players = 2; players <= 9; players++) {
      const s = game.setup({ players, seed: `setup2-${players}` });
      for (const seat of s.seats) expect(seat.hand).toHaveLength(3);
      expect(s.voteDeck).toHaveLength(32 - 3 * players);
      expect(new Set([...s.seats.flatMap((x) => x.hand), ...s.voteDeck]).size).toBe(32);
    }
  });

  it('T67-SETUP-3: the Armada lies at the bottom, the top five cards form the row; no Albatross with 2–3 players', () => {
    for (let players = 2; players <= 9; players++) {
      const s = game.setup({ players, seed: `setup3-${players}` });
      expect(s.row.every((card) => card !== null)).toBe(true);
      expect(s.eventDeck[0]).toBe('armada'); // the deck's top is its last element
      const cards = eventCards(s);
      expect(countOf(cards, 'albatross')).toBe(players <= 3 ? 0 : 3);
    }
  });

  it('T67-SETUP-4: pawns are placed alternately, FD first; with an odd count the FD has one more', () => {
    const s = game.setup(stacked({ players: 7, pawnOrder: [6, 5, 4, 3, 2, 1, 0] }));
    expect(s.ships.fd.crew).toEqual([6, 4, 2, 0]);
    expect(s.ships.jr.crew).toEqual([5, 3, 1]);
  });

  it('T67-SETUP-5: four chests on the galleon, one per Tortuga area; the FD Captain places first, then the JR Captain', () => {
    let s = game.setup(stacked({ players: 4 }));
    expect(s.galleon).toBe(4);
    expect(s.tortuga).toMatchObject({ british: 1, french: 1 });
    expect(game.toAct(s)).toEqual([0]);
    expect(game.legalActions(s, 0)).toEqual([
      { type: 'placeChest', player: 0, hold: 'british' },
      { type: 'placeChest', player: 0, hold: 'french' },
    ]);
    expect(game.validate(s, { type: 'placeChest', player: 1, hold: 'british' })?.code).toBe('NOT_YOUR_DECISION');
    s = play(s, { type: 'placeChest', player: 0, hold: 'french' });
    expect(s.ships.fd.french).toBe(1);
    expect(game.toAct(s)).toEqual([1]);
    s = play(s, { type: 'placeChest', player: 1, hold: 'british' });
    expect(s.ships.jr.british).toBe(1);
  });

  it('T67-SETUP-6: the JR Captain takes the first turn', () => {
    const s = started(stacked({ players: 5, pawnOrder: [3, 4, 0, 1, 2] }));
    expect(s.pending).toEqual({ kind: 'action', player: 4 });
    expect(s.turn.player).toBe(4);
  });

  it('T67-SETUP-2: a stacked vote deck deals the first three cards to seat 0, the next three to seat 1', () => {
    const s = game.setup(
      stacked({
        players: 2,
        hands: [
          [5, 6, 7],
          [8, 9, 10],
        ],
        deckTop: [11],
      }),
    );
    expect(s.seats[0]!.hand).toEqual([5, 6, 7]);
    expect(s.seats[1]!.hand).toEqual([8, 9, 10]);
    expect(s.voteDeck[s.voteDeck.length - 1]).toBe(11);
  });

  it('T67-SETUP-1, T67-SETUP-2, T67-SETUP-4: loyalty cards, vote cards and pawns are dealt at random, the same for the same seed', () => {
    const deals = Array.from({ length: 12 }, (_, i) => game.setup({ players: 5, seed: `random-deal-${i}` }));
    const distinct = (read: (s: (typeof deals)[number]) => unknown) => new Set(deals.map((s) => JSON.stringify(read(s)))).size;
    expect(distinct((s) => s.seats.map((seat) => seat.loyalty))).toBeGreaterThan(3);
    expect(distinct((s) => s.seats[0]!.hand)).toBeGreaterThan(6);
    expect(distinct((s) => [s.ships.fd.crew, s.ships.jr.crew])).toBeGreaterThan(6);
    // The random star pick draws from tables of the module: a game in between must not change the next one.
    const first = game.setup({ players: 2, seed: 'again', stars: 7 });
    for (let i = 0; i < 6; i++) {
      game.setup({ players: 2, seed: `between-${i}`, stars: 7 });
      game.setup({ players: 3, seed: `between-${i}`, stars: 7, rules: 'early' });
      expect(game.setup({ players: 2, seed: 'again', stars: 7 })).toEqual(first);
    }
  });

  it('T67-SETUP-1, T67-SETUP-4: the set-up is logged — each seat privately sees its own loyalty card and hand, everyone the crews and the first player', () => {
    const s = game.setup(
      stacked({
        players: 3,
        pawnOrder: [2, 0, 1],
        loyalties: ['french', 'dutch', 'british'],
        hands: [
          [0, 1, 2],
          [3, 4, 5],
          [6, 7, 8],
        ],
      }),
    );
    expect(s.log.flat()).toEqual([
      { at: 0, to: [0], event: { type: 'dealt', player: 0, loyalty: 'french', hand: [0, 1, 2] } },
      { at: 0, to: [1], event: { type: 'dealt', player: 1, loyalty: 'dutch', hand: [3, 4, 5] } },
      { at: 0, to: [2], event: { type: 'dealt', player: 2, loyalty: 'british', hand: [6, 7, 8] } },
      { at: 0, event: { type: 'setup', players: 3, fd: [2, 1], jr: [0], firstPlayer: 0 } },
    ]);
    const intrigue = game.setup({ ...stacked({ players: 3, pawnOrder: [2, 0, 1] }), intrigue: true });
    expect(intrigue.log.flat().at(-1)).toEqual({ at: 0, event: { type: 'setup', players: 3, fd: [], jr: [], firstPlayer: null } });
  });

  it('T67-SETUP-3: a stacked event deck is laid out as given — nothing removed, its star cards in play but not named, a short one not reshuffled', () => {
    const s = game.setup(stacked({ players: 4, eventDeck: ['crow', 'spot', 'armada'] }));
    expect(s.row).toEqual(['crow', 'spot', 'armada', null, null]);
    expect(s.eventDeck).toEqual([]);
    expect(s.removed).toEqual([]);
    expect([s.options.stars, s.options.namedStars]).toEqual([['crow'], false]);
    expect(events(s).some((e) => e.type === 'rowReshuffled')).toBe(false);
    // A dealt deck longer than the row is not reshuffled either (T67-END-1 shuffles only a deck that fits in the row).
    for (let i = 0; i < 5; i++) expect(events(game.setup({ players: 5, seed: `no-reshuffle-${i}` })).some((e) => e.type === 'rowReshuffled')).toBe(false);
  });

  it('setup rejects bad configurations with INVALID_CONFIG and never crashes', () => {
    const bad: unknown[] = [
      null,
      {},
      { players: 1, seed: 'x' },
      { players: 10, seed: 'x' },
      { players: 4.5, seed: 'x' },
      { players: 4, seed: 5 },
      { players: 4, seed: 'x', deal: 'no' },
      { players: 4, seed: 'x', deal: { pawnOrder: [0, 1, 2, 2] } },
      { players: 4, seed: 'x', deal: { pawnOrder: ['0', 1, 2, 3] } },
      { players: 4, seed: 'x', deal: { voteDeck: [1, 2, 3] } },
      { players: 4, seed: 'x', deal: { eventDeck: ['spot', 'pistol'] } },
      { players: 4, seed: 'x', deal: { eventDeck: ['armada', 'wizard'] } },
      { players: 4, seed: 'x', deal: { eventDeck: ['armada', 'atlantis', 'atlantis'] } },
      { players: 4, seed: 'x', deal: { loyalties: {} } },
      { players: 4, seed: 'x', voteCards: [] },
      { players: 4, seed: 'x', voteCards: [{ cannon: -1 }] },
    ];
    for (const config of bad) {
      let error: unknown;
      try {
        game.setup(config as T1667Config);
      } catch (e) {
        error = e;
      }
      expect(isRuleViolation(error), JSON.stringify(config)).toBe(true);
      expect((error as { code: string }).code).toBe('INVALID_CONFIG');
    }
  });

  it('setup is deterministic for a seed and gives a deeply frozen, JSON-equal state', () => {
    const a = game.setup({ players: 6, seed: 'same' });
    const b = game.setup({ players: 6, seed: 'same' });
    expect(a).toEqual(b);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a.seats[0]!.hand)).toBe(true);
    expect(game.setup({ players: 6, seed: 'other' })).not.toEqual(a);
  });
});
