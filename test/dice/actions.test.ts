import { tortugaDiceStates } from '../../src/dice/states.js';
import { describe, expect, it } from 'vitest';
import { toCentralIsland } from '../../src/dice/chests.js';
import type { DiceAction, DiceState } from '../../src/dice/types.js';
import { atActions, edit, events, game, play, stackedDice } from '../support/dice.js';

const three = () => game.setup(stackedDice({ players: 3 }));

describe('Tortuga dice: the actions phase (§6)', () => {
  it('TD-ACT-1: actions are resolved in the order ship, crew, treasure, board, raid', () => {
    const s = atActions(three(), [{ raid: [1], ship: [1] }, { board: [1], crew: [1] }, { treasure: [1] }]);
    let t = s;
    while (t.pending.kind === 'act') t = play(t, { type: 'decline', player: t.pending.player });
    const order = events(t)
      .filter((e) => e.type === 'ranking')
      .map((e) => (e.type === 'ranking' ? e.action : ''));
    expect(order).toEqual(['ship', 'crew', 'treasure', 'board', 'raid']);
  });

  it('TD-ACT-2: each player totals its dice plus its advantage token; the highest is 1st, the next 2nd', () => {
    const s = atActions(
      edit(three(), (d) => {
        d.seats[2]!.advantage.ship = 2;
      }),
      [{ ship: [3] }, { ship: [4] }, { ship: [3] }],
    );
    expect(events(s).find((e) => e.type === 'ranking')).toEqual({
      type: 'ranking',
      action: 'ship',
      totals: [
        { player: 0, total: 3 },
        { player: 1, total: 4 },
        { player: 2, total: 5 },
      ],
      first: 2,
      second: 1,
    });
    expect(s.pending).toEqual({ kind: 'act', player: 2, action: 'ship', place: 1 });
  });

  it('TD-ACT-2: 2nd is the next highest total, wherever it sits in turn order', () => {
    const s = atActions(three(), [{ ship: [5] }, { ship: [1] }, { ship: [3] }]);
    expect(events(s).find((e) => e.type === 'ranking')).toMatchObject({ first: 0, second: 2 });
  });

  it('TD-ADV-2: an advantage token counts only where the player placed a die this round', () => {
    const s = atActions(
      edit(three(), (d) => {
        d.seats[0]!.advantage.crew = 2;
      }),
      [{ ship: [1] }, { crew: [1] }, {}],
    );
    const crew = events(s).find((e) => e.type === 'ranking' && e.action === 'crew');
    expect(crew).toBeUndefined(); // the ship action waits for a decision first
    let t = play(s, { type: 'decline', player: 0 });
    expect(events(t).find((e) => e.type === 'ranking' && e.action === 'crew')).toMatchObject({ totals: [{ player: 1, total: 1 }] });
    t = play(t, { type: 'decline', player: 1 });
    expect(t).toBeDefined();
  });

  it('TD-ACT-3: ties go to the start player, else to the tied player nearest clockwise from the start player', () => {
    const s = atActions(
      edit(three(), (d) => {
        d.startPlayer = 1;
      }),
      [{ ship: [5] }, { crew: [2] }, { ship: [5] }],
    );
    expect(events(s).find((e) => e.type === 'ranking')).toMatchObject({ first: 2, second: 0 });
  });

  it('TD-ACT-3: a tie for 2nd place also goes to the tied player nearest clockwise from the start player', () => {
    const s = atActions(three(), [{ ship: [2] }, { ship: [5] }, { ship: [2] }]);
    expect(events(s).find((e) => e.type === 'ranking')).toMatchObject({ first: 1, second: 0 });
    const later = atActions(
      edit(three(), (d) => {
        d.startPlayer = 2;
      }),
      [{ ship: [2] }, { ship: [5] }, { ship: [2] }],
    );
    expect(events(later).find((e) => e.type === 'ranking')).toMatchObject({ first: 1, second: 2 });
  });

  it('TD-ACT-4: a placed player may decline; if 1st declines board, 2nd may name any other player', () => {
    let s = atActions(three(), [{ board: [5] }, { board: [3] }, {}]);
    expect(game.legalActions(s, 0)).toEqual([
      { type: 'target', player: 0, target: 1 },
      { type: 'target', player: 0, target: 2 },
      { type: 'decline', player: 0 },
    ]);
    s = play(s, { type: 'decline', player: 0 });
    expect(game.legalActions(s, 1)).toEqual([
      { type: 'target', player: 1, target: 0 },
      { type: 'target', player: 1, target: 2 },
      { type: 'decline', player: 1 },
    ]);
  });

  it('TD-ACT-SHIP: 1st moves its ship 2 right, 2nd 1 right', () => {
    let s = atActions(three(), [{ ship: [5] }, { ship: [3] }, {}]);
    s = play(s, { type: 'perform', player: 0 }, { type: 'perform', player: 1 });
    expect([s.seats[0]!.ship, s.seats[1]!.ship]).toEqual([5, 4]);
  });

  it('TD-ACT-CREW: 1st moves its pirate 2 right, 2nd 1 right', () => {
    let s = atActions(three(), [{}, { crew: [5] }, { crew: [3] }]);
    s = play(s, { type: 'perform', player: 1 }, { type: 'perform', player: 2 });
    expect([s.seats[1]!.pirate, s.seats[2]!.pirate]).toEqual([5, 4]);
  });

  it('TD-TRACK-1: markers stay within fields 1 to 8', () => {
    let s = atActions(
      edit(three(), (d) => {
        d.seats[0]!.ship = 7;
      }),
      [{ ship: [5] }, {}, {}],
    );
    s = play(s, { type: 'perform', player: 0 });
    expect(s.seats[0]!.ship).toBe(8);
    // From 8 it cannot move right: nothing moves and nothing is logged.
    const top = atActions(
      edit(three(), (d) => {
        d.seats[0]!.ship = 8;
      }),
      [{ ship: [5] }, {}, {}],
    );
    const after = play(top, { type: 'perform', player: 0 });
    expect(after.seats[0]!.ship).toBe(8);
    expect(
      events(after)
        .slice(events(top).length)
        .some((e) => e.type === 'marker' && e.player === 0),
    ).toBe(false);
  });

  it('TD-ISLAND-1: a chest that goes into the bag lands at a random place in it — the next one drawn, too', () => {
    const places = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = JSON.parse(JSON.stringify(game.setup({ players: 3, seed: `bag-${i}` }))) as DiceState;
      s.bag = ['blue', 'blue', 'blue'];
      s.centralIsland = ['red'];
      toCentralIsland(s, 0, 'red');
      places.add(s.bag.indexOf('red'));
    }
    expect([...places].sort()).toEqual([0, 1, 2, 3]);
  });

  it('TD-ACT-TREASURE: 1st draws a chest and keeps one of two tokens (the other goes back); 2nd takes one token', () => {
    let s = atActions(three(), [{ treasure: [5] }, { treasure: [1] }, {}]);
    const bagBefore = s.bag.length;
    s = play(s, { type: 'perform', player: 0 });
    expect(s.seats[0]!.island).toEqual(['red', 'blue']); // the next chest of the stacked bag
    expect(s.bag).toHaveLength(bagBefore - 1);
    expect(s.pending).toEqual({ kind: 'chooseToken', player: 0, tokens: [3, 2] });
    expect(game.viewFor(s, 0).you?.lookingAt).toEqual([3, 2]);
    expect(game.viewFor(s, 1).you?.lookingAt).toBeNull();
    s = play(s, { type: 'token', player: 0, index: 1 });
    expect(s.seats[0]!.tokens).toEqual([2]);
    expect(s.supply).toHaveLength(29);
    expect(game.viewFor(s, 0).log.map((e) => e.event)).toContainEqual({ type: 'tokenPrivate', player: 0, value: 2, returned: 3 });
    const logged = events(s).length;
    s = play(s, { type: 'perform', player: 1 });
    expect(events(s)[logged]).toEqual({ type: 'tokenTaken', player: 1 }); // 2nd draws no chest
    expect(s.seats[1]!.tokens).toHaveLength(1);
    expect(game.viewFor(s, 0).seats[1]!.tokenCount).toBe(1);
    expect(JSON.stringify(game.viewFor(s, 0).log)).not.toContain(`"player":1,"value"`);
  });

  it('TD-OPT-CAP: the cap ends the game at once — a token choice lapses and its tokens go back, rolls stay unseen, the end is logged', () => {
    let s = atActions(three(), [{ treasure: [5] }, { treasure: [1] }, {}]);
    s = edit(s, (d) => {
      (d as { maxDecisions: number | null }).maxDecisions = d.decisions + 1;
    });
    s = play(s, { type: 'perform', player: 0 });
    expect(s.outcome).toMatchObject({ reason: 'decision-cap' });
    expect([s.pending, s.tasks]).toEqual([{ kind: 'over' }, []]);
    expect(s.supply).toHaveLength(30);
    expect(s.seats.every((seat) => seat.roll === null && seat.kept === null)).toBe(true);
    expect(events(s).at(-1)).toEqual({ type: 'gameOver', outcome: s.outcome });
    expect(game.legalActions(s, 0)).toEqual([]);
    // One decision short of the cap, the game goes on.
    const before = edit(atActions(three(), [{ treasure: [5] }, { treasure: [1] }, {}]), (d) => {
      (d as { maxDecisions: number | null }).maxDecisions = d.decisions + 2;
    });
    expect(play(before, { type: 'perform', player: 0 }).outcome).toBeNull();
  });

  it('TD-OPT-CAP: a cap reached behind the screens ends the game with every roll and kept die unseen', () => {
    let s = game.setup({ ...stackedDice({ players: 3 }), maxDecisions: 1 });
    const roller = game.toAct(s)[0]!;
    s = play(s, game.legalActions(s, roller)[0]!);
    expect(s.outcome).toMatchObject({ reason: 'decision-cap' });
    expect(s.seats.map((seat) => [seat.roll, seat.kept])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(tortugaDiceStates.checkState(s)).toBeNull();
  });

  it('TD-OPT-CAP: a game that ends by its own rule on the last decision the cap allows keeps its own outcome', () => {
    const config = { players: 3, seed: 'capped-at-the-end' };
    const actions: DiceAction[] = [];
    let s = game.setup(config);
    while (s.outcome === null) {
      const action = game.legalActions(s, game.toAct(s)[0]!)[0]!;
      actions.push(action);
      s = game.apply(s, action);
    }
    expect(s.outcome.reason).toBe('tortuga');
    let capped = game.setup({ ...config, maxDecisions: actions.length });
    for (const action of actions) capped = game.apply(capped, action);
    expect(capped.outcome).toEqual(s.outcome);
    expect(events(capped).filter((e) => e.type === 'gameOver')).toHaveLength(1);
  });

  it('TD-END-1: the game ends after the round in which a player has 6 chests in Tortuga; the outcome says why', () => {
    const s = atActions(
      edit(three(), (d) => {
        d.seats[1]!.tortuga = ['red', 'red', 'blue', 'blue', 'yellow'];
        d.seats[1]!.shipFields = ['white'];
        d.seats[1]!.ship = 8;
      }),
      [{}, {}, {}],
    );
    expect(s.outcome).toMatchObject({ reason: 'tortuga', winners: [1] });
    expect(events(s).at(-1)).toEqual({ type: 'gameOver', outcome: s.outcome });
  });

  it('TD-ACT-TREASURE (ruling): with an empty bag 1st draws no chest but still looks at two tokens', () => {
    let s = atActions(
      edit(three(), (d) => {
        d.bag = [];
      }),
      [{ treasure: [5] }, {}, {}],
    );
    const island = [...s.seats[0]!.island];
    s = play(s, { type: 'perform', player: 0 });
    expect(s.seats[0]!.island).toEqual(island);
    expect(events(s).some((e) => e.type === 'chestDrawn')).toBe(false);
    expect(s.pending).toMatchObject({ kind: 'chooseToken', player: 0 });
  });

  it('TD-ACT-TREASURE (ruling): fewer tokens left, fewer to look at — one token is taken at once, none leaves nothing to take', () => {
    let one = atActions(
      edit(three(), (d) => {
        d.supply = [3];
      }),
      [{ treasure: [5] }, {}, {}],
    );
    one = play(one, { type: 'perform', player: 0 });
    expect(one.seats[0]!.tokens).toEqual([3]);
    expect(one.supply).toEqual([]);
    expect(one.pending.kind).not.toBe('chooseToken');
    let none = atActions(
      edit(three(), (d) => {
        d.supply = [];
      }),
      [{ treasure: [5] }, { treasure: [1] }, {}],
    );
    none = play(none, { type: 'perform', player: 0 });
    expect(none.seats[0]!.tokens).toEqual([]);
    expect(none.pending).toMatchObject({ kind: 'act', player: 1, action: 'treasure', place: 2 });
    none = play(none, { type: 'perform', player: 1 });
    expect(none.seats[1]!.tokens).toEqual([]);
  });

  describe('TD-ACT-BOARD', () => {
    const loaded = () =>
      edit(three(), (d) => {
        d.seats[1]!.shipFields = ['purple', 'blue'];
        d.seats[2]!.shipFields = ['red'];
        d.centralIsland = ['yellow', 'white'];
      });

    it('TD-ACT-BOARD: 1st takes a chest of its choice from the target’s ship; the target’s ship moves 1 left', () => {
      let s = atActions(loaded(), [{ board: [5] }, {}, { board: [1] }]);
      s = play(s, { type: 'target', player: 0, target: 1 });
      expect(game.legalActions(s, 0)).toEqual([
        { type: 'chest', player: 0, colour: 'blue' },
        { type: 'chest', player: 0, colour: 'purple' },
      ]);
      s = play(s, { type: 'chest', player: 0, colour: 'purple' });
      expect(s.seats[1]!.shipFields).toEqual(['blue']);
      expect(s.seats[0]!.island).toEqual(['red', 'purple']);
      expect(s.seats[1]!.ship).toBe(2);
      expect(s.seats[0]!.ship).toBe(3); // seat 1 had no die on board
    });

    it('TD-ACT-BOARD: a target with a die on board defends — the attacker’s ship moves 1 left too; 2nd names another player and takes an island chest', () => {
      let s = atActions(loaded(), [{ board: [5] }, { board: [3] }, { raid: [1] }]); // the raid keeps the round from moving on
      s = play(s, { type: 'target', player: 0, target: 1 }, { type: 'chest', player: 0, colour: 'blue' });
      expect([s.seats[0]!.ship, s.seats[1]!.ship]).toEqual([2, 2]);
      expect(game.legalActions(s, 1)).toEqual([
        { type: 'target', player: 1, target: 0 },
        { type: 'target', player: 1, target: 2 },
        { type: 'decline', player: 1 },
      ]);
      expect(game.validate(s, { type: 'target', player: 1, target: 1 })).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'TD-ACT-BOARD' });
      s = play(s, { type: 'target', player: 1, target: 2 });
      expect(s.seats[2]!.ship).toBe(2);
      expect(s.pending).toEqual({ kind: 'islandChest', player: 1 });
      s = play(s, { type: 'chest', player: 1, colour: 'white' });
      expect(s.seats[1]!.island).toEqual(['yellow', 'white']);
      expect(s.centralIsland).toEqual(['yellow']);
      expect(s.pending).toMatchObject({ kind: 'act', action: 'raid', player: 2 }); // the round goes on
      expect(events(s)).toEqual(
        expect.arrayContaining([
          { type: 'marker', player: 0, track: 'ship', from: 3, to: 2, reason: 'boardDefended' },
          { type: 'islandTaken', player: 1, colour: 'white' },
        ]),
      );
    });

    it('TD-ACT-BOARD: 2nd may not name the player 1st named; a lone chest is taken without a choice; the log tells it all', () => {
      let s = atActions(loaded(), [{ board: [5] }, { board: [3] }, { raid: [1] }]);
      s = play(s, { type: 'target', player: 0, target: 2 }); // seat 2's ship holds one chest: taken at once
      expect(s.seats[2]!.shipFields).toEqual([]);
      expect(s.seats[0]!.island).toEqual(['red', 'red']);
      expect(game.legalActions(s, 1)).toEqual([
        { type: 'target', player: 1, target: 0 },
        { type: 'decline', player: 1 },
      ]);
      expect(events(s)).toEqual(
        expect.arrayContaining([
          {
            type: 'ranking',
            action: 'board',
            totals: [
              { player: 0, total: 5 },
              { player: 1, total: 3 },
            ],
            first: 0,
            second: 1,
          },
          { type: 'targeted', player: 0, target: 2, action: 'board' },
          { type: 'chestStolen', player: 0, target: 2, colour: 'red' },
          { type: 'marker', player: 2, track: 'ship', from: 3, to: 2, reason: 'boarded' },
        ]),
      );
      expect(s.tasks.every((task) => typeof task === 'object' && task !== null)).toBe(true);
    });

    it('TD-ACT-BOARD: 2nd with an empty central island takes nothing, and the round goes on', () => {
      const empty = edit(loaded(), (d) => {
        d.centralIsland = [];
      });
      let s = atActions(empty, [{ board: [5] }, { board: [3] }, { raid: [1] }]);
      s = play(s, { type: 'target', player: 0, target: 1 }, { type: 'chest', player: 0, colour: 'blue' }, { type: 'target', player: 1, target: 2 });
      expect(s.seats[1]!.island).toEqual(['yellow']);
      expect(s.centralIsland).toEqual([]);
      expect(events(s).some((e) => e.type === 'islandTaken')).toBe(false);
      expect(s.pending).toMatchObject({ kind: 'act', action: 'raid', player: 2 });
    });

    it('TD-ACT-4: the raid’s named player is forgotten in a later round too, and ranking another action names nobody', () => {
      let s = atActions(loaded(), [{ raid: [5] }, { raid: [3] }, {}]);
      s = play(s, { type: 'target', player: 0, target: 2 }, { type: 'decline', player: 1 });
      expect(s.named).toEqual({ board: null, raid: 2 });
      expect(atActions(s, [{ raid: [2] }, {}, {}]).named).toEqual({ board: null, raid: null });
      expect(events(s)).toContainEqual({ type: 'declined', player: 1, action: 'raid' });
    });

    it('TD-ACT-4: in a later round 1st names again from everyone — the last round’s target is forgotten', () => {
      let s = atActions(loaded(), [{ board: [5] }, { board: [3] }, {}]);
      s = play(s, { type: 'target', player: 0, target: 2 }, { type: 'decline', player: 1 });
      expect(s.named.board).toBe(2);
      const next = atActions(s, [{ board: [2] }, { board: [6] }, {}]);
      expect(next.named.board).toBeNull();
      expect(game.legalActions(next, 1)).toEqual([
        { type: 'target', player: 1, target: 0 },
        { type: 'target', player: 1, target: 2 },
        { type: 'decline', player: 1 },
      ]);
    });
  });

  it('TD-ACT-RAID: the same with crew fields and pirate markers', () => {
    let s = atActions(
      edit(three(), (d) => {
        d.seats[2]!.crewFields = ['red', 'purple'];
      }),
      [{}, {}, {}].map((_, i) => (i === 1 ? { raid: [4] } : i === 2 ? { raid: [2] } : {})),
    );
    s = play(s, { type: 'target', player: 1, target: 2 }, { type: 'chest', player: 1, colour: 'purple' });
    expect(s.seats[2]!.crewFields).toEqual(['red']);
    expect(s.seats[1]!.island).toEqual(['yellow', 'purple']);
    expect([s.seats[1]!.pirate, s.seats[2]!.pirate]).toEqual([2, 2]);
    expect(events(s)).toEqual(
      expect.arrayContaining([
        { type: 'targeted', player: 1, target: 2, action: 'raid' },
        { type: 'marker', player: 2, track: 'pirate', from: 3, to: 2, reason: 'raided' },
        { type: 'marker', player: 1, track: 'pirate', from: 3, to: 2, reason: 'raidDefended' },
      ]),
    );
  });

  it('TD-ACT-5: a player with empty fields can be named: nothing is taken, the markers still move', () => {
    let s = atActions(three(), [{ board: [5] }, { raid: [1] }, {}]);
    s = play(s, { type: 'target', player: 0, target: 2 });
    expect(s.seats[2]!.ship).toBe(2);
    expect(s.seats[0]!.island).toEqual(['red']);
  });

  it('TD-ACT-6: after the actions the players take their dice back', () => {
    let s = atActions(three(), [{ ship: [5] }, {}, {}]);
    s = play(s, { type: 'perform', player: 0 });
    expect(s.round).toBe(2);
    for (const seat of s.seats) {
      expect(
        seat.hand.length + seat.placed.ship.length + seat.placed.crew.length + seat.placed.treasure.length + seat.placed.board.length + seat.placed.raid.length,
      ).toBeLessThanOrEqual(5);
    }
    expect(s.pending.kind).toBe('keep');
  });

  it('TD-TRACK-2: capacity 1 on field 1, 2 on fields 2–3, 3 on 4–5, 4 on 6–8', async () => {
    const { capacity } = await import('../../src/dice/data.js');
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(capacity)).toEqual([1, 2, 2, 3, 3, 4, 4, 4]);
  });

  it('TD-TRACK-3: when a marker moves left below what its fields hold, the owner chooses the chests that go to the central island', () => {
    let t = atActions(
      edit(three(), (d) => {
        d.seats[1]!.ship = 2;
        d.seats[1]!.shipFields = ['purple', 'blue'];
        d.seats[0]!.shipFields = ['red'];
      }),
      [{ raid: [1] }, {}, { board: [5] }],
    );
    t = play(t, { type: 'target', player: 2, target: 1 }, { type: 'chest', player: 2, colour: 'blue' });
    expect(t.seats[1]!.ship).toBe(1);
    expect(t.seats[1]!.shipFields).toEqual(['purple']); // capacity 1: nothing more to give up
    let u = atActions(
      edit(three(), (d) => {
        d.seats[1]!.ship = 2;
        d.seats[1]!.shipFields = ['purple', 'blue'];
        d.seats[2]!.crewFields = [];
      }),
      [{ raid: [1] }, {}, { board: [5] }],
    );
    u = play(u, { type: 'target', player: 2, target: 0 }); // seat 0 empty; no loss for seat 1
    expect(u.seats[1]!.shipFields).toEqual(['purple', 'blue']);
    let v = atActions(
      edit(three(), (d) => {
        d.seats[1]!.ship = 2;
        d.seats[1]!.shipFields = ['purple', 'blue'];
      }),
      [{ board: [5], raid: [1] }, {}, { board: [1] }],
    );
    v = play(v, { type: 'decline', player: 0 }, { type: 'target', player: 2, target: 1 });
    expect(v.pending).toEqual({ kind: 'giveUp', player: 1, field: 'ship' });
    v = play(v, { type: 'chest', player: 1, colour: 'blue' });
    expect(v.seats[1]!.shipFields).toEqual(['purple']);
    expect(events(v)).toContainEqual({ type: 'toIsland', player: 1, colour: 'blue', toBag: false });
    expect(v.seats[2]!.island).toContain('blue'); // 2nd place then takes it from the central island
  });

  it('TD-ISLAND-1: the central island holds one chest per colour; a second one of a colour goes into the bag', () => {
    let s = atActions(
      edit(three(), (d) => {
        d.seats[1]!.ship = 2;
        d.seats[1]!.shipFields = ['blue', 'blue'];
        d.centralIsland = ['blue'];
      }),
      [{ board: [5], raid: [1] }, {}, { board: [1] }],
    );
    const bag = s.bag.length;
    s = play(s, { type: 'decline', player: 0 }, { type: 'target', player: 2, target: 1 });
    expect(s.bag).toHaveLength(bag + 1);
    expect(events(s)).toContainEqual({ type: 'toIsland', player: 1, colour: 'blue', toBag: true });
  });
});
