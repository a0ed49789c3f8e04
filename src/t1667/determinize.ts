import { chunkedFrom } from '../core/engine/chunked-list.js';
import { STATE_FORMAT } from './format.js';
import { drawRandom, takeOne } from '../core/engine/pool.js';
import { nextInt, seedRng, shuffleInPlace, type RngState } from '../core/engine/rng.js';
import { cardCount, EVENT_CARDS, EVENT_KINDS, isDefaultVoteCards, loyaltyCards, ROW_SIZE, STAR_KINDS } from './cards.js';
import type { EventKind, Loyalty, Pending, SeatState, StarKind, T1667Options, T1667State, VoteCard } from './types.js';
import type { PendingView, T1667View } from './view.js';

/** What a view says about the star cards before any are drawn (see `drawStars`). */
interface StarPlan {
  /** The named stars, or null when they were chosen at random (T67-INFO-3). */
  readonly named: StarKind[] | null;
  /** Star cards the viewer has seen (revealed, peeked, held), in the order it saw them. */
  readonly seen: StarKind[];
  /** Unseen stars the random choice prefers, and the others (T67-SETUP-3). */
  readonly preferred: StarKind[];
  readonly extra: StarKind[];
  readonly count: number;
}

/**
 * The star cards of this game as far as the viewer can tell: the named ones, or — when they
 * were chosen at random (T67-INFO-3) — every star card it has seen (revealed, peeked, held)
 * plus random others up to the public count, preferring, at 2–3 players, the ones the random
 * choice prefers (T67-SETUP-3). Read once per view (the log is read here, not per world).
 */
function starPlan(view: T1667View): StarPlan {
  if (view.options.stars !== null) return { named: [...view.options.stars], seen: [], preferred: [], extra: [], count: 0 };
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
  return {
    named: null,
    seen: [...seen],
    preferred: unseen(STAR_KINDS.filter((star) => !leftOut.includes(star))),
    extra: unseen(leftOut),
    count: view.options.starCount,
  };
}

/** One world's star cards, drawn by the plan. */
function drawStars(plan: StarPlan, rng: RngState): StarKind[] {
  if (plan.named !== null) return [...plan.named];
  const preferred = [...plan.preferred];
  const extra = [...plan.extra];
  shuffleInPlace(rng, preferred);
  shuffleInPlace(rng, extra);
  return [...plan.seen, ...preferred, ...extra].slice(0, Math.max(plan.seen.length, plan.count));
}

/** Every event card this game's deck was built from, but the stars (T67-SETUP-3, T67-DECK-3). */
function baseComposition(view: T1667View): EventKind[] {
  const cards: EventKind[] = [];
  for (const kind of EVENT_KINDS) {
    const info = EVENT_CARDS[kind];
    if (info.category === 'star') continue;
    if (kind === 'albatross' && view.players <= 3) continue;
    for (let i = 0; i < cardCount(kind, view.options.rules); i++) cards.push(kind);
  }
  return cards;
}

/**
 * Every event card that is public now or the viewer's own knowledge: the discard pile, cards
 * held in front of players, a card being resolved, an Armada out of the game (T67-END-5) and
 * the viewer's own peeks.
 */
function seenEvents(view: T1667View): EventKind[] {
  const seen: EventKind[] = [...view.discard];
  for (const seat of view.seats) {
    for (let i = 0; i < seat.albatross; i++) seen.push('albatross');
    for (let i = 0; i < seat.letters.kept; i++) seen.push('marque');
    for (const kind of ['atlantis', 'eldorado', 'fountain'] as const) for (let i = 0; i < seat.treasures[kind]; i++) seen.push(kind);
    if (seat.pirateCode > 0) seen.push('code');
  }
  if (view.pending.kind === 'give') seen.push(view.pending.card);
  if (view.pending.kind === 'marque') seen.push('marque');
  if (view.tiebreak || view.outcome?.reason === 'armada') seen.push('armada');
  for (const slot of view.row) if (slot.faceDown && slot.known !== null) seen.push(slot.known);
  return seen;
}

/**
 * The unseen event cards but the stars (the box minus `seenEvents`), and the seen stars to take
 * out of each world's stars. Taking a kind out removes its first copies whatever else is taken,
 * so removing the stars from the drawn stars alone leaves the same list as removing them from
 * the whole box.
 */
function eventPlan(view: T1667View): { readonly base: EventKind[]; readonly seenStars: EventKind[] } {
  const base = baseComposition(view);
  const seenStars: EventKind[] = [];
  for (const card of seenEvents(view)) {
    if (EVENT_CARDS[card].category === 'star') seenStars.push(card);
    else takeOne(base, card);
  }
  return { base, seenStars };
}

/**
 * Lays the unseen event cards into the unknown face-down slots, the deck and the cards a
 * shorter game removed. An unrevealed Armada goes where the set-up puts it: the bottom of the
 * deck (T67-DECK-3), the bottom five in the early edition (T67-EARLY-ARMADA), or a face-down
 * slot once the deck is gone (T67-END-1).
 */
function dealEvents(
  view: T1667View,
  plan: ReturnType<typeof eventPlan>,
  stars: readonly StarKind[],
  rng: RngState,
): { row: (EventKind | null)[]; deck: EventKind[]; removed: EventKind[] } {
  const unseenStars: EventKind[] = [...stars];
  for (const card of plan.seenStars) takeOne(unseenStars, card);
  const pool = [...plan.base, ...unseenStars];
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

/** The loyalty cards nobody has seen: all of them but the viewer's own and the open ones. */
function unseenLoyalties(view: T1667View): Loyalty[] {
  const pool = loyaltyCards(view.players);
  for (const seat of view.seats) if (seat.loyalty !== null) takeOne(pool, seat.loyalty);
  return pool;
}

/** Loyalty cards: the viewer's own and every open card as seen, the rest dealt at random from what is left. */
function dealLoyalties(view: T1667View, unseen: readonly Loyalty[], rng: RngState): Loyalty[] {
  const pool = [...unseen];
  shuffleInPlace(rng, pool);
  return view.seats.map((seat) => seat.loyalty ?? pool.pop() ?? 'dutch');
}

/** What the viewer knows of the vote cards: hands it knows, a deck it is searching, and the cards it has not seen. */
interface VotePlan {
  readonly hands: (number[] | null)[];
  readonly deck: number[] | null;
  readonly picked: number[];
  readonly pool: number[];
}

function votePlan(view: T1667View): VotePlan {
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
  return { hands, deck, picked, pool };
}

/** Vote cards: the viewer's hand, a hand it knows by Crow's Nest and a deck it is searching stay as seen; the rest at random. */
function dealVoteCards(view: T1667View, plan: VotePlan, rng: RngState): { hands: number[][]; deck: number[]; picked: number[] } {
  const pool = [...plan.pool];
  shuffleInPlace(rng, pool);
  const dealt = view.seats.map((seat, index) => (plan.hands[index] ? [...plan.hands[index]] : drawRandom(rng, pool, seat.handSize)));
  let picked = [...plan.picked];
  if (view.pending.kind === 'crowSearch' && plan.deck === null) picked = drawRandom(rng, pool, view.pending.picked);
  return { hands: dealt, deck: plan.deck ? [...plan.deck] : drawRandom(rng, pool, view.voteDeckSize), picked };
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
  return determinizer(view)(seed);
}

/** How `determinizer` samples. */
export interface DeterminizerOptions {
  /** Copy the view's log into each world (default true); a search whose rules never read it leaves it out. */
  readonly log?: boolean;
}

/**
 * `determinize` for many worlds behind one view: what the view says (the log read for star
 * cards, the cards nobody has seen, the options) is worked out once, and each seed then deals
 * only the hidden parts — the same world `determinize(view, seed)` gives, with an empty log when
 * `log` is false. The search samples hundreds of worlds a decision, so this keeps their cost
 * flat as the log grows.
 */
export function determinizer(view: T1667View, options: DeterminizerOptions = {}): (seed: string) => T1667State {
  const loyaltyPool = unseenLoyalties(view);
  const votePlanned = votePlan(view);
  const stars = starPlan(view);
  const events = eventPlan(view);
  const gameOptions = optionsOf(view);
  const defaultVotes = isDefaultVoteCards(view.voteCards);
  const keepLog = options.log ?? true;
  return (seed) => {
    const rng = seedRng(`determinize/${seed}`);
    const loyalties = dealLoyalties(view, loyaltyPool, rng);
    const votes = dealVoteCards(view, votePlanned, rng);
    const drawn = drawStars(stars, rng);
    return worldOf(view, {
      loyalties,
      votes,
      stars: drawn,
      events: dealEvents(view, events, drawn, rng),
      options: gameOptions,
      voteCards: defaultVotes ? null : view.voteCards.map((card) => ({ ...card })),
      rng,
      seed,
      log: keepLog ? chunkedFrom(view.log) : [],
    });
  };
}

/** One world's dealt hidden parts (see `worldOf`). */
interface Dealt {
  readonly loyalties: Loyalty[];
  readonly votes: ReturnType<typeof dealVoteCards>;
  readonly stars: StarKind[];
  readonly events: ReturnType<typeof dealEvents>;
  readonly options: Omit<T1667Options, 'stars'>;
  readonly voteCards: VoteCard[] | null;
  readonly rng: RngState;
  readonly seed: string;
  readonly log: T1667State['log'];
}

/** The state behind the view with the hidden parts as dealt: everything public copied from the view. */
function worldOf(view: T1667View, dealt: Dealt): T1667State {
  const { loyalties, votes, events } = dealt;
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
    options: { ...dealt.options, stars: dealt.stars },
    characters: view.seats.map((seat) => seat.character),
    voteCards: dealt.voteCards,
    rng: seedRng(`determinize/${dealt.seed}/future`),
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
    pending: pendingFrom(view, votes.hands, votes.picked, dealt.rng),
    afterAction: { refillSlot: view.afterAction.refillSlot, drawing: [...view.afterAction.drawing] },
    tiebreak: view.tiebreak,
    outcome: view.outcome,
    log: dealt.log,
  };
}
