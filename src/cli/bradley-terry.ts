/**
 * Bradley–Terry ratings from head-to-head results, on the Elo scale: entrant i beats j with
 * chance 1 / (1 + 10^((r_j − r_i) / 400)). Fitted by maximum likelihood on all games at once, so
 * unlike Elo's game-by-game updates the result does not depend on the order of the games or on a
 * K-factor. The ratings are centred on 1500 (their mean). A draw counts half to each, so a
 * rating difference gives the expected score; but a draw is not half a win and half a loss in
 * the results' spread, so the 95% intervals come from the sandwich (Huber–White) covariance
 * H⁻¹·J·H⁻¹: the likelihood's curvature H as the model expects it, and J from the games' own
 * scores about the fitted chance. Without draws J equals H at the fit and this is the usual
 * inverse Fisher information; with many draws (even games, even mirrored pairs) the intervals
 * narrow as the results' spread says they should, as a pairing's score does (pairing-score.ts,
 * whose one added won and one added lost game J takes too).
 */

import { solveLinear as solve } from './solve-linear.js';

/** One pairing's results: games `a` won against `b`, games `b` won, and draws (each counts half to both). */
export interface HeadToHead {
  readonly a: string;
  readonly b: string;
  readonly winsA: number;
  readonly winsB: number;
  readonly draws: number;
}

/** An entrant's rating with its 95% interval. */
export interface Rating {
  readonly name: string;
  readonly rating: number;
  readonly low: number;
  readonly high: number;
  /** Games it played. */
  readonly games: number;
  /** Its score: wins plus half the draws, over games. */
  readonly score: number;
}

const SCALE = 400 / Math.LN10;

/** Entry (row, col) of A·J·A, J being `spread` (A symmetric). */
function sandwich(a: readonly number[][], spread: readonly number[][], row: number, col: number): number {
  let sum = 0;
  for (let x = 0; x < a.length; x++) for (let y = 0; y < a.length; y++) sum += a[row]![x]! * spread[x]![y]! * a[y]![col]!;
  return sum;
}

/**
 * The ratings of `names` from their head-to-head results (Newton's method on the log-likelihood
 * in natural units, the first entrant held at 0 while fitting, then all centred). A tiny prior
 * (one draw against a virtual equal, as is usual) keeps an unbeaten entrant's rating finite.
 */
export function bradleyTerry(names: readonly string[], results: readonly HeadToHead[]): Rating[] {
  const n = names.length;
  const index = new Map(names.map((name, i) => [name, i]));
  const pairs = results.map((r) => ({ i: index.get(r.a)!, j: index.get(r.b)!, w: r.winsA, l: r.winsB, d: r.draws }));
  const theta = new Array<number>(n).fill(0);
  const square = (): number[][] => Array.from({ length: n }, () => new Array<number>(n).fill(0));
  /** The gradient, the curvature H and the scores' spread J (see above) at the current ratings. */
  const curvature = (): { gradient: number[]; hessian: number[][]; spread: number[][] } => {
    const gradient = new Array<number>(n).fill(0);
    const hessian = square();
    const spread = square();
    /** Adds `h` to the entries of (e_i − e_j)(e_i − e_j)ᵀ, or of e_i·e_iᵀ against the prior's virtual equal. */
    const addOuter = (m: number[][], i: number, j: number | null, h: number): void => {
      m[i]![i]! += h;
      if (j === null) return;
      m[j]![j]! += h;
      m[i]![j]! -= h;
      m[j]![i]! -= h;
    };
    const add = (i: number, j: number | null, w: number, l: number, d: number): void => {
      const p = 1 / (1 + Math.exp((j === null ? 0 : theta[j]!) - theta[i]!));
      const games = w + l + d;
      const g = w + d / 2 - games * p;
      gradient[i]! += g;
      if (j !== null) gradient[j]! -= g;
      addOuter(hessian, i, j, games * p * (1 - p));
      // One won and one lost game are added to each pairing's spread (not to its fit), as a
      // pairing's score adds them, so that a run of draws still gets an interval of some width.
      const added = j === null ? 0 : (1 - p) ** 2 + p ** 2;
      addOuter(spread, i, j, w * (1 - p) ** 2 + l * p ** 2 + d * (0.5 - p) ** 2 + added);
    };
    for (const { i, j, w, l, d } of pairs) add(i, j, w, l, d);
    for (let i = 0; i < n; i++) add(i, null, 0.5, 0.5, 0); // the prior
    return { gradient, hessian, spread };
  };
  for (let step = 0; step < 100; step++) {
    const { gradient, hessian } = curvature();
    const delta = solve(hessian, gradient);
    if (delta === null) break;
    let biggest = 0;
    for (let i = 0; i < n; i++) {
      theta[i]! += delta[i]!;
      biggest = Math.max(biggest, Math.abs(delta[i]!));
    }
    if (biggest < 1e-10) break;
  }
  const mean = theta.reduce((sum, t) => sum + t, 0) / n;
  // The covariance H⁻¹·J·H⁻¹ (H includes the prior, so it is invertible; H and J are symmetric).
  const { hessian, spread } = curvature();
  const inverse = names.map(
    (_, i) =>
      solve(
        hessian,
        names.map((__, k) => (k === i ? 1 : 0)),
      ) ?? new Array<number>(n).fill(0),
  );
  const covariance = names.map((_, j) => names.map((__, k) => sandwich(inverse, spread, j, k)));
  const played = names.map(() => ({ games: 0, points: 0 }));
  for (const r of results) {
    const [a, b] = [played[index.get(r.a)!]!, played[index.get(r.b)!]!];
    a.games += r.winsA + r.winsB + r.draws;
    b.games += r.winsA + r.winsB + r.draws;
    a.points += r.winsA + r.draws / 2;
    b.points += r.winsB + r.draws / 2;
  }
  return names.map((name, i) => {
    // Var(θ_i − mean θ) = Σ_jk c_j c_k Cov_jk with c = e_i − 1/n.
    let variance = 0;
    for (let j = 0; j < n; j++) for (let k = 0; k < n; k++) variance += ((j === i ? 1 : 0) - 1 / n) * ((k === i ? 1 : 0) - 1 / n) * covariance[j]![k]!;
    const rating = 1500 + SCALE * (theta[i]! - mean);
    const margin = 1.96 * SCALE * Math.sqrt(Math.max(0, variance));
    const { games, points } = played[i]!;
    return { name, rating, low: rating - margin, high: rating + margin, games, score: games === 0 ? 0 : points / games };
  });
}
