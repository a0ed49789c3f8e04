import type { PlayerId } from '../core/engine/game.js';
import { toAct } from './legal.js';
import { actionsPerTurn } from './turns.js';
import type { EventKind, Loyalty, T1667State } from './types.js';
import { optionsView, pendingView, seatView } from './view.js';
import type { PendingView, SeatView, T1667OptionsView } from './view-types.js';

/**
 * The parts of a seat's view that its observation tensor reads (`tortuga-rules/rl`), each as the
 * view has it: a `T1667View` is one. `observedBy` builds it straight from the state for vector
 * environments, sharing the state's frozen lists and leaving out what the tensor does not read
 * (the decision with its legal actions and prompt, the vote cards' faces, the log).
 */
export interface T1667Observed {
  readonly player: PlayerId | null;
  readonly turn: { readonly player: PlayerId; readonly actionsTaken: number; readonly actionsPerTurn: number };
  readonly seats: readonly SeatView[];
  readonly board: {
    readonly galleon: number;
    readonly ships: { readonly [Ship in 'fd' | 'jr']: { readonly british: number; readonly french: number } };
    readonly tortuga: { readonly british: number; readonly french: number; readonly unassigned: number };
  };
  readonly row: readonly { readonly slot: number; readonly faceDown: boolean; readonly known: EventKind | null }[];
  readonly eventDeckSize: number;
  readonly voteDeckSize: number;
  readonly discard: readonly EventKind[];
  readonly explodedBoats: readonly string[];
  readonly tiebreak: boolean;
  readonly afterAction: { readonly refillSlot: number | null };
  readonly pending: PendingView;
  readonly you: {
    readonly loyalty: Loyalty;
    readonly hand: readonly { readonly card: number }[];
    readonly committedVote: readonly number[] | null;
    readonly knownHand: { readonly target: PlayerId; readonly cards: readonly number[] } | null;
    readonly crowSearch: { readonly deck: readonly { readonly card: number }[]; readonly picked: readonly number[] } | null;
  } | null;
  readonly options: T1667OptionsView;
  readonly toAct: readonly PlayerId[];
  readonly outcome: { readonly winner: Loyalty | 'draw' } | null;
}

/** Vote cards by number only (the tensor reads no faces). */
const numbered = (cards: readonly number[]): { card: number }[] => cards.map((card) => ({ card }));

/**
 * What seat `seat` observes now, read from the state without building its view: the same values
 * `viewFor(state, seat)` gives for the parts in `T1667Observed` (the tests compare the tensors of
 * both at every decision of random games, and with the hidden parts re-dealt). Public facts
 * (T67-INFO-1), the seat's own secrets only (T67-INFO-2: its loyalty, hand, committed vote, the
 * cards it peeked and the hand it saw), nothing of T67-INFO-3. The lists are the state's own,
 * frozen: read them only.
 */
export function observedBy(state: T1667State, seat: PlayerId): T1667Observed {
  const own = state.seats[seat]!;
  const pending = state.pending;
  const seats: SeatView[] = [];
  for (let s = 0; s < state.players; s++) seats.push(seatView(state, s, seat));
  const choice = pending.kind === 'vote' ? pending.choices[pending.voters.indexOf(seat)] : null;
  const { ships, tortuga } = state;
  return {
    player: seat,
    turn: { player: state.turn.player, actionsTaken: state.turn.actionsTaken, actionsPerTurn: actionsPerTurn(state) },
    seats,
    board: { galleon: state.galleon, ships, tortuga },
    row: state.row.map((card, slot) => ({ slot, faceDown: card !== null, known: own.peeks[slot] ?? null })),
    eventDeckSize: state.eventDeck.length,
    voteDeckSize: state.voteDeck.length,
    discard: state.discard,
    explodedBoats: state.explodedBoats,
    tiebreak: state.tiebreak,
    afterAction: state.afterAction,
    pending: pendingView(state),
    you: {
      loyalty: own.loyalty,
      hand: numbered(own.hand),
      committedVote: choice ?? null,
      knownHand: own.knownHand,
      crowSearch: pending.kind === 'crowSearch' && pending.player === seat ? { deck: numbered(state.voteDeck), picked: pending.picked } : null,
    },
    options: optionsView(state.options),
    toAct: toAct(state),
    outcome: state.outcome,
  };
}
