import { createRequire } from 'node:module';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { RandomBot as RandomBotClass, Step as StepFunction } from 'boardgame.io/ai';
import type { Client as ClientFactory } from 'boardgame.io/client';
import type { Local as LocalFactory } from 'boardgame.io/multiplayer';
import type { Server as ServerFactory } from 'boardgame.io/server';
import { boardgameGame, type BoardgameOptions, type Refusal } from '../../src/boardgameio/index.js';
import type { BaseAction, BaseConfig, Game } from '../../src/core/engine/game.js';
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
export function recordedGame(
  engine: AnyEngine,
  defaultSetupData?: Record<string, unknown>,
  options: Omit<BoardgameOptions<BaseConfig>, 'defaultSetupData' | 'onRefused'> = {},
) {
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

/** What boardgame.io logs (`ERROR: …` on console.error) when it refuses a move: sent on purpose by a test, or too late by a client that raced another. */
export const BOARDGAME_REFUSALS =
  /^ERROR: (invalid move: |tortugaTableGuard plugin declared action invalid|invalid phase: |disallowed move: |player not active - )/;

/**
 * boardgame.io's error log during each test of a file, captured instead of printed: the test
 * may assert what it provoked (`lines`), and after each test every line must be one of
 * boardgame.io's refusals (anything else fails the test).
 */
export function boardgameErrorLog(): { readonly lines: string[] } {
  const log = { lines: [] as string[] };
  let spy: { mockRestore(): void } | null = null;
  beforeEach(() => {
    log.lines.length = 0;
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void log.lines.push(args.map(String).join(' ')));
  });
  afterEach(() => {
    spy?.mockRestore();
    expect(log.lines.filter((line) => !BOARDGAME_REFUSALS.test(line))).toEqual([]);
  });
  return log;
}
