import type { ChestColour, DiceOutcome, DiceScore, DiceSeat, DiceState } from './types.js';

/** TD-SCORE-1: points for chests — 3 in Tortuga, 2 on ship fields, 1 on crew fields; purple double. */
function chestPoints(seat: DiceSeat): number {
  const worth = (chests: readonly ChestColour[], points: number): number => chests.reduce((sum, c) => sum + (c === 'purple' ? 2 * points : points), 0);
  return worth(seat.tortuga, 3) + worth(seat.shipFields, 2) + worth(seat.crewFields, 1);
}

/**
 * TD-SCORE-2: the most sets of one yellow, one blue and one red chest on the player board,
 * where any chest in Tortuga may stand for any colour and each chest counts once. With the
 * yellow, blue and red chests outside Tortuga counted, k sets fit exactly when the missing
 * chests, Σ max(0, k − count), are no more than the chests in Tortuga.
 */
export function bestSets(seat: DiceSeat): number {
  const outside = [...seat.shipFields, ...seat.crewFields, ...seat.island];
  const count = (colour: ChestColour): number => outside.filter((c) => c === colour).length;
  const wild = seat.tortuga.length;
  const counts = [count('yellow'), count('blue'), count('red')];
  let sets = 0;
  for (let k = 1; ; k++) {
    const missing = counts.reduce((sum, c) => sum + Math.max(0, k - c), 0);
    if (missing > wild) break;
    sets = k;
  }
  return sets;
}

/** TD-SCORE-1 … TD-SCORE-4: one player's score from their seat's state, broken down (the rulebook's 42-point example is TD-SCORE-EX). */
export function scorePlayer(seat: DiceSeat): DiceScore {
  const chests = chestPoints(seat);
  const sets = bestSets(seat);
  const tracks = seat.ship + seat.pirate; // TD-SCORE-3
  const coins = seat.tokens.reduce((sum, value) => sum + value, 0); // TD-SCORE-4
  return { chests, sets, tracks, coins, total: chests + 3 * sets + tracks + coins };
}

/** TD-SCORE-5: the highest total wins; a tie gives several winners. */
export function finalOutcome(state: DiceState, reason: DiceOutcome['reason']): DiceOutcome {
  const scores = state.seats.map(scorePlayer);
  const best = Math.max(...scores.map((score) => score.total));
  const winners = scores.flatMap((score, seat) => (score.total === best ? [seat] : []));
  return { reason, winners, scores };
}
