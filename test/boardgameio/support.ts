import { createRequire } from 'node:module';
import type { RandomBot as RandomBotClass, Step as StepFunction } from 'boardgame.io/ai';
import type { Client as ClientFactory } from 'boardgame.io/client';
import type { Local as LocalFactory } from 'boardgame.io/multiplayer';
import type { Server as ServerFactory } from 'boardgame.io/server';
import { boardgameGame, type BoardgameOptions, type Refusal } from '../../src/boardgameio/index.js';
import type { BaseAction, BaseConfig, Game } from '../../src/core/game.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { tortugaDice } from '../../src/dice/game.js';

// boardgame.io 0.50 ships its entry points as CommonJS folders (no `exports` map), which Node's ESM loader cannot open: require them.
const require = createRequire(import.meta.url);

/** boardgame.io's pieces the tests drive. */
export const bgio = {
  Client: (require('boardgame.io/client') as { Client: typeof ClientFactory }).Client,
  Local: (require('boardgame.io/multiplayer') as { Local: typeof LocalFactory }).Local,
  Server: (require('boardgame.io/server') as { Server: typeof ServerFactory }).Server,
  RandomBot: (require('boardgame.io/ai') as { RandomBot: typeof RandomBotClass }).RandomBot,
  Step: (require('boardgame.io/ai') as { Step: typeof StepFunction }).Step,
};

/** An engine game as the tests see either title. */
export type AnyEngine = Game<BaseConfig, object, BaseAction, { decision: { actions: BaseAction[] } | null }, unknown>;

/** Both titles, typed loosely for the shared test code. */
export const ENGINES: readonly AnyEngine[] = [tortuga1667 as unknown as AnyEngine, tortugaDice as unknown as AnyEngine];

/**
 * The adapter's game with the server-side `G` after every accepted move recorded (by
 * wrapping the moves), and every refusal collected.
 */
export function recordedGame(engine: AnyEngine, defaultSetupData?: Record<string, unknown>, options: Omit<BoardgameOptions<BaseConfig>, 'defaultSetupData' | 'onRefused'> = {}) {
  const refusals: Refusal[] = [];
  const states: object[] = [];
  const game = boardgameGame(engine, { ...options, defaultSetupData: defaultSetupData as never, onRefused: (refusal) => refusals.push(refusal) });
  const moves = game.moves as Record<string, { move: (...args: never[]) => unknown }>;
  for (const name of Object.keys(moves)) {
    const inner = moves[name]!.move;
    moves[name] = {
      ...moves[name]!,
      move: (...args: never[]) => {
        const result = inner(...args);
        if (typeof result === 'object' && result !== null) states.push(result);
        return result;
      },
    };
  }
  return { game, refusals, states };
}
