import { chunkedFrom } from '../core/chunked-list.js';
import { STATE_FORMAT } from './format.js';
import { drawRandom, takeOne } from '../core/pool.js';
import { nextInt, seedRng, shuffleInPlace, type RngState } from '../core/rng.js';
import { cardCount, EVENT_CARDS, EVENT_KINDS, isDefaultVoteCards, loyaltyCards, ROW_SIZE, STAR_KINDS } from './cards.js';
import type { EventKind, Loyalty, Pending, SeatState, StarKind, T1667Options, T1667State } from './types.js';
import type { PendingView, T1667View } from './view.js';

/**
 * The star cards of this game as far as the viewer can tell: the named ones, or — when they
 * were chosen at random (T67-INFO-3) — every star card it has seen (revealed, peeked, held)
 * plus random others up to the public count, preferring, at 2–3 players, the ones the random
 * choice prefers (T67-SETUP-3).
 */
function starsOf(view: T1667View, rng: RngState): StarKind[] {
  if (view.options.stars !== null) return [...view.options.stars];
  const seen = new Set<StarKind>();
  const note = (card: EventKind | null): void => {
    if (card !== null && EVENT_CARDS[card].category === 'star') seen.add(card as StarKind);
  };
  for (const { event } of view.log) {
    if (event.type === 'reveal') note(event.card);
    if (event.type === 'peekResult') event.cards.forEach(note);
  }
  for (const slot of view.row) note(slot.known);
  for (const card of view.discard) note(card);
  if (view.seats.some((seat) => seat.pirateCode > 0)) seen.add('code');
  const leftOut: StarKind[] = view.players > 3 ? [] : view.options.rules === 'early' ? ['fever'] : ['facade', 'fever'];
  const unseen = (list: readonly StarKind[]): StarKind[] => list.filter((star) => !seen.has(star));
  const preferred = unseen(STAR_KINDS.filter((star) => !leftOut.includes(star)));
  const extra = unseen(leftOut);
  shuffleInPlace(rng, preferred);
  shuffleInPlace(rng, extra);
  return [...seen, ...preferred, ...extra].slice(0, Math.max(seen.size, view.options.starCount));
}

/** Every event card this game's deck was built from (T67-SETUP-3, T67-DECK-3). */
function eventComposition(view: T1667View, stars: readonly StarKind[]): EventKind[] {
  const cards: EventKind[] = [];
  for (const kind of EVENT_KINDS) {
    const info = EVENT_CARDS[kind];
    if (info.category === 'star') continue;
    if (kind === 'albatross' && view.players <= 3) continue;
    for (let i = 0; i < cardCount(kind, view.options.rules); i++) cards.push(kind);
  }
  return [...cards, ...stars];
}

/**
 * The event cards the viewer cannot see: the box minus every card that is public now — the
 * discard pile, cards held in front of players, a card being resolved, an Armada out of the
 * game (T67-END-5) — and minus the viewer's own peeks.
 */
function unseenEvents(view: T1667View, stars: readonly StarKind[]): EventKind[] {
  const pool = eventComposition(view, stars);
  for (const card of view.discard) takeOne(pool, card);
  for (const seat of view.seats) {
    for (let i = 0; i < seat.albatross; i++) takeOne(pool, 'albatross');
    for (let i = 0; i < seat.letters.kept; i++) takeOne(pool, 'marque');
    for (const kind of ['atlantis', 'eldorado', 'fountain'] as const) for (let i = 0; i < seat.treasures[kind]; i++) takeOne(pool, kind);
    if (seat.pirateCode > 0) takeOne(pool, 'code');
  }
  if (view.pending.kind === 'give') takeOne(pool, view.pending.card);
  if (view.pending.kind === 'marque') takeOne(pool, 'marque');
  if (view.tiebreak || view.outcome?.reason === 'armada') takeOne(pool, 'armada');
  for (const slot of view.row) if (slot.faceDown && slot.known !== null) takeOne(pool, slot.known);
  return pool;
}

/**
 * Lays the unseen event cards into the unknown face-down slots, the deck and the cards a
 * shorter game removed. An unrevealed Armada goes where the set-up puts it: the bottom of the
 * deck (T67-DECK-3), the bottom five in the early edition (T67-EARLY-ARMADA), or a face-down
 * slot once the deck is gone (T67-END-1).
 */
function dealEvents(view: T1667View, stars: readonly StarKind[], rng: RngState): { row: (EventKind | null)[]; deck: EventKind[]; removed: EventKind[] } {
  const pool = unseenEvents(view, stars);
  const armada = takeOne(pool, 'armada');
  shuffleInPlace(rng, pool);
  const unknownSlots = view.row.filter((slot) => slot.faceDown && slot.known === null).map((slot) => slot.slot);
  const armadaInDeck = armada && view.eventDeckSize > 0;
  const armadaInRow = armada && !armadaInDeck && unknownSlots.length > 0;
  const deckTopFirst = fillShort(pool.splice(0, view.eventDeckSize - (armadaInDeck ? 1 : 0)), view.eventDeckSize - (armadaInDeck ? 1 : 0), pool);
  if (armadaInDeck) {
    const bottom = view.options.rules === 'early' ? Math.min(5, view.eventDeckSize) : 1;
    deckTopFirst.splice(deckTopFirst.length - nextInt(rng, bottom), 0, 'armada');
  }
  const row = fillShort(pool.splice(0, unknownSlots.length - (armadaInRow ? 1 : 0)), unknownSlots.length - (armadaInRow ? 1 : 0), pool);
  if (armadaInRow) row.splice(nextInt(rng, unknownSlots.length), 0, 'armada');
  const removed = pool.splice(0, view.options.shorter);
  const laid: (EventKind | null)[] = view.row.map((slot) => (slot.faceDown ? slot.known : null));
  unknownSlots.forEach((slot, i) => {
    laid[slot] = row[i]!;
  });
  return { row: laid, deck: deckTopFirst.reverse(), removed };
}

/** Pads a list with spare cards when a stacked deck left fewer unseen cards than places (never in a dealt game). */
function fillShort(cards: EventKind[], size: number, spare: EventKind[]): EventKind[] {
  const out = [...cards];
  while (out.length < size) out.push(spare.pop() ?? 'marque');
  return out;
}

/** Loyalty cards: the viewer's own and every open card as seen, the rest dealt at random from what is left. */
function dealLoyalties(view: T1667View, rng: RngState): Loyalty[] {
  const pool = loyaltyCards(view.players);
  for (const seat of view.seats) if (seat.loyalty !== null) takeOne(pool, seat.loyalty);
  shuffleInPlace(rng, pool);
  return view.seats.map((seat) => seat.loyalty ?? pool.pop() ?? 'dutch');
}

/** Vote cards: the viewer's hand, a hand it knows by Crow's Nest and a deck it is searching stay as seen; the rest at random. */
function dealVoteCards(view: T1667View, rng: RngState): { hands: number[][]; deck: number[]; picked: number[] } {
  const pool = view.voteCards.map((_, card) => card);
  const hands: (number[] | null)[] = view.seats.map(() => null);
  const you = view.you;
  if (view.player !== null && you !== null) {
    hands[view.player] = you.hand.map((card) => card.card);
    for (const card of you.hand) takeOne(pool, card.card);
    if (you.knownHand !== null && you.knownHand.target !== view.player && view.seats[you.knownHand.target]!.handSize === you.knownHand.cards.length) {
      hands[you.knownHand.target] = [...you.knownHand.cards];
      for (const card of you.knownHand.cards) takeOne(pool, card);
    }
  }
  let deck: number[] | null = null;
  let picked: number[] = [];
  if (you?.crowSearch) {
    deck = you.crowSearch.deck.map((card) => card.card);
    picked = [...you.crowSearch.picked];
    for (const card of [...deck, ...picked]) takeOne(pool, card);
  }
  shuffleInPlace(rng, pool);
  const dealt = view.seats.map((seat, index) => hands[index] ?? drawRandom(rng, pool, seat.handSize));
  if (view.pending.kind === 'crowSearch' && deck === null) picked = drawRandom(rng, pool, view.pending.picked);
  return { hands: dealt, deck: deck ?? drawRandom(rng, pool, view.voteDeckSize), picked };
}

function shuffled<T>(items: readonly T[], rng: RngState): T[] {
  const out = [...items];
  shuffleInPlace(rng, out);
  return out;
}

/** Kept Letters of Marque: the usable ones dated before this turn, the others this turn (T67-EVT-MARQUE). */
function letterTurns(kept: number, usable: number, turn: number): number[] {
  return Array.from({ length: kept }, (_, i) => (i < usable ? turn - 1 : turn));
}

/** The game's hidden pending details, filled in from the dealt hands. */
function pendingFrom(view: T1667View, hands: readonly number[][], picked: number[], rng: RngState): Pending {
  const p: PendingView = view.pending;
  switch (p.kind) {
    case 'vote':
      return {
        kind: 'vote',
        vote: p.vote,
        caller: p.caller,
        openedAt: p.openedAt,
        ship: p.ship,
        voters: [...p.voters],
        choices: p.voters.map((voter) => {
          if (!p.committed.includes(voter)) return null;
          if (voter === view.player) return [...(view.you?.committedVote ?? [])];
          const hand = hands[voter] ?? [];
          return hand.length === 0 ? [] : [hand[nextInt(rng, hand.length)]!];
        }),
      };
    case 'action':
      return { kind: 'action', player: p.player };
    case 'crowSearch':
      return { kind: 'crowSearch', player: p.player, target: p.target, count: p.count, picked };
    case 'placePawn':
      return { kind: 'placePawn', player: p.player, bag: shuffled(p.unplaced, rng) }; // T67-INFO-3: the draw order is unknown
    case 'forcedPick':
    case 'forcerPick':
      return { ...p, slots: [p.slots[0], p.slots[1]] } as Pending;
    case 'escape':
      return { kind: 'escape', player: p.player, cause: p.cause as Extract<Pending, { kind: 'escape' }>['cause'] };
    default:
      return { ...p } as Pending;
  }
}

/** The options of the state behind a view: everything but the star cards is public. */
function optionsOf(view: T1667View): Omit<T1667Options, 'stars'> {
  const { stars: _stars, starCount: _count, ...rest } = view.options;
  return rest;
}

/**
 * Samples a full Tortuga 1667 state consistent with one seat's view: everything the view
 * shows is kept as it is, and what the seat cannot see — other loyalties (T67-INFO-3), other
 * hands and committed votes, the vote deck's order, face-down event cards it has not peeked
 * at, the event deck's order, cards removed by a shorter game, the generator — is filled in at
 * random from the cards that remain. Other seats' peeks and Crow's Nest knowledge are left
 * empty. The result is a state `apply`, `legalActions` and the simulator accept, and
 * `viewFor(determinize(view, seed), view.player)` shows the seat what `view` showed it.
 * Same view and seed, same state. Bots use it to search (an information-set Monte Carlo
 * tree search samples one per iteration).
 *
 * @example
 * ```ts
 * const view = tortuga1667.viewFor(state, 2);
 * const world = tortuga1667.determinize(view, 'sample-1');
 * const sim = tortuga1667.simulator(world); // play it out
 * ```
 */
export function determinize(view: T1667View, seed: string): T1667State {
  const rng = seedRng(`determinize/${seed}`);
  const loyalties = dealLoyalties(view, rng);
  const votes = dealVoteCards(view, rng);
  const stars = starsOf(view, rng);
  const events = dealEvents(view, stars, rng);
  const seats: SeatState[] = view.seats.map((seat, index) => ({
    loyalty: loyalties[index]!,
    hand: votes.hands[index]!,
    albatross: seat.albatross,
    letters: letterTurns(seat.letters.kept, seat.letters.usable, view.turn.number),
    atlantis: seat.treasures.atlantis,
    eldorado: seat.treasures.eldorado,
    fountain: seat.treasures.fountain,
    lostTurns: seat.lostTurns,
    peeks: index === view.player ? view.row.map((slot) => (slot.faceDown ? slot.known : null)) : Array<EventKind | null>(ROW_SIZE).fill(null),
    pirateCode: seat.pirateCode,
    loyaltyOpen: view.outcome === null && (view.options.openLoyalties === 'all' || (seat.loyalty !== null && index !== view.player)),
    knownHand: index === view.player && view.you?.knownHand ? { target: view.you.knownHand.target, cards: [...view.you.knownHand.cards] } : null,
  }));
  const board = view.board;
  return {
    game: 'tortuga-1667',
    format: STATE_FORMAT,
    players: view.players,
    options: { ...optionsOf(view), stars },
    characters: view.seats.map((seat) => seat.character),
    voteCards: isDefaultVoteCards(view.voteCards) ? null : view.voteCards.map((card) => ({ ...card })),
    rng: seedRng(`determinize/${seed}/future`),
    decisions: view.decisions,
    seats,
    galleon: board.galleon,
    ships: {
      fd: { crew: [...board.ships.fd.crew], british: board.ships.fd.british, french: board.ships.fd.french },
      jr: { crew: [...board.ships.jr.crew], british: board.ships.jr.british, french: board.ships.jr.french },
    },
    tortuga: { line: [...board.tortuga.line], british: board.tortuga.british, french: board.tortuga.french, unassigned: board.tortuga.unassigned },
    rowboats: { fdBoat: board.rowboats.fdBoat, jrBoat: board.rowboats.jrBoat },
    explodedBoats: [...view.explodedBoats],
    startSlots: view.startSlots === null ? null : { fd: [...view.startSlots.fd], jr: [...view.startSlots.jr], tortuga: [...view.startSlots.tortuga] },
    row: events.row,
    eventDeck: events.deck,
    discard: [...view.discard],
    removed: events.removed,
    voteDeck: votes.deck,
    turn: { player: view.turn.player, number: view.turn.number, actionsTaken: view.turn.actionsTaken },
    pending: pendingFrom(view, votes.hands, votes.picked, rng),
    afterAction: { refillSlot: view.afterAction.refillSlot, drawing: [...view.afterAction.drawing] },
    tiebreak: view.tiebreak,
    outcome: view.outcome,
    log: chunkedFrom(view.log),
  };
}
