import { produce } from 'immer';
import { expect } from 'vitest';
import { nextFloat, nextInt, shuffleInPlace, type RngState } from '../../src/core/engine/rng.js';
import { SHIP_CAPACITY, STAR_KINDS, TOTAL_CHESTS, voteCardsOf } from '../../src/t1667/cards.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import type { EventKind, StarKind, T1667Action, T1667Config, T1667Outcome, T1667State } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import type { ConformanceSubject } from './conformance.js';
import { tortuga1667States } from '../../src/t1667/states.js';

/** Chests not yet placed: the two captains' starting chests before T67-SETUP-5 is done. */
function unplacedChests(state: T1667State): number {
  if (state.pending.kind !== 'placeChest') return 0;
  const first = state.options.rules === 'early' ? 'jr' : 'fd'; // T67-SETUP-5, T67-EARLY-SETUP
  return state.pending.ship === first ? 2 : 1;
}

/** Every event card of the game, wherever it is now, counted by kind. */
export function eventCardCounts(state: T1667State): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (kind: EventKind, n = 1) => {
    if (n > 0) counts[kind] = (counts[kind] ?? 0) + n;
  };
  for (const card of state.row) if (card !== null) add(card);
  for (const card of state.eventDeck) add(card);
  for (const card of state.discard) add(card);
  for (const seat of state.seats) {
    add('albatross', seat.albatross);
    add('marque', seat.letters.length);
    add('atlantis', seat.atlantis);
    add('eldorado', seat.eldorado);
    add('fountain', seat.fountain);
  }
  for (const card of state.removed) add(card);
  for (const seat of state.seats) if (seat.pirateCode > 0) add('code');
  if (state.pending.kind === 'give') add(state.pending.card); // being handed over
  if (state.pending.kind === 'marque') add('marque'); // revealed, not yet used or kept
  if (state.tiebreak || state.outcome?.reason === 'armada') add('armada'); // out of the game
  return counts;
}

/** The invariants of T67-COMP-2, T67-POS-1/2 and card conservation. */
export function t1667Invariants(state: T1667State, initial: T1667State): void {
  // T67-COMP-2: eight chests, always.
  const { fd, jr } = state.ships;
  const t = state.tortuga;
  const chests = state.galleon + fd.british + fd.french + jr.british + jr.french + t.british + t.french + t.unassigned + unplacedChests(state);
  expect(chests).toBe(TOTAL_CHESTS);
  for (const n of [state.galleon, fd.british, fd.french, jr.british, jr.french, t.british, t.french, t.unassigned]) expect(n).toBeGreaterThanOrEqual(0);
  expect(t.british + t.french + t.unassigned).toBe(2); // T67-VOTE-5: Tortuga's two chests stay there
  // T67-POS-1 / T67-POS-2: each pawn in exactly one place, at most five per ship, one per rowboat.
  const slots = state.startSlots;
  const waiting = state.pending.kind === 'placePawn' ? [state.pending.player, ...state.pending.bag] : [];
  const placed = slots === null ? [] : [...slots.fd, ...slots.jr, ...slots.tortuga].filter((s): s is number => s !== null);
  const places = [...fd.crew, ...jr.crew, ...state.tortuga.line, ...placed, ...waiting];
  for (const boat of state.explodedBoats) expect(state.rowboats[boat]).toBeNull();
  if (state.rowboats.fdBoat !== null) places.push(state.rowboats.fdBoat);
  if (state.rowboats.jrBoat !== null) places.push(state.rowboats.jrBoat);
  expect([...places].sort((a, b) => a - b)).toEqual(Array.from({ length: state.players }, (_, i) => i));
  expect(fd.crew.length).toBeLessThanOrEqual(SHIP_CAPACITY);
  expect(jr.crew.length).toBeLessThanOrEqual(SHIP_CAPACITY);
  // Vote cards are conserved: every card is in exactly one hand, the deck, or a Crow's Nest pick.
  const picked = state.pending.kind === 'crowSearch' ? state.pending.picked : [];
  const votes = [...state.voteDeck, ...picked, ...state.seats.flatMap((seat) => seat.hand)].sort((a, b) => a - b);
  expect(votes).toEqual(voteCardsOf(state).map((_, i) => i));
  // Event cards are conserved, kind by kind.
  expect(eventCardCounts(state)).toEqual(eventCardCounts(initial));
  expect(state.row).toHaveLength(5);
}

/**
 * T67-INFO-3: with star cards chosen at random, which ones are in the game is hidden until
 * they show. Swaps one star card the viewer has never seen (in the deck, an unpeeked slot or
 * among the removed cards) for a star card that is not in the game.
 */
function swapHiddenStar(d: T1667State, viewer: number, hiddenSlots: readonly number[], rng: RngState): void {
  if (d.options.namedStars) return;
  const seen = new Set<EventKind>();
  for (const chunk of d.log) {
    for (const entry of chunk) {
      if (entry.to !== undefined && !entry.to.includes(viewer)) continue;
      if (entry.event.type === 'reveal') seen.add(entry.event.card);
      if (entry.event.type === 'peekResult') entry.event.cards.forEach((card) => seen.add(card));
    }
  }
  const piles: EventKind[][] = [d.eventDeck, d.removed];
  const places: { pile: EventKind[] | null; index: number }[] = [];
  for (const pile of piles) pile.forEach((card, index) => places.push({ pile, index }));
  for (const slot of hiddenSlots) places.push({ pile: null, index: slot });
  const read = (place: { pile: EventKind[] | null; index: number }): EventKind => (place.pile ?? (d.row as EventKind[]))[place.index]!;
  const swappable = places.filter((place) => (STAR_KINDS as readonly EventKind[]).includes(read(place)) && !seen.has(read(place)));
  const absent = STAR_KINDS.filter((star) => !d.options.stars.includes(star));
  if (swappable.length === 0 || absent.length === 0) return;
  const place = swappable[nextInt(rng, swappable.length)]!;
  const out = read(place) as StarKind;
  const into = absent[nextInt(rng, absent.length)]!;
  (place.pile ?? (d.row as EventKind[]))[place.index] = into;
  d.options = { ...d.options, stars: STAR_KINDS.filter((star) => (star === out ? false : star === into || d.options.stars.includes(star))) };
}

/**
 * A copy of `state` where everything `viewer` may not know (T67-INFO-3) is changed at
 * random: other seats' loyalties and hands (mixed with the vote deck), the vote and event
 * deck orders, face-down row cards the viewer has not peeked, other voters' hidden choices,
 * the generator, and the contents of other seats' private log entries.
 */
export function perturbT1667(state: T1667State, viewer: number, rng: RngState): T1667State {
  return produce(state, (d) => {
    const me = d.seats[viewer]!;
    const others = d.seats.map((_, i) => i).filter((i) => i !== viewer);
    if (d.outcome === null) {
      const closed = others.filter((i) => !d.seats[i]!.loyaltyOpen);
      const loyalties = closed.map((i) => d.seats[i]!.loyalty);
      shuffleInPlace(rng, loyalties);
      closed.forEach((seat, k) => (d.seats[seat]!.loyalty = loyalties[k]!));
    }
    // Vote cards the viewer cannot place: unknown hands, the deck (unless it is searching
    // it for Crow's Nest) and cards picked by another searcher.
    const searching = d.pending.kind === 'crowSearch' ? d.pending : null;
    const knownTarget = me.knownHand?.target;
    const piles: number[][] = [];
    if (searching?.player !== viewer) piles.push(d.voteDeck);
    for (const seat of others) if (seat !== knownTarget) piles.push(d.seats[seat]!.hand);
    if (searching && searching.player !== viewer) piles.push(searching.picked);
    const pool = piles.flat();
    shuffleInPlace(rng, pool);
    for (const pile of piles) pile.splice(0, pile.length, ...pool.splice(0, pile.length));
    // Another searcher's Crow's Nest knowledge follows the hand it knows (its memory is true).
    for (const seat of others) {
      const known = d.seats[seat]!.knownHand;
      if (known !== null) known.cards = [...d.seats[known.target]!.hand].sort((a, b) => a - b);
    }
    if (d.pending.kind === 'vote') {
      const vote = d.pending;
      vote.voters.forEach((seat, k) => {
        const choice = vote.choices[k];
        if (seat === viewer || !choice) return;
        const hand = d.seats[seat]!.hand;
        vote.choices[k] = choice.length === 2 && hand.length >= 2 ? [hand[0]!, hand[1]!].sort((a, b) => a - b) : [hand[nextInt(rng, hand.length)]!];
      });
    }
    const known = me.peeks;
    const hiddenSlots = d.row.map((card, slot) => (card !== null && known[slot] === null ? slot : -1)).filter((slot) => slot >= 0);
    const cards = [...d.eventDeck, ...d.removed, ...hiddenSlots.map((slot) => d.row[slot]!)];
    shuffleInPlace(rng, cards);
    hiddenSlots.forEach((slot) => (d.row[slot] = cards.pop()!));
    d.removed = cards.splice(0, d.removed.length);
    d.eventDeck = cards;
    swapHiddenStar(d, viewer, hiddenSlots, rng);
    for (const seat of others) d.seats[seat]!.peeks = d.seats[seat]!.peeks.map((p, slot) => (p === null ? null : (d.row[slot] ?? null)));
    if (d.pending.kind === 'placePawn') shuffleInPlace(rng, d.pending.bag); // T67-INFO-3: the pawn draw order
    d.rng = { c: nextInt(rng, 1000), s0: nextFloat(rng), s1: nextFloat(rng), s2: nextFloat(rng) };
    for (const chunk of d.log) {
      chunk.forEach((entry, k) => {
        if (entry.to !== undefined && !entry.to.includes(viewer))
          chunk[k] = { at: entry.at, to: entry.to, event: { type: 'turnLost', player: nextInt(rng, d.players) } };
      });
    }
  });
}

/** What others may see of a Tortuga 1667 action: vote cards and picked cards are the taker's secret. */
export function publicPartT1667(action: T1667Action): unknown {
  switch (action.type) {
    case 'vote':
      return { type: action.type, player: action.player, cards: action.cards.length };
    case 'crowPick':
    case 'returnCard':
    case 'loseCard':
      return { type: action.type, player: action.player };
    default:
      return action;
  }
}

/** Actions of every type for `seat`, with fields drawn at random from small ranges. */
export function probesT1667(state: T1667State, seat: number, rng: RngState): unknown[] {
  const pick = <T>(items: readonly T[]): T => items[nextInt(rng, items.length)]!;
  const target = (): number => nextInt(rng, state.players);
  const slot = (): number => nextInt(rng, 5);
  const pair = (): [number, number] =>
    pick([
      [0, 1],
      [0, 4],
      [1, 3],
      [2, 3],
      [3, 4],
    ] as const) as [number, number];
  const card = (): number => nextInt(rng, voteCardsOf(state).length);
  const hold = (): 'british' | 'french' => pick(['british', 'french'] as const);
  const player = seat;
  return [
    { type: 'placeChest', player, hold: hold() },
    { type: 'peek', player, slots: pair() },
    { type: 'reveal', player, slot: slot() },
    { type: 'force', player, slots: pair(), target: target() },
    { type: 'row', player, to: pick(['fd', 'jr', 'tortuga', 'fdBoat', 'jrBoat'] as const) },
    { type: 'attack', player },
    { type: 'maroon', player, target: target() },
    { type: 'mutiny', player },
    { type: 'smuggle', player, from: hold() },
    { type: 'brawl', player },
    { type: 'marque', player, target: target(), ship: pick(['fd', 'jr'] as const) },
    { type: 'keepMarque', player },
    { type: 'vote', player, cards: [card()] },
    { type: 'vote', player, cards: [card(), card()].sort((a, b) => a - b) },
    { type: 'pick', player, slot: slot() },
    { type: 'takeChest', player, from: pick(['galleon', 'british', 'french'] as const), into: hold() },
    { type: 'declineChest', player },
    { type: 'pistol', player, target: target() },
    { type: 'give', player, target: target() },
    { type: 'fountain', player, use: pick([true, false]) },
    { type: 'atlantis', player },
    { type: 'powder', player, boat: pick(['fdBoat', 'jrBoat'] as const) },
    { type: 'fever', player, target: target() },
    { type: 'crow', player, target: target() },
    { type: 'crowPick', player, card: card() },
    { type: 'placePawn', player, place: pick(['fd', 'jr', 'tortuga'] as const), position: nextInt(rng, 6) },
    { type: 'timeout', player },
    { type: 'choosePeek', player, slots: pair() },
    { type: 'marqueDraw', player },
    { type: 'returnCard', player, card: card() },
    { type: 'loseCard', player, card: card() },
  ];
}

/** Tortuga 1667 for the shared conformance harness. */
export const t1667Subject: ConformanceSubject<T1667Config, T1667State, T1667Action, T1667View, T1667Outcome> = {
  game: tortuga1667,
  states: tortuga1667States,
  configFor: (players, seed) => ({ players, seed }),
  invariants: t1667Invariants,
  perturb: perturbT1667,
  publicPart: publicPartT1667,
  probes: probesT1667,
};
