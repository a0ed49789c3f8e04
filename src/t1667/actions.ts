import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { boatOf, cabinBoyOf, captainOf, firstMateOf, governor, hasRoom, isBoat, otherShip, placeOf, shipOfBoat } from './board.js';
import { seatToEdit, shipToEdit } from './editing.js';
import { moveWithMarque, requestMaroon, revealCard } from './events.js';
import { logPrivate, logPublic } from './log.js';
import { boardBoat, boardShip, landOnTortuga } from './movement.js';
import { endAction } from './turns.js';
import type { Hold, PendingVote, Place, ShipId, T1667Action, T1667State, VoteResult } from './types.js';
import { callVote } from './votes.js';

/** The actions a turn's player may declare (§5), as their `type`s. */
export type TurnAction = Extract<T1667Action, { type: 'peek' | 'reveal' | 'force' | 'row' | 'attack' | 'maroon' | 'mutiny' | 'smuggle' | 'brawl' | 'marque' }>;

/** The ship `seat` is on, or null. */
function shipOf(state: T1667State, seat: PlayerId): ShipId | null {
  const place = placeOf(state, seat);
  return place === 'fd' || place === 'jr' ? place : null;
}

/** Resolves the action the turn's player declared (T67-TURN-1); validation is done. */
export function declareAction(state: T1667State, action: TurnAction): void {
  const seat = action.player;
  switch (action.type) {
    case 'peek':
      return peekAt(state, seat, action.slots);
    case 'reveal':
      return revealCard(state, seat, action.slot);
    case 'force':
      // T67-ACT-FORCE: the named player picks one of the two cards and becomes its revealer.
      logPublic(state, { type: 'force', player: seat, target: action.target, slots: [action.slots[0], action.slots[1]] });
      state.pending = { kind: 'forcedPick', player: action.target, forcer: seat, slots: [action.slots[0], action.slots[1]] };
      return;
    case 'row':
      return row(state, seat, action.to);
    case 'attack': {
      // T67-ACT-ATTACK: the Captain calls a vote among every pawn on the ship.
      const ship = shipOf(state, seat) as ShipId;
      return settleIfRevealed(state, callVote(state, 'attack', seat, ship));
    }
    case 'maroon':
      // T67-ACT-MAROON: the Captain maroons another pawn of the ship.
      return requestMaroon(state, action.target, 'maroon');
    case 'mutiny': {
      // T67-ACT-MUTINY: the First Mate calls a vote among all but the Captain.
      const ship = shipOf(state, seat) as ShipId;
      return settleIfRevealed(state, callVote(state, 'mutiny', seat, ship));
    }
    case 'smuggle':
      return smuggle(state, seat, action.from);
    case 'brawl':
      // T67-ACT-BRAWL: the Governor calls a vote among every pawn on Tortuga.
      return settleIfRevealed(state, callVote(state, 'brawl', seat, null));
    case 'marque':
      // T67-EVT-MARQUE: using a kept letter is the turn's whole action.
      return moveWithMarque(state, seat, action.target, action.ship, true);
  }
}

/** T67-ACT-PEEK: the two cards stay in their slots; only the peeker learns them. */
export function peekAt(state: T1667State, seat: PlayerId, slots: readonly [number, number]): void {
  const [a, b] = slots;
  const cards: [NonNullable<T1667State['row'][number]>, NonNullable<T1667State['row'][number]>] = [state.row[a]!, state.row[b]!];
  const known = edit(seatToEdit(state, seat), 'peeks');
  known[a] = cards[0];
  known[b] = cards[1];
  logPublic(state, { type: 'peek', player: seat, slots: [a, b] });
  logPrivate(state, [seat], { type: 'peekResult', player: seat, slots: [a, b], cards });
  endAction(state);
}

/**
 * T67-ACT-ROW: from a ship or Tortuga onto an adjacent empty rowboat, or from a rowboat to
 * the end of Tortuga or of its ship. Legality (adjacency, room) is checked by `legalActions`.
 */
function row(state: T1667State, seat: PlayerId, to: Place): void {
  if (isBoat(to)) boardBoat(state, seat, to, 'row');
  else if (to === 'tortuga') landOnTortuga(state, seat, 'row');
  else boardShip(state, seat, to, 'row');
  endAction(state);
}

/** The places `seat` may row to now (T67-ACT-ROW, T67-POS-2). */
export function rowDestinations(state: T1667State, seat: PlayerId): Place[] {
  const place = placeOf(state, seat);
  const out: Place[] = [];
  // T67-EVT-POWDER: an exploded rowboat can never be used again.
  const emptyBoat = (boat: 'fdBoat' | 'jrBoat'): boolean => state.rowboats[boat] === null && !state.explodedBoats.includes(boat);
  if (place === 'fd' || place === 'jr') {
    if (emptyBoat(boatOf(place))) out.push(boatOf(place));
  } else if (place === 'tortuga') {
    if (emptyBoat('fdBoat')) out.push('fdBoat');
    if (emptyBoat('jrBoat')) out.push('jrBoat');
  } else {
    out.push('tortuga');
    const ship = shipOfBoat(place);
    if (hasRoom(state, ship)) out.push(ship);
  }
  return out;
}

/** T67-ACT-SMUGGLE: the Cabin Boy moves one chest between the ship's holds. */
function smuggle(state: T1667State, seat: PlayerId, from: Hold): void {
  const ship = shipOf(state, seat) as ShipId;
  const to: Hold = from === 'british' ? 'french' : 'british';
  const holds = shipToEdit(state, ship);
  holds[from] -= 1;
  holds[to] += 1;
  logPublic(state, { type: 'smuggled', player: seat, ship, from, to });
  endAction(state);
}

/** The roles `seat` holds now (T67-ROLE-1, T67-ROLE-2). */
export function rolesOf(state: T1667State, seat: PlayerId): { captain: ShipId | null; firstMate: ShipId | null; cabinBoy: ShipId | null; governor: boolean } {
  const ship = shipOf(state, seat);
  return {
    captain: ship !== null && captainOf(state, ship) === seat ? ship : null,
    firstMate: ship !== null && firstMateOf(state, ship) === seat ? ship : null,
    cabinBoy: ship !== null && cabinBoyOf(state, ship) === seat ? ship : null,
    governor: governor(state) === seat,
  };
}

function settleIfRevealed(state: T1667State, result: VoteResult | null): void {
  if (result !== null) settleVote(state, result);
}

/**
 * Carries out a revealed vote. Attack success: the Captain may take a chest (decided next,
 * T67-ACT-ATTACK). Mutiny success: the Captain is marooned (T67-ACT-MUTINY). Brawl: both
 * Tortuga chests go to the winning side's area, one each on a tie (T67-VOTE-5).
 */
export function settleVote(state: T1667State, result: VoteResult): void {
  const vote = state.pending as PendingVote;
  const ship = vote.ship as ShipId;
  if (result.vote === 'attack') {
    if (result.success && lootSources(state, ship).length > 0) {
      state.pending = { kind: 'loot', player: vote.caller, ship };
      return;
    }
    return endAction(state);
  }
  if (result.vote === 'mutiny') {
    // The First Mate called it, so the ship has a Captain; nobody moves during a vote.
    if (result.success) return requestMaroon(state, captainOf(state, ship)!, 'mutiny');
    return endAction(state);
  }
  // T67-EARLY-TORTUGA: a brawl also places the chests lying outside the areas.
  const tortuga = edit(state, 'tortuga');
  const total = tortuga.british + tortuga.french + tortuga.unassigned;
  if (result.winner === 'british') tortuga.british = total;
  else if (result.winner === 'french') tortuga.british = 0;
  else tortuga.british = Math.ceil(total / 2);
  tortuga.french = total - tortuga.british;
  tortuga.unassigned = 0;
  logPublic(state, { type: 'brawlResult', british: tortuga.british, french: tortuga.french });
  endAction(state);
}

/**
 * T67-ACT-ATTACK: where a successful attack may take a chest from — the galleon while it
 * has chests, otherwise a non-empty hold of the other ship (manned or not).
 */
export function lootSources(state: T1667State, ship: ShipId): ('galleon' | Hold)[] {
  if (state.galleon > 0) return ['galleon'];
  const other = state.ships[otherShip(ship)];
  const out: Hold[] = [];
  if (other.british > 0) out.push('british');
  if (other.french > 0) out.push('french');
  return out;
}

/** T67-ACT-ATTACK: the Captain takes one chest into a hold of their choice (holds have no limit, T67-HOLD-1). */
export function takeLoot(state: T1667State, seat: PlayerId, ship: ShipId, from: 'galleon' | Hold, into: Hold): void {
  if (from === 'galleon') state.galleon -= 1;
  else shipToEdit(state, otherShip(ship))[from] -= 1;
  shipToEdit(state, ship)[into] += 1;
  logPublic(state, { type: 'chestTaken', player: seat, from, into, ship });
  endAction(state);
}

/** T67-ACT-ATTACK: the Captain may decline to take a chest (the books say "may"). */
export function declineLoot(state: T1667State, seat: PlayerId): void {
  logPublic(state, { type: 'chestDeclined', player: seat });
  endAction(state);
}
