import type { BaseAction, BaseConfig } from '../core/engine/game.js';
import { seedRng, type RngState } from '../core/engine/rng.js';
import type { Bot, DecisionView } from '../bots/bot.js';
import { agentPrompt, compactPrompt, type AgentView } from '../rl/agent-text.js';
import { actionString, observationString, openSpielPieces, stateString } from '../rl/openspiel.js';
import { BadRequest } from './bad-request.js';
import type { GameKit } from './game-kit.js';

/** Which tensor an `observe` answers with. */
export type TensorKind = 'observation' | 'informationState' | 'none';

/**
 * One game on the stdio server (`new`), its types hidden inside: what the protocol's table
 * operations do to it. Made by `openTable`, typed as the game's own there.
 */
export interface ServedTable {
  readonly kind: 'table';
  /** What `new` answers besides the handle: the sizes and layouts. */
  readonly sizes: Readonly<Record<string, unknown>>;
  /** The number of seats. */
  readonly players: number;
  /** What `observe` and `step` answer: the seats to act, the seat's legal ids and tensor, the returns once over. */
  report(seat: number | null, tensor: TensorKind): Record<string, unknown>;
  /** OpenSpiel's texts of the table for `seat` (English). */
  texts(seat: number, legal: readonly number[]): Record<string, unknown>;
  /** The seat's language-model prompt in `locale`'s words. */
  prompt(seat: number, mode: 'compact' | 'full', locale: string): unknown;
  /** Applies action id `id` for `seat` (default: the lowest seat to act without a bot), then the bots' decisions. */
  step(seat: number | null, id: number): void;
  /** A table at the same state, its bots drawing from a copy of the same generator. */
  clone(): ServedTable;
}

/**
 * A table of `kit`'s game: `config` as the client sent it (`setup` checks every field and names
 * what is wrong), the seats `bots` plays, drawing from `botSeed`. The bots play at once, so the
 * table stands at a decision of a seat without a bot, or at the end.
 */
export function openTable<C extends BaseConfig, S extends { readonly decisions: number }, A extends BaseAction, V extends AgentView & DecisionView<A>, O>(
  kit: GameKit<C, S, A, V, O>,
  config: BaseConfig,
  bots: ReadonlyMap<number, Bot<V, A>>,
  botSeed: string,
): ServedTable {
  const checked = config as C; // a downcast only: setup below refuses every field that is not the game's, by name
  const state = kit.game.setup(checked);
  const enc = kit.encoding(checked);
  return servedTable(kit, enc, state, bots, seedRng(botSeed), checked.players);
}

function servedTable<C extends BaseConfig, S extends { readonly decisions: number }, A extends BaseAction, V extends AgentView & DecisionView<A>, O>(
  kit: GameKit<C, S, A, V, O>,
  enc: ReturnType<GameKit<C, S, A, V, O>['encoding']>,
  start: S,
  bots: ReadonlyMap<number, Bot<V, A>>,
  rng: RngState,
  players: number,
): ServedTable {
  const { game } = kit;
  let state = start;
  /** The lowest seat without a bot that is to act, or null. */
  const learnerToAct = (): number | null => {
    const seats = game.toAct(state).filter((seat) => !bots.has(seat));
    return seats.length > 0 ? Math.min(...seats) : null;
  };
  /** The bots play until only seats without a bot are to act, or the game ends; in a vote they decide first (no view shows a choice before all are in). */
  const playBots = (): void => {
    while (bots.size > 0 && game.outcome(state) === null) {
      const seat = game.toAct(state).find((s) => bots.has(s));
      if (seat === undefined) return;
      state = game.apply(state, bots.get(seat)!.choose(game.viewFor(state, seat), rng));
    }
  };
  playBots();
  return {
    kind: 'table',
    players,
    sizes: {
      players,
      numDistinctActions: enc.numDistinctActions,
      observationShape: enc.observationShape,
      informationStateShape: enc.informationStateShape,
      layouts: { observation: openSpielPieces(enc.observationLayout), informationState: openSpielPieces(enc.informationStateLayout) },
    },
    report(seat, tensor) {
      const outcome = game.outcome(state) as { readonly reason?: string } | null;
      const over = outcome !== null;
      const player = seat ?? learnerToAct();
      const out: Record<string, unknown> = {
        toAct: game.toAct(state),
        player,
        done: over,
        legal: player === null || over ? [] : enc.legalActionIds(state, player),
      };
      if (over) {
        out.returns = enc.returns(state);
        out.truncated = outcome.reason === 'decision-cap'; // T67-OPT-CAP, TD-OPT-CAP: a cap ends the episode early, it is no end of the game's own
      }
      if (tensor !== 'none' && player !== null) {
        // The observation reads no log (a view of no new entries spares building it); the information state does.
        const view = game.viewFor(state, player, tensor === 'observation' ? { logAfter: state.decisions } : {});
        out[tensor] = Array.from(tensor === 'observation' ? enc.observationTensor(view) : enc.informationStateTensor(view));
      }
      return out;
    },
    texts(seat, legal) {
      const words = kit.words('en');
      return {
        observationString: observationString(words, game.viewFor(state, seat)),
        legalStrings: legal.map((id) => actionString(game, enc, words, state, seat, id)),
        stateString: stateString(game, words, state),
      };
    },
    prompt(seat, mode, locale) {
      const view = game.viewFor(state, seat);
      return mode === 'compact' ? compactPrompt(enc, kit.words(locale), view) : agentPrompt(enc, kit.words(locale), view, Number.MAX_SAFE_INTEGER);
    },
    step(seat, id) {
      if (game.outcome(state) !== null) throw new BadRequest('GAME_OVER', 'The game is over: start a new one.');
      const who = seat ?? learnerToAct();
      if (who === null || bots.has(who)) throw new BadRequest('BAD_REQUEST', `Seat ${String(who)} is played by a bot on the server.`);
      const action = enc.actionAt(state, who, id);
      if (action === undefined) throw new BadRequest('ILLEGAL_ACTION', `Action ${id} is not legal for seat ${who} now.`);
      state = game.apply(state, action);
      playBots();
    },
    clone() {
      return servedTable(kit, enc, state, bots, { ...rng }, players);
    },
  };
}
