import type { PlayerId } from '../core/game.js';
import { checkAlbatross } from './albatross.js';
import { hasRoom, isShip, otherShip, placeOf, SHIPS } from './board.js';
import { armadaRevealed } from './end.js';
import { logPublic } from './log.js';
import { maroon } from './marooning.js';
import { boardShip } from './movement.js';
import { refillSlot, takeFromRow } from './row.js';
import { endAction, nextTurn } from './turns.js';
import type { EventKind, FountainCause, ShipId, T1667State, TreasureKind } from './types.js';
import { drawVoteCards } from './votes.js';

/**
 * Reveals the card in `slot`; `revealer` resolves it (T67-ACT-REVEAL, T67-ACT-FORCE). The
 * slot is refilled at once (T67-END-1 may reshuffle the row). The card's text is
 * mandatory (§8); it ends the action unless it asks the revealer or another seat to decide.
 */
export function revealCard(state: T1667State, revealer: PlayerId, slot: number): void {
  const card = takeFromRow(state, slot);
  logPublic(state, { type: 'reveal', player: revealer, slot, card });
  refillSlot(state, slot);
  resolveEvent(state, revealer, card);
}

function resolveEvent(state: T1667State, revealer: PlayerId, card: EventKind): void {
  switch (card) {
    case 'marque':
      // T67-EVT-MARQUE (ruling): with no legal move the revealer keeps the letter.
      if (marqueMoves(state).length === 0) return keepLetter(state, revealer);
      state.pending = { kind: 'marque', player: revealer };
      return;
    case 'pistol':
      state.discard.push('pistol'); // T67-EVT-PISTOL: cannot be kept
      state.pending = { kind: 'pistol', player: revealer };
      return;
    case 'albatross':
      state.seats[revealer]!.albatross += 1; // T67-EVT-ALBATROSS: kept face up for good
      logPublic(state, { type: 'albatrossKept', player: revealer });
      checkAlbatross(state);
      return endAction(state);
    case 'spot':
      state.discard.push('spot');
      return requestMaroon(state, revealer, 'spot'); // T67-EVT-SPOT
    case 'atlantis':
    case 'eldorado':
    case 'fountain':
      // T67-EVT-TREASURE: given to another player (also with 2–3 players).
      state.pending = { kind: 'give', player: revealer, card };
      return;
    case 'armada':
      // T67-EVT-ARMADA: the game ends, or the tie-breaker goes on from the next player.
      if (!armadaRevealed(state)) nextTurn(state);
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
  state.seats[seat]!.letters.push(state.turn.number);
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
    const letters = state.seats[seat]!.letters;
    letters.splice(letters.findIndex((turn) => turn < state.turn.number), 1);
  }
  state.discard.push('marque');
  boardShip(state, target, ship, 'marque');
  endAction(state);
}

/** T67-EVT-PISTOL: the named player is marooned (the Fountain of Youth may answer). */
export function firePistol(state: T1667State, target: PlayerId): void {
  requestMaroon(state, target, 'pistol');
}

/**
 * T67-EVT-TREASURE: the revealer gives the treasure card to another player. El Dorado's
 * new owner draws one extra vote card at once (T67-EVT-ELDORADO).
 */
export function giveTreasure(state: T1667State, giver: PlayerId, target: PlayerId, card: TreasureKind): void {
  state.seats[target]![card] += 1;
  logPublic(state, { type: 'treasureGiven', player: giver, target, card });
  if (card === 'eldorado') drawVoteCards(state, target, 1);
  endAction(state);
}

/** Causes of marooning the Fountain of Youth can cancel (T67-EVT-FOUNTAIN). */
const FOUNTAIN_CAUSES: readonly FountainCause[] = ['spot', 'pistol', 'maroon', 'mutiny'];

/**
 * Maroons `victim` for `cause`, unless they hold a Fountain of Youth: then they decide
 * first whether to use it (T67-EVT-FOUNTAIN). Either way the action ends afterwards.
 */
export function requestMaroon(state: T1667State, victim: PlayerId, cause: FountainCause): void {
  if (FOUNTAIN_CAUSES.includes(cause) && state.seats[victim]!.fountain > 0) {
    state.pending = { kind: 'fountain', player: victim, cause };
    return;
  }
  maroon(state, victim, cause);
  endAction(state);
}

/**
 * T67-EVT-FOUNTAIN: the owner cancels their own marooning and discards the card, or lets
 * it happen. Against a Captain's maroon the Captain's action is spent either way.
 */
export function answerFountain(state: T1667State, seat: PlayerId, use: boolean, cause: FountainCause): void {
  if (use) {
    state.seats[seat]!.fountain -= 1;
    state.discard.push('fountain');
    logPublic(state, { type: 'fountainUsed', player: seat, cause });
  } else {
    logPublic(state, { type: 'fountainDeclined', player: seat });
    maroon(state, seat, cause);
  }
  endAction(state);
}

/**
 * T67-EVT-ATLANTIS: the owner, on a ship, may move to the end of the other ship (if it has
 * room) in the window before a turn's first action is declared. Not an action (T67-TURN-3);
 * the card is discarded. The move may set off the Albatross.
 */
export function canUseAtlantis(state: T1667State, seat: PlayerId): boolean {
  if (state.pending.kind !== 'action' || state.turn.actionsTaken > 0) return false;
  if (state.seats[seat]!.atlantis === 0) return false;
  const place = placeOf(state, seat);
  return isShip(place) && hasRoom(state, otherShip(place));
}

/** Uses Atlantis (see {@link canUseAtlantis}); the pending turn is unchanged. */
export function useAtlantis(state: T1667State, seat: PlayerId): void {
  const place = placeOf(state, seat) as ShipId;
  state.seats[seat]!.atlantis -= 1;
  state.discard.push('atlantis');
  boardShip(state, seat, otherShip(place), 'atlantis');
}
