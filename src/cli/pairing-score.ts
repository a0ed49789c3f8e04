/**
 * A pairing's head-to-head score with a 95% interval: did the first entrant beat the second?
 * Each match scores 1 (won), ½ (even) or 0 (lost); the interval is the mean's normal interval
 * from the matches' own spread, as chess engine testing does for paired games (fishtest's
 * trinomial and pentanomial models), so that even matches narrow it instead of counting as half
 * a win and half a loss. One won and one lost match are added first (as Agresti–Coull adds
 * pseudo-counts), so that a run of one kind of result still gets an interval of some width.
 */

/** The first entrant's score over the matches of a pairing, with its 95% interval. */
export interface PairingScore {
  /** Matches played (without the two added ones). */
  readonly matches: number;
  /** The first's score: wins plus half the even matches, over matches (0.5 when none). */
  readonly score: number;
  readonly low: number;
  readonly high: number;
}

/** The score of a pairing the first won `winsA` matches of, the second `winsB`, with `draws` even. */
export function pairingScore(winsA: number, winsB: number, draws: number): PairingScore {
  const matches = winsA + winsB + draws;
  const n = matches + 2;
  const mean = (winsA + 1 + draws / 2) / n;
  const variance = ((winsA + 1) * (1 - mean) ** 2 + (winsB + 1) * mean ** 2 + draws * (0.5 - mean) ** 2) / n;
  const margin = 1.96 * Math.sqrt(variance / n);
  const score = matches === 0 ? 0.5 : (winsA + draws / 2) / matches;
  return { matches, score, low: Math.max(0, mean - margin), high: Math.min(1, mean + margin) };
}
