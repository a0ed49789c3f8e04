import type { Ctx, Plugin } from 'boardgame.io';
import { deepEqual } from '../core/engine/deep-equal.js';
import type { PlayerId } from '../core/engine/game.js';
import { isUndealt } from './table.js';

/** The name of the adapter's guard plugin in boardgame.io's `plugins` list (and in a state's `plugins`). */
export const TABLE_GUARD = 'tortugaTableGuard';

/** What the engine says of a dealt table's state: who acts and the outcome (null while the game runs). */
export interface EngineFlow {
  readonly toAct: readonly PlayerId[];
  readonly outcome: unknown;
}

/** Reads a dealt table's flow from the engine, or null when its state fails its check. */
export type FlowReader = (G: unknown) => EngineFlow | null;

/**
 * A boardgame.io plugin whose `isInvalid` refuses every change of boardgame.io's flow that the
 * engine did not make. boardgame.io runs `isInvalid` after every move and every event on the
 * server, whatever the transport, and undoes the action when it answers a reason. The adapter's
 * games use one turn, no phases and no stages; its moves set the active seats to the engine's
 * `toAct`, and the game ends when the engine's `outcome` does. So an event a client sends —
 * `endGame`, `endTurn`, `pass`, `setPhase`, `endPhase`, `setStage`, `endStage`,
 * `setActivePlayers` — changes one of these and is refused, even where boardgame.io's own
 * `events: { … false }` is not enforced (its server processes events regardless).
 */
export function tableGuard(engine: FlowReader): Plugin {
  return { name: TABLE_GUARD, isInvalid: ({ G, ctx }) => flowProblem(engine, G, ctx) ?? false };
}

/** Why boardgame.io's flow (`ctx`) is not the one the engine's state implies, or null when it is. */
export function flowProblem(engine: FlowReader, G: unknown, ctx: Ctx): string | null {
  const seats = Array.from({ length: ctx.numPlayers }, (_, seat) => String(seat));
  if (ctx.turn !== 1 || ctx.currentPlayer !== '0' || ctx.playOrderPos !== 0 || !deepEqual(ctx.playOrder, seats))
    return "the turn order is the engine's: no event may change it";
  if (ctx.phase !== null) return 'the game has no phases';
  const extra = ctx as Ctx & Record<string, unknown>;
  if (extra._activePlayersMinMoves != null || extra._activePlayersMaxMoves != null || extra._nextActivePlayers != null)
    return 'the active seats take no move limits and no next stage';
  if (isUndealt(G)) {
    if (ctx.gameover !== undefined) return 'an undealt table has no end';
    return sameActive(ctx.activePlayers, seats) ? null : 'before the deal every seat is active';
  }
  const flow = engine(G);
  if (flow === null) return null; // a damaged state: the moves refuse it and the views show it as damaged
  if (ctx.gameover === undefined ? flow.outcome !== null : !deepEqual(ctx.gameover, flow.outcome)) return 'the game ends when the engine says it does';
  // Once the game is over boardgame.io runs no more events (the last move's active seats stay) and takes no more actions.
  if (flow.outcome !== null) return null;
  return sameActive(ctx.activePlayers, flow.toAct.map(String)) ? null : "the active seats are the engine's toAct";
}

/** Whether boardgame.io's active players are exactly these seats, each in no stage. */
function sameActive(active: Ctx['activePlayers'], seats: readonly string[]): boolean {
  const keys = active === null ? [] : Object.keys(active);
  if (keys.length !== seats.length) return false;
  return seats.every((seat) => active !== null && Object.hasOwn(active, seat) && active[seat] === null);
}
