/**
 * A particle filter over the other seats' vote hands, read from one seat's view of the log with
 * the loyalties of one sampled world (the behaviour depends on them). Each particle holds every
 * other seat's hand and the vote deck as counts of card faces; the log is replayed: a deal or a
 * draw takes faces at random from the particle's deck (the order of the deck is not tracked — it
 * told the search nothing, docs/lab/search.md), and each revealed vote (T67-VOTE-1, T67-VOTE-8) weighs
 * the particle by how likely its voters were to play the revealed multiset (`VoteModel`), then
 * plays the cards they probably played. The viewer's own cards are known exactly.
 */
import type { PlayerId } from '../../src/core/engine/game.js';
import { nextFloat, seedRng, type RngState } from '../../src/core/engine/rng.js';
import { HAND_SIZE } from '../../src/t1667/cards.js';
import type { LogEvent, Loyalty, VoteCard, VoteKind } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { faceOf } from './vote-deck.js';
import { cardWorth, choiceProbabilities, choicesFrom, type VoteModel } from './vote-model.js';

/** One guess at the hidden vote cards: each seat's hand and the deck, as face counts. */
export interface Particle {
  /** Each seat's hand as faces (the viewer's is left empty: it is known). */
  hands: number[][];
  /** How many cards of each face the vote deck holds. */
  deck: number[];
  /** The particle's weight (not normalised). */
  weight: number;
}

/** The card faces of a game's vote cards: equal cards share a face. */
export interface Faces {
  /** Each card's face. */
  readonly of: readonly number[];
  /** One card of each face. */
  readonly card: readonly VoteCard[];
  /** The face of a card given by its symbols (a revealed card), or −1 for a card of no face here. */
  readonly find: (card: VoteCard) => number;
}

/** Groups equal vote cards into faces. */
export function facesOf(cards: readonly VoteCard[]): Faces {
  const keys = new Map<string, number>();
  const card: VoteCard[] = [];
  const of = cards.map((c) => {
    const key = faceOf(c);
    let face = keys.get(key);
    if (face === undefined) {
      face = card.length;
      keys.set(key, face);
      card.push(c);
    }
    return face;
  });
  return { of, card, find: (c) => keys.get(faceOf(c)) ?? -1 };
}

/** A vote being read from the log. */
interface VoteRead {
  readonly vote: VoteKind;
  readonly caller: PlayerId;
  readonly voters: PlayerId[];
  readonly pairs: Set<PlayerId>;
  mine: number[];
}

/** What the replay needs besides the particles. */
interface Replay {
  readonly me: PlayerId;
  readonly faces: Faces;
  readonly loyalties: readonly Loyalty[];
  readonly model: VoteModel;
  readonly rng: RngState;
  /** The log index after which no Cabin Fever changes the seat's loyalty (T67-EVT-FEVER). */
  readonly settled: readonly number[];
  particles: Particle[];
  /** The viewer's hand, as card numbers. */
  myHand: number[];
  /** Every seat's hand size, as the table sees it. */
  readonly sizes: number[];
  vote: VoteRead | null;
}

/** Draws one face from the particle's deck at random by count; −1 when it is empty. */
function drawFace(deck: number[], rng: RngState): number {
  const total = deck.reduce((sum, n) => sum + n, 0);
  if (total === 0) return -1;
  let r = nextFloat(rng) * total;
  for (let face = 0; face < deck.length; face++) {
    r -= deck[face]!;
    if (r < 0) {
      deck[face]! -= 1;
      return face;
    }
  }
  return -1;
}

/** `seat` draws `count` cards from the particle's deck; a particle whose deck runs short is impossible. */
function drawInto(particle: Particle, seat: PlayerId, count: number, rng: RngState): void {
  for (let i = 0; i < count; i++) {
    const face = drawFace(particle.deck, rng);
    if (face < 0) particle.weight = 0;
    else particle.hands[seat]!.push(face);
  }
}

/** Deals every other seat's hand at random from what the viewer has not seen (a fresh start). */
function dealFresh(r: Replay): void {
  const total = r.faces.card.map(() => 0);
  for (const face of r.faces.of) total[face]! += 1;
  for (const card of r.myHand) total[r.faces.of[card]!]! -= 1;
  r.particles = r.particles.map(() => {
    const deck = [...total];
    const hands = r.sizes.map((size, seat) => (seat === r.me ? [] : Array.from({ length: size }, () => drawFace(deck, r.rng)).filter((face) => face >= 0)));
    return { hands, deck, weight: 1 };
  });
}

/** The viewer's cards move between its hand and the deck: the deck of every particle changes by `sign`. */
function myCardsToDeck(r: Replay, cards: readonly number[], sign: 1 | -1): void {
  for (const particle of r.particles) {
    for (const card of cards) {
      const face = r.faces.of[card]!;
      particle.deck[face]! += sign;
      if (particle.deck[face]! < 0) particle.weight = 0; // the particle had those cards in other hands
    }
  }
}

/** A random card of `seat`'s hand goes into the deck (a card lost or returned face down). */
function handCardToDeck(r: Replay, seat: PlayerId): void {
  for (const particle of r.particles) {
    const hand = particle.hands[seat]!;
    if (hand.length === 0) continue;
    const face = hand.splice(Math.floor(nextFloat(r.rng) * hand.length), 1)[0]!;
    particle.deck[face]! += 1;
  }
}

/** A voter's choices (positions in its hand) and how likely it makes each. */
interface Options {
  readonly choices: number[][];
  readonly probabilities: number[];
}

/**
 * Weighs one particle by a revealed vote and plays the cards its voters probably played:
 * every way the other voters' hands can make the revealed cards (less the viewer's and the deck
 * card), each as likely as the model says and the deck card as likely as its share of the deck.
 */
function revealIn(r: Replay, particle: Particle, read: VoteRead, revealed: number[], deckCard: boolean, at: number, memo: Map<string, Options>): void {
  const others = read.voters.filter((seat) => seat !== r.me);
  const options = others.map((seat) => {
    const hand = particle.hands[seat]!;
    const key = `${seat}:${hand.join(',')}`;
    const seen = memo.get(key);
    if (seen !== undefined) return seen;
    const choices = choicesFrom([...hand.keys()], read.pairs.has(seat));
    const known = r.settled[seat]! < at && (r.settled[read.caller] ?? at) < at;
    const worth = (position: number): number => (known ? cardWorth(r.faces.card[hand[position]!]!, seat, read, r.loyalties, r.model) : 0);
    const made = { choices, probabilities: choiceProbabilities(choices, worth, r.model) };
    memo.set(key, made);
    return made;
  });
  const deckSize = particle.deck.reduce((sum, n) => sum + n, 0);
  const left = [...revealed];
  const picks: number[] = others.map(() => 0);
  // Every way, in one order: `leaf` hears each one's weight and may stop the walk (no lists are built).
  const walk = (k: number, weight: number, leaf: (weight: number) => boolean): boolean => {
    if (k === others.length) {
      const deckWeight = deckCard ? particle.deck[left.indexOf(1)]! / Math.max(1, deckSize) : 1;
      return deckWeight > 0 && leaf(weight * deckWeight);
    }
    const hand = particle.hands[others[k]!]!;
    const { choices, probabilities } = options[k]!;
    for (let c = 0; c < choices.length; c++) {
      let fits = true;
      for (const position of choices[c]!) if (--left[hand[position]!]! < 0) fits = false;
      picks[k] = c;
      const stop = fits && walk(k + 1, weight * probabilities[c]!, leaf);
      for (const position of choices[c]!) left[hand[position]!]! += 1;
      if (stop) return true;
    }
    return false;
  };
  const rest = revealed.reduce((sum, n) => sum + n, 0);
  const played = others.reduce((sum, seat) => sum + (read.pairs.has(seat) ? 2 : 1), 0);
  let total = 0;
  if (rest === played + (deckCard ? 1 : 0)) walk(0, 1, (weight) => ((total += weight), false));
  particle.weight *= total;
  if (total === 0) return;
  let u = nextFloat(r.rng) * total;
  let chosen: number[] = [];
  walk(0, 1, (weight) => {
    chosen = [...picks];
    return (u -= weight) < 0;
  });
  others.forEach((seat, k) => {
    const hand = particle.hands[seat]!;
    const positions = options[k]!.choices[chosen[k]!]!;
    for (const position of [...positions].sort((a, b) => b - a)) particle.deck[hand.splice(position, 1)[0]!]! += 1;
  });
}

/** Resamples the particles when their weights have grown uneven (systematic resampling). */
function resample(r: Replay): void {
  const total = r.particles.reduce((sum, p) => sum + p.weight, 0);
  if (total === 0) return dealFresh(r);
  const squares = r.particles.reduce((sum, p) => sum + (p.weight / total) ** 2, 0);
  if (1 / squares >= r.particles.length / 2) return;
  const n = r.particles.length;
  const step = total / n;
  let u = nextFloat(r.rng) * step;
  let acc = 0;
  let i = -1;
  const out: Particle[] = [];
  for (let k = 0; k < n; k++) {
    while (acc <= u && i < n - 1) acc += r.particles[++i]!.weight;
    const p = r.particles[i]!;
    out.push({ hands: p.hands.map((hand) => [...hand]), deck: [...p.deck], weight: 1 });
    u += step;
  }
  r.particles = out;
}

/** Reads a revealed vote: the table's cards less the viewer's, weighed in every particle. */
function reveal(r: Replay, event: Extract<LogEvent, { type: 'voteRevealed' }>, at: number): void {
  const read = r.vote ?? { vote: event.vote, caller: -1, voters: [], pairs: new Set<PlayerId>(), mine: [] };
  const revealed = r.faces.card.map(() => 0);
  for (const card of event.cards) {
    const face = r.faces.find(card);
    if (face < 0) return dealFresh(r);
    revealed[face]! += 1;
  }
  for (const card of read.mine) revealed[r.faces.of[card]!]! -= 1;
  for (const card of read.mine) r.myHand.splice(r.myHand.indexOf(card), 1);
  for (const seat of read.voters) r.sizes[seat]! -= read.pairs.has(seat) ? 2 : 1;
  r.vote = null;
  if (revealed.some((n) => n < 0)) return dealFresh(r);
  const memo = new Map<string, Options>(); // particles share hands: each hand's choices worked out once a vote
  for (const particle of r.particles) if (particle.weight > 0) revealIn(r, particle, read, [...revealed], event.deckCard, at, memo);
  myCardsToDeck(r, read.mine, 1); // T67-VOTE-6: under the deck, after the deck card was taken
  resample(r);
}

/** Changes to the viewer's own hand, read from its private log entries. */
function readMine(r: Replay, event: LogEvent): void {
  switch (event.type) {
    case 'dealt': // T67-SETUP-2
      r.myHand = [...event.hand];
      return dealFresh(r);
    case 'drewPrivate':
      r.myHand.push(...event.cards);
      return myCardsToDeck(r, event.cards, -1);
    case 'voteCardLostPrivate': // T67-MAROON-2
    case 'cardReturnedPrivate': // T67-EARLY-MARQUE
      r.myHand.splice(r.myHand.indexOf(event.card), 1);
      return myCardsToDeck(r, [event.card], 1);
    case 'voteChoice':
      if (r.vote !== null) r.vote.mine = [...event.cards];
      return;
    default:
      return;
  }
}

/** T67-EVT-CROW: the target's hand goes under the deck and as many cards are picked for it. */
function crow(r: Replay, event: LogEvent): void {
  if (event.type === 'crowSearch') {
    if (event.target === r.me) {
      myCardsToDeck(r, r.myHand, 1);
      r.myHand = [];
    } else {
      for (const particle of r.particles) {
        for (const face of particle.hands[event.target]!) particle.deck[face]! += 1;
        particle.hands[event.target] = [];
        if (event.player !== r.me) drawInto(particle, event.target, event.count, r.rng);
      }
    }
  } else if (event.type === 'crowNewHand') {
    if (event.target === r.me) {
      r.myHand = [...event.cards];
      myCardsToDeck(r, event.cards, -1);
    } else {
      for (const particle of r.particles) {
        particle.hands[event.target] = event.cards.map((card) => r.faces.of[card]!);
        for (const card of event.cards) if (--particle.deck[r.faces.of[card]!]! < 0) particle.weight = 0;
      }
      resample(r);
    }
  }
}

/** Reads one public or private log event into the replay. */
function readEvent(r: Replay, event: LogEvent, at: number): void {
  switch (event.type) {
    case 'voteCalled':
      r.vote = { vote: event.vote, caller: event.caller, voters: [], pairs: new Set(), mine: [] };
      return;
    case 'voteCommitted':
      r.vote?.voters.push(event.player);
      return;
    case 'eldoradoPlayed': // T67-EVT-ELDORADO: two cards
      r.vote?.pairs.add(event.player);
      return;
    case 'voteRevealed':
      return reveal(r, event, at);
    case 'drew':
      r.sizes[event.player]! += event.count;
      if (event.player !== r.me) for (const particle of r.particles) drawInto(particle, event.player, event.count, r.rng);
      return;
    case 'voteCardLost': // T67-MAROON-2: a random card, face down under the deck
    case 'cardReturned': // T67-EARLY-MARQUE: face down on the deck
      r.sizes[event.player]! -= 1;
      if (event.player !== r.me) handCardToDeck(r, event.player);
      return;
    case 'crowSearch':
    case 'crowNewHand':
      return crow(r, event);
    default:
      return readMine(r, event);
  }
}

/** The log index of each seat's last Cabin Fever (T67-EVT-FEVER): before it, its loyalty is unsure. */
function settledAfter(view: T1667View): number[] {
  const settled = view.seats.map(() => -1);
  view.log.forEach(({ event }, index) => {
    if (event.type === 'loyaltiesSwapped') settled[event.player] = settled[event.target] = index;
  });
  return settled;
}

/**
 * Replays `view`'s log into `count` particles for the given loyalties (one per seat, as in a
 * sampled world); null when the log does not add up (a view without the whole log, or hand sizes
 * that disagree with the table's at the end).
 */
export function filterHands(view: T1667View, loyalties: readonly Loyalty[], model: VoteModel, count: number, seed: string): Particle[] | null {
  if (view.player === null || !view.log.some(({ event }) => event.type === 'dealt')) return null;
  const r: Replay = {
    me: view.player,
    faces: facesOf(view.voteCards),
    loyalties,
    model,
    rng: seedRng(`hands/${seed}`),
    settled: settledAfter(view),
    particles: Array.from({ length: count }, () => ({ hands: [], deck: [], weight: 1 })),
    myHand: [],
    sizes: view.seats.map(() => HAND_SIZE),
    vote: null,
  };
  view.log.forEach(({ event }, index) => readEvent(r, event, index));
  const fits = (p: Particle): boolean => p.weight > 0 && p.hands.every((hand, seat) => seat === r.me || hand.length === view.seats[seat]!.handSize);
  const out = r.particles.filter(fits);
  return out.length > 0 ? out : null;
}
