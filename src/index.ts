/**
 * tortuga-rules: the complete rules of Tortuga 1667 and of the Tortuga dice game as pure,
 * deterministic, immutable reducers with seeded randomness and leak-free per-seat views.
 * This entry holds both games with all their types, what they share and the bots; each game
 * alone, with its card, die and chest data, comes from `tortuga-rules/1667` and
 * `tortuga-rules/dice`.
 *
 * @packageDocumentation
 * @module tortuga-rules
 */
export * from './core/index.js';
export { tortuga1667, type Tortuga1667 } from './t1667/game.js';
export { tortuga1667States } from './t1667/states.js';
export { t1667Words, checkT1667Catalog, T1667_RENDERER_KINDS } from './t1667/words.js';
export { T1667_EN } from './t1667/en.js';
export { T1667_DE } from './t1667/de.js';
export { T1667_NL } from './t1667/nl.js';
export type * from './t1667/types.js';
export type { T1667View, RowSlotView, SeatView, PendingView, HandCardView, T1667OptionsView } from './t1667/view.js';
export { tortugaDice, type TortugaDice } from './dice/game.js';
export { tortugaDiceStates } from './dice/states.js';
export { diceWords, checkDiceCatalog, DICE_RENDERER_KINDS } from './dice/words.js';
export { DICE_EN } from './dice/en.js';
export { DICE_DE } from './dice/de.js';
export { DICE_NL } from './dice/nl.js';
export type * from './dice/types.js';
export type { DiceView, DiceSeatView, DicePendingView } from './dice/view.js';
export * from './bots/index.js';
export { wordsFor, checkCatalog, CATALOGS, type WordsForOptions } from './words-for.js';
export { playerNames, cleanPlayerName, playerNameKey, MAX_PLAYER_NAME, type PlayerNames } from './core/words/player-names.js';
export { GAMES, GAME_NAMES, gameByName, isGameName, type AnyGame } from './games.js';
