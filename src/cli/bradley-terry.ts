/**
 * Bradley–Terry ratings from head-to-head results, on the Elo scale: entrant i beats j with
 * chance 1 / (1 + 10^((r_j − r_i) / 400)). Fitted by maximum likelihood on all games at once, so
 * unlike Elo's game-by-game updates the result does not depend on the order of the games or on a
 * K-factor; the 95% intervals come from the likelihood's curvature (the inverse Fisher
 * information). The ratings are centred on 1500 (their mean).
 */

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

/** Solves A·x = b for a small symmetric positive-definite matrix (Gauss–Jordan); null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const f = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[row]![k]! -= f * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * The ratings of `names` from their head-to-head results (Newton's method on the log-likelihood
 * in natural units, the first entrant held at 0 while fitting, then all centred). A tiny prior
 * (one draw against a virtual equal, as is usual) keeps an unbeaten entrant's rating finite.
 */
export function bradleyTerry(names: readonly string[], results: readonly HeadToHead[]): Rating[] {
  const n = names.length;
  const index = new Map(names.map((name, i) => [name, i]));
  const pairs = results.map((r) => ({ i: index.get(r.a)!, j: index.get(r.b)!, w: r.winsA + r.draws / 2, l: r.winsB + r.draws / 2 }));
  const theta = new Array<number>(n).fill(0);
  const curvature = (): { gradient: number[]; hessian: number[][] } => {
    const gradient = new Array<number>(n).fill(0);
    const hessian = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const add = (i: number, j: number | null, w: number, l: number): void => {
      const p = 1 / (1 + Math.exp((j === null ? 0 : theta[j]!) - theta[i]!));
      const games = w + l;
      gradient[i]! += w - games * p;
      const h = games * p * (1 - p);
      hessian[i]![i]! += h;
      if (j === null) return;
      gradient[j]! -= w - games * p;
      hessian[j]![j]! += h;
      hessian[i]![j]! -= h;
      hessian[j]![i]! -= h;
    };
    for (const { i, j, w, l } of pairs) add(i, j, w, l);
    for (let i = 0; i < n; i++) add(i, null, 0.5, 0.5); // the prior
    return { gradient, hessian };
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
  // The variance of each centred rating: e_iᵀ H⁻¹ e_i with the centring applied (H includes the prior, so it is invertible).
  const { hessian } = curvature();
  const inverse = names.map(
    (_, i) =>
      solve(
        hessian,
        names.map((__, k) => (k === i ? 1 : 0)),
      ) ?? new Array<number>(n).fill(0),
  );
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
    for (let j = 0; j < n; j++) for (let k = 0; k < n; k++) variance += ((j === i ? 1 : 0) - 1 / n) * ((k === i ? 1 : 0) - 1 / n) * inverse[k]![j]!;
    const rating = 1500 + SCALE * (theta[i]! - mean);
    const margin = 1.96 * SCALE * Math.sqrt(Math.max(0, variance));
    const { games, points } = played[i]!;
    return { name, rating, low: rating - margin, high: rating + margin, games, score: games === 0 ? 0 : points / games };
  });
}
