import { describe, expect, it } from 'vitest';
import { allChests, CHEST_COUNTS, DICE_ACTIONS } from '../../src/dice/data.js';
import { bestSets, scorePlayer } from '../../src/dice/scoring.js';
import type { ChestColour, DiceSeat, DiceState } from '../../src/dice/types.js';
import { atActions, edit, events, game, mixedBag, play, stackedDice } from '../support/dice.js';

/** Every chest in the game, wherever it is. */
function chestsOf(s: DiceState): ChestColour[] {
  return [...s.bag, ...s.centralIsland, ...s.seats.flatMap((seat) => [...seat.island, ...seat.crewFields, ...seat.shipFields, ...seat.tortuga])];
}

function seat(fields: Partial<DiceSeat>): DiceSeat {
  return { ...game.setup({ players: 2, seed: 'x' }).seats[0]!, shipFields: [], crewFields: [], island: [], tortuga: [], ...fields } as DiceSeat;
}

/** Seat 0 of a stacked 3-player game with the given board, right after the round's moving (it draws blue). */
function afterMoving(seat0: Partial<DiceSeat>): DiceState {
  const start = edit(game.setup(stackedDice({ players: 3 })), (d) => {
    d.seats[0] = { ...d.seats[0]!, ...seat0 };
  });
  return atActions(start, [{}, {}, {}]);
}

/** Seat 0's choices of a chest to give up. */
function chestChoices(colours: ChestColour[]) {
  return colours.map((colour) => ({ type: 'chest', player: 0, colour }));
}

describe('Tortuga dice: components, set-up, moving, the end and scoring', () => {
  it('TD-COMP-1: 40 chests — 10 red, 10 blue, 10 yellow, 5 white, 5 purple — and a bag', () => {
    const s = game.setup({ players: 4, seed: 'comp1' });
    expect(chestsOf(s).sort()).toEqual(allChests().sort());
    expect(CHEST_COUNTS).toEqual({ red: 10, blue: 10, yellow: 10, white: 5, purple: 5 });
  });

  it('TD-COMP-2: 30 face-down treasure tokens: 17 × 1, 9 × 2, 4 × 3', () => {
    const s = game.setup({ players: 3, seed: 'comp2' });
    const count = (v: number) => s.supply.filter((t) => t === v).length;
    expect([s.supply.length, count(1), count(2), count(3)]).toEqual([30, 17, 9, 4]);
  });

  it('TD-COMP-3: 20 advantage tokens on the central island', () => {
    expect(game.setup({ players: 2, seed: 'comp3' }).advantageSupply).toBe(20);
  });

  it('TD-COMP-4: each player has five dice, two tracks, ship, crew and island fields, Tortuga and five advantage fields', () => {
    const s = game.setup({ players: 4, seed: 'comp4' });
    for (const p of s.seats) {
      expect([...p.hand, ...(p.kept ?? [])].length).toBe(5);
      expect(Object.keys(p.advantage)).toEqual([...DICE_ACTIONS]);
      expect([p.ship, p.pirate]).toEqual([3, 3]);
    }
  });

  it('TD-COMP-5: the central island starts empty; one start player', () => {
    const s = game.setup({ players: 3, seed: 'comp5' });
    expect(s.centralIsland).toEqual([]);
    expect(game.viewFor(s, null).startPlayer).toBe(0);
  });

  it('TD-SETUP-1: tokens face down and chests in the bag, both shuffled', () => {
    const a = game.setup({ players: 2, seed: 'one' });
    const b = game.setup({ players: 2, seed: 'two' });
    expect(a.bag).toHaveLength(36);
    expect(a.bag).not.toEqual(b.bag);
    expect(a.supply).not.toEqual(b.supply);
    expect(JSON.stringify(game.viewFor(a, 0))).not.toMatch(/"bag"|"supply"|"rng"/);
  });

  it('TD-SETUP-2: markers on field 3; two chests each, the first onto the island field, the second onto the first crew field', () => {
    const s = game.setup(stackedDice({ players: 2 }));
    expect(s.seats[0]).toMatchObject({ ship: 3, pirate: 3, island: ['red'], crewFields: ['blue'] });
    expect(s.seats[1]).toMatchObject({ island: ['yellow'], crewFields: ['white'] });
  });

  it('TD-SETUP-3: the start player is an option (default seat 0); seats go clockwise', () => {
    expect(game.setup({ players: 3, seed: 'x', startPlayer: 2 }).startPlayer).toBe(2);
    expect(() => game.setup({ players: 3, seed: 'x', startPlayer: 3 })).toThrow(/startPlayer/);
    const next = atActions(game.setup(stackedDice({ players: 3 })), [{}, {}, {}]);
    expect(next.startPlayer).toBe(1);
  });

  it('TD-MOVE-1: each player draws one chest onto the island field; nothing from an empty bag', () => {
    const s = atActions(game.setup(stackedDice({ players: 2 })), [{}, {}]);
    expect(events(s).filter((e) => e.type === 'chestDrawn')).toEqual([
      { type: 'chestDrawn', player: 0, colour: 'purple', to: 'island' },
      { type: 'chestDrawn', player: 1, colour: 'red', to: 'island' },
    ]);
    const empty = atActions(
      edit(game.setup(stackedDice({ players: 2 })), (d) => {
        d.bag = [];
      }),
      [{}, {}],
    );
    expect(events(empty).some((e) => e.type === 'chestDrawn')).toBe(false);
  });

  it('TD-MOVE-2: ship chests go to Tortuga, crew chests to the ship, island chests to the crew (Suzanne’s example)', () => {
    const start = edit(game.setup(stackedDice({ players: 2 })), (d) => {
      d.seats[0] = { ...d.seats[0]!, shipFields: ['yellow', 'blue'], crewFields: ['yellow'], island: ['purple'] };
    });
    const s = atActions(start, [{}, {}]); // seat 0 draws the purple chest of the stacked bag
    expect(s.seats[0]).toMatchObject({ tortuga: ['yellow', 'blue'], shipFields: ['yellow'], crewFields: ['purple', 'purple'], island: [] });
  });

  it('TD-MOVE-3: chests beyond a field’s capacity go to the central island, the owner choosing which', () => {
    let s = afterMoving({ pirate: 1, island: ['red'], crewFields: [] }); // island [red, blue] → crew capacity 1
    expect(s.pending).toEqual({ kind: 'giveUp', player: 0, field: 'crew' });
    expect(game.legalActions(s, 0)).toEqual(chestChoices(['red', 'blue']));
    s = play(s, { type: 'chest', player: 0, colour: 'red' });
    expect(s.seats[0]!.crewFields).toEqual(['blue']);
    expect(s.centralIsland).toEqual(['red']);
  });

  it('TD-MOVE-2 (ruling), TD-MOVE-3: crew chests moving onto a short ship overflow it, and the ship fields are trimmed before the crew fields', () => {
    let s = afterMoving({ ship: 1, pirate: 1, crewFields: ['red', 'yellow'], island: ['white'] }); // ship [red, yellow] (room 1), crew [white, blue] (room 1)
    expect(s.seats[0]!.shipFields).toEqual(['red', 'yellow']);
    expect(s.pending).toEqual({ kind: 'giveUp', player: 0, field: 'ship' });
    expect(game.legalActions(s, 0)).toEqual(chestChoices(['red', 'yellow']));
    s = play(s, { type: 'chest', player: 0, colour: 'yellow' });
    expect(s.seats[0]!.shipFields).toEqual(['red']);
    expect(s.pending).toEqual({ kind: 'giveUp', player: 0, field: 'crew' });
    s = play(s, { type: 'chest', player: 0, colour: 'white' });
    expect(s.seats[0]!.crewFields).toEqual(['blue']);
    expect(s.centralIsland).toEqual(['yellow', 'white']);
  });

  it('TD-MOVE-3, TD-ISLAND-1: once the owner has given up the chest of another colour, the chests of one colour left over leave one by one until the field fits', () => {
    const s = afterMoving({ ship: 1, crewFields: ['red', 'blue', 'blue', 'blue'] }); // ship [red, blue, blue, blue] (room 1)
    expect(s.pending).toEqual({ kind: 'giveUp', player: 0, field: 'ship' });
    const t = play(s, { type: 'chest', player: 0, colour: 'red' });
    expect(t.seats[0]!.shipFields).toEqual(['blue']);
    expect(t.centralIsland).toEqual([...s.centralIsland, 'red', 'blue']); // the second blue goes into the bag
    expect(t.bag).toHaveLength(s.bag.length + 1);
    expect(s.seats[0]!.shipFields).toEqual(['red', 'blue', 'blue', 'blue']); // the old state is untouched
  });

  it('TD-END-1: a player with at least 6 chests in Tortuga after moving ends the game; otherwise the start player passes on', () => {
    const near = edit(game.setup(stackedDice({ players: 2 })), (d) => {
      d.seats[1]!.tortuga = ['red', 'red', 'red', 'red', 'red'];
      d.seats[1]!.shipFields = ['blue'];
    });
    const over = atActions(near, [{}, {}]);
    expect(game.outcome(over)).not.toBeNull();
    expect(game.toAct(over)).toEqual([]);
    const going = atActions(game.setup(stackedDice({ players: 2 })), [{}, {}]);
    expect(game.outcome(going)).toBeNull();
    expect(going.startPlayer).toBe(1);
  });

  it('TD-VAR-LONG: the long game ends at 8 chests in Tortuga', () => {
    const near = edit(game.setup({ ...stackedDice({ players: 2 }), long: true }), (d) => {
      d.seats[1]!.tortuga = ['red', 'red', 'red', 'red', 'red'];
      d.seats[1]!.shipFields = ['blue'];
    });
    expect(game.outcome(atActions(near, [{}, {}]))).toBeNull();
  });

  it('TD-SCORE-1: 3 per chest in Tortuga, 2 on ship fields, 1 on crew fields; purple double; the island field scores nothing', () => {
    expect(scorePlayer(seat({ tortuga: ['red', 'purple'], shipFields: ['blue'], crewFields: ['purple'], island: ['red'] })).chests).toBe(3 + 6 + 2 + 2);
  });

  it('TD-SCORE-2: sets of yellow, blue and red; chests in Tortuga stand for any colour; each chest in one set', () => {
    expect(bestSets(seat({ crewFields: ['yellow', 'blue', 'red'] }))).toBe(1);
    expect(bestSets(seat({ crewFields: ['yellow', 'yellow'], tortuga: ['white', 'purple'] }))).toBe(1);
    expect(bestSets(seat({ crewFields: ['red'], tortuga: ['white', 'white', 'white', 'white', 'white'] }))).toBe(2);
    expect(bestSets(seat({ tortuga: ['red', 'red', 'red', 'red', 'red', 'red'] }))).toBe(2);
  });

  it('TD-SCORE-3: one point per field reached on each track', () => {
    expect(scorePlayer(seat({ ship: 5, pirate: 2 })).tracks).toBe(7);
  });

  it('TD-SCORE-4: one point per coin on the treasure tokens', () => {
    expect(scorePlayer(seat({ tokens: [3, 1] })).coins).toBe(4);
  });

  it('TD-SCORE-5: the highest total wins; a tie gives several winners', () => {
    const tie = edit(game.setup(stackedDice({ players: 2 })), (d) => {
      for (const s of d.seats) {
        s.tortuga = ['red', 'red', 'red', 'red', 'red', 'red'];
        s.shipFields = [];
        s.crewFields = [];
        s.island = [];
      }
      d.bag = [];
    });
    const over = atActions(tie, [{}, {}]);
    expect(game.outcome(over)?.winners).toEqual([0, 1]);
  });

  it('TD-SCORE-EX: the rulebook’s 42 points — 18 Tortuga, 4 purple on the ship, 2 crew, 6 for two sets, 8 fields, 4 coins', () => {
    const tom = seat({
      tortuga: ['red', 'yellow', 'blue', 'blue', 'white', 'red'],
      shipFields: ['purple'],
      crewFields: ['red', 'white'],
      ship: 5,
      pirate: 3,
      tokens: [2, 1, 1],
    });
    expect(scorePlayer(tom)).toEqual({ chests: 18 + 4 + 2, sets: 2, tracks: 8, coins: 4, total: 42 });
  });

  it('TD-2P-1: with 2 players only 1st place carries out an action', () => {
    const s = atActions(game.setup(stackedDice({ players: 2 })), [{ ship: [5] }, { ship: [3] }]);
    expect(events(s).find((e) => e.type === 'ranking')).toMatchObject({ first: 0, second: null });
  });

  it('TD-2P-2: with 2 players every chest bound for the central island goes into the bag', () => {
    let s = atActions(
      edit(game.setup(stackedDice({ players: 2 })), (d) => {
        d.seats[0]!.ship = 2;
        d.seats[0]!.shipFields = ['purple', 'purple'];
      }),
      [{ board: [5] }, { board: [1] }], // seat 1 defends: seat 0's ship drops to capacity 1
    );
    s = play(s, { type: 'perform', player: 0 });
    expect(events(s)).toContainEqual({ type: 'toIsland', player: 0, colour: 'purple', toBag: true });
    expect(s.centralIsland).toEqual([]);
  });

  it('TD-2P-3: ship and crew move one field; treasure draws a chest and takes one token without a choice', () => {
    let s = atActions(game.setup(stackedDice({ players: 2 })), [{ ship: [5], treasure: [4] }, { crew: [5] }]);
    s = play(s, { type: 'perform', player: 0 }, { type: 'perform', player: 1 }, { type: 'perform', player: 0 });
    expect([s.seats[0]!.ship, s.seats[1]!.pirate]).toEqual([4, 4]);
    expect(s.seats[0]!.tokens).toEqual([3]);
    expect(events(s).some((e) => e.type === 'chestDrawn' && e.to === 'island' && e.player === 0)).toBe(true);
  });

  it('TD-2P-4: board and raid take a chest from the other player; raid moves the pirate markers (ruling)', () => {
    let s = atActions(
      edit(game.setup(stackedDice({ players: 2 })), (d) => {
        d.seats[1]!.crewFields = ['purple', 'yellow'];
      }),
      [{ raid: [5] }, { raid: [1] }],
    );
    expect(game.legalActions(s, 0)).toEqual([
      { type: 'perform', player: 0 },
      { type: 'decline', player: 0 },
    ]);
    s = play(s, { type: 'perform', player: 0 }, { type: 'chest', player: 0, colour: 'yellow' });
    expect([s.seats[0]!.pirate, s.seats[1]!.pirate]).toEqual([2, 2]);
    expect([s.seats[0]!.ship, s.seats[1]!.ship]).toEqual([3, 3]);
    // Seat 1 first: its target is seat 0.
    let t = atActions(
      edit(game.setup(stackedDice({ players: 2 })), (d) => {
        d.seats[0]!.shipFields = ['white'];
      }),
      [{}, { board: [4] }],
    );
    t = play(t, { type: 'perform', player: 1 });
    expect(events(t)).toEqual(
      expect.arrayContaining([
        { type: 'targeted', player: 1, target: 0, action: 'board' },
        { type: 'chestStolen', player: 1, target: 0, colour: 'white' },
      ]),
    );
  });

  it('TD-INFO-2: token values are seen by their owner only; others see how many each holds', () => {
    const s = edit(game.setup(stackedDice({ players: 3 })), (d) => {
      d.seats[1]!.tokens = [3, 1];
    });
    expect(game.viewFor(s, 1).you?.tokens).toEqual([3, 1]);
    expect(game.viewFor(s, 0).seats[1]!.tokenCount).toBe(2);
    expect(JSON.stringify(game.viewFor(s, 0))).not.toContain('"tokens":[3,1]');
  });

  it('TD-INFO-1: kept dice become public when the screens lift; dice returned to hand are never shown', () => {
    let s = game.setup(
      stackedDice({ players: 2, rolls: ['ship', 'crew', 'raid', 'raid', 'raid', 'treasure', 'treasure', 'treasure', 'treasure', 'treasure'] }),
    );
    s = play(s, { type: 'keep', player: 0, dice: [0] }, { type: 'keep', player: 1, dice: [0, 1, 2, 3, 4] });
    const spectator = game.viewFor(s, null);
    expect(spectator.seats[0]!.placed.ship).toEqual([{ die: 0, skull: false, value: 1 }]);
    expect(JSON.stringify(spectator.log)).not.toContain('rollPrivate');
  });

  it('TD-INFO-3: the order of the bag and of the tokens and the generator never appear in a view', () => {
    const s = game.setup({ players: 4, seed: 'info3' });
    for (const viewer of [null, 0, 1, 2, 3]) expect(JSON.stringify(game.viewFor(s, viewer))).not.toMatch(/"bag"|"supply"|"rng"|"rollScript"/);
  });

  it('TD-INFO-4: boards, markers, chests, advantage tokens, placed dice, totals and the start player are public', () => {
    const s = atActions(game.setup(stackedDice({ players: 3 })), [{ ship: [4] }, {}, {}]);
    const v = game.viewFor(s, null);
    expect(v.seats[0]!.totals.ship).toBe(4);
    expect(v.seats[0]!.crewFields).toEqual(['blue']);
    expect(v.bagSize).toBe(s.bag.length);
    expect(v.centralIsland).toEqual([]);
  });

  it('chests are conserved through a whole game', () => {
    const s = game.setup(stackedDice({ players: 3, bag: mixedBag() }));
    expect(chestsOf(s)).toHaveLength(40);
  });
});
