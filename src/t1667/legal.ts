import type { PlayerId } from '../core/game.js';
import { rolesOf, rowDestinations, lootSources } from './actions.js';
import { otherSeats } from './board.js';
import { canUseAtlantis, marqueMoves, usableLetters } from './events.js';
import { faceDownSlots } from './row.js';
import type { Hold, T1667Action, T1667State } from './types.js';
import { voteChoices } from './votes.js';

const HOLDS: readonly Hold[] = ['british', 'french'];

/** Every pair of distinct face-down slots, ascending (T67-ACT-PEEK, T67-ACT-FORCE, T67-END-3). */
function slotPairs(state: T1667State): [number, number][] {
  const slots = faceDownSlots(state);
  const pairs: [number, number][] = [];
  for (let i = 0; i < slots.length; i++) for (let j = i + 1; j < slots.length; j++) pairs.push([slots[i]!, slots[j]!]);
  return pairs;
}

/** The actions the turn's player may declare (§5, T67-ROLE-2). */
function turnActions(state: T1667State, seat: PlayerId): T1667Action[] {
  const out: T1667Action[] = [];
  const pairs = slotPairs(state);
  for (const slots of pairs) out.push({ type: 'peek', player: seat, slots }); // T67-ACT-PEEK
  for (const slot of faceDownSlots(state)) out.push({ type: 'reveal', player: seat, slot }); // T67-ACT-REVEAL
  const others = otherSeats(state, seat);
  for (const slots of pairs) for (const target of others) out.push({ type: 'force', player: seat, slots, target }); // T67-ACT-FORCE
  for (const to of rowDestinations(state, seat)) out.push({ type: 'row', player: seat, to }); // T67-ACT-ROW
  const roles = rolesOf(state, seat);
  if (roles.captain !== null) {
    out.push({ type: 'attack', player: seat }); // T67-ACT-ATTACK
    for (const target of state.ships[roles.captain].crew) if (target !== seat) out.push({ type: 'maroon', player: seat, target }); // T67-ACT-MAROON
  }
  if (roles.firstMate !== null) out.push({ type: 'mutiny', player: seat }); // T67-ACT-MUTINY
  if (roles.cabinBoy !== null) {
    const ship = state.ships[roles.cabinBoy];
    for (const from of HOLDS) if (ship[from] > 0) out.push({ type: 'smuggle', player: seat, from }); // T67-ACT-SMUGGLE
  }
  if (roles.governor) out.push({ type: 'brawl', player: seat }); // T67-ACT-BRAWL
  if (usableLetters(state, seat) > 0) {
    for (const { target, ship } of marqueMoves(state)) out.push({ type: 'marque', player: seat, target, ship }); // T67-EVT-MARQUE
  }
  return out;
}

/**
 * Every action `seat` may take now. This is the single place where legality is decided:
 * `validate` accepts exactly these actions, and `toAct` lists the seats that have any.
 */
export function legalActions(state: T1667State, seat: PlayerId): T1667Action[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return [];
  const pending = state.pending;
  const player = seat;
  switch (pending.kind) {
    case 'over':
      return [];
    case 'placeChest':
      return pending.player === seat ? HOLDS.map((hold) => ({ type: 'placeChest', player, hold })) : []; // T67-SETUP-5
    case 'action': {
      const out = pending.player === seat ? turnActions(state, seat) : [];
      if (canUseAtlantis(state, seat)) out.push({ type: 'atlantis', player }); // T67-EVT-ATLANTIS
      return out;
    }
    case 'vote':
      return voteChoices(state, seat).map((cards) => ({ type: 'vote', player, cards })); // T67-VOTE-1
    case 'forcedPick':
      return pending.player === seat ? pending.slots.map((slot) => ({ type: 'pick', player, slot })) : []; // T67-ACT-FORCE
    case 'loot': {
      if (pending.player !== seat) return [];
      const out: T1667Action[] = [];
      for (const from of lootSources(state, pending.ship)) for (const into of HOLDS) out.push({ type: 'takeChest', player, from, into });
      out.push({ type: 'declineChest', player }); // T67-ACT-ATTACK: "may"
      return out;
    }
    case 'marque': {
      if (pending.player !== seat) return [];
      const out: T1667Action[] = marqueMoves(state).map(({ target, ship }) => ({ type: 'marque', player, target, ship }));
      out.push({ type: 'keepMarque', player });
      return out;
    }
    case 'pistol':
      return pending.player === seat ? otherSeats(state, seat).map((target) => ({ type: 'pistol', player, target })) : []; // T67-EVT-PISTOL
    case 'give':
      return pending.player === seat ? otherSeats(state, seat).map((target) => ({ type: 'give', player, target })) : []; // T67-EVT-TREASURE
    case 'fountain':
      return pending.player === seat
        ? [
            { type: 'fountain', player, use: true },
            { type: 'fountain', player, use: false },
          ]
        : []; // T67-EVT-FOUNTAIN
  }
}

/** Every seat with at least one legal action (the Atlantis window included). */
export function toAct(state: T1667State): PlayerId[] {
  const pending = state.pending;
  switch (pending.kind) {
    case 'over':
      return [];
    case 'vote': {
      const out: PlayerId[] = [];
      pending.voters.forEach((seat, index) => {
        if (pending.choices[index] === null) out.push(seat);
      });
      return out.sort((a, b) => a - b);
    }
    case 'action': {
      const out: PlayerId[] = [];
      for (let seat = 0; seat < state.players; seat++) {
        if (seat === pending.player || canUseAtlantis(state, seat)) out.push(seat);
      }
      return out;
    }
    default:
      return [pending.player];
  }
}
