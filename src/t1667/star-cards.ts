import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { shuffleInPlace } from '../core/engine/rng.js';
import { checkAlbatross } from './albatross.js';
import { isBoat, isShip, placeOf } from './board.js';
import { lineToEdit, seatToEdit, shipToEdit } from './editing.js';
import { replaceHand } from './hands.js';
import { logPrivate, logPublic } from './log.js';
import { maroon } from './marooning.js';
import { endAction } from './turns.js';
import type { Boat, StarKind, T1667State } from './types.js';

/** The rowboats that can still be blown up (T67-EVT-POWDER). */
export function intactBoats(state: T1667State): Boat[] {
  return (['fdBoat', 'jrBoat'] as const).filter((boat) => !state.explodedBoats.includes(boat));
}

/**
 * Resolves a revealed star card (§8). Cards that ask the revealer to choose set a pending
 * decision; the others act at once and end the action. Every star card but the Pirate
 * Code is discarded.
 */
export function resolveStar(state: T1667State, revealer: PlayerId, card: StarKind): void {
  if (card !== 'code') edit(state, 'discard').push(card);
  switch (card) {
    case 'powder':
      if (state.options.rules === 'early') return sinkBothBoats(state, revealer);
      // T67-COMP-7: the one explosion token already lies on a rowboat when the card comes
      // again after the tie-breaker's reshuffle (T67-END-5): then it has no effect.
      if (state.explodedBoats.length > 0) return endAction(state);
      state.pending = { kind: 'powder', player: revealer };
      return;
    case 'fever':
      state.pending = { kind: 'fever', player: revealer };
      return;
    case 'crow':
      state.pending = { kind: 'crow', player: revealer };
      return;
    case 'bells':
      ringEightBells(state, revealer);
      return endAction(state);
    case 'facade':
      swapWithRightHand(state, revealer);
      return endAction(state);
    case 'code':
      // T67-EVT-CODE: kept face up; the next two votes are sat out.
      seatToEdit(state, revealer).pirateCode = 2;
      logPublic(state, { type: 'codeKept', player: revealer });
      return endAction(state);
    case 'scurvy':
      catchScurvy(state, revealer);
      return endAction(state);
    case 'storm':
      raiseStorm(state, revealer);
      return endAction(state);
  }
}

/**
 * T67-EVT-POWDER: the explosion token (T67-COMP-7: there is one) goes on the chosen rowboat,
 * which can never be used again; a pawn in it is marooned (to the end of Tortuga, no card lost, T67-MAROON-3).
 * *Ruling:* only the rowboat is disabled — Letter of Marque, Atlantis and Façade still
 * move pawns onto its ship.
 */
export function explodeBoat(state: T1667State, revealer: PlayerId, boat: Boat): void {
  blowUp(state, revealer, boat);
  endAction(state);
}

function blowUp(state: T1667State, revealer: PlayerId, boat: Boat): void {
  edit(state, 'explodedBoats').push(boat);
  logPublic(state, { type: 'boatExploded', player: revealer, boat });
  const occupant = state.rowboats[boat];
  if (occupant !== null) maroon(state, occupant, 'powder');
}

/** T67-EARLY-POWDER: Black Powder sinks both rowboats, the FD's first. */
function sinkBothBoats(state: T1667State, revealer: PlayerId): void {
  for (const boat of intactBoats(state)) blowUp(state, revealer, boat);
  endAction(state);
}

/**
 * T67-EVT-FEVER: the two loyalty cards are shuffled and dealt back one each at random; each
 * player secretly looks at their new card. A card dealt back lies face down, unless every
 * loyalty card is open (T67-OPT-OPEN).
 */
export function catchCabinFever(state: T1667State, revealer: PlayerId, target: PlayerId): void {
  const cards = [state.seats[revealer]!.loyalty, state.seats[target]!.loyalty];
  shuffleInPlace(edit(state, 'rng'), cards);
  const open = state.options.openLoyalties === 'all';
  for (const [seat, loyalty] of [
    [revealer, cards[0]!],
    [target, cards[1]!],
  ] as const) {
    const changed = seatToEdit(state, seat);
    changed.loyalty = loyalty;
    changed.loyaltyOpen = open;
  }
  logPublic(state, { type: 'loyaltiesSwapped', player: revealer, target });
  logPrivate(state, [revealer], { type: 'loyaltySeen', player: revealer, loyalty: cards[0]! });
  logPrivate(state, [target], { type: 'loyaltySeen', player: target, loyalty: cards[1]! });
  endAction(state);
}

/**
 * T67-EVT-CROW: the revealer takes all of the target's vote cards (and so learns them) and
 * puts them face down under the vote deck, then searches the whole deck and picks as many
 * cards, one decision at a time. A target without cards gets none.
 */
export function startCrowSearch(state: T1667State, revealer: PlayerId, target: PlayerId): void {
  const former = [...state.seats[target]!.hand];
  replaceHand(state, target, []);
  edit(state, 'voteDeck').unshift(...former);
  logPublic(state, { type: 'crowSearch', player: revealer, target, count: former.length });
  logPrivate(state, [revealer], { type: 'crowFormerHand', player: revealer, target, cards: [...former].sort((a, b) => a - b) });
  if (former.length === 0) return finishCrowSearch(state, revealer, target, []);
  state.pending = { kind: 'crowSearch', player: revealer, target, count: former.length, picked: [] };
}

/** T67-EVT-CROW: one card of the vote deck goes into the target's new hand. */
export function pickForCrow(state: T1667State, card: number): void {
  const pending = edit(state, 'pending') as Extract<T1667State['pending'], { kind: 'crowSearch' }>;
  const deck = edit(state, 'voteDeck');
  deck.splice(deck.indexOf(card), 1);
  edit(pending, 'picked').push(card);
  if (pending.picked.length === pending.count) finishCrowSearch(state, pending.player, pending.target, [...pending.picked]);
}

/**
 * T67-EVT-CROW: the picked cards become the target's hand, the vote deck is shuffled, and
 * the searcher remembers the hand it chose until that hand changes.
 */
function finishCrowSearch(state: T1667State, revealer: PlayerId, target: PlayerId, picked: number[]): void {
  const cards = picked.sort((a, b) => a - b);
  replaceHand(state, target, cards);
  shuffleInPlace(edit(state, 'rng'), edit(state, 'voteDeck'));
  if (cards.length > 0) {
    seatToEdit(state, revealer).knownHand = { target, cards: [...cards] };
    logPrivate(state, [revealer, target], { type: 'crowNewHand', player: revealer, target, cards: [...cards] });
  }
  endAction(state);
}

/**
 * T67-EVT-BELLS: every pawn where the revealer is — on a ship or on Tortuga — goes back in
 * the bag and is placed again in random order. No effect alone or in a rowboat.
 */
function ringEightBells(state: T1667State, revealer: PlayerId): void {
  const place = placeOf(state, revealer);
  if (isBoat(place)) return;
  if ((isShip(place) ? state.ships[place].crew : state.tortuga.line).length < 2) return;
  const line = lineToEdit(state, place);
  shuffleInPlace(edit(state, 'rng'), line);
  logPublic(state, { type: 'bellsRung', player: revealer, place, order: [...line] });
}

/**
 * T67-EVT-FACADE: the revealer's pawn swaps places with the pawn of the player to their
 * right (T67-SEAT-1: the previous seat), wherever both are; the Albatross is checked after.
 */
function swapWithRightHand(state: T1667State, revealer: PlayerId): void {
  const right = (revealer - 1 + state.players) % state.players;
  const a = spotOf(state, revealer);
  const b = spotOf(state, right);
  a.set(right);
  b.set(revealer);
  logPublic(state, { type: 'facade', player: revealer, target: right });
  checkAlbatross(state);
}

/** Where a pawn stands, as something that can be overwritten with another seat. */
function spotOf(state: T1667State, seat: PlayerId): { set: (other: PlayerId) => void } {
  const place = placeOf(state, seat);
  if (isBoat(place)) return { set: (other) => (edit(state, 'rowboats')[place] = other) };
  const line = lineToEdit(state, place);
  const index = line.indexOf(seat);
  return { set: (other) => (line[index] = other) };
}

/**
 * T67-EVT-SCURVY: every player where the revealer is (ship or Tortuga), the revealer
 * included, loses their next turn (T67-TURN-2); they still vote in others' calls.
 * *Ruling:* in a rowboat only the revealer loses a turn.
 */
function catchScurvy(state: T1667State, revealer: PlayerId): void {
  const place = placeOf(state, revealer);
  const seats = isBoat(place) ? [revealer] : isShip(place) ? [...state.ships[place].crew] : [...state.tortuga.line];
  for (const seat of seats) seatToEdit(state, seat).lostTurns += 1;
  logPublic(state, { type: 'scurvy', player: revealer, players: seats });
}

/**
 * T67-EVT-STORM: every chest on the revealer's ship goes back to the galleon; on Tortuga its
 * two chests are set back to one per area (T67-EARLY-STORM: back outside the areas). No
 * effect in a rowboat or on a ship without chests.
 */
function raiseStorm(state: T1667State, revealer: PlayerId): void {
  const place = placeOf(state, revealer);
  if (isShip(place)) {
    const chests = state.ships[place].british + state.ships[place].french;
    if (chests === 0) return;
    const ship = shipToEdit(state, place);
    state.galleon += chests;
    ship.british = 0;
    ship.french = 0;
    logPublic(state, { type: 'storm', player: revealer, place, chests });
  } else if (place === 'tortuga') {
    const t = edit(state, 'tortuga');
    const chests = t.british + t.french + t.unassigned;
    if (state.options.rules === 'early') {
      t.unassigned = chests;
      t.british = 0;
      t.french = 0;
    } else {
      t.british = Math.ceil(chests / 2);
      t.french = chests - t.british;
    }
    logPublic(state, { type: 'storm', player: revealer, place, chests });
  }
}
