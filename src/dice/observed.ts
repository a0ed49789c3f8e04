import type { PlayerId } from '../core/engine/game.js';
import { diceTotal } from './actions-phase.js';
import { waitsToReroll } from './dice-phase.js';
import { toAct } from './legal.js';
import type { ChestColour, DiceActionKind, DicePending, DiceState, Face, PlacedDie } from './types.js';

/**
 * The parts of a seat's view that its observation tensor reads (`tortuga-rules/rl`), each as the
 * view has it: a `DiceView` is one. `observedBy` builds it straight from the state for vector
 * environments, sharing the state's frozen lists instead of copying them and leaving out what
 * the tensor does not read (the decision, its prompt, the log).
 */
export interface DiceObserved {
  readonly player: PlayerId | null;
  readonly startPlayer: PlayerId;
  readonly round: number;
  readonly bagSize: number;
  readonly supplySize: number;
  readonly advantageSupply: number;
  readonly centralIsland: readonly ChestColour[];
  readonly seats: readonly DiceObservedSeat[];
  readonly you: {
    readonly roll: readonly { readonly die: number; readonly face: Face }[] | null;
    readonly kept: readonly number[] | null;
    readonly tokens: readonly number[];
    readonly lookingAt: readonly number[] | null;
  } | null;
  readonly pending: { readonly action: DiceActionKind | null };
  readonly stage: {
    readonly pending: { readonly kind: DicePending['kind'] };
    readonly named: { readonly board: PlayerId | null; readonly raid: PlayerId | null };
  };
  readonly toAct: readonly PlayerId[];
  readonly outcome: { readonly winners: readonly PlayerId[] } | null;
}

/** One seat's public board, as the observation reads it (a `DiceSeatView` is one). */
export interface DiceObservedSeat {
  readonly player: PlayerId;
  readonly ship: number;
  readonly pirate: number;
  readonly shipFields: readonly ChestColour[];
  readonly crewFields: readonly ChestColour[];
  readonly island: readonly ChestColour[];
  readonly tortuga: readonly ChestColour[];
  readonly tokenCount: number;
  readonly advantage: Readonly<Record<DiceActionKind, number>>;
  readonly placed: Readonly<Record<DiceActionKind, readonly PlacedDie[]>>;
  readonly totals: Readonly<Record<DiceActionKind, number | null>>;
  readonly diceInHand: number;
  readonly hasChosen: boolean;
  readonly loneSkulls: readonly number[];
  readonly waitsToReroll: boolean;
}

function observedSeat(state: DiceState, seat: PlayerId): DiceObservedSeat {
  const s = state.seats[seat]!;
  const p = s.placed;
  const a = s.advantage;
  // TD-INFO-4: boards, markers, advantage tokens, placed dice and their totals are public; of the
  // tokens only their number (TD-INFO-2), of the secret keep only whether it is made (TD-DICE-3).
  return {
    player: seat,
    ship: s.ship,
    pirate: s.pirate,
    shipFields: s.shipFields,
    crewFields: s.crewFields,
    island: s.island,
    tortuga: s.tortuga,
    tokenCount: s.tokens.length,
    advantage: a,
    placed: p,
    totals: {
      ship: diceTotal(p.ship, a.ship),
      crew: diceTotal(p.crew, a.crew),
      treasure: diceTotal(p.treasure, a.treasure),
      board: diceTotal(p.board, a.board),
      raid: diceTotal(p.raid, a.raid),
    },
    diceInHand: s.hand.length,
    hasChosen: s.kept !== null,
    loneSkulls: s.loneSkulls,
    waitsToReroll: waitsToReroll(state, seat),
  };
}

/**
 * What seat `seat` observes now, read from the state without building its view: the same values
 * `viewFor(state, seat)` gives for the parts in `DiceObserved` (the tests compare the tensors of
 * both at every decision of random games, and with the hidden parts re-dealt). The roll, the
 * dice kept and the token values are the seat's own only (TD-INFO-1, TD-INFO-2); the bag and the
 * supply only by their sizes (TD-INFO-3). The lists are the state's own, frozen: read them only.
 */
export function observedBy(state: DiceState, seat: PlayerId): DiceObserved {
  const seats: DiceObservedSeat[] = [];
  for (let s = 0; s < state.players; s++) seats.push(observedSeat(state, s));
  const own = state.seats[seat]!;
  const pending = state.pending;
  const roll: { die: number; face: Face }[] | null = own.roll === null ? null : [];
  if (roll !== null) for (let i = 0; i < own.roll!.length; i++) roll.push({ die: own.hand[i]!, face: own.roll![i]! });
  return {
    player: seat,
    startPlayer: state.startPlayer,
    round: state.round,
    bagSize: state.bag.length,
    supplySize: state.supply.length,
    advantageSupply: state.advantageSupply,
    centralIsland: state.centralIsland,
    seats,
    you: {
      roll,
      kept: own.kept,
      tokens: own.tokens,
      lookingAt: pending.kind === 'chooseToken' && pending.player === seat ? pending.tokens : null,
    },
    pending: { action: pending.kind === 'act' ? pending.action : null },
    stage: { pending: { kind: pending.kind }, named: state.named },
    toAct: toAct(state),
    outcome: state.outcome,
  };
}
