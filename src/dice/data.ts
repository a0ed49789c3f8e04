import type { ChestColour, DiceActionKind, FaceTable } from './types.js';

/**
 * The five actions in resolution order (TD-ACT-1), for the rule code: not frozen, because V8
 * runs `filter`, `some` and `for…of` over frozen arrays on slow paths, and the rules walk this
 * list on every decision. Never changed; the public, frozen copy is {@link DICE_ACTIONS}.
 */
export const ACTION_ORDER: readonly DiceActionKind[] = ['ship', 'crew', 'treasure', 'board', 'raid'];

/** The five actions in resolution order (TD-ACT-1). */
export const DICE_ACTIONS: readonly DiceActionKind[] = Object.freeze([...ACTION_ORDER]);

/** The faces of every die: the five actions and the skull (TD-DICE-1). */
export const FACES = Object.freeze(['ship', 'crew', 'treasure', 'board', 'raid', 'skull'] as const);

/**
 * TD-DICE-1 (ruling): the default die-face table, a Latin square — every action shows each
 * number 1–5 exactly once across a player's five dice (A–E).
 */
export const DEFAULT_FACES: FaceTable = Object.freeze([
  Object.freeze({ ship: 1, crew: 2, treasure: 3, board: 5, raid: 4 }),
  Object.freeze({ ship: 2, crew: 3, treasure: 4, board: 1, raid: 5 }),
  Object.freeze({ ship: 3, crew: 4, treasure: 5, board: 2, raid: 1 }),
  Object.freeze({ ship: 4, crew: 5, treasure: 1, board: 3, raid: 2 }),
  Object.freeze({ ship: 5, crew: 1, treasure: 2, board: 4, raid: 3 }),
]);

/** The die faces a game plays with (TD-DICE-1): its own table, or the default one when it has none. */
export function facesOf(state: { readonly faces: FaceTable | null }): FaceTable {
  return state.faces ?? DEFAULT_FACES;
}

/** Whether `table` is the default die-face table, die for die. */
export function isDefaultFaces(table: FaceTable): boolean {
  if (table.length !== DEFAULT_FACES.length) return false;
  return table.every((die, index) => DICE_ACTIONS.every((action) => die[action] === DEFAULT_FACES[index]![action]));
}

/** TD-COMP-1: the 40 chests. */
export const CHEST_COUNTS: Readonly<Record<ChestColour, number>> = Object.freeze({ red: 10, blue: 10, yellow: 10, white: 5, purple: 5 });

/** The chest colours, in a fixed order. */
export const CHEST_COLOURS: readonly ChestColour[] = Object.freeze(['red', 'blue', 'yellow', 'white', 'purple']);

/** TD-COMP-2: the 30 treasure tokens by value. */
export const TOKEN_COUNTS: Readonly<Record<number, number>> = Object.freeze({ 1: 17, 2: 9, 3: 4 });

/** TD-COMP-3: advantage tokens. */
export const ADVANTAGE_TOKENS = 20;

/** Dice per player (TD-COMP-4). */
export const DICE_PER_PLAYER = 5;

/** TD-TRACK-1: the fields of each track. */
export const TRACK_MIN = 1;
/** The last field of each track. */
export const TRACK_MAX = 8;

/** TD-TRACK-2: how many chests (or board/raid dice) a marker's field allows. */
export function capacity(field: number): number {
  if (field <= 1) return 1;
  if (field <= 3) return 2;
  if (field <= 5) return 3;
  return 4;
}

/** Every chest of the box, in a fixed order (a new array each call). */
export function allChests(): ChestColour[] {
  return ALL_CHESTS.slice();
}

/** Every treasure token of the box, in a fixed order (a new array each call). */
export function allTokens(): number[] {
  return ALL_TOKENS.slice();
}

// Built once; private and not frozen, because V8 copies frozen arrays several times slower.
const ALL_CHESTS: readonly ChestColour[] = CHEST_COLOURS.flatMap((colour) => Array<ChestColour>(CHEST_COUNTS[colour]).fill(colour));
const ALL_TOKENS: readonly number[] = Object.entries(TOKEN_COUNTS).flatMap(([value, count]) => Array<number>(count).fill(Number(value)));
