import { describe, expect, it } from 'vitest';
import { DEFAULT_FACES } from '../../src/dice/data.js';
import { deepEqual } from '../../src/core/engine/deep-equal.js';
import type { DiceAction, DiceState, Face } from '../../src/dice/types.js';
import { edit, events, game, play, stackedDice } from '../support/dice.js';

const five = (face: Face): Face[] => [face, face, face, face, face];

describe('Tortuga dice: the dice phase (§5)', () => {
  it('TD-DICE-1: five dice with six faces; the default table gives each action each number 1–5 once across the dice', () => {
    expect(DEFAULT_FACES).toHaveLength(5);
    for (const action of ['ship', 'crew', 'treasure', 'board', 'raid'] as const) {
      expect(DEFAULT_FACES.map((die) => die[action]).sort()).toEqual([1, 2, 3, 4, 5]);
    }
    expect(DEFAULT_FACES[0]!.raid).not.toBe(5); // the book's raid "5" beside skull A
    const custom = DEFAULT_FACES.map((die) => ({ ...die, ship: 9 }));
    expect(game.setup({ players: 2, seed: 'faces', faces: custom }).faces![0]!.ship).toBe(9);
  });

  it('TD-DICE-2: everyone rolls at once behind a screen — a roll is seen only by its owner', () => {
    const s = game.setup(stackedDice({ players: 3, rolls: [...five('ship'), ...five('crew'), ...five('raid')] }));
    expect(game.toAct(s)).toEqual([0, 1, 2]);
    expect(game.viewFor(s, 0).you?.roll?.map((d) => d.face)).toEqual(five('ship'));
    expect(JSON.stringify(game.viewFor(s, 0))).not.toContain('"crew","die"');
    expect(game.viewFor(s, 1).you?.roll?.map((d) => d.face)).toEqual(five('crew'));
    expect(game.viewFor(s, null).you).toBeNull();
  });

  it('TD-DICE-3: keep at least one die — dice of one action plus any skulls, or skulls alone; the rest go back to hand', () => {
    const s = game.setup(stackedDice({ players: 2, rolls: ['ship', 'ship', 'crew', 'skull', 'board', ...five('crew')] }));
    const keeps = game.legalActions(s, 0).map((a) => (a.type === 'keep' ? a.dice.join('') : ''));
    expect(keeps).toEqual(expect.arrayContaining(['0', '1', '01', '03', '013', '2', '23', '4', '34', '3']));
    expect(keeps).not.toContain('02');
    expect(keeps).not.toContain('');
    expect(game.validate(s, { type: 'keep', player: 0, dice: [0, 2] })).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'TD-DICE-3' });
    const t = play(s, { type: 'keep', player: 0, dice: [0, 1] }, { type: 'keep', player: 1, dice: [0] });
    expect(t.seats[0]!.hand).toEqual([2, 3, 4]);
    expect(t.seats[0]!.placed.ship.map((d) => d.value)).toEqual([1, 2]);
  });

  it('TD-DICE-3, TD-DICE-6, TD-ADV-1: validate takes a keep exactly when legalActions lists it — every list of up to three dice, a die not rolled among them, in any order, repeats too, and every longer list in hand order', () => {
    const s = game.setup(stackedDice({ players: 2, rolls: ['ship', 'ship', 'crew', 'skull', 'board', ...five('crew')] }));
    const legal = game.legalActions(s, 0);
    const lists: number[][] = [[]];
    for (let length = 1; length <= 3; length++)
      for (const list of lists.filter((l) => l.length === length - 1)) for (let die = 0; die <= 5; die++) lists.push([...list, die]);
    for (let mask = 0; mask < 32; mask++) lists.push([0, 1, 2, 3, 4].filter((die) => mask & (1 << die)));
    let accepted = 0;
    for (const dice of lists) {
      const action: DiceAction = { type: 'keep', player: 0, dice };
      const listed = legal.find((candidate) => deepEqual(candidate, action));
      expect(game.validate(s, action) === null).toBe(listed !== undefined);
      if (listed !== undefined) accepted++;
    }
    expect(accepted).toBe(2 * legal.length); // each keep is met once among the short lists and once among those in hand order
    // TD-ADV-1: a seat with dice to keep has no token to take yet; an action of another type is refused as such.
    expect(game.validate(s, { type: 'advantage', player: 0, action: 'ship' })).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'TD-ADV-1' });
  });

  it('TD-DICE-3: a keep is judged on the state as it is now — a caller’s own state changed after a playout counted its choices is not judged by that count', () => {
    const made = game.setup(stackedDice({ players: 2, rolls: ['ship', 'ship', 'crew', 'skull', 'board', ...five('crew')] }));
    const keepShips: DiceAction = { type: 'keep', player: 0, dice: [0, 1] };
    const mine = JSON.parse(JSON.stringify(made)) as DiceState;
    expect(game.legalActionCount(mine, 0)).toBe(game.legalActions(made, 0).length);
    expect(game.validate(mine, keepShips)).toBeNull();
    mine.seats[0]!.roll = ['ship', 'crew', 'crew', 'crew', 'crew']; // changed in place, same decision count
    expect(game.validate(mine, keepShips)).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'TD-DICE-3' });
    expect(game.validate(made, keepShips)).toBeNull();
  });

  it('TD-DICE-3: a secret keep copies only the keeper’s seat and the pending record; the other seats, the bag and the task list stay the old state’s own', () => {
    const s = game.setup(stackedDice({ players: 3 }));
    const keep = game.legalActions(s, 0)[0]!;
    const t = game.apply(s, keep);
    expect(t.seats[0]!.kept).toEqual(keep.type === 'keep' ? keep.dice : null);
    expect(s.seats[0]!.kept).toBeNull(); // the old state is untouched
    expect(t.seats[1]).toBe(s.seats[1]);
    expect(t.seats[2]).toBe(s.seats[2]);
    expect(t.bag).toBe(s.bag);
    expect(t.tasks).toBe(s.tasks);
  });

  it('TD-DICE-4: kept dice are placed when the screens lift; a skull kept with an action counts its number for that action', () => {
    let s = game.setup(stackedDice({ players: 2, rolls: ['raid', 'skull', 'ship', 'ship', 'ship', ...five('crew')] }));
    s = play(s, { type: 'keep', player: 0, dice: [0, 1] });
    expect(game.viewFor(s, 1).seats[0]!.placed.raid).toEqual([]); // still behind the screen
    expect(game.viewFor(s, 1).seats[0]!.hasChosen).toBe(true);
    s = play(s, { type: 'keep', player: 1, dice: [0, 1, 2, 3, 4] });
    expect(s.seats[0]!.placed.raid).toEqual([
      { die: 0, skull: false, value: 4 },
      { die: 1, skull: true, value: 5 },
    ]);
  });

  it('TD-DICE-4: skulls kept alone are turned to one action of the owner’s choice, in turn order from the start player', () => {
    // Rolls go in turn order from the start player: seat 1, seat 2, seat 0.
    let s = game.setup(
      stackedDice({ players: 3, startPlayer: 1, rolls: ['skull', 'crew', 'crew', 'crew', 'crew', ...five('raid'), 'skull', 'skull', 'ship', 'ship', 'ship'] }),
    );
    s = play(s, { type: 'keep', player: 0, dice: [0, 1] }, { type: 'keep', player: 1, dice: [0] }, { type: 'keep', player: 2, dice: [0] });
    expect(s.pending).toEqual({ kind: 'skullAction', player: 1 }); // the start player first
    s = play(s, { type: 'skullAction', player: 1, action: 'treasure' });
    expect(s.seats[1]!.placed.treasure).toEqual([{ die: 0, skull: true, value: 3 }]);
    expect(s.pending).toEqual({ kind: 'skullAction', player: 0 });
    expect(game.legalActions(s, 0).map((a) => (a.type === 'skullAction' ? a.action : ''))).toEqual(['ship', 'crew', 'treasure', 'board', 'raid']);
    s = play(s, { type: 'skullAction', player: 0, action: 'board' });
    expect(s.seats[0]!.placed.board.map((d) => d.value)).toEqual([5, 1]);
    expect(events(s)).toContainEqual({
      type: 'skullsTurned',
      player: 0,
      action: 'board',
      dice: [
        { die: 0, skull: true, value: 5 },
        { die: 1, skull: true, value: 1 },
      ],
    });
  });

  it('TD-DICE-5: an action chosen earlier in the round may be chosen again; the dice join', () => {
    let s = game.setup(
      stackedDice({ players: 2, rolls: ['ship', 'crew', 'crew', 'crew', 'crew', ...five('raid'), 'ship', 'ship', 'ship', 'ship', 'ship', 'ship', 'ship'] }),
    );
    s = play(s, { type: 'keep', player: 0, dice: [0] }, { type: 'keep', player: 1, dice: [0, 1] });
    s = play(s, { type: 'keep', player: 0, dice: [1, 2, 3, 4] }, { type: 'keep', player: 1, dice: [2, 3, 4] });
    expect(s.seats[0]!.placed.ship.map((d) => d.die)).toEqual([0, 1, 2, 3, 4]);
  });

  it('TD-DICE-6: ship, crew and treasure take five dice; board and raid no more than the markers’ capacity', () => {
    const s = game.setup(stackedDice({ players: 2, rolls: [...five('board'), ...five('ship')] })); // ship marker on 3: capacity 2
    const keeps = game.legalActions(s, 0).map((a) => (a.type === 'keep' ? a.dice.length : 0));
    expect(Math.max(...keeps)).toBe(2);
    expect(game.validate(s, { type: 'keep', player: 0, dice: [0, 1, 2] })).toMatchObject({ rule: 'TD-DICE-6' });
    expect(Math.max(...game.legalActions(s, 1).map((a) => (a.type === 'keep' ? a.dice.length : 0)))).toBe(5);
    // Raid: the pirate marker's capacity (field 1: one die).
    const raid = edit(game.setup(stackedDice({ players: 2, rolls: [...five('raid'), ...five('ship')] })), (d) => {
      d.seats[0]!.pirate = 1;
    });
    expect(Math.max(...game.legalActions(raid, 0).map((a) => (a.type === 'keep' ? a.dice.length : 0)))).toBe(1);
    // Skulls kept with board dice count against the limit too; skulls kept alone may later be turned
    // only to an action with room for all of them.
    const skulls = game.setup(stackedDice({ players: 2, rolls: ['board', 'board', 'skull', 'skull', 'crew', ...five('ship')] }));
    const withBoard = game.legalActions(skulls, 0).flatMap((a) => (a.type === 'keep' && a.dice.some((die) => die < 2) ? [a.dice] : []));
    expect(withBoard).toEqual([[0], [0, 2], [0, 3], [1], [1, 2], [1, 3], [0, 1]]);
    let t = play(skulls, { type: 'keep', player: 0, dice: [2, 3] }, { type: 'keep', player: 1, dice: [0] });
    t = edit(t, (d) => {
      d.seats[0]!.pirate = 1; // raid takes one die now
    });
    expect(game.legalActions(t, 0).map((a) => (a.type === 'skullAction' ? a.action : ''))).toEqual(['ship', 'crew', 'treasure', 'board']);
  });

  it('TD-DICE-7: a player blocked only by the board/raid limits keeps none behind the screen, then re-rolls openly until a die can be placed, places one, keeps the rest', () => {
    // Seat 0's ship stands on field 2: board takes two dice.
    let s = edit(
      game.setup(
        stackedDice({
          players: 2,
          rolls: ['board', 'board', 'board', 'ship', 'raid', ...five('crew'), 'board', 'board', 'raid', 'board', 'board', 'board', 'board', 'ship', 'board'],
        }),
      ),
      (d) => {
        d.seats[0]!.ship = 2;
      },
    );
    s = play(s, { type: 'keep', player: 0, dice: [0, 1] }, { type: 'keep', player: 1, dice: [0, 1, 2, 3, 4] });
    s = play(s, { type: 'keep', player: 0, dice: [4] }, { type: 'advantage', player: 1, action: 'crew' }); // raid; dice 2 and 3 stay in hand
    expect(s.seats[0]!.hand).toEqual([2, 3]);
    // The next roll shows board twice with board full: behind the screen seat 0 can only keep none,
    // and to seat 1 it looks like any other roller still deciding (TD-INFO-1).
    expect(s.pending).toMatchObject({ kind: 'keep', rollers: [0], advantage: [1] });
    expect(game.legalActions(s, 0)).toEqual([{ type: 'keep', player: 0, dice: [] }]);
    expect(game.toAct(s)).toEqual([0, 1]);
    expect(game.validate(s, { type: 'keep', player: 0, dice: [2] })).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'TD-DICE-7' });
    s = play(s, { type: 'keep', player: 0, dice: [] }, { type: 'advantage', player: 1, action: 'crew' });
    // The screens lift: the open re-roll shows board, board again — still nothing to place: roll again.
    expect(s.pending).toEqual({ kind: 'openKeep', player: 0 });
    expect(game.viewFor(s, 1).seats[0]!.openRoll).toEqual(['board', 'board']);
    expect(game.legalActions(s, 0)).toEqual([{ type: 'keep', player: 0, dice: [] }]);
    s = play(s, { type: 'keep', player: 0, dice: [] });
    expect(s.pending).toEqual({ kind: 'openKeep', player: 0 });
    expect(events(s).filter((e) => e.type === 'openRoll')).toEqual([
      { type: 'openRoll', player: 0, dice: [2, 3], faces: ['board', 'board'] },
      { type: 'openRoll', player: 0, dice: [2, 3], faces: ['ship', 'board'] },
    ]);
    expect(game.viewFor(s, 1).log.some((e) => e.event.type === 'openRoll')).toBe(true); // made openly
    expect(game.legalActions(s, 0)).toEqual([{ type: 'keep', player: 0, dice: [2] }]);
    s = play(s, { type: 'keep', player: 0, dice: [2] });
    expect(s.seats[0]!.hand).toEqual([3]);
    expect(events(s).filter((e) => e.type === 'advantage')).toHaveLength(2); // TD-ADV-1: none for the open re-rolls
  });

  it('TD-DICE-7: two blocked players re-roll openly one after the other, in turn order; only the one re-rolling shows an open roll', () => {
    const board3: Face[] = ['board', 'board', 'board'];
    let s = edit(
      game.setup(
        stackedDice({
          players: 2,
          rolls: [
            'board',
            'board',
            'ship',
            'ship',
            'ship',
            'board',
            'board',
            'crew',
            'crew',
            'crew',
            ...board3,
            ...board3,
            'ship',
            'ship',
            'ship',
            'crew',
            'crew',
            'crew',
          ],
        }),
      ),
      (d) => {
        d.seats[0]!.ship = 2;
        d.seats[1]!.ship = 2;
      },
    );
    s = play(s, { type: 'keep', player: 0, dice: [0, 1] }, { type: 'keep', player: 1, dice: [0, 1] });
    expect(game.legalActions(s, 0)).toEqual([{ type: 'keep', player: 0, dice: [] }]);
    expect(game.legalActions(s, 1)).toEqual([{ type: 'keep', player: 1, dice: [] }]);
    expect(game.viewFor(s, null).seats.map((seat) => seat.waitsToReroll)).toEqual([false, false]); // not before the screens lift
    s = play(s, { type: 'keep', player: 0, dice: [] }, { type: 'keep', player: 1, dice: [] });
    expect(s.pending).toEqual({ kind: 'openKeep', player: 0 });
    let view = game.viewFor(s, null);
    expect(view.seats.map((seat) => [seat.openRoll, seat.waitsToReroll])).toEqual([
      [['ship', 'ship', 'ship'], false],
      [null, true],
    ]);
    // Seat 1 waits with a roll that places nothing, but only the open re-roller acts.
    expect(game.legalActions(s, 1)).toEqual([]);
    expect(game.validate(s, { type: 'keep', player: 1, dice: [] })).toMatchObject({ code: 'NOT_YOUR_DECISION' });
    s = play(s, { type: 'keep', player: 0, dice: [2, 3, 4] });
    expect(s.pending).toEqual({ kind: 'openKeep', player: 1 });
    view = game.viewFor(s, null);
    expect(view.seats.map((seat) => [seat.openRoll, seat.waitsToReroll])).toEqual([
      [null, false],
      [['crew', 'crew', 'crew'], false],
    ]);
  });

  describe('a blocked roller and lone skulls in the same roll', () => {
    // Seat 0 keeps four ships, seat 1 two boards (its ship on field 3: board is full); then
    // seat 0 rolls a skull and seat 1 the given faces with its last three dice.
    const second = (faces: Face[]) =>
      play(
        game.setup(
          stackedDice({
            players: 2,
            rolls: ['ship', 'ship', 'ship', 'ship', 'crew', 'board', 'board', 'crew', 'crew', 'crew', 'skull', ...faces, 'crew', 'crew', 'crew'],
          }),
        ),
        { type: 'keep', player: 0, dice: [0, 1, 2, 3] },
        { type: 'keep', player: 1, dice: [0, 1] },
      );

    it('TD-DICE-7: a blocked roller waits for its open re-roll while another seat turns its lone skulls, and has nothing to do until then', () => {
      let s = second(['board', 'board', 'board']);
      expect(game.legalActions(s, 1)).toEqual([{ type: 'keep', player: 1, dice: [] }]);
      expect(game.viewFor(s, null).seats.map((seat) => seat.waitsToReroll)).toEqual([false, false]);
      s = play(s, { type: 'keep', player: 0, dice: [4] }, { type: 'keep', player: 1, dice: [] });
      expect(s.pending).toEqual({ kind: 'skullAction', player: 0 }); // TD-DICE-4 before the open re-roll
      expect(game.viewFor(s, 0).seats.map((seat) => [seat.openRoll, seat.waitsToReroll])).toEqual([
        [null, false],
        [null, true],
      ]);
      expect(game.toAct(s)).toEqual([0]);
      expect(game.legalActions(s, 1)).toEqual([]);
      s = play(s, { type: 'skullAction', player: 0, action: 'crew' });
      expect(s.pending).toEqual({ kind: 'openKeep', player: 1 });
      expect(game.viewFor(s, 0).seats.map((seat) => [seat.openRoll, seat.waitsToReroll])).toEqual([
        [null, false],
        [['crew', 'crew', 'crew'], false],
      ]);
    });

    it('TD-DICE-3: a roll with a skull always keeps something — keeping none is refused as such, even when its other dice cannot be placed', () => {
      const s = second(['skull', 'board', 'board']);
      expect(game.legalActions(s, 1)).toEqual([{ type: 'keep', player: 1, dice: [2] }]);
      expect(game.validate(s, { type: 'keep', player: 1, dice: [] })).toMatchObject({
        code: 'ILLEGAL_ACTION',
        rule: 'TD-DICE-3',
        message: 'Keep at least one die: some die of this roll can be placed.',
      });
    });
  });

  it('TD-INFO-1: a secret roll that can place nothing is not visible to anyone else before the screens lift (the reported leak)', () => {
    // 2 players, start player 0: seat 0 rolls ship ×5, seat 1 board, board, crew ×3.
    const base = (third: Face[]) =>
      play(
        game.setup(stackedDice({ players: 2, rolls: [...five('ship'), 'board', 'board', 'crew', 'crew', 'crew', ...third] })),
        { type: 'keep', player: 0, dice: [0, 1, 2, 3, 4] },
        { type: 'keep', player: 1, dice: [0, 1] },
      );
    const blocked = base(['board', 'board', 'board']); // seat 1's board field (ship on 3: two dice) is full
    const free = base(['crew', 'crew', 'crew']);
    expect(game.legalActions(blocked, 1)).toEqual([{ type: 'keep', player: 1, dice: [] }]);
    expect(game.legalActions(free, 1)).not.toContainEqual({ type: 'keep', player: 1, dice: [] });
    for (const observe of [
      (s: typeof blocked) => game.toAct(s),
      (s: typeof blocked) => game.viewFor(s, 0),
      (s: typeof blocked) => game.validate(s, { type: 'keep', player: 0, dice: [0] })?.message,
    ]) {
      expect(observe(blocked)).toEqual(observe(free));
    }
    expect(game.viewFor(blocked, 0).pending.players).toEqual([0, 1]);
    expect(game.viewFor(blocked, 0).stage.pending).toMatchObject({ kind: 'keep', rollers: [1] });
  });

  it('TD-DICE-8: rolling and placing repeat until every die is placed; then the actions phase begins', () => {
    let s = game.setup(stackedDice({ players: 2, rolls: ['ship', 'crew', 'crew', 'crew', 'crew', ...five('treasure'), 'crew', 'crew', 'crew', 'crew'] }));
    s = play(s, { type: 'keep', player: 0, dice: [0] }, { type: 'keep', player: 1, dice: [0, 1, 2, 3, 4] });
    expect(s.pending).toMatchObject({ kind: 'keep', rollers: [0], advantage: [1] });
    s = play(s, { type: 'keep', player: 0, dice: [1, 2, 3, 4] }, { type: 'advantage', player: 1, action: 'treasure' });
    expect(s.seats.every((seat) => seat.hand.length === 0)).toBe(true);
    expect(s.pending).toEqual({ kind: 'act', player: 0, action: 'ship', place: 1 });
  });

  it('TD-ADV-1: a player with every die placed gets one advantage token per later roll of the others — a new "1" or a "1" turned to "2"', () => {
    let s = game.setup(
      stackedDice({ players: 2, rolls: [...five('ship'), 'crew', 'board', 'board', 'board', 'board', 'board', 'board', 'board', 'board', 'board'] }),
    );
    s = play(s, { type: 'keep', player: 0, dice: [0, 1, 2, 3, 4] }, { type: 'keep', player: 1, dice: [0] });
    expect(s.pending).toMatchObject({ kind: 'keep', rollers: [1], advantage: [0] });
    expect(game.toAct(s)).toEqual([0, 1]);
    s = play(s, { type: 'advantage', player: 0, action: 'ship' }, { type: 'keep', player: 1, dice: [1, 2] });
    expect(s.seats[0]!.advantage.ship).toBe(1);
    expect(s.advantageSupply).toBe(19);
    s = play(s, { type: 'advantage', player: 0, action: 'ship' });
    expect(s.seats[0]!.advantage.ship).toBe(2);
    expect(s.advantageSupply).toBe(19); // turning a token takes none from the island
    expect(game.legalActions(s, 0).some((a) => a.type === 'advantage' && a.action === 'ship')).toBe(false);
  });

  it('TD-ADV-1: a player whose five fields all show "2" receives no more tokens', () => {
    let s = edit(game.setup(stackedDice({ players: 2, rolls: [...five('ship'), 'crew', 'board', 'board', 'board', 'board'] })), (d) => {
      d.seats[0]!.advantage = { ship: 2, crew: 2, treasure: 2, board: 2, raid: 2 };
    });
    s = play(s, { type: 'keep', player: 0, dice: [0, 1, 2, 3, 4] }, { type: 'keep', player: 1, dice: [0] });
    expect(s.pending).toMatchObject({ kind: 'keep', rollers: [1], advantage: [] });
    // One field still at "1": a token is still received, for that field only.
    let t = edit(game.setup(stackedDice({ players: 2, rolls: [...five('ship'), 'crew', 'board', 'board', 'board', 'board'] })), (d) => {
      d.seats[0]!.advantage = { ship: 2, crew: 2, treasure: 1, board: 2, raid: 2 };
    });
    t = play(t, { type: 'keep', player: 0, dice: [0, 1, 2, 3, 4] }, { type: 'keep', player: 1, dice: [0] });
    expect(game.legalActions(t, 0)).toEqual([{ type: 'advantage', player: 0, action: 'treasure' }]);
  });

  it('TD-DICE-2, TD-DICE-4, TD-ACT-1, TD-INFO-1: one whole round in the log — public rolls, choices, placements and results; faces, kept dice and token values only to their owner', () => {
    let s = game.setup(
      stackedDice({
        players: 2,
        rolls: ['ship', 'ship', 'ship', 'skull', 'crew', ...five('crew').slice(1), 'skull', 'treasure', 'crew', 'crew', 'board', 'board', 'crew', 'crew'],
      }),
    );
    s = play(s, { type: 'keep', player: 0, dice: [0, 1, 2, 3] }, { type: 'keep', player: 1, dice: [4] }, { type: 'skullAction', player: 1, action: 'raid' });
    s = play(s, { type: 'keep', player: 0, dice: [4] }, { type: 'keep', player: 1, dice: [0, 1] }, { type: 'keep', player: 1, dice: [2, 3] });
    s = play(
      s,
      { type: 'advantage', player: 0, action: 'ship' },
      { type: 'perform', player: 0 },
      { type: 'perform', player: 1 },
      { type: 'perform', player: 0 },
    );
    s = play(s, { type: 'perform', player: 1 }, { type: 'chest', player: 0, colour: 'red' });
    expect(s.seats.map((seat) => [seat.hand, seat.placed])).toEqual(
      [0, 1].map(() => [[0, 1, 2, 3, 4], { ship: [], crew: [], treasure: [], board: [], raid: [] }]),
    ); // TD-ACT-6: the dice are back
    expect(s.log.flat().slice(0, 46)).toEqual([
      { at: 0, event: { type: 'setup', players: 2, startPlayer: 0 } },
      { at: 0, event: { type: 'round', round: 1, startPlayer: 0 } },
      { at: 0, event: { type: 'rolled', players: [0, 1] } },
      { at: 0, to: [0], event: { type: 'rollPrivate', player: 0, dice: [0, 1, 2, 3, 4], faces: ['ship', 'ship', 'ship', 'skull', 'crew'] } },
      { at: 0, to: [1], event: { type: 'rollPrivate', player: 1, dice: [0, 1, 2, 3, 4], faces: ['crew', 'crew', 'crew', 'crew', 'skull'] } },
      { at: 1, event: { type: 'chose', player: 0 } },
      { at: 1, to: [0], event: { type: 'keptPrivate', player: 0, dice: [0, 1, 2, 3], faces: ['ship', 'ship', 'ship', 'skull'] } },
      { at: 2, event: { type: 'chose', player: 1 } },
      { at: 2, to: [1], event: { type: 'keptPrivate', player: 1, dice: [4], faces: ['skull'] } },
      {
        at: 2,
        event: {
          type: 'placed',
          player: 0,
          action: 'ship',
          dice: [
            { die: 0, skull: false, value: 1 },
            { die: 1, skull: false, value: 2 },
            { die: 2, skull: false, value: 3 },
            { die: 3, skull: true, value: 4 },
          ],
          skulls: [],
        },
      },
      { at: 2, event: { type: 'placed', player: 1, action: null, dice: [], skulls: [4] } },
      { at: 3, event: { type: 'skullsTurned', player: 1, action: 'raid', dice: [{ die: 4, skull: true, value: 3 }] } },
      { at: 3, event: { type: 'rolled', players: [0, 1] } },
      { at: 3, to: [0], event: { type: 'rollPrivate', player: 0, dice: [4], faces: ['treasure'] } },
      { at: 3, to: [1], event: { type: 'rollPrivate', player: 1, dice: [0, 1, 2, 3], faces: ['crew', 'crew', 'board', 'board'] } },
      { at: 4, event: { type: 'chose', player: 0 } },
      { at: 4, to: [0], event: { type: 'keptPrivate', player: 0, dice: [4], faces: ['treasure'] } },
      { at: 5, event: { type: 'chose', player: 1 } },
      { at: 5, to: [1], event: { type: 'keptPrivate', player: 1, dice: [0, 1], faces: ['crew', 'crew'] } },
      { at: 5, event: { type: 'placed', player: 0, action: 'treasure', dice: [{ die: 4, skull: false, value: 2 }], skulls: [] } },
      {
        at: 5,
        event: {
          type: 'placed',
          player: 1,
          action: 'crew',
          dice: [
            { die: 0, skull: false, value: 2 },
            { die: 1, skull: false, value: 3 },
          ],
          skulls: [],
        },
      },
      { at: 5, event: { type: 'rolled', players: [1] } },
      { at: 5, to: [1], event: { type: 'rollPrivate', player: 1, dice: [2, 3], faces: ['crew', 'crew'] } },
      { at: 6, event: { type: 'chose', player: 1 } },
      { at: 6, to: [1], event: { type: 'keptPrivate', player: 1, dice: [2, 3], faces: ['crew', 'crew'] } },
      { at: 7, event: { type: 'advantage', player: 0, action: 'ship', value: 1 } },
      {
        at: 7,
        event: {
          type: 'placed',
          player: 1,
          action: 'crew',
          dice: [
            { die: 2, skull: false, value: 4 },
            { die: 3, skull: false, value: 5 },
          ],
          skulls: [],
        },
      },
      { at: 7, event: { type: 'ranking', action: 'ship', totals: [{ player: 0, total: 11 }], first: 0, second: null } },
      { at: 8, event: { type: 'marker', player: 0, track: 'ship', from: 3, to: 4, reason: 'ship' } },
      { at: 8, event: { type: 'ranking', action: 'crew', totals: [{ player: 1, total: 14 }], first: 1, second: null } },
      { at: 9, event: { type: 'marker', player: 1, track: 'pirate', from: 3, to: 4, reason: 'crew' } },
      { at: 9, event: { type: 'ranking', action: 'treasure', totals: [{ player: 0, total: 2 }], first: 0, second: null } },
      { at: 10, event: { type: 'chestDrawn', player: 0, colour: 'purple', to: 'island' } },
      { at: 10, event: { type: 'tokenTaken', player: 0 } },
      { at: 10, to: [0], event: { type: 'tokenPrivate', player: 0, value: 3, returned: null } },
      { at: 10, event: { type: 'ranking', action: 'board', totals: [], first: null, second: null } },
      { at: 10, event: { type: 'ranking', action: 'raid', totals: [{ player: 1, total: 3 }], first: 1, second: null } },
      { at: 11, event: { type: 'targeted', player: 1, target: 0, action: 'raid' } },
      { at: 11, event: { type: 'chestStolen', player: 1, target: 0, colour: 'blue' } },
      { at: 11, event: { type: 'marker', player: 0, track: 'pirate', from: 3, to: 2, reason: 'raided' } },
      { at: 11, event: { type: 'chestDrawn', player: 0, colour: 'red', to: 'island' } },
      { at: 11, event: { type: 'chestDrawn', player: 1, colour: 'blue', to: 'island' } },
      { at: 11, event: { type: 'moved', player: 0, tortuga: 0, ship: 0, crew: 3 } },
      { at: 12, event: { type: 'toIsland', player: 0, colour: 'red', toBag: true } },
      { at: 12, event: { type: 'moved', player: 1, tortuga: 0, ship: 1, crew: 3 } },
      { at: 12, event: { type: 'round', round: 2, startPlayer: 1 } },
    ]);
  });
});
