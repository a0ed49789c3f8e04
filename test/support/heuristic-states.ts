import { playBots } from '../../src/bots/bot.js';
import { t1667HeuristicBot } from '../../src/bots/t1667-heuristic.js';
import type { T1667State } from '../../src/t1667/types.js';
import { game as t1667 } from './t1667.js';

/** Every state of a seeded Tortuga 1667 game of heuristic bots, the set-up first (their choices carry evidence). */
export function heuristicStates(players: number, seed: string): T1667State[] {
  const config = { players, seed };
  const { actions } = playBots(
    t1667,
    config,
    Array.from({ length: players }, () => t1667HeuristicBot()),
    seed,
  );
  const states: T1667State[] = [t1667.setup(config)];
  for (const action of actions) states.push(t1667.apply(states[states.length - 1]!, action));
  return states;
}
