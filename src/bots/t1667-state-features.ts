/**
 * The whole state of a Tortuga 1667 game as numbers, for the search's learned value (issue 49,
 * `t1667-learned-value.ts`): a playout cut off after some decisions stands in a sampled world
 * where every card is known, so its value may read them all — the loyalties, the hands, the
 * face-down row and the order of the event deck. The seats are summed up by loyalty (British,
 * French, Dutch), so the features do not depend on who sits where, and a game's roles
 * (T67-ROLE-1), places, chests (T67-END-2), vote power (T67-VOTE-3/4/5), event cards
 * (T67-COMP-5) and turn order are each a few numbers. Every entry lies in 0–1 or near it. Only
 * ever read from a sampled world inside the search, never from a real game's state: it is the
 * world's, not a seat's (a seat's own tensors are `tortuga-rules/rl`'s).
 */
import { EVENT_KINDS, GALLEON_CHESTS, SHIP_CAPACITY, TOTAL_CHESTS, voteCardsOf } from '../t1667/cards.js';
import type { EventKind, Loyalty, T1667State, VoteCard } from '../t1667/types.js';

/** Each loyalty's place in the features and in the learned value's output (British, French, Dutch). */
export const LOYALTY_INDEX: Readonly<Record<Loyalty, number>> = { british: 0, french: 1, dutch: 2 };
const SYMBOLS = ['cannon', 'torch', 'water', 'skull', 'wheel', 'british', 'french'] as const satisfies readonly (keyof VoteCard)[];
const KIND_INDEX = new Map<EventKind, number>(EVENT_KINDS.map((kind, i) => [kind, i]));
/** How many seats ahead of the one to act the turn order is read. */
const AHEAD = 3;

/** Writes features one after another. */
class Writer {
  at = 0;
  constructor(readonly out: Float32Array) {}
  put(value: number): void {
    this.out[this.at++] = value;
  }
  /** Three entries, 1 at the loyalty's (all 0 for none). */
  loyalty(loyalty: Loyalty | null): void {
    for (let l = 0; l < 3; l++) this.put(loyalty !== null && LOYALTY_INDEX[loyalty] === l ? 1 : 0);
  }
}

/** Adds the symbols of a seat's hand to `into`, from `offset` on (in `SYMBOLS` order). */
function handSymbols(state: T1667State, seat: number, into: Float64Array, offset: number): void {
  const cards = voteCardsOf(state);
  for (const card of state.seats[seat]!.hand) {
    const c = cards[card]!;
    for (let s = 0; s < SYMBOLS.length; s++) into[offset + s] = into[offset + s]! + c[SYMBOLS[s]!];
  }
}

/** A group of seats (a ship's crew, Tortuga's line): how many of each loyalty, and their hands' symbols by loyalty. */
function group(w: Writer, state: T1667State, seats: readonly number[]): void {
  const counts = [0, 0, 0];
  const symbols = new Float64Array(3 * SYMBOLS.length);
  for (const seat of seats) {
    const l = LOYALTY_INDEX[state.seats[seat]!.loyalty];
    counts[l]!++;
    handSymbols(state, seat, symbols, l * SYMBOLS.length);
  }
  for (const c of counts) w.put(c / SHIP_CAPACITY);
  for (const s of symbols) w.put(s / 6);
}

/** The size of `stateFeatures`' vector (the learned value's input; a change is a new weights version). */
export const STATE_FEATURES = 2 + 2 * 2 + 3 + 3 + 6 + EVENT_KINDS.length + 2 * (1 + 9 + 3 + 21) + (1 + 3 + 3 + 21) + 6 + 3 * 12 + 3 * AHEAD + 2 + 3 + 3 + 7;

/**
 * The state as `STATE_FEATURES` numbers into `out` (made when not given), the same for any seating
 * of the same game.
 */
export function stateFeatures(state: T1667State, out = new Float32Array(STATE_FEATURES)): Float32Array {
  const w = new Writer(out);
  const loyaltyOf = (seat: number | null | undefined): Loyalty | null => (seat === null || seat === undefined ? null : state.seats[seat]!.loyalty);
  // Chests (T67-END-2) and the galleon.
  const { fd, jr } = state.ships;
  const british = fd.british + jr.british + state.tortuga.british;
  const french = fd.french + jr.french + state.tortuga.french;
  w.put(state.galleon / GALLEON_CHESTS);
  w.put(state.tortuga.unassigned / 2);
  for (const ship of [fd, jr]) {
    w.put(ship.british / TOTAL_CHESTS);
    w.put(ship.french / TOTAL_CHESTS);
  }
  w.put(state.tortuga.british / 2);
  w.put(state.tortuga.french / 2);
  w.put(state.tortuga.british + state.tortuga.french > 0 ? 1 : 0);
  w.put(british / TOTAL_CHESTS);
  w.put(french / TOTAL_CHESTS);
  w.put((british - french) / TOTAL_CHESTS);
  // The event cards: how many are left, where the Armada is (T67-END-2), what lies in the row.
  const armadaInDeck = state.eventDeck.lastIndexOf('armada');
  w.put(state.eventDeck.length / 20);
  w.put(state.row.filter((card) => card !== null).length / 5);
  w.put(state.discard.length / 20);
  w.put(state.row.includes('armada') ? 1 : 0);
  w.put(armadaInDeck < 0 ? 0 : (state.eventDeck.length - armadaInDeck) / 20); // draws until it comes up
  w.put(state.tiebreak ? 1 : 0);
  const inRow = new Float64Array(EVENT_KINDS.length);
  for (const card of state.row) if (card !== null) inRow[KIND_INDEX.get(card)!]!++;
  for (const n of inRow) w.put(n / 2);
  // The ships (T67-ROLE-1): crew, officers' loyalties, vote power by loyalty.
  for (const ship of [fd, jr]) {
    w.put(ship.crew.length / SHIP_CAPACITY);
    w.loyalty(loyaltyOf(ship.crew[0]));
    w.loyalty(loyaltyOf(ship.crew[1]));
    w.loyalty(ship.crew.length > 2 ? loyaltyOf(ship.crew[ship.crew.length - 1]) : null);
    group(w, state, ship.crew);
  }
  // Tortuga: its Governor and line (T67-VOTE-5).
  w.put(state.tortuga.line.length / 9);
  w.loyalty(loyaltyOf(state.tortuga.line[0]));
  group(w, state, state.tortuga.line);
  w.loyalty(loyaltyOf(state.rowboats.fdBoat));
  w.loyalty(loyaltyOf(state.rowboats.jrBoat));
  // Each loyalty's seats: how many, their cards in hand, kept event cards, lost turns.
  const perLoyalty = Array.from({ length: 3 }, () => new Float64Array(12));
  const symbols = new Float64Array(SYMBOLS.length);
  state.seats.forEach((seat, index) => {
    const f = perLoyalty[LOYALTY_INDEX[seat.loyalty]]!;
    f[0]! += 1;
    f[1]! += seat.hand.length;
    f[2]! += seat.albatross;
    f[3]! += seat.letters.length;
    f[4]! += seat.atlantis + seat.eldorado + seat.fountain;
    f[5]! += seat.lostTurns;
    f[6]! += seat.pirateCode;
    symbols.fill(0);
    handSymbols(state, index, symbols, 0);
    for (let s = 0; s < 5; s++) f[7 + s]! += symbols[s]!;
  });
  for (const f of perLoyalty) {
    const seats = Math.max(1, f[0]!);
    w.put(f[0]! / 5);
    for (let k = 1; k < 12; k++) w.put(f[k]! / seats / (k === 1 ? 3 : k >= 7 ? 3 : 1));
  }
  // Whose turn it is and whose come next.
  for (let k = 0; k < AHEAD; k++) w.loyalty(loyaltyOf((state.turn.player + k) % state.players));
  w.put(state.turn.actionsTaken);
  w.put(Math.min(1, state.decisions / 400));
  // A vote being collected: what it is, who called it, what is committed (T67-VOTE-1).
  const pending = state.pending;
  const voting = pending.kind === 'vote' ? pending : null;
  for (const kind of ['attack', 'mutiny', 'brawl'] as const) w.put(voting?.vote === kind ? 1 : 0);
  w.loyalty(voting === null ? null : loyaltyOf(voting.caller));
  const committed = new Float64Array(SYMBOLS.length);
  const cards = voteCardsOf(state);
  for (const choice of voting?.choices ?? [])
    for (const card of choice ?? []) for (let s = 0; s < SYMBOLS.length; s++) committed[s] = committed[s]! + cards[card]![SYMBOLS[s]!];
  for (const c of committed) w.put(c / 6);
  if (w.at !== STATE_FEATURES) throw new Error(`state features: wrote ${w.at}, expected ${STATE_FEATURES}`);
  return out;
}
