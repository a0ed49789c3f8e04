import type { Ctx, Game as BoardgameGame, LongFormMove, PlayerID } from 'boardgame.io';
import { isDraft, original } from 'immer';
import { coreSay } from '../core/words/core-words.js';
import type { BaseAction, BaseConfig, Game, PlayerId } from '../core/engine/game.js';
import { randomSeed } from '../core/engine/random-seed.js';
import { RuleViolation, isRuleViolation } from '../core/engine/rule-violation.js';
import { isUndealt, type Table, type TableSetupData } from './table.js';
import { tableGuard } from './table-guard.js';
import { statesOf } from './states-of.js';

/** boardgame.io's answer to a move it must refuse (its `INVALID_MOVE` constant, here without importing boardgame.io at run time). */
const INVALID_MOVE = 'INVALID_MOVE';

/** The move that carries an engine action: `moves.act(action)`. */
export const ACT_MOVE = 'act';

/** The move that deals an undealt table (any seat may send it): `moves.deal()`. */
export const DEAL_MOVE = 'deal';

/** A move the adapter refused, as {@link BoardgameOptions.onRefused} gets it. */
export interface Refusal {
  /** The seat that sent it (from boardgame.io's `playerID`), or null when it names none. */
  readonly seat: PlayerId | null;
  /** The move: `act` or `deal`. */
  readonly move: typeof ACT_MOVE | typeof DEAL_MOVE;
  /** What the client sent (untrusted). */
  readonly input: unknown;
  /** Why it was refused: the engine's violation, its stable `code` and a message for that seat. */
  readonly violation: RuleViolation;
}

/** Options of {@link boardgameGame}. */
export interface BoardgameOptions<Config extends BaseConfig> {
  /**
   * Set-up data for matches created without any (boardgame.io's `Local` multiplayer and
   * on-demand matches create theirs without `setupData`).
   */
  readonly defaultSetupData?: TableSetupData<Config>;
  /**
   * Called on the server for every refused move, with the engine's violation (boardgame.io
   * itself only answers `INVALID_MOVE`). The violation speaks only of public facts and the
   * sending seat's own secrets, so it may be passed back to that seat.
   */
  readonly onRefused?: (refusal: Refusal) => void;
  /**
   * The most decisions a match may take before the engine ends it with its defined outcome
   * (the games' `maxDecisions`, rules T67-OPT-CAP and TD-OPT-CAP). boardgame.io takes a match's
   * `setupData` from whoever creates it, so this is the host's ceiling: `setupData` may ask for
   * a lower cap, never a higher one or none. Default {@link DEFAULT_MAX_DECISIONS}; `null`
   * leaves matches uncapped (a stalled table — a seat that peeks forever — then grows without end).
   */
  readonly maxDecisions?: number | null;
}

/** The adapter's default decision cap per match: far above any real game (a few hundred decisions), low enough that one table cannot grow without end. */
export const DEFAULT_MAX_DECISIONS = 10_000;

/** The seat a boardgame.io `playerID` names, or null (spectators, unknown ids). */
export function seatOf(playerID: PlayerID | null | undefined, players: number): PlayerId | null {
  if (typeof playerID !== 'string' || !/^(0|[1-9][0-9]?)$/.test(playerID)) return null;
  const seat = Number(playerID);
  return seat < players ? seat : null;
}

/**
 * Turns a game module into a boardgame.io `Game`: `G` is the engine's state (after a first
 * `deal` move, see below); one move, `act(action)`, carries an engine action, checked by the
 * engine and refused with `INVALID_MOVE` when it is not legal; the acting seat is
 * boardgame.io's `playerID`, never the payload's; the seats in `ctx.activePlayers` are the
 * engine's `toAct` (so simultaneous votes and dice keeps work); `endIf` is the engine's
 * `outcome`; `playerView` is `viewFor` (spectators get the spectator view); `ai.enumerate`
 * lists the legal actions (from the full state, or from the seat's view on a client).
 *
 * boardgame.io sends its initial state to every client unfiltered (its issue #1159), so the
 * initial `G` is an {@link UndealtTable} with nothing secret, and the game starts with a
 * `deal` move that any seat may send (a client sends it once, as examples/boardgameio-client.ts
 * does; bots find it through `ai.enumerate`). The deal runs on the server only, with the seed from
 * `setupData` or, by default, an unguessable one.
 *
 * @example
 * ```ts
 * import { Server } from 'boardgame.io/server';
 * import { tortuga1667, tortugaDice } from 'tortuga-rules';
 * import { boardgameGame } from 'tortuga-rules/boardgameio';
 *
 * Server({ games: [boardgameGame(tortuga1667), boardgameGame(tortugaDice)] }).run(8000);
 * ```
 */
export function boardgameGame<Config extends BaseConfig, State extends object, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  options: BoardgameOptions<Config> = {},
): BoardgameGame<Table<State, Config>, Record<string, unknown>, TableSetupData<Config>> {
  const say = coreSay();
  const refuse = (refusal: Refusal): typeof INVALID_MOVE => {
    options.onRefused?.(refusal);
    return INVALID_MOVE;
  };
  const setupDataOf = (setupData: TableSetupData<Config> | undefined): TableSetupData<Config> =>
    setupData ?? options.defaultSetupData ?? ({} as TableSetupData<Config>);
  const ceiling = options.maxDecisions === undefined ? DEFAULT_MAX_DECISIONS : options.maxDecisions;
  /** The engine's configuration: the table's set-up data, boardgame.io's player count, the seed and the host's decision cap. */
  const configOf = (setupData: TableSetupData<Config>, players: number, seed: string): Config => {
    const asked = (setupData as { maxDecisions?: unknown }).maxDecisions;
    const cap = ceiling === null || (typeof asked === 'number' && asked <= ceiling) ? asked : ceiling;
    return { ...setupData, players, seed, ...(cap === undefined ? {} : { maxDecisions: cap }) } as unknown as Config;
  };

  // States this adapter made (frozen) are trusted; any other — a state read back from a
  // database — is checked once before the engine touches it (a tampered store is refused).
  const trusted = new WeakSet<object>();
  const trust = (state: State): State => {
    trusted.add(state);
    return state;
  };
  /** The engine's state behind boardgame.io's `G` (its moves get an immer draft of it), checked unless this adapter made it. */
  const stateOf = (G: State): State | RuleViolation => {
    const state = (isDraft(G) ? original(G as never) : G) as State;
    if (trusted.has(state)) return state;
    const problem = statesOf(game.name).checkState(state);
    return problem === null ? trust(state) : problem;
  };

  const deal: LongFormMove<Table<State, Config>> = {
    move: ({ G, ctx, playerID, events }) => {
      const seat = seatOf(playerID, ctx.numPlayers);
      const refused = (violation: RuleViolation): typeof INVALID_MOVE => refuse({ seat, move: DEAL_MOVE, input: null, violation });
      if (!isUndealt<Config>(G)) return refused(new RuleViolation('ILLEGAL_ACTION', say('core.alreadyDealt')));
      let state: State;
      try {
        state = game.setup(configOf(G.setupData, ctx.numPlayers, G.setupData.seed ?? randomSeed()));
      } catch (error) {
        return refused(isRuleViolation(error) ? error : new RuleViolation('INVALID_CONFIG', say('core.message', { message: String(error) })));
      }
      events.setActivePlayers(game.toAct(state).map(String));
      return trust(state);
    },
    client: false,
    undoable: false,
  };

  const act: LongFormMove<Table<State, Config>> = {
    move: ({ G, ctx, playerID, events }, input: unknown) => {
      const seat = seatOf(playerID, ctx.numPlayers);
      const refused = (violation: RuleViolation): typeof INVALID_MOVE => refuse({ seat, move: ACT_MOVE, input, violation });
      if (isUndealt<Config>(G)) return refused(new RuleViolation('NOT_YOUR_DECISION', say('core.notDealt')));
      if (seat === null) return refused(new RuleViolation('NOT_YOUR_DECISION', say('core.noSeat', { player: String(playerID) })));
      const action = actionFor(input, seat);
      if (isRuleViolation(action)) return refused(action);
      const state = stateOf(G);
      if (isRuleViolation(state)) return refused(state);
      let next: State;
      try {
        // apply checks the action (shape, seat, staleness, rules) and acts on the legal action it matched.
        next = game.apply(state, action as unknown as Action);
      } catch (error) {
        return refused(isRuleViolation(error) ? error : new RuleViolation('MALFORMED_ACTION', say('core.malformed.unreadable')));
      }
      events.setActivePlayers(game.toAct(next).map(String));
      return trust(next);
    },
    client: false,
    undoable: false,
    // Other seats never see what a seat sent (a vote, the dice it keeps): boardgame.io blanks the move's arguments in their log.
    redact: true,
    // Simultaneous decisions answer the same state; the engine's own `at` field (optional) guards staleness instead.
    ignoreStaleStateID: true,
  };

  /** The seat's action: the payload with the seat from boardgame.io, refused when the payload names another seat. */
  const actionFor = (input: unknown, seat: PlayerId): Record<string, unknown> | RuleViolation => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return new RuleViolation('MALFORMED_ACTION', say('core.malformed.notObject'));
    const record = input as Record<string, unknown>;
    if (Object.prototype.hasOwnProperty.call(record, 'player') && record.player !== seat) {
      const named = Number.isInteger(record.player) ? [record.player as number] : [];
      return new RuleViolation('NOT_YOUR_DECISION', say('core.otherSeat', { seat: [seat], player: named }));
    }
    return { ...record, player: seat };
  };

  return {
    name: game.name,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    disableUndo: true,
    setup: (_context, setupData) => ({ undealt: true, game: game.name, setupData: setupDataOf(setupData) }),
    validateSetupData: (setupData, numPlayers) => {
      if (setupData !== undefined && (typeof setupData !== 'object' || setupData === null || Array.isArray(setupData)))
        return 'setupData must be an object of set-up options.';
      const data = setupDataOf(setupData);
      if (data.seed !== undefined && typeof data.seed !== 'string') return say('config.seed').text;
      try {
        game.setup(configOf(data, numPlayers, data.seed ?? 'check'));
        return undefined;
      } catch (error) {
        return isRuleViolation(error) ? error.message : String(error);
      }
    },
    moves: { [DEAL_MOVE]: deal, [ACT_MOVE]: act },
    // Before the deal every seat may deal; afterwards the moves set the active seats to the engine's `toAct`.
    turn: { onBegin: ({ ctx, events }) => events.setActivePlayers([...ctx.playOrder]) },
    // Clients may not reshape turns, stages or the end: the engine decides who acts and when the game ends.
    events: { endGame: false, endPhase: false, endTurn: false, setPhase: false, endStage: false, setStage: false, pass: false, setActivePlayers: false },
    endIf: ({ G }) => {
      if (isUndealt(G)) return undefined;
      const state = stateOf(G);
      return isRuleViolation(state) ? undefined : (game.outcome(state) ?? undefined);
    },
    // A state that fails its check is shown as damaged, nothing more (the check's message could name hidden values).
    playerView: ({ G, ctx, playerID }) => {
      if (isUndealt(G)) return G;
      const state = stateOf(G);
      return isRuleViolation(state) ? { corrupt: true } : game.viewFor(state, seatOf(playerID, ctx.numPlayers));
    },
    ai: { enumerate: (G, ctx, playerID) => enumerate(game, G, ctx, playerID) },
    // boardgame.io's server runs events whatever `events` says: the guard refuses any change of its flow the engine did not make.
    plugins: [
      tableGuard((G) => {
        const state = stateOf(G as State);
        return isRuleViolation(state) ? null : { toAct: game.toAct(state), outcome: game.outcome(state) };
      }),
    ],
  };
}

/** The moves a seat may make: the deal before it, then `act` with each legal action (from the state, or from the seat's view on a client). */
function enumerate<Config extends BaseConfig, State extends object, Action extends BaseAction, View, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  G: Table<State, Config>,
  ctx: Ctx,
  playerID: PlayerID,
): { move: string; args: unknown[] }[] {
  if (isUndealt(G)) return [{ move: DEAL_MOVE, args: [] }];
  const seat = seatOf(playerID, ctx.numPlayers);
  if (seat === null) return [];
  const decision = (G as { decision?: { actions?: readonly Action[] } | null }).decision;
  const actions = decision !== undefined ? (decision?.actions ?? []) : game.legalActions(G, seat);
  return actions.map((action) => ({ move: ACT_MOVE, args: [action] }));
}
