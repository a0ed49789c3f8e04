/** The logistic function: maps any evidence or margin to a probability between 0 and 1. */
export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
