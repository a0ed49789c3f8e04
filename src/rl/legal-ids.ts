/**
 * A seat's legal action ids in the order of `legalActions`, worked out from the engine's own
 * counted form of the legal actions (`legalActionCount` / `legalActionAt`) rather than from a
 * built list: a Tortuga 1667 turn's peeks, reveals and forces and the dice game's keep choices —
 * most of every list — become ids without an action object each. Legality is still decided in one
 * place, the game's `legal.ts`; this only numbers what it counts. Id k belongs to
 * `legalActionAt(state, seat, k)`, so a chosen id is built alone.
 */
import type { PlayerId } from '../core/engine/game.js';
import { isKeeping, listedActions, listedKeeps } from '../dice/legal.js';
import type { DiceAction, DiceState } from '../dice/types.js';
import { pickable } from '../t1667/legal.js';
import type { T1667Action, T1667State } from '../t1667/types.js';
import type { ActionSpace } from './action-space.js';

/** Pushes the ids of `seat`'s legal actions onto `out`, in `legalActions` order. */
export type LegalIds<State> = (state: State, seat: PlayerId, out: number[]) => void;

/** The first id of an action type's block. */
function offsetOf(space: ActionSpace, type: string): number {
  return space.blocks.find((block) => block.type === type)!.offset;
}

/**
 * Tortuga 1667: on the seat's own turn the row blocks (T67-ACT-PEEK, T67-ACT-REVEAL,
 * T67-ACT-FORCE) from the face-down slots, in `legalActionAt`'s order — peeks by pair, reveals by
 * slot, forces by pair and then other seat ascending — then the turn's other actions; otherwise
 * the legal list.
 */
export function t1667LegalIds(space: ActionSpace, players: number, index: (action: T1667Action) => number): LegalIds<T1667State> {
  const [peek, reveal, force] = [offsetOf(space, 'peek'), offsetOf(space, 'reveal'), offsetOf(space, 'force')];
  // The pair id of slots a < b, at a·5 + b (the pair domain's own numbering).
  const pairIds = new Int32Array(25);
  for (let a = 0; a < 5; a++) for (let b = a + 1; b < 5; b++) pairIds[a * 5 + b] = space.index({ type: 'peek', slots: [a, b] } as never) - peek;
  return (state, seat, out) => {
    const { blocks, list } = pickable(state, seat);
    if (blocks !== null) {
      const slots = blocks.slots;
      if (blocks.peeks > 0)
        for (let i = 0; i < slots.length; i++) for (let j = i + 1; j < slots.length; j++) out.push(peek + pairIds[slots[i]! * 5 + slots[j]!]!);
      for (const slot of slots) out.push(reveal + slot);
      for (let i = 0; i < slots.length; i++) {
        for (let j = i + 1; j < slots.length; j++) {
          const base = force + pairIds[slots[i]! * 5 + slots[j]!]! * players;
          for (let target = 0; target < players; target++) if (target !== seat) out.push(base + target);
        }
      }
    }
    for (const action of list) out.push(index(action));
  };
}

/**
 * The dice game: a keeping seat's choices (TD-DICE-3, TD-DICE-7) from its keep masks over the
 * hand, as masks of die numbers; otherwise the legal list.
 */
export function diceLegalIds(space: ActionSpace, index: (action: DiceAction) => number): LegalIds<DiceState> {
  const keep = offsetOf(space, 'keep');
  // The keep id of each set of die numbers, by its bit mask.
  const keepIds = new Int32Array(32);
  for (let dice = 0; dice < 32; dice++) keepIds[dice] = space.index({ type: 'keep', dice: [0, 1, 2, 3, 4].filter((die) => dice & (1 << die)) } as never) - keep;
  return (state, seat, out) => {
    if (!isKeeping(state, seat)) {
      for (const action of listedActions(state, seat)) out.push(index(action));
      return;
    }
    const hand = state.seats[seat]!.hand;
    for (const mask of listedKeeps(state, seat)) {
      let dice = 0;
      for (let at = 0; at < hand.length; at++) if (mask & (1 << at)) dice |= 1 << hand[at]!;
      out.push(keep + keepIds[dice]!);
    }
  };
}
