/**
 * The format version of the Tortuga 1667 states this version of the library writes and reads.
 * It changes whenever the shape of the state changes; `checkState` refuses other versions
 * with a message that names both.
 */
export const STATE_FORMAT = 2;

/**
 * The formats `checkState` reads: format 1 differs only in always storing the vote-card
 * table, which format 2 stores only when it is not the standard deck.
 */
export const READ_FORMATS: readonly number[] = [1, STATE_FORMAT];
