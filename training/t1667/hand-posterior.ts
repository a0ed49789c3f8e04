/**
 * Issue 49's posterior over the other seats' vote hands (an experiment outside the library; the
 * levels do not use it: docs/lab/search.md, "A posterior over the other seats' vote hands"): sampled
 * worlds whose hidden hands follow how the seats voted (`hand-filter.ts`, `vote-model.ts`).
 */
import type { PlayerId } from '../../src/core/engine/game.js';
import { nextFloat, shuffleInPlace, type RngState } from '../../src/core/engine/rng.js';
import { voteCardsOf } from '../../src/t1667/cards.js';
import type { T1667State } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { facesOf, filterHands, type Particle } from './hand-filter.js';
import { cardWorth, choiceProbabilities, choicesFrom, DEFAULT_VOTE_MODEL, type VoteModel } from './vote-model.js';

/** Settings of `handPosterior`. */
export interface HandPosteriorOptions {
  /** How voters choose their cards (default `DEFAULT_VOTE_MODEL`). */
  readonly model?: VoteModel;
  /** Particles a loyalty deal (default 128). */
  readonly particles?: number;
}

/** Picks a particle by weight. */
function pick(particles: readonly Particle[], rng: RngState): Particle {
  const total = particles.reduce((sum, p) => sum + p.weight, 0);
  let u = nextFloat(rng) * total;
  return particles.find((p) => (u -= p.weight) < 0) ?? particles[particles.length - 1]!;
}

/** The seats whose hands the posterior deals: every other seat but one whose hand the viewer knows (Crow's Nest). */
function dealtSeats(view: T1667View): PlayerId[] {
  const known = view.you?.knownHand?.target ?? null;
  return view.seats.map((seat) => seat.player).filter((seat) => seat !== view.player && seat !== known);
}

/**
 * Gives `seats` the hands of `particle` in `world`, taking card numbers of the right faces from
 * what the world holds there and in the deck, the deck shuffled; false (the world unchanged)
 * when the faces do not fit.
 */
function placeHands(world: T1667State, seats: readonly PlayerId[], particle: Particle, faceOf: readonly number[], rng: RngState): boolean {
  const free = [...world.voteDeck, ...seats.flatMap((seat) => world.seats[seat]!.hand)];
  const byFace = new Map<number, number[]>();
  for (const card of free) {
    const cards = byFace.get(faceOf[card]!);
    if (cards === undefined) byFace.set(faceOf[card]!, [card]);
    else cards.push(card);
  }
  for (const cards of byFace.values()) shuffleInPlace(rng, cards);
  const hands = seats.map((seat) => particle.hands[seat]!.map((face) => byFace.get(face)?.pop() ?? -1));
  if (hands.some((hand) => hand.includes(-1))) return false;
  seats.forEach((seat, k) => (world.seats[seat]!.hand = hands[k]!.sort((a, b) => a - b)));
  const deck = [...byFace.values()].flat();
  shuffleInPlace(rng, deck);
  world.voteDeck = deck;
  return true;
}

/** The committed votes of `seats` chosen again from their hands, as the model says they choose. */
export function recommit(world: T1667State, seats: readonly PlayerId[], model: VoteModel, rng: RngState): void {
  if (world.pending.kind !== 'vote') return;
  const { voters, choices, vote, caller } = world.pending;
  const table = voteCardsOf(world);
  const loyalties = world.seats.map((seat) => seat.loyalty);
  voters.forEach((voter, k) => {
    const committed = choices[k];
    if (committed === null || committed === undefined || !seats.includes(voter)) return;
    const hand = world.seats[voter]!.hand;
    const options = choicesFrom(hand, committed.length === 2);
    if (options.length === 0) return;
    const p = choiceProbabilities(options, (card) => cardWorth(table[card]!, voter, { vote, caller }, loyalties, model), model);
    let u = nextFloat(rng);
    const index = p.findIndex((q) => (u -= q) < 0);
    choices[k] = [...options[index < 0 ? options.length - 1 : index]!];
  });
}

/**
 * A posterior over the other seats' vote hands from how they voted (issue 49): returns a function
 * that, given a world sampled behind `view` (its loyalties drawn as the search draws them), deals
 * those seats' hands and the vote deck again from a particle filter over the view's log run with
 * that world's loyalties (`filterHands`, one filter a loyalty deal, cached), and redraws the other
 * voters' committed cards of a vote being collected from their new hands. The world keeps showing
 * the viewer what `view` shows (only hidden cards move). A world the filter cannot read (a
 * partial log, a Crow's Nest search under way) is returned as it was.
 */
export function handPosterior(view: T1667View, options: HandPosteriorOptions = {}): (world: T1667State, rng: RngState) => T1667State {
  const model = options.model ?? DEFAULT_VOTE_MODEL;
  const count = options.particles ?? 128;
  const faces = facesOf(view.voteCards);
  const seats = dealtSeats(view);
  const cache = new Map<string, Particle[] | null>();
  return (world, rng) => {
    if (world.pending.kind === 'crowSearch' || view.player === null) return world;
    const loyalties = world.seats.map((seat) => seat.loyalty);
    const key = loyalties.join(',');
    if (!cache.has(key)) cache.set(key, filterHands(view, loyalties, model, count, key));
    const particles = cache.get(key);
    if (particles === null || particles === undefined) return world;
    if (placeHands(world, seats, pick(particles, rng), faces.of, rng)) recommit(world, seats, model, rng);
    return world;
  };
}
