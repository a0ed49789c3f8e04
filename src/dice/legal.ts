import type { PlayerId } from '../core/engine/game.js';
import { isMade } from '../core/engine/engine-mark.js';
import { rememberLast } from '../core/engine/last-list.js';
import { targetsFor } from './actions-phase.js';
import { coloursOn, fieldOf } from './chests.js';
import { advantageChoices, diceAt, keepMasks, skullActions } from './dice-phase.js';
import type { DiceAction, DiceState } from './types.js';

/**
 * Every action `seat` may take now — the single place where legality is decided; `validate`
 * accepts exactly these and `toAct` lists the seats that have any.
 */
export function legalActions(state: DiceState, seat: PlayerId): DiceAction[] {
  // Every branch answers only for a seat the pending decision names, so a seat that is not
  // in the game gets nothing.
  const pending = state.pending;
  const player = seat;
  // TD-DICE-3 (secret keeps, simultaneous with TD-ADV-1 tokens) and TD-DICE-7 (open re-rolls).
  if (isKeeping(state, seat)) {
    const hand = state.seats[seat]!.hand;
    return keepMasks(state, seat).map((mask) => keepAction(seat, hand, mask));
  }
  switch (pending.kind) {
    case 'over':
    case 'tasks':
    case 'openKeep':
      return [];
    case 'keep':
      return pending.advantage.includes(seat) ? advantageChoices(state, seat).map((action) => ({ type: 'advantage', player, action })) : []; // TD-ADV-1
    case 'skullAction':
      return pending.player === seat ? skullActions(state, seat).map((action) => ({ type: 'skullAction', player, action })) : []; // TD-DICE-4
    case 'act': {
      if (pending.player !== seat) return [];
      const out: DiceAction[] = [];
      const action = pending.action;
      if ((action === 'board' || action === 'raid') && state.players > 2) {
        for (const target of targetsFor(state, seat, action)) out.push({ type: 'target', player, target }); // TD-ACT-BOARD, TD-ACT-RAID
      } else {
        out.push({ type: 'perform', player });
      }
      out.push({ type: 'decline', player }); // TD-ACT-4
      return out;
    }
    case 'takeChest': {
      if (pending.player !== seat) return [];
      const field = fieldOf(state.seats[pending.target]!, pending.action === 'board' ? 'ship' : 'crew');
      return coloursOn(field).map((colour) => ({ type: 'chest', player, colour }));
    }
    case 'islandChest':
      return pending.player === seat ? coloursOn(state.centralIsland).map((colour) => ({ type: 'chest', player, colour })) : [];
    case 'giveUp':
      // TD-TRACK-3 / TD-MOVE-3: the owner chooses the chest to give up.
      return pending.player === seat ? coloursOn(fieldOf(state.seats[seat]!, pending.field)).map((colour) => ({ type: 'chest', player, colour })) : [];
    case 'chooseToken':
      return pending.player === seat ? [0, 1].map((index) => ({ type: 'token', player, index })) : []; // TD-ACT-TREASURE
  }
}

/** Whether `seat` is choosing dice to keep now (TD-DICE-3, TD-DICE-7). */
export function isKeeping(state: DiceState, seat: PlayerId): boolean {
  const pending = state.pending;
  if (pending.kind === 'openKeep') return pending.player === seat;
  return pending.kind === 'keep' && pending.rollers.includes(seat) && state.seats[seat]!.kept === null;
}

/** A seat's legal actions, built once for a playout's count and then its pick (see `rememberLast`). */
export const listedActions = rememberLast((state: DiceState, seat: PlayerId): DiceAction[] => legalActions(state, seat));

/** A keeping seat's choices as masks, worked out once for a playout's count and then its pick. */
export const listedKeeps = rememberLast(keepMasks);

/** `legalActions(state, seat).length`; a keep choice is counted without building the choices. */
export function legalActionCount(state: DiceState, seat: PlayerId): number {
  return isKeeping(state, seat) ? listedKeeps(state, seat).length : listedActions(state, seat).length;
}

/** `legalActions(state, seat)[index]`; a keep choice is built alone. */
export function legalActionAt(state: DiceState, seat: PlayerId, index: number): DiceAction | undefined {
  if (!isKeeping(state, seat)) return listedActions(state, seat)[index];
  const mask = listedKeeps(state, seat)[index]; // undefined for an index out of range (no integer 0…)
  return mask === undefined ? undefined : keepAction(seat, state.seats[seat]!.hand, mask);
}

/**
 * The legal action of `seat` equal to `input` (see `ValidationRules.findLegal`): a keep is
 * checked against the seat's keep choices as a mask of its hand (TD-DICE-3), without building
 * the choices' actions; anything else is looked for among the legal actions.
 */
export function findLegal(state: DiceState, seat: PlayerId, input: DiceAction, same: (candidate: DiceAction) => boolean): DiceAction | null {
  if (!isKeeping(state, seat)) return legalActions(state, seat).find(same) ?? null;
  if (input.type !== 'keep') return null;
  const hand = state.seats[seat]!.hand;
  const mask = maskOf(hand, input.dice);
  // The masks a playout's count and pick worked out, when the state cannot have changed since: one the engine made (deep-frozen).
  const masks = isMade(state) ? listedKeeps(state, seat) : keepMasks(state, seat);
  return mask !== null && masks.includes(mask) ? keepAction(seat, hand, mask) : null;
}

/** The positions in `hand` of `dice` as a mask, or null unless `dice` are dice of the hand in hand order. */
function maskOf(hand: readonly number[], dice: readonly number[]): number | null {
  let mask = 0;
  let from = 0;
  for (const die of dice) {
    const at = hand.indexOf(die, from);
    if (at < 0) return null;
    mask |= 1 << at;
    from = at + 1;
  }
  return mask;
}

/** Every seat with at least one legal action. */
export function toAct(state: DiceState): PlayerId[] {
  const pending = state.pending;
  if (pending.kind === 'over' || pending.kind === 'tasks') return [];
  if (pending.kind === 'keep') {
    const out: PlayerId[] = [];
    for (let seat = 0; seat < state.players; seat++) {
      const keeping = pending.rollers.includes(seat) && state.seats[seat]!.kept === null;
      if (keeping || pending.advantage.includes(seat)) out.push(seat);
    }
    return out;
  }
  return [pending.player];
}

/** TD-DICE-3: the keep action for the dice of `hand` at the positions of `mask`. */
function keepAction(player: PlayerId, hand: readonly number[], mask: number): DiceAction {
  return { type: 'keep', player, dice: diceAt(hand, mask) };
}
