import type { TortugaDice } from '../dice/game.js';
import type { DiceAction, DiceConfig, DiceState } from '../dice/types.js';
import type { DiceView } from '../dice/view.js';
import type { Tortuga1667 } from '../t1667/game.js';
import type { T1667Action, T1667Config, T1667State } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';
import { AecEnv } from './aec-env.js';
import { encoding } from './encoding.js';
import { VectorEnv, type VectorEnvOptions } from './vector-env.js';

/**
 * A PettingZoo-AEC-shaped environment of one game (see `AecEnv`), started with the
 * configuration's seed.
 *
 * @example
 * ```ts
 * const env = aecEnv(tortugaDice, { players: 3, seed: 'aec' });
 * for (const agent of env.agentIter()) {
 *   const { observation, termination, truncation } = env.last();
 *   env.step(termination || truncation ? null : observation.action_mask.indexOf(1));
 * }
 * ```
 */
export function aecEnv(game: Tortuga1667, config: T1667Config): AecEnv<T1667Config, T1667State, T1667Action, T1667View>;
export function aecEnv(game: TortugaDice, config: DiceConfig): AecEnv<DiceConfig, DiceState, DiceAction, DiceView>;
export function aecEnv(
  game: Tortuga1667 | TortugaDice,
  config: T1667Config | DiceConfig,
): AecEnv<T1667Config, T1667State, T1667Action, T1667View> | AecEnv<DiceConfig, DiceState, DiceAction, DiceView> {
  // The overloads pair each game with its own configuration; the branches only name which pair it is.
  if (isTortuga1667(game)) {
    const env = new AecEnv(game, encoding(game, config as T1667Config), config as T1667Config);
    env.reset();
    return env;
  }
  const env = new AecEnv(game, encoding(game, config as DiceConfig), config as DiceConfig);
  env.reset();
  return env;
}

/** Which game this is: only Tortuga 1667 has a timeout action (T67-OPT-TIMER). */
function isTortuga1667(game: Tortuga1667 | TortugaDice): game is Tortuga1667 {
  return 'timeoutAction' in game;
}

/** N games of one configuration in lockstep (see `VectorEnv`); call `reset()` first. */
export function vectorEnv(
  game: Tortuga1667,
  config: T1667Config,
  options: VectorEnvOptions<T1667View, T1667Action>,
): VectorEnv<T1667Config, T1667State, T1667Action, T1667View>;
export function vectorEnv(
  game: TortugaDice,
  config: DiceConfig,
  options: VectorEnvOptions<DiceView, DiceAction>,
): VectorEnv<DiceConfig, DiceState, DiceAction, DiceView>;
export function vectorEnv(
  game: Tortuga1667 | TortugaDice,
  config: T1667Config | DiceConfig,
  options: VectorEnvOptions<T1667View, T1667Action> | VectorEnvOptions<DiceView, DiceAction>,
): VectorEnv<T1667Config, T1667State, T1667Action, T1667View> | VectorEnv<DiceConfig, DiceState, DiceAction, DiceView> {
  if (isTortuga1667(game))
    return new VectorEnv(game, encoding(game, config as T1667Config), config as T1667Config, options as VectorEnvOptions<T1667View, T1667Action>);
  return new VectorEnv(game, encoding(game, config as DiceConfig), config as DiceConfig, options as VectorEnvOptions<DiceView, DiceAction>);
}
