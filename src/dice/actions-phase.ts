import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { shuffleInPlace } from '../core/engine/rng.js';
import { coloursOn, drawChest, fieldOf, fieldToEdit, moveMarker, removeChest, toIsland } from './chests.js';
import { logPrivate, logPublic } from './log.js';
import { fromStartPlayer, seatToEdit } from './seats.js';
import type { ChestColour, DiceActionKind, DiceState, DiceTask, PlacedDie } from './types.js';

/** TD-ACT-2: a player's total on an action — its dice plus its advantage token; null without dice. */
export function totalOn(state: DiceState, player: PlayerId, action: DiceActionKind): number | null {
  const seat = state.seats[player]!;
  return diceTotal(seat.placed[action], seat.advantage[action]);
}

/** TD-ACT-2, TD-ADV-2: the total of `dice` placed on one action with `tokens` advantage tokens there; null without dice. */
export function diceTotal(dice: readonly PlacedDie[], tokens: number): number | null {
  if (dice.length === 0) return null;
  // TD-ADV-2: the token counts only with at least one die on the action.
  let sum = tokens;
  for (let i = 0; i < dice.length; i++) sum += dice[i]!.value; // a loop: reduce over frozen arrays is slow in V8
  return sum;
}

/**
 * TD-ACT-2 / TD-ACT-3: ranks the players with dice on an action; ties go to the start
 * player, then to the tied player nearest clockwise from the start player. 1st and 2nd act
 * (only 1st with 2 players, TD-2P-1), 1st first.
 */
export function rank(state: DiceState, action: DiceActionKind): void {
  const order = fromStartPlayer(state);
  const totals: { player: PlayerId; total: number }[] = [];
  for (let i = 0; i < order.length; i++) {
    const player = order[i]!;
    const total = totalOn(state, player, action);
    if (total !== null) totals.push({ player, total });
  }
  // TD-ACT-3: the higher total first. Walking in turn order from the start player, a later
  // player takes a place only with a strictly higher total, so a tie stays with the player
  // nearer the start player.
  let best: { player: PlayerId; total: number } | null = null;
  let next: { player: PlayerId; total: number } | null = null;
  for (const entry of totals) {
    if (best === null || entry.total > best.total) {
      next = best;
      best = entry;
    } else if (next === null || entry.total > next.total) next = entry;
  }
  const first = best?.player ?? null;
  const second = state.players > 2 ? (next?.player ?? null) : null;
  logPublic(state, { type: 'ranking', action, totals, first, second });
  if (action === 'board' || action === 'raid') edit(state, 'named')[action] = null;
  const acts: DiceTask[] = [];
  if (first !== null) acts.push({ task: 'act', action, place: 1, player: first });
  if (second !== null) acts.push({ task: 'act', action, place: 2, player: second });
  edit(state, 'tasks').unshift(...acts);
}

/** TD-ACT-4: the placed player declines; with `board`/`raid`, 2nd may then name anyone. */
export function decline(state: DiceState, player: PlayerId, action: DiceActionKind): void {
  logPublic(state, { type: 'declined', player, action });
  state.pending = { kind: 'tasks' };
}

/**
 * Carries out `ship`, `crew` or `treasure` (and, with 2 players, `board`/`raid` against the
 * only other player).
 */
export function perform(state: DiceState, player: PlayerId, action: DiceActionKind, place: 1 | 2): void {
  state.pending = { kind: 'tasks' };
  const two = state.players === 2;
  switch (action) {
    case 'ship':
      // TD-ACT-SHIP; TD-2P-3: one field with 2 players.
      return moveMarker(state, player, 'ship', place === 1 && !two ? 2 : 1, 'ship');
    case 'crew':
      // TD-ACT-CREW; TD-2P-3.
      return moveMarker(state, player, 'pirate', place === 1 && !two ? 2 : 1, 'crew');
    case 'treasure':
      return searchTreasure(state, player, place);
    case 'board':
    case 'raid':
      // TD-2P-4: with 2 players, the other player is the target.
      return namePlayer(state, player, action, place, player === 0 ? 1 : 0);
  }
}

/**
 * TD-ACT-TREASURE: 1st draws a chest onto its island field, then looks at two tokens and
 * keeps one; 2nd takes one token. TD-2P-3: with 2 players, 1st draws a chest and takes one
 * token. *Ruling:* fewer tokens left, fewer to look at; an empty bag gives no chest.
 */
function searchTreasure(state: DiceState, player: PlayerId, place: 1 | 2): void {
  if (place === 1) {
    const colour = drawChest(state);
    if (colour !== null) {
      toIsland(state, player, colour);
      logPublic(state, { type: 'chestDrawn', player, colour, to: 'island' });
    }
  }
  const look = place === 1 && state.players > 2 ? Math.min(2, state.supply.length) : Math.min(1, state.supply.length);
  if (look === 2) {
    const supply = edit(state, 'supply');
    state.pending = { kind: 'chooseToken', player, tokens: [supply.pop()!, supply.pop()!] };
    return;
  }
  if (look === 1) takeToken(state, player, edit(state, 'supply').pop()!, null);
}

function takeToken(state: DiceState, player: PlayerId, value: number, returned: number | null): void {
  edit(seatToEdit(state, player), 'tokens').push(value);
  logPublic(state, { type: 'tokenTaken', player });
  logPrivate(state, [player], { type: 'tokenPrivate', player, value, returned });
}

/** TD-ACT-TREASURE: keeps one of the two tokens; the other is shuffled back into the supply. */
export function chooseToken(state: DiceState, player: PlayerId, index: number): void {
  const pending = state.pending as Extract<DiceState['pending'], { kind: 'chooseToken' }>;
  const kept = pending.tokens[index]!;
  const returned = pending.tokens[1 - index]!;
  const supply = edit(state, 'supply');
  supply.push(returned);
  shuffleInPlace(edit(state, 'rng'), supply);
  takeToken(state, player, kept, returned);
  state.pending = { kind: 'tasks' };
}

/** The field a `board` or `raid` reaches: ship fields or crew fields (TD-ACT-BOARD, TD-ACT-RAID). */
function fieldFor(action: 'board' | 'raid'): 'ship' | 'crew' {
  return action === 'board' ? 'ship' : 'crew';
}

/** The players a `board`/`raid` may name: anyone else, but 2nd not the one 1st named. */
export function targetsFor(state: DiceState, player: PlayerId, action: 'board' | 'raid'): PlayerId[] {
  const named = state.named[action]; // null for 1st: the ranking cleared it (TD-ACT-4)
  const out: PlayerId[] = [];
  for (let seat = 0; seat < state.players; seat++) if (seat !== player && seat !== named) out.push(seat);
  return out;
}

/**
 * TD-ACT-BOARD / TD-ACT-RAID: names the target. 1st takes a chest of its choice from the
 * target's fields, then the markers move; 2nd moves the markers, then takes a chest from the
 * central island. *Ruling (TD-ACT-5):* an empty field can be named; markers still move.
 */
export function namePlayer(state: DiceState, player: PlayerId, action: 'board' | 'raid', place: 1 | 2, target: PlayerId): void {
  logPublic(state, { type: 'targeted', player, target, action });
  state.pending = { kind: 'tasks' };
  if (place === 1) {
    edit(state, 'named')[action] = target;
    const colours = coloursOn(fieldOf(state.seats[target]!, fieldFor(action)));
    if (colours.length > 1) {
      state.pending = { kind: 'takeChest', player, action, place, target };
      return;
    }
    if (colours.length === 1) steal(state, player, target, action, colours[0]!);
    return moveMarkers(state, player, target, action, false);
  }
  moveMarkers(state, player, target, action, true);
}

/** TD-ACT-BOARD: the chest chosen from the target's fields goes to the taker's island field. */
export function takeFromTarget(state: DiceState, player: PlayerId, colour: ChestColour): void {
  const pending = state.pending as Extract<DiceState['pending'], { kind: 'takeChest' }>;
  state.pending = { kind: 'tasks' };
  steal(state, player, pending.target, pending.action, colour);
  moveMarkers(state, player, pending.target, pending.action, false);
}

function steal(state: DiceState, player: PlayerId, target: PlayerId, action: 'board' | 'raid', colour: ChestColour): void {
  removeChest(fieldToEdit(state, target, fieldFor(action)), colour);
  toIsland(state, player, colour);
  logPublic(state, { type: 'chestStolen', player, target, colour });
}

/**
 * The target's marker moves 1 left; if the target had a die on this action, the acting
 * player's marker also moves 1 left. Chests over the new capacities leave right after
 * (TD-TRACK-3, TD-ACT-5); then 2nd place takes its chest from the central island.
 */
function moveMarkers(state: DiceState, player: PlayerId, target: PlayerId, action: 'board' | 'raid', islandChestAfter: boolean): void {
  const track = action === 'board' ? 'ship' : 'pirate';
  const field = fieldFor(action);
  const follow: DiceTask[] = [];
  moveMarker(state, target, track, -1, action === 'board' ? 'boarded' : 'raided');
  follow.push({ task: 'trim', player: target, field });
  if (state.seats[target]!.placed[action].length > 0) {
    moveMarker(state, player, track, -1, action === 'board' ? 'boardDefended' : 'raidDefended');
    follow.push({ task: 'trim', player, field });
  }
  if (islandChestAfter) follow.push({ task: 'islandChest', player });
  edit(state, 'tasks').unshift(...follow);
}

/** TD-ACT-BOARD (2nd place): a chest of its choice from the central island, if any, onto its island field. */
export function takeFromIsland(state: DiceState, player: PlayerId, colour: ChestColour): void {
  removeChest(edit(state, 'centralIsland'), colour);
  toIsland(state, player, colour);
  logPublic(state, { type: 'islandTaken', player, colour });
  state.pending = { kind: 'tasks' };
}
