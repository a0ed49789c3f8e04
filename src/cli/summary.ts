import type { SimulationSpec, SimulationTotals, Tally } from './simulation.js';

/** A rate with its 95% confidence interval (Wilson score interval). */
export interface Rate {
  /** The observed rate, 0–1. */
  readonly rate: number;
  /** The interval's lower bound. */
  readonly low: number;
  /** The interval's upper bound. */
  readonly high: number;
  /** How many trials the rate is over. */
  readonly n: number;
}

/** The Wilson score interval for `successes` out of `n` at 95% (z = 1.96). */
export function wilson(successes: number, n: number, z = 1.96): Rate {
  if (n === 0) return { rate: 0, low: 0, high: 1, n };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half), n };
}

/** Mean and standard deviation of a tally. */
export function meanOf(tally: Tally): { mean: number; sd: number } {
  if (tally.n === 0) return { mean: 0, sd: 0 };
  const mean = tally.sum / tally.n;
  return { mean, sd: Math.sqrt(Math.max(0, tally.sumSquares / tally.n - mean * mean)) };
}

/** The summary a run reports: rates with intervals, lengths and frequencies per game. */
export interface SimulationSummary {
  /** Games summarised. */
  readonly games: number;
  /** Tortuga 1667: how often each loyalty won, or a draw; dice game: a single winner or a shared win. */
  readonly results: Record<string, Rate>;
  /** Each seat's win rate (a tie counts for every winner), with the bot that sat there ("rotating" with `rotate`). */
  readonly seats: { readonly seat: number; readonly bot: string; readonly wins: Rate }[];
  /** Each bot's win rate over the seats it played. */
  readonly bots: Record<string, Rate>;
  /** Per line-up (bots by seat, comma-separated): games and each seat's win rate. */
  readonly lineups: Record<string, { readonly games: number; readonly wins: readonly Rate[] }>;
  /** Turns (1667) or rounds (dice) per game: mean, standard deviation, least and most. */
  readonly length: { readonly mean: number; readonly sd: number; readonly min: number; readonly max: number };
  /** Decisions per game: mean, standard deviation, least and most. */
  readonly decisions: { readonly mean: number; readonly sd: number; readonly min: number; readonly max: number };
  /** Decisions per game by action type. */
  readonly actionsPerGame: Record<string, number>;
  /** Event cards revealed per game by kind (1667); dice placed per game by action (dice). */
  readonly eventsPerGame: Record<string, number>;
}

function perGame(counts: Record<string, number>, games: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(counts).sort()) out[key] = games === 0 ? 0 : counts[key]! / games;
  return out;
}

/** Works out the summary of some totals. */
export function summarise(spec: SimulationSpec, totals: SimulationTotals): SimulationSummary {
  const n = totals.games;
  const results: Record<string, Rate> = {};
  for (const key of Object.keys(totals.results).sort()) results[key] = wilson(totals.results[key]!, n);
  const bots: Record<string, Rate> = {};
  for (const name of Object.keys(totals.botWins).sort()) bots[name] = wilson(totals.botWins[name]!.wins, totals.botWins[name]!.seats);
  const lineups: Record<string, { games: number; wins: Rate[] }> = {};
  for (const key of Object.keys(totals.lineups ?? {}).sort()) {
    const entry = totals.lineups[key]!;
    lineups[key] = { games: entry.games, wins: entry.wins.map((w) => wilson(w, entry.games)) };
  }
  const spread = (tally: Tally) => ({ ...meanOf(tally), min: n === 0 ? 0 : tally.min, max: n === 0 ? 0 : tally.max });
  return {
    games: n,
    results,
    seats: totals.seatWins.map((wins, seat) => ({ seat, bot: spec.rotate === true ? 'rotating' : spec.bots[seat % spec.bots.length]!, wins: wilson(wins, n) })),
    bots,
    lineups,
    length: spread(totals.length),
    decisions: spread(totals.decisions),
    actionsPerGame: perGame(totals.actions, n),
    eventsPerGame: perGame(totals.events, n),
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const interval = (r: Rate): string => `${pct(r.rate).padStart(6)}  [${pct(r.low)} – ${pct(r.high)}]`;

/** The summary as the table `simulate` prints. */
export function renderSummary(spec: SimulationSpec, summary: SimulationSummary): string {
  const title = spec.game === '1667' ? 'Tortuga 1667' : 'Tortuga (dice game)';
  const lines = [
    `${title}: ${summary.games} games, ${spec.players} players, bots ${spec.bots.join(',')}${spec.rotate === true ? ' (rotating)' : ''}, seed "${spec.seed}"`,
    '',
    spec.game === '1667' ? 'Results (95% confidence intervals):' : 'Wins (95% confidence intervals):',
    ...Object.entries(summary.results).map(([key, rate]) => `  ${key.padEnd(14)} ${interval(rate)}`),
    '',
    'Win rate by seat (a tie counts for every winner):',
    ...summary.seats.map((s) => `  seat ${s.seat} ${`(${s.bot})`.padEnd(12)} ${interval(s.wins)}`),
    '',
    'Win rate by bot (over the seats it played):',
    ...Object.entries(summary.bots).map(([name, rate]) => `  ${name.padEnd(14)} ${interval(rate)}  (${rate.n} seats)`),
    '',
    'Win rate by line-up (bots by seat; per seat):',
    ...Object.entries(summary.lineups).map(
      ([key, entry]) => `  ${key}  (${entry.games} games): ${entry.wins.map((w, seat) => `seat ${seat} ${pct(w.rate)}`).join(', ')}`,
    ),
    '',
    `${spec.game === '1667' ? 'Turns' : 'Rounds'} per game: ${summary.length.mean.toFixed(1)} (sd ${summary.length.sd.toFixed(1)}, ${summary.length.min}–${summary.length.max})`,
    `Decisions per game: ${summary.decisions.mean.toFixed(1)} (sd ${summary.decisions.sd.toFixed(1)}, ${summary.decisions.min}–${summary.decisions.max})`,
    '',
    'Actions per game:',
    `  ${Object.entries(summary.actionsPerGame)
      .map(([key, x]) => `${key} ${x.toFixed(2)}`)
      .join(', ')}`,
    spec.game === '1667' ? 'Event cards revealed per game:' : 'Dice placed per game, by action:',
    `  ${Object.entries(summary.eventsPerGame)
      .map(([key, x]) => `${key} ${x.toFixed(2)}`)
      .join(', ')}`,
  ];
  return lines.join('\n');
}
