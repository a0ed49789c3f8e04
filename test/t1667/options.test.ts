import { describe, expect, it } from 'vitest';
import { isRuleViolation } from '../../src/core/engine/rule-violation.js';
import { EVENT_CARDS } from '../../src/t1667/cards.js';
import { timeoutAction } from '../../src/t1667/timeout-action.js';
import type { EventKind, T1667Config, T1667State } from '../../src/t1667/types.js';
import { edit, events, game, play, stacked, started } from '../support/t1667.js';

/** Every event card still in play (row and deck). */
function inPlay(state: T1667State): EventKind[] {
  return [...(state.row.filter((c) => c !== null) as EventKind[]), ...state.eventDeck];
}
const starsOf = (state: T1667State): EventKind[] =>
  inPlay(state)
    .filter((c) => EVENT_CARDS[c].category === 'star')
    .sort();

function rejects(config: unknown, rule: string): void {
  let error: unknown;
  try {
    game.setup(config as T1667Config);
  } catch (e) {
    error = e;
  }
  expect(isRuleViolation(error)).toBe(true);
  expect(error).toMatchObject({ code: 'INVALID_CONFIG', rule });
}

/** Places both starting chests (FD then JR). */
function placeChests(s: T1667State): T1667State {
  return play(s, { type: 'placeChest', player: s.ships.fd.crew[0]!, hold: 'british' }, { type: 'placeChest', player: s.ships.jr.crew[0]!, hold: 'french' });
}

describe('Tortuga 1667 official options (§10)', () => {
  it('T67-OPT-STARS: a number of star cards (3–8) at random, or exactly the named ones', () => {
    expect(starsOf(game.setup({ players: 5, seed: 'five', stars: 5 }))).toHaveLength(5);
    expect(starsOf(game.setup({ players: 5, seed: 'eight', stars: 8 }))).toEqual(['bells', 'code', 'crow', 'facade', 'fever', 'powder', 'scurvy', 'storm']);
    const named = game.setup({ players: 5, seed: 'named', stars: ['crow', 'code'] });
    expect(starsOf(named)).toEqual(['code', 'crow']);
    expect(named.options.stars).toEqual(['crow', 'code']);
    expect(starsOf(game.setup({ players: 5, seed: 'none', stars: [] }))).toEqual([]);
    rejects({ players: 5, seed: 'x', stars: 2 }, 'T67-OPT-STARS');
    rejects({ players: 5, seed: 'x', stars: ['crow', 'crow'] }, 'T67-OPT-STARS');
    rejects({ players: 5, seed: 'x', stars: ['kraken'] }, 'T67-OPT-STARS');
  });

  it('T67-OPT-SMALL: with 2–3 players the random pick leaves out Façade and Cabin Fever unless more are asked for than the other six', () => {
    for (let i = 0; i < 40; i++) {
      const stars = starsOf(game.setup({ players: 2 + (i % 2), seed: `small-${i}` }));
      expect(stars).toHaveLength(3);
      expect(stars).not.toContain('facade');
      expect(stars).not.toContain('fever');
      const seven = starsOf(game.setup({ players: 2, seed: `seven-${i}`, stars: 7 }));
      expect(seven.filter((c) => c === 'facade' || c === 'fever')).toHaveLength(1);
    }
    expect(starsOf(game.setup({ players: 3, seed: 'named', stars: ['facade', 'fever'] }))).toEqual(['facade', 'fever']);
    // With 4 or more players all eight are drawn alike.
    const large = Array.from({ length: 20 }, (_, i) => starsOf(game.setup({ players: 4, seed: `large-${i}` })));
    expect(large.filter((stars) => stars.includes('facade') || stars.includes('fever')).length).toBeGreaterThan(5);
  });

  it('T67-OPT-SHORT, T67-END-1: a deck shortened to fit in the row lies face down in its first slots, in a random order', () => {
    const armadaSlots = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const s = game.setup({ players: 4, seed: `fits-${i}`, stars: [], shorter: 12 }); // three of the 15 cards and the Armada
      expect(s.row.map((card) => card !== null)).toEqual([true, true, true, true, false]);
      expect(s.eventDeck).toEqual([]);
      armadaSlots.add(s.row.indexOf('armada'));
    }
    expect([...armadaSlots].sort()).toEqual([0, 1, 2, 3]);
  });

  it('T67-OPT-SHORT: N cards are removed unseen after the deck is built, never the Armada', () => {
    for (let i = 0; i < 20; i++) {
      const s = game.setup({ players: 6, seed: `short-${i}`, shorter: 4 });
      expect(inPlay(s)).toHaveLength(15);
      expect(s.removed).toHaveLength(4);
      expect(inPlay(s)).toContain('armada');
      expect(JSON.stringify(game.viewFor(s, 0))).not.toContain('"removed"');
    }
    const tiny = game.setup({ players: 6, seed: 'tiny', shorter: 14 });
    expect(tiny.eventDeck).toEqual([]);
    expect(events(tiny)).toContainEqual({ type: 'rowReshuffled' }); // T67-END-1: the Armada's slot stays unknown
    rejects({ players: 6, seed: 'x', shorter: 19 }, 'T67-OPT-SHORT');
    rejects({ players: 6, seed: 'x', shorter: -1 }, 'T67-OPT-SHORT');
  });

  it('T67-OPT-OPEN: all loyalty cards open, or one British and one French dealt open', () => {
    const all = game.setup({ players: 7, seed: 'open', openLoyalties: 'all' });
    expect(game.viewFor(all, 0).seats.map((s) => s.loyalty)).toEqual(all.seats.map((s) => s.loyalty));
    for (let i = 0; i < 10; i++) {
      const pair = game.setup({ players: 7, seed: `pair-${i}`, openLoyalties: 'pair' });
      const visible = game
        .viewFor(pair, null)
        .seats.filter((s) => s.loyalty !== null)
        .map((s) => s.loyalty);
      expect(visible.sort()).toEqual(['british', 'french']);
    }
    // The open card of each team goes to a random holder, not always the first.
    const openBritish = Array.from({ length: 12 }, (_, i) => {
      const s = game.setup({ players: 7, seed: `pair-holder-${i}`, openLoyalties: 'pair' });
      return s.seats.filter((seat) => seat.loyalty === 'british').findIndex((seat) => seat.loyaltyOpen);
    });
    expect(new Set(openBritish).size).toBe(3);
    rejects({ players: 7, seed: 'x', openLoyalties: 'some' }, 'T67-OPT-OPEN');
  });

  it('T67-OPT-CHAOS: all eight star cards, and peeking is not allowed', () => {
    const s = placeChests(game.setup({ players: 5, seed: 'chaos', chaos: true }));
    expect(starsOf(s)).toHaveLength(8);
    const seat = s.turn.player;
    expect(game.legalActions(s, seat).some((a) => a.type === 'peek')).toBe(false);
    expect(game.validate(s, { type: 'peek', player: seat, slots: [0, 1] })).toMatchObject({ rule: 'T67-OPT-CHAOS' });
    rejects({ players: 5, seed: 'x', chaos: true, stars: 3 }, 'T67-OPT-CHAOS');
  });

  it('T67-OPT-INTRIGUE: quick-start chests; players place their own pawns in draw order; lines close up; the JR Captain starts', () => {
    let s = game.setup({ ...stacked({ players: 4, pawnOrder: [2, 0, 3, 1] }), intrigue: true });
    expect([s.galleon, s.ships.fd.british, s.ships.jr.french, s.tortuga.british, s.tortuga.french]).toEqual([0, 3, 3, 1, 1]);
    expect(s.pending).toEqual({ kind: 'placePawn', player: 2, bag: [0, 3, 1] });
    expect(game.legalActions(s, 2)).toHaveLength(5 + 5 + 4);
    s = play(s, { type: 'placePawn', player: 2, place: 'jr', position: 3 }, { type: 'placePawn', player: 0, place: 'jr', position: 1 });
    expect(game.legalActions(s, 3)).not.toContainEqual({ type: 'placePawn', player: 3, place: 'jr', position: 1 });
    s = play(s, { type: 'placePawn', player: 3, place: 'tortuga', position: 2 }, { type: 'placePawn', player: 1, place: 'fd', position: 4 });
    expect(s.ships.jr.crew).toEqual([0, 2]);
    expect(s.ships.fd.crew).toEqual([1]);
    expect(s.tortuga.line).toEqual([3]);
    expect(s.pending).toEqual({ kind: 'action', player: 0 });
    expect(s.startSlots).toBeNull();
    expect(events(s).filter((e) => e.type === 'pawnPlaced')).toEqual([
      { type: 'pawnPlaced', player: 2, place: 'jr', position: 3 },
      { type: 'pawnPlaced', player: 0, place: 'jr', position: 1 },
      { type: 'pawnPlaced', player: 3, place: 'tortuga', position: 2 },
      { type: 'pawnPlaced', player: 1, place: 'fd', position: 4 },
    ]);
  });

  it('T67-OPT-INTRIGUE (ruling): with the JR empty the FD Captain starts; with both empty the Governor', () => {
    let s = game.setup({ ...stacked({ players: 2 }), intrigue: true });
    s = play(s, { type: 'placePawn', player: 0, place: 'tortuga', position: 0 }, { type: 'placePawn', player: 1, place: 'fd', position: 0 });
    expect(s.pending).toEqual({ kind: 'action', player: 1 });
    let t = game.setup({ ...stacked({ players: 2 }), intrigue: true });
    t = play(t, { type: 'placePawn', player: 0, place: 'tortuga', position: 1 }, { type: 'placePawn', player: 1, place: 'tortuga', position: 0 });
    expect(t.pending).toEqual({ kind: 'action', player: 1 });
  });

  describe('T67-OPT-TIMER', () => {
    const timed = (options: Partial<T1667Config> = {}) => placeChests(game.setup({ ...stacked({ players: 4 }), timer: true, ...options }));

    it('T67-OPT-TIMER: a timed-out turn peeks at the two lowest unpeeked face-down cards', () => {
      let s = timed();
      expect(timeoutAction(s, 1)).toEqual({ type: 'timeout', player: 1 });
      expect(timeoutAction(s, 2)).toBeNull();
      s = play(s, { type: 'timeout', player: 1 });
      expect(events(s)).toContainEqual({ type: 'peek', player: 1, slots: [0, 1] });
      s = play(s, { type: 'peek', player: 2, slots: [0, 1] }, { type: 'peek', player: 3, slots: [0, 1] }, { type: 'peek', player: 0, slots: [0, 1] });
      s = play(s, { type: 'timeout', player: 1 });
      expect(
        events(s)
          .filter((e) => e.type === 'peek' && e.player === 1)
          .pop(),
      ).toEqual({ type: 'peek', player: 1, slots: [2, 3] });
    });

    it('T67-OPT-TIMER: with one face-down card left unpeeked, a timed-out turn peeks at it and at the lowest card it has seen', () => {
      let s = edit(timed(), (d) => {
        d.seats[1]!.peeks = d.seats[1]!.peeks.map((card, slot) => (slot === 0 ? null : d.row[slot]!)); // seen all but slot 0
      });
      s = play(s, { type: 'timeout', player: 1 });
      expect(
        events(s)
          .filter((e) => e.type === 'peek' && e.player === 1)
          .pop(),
      ).toEqual({ type: 'peek', player: 1, slots: [0, 1] });
      s = edit(timed(), (d) => {
        d.seats[1]!.peeks = d.seats[1]!.peeks.map((card, slot) => (slot === 3 ? null : d.row[slot]!)); // seen all but slot 3
      });
      s = play(s, { type: 'timeout', player: 1 });
      expect(
        events(s)
          .filter((e) => e.type === 'peek' && e.player === 1)
          .pop(),
      ).toEqual({ type: 'peek', player: 1, slots: [0, 3] });
    });

    it('T67-OPT-TIMER (ruling): where peeking is not allowed a timed-out turn passes with no action', () => {
      let s = placeChests(game.setup({ players: 4, seed: 'chaos-timer', chaos: true, timer: true }));
      const seat = s.turn.player;
      s = play(s, { type: 'timeout', player: seat });
      expect(s.turn.player).toBe((seat + 1) % 4);
    });

    it('T67-OPT-TIMER: a forced player who runs out of time has the card picked by the player who forced them', () => {
      let s = timed();
      s = play(s, { type: 'force', player: 1, slots: [0, 1], target: 2 });
      expect(timeoutAction(s, 2)).toEqual({ type: 'timeout', player: 2 });
      s = play(s, { type: 'timeout', player: 2 });
      expect(s.pending).toEqual({ kind: 'forcerPick', player: 1, forced: 2, slots: [0, 1] });
      s = play(s, { type: 'pick', player: 1, slot: 0 }); // Black Spot: seat 2, the forced player, is its revealer
      expect(s.tortuga.line).toEqual([2]);
    });

    it('T67-OPT-TIMER: other decisions have documented defaults, and without the timer there is no timeout action', () => {
      let s = timed();
      s = play(s, { type: 'attack', player: 1 });
      const lowest = [...s.seats[3]!.hand].sort((a, b) => a - b)[0]!;
      expect(timeoutAction(s, 3)).toEqual({ type: 'vote', player: 3, cards: [lowest] });
      const plain = placeChests(game.setup(stacked({ players: 4 })));
      expect(game.legalActions(plain, 1).some((a) => a.type === 'timeout')).toBe(false);
      expect(timeoutAction(plain, 1)).toEqual({ type: 'peek', player: 1, slots: [0, 1] });
      const pistol = play(plain, { type: 'reveal', player: 1, slot: 1 });
      expect(timeoutAction(pistol, 1)).toEqual({ type: 'pistol', player: 1, target: 2 });
    });
  });

  it('T67-OPT-CHARACTER: each player may choose their character', () => {
    const s = game.setup({ players: 3, seed: 'chars', characters: [8, 0, 4] });
    expect(game.viewFor(s, null).seats.map((seat) => seat.character)).toEqual([8, 0, 4]);
    rejects({ players: 3, seed: 'x', characters: [1, 1, 2] }, 'T67-OPT-CHARACTER');
    rejects({ players: 3, seed: 'x', characters: [0, 1] }, 'T67-OPT-CHARACTER');
  });

  describe('T67-OPT-CAP', () => {
    const capped = (players: number, maxDecisions: number, eventDeck?: EventKind[]): T1667State =>
      started({ ...stacked({ players, ...(eventDeck ? { eventDeck } : {}) }), maxDecisions });

    it('T67-OPT-CAP: a cap reached during the set-up ends the game as the first turn begins; a tie with an even count is a draw', () => {
      const s = capped(4, 1);
      expect(s.turn.number).toBe(1);
      expect(game.outcome(s)).toEqual({ winner: 'draw', winners: [], chests: { british: 2, french: 2 }, reason: 'decision-cap' });
      expect(s.pending).toEqual({ kind: 'over' });
      expect(game.outcome(capped(4, 4))).toBeNull();
    });

    it('T67-OPT-CAP: at the cap the team with more chests wins, the British or the French', () => {
      const lead = (british: number, french: number): T1667State =>
        play(
          edit(capped(4, 3), (d) => {
            d.ships.jr.british = british;
            d.ships.jr.french = french;
          }),
          { type: 'peek', player: 1, slots: [0, 1] },
        );
      expect(game.outcome(lead(1, 0))).toEqual({ winner: 'british', winners: [0, 2], chests: { british: 3, french: 1 }, reason: 'decision-cap' });
      expect(game.outcome(lead(0, 2))).toMatchObject({ winner: 'french', winners: [1, 3], reason: 'decision-cap' });
      expect(game.outcome(lead(0, 1))).toMatchObject({ winner: 'draw' });
    });

    it('T67-OPT-CAP: a tie at the cap with an odd count goes to the Dutch player', () => {
      const s = play(capped(5, 3), { type: 'peek', player: 1, slots: [0, 1] });
      expect(game.outcome(s)).toMatchObject({ winner: 'dutch', winners: [4], reason: 'decision-cap' });
    });

    it('T67-OPT-CAP: a decision left open lapses — a treasure being given and a Letter of Marque go to the discard pile', () => {
      const giving = play(capped(4, 3, ['eldorado', 'spot', 'pistol', 'marque', 'albatross', 'armada']), { type: 'reveal', player: 1, slot: 0 });
      expect(game.outcome(giving)).toMatchObject({ reason: 'decision-cap' });
      expect(giving.discard).toContain('eldorado');
      const withTarget = edit(capped(4, 3, ['marque', 'spot', 'pistol', 'pistol', 'albatross', 'armada']), (d) => {
        d.ships.jr.crew = [1];
        d.tortuga.line = [3];
      });
      expect(
        play(
          edit(withTarget, (d) => void ((d.options as { maxDecisions: number | null }).maxDecisions = null)),
          { type: 'reveal', player: 1, slot: 0 },
        ).pending.kind,
      ).toBe('marque');
      const marque = play(withTarget, { type: 'reveal', player: 1, slot: 0 });
      expect(game.outcome(marque)).toMatchObject({ reason: 'decision-cap' });
      expect(marque.discard).toContain('marque');
    });

    it('T67-OPT-CAP: a Crow’s Nest search that lapses puts the picked cards back on the vote deck; other decisions add nothing to the discard pile', () => {
      const crow = edit(capped(4, 5, ['crow', 'spot', 'pistol', 'marque', 'albatross', 'armada']), (d) => {
        (d.options as { maxDecisions: number | null }).maxDecisions = d.decisions + 3;
      });
      const cards = (s: T1667State) => [...s.voteDeck, ...s.seats.flatMap((seat) => seat.hand)].sort((a, b) => a - b);
      let s = play(crow, { type: 'reveal', player: 1, slot: 0 }, { type: 'crow', player: 1, target: 3 });
      const pick = s.voteDeck[0]!;
      s = play(s, { type: 'crowPick', player: 1, card: pick });
      expect(game.outcome(s)).toMatchObject({ reason: 'decision-cap' });
      expect(cards(s)).toEqual(cards(crow));
      expect(s.discard).toEqual(['crow']);
      // Capped during a vote: the discard pile is left as it is.
      const voting = play(capped(4, 3), { type: 'attack', player: 1 });
      expect(game.outcome(voting)).toMatchObject({ reason: 'decision-cap' });
      expect(voting.discard).toEqual([]);
    });

    it('T67-OPT-CAP: a game the Armada ends on the cap’s own decision keeps the Armada’s outcome', () => {
      const lead = edit(capped(4, 3, ['armada']), (d) => {
        d.ships.jr.british += 1;
      });
      const s = play(lead, { type: 'reveal', player: 1, slot: 0 });
      expect(game.outcome(s)).toMatchObject({ reason: 'armada' });
      expect(s.pending).toEqual({ kind: 'over' });
      expect(game.toAct(s)).toEqual([]);
    });
  });
});
