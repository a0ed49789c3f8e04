import { describe, expect, it } from 'vitest';
import type { Face } from '../../src/dice/types.js';
import { atActions, edit, events, game, play, stackedDice } from '../support/dice.js';

const five = (face: Face): Face[] => [face, face, face, face, face];

describe('Worked examples of the dice rulebook', () => {
  it('TD-DICE-3 example: Tom keeps two of his three ship dice; the rest go back to hand', () => {
    let s = game.setup(stackedDice({ players: 2, rolls: ['ship', 'ship', 'ship', 'crew', 'board', ...five('crew')] }));
    s = play(s, { type: 'keep', player: 0, dice: [0, 2] }, { type: 'keep', player: 1, dice: [0] });
    expect(s.seats[0]!.placed.ship.map((d) => d.die)).toEqual([0, 2]);
    expect(s.seats[0]!.hand).toEqual([1, 3, 4]);
  });

  it('TD-DICE-7 example: with his ship on field 2 Tom cannot place his two board dice; he re-rolls openly, places one, keeps the last', () => {
    let s = edit(
      game.setup(
        stackedDice({
          players: 2,
          rolls: ['board', 'board', 'ship', 'ship', 'ship', ...five('crew'), 'ship', 'board', 'board', 'board', 'board', 'ship', 'board'],
        }),
      ),
      (d) => {
        d.seats[0]!.ship = 2;
      },
    );
    s = play(s, { type: 'keep', player: 0, dice: [0, 1] }, { type: 'keep', player: 1, dice: [0, 1, 2, 3, 4] });
    s = play(s, { type: 'keep', player: 0, dice: [2] }); // one ship die; dice 3 and 4 stay in hand
    s = play(s, { type: 'advantage', player: 1, action: 'ship' }); // seat 1's token for that roll
    expect(s.pending).toMatchObject({ kind: 'keep', rollers: [0], advantage: [1] }); // board, board: Tom can keep none
    expect(game.legalActions(s, 0)).toEqual([{ type: 'keep', player: 0, dice: [] }]);
    s = play(s, { type: 'keep', player: 0, dice: [] }, { type: 'advantage', player: 1, action: 'ship' });
    expect(s.pending).toEqual({ kind: 'openKeep', player: 0 }); // the open re-roll
    expect(game.legalActions(s, 0)).toEqual([{ type: 'keep', player: 0, dice: [3] }]);
    s = play(s, { type: 'keep', player: 0, dice: [3] });
    expect(s.seats[0]!.placed.ship.map((d) => d.die)).toEqual([2, 3]);
    expect(s.seats[0]!.hand).toEqual([4]); // rolled next time behind the screen
  });

  it('TD-ADV-1 example: Nikki has placed all her dice while the others still roll, so she puts an advantage token on ship', () => {
    let s = game.setup(stackedDice({ players: 3, rolls: [...five('crew'), 'ship', 'crew', 'crew', 'crew', 'crew', 'raid', 'ship', 'ship', 'ship', 'ship'] }));
    s = play(s, { type: 'keep', player: 0, dice: [0, 1, 2, 3, 4] }, { type: 'keep', player: 1, dice: [0] }, { type: 'keep', player: 2, dice: [0] });
    expect(game.legalActions(s, 0)).toContainEqual({ type: 'advantage', player: 0, action: 'ship' });
    s = play(s, { type: 'advantage', player: 0, action: 'ship' });
    expect(game.viewFor(s, 1).seats[0]!.advantage.ship).toBe(1);
  });

  it('TD-ACT-3 example: Suzanne and Pim both total 9; Suzanne sits nearer the start player and takes 1st place', () => {
    // Tom (seat 0) starts; Suzanne is seat 1, Pim seat 2.
    const s = atActions(game.setup(stackedDice({ players: 3 })), [{ crew: [2] }, { ship: [5, 4] }, { ship: [4, 5] }]);
    expect(events(s).find((e) => e.type === 'ranking' && e.action === 'ship')).toMatchObject({ first: 1, second: 2 });
  });

  it('TD-DICE-4 example: Tom keeps skulls C and D alone and turns both to board', () => {
    let s = game.setup(stackedDice({ players: 2, rolls: ['ship', 'ship', 'skull', 'skull', 'crew', ...five('crew')] }));
    s = play(s, { type: 'keep', player: 0, dice: [2, 3] }, { type: 'keep', player: 1, dice: [0] });
    s = play(s, { type: 'skullAction', player: 0, action: 'board' });
    expect(s.seats[0]!.placed.board).toEqual([
      { die: 2, skull: true, value: 2 },
      { die: 3, skull: true, value: 3 },
    ]);
  });

  it('TD-DICE-4 example: Tom keeps his raid 5 with skull A; the skull is turned to raid', () => {
    let s = game.setup(stackedDice({ players: 2, rolls: ['skull', 'raid', 'ship', 'ship', 'crew', ...five('crew')] }));
    s = play(s, { type: 'keep', player: 0, dice: [0, 1] }, { type: 'keep', player: 1, dice: [0] });
    expect(s.seats[0]!.placed.raid).toEqual([
      { die: 0, skull: true, value: 4 },
      { die: 1, skull: false, value: 5 },
    ]);
  });

  it('TD-ACT-TREASURE example: Pim draws a chest, looks at two tokens and keeps the one worth two', () => {
    let s = atActions(game.setup(stackedDice({ players: 3 })), [{}, {}, { treasure: [5] }]);
    s = play(s, { type: 'perform', player: 2 });
    expect(s.pending).toEqual({ kind: 'chooseToken', player: 2, tokens: [3, 2] });
    s = play(s, { type: 'token', player: 2, index: 1 });
    expect(s.seats[2]!.tokens).toEqual([2]);
  });

  it('TD-ACT-BOARD example: Pim boards Tom, who defends with a board die; both ships move back and Pim takes the purple chest', () => {
    // Tom seat 0, Pim seat 1, Nikki seat 2.
    let s = atActions(
      edit(game.setup(stackedDice({ players: 3 })), (d) => {
        d.seats[0]!.shipFields = ['purple', 'red'];
      }),
      [{ board: [2] }, { board: [5] }, { raid: [1] }],
    );
    s = play(s, { type: 'target', player: 1, target: 0 }, { type: 'chest', player: 1, colour: 'purple' });
    expect([s.seats[0]!.ship, s.seats[1]!.ship]).toEqual([2, 2]);
    expect(s.seats[1]!.island).toContain('purple');
  });

  it('TD-ACT-RAID example: Nikki, 2nd, raids Pim, whose pirate moves back; Nikki takes the blue chest from the central island', () => {
    let s = atActions(
      edit(game.setup(stackedDice({ players: 3 })), (d) => {
        d.centralIsland = ['blue'];
      }),
      [{ raid: [5] }, { ship: [1] }, { raid: [3] }],
    );
    s = play(s, { type: 'perform', player: 1 }, { type: 'decline', player: 0 }, { type: 'target', player: 2, target: 1 });
    expect(s.seats[1]!.pirate).toBe(2);
    expect(events(s)).toContainEqual({ type: 'islandTaken', player: 2, colour: 'blue' });
  });

  it('TD-TRACK-3 example: Pim, raided by 2nd place, can carry only one chest and must give up the white one', () => {
    let s = atActions(
      edit(game.setup(stackedDice({ players: 3 })), (d) => {
        d.seats[1]!.pirate = 2;
        d.seats[1]!.crewFields = ['red', 'white'];
      }),
      [{ raid: [5], board: [1] }, {}, { raid: [3] }],
    );
    s = play(s, { type: 'decline', player: 0 }, { type: 'decline', player: 0 }, { type: 'target', player: 2, target: 1 });
    expect(s.pending).toEqual({ kind: 'giveUp', player: 1, field: 'crew' });
    s = play(s, { type: 'chest', player: 1, colour: 'white' });
    expect(events(s)).toContainEqual({ type: 'toIsland', player: 1, colour: 'white', toBag: false });
  });
});
