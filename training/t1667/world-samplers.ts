/**
 * The sampled worlds of issue 49's search experiments (`search-cell.ts --worlds-by`): the levels'
 * (`beliefs`), fair variants (`deal`: loyalties dealt uniformly among the deals the view allows;
 * `tracked`: the vote deck's known runs kept out of the hands, `vote-deck.ts`; `posterior`: the
 * other seats' hands dealt from how they voted, `hand-posterior.ts`; `committed`: only the other
 * voters' committed cards of a vote being collected chosen again as the vote model says; `peeks`:
 * the other seats know the world's cards in the slots they peeked at, `peek-knowledge.ts`) and upper bounds
 * that are not bots — they read the real state, to say which hidden part the search would gain by
 * knowing: `truth` (the real loyalties), `deck` (the real loyalties, event cards — the row's face-down
 * cards, the deck's order, the cards removed — and generator; the vote cards sampled), `hands`
 * (the real loyalties, vote hands, vote deck and committed votes; the event cards and generator
 * sampled), `handsonly` (as `hands`, but the vote deck shuffled: the hands without the deck's
 * order), `uncommitted` (as `hands`, but the other voters' committed cards drawn again from their
 * real hands), `state` (the real state itself) and `drawn` (the levels' worlds, each seat whose
 * latest draw was one card off a known run of the deck given the card it really drew, if it still
 * holds it: what reading those draws perfectly would tell).
 */
import { chunkedFrom } from '../../src/core/engine/chunked-list.js';
import { nextInt, seedRng, shuffleInPlace } from '../../src/core/engine/rng.js';
import { T1667_SCORING } from '../../src/bots/search-bots.js';
import { loyaltyBeliefs } from '../../src/bots/t1667-beliefs.js';
import { handPosterior, recommit } from './hand-posterior.js';
import { givePeeks, peekedSlots } from './peek-knowledge.js';
import { DEFAULT_VOTE_MODEL, type VoteModel } from './vote-model.js';
import { determinizer } from '../../src/t1667/determinize.js';
import type { LogEntry, T1667State } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import { placeDrawnCards, placeKnownCards, realDrawnCards, voteDeckKnowledge } from './vote-deck.js';

/** The kinds of sampled world, by name. */
export const WORLD_KINDS = [
  'beliefs',
  'deal',
  'tracked',
  'truth',
  'deck',
  'hands',
  'uncommitted',
  'state',
  'drawn',
  'posterior',
  'handsonly',
  'committed',
  'peeks',
] as const;
export type WorldKind = (typeof WORLD_KINDS)[number];
type Sampler = (view: T1667View) => (seed: string) => T1667State;

/** The kind named, or an error naming it and the kinds there are. */
export function worldKind(name: string): WorldKind {
  const kind = WORLD_KINDS.find((k) => k === name);
  if (kind === undefined) throw new Error(`--worlds-by is one of ${WORLD_KINDS.join(', ')}, not ${name}.`);
  return kind;
}

/** The parts of a state that chance decides: the event cards not yet seen and the generator. */
const CHANCE = ['row', 'eventDeck', 'removed', 'rng'] as const;

/** Every seat's real loyalty in `world`. */
function realLoyalties(world: T1667State, real: T1667State): T1667State {
  world.seats.forEach((seat, p) => (seat.loyalty = real.seats[p]!.loyalty));
  return world;
}

/** The other voters' committed cards drawn again from their hands (what they committed stays hidden). */
function redrawCommitted(world: T1667State, me: number, seed: string): void {
  if (world.pending.kind !== 'vote') return;
  const { voters, choices } = world.pending;
  const rng = seedRng(`commit/${seed}`);
  voters.forEach((voter, k) => {
    const choice = choices[k];
    if (voter === me || choice === null || choice === undefined) return;
    const hand = [...world.seats[voter]!.hand];
    choices[k] = Array.from(choice, () => hand.splice(nextInt(rng, hand.length), 1)[0]!).sort((a, b) => a - b);
  });
}

/** The sampled worlds of `kind`; `truth` gives the real state of the decision being searched. */
export function worldSampler(
  kind: WorldKind,
  options: { readonly keepLog: boolean; readonly truth: () => T1667State; readonly voteModel?: VoteModel },
): Sampler {
  const { keepLog, truth } = options;
  const voteModel = options.voteModel ?? DEFAULT_VOTE_MODEL;
  const deal = (view: T1667View): ((seed: string) => T1667State) => determinizer(view, { log: keepLog });
  switch (kind) {
    case 'beliefs':
      return keepLog
        ? (view) => {
            const beliefs = loyaltyBeliefs(view);
            const sample = deal(view);
            return (seed) => {
              const world = sample(seed);
              const loyalties = beliefs.sample(seedRng(`beliefs/${seed}`));
              for (const seat of view.seats) if (seat.loyalty === null) world.seats[seat.player]!.loyalty = loyalties[seat.player]!;
              return world;
            };
          }
        : T1667_SCORING.sampler;
    case 'deal':
      return deal;
    case 'tracked':
      return (view) => {
        const sample = T1667_SCORING.sampler(view);
        const segments = voteDeckKnowledge(view);
        return (seed) => {
          const world = sample(seed);
          if (segments !== null) placeKnownCards(world, view, segments, seedRng(`deck/${seed}`));
          return world;
        };
      };
    case 'truth':
      return (view) => {
        const sample = deal(view);
        return (seed) => realLoyalties(sample(seed), truth());
      };
    case 'state':
      return () => () => structuredClone({ ...truth(), log: chunkedFrom<LogEntry>([]) });
    case 'posterior':
      return (view) => {
        const sample = T1667_SCORING.sampler(view);
        const posterior = handPosterior(view, { model: voteModel });
        return (seed) => posterior(sample(seed), seedRng(`posterior/${seed}`));
      };
    case 'peeks':
      return (view) => {
        const sample = T1667_SCORING.sampler(view);
        const peeked = peekedSlots(view);
        return (seed) => givePeeks(sample(seed), peeked, view.player!);
      };
    case 'committed':
      return (view) => {
        const sample = T1667_SCORING.sampler(view);
        const others = view.seats.map((seat) => seat.player).filter((seat) => seat !== view.player);
        return (seed) => {
          const world = sample(seed);
          recommit(world, others, voteModel, seedRng(`committed/${seed}`));
          return world;
        };
      };
    case 'drawn':
      return (view) => {
        const sample = T1667_SCORING.sampler(view);
        const seats = new Set<number>();
        voteDeckKnowledge(view, (seat, run) => void (run !== null ? seats.add(seat) : seats.delete(seat)));
        seats.delete(view.player!);
        const drawn = realDrawnCards(truth(), seats);
        return (seed) => placeDrawnCards(sample(seed), drawn, view.player!);
      };
    case 'deck':
    case 'hands':
    case 'handsonly':
    case 'uncommitted':
      return (view) => {
        const sample = determinizer(view, { log: false });
        return (seed) => {
          const world = sample(seed);
          const real = structuredClone({ ...truth(), log: world.log });
          const [base, chance] = kind === 'deck' ? [world, real] : [real, world];
          const mixed = realLoyalties({ ...base, ...Object.fromEntries(CHANCE.map((key) => [key, chance[key]])) }, real);
          if (kind === 'uncommitted') redrawCommitted(mixed, view.player!, seed);
          if (kind === 'handsonly') shuffleInPlace(seedRng(`deck/${seed}`), mixed.voteDeck);
          return mixed;
        };
      };
  }
}
