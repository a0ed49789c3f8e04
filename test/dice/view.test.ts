import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../src/core/engine/rng.js';
import { diceTotal } from '../../src/dice/actions-phase.js';
import { DICE_ACTIONS, facesOf } from '../../src/dice/data.js';
import { logFor, type DicePendingView, type DiceView } from '../../src/dice/view.js';
import type { DiceConfig, DiceState, PlayerId } from '../../src/index.js';
import { game, stackedDice } from '../support/dice.js';
import { expectDecision } from '../support/decision.js';

/** The stage's pending record: the state's own, with the token values another seat is choosing from left out (TD-INFO-2). */
function expectedStage(state: DiceState): DicePendingView {
  const p = state.pending;
  return p.kind === 'chooseToken' ? { kind: 'chooseToken', player: p.player, tokens: p.tokens.length } : (structuredClone(p) as DicePendingView);
}

/** The summary of the pending decision: who decides, and for an action which one. */
function expectedPending(state: DiceState): DiceView['pending'] {
  const p = state.pending;
  if (p.kind === 'over' || p.kind === 'tasks') return { kind: p.kind, players: [], action: null };
  if (p.kind === 'keep') return { kind: 'keep', players: game.toAct(state), action: null };
  return { kind: p.kind, players: [p.player], action: p.kind === 'act' ? p.action : null };
}

/** Checks one view against the state it was made from. */
function checkView(state: DiceState, viewer: PlayerId | null, view: DiceView): void {
  const p = state.pending;
  expect(view.pending).toEqual(expectedPending(state));
  expect(view.stage).toEqual({ pending: expectedStage(state), tasks: state.tasks, named: state.named });
  expect(view.faces).toEqual(facesOf(state));
  expect(view.centralIsland).toEqual(state.centralIsland);
  expect(view.toAct).toEqual(state.seats.flatMap((_, seat) => (game.legalActions(state, seat).length > 0 ? [seat] : [])));
  view.seats.forEach((seat, index) => {
    const s = state.seats[index]!;
    expect({
      shipFields: seat.shipFields,
      crewFields: seat.crewFields,
      island: seat.island,
      tortuga: seat.tortuga,
      placed: seat.placed,
      loneSkulls: seat.loneSkulls,
    }).toEqual({
      shipFields: s.shipFields,
      crewFields: s.crewFields,
      island: s.island,
      tortuga: s.tortuga,
      placed: s.placed,
      loneSkulls: s.loneSkulls,
    });
    expect(seat.hasChosen).toBe(p.kind === 'keep' && p.rollers.includes(index) && s.kept !== null);
    expect(seat.openRoll).toEqual(p.kind === 'openKeep' && p.player === index ? s.roll : null);
    // TD-DICE-7: only once the screens have lifted, for a seat still holding a roll it could not place.
    expect(seat.waitsToReroll).toBe((p.kind === 'skullAction' || p.kind === 'openKeep') && !(p.kind === 'openKeep' && p.player === index) && s.roll !== null);
  });
  if (viewer === null) {
    expect([view.you, view.decision]).toEqual([null, null]);
    return;
  }
  expect(view.you!.kept).toEqual(state.seats[viewer]!.kept);
  expectDecision(view.decision, game.legalActions(state, viewer));
}

/** A random game with every view checked at every step; returns the pending kinds met. */
function playChecked(config: DiceConfig, kinds: Set<string>): void {
  const rng = seedRng(`view-${config.seed}`);
  let s = game.setup(config);
  while (s.outcome === null) {
    kinds.add(s.pending.kind);
    const seats = game.toAct(s);
    for (const viewer of new Set([null, ...seats, s.decisions % s.players])) checkView(s, viewer, game.viewFor(s, viewer));
    const seat = seats[nextInt(rng, seats.length)]!;
    const actions = game.legalActions(s, seat);
    s = game.apply(s, actions[nextInt(rng, actions.length)]!);
  }
  kinds.add(s.pending.kind);
  for (const viewer of [null, 0]) checkView(s, viewer, game.viewFor(s, viewer));
}

describe('Tortuga dice views show the table as it is (§11)', () => {
  it('TD-INFO-4: boards, placed dice, the stage and the pending decision, in random games with every option', () => {
    const kinds = new Set<string>();
    const odd = { ship: 2, crew: 1, treasure: 1, board: 1, raid: 0 };
    const configs: DiceConfig[] = [
      { players: 2, seed: 'v2' },
      { players: 3, seed: 'v3', long: true, startPlayer: 2 },
      { players: 4, seed: 'v4', faces: [odd, odd, odd, odd, odd].map((die, i) => ({ ...die, raid: 1 + (i % 2) })) },
      { players: 4, seed: 'v4-cap', maxDecisions: 60 },
    ];
    for (const config of configs) playChecked(config, kinds);
    expect([...kinds].sort()).toEqual(['act', 'chooseToken', 'giveUp', 'islandChest', 'keep', 'openKeep', 'over', 'skullAction', 'takeChest']);
  });

  it('TD-ACT-2, TD-ADV-2: a total is the dice placed on the action plus its advantage tokens; tokens alone make no total', () => {
    const die = (value: number) => ({ die: value, skull: false, value });
    expect(diceTotal([], 0)).toBeNull();
    expect(diceTotal([], 2)).toBeNull(); // TD-ADV-2: a token counts only with a die on the action
    expect(diceTotal([die(3)], 0)).toBe(3);
    expect(diceTotal([die(3), die(4)], 2)).toBe(9);
  });

  it('TD-ACT-2, TD-ADV-2: every view shows each seat’s totals and tokens as the state has them, in random games', () => {
    for (const [players, seed] of [
      [2, 'totals-2'],
      [4, 'totals-4'],
    ] as const) {
      const rng = seedRng(seed);
      let s = game.setup({ players, seed });
      let withToken = 0;
      while (s.outcome === null) {
        const view = game.viewFor(s, s.decisions % players);
        view.seats.forEach((seatView, index) => {
          const seat = s.seats[index]!;
          expect(seatView.advantage).toEqual(seat.advantage);
          for (const action of DICE_ACTIONS) {
            const dice = seat.placed[action];
            const expected = dice.length === 0 ? null : dice.reduce((sum, placed) => sum + placed.value, seat.advantage[action]);
            expect(seatView.totals[action]).toBe(expected);
            if (dice.length > 0 && seat.advantage[action] > 0) withToken++;
          }
        });
        const seats = game.toAct(s);
        const seat = seats[nextInt(rng, seats.length)]!;
        const actions = game.legalActions(s, seat);
        s = game.apply(s, actions[nextInt(rng, actions.length)]!);
      }
      expect(withToken).toBeGreaterThan(0); // the games met totals with a token in them
    }
  });

  it('TD-INFO-1: a view for anything but a seat of the game or the spectator (null) is refused (NO_SUCH_SEAT); such a seat has no legal action', () => {
    const s = game.setup({ players: 3, seed: 'spectator' });
    expect(game.viewFor(s, null).player).toBeNull();
    for (const viewer of [-1, 3, 0.5, Number.NaN]) {
      expect(() => game.viewFor(s, viewer)).toThrow(expect.objectContaining({ code: 'NO_SUCH_SEAT' }));
      expect(game.legalActions(s, viewer)).toEqual([]);
    }
    expect(game.viewFor(s, 2).player).toBe(2);
  });

  it('TD-INFO-1: a seat’s log since a decision holds the public entries and its own private ones, nothing else', () => {
    const s = game.apply(game.setup(stackedDice({ players: 2, rolls: ['ship', 'ship', 'ship', 'ship', 'ship'] })), { type: 'keep', player: 0, dice: [0] });
    const all = s.log.flat();
    for (const viewer of [0, 1, null])
      expect(logFor(s, viewer)).toEqual(all.filter((entry) => entry.to === undefined || (viewer !== null && entry.to.includes(viewer))));
    expect(logFor(s, 0, 0).map((entry) => entry.event.type)).toEqual(['chose', 'keptPrivate']);
    expect(logFor(s, 1, 0).map((entry) => entry.event.type)).toEqual(['chose']);
  });
});
