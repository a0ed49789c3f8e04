import { produce } from 'immer';
import { DICE_ACTIONS } from '../../src/dice/data.js';
import { tortugaDice as game } from '../../src/dice/game.js';
import { advance } from '../../src/dice/round.js';
import type { ChestColour, DiceActionKind, DiceConfig, DiceAction, DiceLogEvent, DiceState, Face } from '../../src/dice/types.js';
import { playChecked } from './play.js';
import { tortugaDiceStates } from '../../src/dice/states.js';

export { game };

/** A bag with the colours interleaved (first drawn first): red, blue, yellow, white, purple, … */
export function mixedBag(): ChestColour[] {
  const out: ChestColour[] = [];
  for (let i = 0; i < 5; i++) out.push('red', 'blue', 'yellow', 'white', 'purple');
  for (let i = 0; i < 5; i++) out.push('red', 'blue', 'yellow');
  return out;
}

/** Treasure tokens in a fixed order (first taken first): 3, 2, 1, 1 four times, then 2, 1 five times, then 1s. */
export function tokenOrder(): number[] {
  const out: number[] = [];
  for (let i = 0; i < 4; i++) out.push(3, 2, 1, 1);
  for (let i = 0; i < 5; i++) out.push(2, 1);
  for (let i = 0; i < 4; i++) out.push(1);
  return out;
}

/** A stacked dice game: the bag, the tokens and the first die rolls fixed. */
export function stackedDice(options: {
  players: number;
  rolls?: Face[];
  bag?: ChestColour[];
  startPlayer?: number;
  long?: boolean;
  seed?: string;
}): DiceConfig {
  return {
    players: options.players,
    seed: options.seed ?? 'stacked-dice',
    ...(options.startPlayer === undefined ? {} : { startPlayer: options.startPlayer }),
    ...(options.long === undefined ? {} : { long: options.long }),
    deal: { bag: options.bag ?? mixedBag(), tokens: tokenOrder(), rolls: options.rolls ?? [] },
  };
}

/** Applies actions in order through `apply`, checking every state reached (see `playChecked`). */
export function play(state: DiceState, ...actions: DiceAction[]): DiceState {
  return playChecked({ apply: game.apply, checkState: tortugaDiceStates.checkState }, state, actions);
}

/** Changes a state directly (immer), for tests that need a position play cannot reach quickly. */
export function edit(state: DiceState, recipe: (draft: DiceState) => void): DiceState {
  return produce(state, (draft) => {
    recipe(draft as DiceState);
  });
}

/** Every log event, oldest first. */
export function events(state: DiceState): DiceLogEvent[] {
  return state.log.flat().map((entry) => entry.event);
}

/**
 * Jumps to the actions phase with the given dice on the action fields (values per action
 * per seat), then lets the round driver run until the first decision.
 */
export function atActions(state: DiceState, placements: Partial<Record<DiceActionKind, number[]>>[]): DiceState {
  return produce(state, (d) => {
    const s = d as DiceState;
    s.seats.forEach((seat, index) => {
      seat.hand = [];
      seat.roll = null;
      seat.kept = null;
      seat.loneSkulls = [];
      for (const action of DICE_ACTIONS) seat.placed[action] = (placements[index]?.[action] ?? []).map((value, die) => ({ die, skull: false, value }));
    });
    s.tasks = [
      ...DICE_ACTIONS.map((action) => ({ task: 'rank' as const, action })),
      { task: 'draw' as const },
      ...Array.from({ length: s.players }, (_, i) => ({ task: 'move' as const, player: (s.startPlayer + i) % s.players })),
      { task: 'endRound' as const },
    ];
    s.pending = { kind: 'tasks' };
    advance(s);
  });
}
