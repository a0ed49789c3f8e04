import type { PlayerId } from '../core/engine/game.js';
import { nextFloat, shuffleInPlace, type RngState } from '../core/engine/rng.js';
import { LOYALTY_COUNTS } from '../t1667/cards.js';
import type { Loyalty } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';
import { filterDeals, LOYALTIES, marginals, type DealWeights } from './t1667-belief-filter.js';
import { BELIEF_MODEL } from './t1667-belief-model.js';
import { evidenceOf, type Evidence } from './t1667-evidence.js';

/** One seat's loyalty as probabilities (they sum to 1). */
export interface LoyaltyOdds {
  readonly british: number;
  readonly french: number;
  readonly dutch: number;
}

/**
 * What a seat's view says about every seat's loyalty card now, as probabilities. Exact where
 * deduction applies: the viewer's own card, open cards, the cards per player count (T67-SETUP-1:
 * one Dutch card at odd counts, none at even), Cabin Fever swaps (T67-EVT-FEVER) and the card the
 * viewer saw after one; behaviour — chests placed, taken and smuggled, revealed votes, who aimed
 * what at whom — is weighed by a model fitted on bot games (`docs/bots.md`, "Loyalty beliefs").
 */
export interface LoyaltyBeliefs {
  /** By seat: the chance of each loyalty (the viewer's own and open cards are certain). */
  readonly probabilities: readonly LoyaltyOdds[];
  /** By seat: the same from the exact deductions alone, no behaviour (the uninformed prior). */
  readonly prior: readonly LoyaltyOdds[];
  /** By seat: the evidence for British over French, `2·ln(P(british) / P(french))` (±100 when certain). */
  readonly lean: number[];
  /** Seats surely Dutch. */
  readonly dutch: Set<PlayerId>;
  /**
   * Draws one whole deal of the loyalty cards from these beliefs (not only each seat's chance:
   * the deals are weighed jointly, so a draw never has two Dutch cards or the wrong team sizes).
   */
  sample(rng: RngState): Loyalty[];
}

const odds = ([british, french, dutch]: readonly number[]): LoyaltyOdds => ({ british: british!, french: french!, dutch: dutch! });

/** The evidence for British over French as a number, ±100 when one of them is ruled out. */
function leanOf({ british, french }: LoyaltyOdds): number {
  if (british === 0 && french === 0) return 0;
  if (french === 0) return 100;
  if (british === 0) return -100;
  return Math.max(-100, Math.min(100, 2 * Math.log(british / french)));
}

/** A deal drawn from a distribution over deals. */
function draw({ deals, weights }: DealWeights, rng: RngState): Loyalty[] {
  let pick = nextFloat(rng);
  let index = 0;
  while (index < deals.count - 1 && pick >= weights[index]!) pick -= weights[index++]!;
  while (weights[index] === 0 && index > 0) index--; // rounding left the draw on a ruled-out deal
  return Array.from(deals.loyalty.subarray(index * deals.players, (index + 1) * deals.players), (l) => LOYALTIES[l]!);
}

/**
 * The beliefs when the view holds nothing but the cards it shows (no behaviour, no swap): the
 * cards not shown are dealt evenly among the seats not shown (T67-SETUP-1) — worked out by
 * counting, as the search's playouts ask for it at every step of views without a log.
 */
function uninformed(players: number, known: readonly (Loyalty | null)[]): LoyaltyBeliefs {
  const key = `${players}:${known.join()}`;
  let made = UNINFORMED.get(key);
  if (made === undefined) {
    if (UNINFORMED.size >= 256) UNINFORMED.clear();
    UNINFORMED.set(key, (made = countedBeliefs(players, known)));
  }
  return made;
}

/** The uninformed beliefs made so far, by player count and the cards shown (a playout asks for the same few again and again). */
const UNINFORMED = new Map<string, LoyaltyBeliefs>();

function countedBeliefs(players: number, known: readonly (Loyalty | null)[]): LoyaltyBeliefs {
  const left = [...LOYALTY_COUNTS[players]!];
  for (const card of known) if (card !== null) left[LOYALTIES.indexOf(card)]!--;
  const hidden = known.filter((card) => card === null).length;
  const probabilities = known.map((card) => odds(card === null ? left.map((n) => n / hidden) : LOYALTIES.map((l) => (l === card ? 1 : 0))));
  return {
    probabilities,
    prior: probabilities,
    lean: probabilities.map(leanOf),
    dutch: new Set(probabilities.flatMap((p, seat) => (p.dutch === 1 ? [seat] : []))),
    sample: (rng) => {
      const pool = left.flatMap((n, l) => Array<Loyalty>(n).fill(LOYALTIES[l]!));
      shuffleInPlace(rng, pool);
      return known.map((card) => card ?? pool.pop()!);
    },
  };
}

/**
 * A seat's beliefs about every loyalty card, from its view alone (see {@link LoyaltyBeliefs}).
 *
 * @example
 * ```ts
 * const { probabilities } = loyaltyBeliefs(tortuga1667.viewFor(state, 0));
 * console.log(probabilities[2]); // e.g. { british: 0.81, french: 0.12, dutch: 0.07 }
 * ```
 */
export function loyaltyBeliefs(view: T1667View): LoyaltyBeliefs {
  return beliefsFrom(
    view.players,
    evidenceOf(view),
    view.seats.map((seat) => seat.loyalty),
  );
}

/** The beliefs of `evidence` read from a log (`evidenceOf`), given the cards `known` now (by seat, null when hidden). */
export function beliefsFrom(players: number, evidence: readonly Evidence[], known: readonly (Loyalty | null)[]): LoyaltyBeliefs {
  if (evidence.every((item) => item.kind === 'seen' && known[item.seat] === item.loyalty)) return uninformed(players, known);
  const posterior = filterDeals(players, evidence, known, BELIEF_MODEL);
  const probabilities = marginals(posterior).map(odds);
  let prior: LoyaltyOdds[] | undefined;
  return {
    probabilities,
    // Worked out when asked (the bots never ask).
    get prior() {
      return (prior ??= marginals(filterDeals(players, evidence, known, null)).map(odds));
    },
    lean: probabilities.map(leanOf),
    dutch: new Set(probabilities.flatMap((p, seat) => (p.dutch === 1 ? [seat] : []))),
    sample: (rng) => draw(posterior, rng),
  };
}
