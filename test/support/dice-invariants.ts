import { produce } from 'immer';
import { expect } from 'vitest';
import { nextFloat, nextInt, shuffleInPlace, type RngState } from '../../src/core/engine/rng.js';
import { allChests, allTokens, capacity, DICE_ACTIONS, FACES } from '../../src/dice/data.js';
import { keepChoices, waitsToReroll } from '../../src/dice/dice-phase.js';
import { roomOn } from '../../src/dice/seats.js';
import { tortugaDice } from '../../src/dice/game.js';
import type { DiceConfig, DiceAction, DiceOutcome, DiceState, Face } from '../../src/dice/types.js';
import type { DiceView } from '../../src/dice/view.js';
import type { ConformanceSubject } from './conformance.js';
import { tortugaDiceStates } from '../../src/dice/states.js';

/** The invariants of the dice game: conservation, capacities, the central island's rule. */
export function diceInvariants(state: DiceState): void {
  // TD-COMP-1: 40 chests — bag, central island and every area of every board.
  const chests = [...state.bag, ...state.centralIsland, ...state.seats.flatMap((s) => [...s.island, ...s.crewFields, ...s.shipFields, ...s.tortuga])];
  expect(chests.sort()).toEqual(allChests().sort());
  // TD-COMP-2: 30 treasure tokens — supply, players, the two being looked at.
  const looked = state.pending.kind === 'chooseToken' ? state.pending.tokens : [];
  expect([...state.supply, ...looked, ...state.seats.flatMap((s) => s.tokens)].sort()).toEqual(allTokens().sort());
  // TD-COMP-3: 20 advantage tokens — on the island or on a field (a "2" is one token turned).
  const onBoards = state.seats.reduce((sum, s) => sum + DICE_ACTIONS.filter((a) => s.advantage[a] > 0).length, 0);
  expect(state.advantageSupply + onBoards).toBe(20);
  for (const s of state.seats) {
    // TD-COMP-4: five dice per player — in hand, on action fields, or skulls waiting.
    const placed = DICE_ACTIONS.flatMap((a) => s.placed[a].map((d) => d.die));
    expect([...s.hand, ...placed, ...s.loneSkulls].sort()).toEqual([0, 1, 2, 3, 4]);
    // TD-TRACK-1 / TD-TRACK-2: markers on 1–8; fields within capacity unless the owner is choosing what to give up.
    expect(s.ship >= 1 && s.ship <= 8 && s.pirate >= 1 && s.pirate <= 8).toBe(true);
    const player = state.seats.indexOf(s);
    const givingUp = (field: 'ship' | 'crew'): boolean =>
      (state.pending.kind === 'giveUp' && state.pending.player === player && state.pending.field === field) ||
      state.tasks.some((t) => t.task === 'trim' && t.player === player && t.field === field); // a trim still queued
    const capped = state.outcome?.reason === 'decision-cap'; // TD-OPT-CAP may end the game mid-trim
    if (!givingUp('ship') && state.pending.kind !== 'tasks' && !capped) expect(s.shipFields.length).toBeLessThanOrEqual(capacity(s.ship));
    if (!givingUp('crew') && state.pending.kind !== 'tasks' && !capped) expect(s.crewFields.length).toBeLessThanOrEqual(capacity(s.pirate));
    // TD-DICE-6: board and raid dice within the limits while dice are being placed.
    if (state.pending.kind === 'keep' || state.pending.kind === 'openKeep' || state.pending.kind === 'skullAction') {
      expect(s.placed.board.length).toBeLessThanOrEqual(capacity(s.ship));
      expect(s.placed.raid.length).toBeLessThanOrEqual(capacity(s.pirate));
    }
  }
  // TD-ISLAND-1: at most one chest per colour on the central island.
  expect(new Set(state.centralIsland).size).toBe(state.centralIsland.length);
}

/**
 * A copy of `state` in which everything `viewer` may not know is changed (TD-INFO-*): other
 * players' secret rolls are rolled again at random (TD-INFO-1: whether a roll can place
 * anything is part of the secret until the screens lift), and a player who has chosen keeps
 * a random choice of the new roll; after the screens lift, a player waiting for its open
 * re-roll gets another roll that places nothing (that much is public then). An open re-roll
 * being placed stays (it is public). Also other players' token values and the tokens another
 * player is looking at (mixed with the supply), the order of the bag and of the supply, the
 * die script, the generator, and other seats' private log.
 */
export function perturbDice(state: DiceState, viewer: number, rng: RngState): DiceState {
  return produce(state, (draft) => {
    const d = draft as DiceState;
    d.seats.forEach((seat, index) => {
      if (index === viewer || seat.roll === null) return;
      if (d.pending.kind === 'openKeep' && d.pending.player === index) return; // TD-DICE-7: an open re-roll is public
      if (waitsToReroll(d, index)) {
        const full = (['board', 'raid'] as const).filter((action) => roomOn(d, index, action) === 0);
        seat.roll = seat.hand.map(() => full[nextInt(rng, full.length)]!);
        return;
      }
      seat.roll = seat.hand.map(() => FACES[nextInt(rng, FACES.length)]!);
      if (seat.kept !== null) {
        const choices = keepChoices(d, index);
        seat.kept = choices[nextInt(rng, choices.length)]!;
      }
    });
    const others = d.seats.filter((_, i) => i !== viewer);
    const looking = d.pending.kind === 'chooseToken' && d.pending.player !== viewer ? d.pending.tokens : null;
    const piles = [d.supply, ...others.map((s) => s.tokens), ...(looking ? [looking] : [])];
    const pool = piles.flat();
    shuffleInPlace(rng, pool);
    for (const pile of piles) pile.splice(0, pile.length, ...pool.splice(0, pile.length));
    shuffleInPlace(rng, d.bag);
    d.rollScript = { faces: [], next: 0 };
    d.rng = { c: nextInt(rng, 1000), s0: nextFloat(rng), s1: nextFloat(rng), s2: nextFloat(rng) };
    for (const chunk of d.log) {
      chunk.forEach((entry, k) => {
        if (entry.to !== undefined && !entry.to.includes(viewer))
          chunk[k] = { at: entry.at, to: entry.to, event: { type: 'chose', player: nextInt(rng, d.players) } };
      });
    }
  });
}

/** What others may see of a dice-game action: the dice of a keep are the keeper's secret. */
export function publicPartDice(action: DiceAction): unknown {
  return action.type === 'keep' ? { type: action.type, player: action.player } : action;
}

/** Actions of every type for `seat`, with fields drawn at random from small ranges. */
export function probesDice(state: DiceState, seat: number, rng: RngState): unknown[] {
  const pick = <T>(items: readonly T[]): T => items[nextInt(rng, items.length)]!;
  const action = (): string => pick(DICE_ACTIONS);
  const dice = (): number[] => [0, 1, 2, 3, 4].filter(() => nextInt(rng, 2) === 0);
  const player = seat;
  return [
    { type: 'keep', player, dice: dice() },
    { type: 'keep', player, dice: dice() },
    { type: 'keep', player, dice: [] },
    { type: 'advantage', player, action: action() },
    { type: 'skullAction', player, action: action() },
    { type: 'perform', player },
    { type: 'decline', player },
    { type: 'target', player, target: nextInt(rng, state.players) },
    { type: 'chest', player, colour: pick(['red', 'blue', 'yellow', 'white', 'purple'] as const) },
    { type: 'token', player, index: nextInt(rng, 3) },
  ];
}

/** The dice game for the shared conformance harness. */
export const diceSubject: ConformanceSubject<DiceConfig, DiceState, DiceAction, DiceView, DiceOutcome> = {
  game: tortugaDice,
  states: tortugaDiceStates,
  configFor: (players, seed) => ({ players, seed }),
  invariants: (state) => diceInvariants(state),
  perturb: perturbDice,
  publicPart: publicPartDice,
  probes: probesDice,
  resample: rerollDice,
};

/**
 * TD-INFO-1 at the source: when a decision (or the set-up) rolled dice behind the screens,
 * the state it would have given had the other players' dice fallen differently — the
 * viewer's own roll kept — by scripting the roll and taking the same decision again.
 */
export function rerollDice(
  config: DiceConfig,
  before: DiceState | null,
  action: DiceAction | null,
  after: DiceState,
  viewer: number,
  rng: RngState,
): DiceState | null {
  const pending = after.pending;
  if (pending.kind !== 'keep' || pending.openedAt !== after.decisions || !pending.rollers.includes(viewer)) return null;
  if ((before ?? after).rollScript.next < (before ?? after).rollScript.faces.length || config.deal?.rolls !== undefined) return null; // a stacked script rolls these dice
  const script: Face[] = [];
  for (const seat of pending.rollers) {
    const roll = after.seats[seat]!.roll!;
    for (const face of roll) script.push(seat === viewer ? face : FACES[nextInt(rng, FACES.length)]!);
  }
  if (before === null || action === null) return tortugaDice.setup({ ...config, deal: { ...config.deal, rolls: script } });
  const scripted = produce(before, (d) => {
    (d as DiceState).rollScript = { faces: script, next: 0 };
  });
  const next = tortugaDice.apply(scripted, action);
  // The script is part of the stacked deal, not of what happened: restore the original one.
  return produce(next, (d) => {
    (d as DiceState).rollScript = { faces: [...after.rollScript.faces], next: after.rollScript.next };
  });
}
