/**
 * A value that knows which seat searches (issue 49, expert iteration's first step): the learned
 * value of the levels (`t1667-state-features.ts`) is trained on games where every seat plays the
 * heuristic, so it judges a cut-off world as if the searching seat went on playing as medium does.
 * In the tables the expert meets it does not: it goes on searching. These features append to the
 * world's a block about one seat — whether it is the strong one, its loyalty, where it stands and
 * what it holds, how soon it acts — so a value trained on games with one search seat among medium
 * bots (`value-data.ts --strong hard`) can learn what that seat's own play is worth from a world.
 * Research only: read from sampled worlds inside the search, never from a real game's state.
 */
import { voteCardsOf } from '../../src/t1667/cards.js';
import { LOYALTY_INDEX, STATE_FEATURES, stateFeatures } from '../../src/bots/t1667-state-features.js';
import type { PlayerId } from '../../src/core/engine/game.js';
import type { T1667State } from '../../src/index.js';

/** The seat block's size. */
export const SEAT_FEATURES = 23;
/** The world's features and the seat block. */
export const WORLD_AND_SEAT_FEATURES = STATE_FEATURES + SEAT_FEATURES;
const SYMBOLS = ['cannon', 'torch', 'water', 'skull', 'wheel'] as const;

/**
 * The world's features (`stateFeatures`) followed by `seat`'s block into `out` (made when not
 * given); `strong` says whether that seat is the one that searches (1) or just a seat (0).
 */
export function worldAndSeatFeatures(state: T1667State, seat: PlayerId, strong: boolean, out = new Float32Array(WORLD_AND_SEAT_FEATURES)): Float32Array {
  stateFeatures(state, out);
  let at = STATE_FEATURES;
  const put = (value: number): void => {
    out[at++] = value;
  };
  const me = state.seats[seat]!;
  const { fd, jr } = state.ships;
  put(strong ? 1 : 0);
  for (let l = 0; l < 3; l++) put(LOYALTY_INDEX[me.loyalty] === l ? 1 : 0);
  // Where it stands and its role there (T67-ROLE-1): Captain, First Mate, Cabin Boy, Governor.
  put(fd.crew.includes(seat) ? 1 : 0);
  put(jr.crew.includes(seat) ? 1 : 0);
  put(state.tortuga.line.includes(seat) ? 1 : 0);
  put(state.rowboats.fdBoat === seat || state.rowboats.jrBoat === seat ? 1 : 0);
  put(fd.crew[0] === seat || jr.crew[0] === seat ? 1 : 0);
  put(fd.crew[1] === seat || jr.crew[1] === seat ? 1 : 0);
  put((fd.crew.length > 2 && fd.crew[fd.crew.length - 1] === seat) || (jr.crew.length > 2 && jr.crew[jr.crew.length - 1] === seat) ? 1 : 0);
  put(state.tortuga.line[0] === seat ? 1 : 0);
  // What it holds.
  const cards = voteCardsOf(state);
  put(me.hand.length / 3);
  for (const symbol of SYMBOLS) put(me.hand.reduce((sum, card) => sum + cards[card]![symbol], 0) / 3);
  put(me.letters.length);
  put(me.albatross);
  put(me.atlantis + me.eldorado + me.fountain);
  // How soon it acts.
  put(((seat - state.turn.player + state.players) % state.players) / state.players);
  put(state.turn.player === seat ? 1 : 0);
  if (at !== WORLD_AND_SEAT_FEATURES) throw new Error(`seat features: wrote ${at - STATE_FEATURES}, expected ${SEAT_FEATURES}`);
  return out;
}
