/**
 * The format version of the dice-game states this version of the library writes and reads.
 * It changes whenever the shape of the state changes; `checkState` refuses other versions
 * with a message that names both.
 */
export const STATE_FORMAT = 1;
