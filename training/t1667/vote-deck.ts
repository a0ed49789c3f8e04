/**
 * What a seat's view says about the order of the vote deck (issue 49's lead, an experiment
 * outside the library): revealed vote cards go under the deck (T67-VOTE-6) and every draw takes
 * the top, so parts of the deck are multisets the table has seen, and those cards are in no hand.
 * `voteDeckKnowledge` reads it from the log; `placeKnownCards` deals a sampled world's hidden vote
 * cards again so that it agrees. Conservative: a partly drawn group, a card lost or returned face
 * down, and Crow's Nest's shuffle make that part unknown, and when the tracked size disagrees with
 * the deck's the view is treated as telling nothing.
 */
import { nextInt, shuffleInPlace, type RngState } from '../../src/core/engine/rng.js';
import { flattenChunked } from '../../src/core/engine/chunked-list.js';
import { HAND_SIZE, voteCardsOf } from '../../src/t1667/cards.js';
import type { T1667State, VoteCard } from '../../src/t1667/types.js';
import type { PlayerId } from '../../src/core/engine/game.js';
import type { T1667View } from '../../src/t1667/view.js';

/** A run of the deck, top first: its size and, when the table saw them, the cards' faces. */
interface Segment {
  count: number;
  faces: string[] | null;
}

/** A vote card's face, as the runs name it. */
export const faceOf = (card: VoteCard): string => JSON.stringify(card);

/** Takes `n` cards off the top; a known run partly drawn becomes unknown. False if the deck runs out. */
function take(segments: Segment[], n: number): boolean {
  while (n > 0) {
    const top = segments[0];
    if (top === undefined) return false;
    if (top.count <= n) {
      n -= top.count;
      segments.shift();
    } else {
      top.count -= n;
      top.faces = null;
      n = 0;
    }
  }
  return true;
}

/**
 * The deck as runs, top first, from the view's log; null when the log does not add up. `onDraw`
 * hears of every draw in order: the seat, and the faces of the run it took one card off when the
 * table had seen them (else null).
 */
export function voteDeckKnowledge(view: T1667View, onDraw?: (seat: PlayerId, run: readonly string[] | null) => void): Segment[] | null {
  let segments: Segment[] = [{ count: view.voteCards.length - HAND_SIZE * view.players, faces: null }]; // T67-SETUP-2
  for (const { event } of view.log) {
    switch (event.type) {
      case 'drew': // T67-VOTE-6, T67-TURN-5: from the top
        onDraw?.(event.player, event.count === 1 ? (segments[0]?.faces ?? null) : null);
        if (!take(segments, event.count)) return null;
        break;
      case 'voteRevealed': // T67-VOTE-1: the deck's top card joins; T67-VOTE-6: all go under, shuffled
        if (event.deckCard && !take(segments, 1)) return null;
        segments.push({ count: event.cards.length, faces: event.cards.map(faceOf) });
        break;
      case 'voteCardLost': // T67-MAROON-2: under the deck, face down
        segments.push({ count: 1, faces: null });
        break;
      case 'cardReturned': // T67-EARLY-MARQUE: on top, face down
        segments.unshift({ count: 1, faces: null });
        break;
      case 'crowSearch': // T67-EVT-CROW: the hand goes under, as many are picked, the deck is shuffled
        segments = [{ count: segments.reduce((sum, s) => sum + s.count, 0), faces: null }];
        break;
      default:
        break;
    }
  }
  const size = segments.reduce((sum, s) => sum + s.count, 0);
  return size === view.voteDeckSize ? segments.filter((s) => s.count > 0) : null;
}

/**
 * Deals the hidden vote cards of a sampled `world` again — the deck and the hands of the seats
 * whose hands the viewer does not know, committed votes kept — so that the deck's known runs hold
 * the cards the table saw. Returns false (the world unchanged) when the world cannot agree.
 */
export function placeKnownCards(world: T1667State, view: T1667View, segments: readonly Segment[], rng: RngState): boolean {
  if (world.pending.kind === 'crowSearch' || !segments.some((s) => s.faces !== null)) return false;
  const me = view.player!;
  const known = world.seats[me]!.knownHand?.target ?? null;
  const committed = new Map<number, Set<number>>();
  if (world.pending.kind === 'vote') {
    const { voters, choices } = world.pending;
    voters.forEach((voter, k) => committed.set(voter, new Set(choices[k] ?? [])));
  }
  const redealt = world.seats.map((_, p) => p !== me && p !== known);
  const pool = [...world.voteDeck];
  world.seats.forEach((seat, p) => {
    if (redealt[p]) pool.push(...seat.hand.filter((card) => !committed.get(p)?.has(card)));
  });
  const faces = voteCardsOf(world).map(faceOf);
  // The known runs' cards, each a card of the pool with that face.
  const placed = segments.map((segment) => {
    if (segment.faces === null) return null;
    return segment.faces.map((face) => {
      const matching = pool.filter((card) => faces[card] === face);
      if (matching.length === 0) return -1;
      const card = matching[nextInt(rng, matching.length)]!;
      pool.splice(pool.indexOf(card), 1);
      return card;
    });
  });
  if (placed.some((run) => run !== null && run.includes(-1))) return false;
  shuffleInPlace(rng, pool);
  for (const [p, seat] of world.seats.entries()) {
    if (!redealt[p]) continue;
    const keep = seat.hand.filter((card) => committed.get(p)?.has(card) === true);
    seat.hand = [...keep, ...pool.splice(0, seat.hand.length - keep.length)].sort((a, b) => a - b);
  }
  const topFirst: number[] = [];
  segments.forEach((segment, k) => {
    const run = placed[k];
    if (run === null || run === undefined) topFirst.push(...pool.splice(0, segment.count));
    else {
      shuffleInPlace(rng, run);
      topFirst.push(...run);
    }
  });
  if (pool.length !== 0 || topFirst.length !== world.voteDeck.length) throw new Error('the vote cards do not add up');
  world.voteDeck = topFirst.reverse(); // the top is the last element
  return true;
}

/**
 * For an upper bound (it reads the real state): the card each of `seats` really drew last, where
 * that draw was one card and the seat still holds it — what a perfect reading of draws off known
 * runs would tell. Read once a decision; `placeDrawnCards` puts them into each sampled world.
 */
export function realDrawnCards(real: T1667State, seats: ReadonlySet<PlayerId>): Map<PlayerId, number> {
  const last = new Map<PlayerId, number>();
  for (const { event } of flattenChunked(real.log)) if (event.type === 'drewPrivate' && event.cards.length === 1) last.set(event.player, event.cards[0]!);
  return new Map([...last].filter(([seat, card]) => seats.has(seat) && real.seats[seat]!.hand.includes(card)));
}

/**
 * An upper bound, not a sampler a bot may use: puts each seat's card of `drawn` (`realDrawnCards`)
 * into its sampled hand, swapped with one of the seat's own uncommitted cards from wherever the
 * world dealt it among the hidden hands or the deck.
 */
export function placeDrawnCards(world: T1667State, drawn: ReadonlyMap<PlayerId, number>, me: PlayerId): T1667State {
  if (world.pending.kind === 'crowSearch') return world; // the searcher sees the deck
  const committed = new Set<number>(world.pending.kind === 'vote' ? world.pending.choices.flatMap((choice) => choice ?? []) : []);
  const shown = world.seats[me]!.knownHand?.target ?? null;
  for (const [seat, card] of drawn) {
    const hand = world.seats[seat]!.hand;
    if (hand.includes(card) || committed.has(card)) continue;
    const give = hand.findIndex((c) => !committed.has(c));
    if (give < 0) continue;
    const holder = world.seats.findIndex((other, p) => p !== me && p !== shown && other.hand.includes(card));
    const at = holder >= 0 ? world.seats[holder]!.hand.indexOf(card) : world.voteDeck.indexOf(card);
    if (at < 0) continue;
    const [given] = hand.splice(give, 1, card);
    if (holder >= 0) world.seats[holder]!.hand.splice(at, 1, given!);
    else world.voteDeck[at] = given!;
    hand.sort((a, b) => a - b);
    if (holder >= 0) world.seats[holder]!.hand.sort((a, b) => a - b);
  }
  return world;
}
