import type { PlayerId } from '../core/engine/game.js';
import { rememberLast } from '../core/engine/last-list.js';
import { rolesOf, rowDestinations, lootSources } from './actions.js';
import { otherSeats } from './board.js';
import { canEscapeWithAtlantis, canUseAtlantis, canUseFountain, marqueMoves, usableLetters } from './events.js';
import { pawnPlacements } from './intrigue.js';
import { faceDownSlots } from './row.js';
import { intactBoats } from './star-cards.js';
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

/** The actions the turn's player may declare (§5, T67-ROLE-2): the row actions, then the rest. */
function turnActions(state: T1667State, seat: PlayerId): T1667Action[] {
  const out: T1667Action[] = [];
  const pairs = slotPairs(state);
  if (!state.options.chaos) for (const slots of pairs) out.push({ type: 'peek', player: seat, slots }); // T67-ACT-PEEK, T67-OPT-CHAOS
  for (const slot of faceDownSlots(state)) out.push({ type: 'reveal', player: seat, slot }); // T67-ACT-REVEAL
  const others = otherSeats(state, seat);
  for (const slots of pairs) for (const target of others) out.push({ type: 'force', player: seat, slots, target }); // T67-ACT-FORCE
  out.push(...otherTurnActions(state, seat));
  return out;
}

/** The turn actions after the row actions: rowing, the roles' actions and kept letters. */
function otherTurnActions(state: T1667State, seat: PlayerId): T1667Action[] {
  const out: T1667Action[] = [];
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
 * The actions a seat may add while the game waits for `turnPlayer`'s action: the turn's
 * player's timeout (T67-OPT-TIMER) and anyone's Atlantis.
 */
function turnExtras(state: T1667State, seat: PlayerId, turnPlayer: PlayerId): T1667Action[] {
  const out: T1667Action[] = [];
  if (state.options.timer && seat === turnPlayer) out.push({ type: 'timeout', player: seat }); // T67-OPT-TIMER
  if (canUseAtlantis(state, seat)) out.push({ type: 'atlantis', player: seat }); // T67-EVT-ATLANTIS
  return out;
}

/**
 * Everything the turn's player may do besides the row actions, in `legalActions`' order: the
 * turn's other actions (T67-ACT-ROW … T67-ACT-BRAWL, T67-EVT-MARQUE), then the timeout
 * (T67-OPT-TIMER) and Atlantis (T67-EVT-ATLANTIS).
 */
function turnActionsBesideRow(state: T1667State, seat: PlayerId): T1667Action[] {
  const list = otherTurnActions(state, seat);
  list.push(...turnExtras(state, seat, seat));
  return list;
}

/** The three row-action blocks of a turn: the face-down slots, their pairs, the peeks and the other seats. */
export interface RowBlocks {
  readonly slots: readonly number[];
  readonly pairs: number;
  readonly peeks: number;
  readonly others: number;
}

/** The sizes of the three row-action blocks of a turn: peeks, reveals, forces (pairs × other seats). */
function rowBlocks(state: T1667State): RowBlocks {
  const slots = faceDownSlots(state);
  const pairs = (slots.length * (slots.length - 1)) / 2;
  return { slots, pairs, peeks: state.options.chaos ? 0 : pairs, others: state.players - 1 };
}

/** The `index`-th pair of face-down slots, in the order of `slotPairs`. */
function pairAt(slots: readonly number[], index: number): [number, number] {
  let k = index;
  for (let i = 0; i < slots.length; i++) {
    const after = slots.length - 1 - i;
    if (k < after) return [slots[i]!, slots[i + 1 + k]!];
    k -= after;
  }
  throw new RangeError('no such pair');
}

/**
 * What counting and picking a seat's legal actions need, built once per state and seat (a
 * playout counts, then picks from the same state): on the seat's own turn the row-action
 * blocks, which are counted rather than built, and the list of the turn's other actions;
 * otherwise the whole legal list.
 */
export const pickable = rememberLast((state: T1667State, seat: PlayerId): { blocks: RowBlocks | null; list: T1667Action[] } => {
  const pending = state.pending;
  if (pending.kind !== 'action' || pending.player !== seat) return { blocks: null, list: legalActions(state, seat) };
  return { blocks: rowBlocks(state), list: turnActionsBesideRow(state, seat) };
});

/**
 * How many legal actions `seat` has now: `legalActions(state, seat).length`, counted without
 * building a turn's many peek, reveal and force actions (the simulator's random playouts).
 */
export function legalActionCount(state: T1667State, seat: PlayerId): number {
  const { blocks, list } = pickable(state, seat);
  if (blocks === null) return list.length;
  return blocks.peeks + blocks.slots.length + blocks.pairs * blocks.others + list.length;
}

/**
 * `legalActions(state, seat)[index]`, built alone; undefined out of range. Asked again for the
 * same state it may answer with the same object: treat it as read-only.
 */
export function legalActionAt(state: T1667State, seat: PlayerId, index: number): T1667Action | undefined {
  const { blocks, list } = pickable(state, seat);
  if (blocks === null) return list[index];
  const { slots, pairs, peeks, others } = blocks;
  if (!Number.isInteger(index) || index < 0) return undefined;
  if (index < peeks) return { type: 'peek', player: seat, slots: pairAt(slots, index) }; // T67-ACT-PEEK
  let k = index - peeks;
  if (k < slots.length) return { type: 'reveal', player: seat, slot: slots[k]! }; // T67-ACT-REVEAL
  k -= slots.length;
  if (k < pairs * others) {
    const target = k % others; // T67-ACT-FORCE: pairs × other seats, as in turnActions
    return { type: 'force', player: seat, slots: pairAt(slots, Math.floor(k / others)), target: target >= seat ? target + 1 : target };
  }
  return list[k - pairs * others];
}

/**
 * The legal action of `seat` equal to `input` (see `ValidationRules.findLegal`): on the seat's
 * own turn a peek, reveal or force is checked against the face-down slots directly (the
 * turn's many row actions are not built); anything else is looked for among the others.
 */
export function findLegal(state: T1667State, seat: PlayerId, input: T1667Action, same: (candidate: T1667Action) => boolean): T1667Action | null {
  const pending = state.pending;
  if (pending.kind !== 'action' || pending.player !== seat) return legalActions(state, seat).find(same) ?? null;
  if (input.type === 'peek' || input.type === 'reveal' || input.type === 'force') return rowActionLike(state, seat, input);
  return turnActionsBesideRow(state, seat).find(same) ?? null;
}

/** The turn's row action equal to `input`, built afresh, or null (T67-ACT-PEEK, T67-ACT-REVEAL, T67-ACT-FORCE). */
function rowActionLike(state: T1667State, seat: PlayerId, input: T1667Action & { type: 'peek' | 'reveal' | 'force' }): T1667Action | null {
  const slots = faceDownSlots(state);
  if (input.type === 'reveal') return slots.includes(input.slot) ? { type: 'reveal', player: seat, slot: input.slot } : null;
  const [first, second] = input.slots;
  if (!(first! < second!) || !slots.includes(first!) || !slots.includes(second!)) return null;
  if (input.type === 'peek') return state.options.chaos ? null : { type: 'peek', player: seat, slots: [first!, second!] }; // T67-OPT-CHAOS
  const target = input.target;
  return target !== seat && target < state.players ? { type: 'force', player: seat, slots: [first!, second!], target } : null;
}

/** Every other seat, as targets of a card that names "another player" (§8). */
function targetsOf(state: T1667State, seat: PlayerId, type: 'pistol' | 'give' | 'fever' | 'crow'): T1667Action[] {
  return otherSeats(state, seat).map((target) => ({ type, player: seat, target }));
}

/** Card choices from a hand, lowest number first. */
function handChoices(state: T1667State, seat: PlayerId, type: 'returnCard' | 'loseCard'): T1667Action[] {
  return [...state.seats[seat]!.hand].sort((a, b) => a - b).map((card) => ({ type, player: seat, card }));
}

/**
 * Every action `seat` may take now. This is the single place where legality is decided:
 * `validate` accepts exactly these actions, and `toAct` lists the seats that have any.
 */
export function legalActions(state: T1667State, seat: PlayerId): T1667Action[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return [];
  const pending = state.pending;
  const player = seat;
  if (pending.kind === 'over') return [];
  if (pending.kind === 'vote') {
    const out: T1667Action[] = voteChoices(state, seat).map((cards) => ({ type: 'vote', player, cards })); // T67-VOTE-1
    if (canUseAtlantis(state, seat)) out.push({ type: 'atlantis', player }); // T67-EARLY-ATLANTIS: join the vote
    return out;
  }
  if (pending.kind === 'action') {
    const out = pending.player === seat ? turnActions(state, seat) : [];
    out.push(...turnExtras(state, seat, pending.player));
    return out;
  }
  if (pending.player !== seat) return [];
  switch (pending.kind) {
    case 'placeChest':
      return HOLDS.map((hold) => ({ type: 'placeChest', player, hold })); // T67-SETUP-5
    case 'placePawn':
      return pawnPlacements(state, seat); // T67-OPT-INTRIGUE
    case 'forcedPick': {
      const out: T1667Action[] = pending.slots.map((slot) => ({ type: 'pick', player, slot })); // T67-ACT-FORCE
      if (state.options.timer) out.push({ type: 'timeout', player }); // T67-OPT-TIMER: the forced player's clock
      return out;
    }
    case 'forcerPick':
      return pending.slots.map((slot) => ({ type: 'pick', player, slot })); // T67-OPT-TIMER
    case 'timeoutPeek':
      return slotPairs(state).map((slots) => ({ type: 'choosePeek', player, slots })); // T67-EARLY-TIMER
    case 'loot': {
      const out: T1667Action[] = [];
      for (const from of lootSources(state, pending.ship)) for (const into of HOLDS) out.push({ type: 'takeChest', player, from, into });
      out.push({ type: 'declineChest', player }); // T67-ACT-ATTACK: "may"
      return out;
    }
    case 'marque': {
      const out: T1667Action[] = marqueMoves(state).map(({ target, ship }) => ({ type: 'marque', player, target, ship }));
      // T67-EVT-MARQUE: keep it; T67-EARLY-MARQUE: draw and return a card instead.
      out.push(state.options.rules === 'early' ? { type: 'marqueDraw', player } : { type: 'keepMarque', player });
      return out;
    }
    case 'returnCard':
    case 'loseCard':
      return handChoices(state, seat, pending.kind); // T67-EARLY-MARQUE, T67-EARLY-MAROON
    case 'pistol':
    case 'give':
    case 'fever':
    case 'crow':
      return targetsOf(state, seat, pending.kind); // T67-EVT-PISTOL, -TREASURE, -FEVER, -CROW
    case 'crowSearch':
      return [...state.voteDeck].sort((a, b) => a - b).map((card) => ({ type: 'crowPick', player, card })); // T67-EVT-CROW
    case 'powder':
      return intactBoats(state).map((boat) => ({ type: 'powder', player, boat })); // T67-EVT-POWDER
    case 'escape': {
      const out: T1667Action[] = [];
      if (canUseFountain(state, seat, pending.cause)) out.push({ type: 'fountain', player, use: true }); // T67-EVT-FOUNTAIN
      if (canEscapeWithAtlantis(state, seat, pending.cause)) out.push({ type: 'atlantis', player }); // T67-EARLY-ATLANTIS
      out.push({ type: 'fountain', player, use: false });
      return out;
    }
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
      for (let seat = 0; seat < state.players; seat++) {
        const index = pending.voters.indexOf(seat);
        if ((index >= 0 && pending.choices[index] === null) || canUseAtlantis(state, seat)) out.push(seat);
      }
      return out;
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
