import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { nextInt } from '../core/engine/rng.js';
import { ACTION_ORDER, FACES, facesOf } from './data.js';
import { logPrivate, logPublic } from './log.js';
import { fromStartPlayer, roomOn, seatToEdit } from './seats.js';
import type { DiceActionKind, DiceSeat, DiceState, Face, PlacedDie } from './types.js';

/** Rolls one die: the next scripted face, otherwise the generator (TD-DICE-1: six faces). */
function rollDie(state: DiceState): Face {
  const face = state.rollScript.faces[state.rollScript.next];
  if (face === undefined) return FACES[nextInt(edit(state, 'rng'), FACES.length)]!;
  edit(state, 'rollScript').next += 1;
  return face;
}

/** Rolls every die in a player's hand. */
function rollHand(state: DiceState, player: PlayerId): Face[] {
  const seat = seatToEdit(state, player);
  seat.roll = seat.hand.map(() => rollDie(state));
  seat.kept = null;
  return seat.roll;
}

/** The number of set bits of a small mask. */
function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** The positions in a roll that show `face`, as a bit mask (bit i: the i-th die in hand). */
function positionsOf(roll: readonly Face[], face: Face): number {
  let mask = 0;
  for (let i = 0; i < roll.length; i++) if (roll[i] === face) mask |= 1 << i;
  return mask;
}

/**
 * TD-DICE-3: the choices of dice a player may keep from the current roll, as bit masks over
 * the positions of its hand, in a fixed order — at least one; dice of one action (any
 * non-empty selection of them) plus any skulls, or skulls alone — within the board/raid
 * limits (TD-DICE-6). A roll that can place nothing has one choice, keeping none (TD-DICE-7).
 * Masks of one action ascend, each with its skull selections ascending (submasks are walked
 * in numeric order); then the skulls alone. For a player holding a roll.
 */
export function keepMasks(state: DiceState, player: PlayerId): number[] {
  const roll = state.seats[player]!.roll!;
  const skulls = positionsOf(roll, 'skull');
  const out: number[] = [];
  for (const action of ACTION_ORDER) {
    const dice = positionsOf(roll, action); // none: the walk below visits nothing
    const room = roomOn(state, player, action);
    for (let chosen = dice & -dice; chosen !== 0; chosen = (chosen - dice) & dice) {
      let withSkulls = 0;
      do {
        if (bits(chosen) + bits(withSkulls) <= room) out.push(chosen | withSkulls);
        withSkulls = (withSkulls - skulls) & skulls;
      } while (withSkulls !== 0);
    }
  }
  for (let alone = skulls & -skulls; alone !== 0; alone = (alone - skulls) & skulls) out.push(alone);
  if (out.length === 0) out.push(0); // TD-DICE-7: nothing can be placed; keep none
  return out;
}

/** The dice of `hand` at the positions of `mask`, in hand order (ascending: a hand lists its dice in order). */
export function diceAt(hand: readonly number[], mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < hand.length; i++) if (mask & (1 << i)) out.push(hand[i]!);
  return out;
}

/** TD-DICE-3: every choice of dice to keep from a player's roll, each ascending (die numbers), in the order of {@link keepMasks}. */
export function keepChoices(state: DiceState, player: PlayerId): number[][] {
  const hand = state.seats[player]!.hand;
  return keepMasks(state, player).map((mask) => diceAt(hand, mask));
}

/** Whether a player can keep anything from the current roll: a skull, or a die of an action with room (TD-DICE-3, TD-DICE-7). */
export function canKeep(state: DiceState, player: PlayerId): boolean {
  const seat = state.seats[player]!;
  const roll = seat.roll;
  if (roll === null) return false;
  return roll.some((face) => face === 'skull' || roomOn(state, player, face) > 0);
}

/** TD-DICE-4: the actions skulls kept alone may be turned to (all to the same one, within the limits). */
export function skullActions(state: DiceState, player: PlayerId): DiceActionKind[] {
  const count = state.seats[player]!.loneSkulls.length;
  return ACTION_ORDER.filter((action) => roomOn(state, player, action) >= count);
}

/**
 * Starts a roll of the dice phase (TD-DICE-2): every player with dice in hand rolls behind
 * the screen. Players without dice receive an advantage token for the roll (TD-ADV-1).
 * A roller whose roll can place nothing (only `board`/`raid` faces without room) decides
 * like every other roller — it keeps none — so that nobody learns it before the screens
 * lift (TD-INFO-1); it re-rolls openly afterwards (TD-DICE-7).
 */
export function startRoll(state: DiceState): void {
  const rollers: PlayerId[] = [];
  const advantage: PlayerId[] = [];
  for (const player of fromStartPlayer(state)) {
    if (state.seats[player]!.hand.length > 0) rollers.push(player);
    else if (canTakeAdvantage(state, player)) advantage.push(player);
  }
  logPublic(state, { type: 'rolled', players: [...rollers] });
  for (const player of rollers) {
    const faces = rollHand(state, player);
    logPrivate(state, [player], { type: 'rollPrivate', player, dice: [...state.seats[player]!.hand], faces: [...faces] });
  }
  // Someone always rolls: a roll starts only while a player has dice in hand.
  state.pending = { kind: 'keep', rollers: [...rollers], advantage, openedAt: state.decisions };
}

/** TD-ADV-1: a player can take a token while some field is not yet at "2". */
function canTakeAdvantage(state: DiceState, player: PlayerId): boolean {
  const seat = state.seats[player]!;
  return ACTION_ORDER.some((action) => seat.advantage[action] < 2);
}

/** TD-ADV-1: the actions whose field may take a token ("1") or turn one to "2". */
export function advantageChoices(state: DiceState, player: PlayerId): DiceActionKind[] {
  const seat = state.seats[player]!;
  return ACTION_ORDER.filter((action) => seat.advantage[action] < 2);
}

/** TD-ADV-1: places a new "1" token, or turns a "1" to "2". */
export function takeAdvantage(state: DiceState, player: PlayerId, action: DiceActionKind): void {
  const advantage = edit(seatToEdit(state, player), 'advantage');
  if (advantage[action] === 0) state.advantageSupply -= 1;
  advantage[action] += 1;
  logPublic(state, { type: 'advantage', player, action, value: advantage[action] });
  const waiting = edit(edit(state, 'pending') as Extract<DiceState['pending'], { kind: 'keep' }>, 'advantage');
  waiting.splice(waiting.indexOf(player), 1);
  revealWhenAllIn(state);
}

/** TD-DICE-3: a player's secret choice of dice to keep. */
export function chooseKeep(state: DiceState, player: PlayerId, dice: readonly number[]): void {
  const seat = seatToEdit(state, player);
  seat.kept = [...dice];
  logPublic(state, { type: 'chose', player });
  const faces = rolledFaces(seat, dice);
  logPrivate(state, [player], { type: 'keptPrivate', player, dice: [...dice], faces });
  revealWhenAllIn(state);
}

/** The screens lift once every roller has chosen and every advantage token is placed (TD-DICE-4). */
function revealWhenAllIn(state: DiceState): void {
  const pending = state.pending as Extract<DiceState['pending'], { kind: 'keep' }>;
  if (pending.advantage.length > 0) return;
  for (const p of pending.rollers) if (state.seats[p]!.kept === null) return;
  revealKeeps(state);
}

/**
 * Places kept dice on their action field (TD-DICE-4): dice of one action and skulls kept
 * with them count that action's number on their die; skulls kept alone wait for their
 * owner's choice of action. Dice not kept stay in hand.
 */
function placeKept(state: DiceState, player: PlayerId, dice: readonly number[]): void {
  const seat = seatToEdit(state, player);
  const faces = rolledFaces(seat, dice);
  const action = faces.find((face): face is DiceActionKind => face !== 'skull') ?? null;
  const placed: PlacedDie[] = [];
  const skulls: number[] = [];
  for (let i = 0; i < dice.length; i++) {
    const die = dice[i]!;
    if (action === null) skulls.push(die);
    else placed.push({ die, skull: faces[i] === 'skull', value: facesOf(state)[die]![action] });
  }
  if (action !== null) edit(edit(seat, 'placed'), action).push(...placed); // TD-DICE-5: joining dice placed earlier
  edit(seat, 'loneSkulls').push(...skulls);
  seat.hand = seat.hand.filter((die) => !dice.includes(die));
  seat.roll = null;
  seat.kept = null;
  logPublic(state, { type: 'placed', player, action, dice: placed, skulls });
}

/**
 * The screens lift (TD-DICE-4): kept dice are shown and placed; skulls kept alone are turned
 * in turn order from the start player; players whose roll could place nothing (they kept
 * none) keep their roll until they re-roll openly (TD-DICE-7). Then the next roll, or the
 * actions phase.
 */
function revealKeeps(state: DiceState): void {
  for (const player of fromStartPlayer(state)) {
    const kept = state.seats[player]!.kept;
    if (kept === null) continue;
    if (kept.length > 0) placeKept(state, player, kept);
    else seatToEdit(state, player).kept = null;
  }
  continueDicePhase(state);
}

/** True for a player whose roll could place nothing and who waits to re-roll openly (TD-DICE-7). */
export function waitsToReroll(state: DiceState, player: PlayerId): boolean {
  const pending = state.pending;
  if (pending.kind !== 'skullAction' && pending.kind !== 'openKeep') return false;
  return !(pending.kind === 'openKeep' && pending.player === player) && state.seats[player]!.roll !== null;
}

/**
 * The dice phase after a reveal: pending skull choices first (in turn order from the start
 * player), then open re-rolls of blocked players, then the next roll; when every die is
 * placed, the rest of the round becomes a list of tasks for the round driver.
 */
function continueDicePhase(state: DiceState): void {
  const order = fromStartPlayer(state);
  const skulls = order.find((p) => state.seats[p]!.loneSkulls.length > 0);
  if (skulls !== undefined) {
    state.pending = { kind: 'skullAction', player: skulls };
    return;
  }
  const blocked = order.find((p) => state.seats[p]!.roll !== null);
  if (blocked !== undefined) return openReroll(state, blocked);
  if (order.some((p) => state.seats[p]!.hand.length > 0)) return startRoll(state);
  // TD-DICE-8: every die is placed. The actions (TD-ACT-1) and the moving of chests follow.
  state.tasks = [
    ...ACTION_ORDER.map((action) => ({ task: 'rank' as const, action })),
    { task: 'draw' as const },
    ...order.map((player) => ({ task: 'move' as const, player })),
    { task: 'endRound' as const },
  ];
  state.pending = { kind: 'tasks' };
}

/**
 * TD-DICE-7: a player blocked only by the board/raid limits re-rolls openly, then places at
 * least one die. A re-roll that still places nothing is answered by keeping none, and the
 * dice are rolled again: one roll per decision, so the engine never loops on its own. No
 * advantage tokens for these rolls.
 */
function openReroll(state: DiceState, player: PlayerId): void {
  const faces = rollHand(state, player);
  logPublic(state, { type: 'openRoll', player, dice: [...state.seats[player]!.hand], faces: [...faces] });
  state.pending = { kind: 'openKeep', player };
}

/** TD-DICE-7: the open placement after a re-roll; keeping none rolls again. */
export function keepOpenly(state: DiceState, player: PlayerId, dice: readonly number[]): void {
  if (dice.length === 0) return openReroll(state, player);
  placeKept(state, player, dice);
  continueDicePhase(state);
}

/** TD-DICE-4: skulls kept alone are turned, all to one action. */
export function turnSkulls(state: DiceState, player: PlayerId, action: DiceActionKind): void {
  const seat = seatToEdit(state, player);
  const dice = seat.loneSkulls.map((die) => ({ die, skull: true, value: facesOf(state)[die]![action] }));
  edit(edit(seat, 'placed'), action).push(...dice);
  seat.loneSkulls = [];
  logPublic(state, { type: 'skullsTurned', player, action, dice });
  continueDicePhase(state);
}

/** The faces the dice `dice` show in a seat's current roll (TD-DICE-3: read by each die's place in hand). */
function rolledFaces(seat: DiceSeat, dice: readonly number[]): Face[] {
  return dice.map((die) => seat.roll![seat.hand.indexOf(die)]!);
}
