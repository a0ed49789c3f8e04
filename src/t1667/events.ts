import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { seatToEdit } from './editing.js';
import { checkAlbatross } from './albatross.js';
import { hasRoom, isShip, otherShip, placeOf, SHIPS } from './board.js';
import { EVENT_CARDS } from './cards.js';
import { armadaRevealed } from './end.js';
import { drawVoteCards, removeFromHand } from './hands.js';
import { logPrivate, logPublic } from './log.js';
import { maroon } from './marooning.js';
import { boardShip } from './movement.js';
import { takeFromRow } from './row.js';
import { resolveStar } from './star-cards.js';
import { endAction, nextTurn } from './turns.js';
import type { EventKind, FountainCause, ShipId, StarKind, T1667State, TreasureKind } from './types.js';
import { joinVote } from './votes.js';

/**
 * Reveals the card in `slot`; `revealer` resolves it (T67-ACT-REVEAL, T67-ACT-FORCE). The
 * card's text is mandatory (§8); it ends the action unless it asks the revealer or another
 * seat to decide. As the rulebook orders it, the slot is refilled (and T67-END-1 may
 * reshuffle the row) only once the card is resolved — when the action ends (`endAction`).
 */
export function revealCard(state: T1667State, revealer: PlayerId, slot: number): void {
  const card = takeFromRow(state, slot);
  logPublic(state, { type: 'reveal', player: revealer, slot, card });
  edit(state, 'afterAction').refillSlot = slot;
  resolveEvent(state, revealer, card);
}

function resolveEvent(state: T1667State, revealer: PlayerId, card: EventKind): void {
  if (EVENT_CARDS[card].category === 'star') return resolveStar(state, revealer, card as StarKind);
  switch (card) {
    case 'marque':
      // T67-EVT-MARQUE (ruling): with no legal move the revealer keeps the letter.
      // Early edition: the letter cannot be kept; without a move the revealer must draw.
      if (marqueMoves(state).length === 0 && state.options.rules === 'official') return keepLetter(state, revealer);
      state.pending = { kind: 'marque', player: revealer };
      return;
    case 'pistol':
      edit(state, 'discard').push('pistol'); // T67-EVT-PISTOL: cannot be kept
      state.pending = { kind: 'pistol', player: revealer };
      return;
    case 'albatross':
      seatToEdit(state, revealer).albatross += 1; // T67-EVT-ALBATROSS: kept face up for good
      logPublic(state, { type: 'albatrossKept', player: revealer });
      checkAlbatross(state);
      return endAction(state);
    case 'spot':
      edit(state, 'discard').push('spot');
      return requestMaroon(state, revealer, 'spot'); // T67-EVT-SPOT
    case 'atlantis':
    case 'eldorado':
    case 'fountain':
      // T67-EVT-TREASURE: given to another player (also with 2–3 players).
      state.pending = { kind: 'give', player: revealer, card };
      return;
    case 'armada':
      // T67-EVT-ARMADA: the game ends, or the tie-breaker goes on from the next player.
      armadaRevealed(state);
      if (state.outcome === null) nextTurn(state);
      return;
  }
}

/** T67-EVT-MARQUE: every move a Letter of Marque allows — a pawn on Tortuga or in a rowboat to a ship with room. */
export function marqueMoves(state: T1667State): { target: PlayerId; ship: ShipId }[] {
  const out: { target: PlayerId; ship: ShipId }[] = [];
  for (let target = 0; target < state.players; target++) {
    if (isShip(placeOf(state, target))) continue;
    for (const ship of SHIPS) if (hasRoom(state, ship)) out.push({ target, ship });
  }
  return out;
}

/** T67-EVT-MARQUE: the revealer keeps the letter face up; usable from a later turn on. */
export function keepLetter(state: T1667State, seat: PlayerId): void {
  edit(seatToEdit(state, seat), 'letters').push(state.turn.number);
  logPublic(state, { type: 'letterKept', player: seat });
  endAction(state);
}

/** How many kept letters `seat` may use now: never in the turn it was kept (T67-EVT-MARQUE). */
export function usableLetters(state: T1667State, seat: PlayerId): number {
  let n = 0;
  for (const turn of state.seats[seat]!.letters) if (turn < state.turn.number) n++;
  return n;
}

/**
 * T67-EVT-MARQUE: moves `target` to the end of `ship`. With a kept letter this is the
 * turn's whole action and the letter is discarded afterwards (ruling); a revealed letter
 * that is used is discarded too.
 */
export function moveWithMarque(state: T1667State, seat: PlayerId, target: PlayerId, ship: ShipId, fromKept: boolean): void {
  if (fromKept) {
    const letters = edit(seatToEdit(state, seat), 'letters');
    letters.splice(
      letters.findIndex((turn) => turn < state.turn.number),
      1,
    );
  }
  edit(state, 'discard').push('marque');
  boardShip(state, target, ship, 'marque');
  endAction(state);
}

/**
 * T67-EARLY-MARQUE (early edition) Letter of Marque, second choice: the revealer draws one vote card,
 * then puts one card of their hand face down on top of the vote deck.
 */
export function drawWithMarque(state: T1667State, seat: PlayerId): void {
  edit(state, 'discard').push('marque');
  logPublic(state, { type: 'marqueDraw', player: seat });
  drawVoteCards(state, seat, 1);
  if (state.seats[seat]!.hand.length === 0) return endAction(state);
  state.pending = { kind: 'returnCard', player: seat };
}

/** T67-EARLY-MARQUE: the returned card becomes the top of the vote deck — the deck card of the next vote. */
export function returnToDeckTop(state: T1667State, seat: PlayerId, card: number): void {
  removeFromHand(state, seat, card);
  edit(state, 'voteDeck').push(card); // the top is the last element
  logPublic(state, { type: 'cardReturned', player: seat });
  logPrivate(state, [seat], { type: 'cardReturnedPrivate', player: seat, card });
  endAction(state);
}

/**
 * T67-EVT-TREASURE: the revealer gives the treasure card to another player. El Dorado's
 * new owner draws one extra vote card at once (T67-EVT-ELDORADO).
 */
export function giveTreasure(state: T1667State, giver: PlayerId, target: PlayerId, card: TreasureKind): void {
  seatToEdit(state, target)[card] += 1;
  logPublic(state, { type: 'treasureGiven', player: giver, target, card });
  if (card === 'eldorado') drawVoteCards(state, target, 1);
  endAction(state);
}

/**
 * Causes of marooning the Fountain of Youth can cancel (T67-EVT-FOUNTAIN); the early
 * edition's Fountain does not answer a mutiny (T67-EARLY-FOUNTAIN).
 */
function fountainAnswers(state: T1667State, cause: FountainCause): boolean {
  return cause !== 'mutiny' || state.options.rules === 'official'; // a Black Spot, Pistol or Captain's maroon always
}

/** T67-EARLY-ATLANTIS: Atlantis answers a Captain's maroon — the target flees to the other ship. */
export function canEscapeWithAtlantis(state: T1667State, seat: PlayerId, cause: FountainCause): boolean {
  if (state.options.rules !== 'early' || cause !== 'maroon' || state.seats[seat]!.atlantis === 0) return false;
  const place = placeOf(state, seat);
  return isShip(place) && hasRoom(state, otherShip(place));
}

/**
 * Maroons `victim` for `cause`, unless they may answer first — with a Fountain of Youth
 * (T67-EVT-FOUNTAIN) or, in the early edition, by fleeing with Atlantis (T67-EARLY-ATLANTIS). Either way
 * the action ends afterwards.
 */
export function requestMaroon(state: T1667State, victim: PlayerId, cause: FountainCause): void {
  if (canUseFountain(state, victim, cause) || canEscapeWithAtlantis(state, victim, cause)) {
    state.pending = { kind: 'escape', player: victim, cause };
    return;
  }
  if (!maroon(state, victim, cause)) endAction(state);
}

/** True when the seat facing `cause` may use a Fountain of Youth against it. */
export function canUseFountain(state: T1667State, seat: PlayerId, cause: FountainCause): boolean {
  return fountainAnswers(state, cause) && state.seats[seat]!.fountain > 0;
}

/**
 * T67-EVT-FOUNTAIN: the owner cancels their own marooning and discards the card, or lets
 * it happen. Against a Captain's maroon the Captain's action is spent either way.
 */
export function answerFountain(state: T1667State, seat: PlayerId, use: boolean, cause: FountainCause): void {
  if (use) {
    seatToEdit(state, seat).fountain -= 1;
    edit(state, 'discard').push('fountain');
    logPublic(state, { type: 'fountainUsed', player: seat, cause });
  } else {
    logPublic(state, { type: 'fountainDeclined', player: seat });
    if (maroon(state, seat, cause)) return;
  }
  endAction(state);
}

/** T67-EARLY-ATLANTIS: fleeing a Captain's maroon with Atlantis; the Captain then takes another action. */
export function escapeWithAtlantis(state: T1667State, seat: PlayerId): void {
  const place = placeOf(state, seat) as ShipId;
  seatToEdit(state, seat).atlantis -= 1;
  edit(state, 'discard').push('atlantis');
  logPublic(state, { type: 'atlantisEscape', player: seat, to: otherShip(place) });
  boardShip(state, seat, otherShip(place), 'atlantis');
  state.pending = { kind: 'action', player: state.turn.player };
}

/**
 * T67-EVT-ATLANTIS: the owner, on a ship, may move to the end of the other ship (if it has
 * room) in the window before a turn's first action is declared. Not an action (T67-TURN-3);
 * the card is discarded. The move may set off the Albatross.
 *
 * T67-EARLY-ATLANTIS (early edition): any time — before any action, and while an attack or mutiny vote on
 * the other ship has no card played yet, to join it. *Ruling:* joining a vote is not
 * offered when the move would set off the Albatross.
 */
export function canUseAtlantis(state: T1667State, seat: PlayerId): boolean {
  if (state.seats[seat]!.atlantis === 0) return false;
  const place = placeOf(state, seat);
  if (!isShip(place) || !hasRoom(state, otherShip(place))) return false;
  const pending = state.pending;
  if (pending.kind === 'action') return state.options.rules === 'early' || state.turn.actionsTaken === 0;
  if (pending.kind !== 'vote' || state.options.rules !== 'early') return false;
  return (
    pending.vote !== 'brawl' &&
    pending.ship === otherShip(place) &&
    pending.choices.every((choice) => choice === null) &&
    !wouldSetOffAlbatross(state, seat, pending.ship)
  );
}

function wouldSetOffAlbatross(state: T1667State, seat: PlayerId, ship: ShipId): boolean {
  let count = state.seats[seat]!.albatross;
  for (const member of state.ships[ship].crew) count += state.seats[member]!.albatross;
  return count >= 2;
}

/** Uses Atlantis (see {@link canUseAtlantis}); the pending turn or vote goes on, the mover joining the vote. */
export function useAtlantis(state: T1667State, seat: PlayerId): void {
  const place = placeOf(state, seat) as ShipId;
  seatToEdit(state, seat).atlantis -= 1;
  edit(state, 'discard').push('atlantis');
  boardShip(state, seat, otherShip(place), 'atlantis');
  if (state.pending.kind === 'vote') joinVote(state, seat);
}
