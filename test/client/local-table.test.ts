/**
 * `tortuga-rules/client`'s local table, without a DOM: a person and bots, hot seat, undo, saved
 * games, the menu path, refusals and closing, on both games, driven as a screen drives it.
 */
import { describe, expect, it } from 'vitest';
import { localTable, type LocalTable, type TableSnapshot } from '../../src/client/index.js';
import { manualTimers } from '../support/manual-timers.js';
import type { BaseAction, PlayerId } from '../../src/core/engine/game.js';
import { isRuleViolation } from '../../src/core/engine/rule-violation.js';
import { playerNames } from '../../src/core/words/player-names.js';
import { DICE_EN } from '../../src/dice/en.js';
import { tortugaDice } from '../../src/dice/game.js';
import { diceWords } from '../../src/dice/words.js';
import { diceHeuristicBot, randomBot, t1667HeuristicBot } from '../../src/bots/index.js';
import { T1667_DE } from '../../src/t1667/de.js';
import type { T1667Action } from '../../src/t1667/types.js';
import type { T1667View } from '../../src/t1667/view.js';
import type { DiceAction } from '../../src/dice/types.js';
import type { DiceView } from '../../src/dice/view.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { t1667Words } from '../../src/t1667/words.js';

/** The first leaf of the menu shown, opening groups on the way (as a person clicking the first button would). */
function firstLeaf<V, A>(table: LocalTable<unknown, A, V>): A {
  for (;;) {
    const { nodes } = table.getSnapshot().menu;
    expect(nodes.length).toBeGreaterThan(0);
    if (nodes[0]!.action !== null) return nodes[0]!.action;
    table.openGroup(0);
  }
}

/** Random bots typed for each game (a generic bot takes its game's types from where it is seated). */
const random1667 = () => randomBot<T1667View, T1667Action>();
const randomDice = () => randomBot<DiceView, DiceAction>();

const t1667De = (names: readonly (string | null)[]) => t1667Words(T1667_DE, { names: playerNames(names) });
const diceEn = (names: readonly (string | null)[]) => diceWords(DICE_EN, { names: playerNames(names) });

describe('tortuga-rules/client: a local table', () => {
  it('Tortuga 1667, one person and four bots: the screen is always seat 0, bots move on the timers, the game ends', () => {
    const timers = manualTimers();
    const table = localTable({
      game: tortuga1667,
      config: { players: 5, seed: 'client-1' },
      seats: ['person', t1667HeuristicBot(), random1667(), t1667HeuristicBot(), random1667()],
      names: ['Ada', null, null, null, null],
      words: t1667De,
      pace: 10,
      timers,
    });
    const seen: TableSnapshot<unknown, unknown>[] = [];
    table.subscribe(() => seen.push(table.getSnapshot()));
    let decisions = 0;
    for (let guard = 0; guard < 5000 && !table.getSnapshot().over; guard++) {
      const snapshot = table.getSnapshot();
      expect(snapshot.seat).toBe(0);
      expect(snapshot.view!.player).toBe(0); // never another seat's view
      expect(snapshot.words.locale).toBe('de');
      if (snapshot.view!.decision !== null) {
        table.choose(firstLeaf(table));
        decisions++;
      } else expect(timers.run()).toBe(true);
    }
    const end = table.getSnapshot();
    expect(end.over).toBe(true);
    expect(end.menu.nodes).toEqual([]);
    expect(decisions).toBeGreaterThan(3);
    expect(timers.pending).toBe(0);
    // Every change a new snapshot; a snapshot is never changed after it is given.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(decisions);
    expect(end.seats.map((seat) => seat.kind)).toEqual(['person', 'bot', 'bot', 'bot', 'bot']);
    expect(end.seats[0]!.name).toBe('Ada');
  });

  it('hot seat (the dice game, two people): the screen is handed over, and no view is shown until it is', () => {
    const timers = manualTimers();
    const table = localTable({
      game: tortugaDice,
      config: { players: 3, seed: 'client-hot' },
      seats: ['person', 'person', randomDice()],
      words: diceEn,
      pace: 0,
      timers,
    });
    let handOvers = 0;
    for (let guard = 0; guard < 5000 && !table.getSnapshot().over; guard++) {
      const snapshot = table.getSnapshot();
      if (snapshot.handOver !== null) {
        expect(snapshot.view).toBeNull();
        expect(snapshot.menu.nodes).toEqual([]);
        expect(snapshot.canUndo).toBe(false);
        const to = snapshot.handOver;
        table.handedOver();
        expect(table.getSnapshot().seat).toBe(to);
        handOvers++;
        continue;
      }
      expect(snapshot.view!.player).toBe(snapshot.seat);
      if (snapshot.view!.decision !== null) table.choose(firstLeaf(table));
      else expect(timers.run()).toBe(true);
    }
    expect(table.getSnapshot().over).toBe(true);
    expect(handOvers).toBeGreaterThan(2);
  });

  it("undo takes back the seat's last decision and the bots' after it; a refused action changes nothing and is said", () => {
    const timers = manualTimers();
    const table = localTable({
      game: tortuga1667,
      config: { players: 3, seed: 'client-undo' },
      seats: ['person', random1667(), random1667()],
      words: t1667De,
      pace: 5,
      timers,
    });
    while (table.getSnapshot().view!.decision === null) timers.run();
    const before = table.getSnapshot();
    expect(before.canUndo).toBe(false);
    table.choose(firstLeaf(table));
    while (timers.run() && table.getSnapshot().view!.decision === null);
    expect(table.getSnapshot().canUndo).toBe(true);
    table.undo();
    expect(table.getSnapshot().view!.decisions).toBe(before.view!.decisions);
    expect(table.getSnapshot().view).toEqual(before.view);
    // An action that is not legal: refused in words, nothing changed.
    const state = table.state;
    table.choose({ type: 'reveal', player: 0, slot: 7 } as never);
    const refused = table.getSnapshot();
    expect(refused.refusal?.code).toMatch(/ILLEGAL_ACTION|MALFORMED_ACTION/);
    expect(refused.refusal?.text.length).toBeGreaterThan(5);
    expect(table.state).toBe(state);
    // Another seat's action is taken as the screen's seat's, never for another seat.
    const leaf = firstLeaf(table);
    const count = table.record().actions.length;
    table.choose({ ...(leaf as BaseAction), player: 2 as PlayerId } as never);
    expect(table.getSnapshot().refusal).toBeNull();
    expect(table.record().actions[count]!.player).toBe(0);
  });

  it('a saved game goes on where it stopped; a damaged record is refused with a RuleViolation', () => {
    const timers = manualTimers();
    const first = localTable({
      game: tortugaDice,
      config: { players: 2, seed: 'client-save' },
      seats: ['person', diceHeuristicBot()],
      words: diceEn,
      pace: 0,
      timers,
    });
    for (let i = 0; i < 6; i++) {
      if (first.getSnapshot().view!.decision !== null) first.choose(firstLeaf(first));
      else timers.run();
    }
    const record = JSON.parse(JSON.stringify(first.record())) as { actions: unknown[] };
    first.close();
    const again = localTable({ game: tortugaDice, record, seats: ['person', diceHeuristicBot()], words: diceEn, pace: 0, timers: manualTimers() });
    expect(again.state).toEqual(first.state);
    const damaged = { ...record, actions: [...record.actions.slice(0, -1), { type: 'keep', player: 0, dice: [9] }] };
    let caught: unknown = null;
    try {
      localTable({ game: tortugaDice, record: damaged, seats: ['person', diceHeuristicBot()], words: diceEn, timers: manualTimers() });
    } catch (error) {
      caught = error;
    }
    expect(isRuleViolation(caught)).toBe(true); // the record's last action is replayed and refused by its code
    expect(['CORRUPT_RECORD', 'NOT_YOUR_DECISION', 'ILLEGAL_ACTION', 'MALFORMED_ACTION']).toContain((caught as { code: string }).code);
    expect(() => localTable({ game: tortugaDice, seats: ['person', diceHeuristicBot()], words: diceEn })).toThrow(/config .* or a record/);
    // Every option checked: an unknown key, a seat that is neither a person nor a bot, a bad name are named.
    const base = { game: tortugaDice, config: { players: 2, seed: 'x' }, words: diceEn };
    expect(() => localTable({ ...base, seats: ['person', diceHeuristicBot()], speed: 3 } as never)).toThrow(/Unknown option "speed" of localTable/);
    expect(() => localTable({ ...base, seats: ['person', 'bot'] } as never)).toThrow(/seats\[1\]: 'person' or a bot/);
    expect(() => localTable({ ...base, seats: ['person', diceHeuristicBot()], names: ['Ada', 'Ada'] })).toThrow(/share a name/);
    expect(() => localTable({ ...base, seats: ['person', diceHeuristicBot()], pace: -1 })).toThrow(/pace/);
    expect(() => localTable({ game: tortugaDice, config: { players: 3, seed: 'x' }, seats: ['person', diceHeuristicBot()], words: diceEn })).toThrow(
      /one entry per seat \(3\)/,
    );
  });

  it('the menu path: groups open and close, out-of-range indices are ignored, a new decision starts at the top', () => {
    const timers = manualTimers();
    const table = localTable({
      game: tortuga1667,
      config: { players: 4, seed: 'client-menu' },
      seats: ['person', random1667(), random1667(), random1667()],
      words: t1667De,
      pace: 0,
      timers,
    });
    // Find a decision whose menu has a group.
    for (let guard = 0; guard < 500; guard++) {
      const { view, menu } = table.getSnapshot();
      if (view!.decision !== null && menu.nodes.some((node) => node.children.length > 0)) break;
      if (view!.decision !== null) table.choose(firstLeaf(table));
      else timers.run();
    }
    const top = table.getSnapshot().menu;
    const group = top.nodes.findIndex((node) => node.children.length > 0);
    expect(group).toBeGreaterThanOrEqual(0);
    table.openGroup(group);
    const opened = table.getSnapshot().menu;
    expect(opened.path).toEqual([group]);
    expect(opened.groups).toEqual([top.nodes[group]!.label.text]);
    expect(opened.nodes).toEqual(top.nodes[group]!.children);
    const same = table.getSnapshot();
    table.openGroup(99);
    table.openGroup(-1);
    table.openGroup(0.5);
    expect(table.getSnapshot()).toBe(same);
    table.back();
    expect(table.getSnapshot().menu.path).toEqual([]);
    table.back();
    expect(table.getSnapshot().menu.path).toEqual([]);
  });

  it('another language at once (setWords); close stops the bots and the listeners', () => {
    const timers = manualTimers();
    const table = localTable({
      game: tortuga1667,
      config: { players: 3, seed: 'client-close' },
      seats: ['person', random1667(), random1667()],
      words: t1667De,
      pace: 5,
      timers,
    });
    let heard = 0;
    table.subscribe(() => heard++);
    table.setWords((names) => t1667Words(T1667_DE, { names: playerNames(names) }));
    expect(heard).toBe(1);
    table.close();
    expect(table.getSnapshot().connection).toBe('closed');
    expect(timers.pending).toBe(0);
    const after = heard;
    table.choose(firstLeafOrNull(table) as never);
    table.undo();
    expect(heard).toBe(after);
  });
});

function firstLeafOrNull<V, A>(table: LocalTable<unknown, A, V>): A | null {
  return table.getSnapshot().menu.nodes[0]?.action ?? null;
}
