import type { BaseAction, BaseConfig, Game } from '../../src/core/engine/game.js';

/**
 * Counts the sequences of `depth` decisions from `state` (after chess.js's perft): at each
 * step every seat in `toAct` and every legal action of it is one branch. Pinned counts
 * catch any change in what is legal.
 */
export function perft<S, A extends BaseAction>(game: Game<BaseConfig, S, A, unknown, unknown>, state: S, depth: number): number {
  if (depth === 0 || game.outcome(state) !== null) return 1;
  let total = 0;
  for (const seat of game.toAct(state)) {
    for (const action of game.legalActions(state, seat)) total += perft(game, game.apply(state, action), depth - 1);
  }
  return total;
}
