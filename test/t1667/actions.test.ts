import { describe, expect, it } from 'vitest';
import { deepEqual } from '../../src/core/engine/deep-equal.js';
import type { T1667Action } from '../../src/t1667/types.js';
import { attackHands, edit, events, game, mutinyHands, picker, play, randomWalk, stacked, started } from '../support/t1667.js';

describe('Tortuga 1667 actions (§5)', () => {
  it('T67-ACT-PEEK: two different face-down cards are seen by the peeker alone and stay in their slots', () => {
    let s = started(stacked({ players: 4 })); // row: spot, pistol, marque, spot, pistol
    const row = [...s.row];
    s = play(s, { type: 'peek', player: 1, slots: [0, 2] });
    expect(s.row).toEqual(row);
    expect(game.viewFor(s, 1).row.map((slot) => slot.known)).toEqual(['spot', null, 'marque', null, null]);
    expect(game.viewFor(s, 2).row.map((slot) => slot.known)).toEqual([null, null, null, null, null]);
    expect(s.log.flat()).toContainEqual(
      expect.objectContaining({ to: [1], event: { type: 'peekResult', player: 1, slots: [0, 2], cards: ['spot', 'marque'] } }),
    );
    expect(game.validate(s, { type: 'peek', player: 2, slots: [1, 1] })).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'T67-ACT-PEEK' });
    expect(game.validate(s, { type: 'peek', player: 2, slots: [3, 1] })).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'T67-ACT-PEEK' });
  });

  it('T67-ACT-PEEK: not allowed with fewer than two face-down cards', () => {
    const s = started(stacked({ players: 4, eventDeck: ['armada'] }));
    expect(game.legalActions(s, 1).filter((a) => a.type === 'peek' || a.type === 'force')).toEqual([]);
    expect(game.validate(s, { type: 'peek', player: 1, slots: [0, 1] })).toMatchObject({ rule: 'T67-END-3' });
  });

  it('T67-ACT-REVEAL: the revealer resolves the card and the slot is refilled from the deck', () => {
    let s = started(stacked({ players: 4 }));
    s = play(s, { type: 'reveal', player: 1, slot: 0 }); // Black Spot: seat 1 is marooned
    expect(s.tortuga.line).toEqual([1]);
    expect(s.row[0]).toBe('marque'); // the deck's top card
    expect(s.discard).toEqual(['spot']);
    expect(events(s)).toContainEqual({ type: 'reveal', player: 1, slot: 0, card: 'spot' });
  });

  it('T67-ACT-PEEK, T67-ACT-REVEAL: a decision copies only what it changes — a peek leaves the other seats and the after-action record the old state’s own; a reveal forgets the peeks at its slot only', () => {
    const s = started(stacked({ players: 4 })); // row: spot, pistol, marque, spot, pistol
    const peeked = play(s, { type: 'peek', player: 1, slots: [0, 2] });
    expect(peeked.seats[1]!.peeks).toEqual(['spot', null, 'marque', null, null]);
    expect(s.seats[1]!.peeks).toEqual([null, null, null, null, null]); // the old state is untouched
    expect(peeked.seats[0]).toBe(s.seats[0]);
    expect(peeked.seats[2]).toBe(s.seats[2]);
    expect(peeked.ships).toBe(s.ships);
    expect(peeked.afterAction).toBe(s.afterAction); // nothing to draw or refill after a peek
    const revealed = play(peeked, { type: 'reveal', player: 2, slot: 0 }); // the Black Spot seat 1 peeked at
    expect(revealed.seats[1]!.peeks).toEqual([null, null, 'marque', null, null]);
    expect(peeked.seats[1]!.peeks).toEqual(['spot', null, 'marque', null, null]);
    expect(revealed.seats[0]!.peeks).toBe(peeked.seats[0]!.peeks); // seat 0 had not peeked there
  });

  it('T67-ACT-PEEK, T67-ACT-REVEAL, T67-ACT-FORCE, T67-OPT-CHAOS: validate takes a row action exactly when legalActions lists it — every pair of slots in either order or repeated, face-up and missing slots, every target (the player too, and a seat out of range), with chaos, on and off the turn', () => {
    const base = started(stacked({ players: 4 }));
    const positions = [
      base,
      edit(base, (d) => void ((d.row[1] = null), (d.row[3] = null))),
      edit(base, (d) => void ((d.options as { chaos: boolean }).chaos = true)),
    ];
    let accepted = 0;
    for (const s of positions) {
      for (const player of [1, 2]) {
        const legal = game.legalActions(s, player);
        const tried: T1667Action[] = [];
        for (let a = 0; a <= 5; a++) {
          tried.push({ type: 'reveal', player, slot: a });
          for (let b = 0; b <= 5; b++) {
            tried.push({ type: 'peek', player, slots: [a, b] });
            for (let target = 0; target <= 4; target++) tried.push({ type: 'force', player, slots: [a, b], target });
          }
        }
        for (const action of tried) {
          const listed = legal.find((candidate) => deepEqual(candidate, action));
          expect(game.validate(s, action) === null).toBe(listed !== undefined);
          if (listed === undefined) continue;
          accepted++;
          expect(game.apply(s, action)).toEqual(game.apply(s, listed));
        }
      }
    }
    // 4 players, 5 then 3 face-down slots: 10 + 5 + 30 legal row actions, then 3 + 3 + 9, then 5 + 30 under chaos (no peeks).
    expect(accepted).toBe(45 + 15 + 35);
  });

  it('T67-ACT-ROW, T67-ACT-ATTACK, T67-ACT-MAROON, T67-ACT-MUTINY, T67-ACT-SMUGGLE, T67-ACT-BRAWL, T67-EVT-MARQUE, T67-OPT-TIMER, T67-EVT-ATLANTIS: the turn player’s actions beside the row are accepted exactly as legalActions lists them, apply as the listed ones, and are picked by index in the same order', () => {
    const ROW_TYPES = new Set(['peek', 'reveal', 'force']);
    const seen = new Set<string>();
    let checked = 0;
    let refused = 0;
    for (const [players, seed] of [
      [4, 'beside-row-a'],
      [5, 'beside-row-b'],
      [7, 'beside-row-c'],
    ] as const) {
      randomWalk({ players, seed, stars: 8, timer: true }, `${seed}-walk`, (s) => {
        if (s.pending.kind !== 'action') return;
        const seat = s.pending.player;
        const legal = game.legalActions(s, seat);
        // The count and pick of a playout list the same actions in the same order.
        expect(Array.from({ length: game.legalActionCount(s, seat) }, (_, i) => game.legalActionAt(s, seat, i))).toEqual(legal);
        for (const listed of legal) {
          if (ROW_TYPES.has(listed.type)) continue;
          seen.add(listed.type);
          const copy = JSON.parse(JSON.stringify(listed)) as T1667Action;
          expect(game.validate(s, copy)).toBeNull();
          expect(game.apply(s, copy)).toEqual(game.apply(s, listed));
          checked++;
          // Variants — in another seat's name, naming the player itself — are taken exactly when that seat's list holds them.
          const variants = [{ ...listed, player: (seat + 1) % players }, ...('target' in listed ? [{ ...listed, target: seat }] : [])] as T1667Action[];
          for (const variant of variants) {
            const held = game.legalActions(s, variant.player).some((candidate) => deepEqual(candidate, variant));
            expect(game.validate(s, variant) === null).toBe(held);
            if (!held) refused++;
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(100); // most variants are refused
    for (const type of ['row', 'attack', 'maroon', 'mutiny', 'smuggle', 'brawl', 'marque', 'timeout', 'atlantis']) expect(seen).toContain(type);
  });

  it('T67-ACT-REVEAL: the slot is refilled only after the card is resolved completely (the German book’s order)', () => {
    let s = started(stacked({ players: 4 })); // row: spot, pistol, marque, spot, pistol; deck: marque, spot, albatross, marque, armada
    s = play(s, { type: 'reveal', player: 1, slot: 1 }); // Pistol: the revealer names a player first
    expect(s.pending).toEqual({ kind: 'pistol', player: 1 });
    expect(s.row[1]).toBeNull();
    expect(s.eventDeck).toHaveLength(5);
    expect(game.viewFor(s, 0).row[1]).toEqual({ slot: 1, faceDown: false, known: null });
    expect(game.viewFor(s, 0).afterAction).toEqual({ refillSlot: 1, drawing: [] });
    s = play(s, { type: 'pistol', player: 1, target: 2 });
    expect(s.row[1]).toBe('marque');
    expect(s.eventDeck).toHaveLength(4);
    const order = events(s).map((e) => e.type);
    expect(order.indexOf('marooned')).toBeGreaterThan(order.indexOf('reveal'));
  });

  it('T67-END-1: the row is reshuffled when the refill after a resolved card takes the deck’s last card', () => {
    let s = started(stacked({ players: 4, eventDeck: ['pistol', 'spot', 'marque', 'spot', 'pistol', 'armada'] }));
    s = play(s, { type: 'reveal', player: 1, slot: 0 }); // Pistol: the deck still holds the Armada while the target is named
    expect(s.eventDeck).toEqual(['armada']);
    expect(events(s).some((e) => e.type === 'rowReshuffled')).toBe(false);
    s = play(s, { type: 'pistol', player: 1, target: 3 });
    expect(s.eventDeck).toEqual([]);
    expect(
      events(s)
        .map((e) => e.type)
        .slice(-3),
    ).toEqual(['marooned', 'rowReshuffled', 'turn']);
  });

  it('T67-END-1: the reshuffle lays the same face-down cards out again in the same slots, in a random order', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++) {
      let s = started(stacked({ players: 4, seed: `reshuffle-${i}`, eventDeck: ['spot', 'pistol', 'marque', 'albatross', 'eldorado', 'armada'] }));
      s = play(s, { type: 'reveal', player: 1, slot: 0 }); // Black Spot: the refill takes the Armada, the deck's last card
      expect(events(s)).toContainEqual({ type: 'rowReshuffled' });
      expect(s.row[0]).not.toBeNull();
      expect(s.row.filter((card) => card !== null).sort()).toEqual(['albatross', 'armada', 'eldorado', 'marque', 'pistol']);
      orders.add(s.row.join());
    }
    expect(orders.size).toBeGreaterThan(3);
  });

  it('T67-ACT-FORCE: the named player picks one of the two cards and becomes its revealer', () => {
    let s = started(stacked({ players: 4 }));
    expect(game.validate(s, { type: 'force', player: 1, slots: [0, 1], target: 1 })).toMatchObject({ rule: 'T67-ACT-FORCE' });
    s = play(s, { type: 'force', player: 1, slots: [0, 1], target: 2 });
    expect(game.toAct(s)).toEqual([2]);
    expect(game.legalActions(s, 2)).toEqual([
      { type: 'pick', player: 2, slot: 0 },
      { type: 'pick', player: 2, slot: 1 },
    ]);
    s = play(s, { type: 'pick', player: 2, slot: 1 }); // the Pistol: seat 2 is its revealer
    expect(s.pending).toEqual({ kind: 'pistol', player: 2 });
    s = play(s, { type: 'pistol', player: 2, target: 3 });
    expect(s.tortuga.line).toEqual([3]);
    expect(s.turn.player).toBe(2); // seat 1's action is over; play passes to seat 2
  });

  it('T67-ACT-ROW: rowboats are adjacent to their ship and to Tortuga only', () => {
    let s = started(stacked({ players: 4 })); // FD [0, 2], JR [1, 3]
    expect(game.legalActions(s, 1).filter((a) => a.type === 'row')).toEqual([{ type: 'row', player: 1, to: 'jrBoat' }]);
    s = play(
      s,
      { type: 'row', player: 1, to: 'jrBoat' },
      { type: 'peek', player: 2, slots: [0, 1] },
      { type: 'peek', player: 3, slots: [0, 1] },
      { type: 'peek', player: 0, slots: [0, 1] },
    );
    expect(game.legalActions(s, 1).filter((a) => a.type === 'row')).toEqual([
      { type: 'row', player: 1, to: 'tortuga' },
      { type: 'row', player: 1, to: 'jr' },
    ]);
    expect(game.validate(s, { type: 'row', player: 1, to: 'fd' })).toMatchObject({ rule: 'T67-ACT-ROW' });
    s = play(
      s,
      { type: 'row', player: 1, to: 'tortuga' },
      { type: 'peek', player: 2, slots: [0, 1] },
      { type: 'peek', player: 3, slots: [0, 1] },
      { type: 'peek', player: 0, slots: [0, 1] },
    );
    expect(game.legalActions(s, 1).filter((a) => a.type === 'row')).toEqual([
      { type: 'row', player: 1, to: 'fdBoat' },
      { type: 'row', player: 1, to: 'jrBoat' },
    ]);
    // An occupied rowboat is no destination.
    for (const boat of ['fdBoat', 'jrBoat'] as const) {
      const taken = edit(s, (d) => {
        d.rowboats[boat] = 2;
        d.ships.fd.crew = [0];
      });
      expect(game.legalActions(taken, 1).filter((a) => a.type === 'row')).toEqual([{ type: 'row', player: 1, to: boat === 'fdBoat' ? 'jrBoat' : 'fdBoat' }]);
    }
    s = play(
      s,
      { type: 'row', player: 1, to: 'fdBoat' },
      { type: 'peek', player: 2, slots: [0, 1] },
      { type: 'peek', player: 3, slots: [0, 1] },
      { type: 'peek', player: 0, slots: [0, 1] },
    );
    s = play(s, { type: 'row', player: 1, to: 'fd' });
    expect(events(s).filter((e) => e.type === 'moved')).toEqual([
      { type: 'moved', player: 1, from: 'jr', to: 'jrBoat', reason: 'row' },
      { type: 'moved', player: 1, from: 'jrBoat', to: 'tortuga', reason: 'row' },
      { type: 'moved', player: 1, from: 'tortuga', to: 'fdBoat', reason: 'row' },
      { type: 'moved', player: 1, from: 'fdBoat', to: 'fd', reason: 'row' },
    ]);
  });

  describe('T67-ACT-ATTACK', () => {
    // Seat 1 plays a cannon, seat 3 a torch, the deck card is a cannon: the attack succeeds.
    const { hands, deckCard } = attackHands();
    const config = stacked({ players: 4, hands, deckTop: [deckCard] });

    it('T67-ACT-ATTACK: every pawn on the ship votes; on success the Captain may take one galleon chest into a hold of choice', () => {
      let s = started(config); // JR [1, 3]
      s = play(s, { type: 'attack', player: 1 });
      expect(s.pending).toMatchObject({ kind: 'vote', vote: 'attack', voters: [1, 3] });
      s = play(s, { type: 'vote', player: 3, cards: [s.seats[3]!.hand[0]!] }, { type: 'vote', player: 1, cards: [s.seats[1]!.hand[0]!] });
      expect(s.pending).toEqual({ kind: 'loot', player: 1, ship: 'jr' });
      expect(game.legalActions(s, 1)).toEqual([
        { type: 'takeChest', player: 1, from: 'galleon', into: 'british' },
        { type: 'takeChest', player: 1, from: 'galleon', into: 'french' },
        { type: 'declineChest', player: 1 },
      ]);
      s = play(s, { type: 'takeChest', player: 1, from: 'galleon', into: 'british' });
      expect(events(s)).toContainEqual({ type: 'chestTaken', player: 1, from: 'galleon', into: 'british', ship: 'jr' });
      expect(s.galleon).toBe(3);
      expect(s.ships.jr).toMatchObject({ british: 1, french: 1 });
      expect(s.turn.player).toBe(2);
    });

    it('T67-ACT-ATTACK: the Captain may decline the chest', () => {
      let s = started(config);
      s = play(s, { type: 'attack', player: 1 });
      s = play(s, { type: 'vote', player: 1, cards: [s.seats[1]!.hand[0]!] }, { type: 'vote', player: 3, cards: [s.seats[3]!.hand[0]!] });
      s = play(s, { type: 'declineChest', player: 1 });
      expect(s.galleon).toBe(4);
      expect(events(s)).toContainEqual({ type: 'chestDeclined', player: 1 });
    });

    it('T67-ACT-ATTACK: with the galleon empty the chest comes from a hold of the other ship, manned or not', () => {
      let s = edit(started(config), (d) => {
        d.galleon = 0;
        d.ships.fd.french = 4; // FD: british 1 (starting chest), french 4
        d.ships.fd.crew = [];
        d.tortuga.line = [0, 2];
      });
      s = play(s, { type: 'attack', player: 1 });
      s = play(s, { type: 'vote', player: 1, cards: [s.seats[1]!.hand[0]!] }, { type: 'vote', player: 3, cards: [s.seats[3]!.hand[0]!] });
      expect(game.legalActions(s, 1).map((a) => (a.type === 'takeChest' ? `${a.from}>${a.into}` : a.type))).toEqual([
        'british>british',
        'british>french',
        'french>british',
        'french>french',
        'declineChest',
      ]);
      s = play(s, { type: 'takeChest', player: 1, from: 'french', into: 'french' });
      expect(s.ships.fd.french).toBe(3);
      expect(s.ships.jr.french).toBe(2);
    });

    it('T67-ACT-ATTACK: with nothing to take a success has no effect', () => {
      let s = edit(started(config), (d) => {
        d.galleon = 0;
        d.ships.fd.british = 0;
        d.tortuga.british = 5; // keep eight chests: 5 + 1 on Tortuga, 1 on the JR... (count not checked here)
      });
      s = play(s, { type: 'attack', player: 1 });
      s = play(s, { type: 'vote', player: 1, cards: [s.seats[1]!.hand[0]!] }, { type: 'vote', player: 3, cards: [s.seats[3]!.hand[0]!] });
      expect(s.pending).toEqual({ kind: 'action', player: 2 });
    });

    it('T67-ACT-ATTACK: a Captain alone may attack', () => {
      let s = started(stacked({ players: 3 })); // JR [1]
      s = play(s, { type: 'attack', player: 1 });
      expect(s.pending).toMatchObject({ kind: 'vote', voters: [1] });
    });
  });

  it('T67-ACT-MAROON: the Captain maroons another pawn of the ship, never themselves or a pawn elsewhere', () => {
    let s = started(stacked({ players: 5 })); // FD [0, 2, 4], JR [1, 3]
    expect(game.legalActions(s, 1).filter((a) => a.type === 'maroon')).toEqual([{ type: 'maroon', player: 1, target: 3 }]);
    expect(game.validate(s, { type: 'maroon', player: 1, target: 1 })).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'T67-ACT-MAROON' });
    expect(game.validate(s, { type: 'maroon', player: 1, target: 2 })).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'T67-ACT-MAROON' });
    s = play(s, { type: 'maroon', player: 1, target: 3 });
    expect(s.tortuga.line).toEqual([3]);
    expect(s.ships.jr.crew).toEqual([1]);
  });

  it('T67-ACT-MUTINY: the First Mate calls a vote among all but the Captain; on success the Captain is marooned', () => {
    const { hands, deckCard } = mutinyHands();
    let s = started(stacked({ players: 5, hands, deckTop: [deckCard] })); // FD [0, 2, 4]
    s = play(s, { type: 'peek', player: 1, slots: [0, 1] });
    expect(game.legalActions(s, 2).some((a) => a.type === 'mutiny')).toBe(true);
    s = play(s, { type: 'mutiny', player: 2 });
    expect(s.pending).toMatchObject({ kind: 'vote', vote: 'mutiny', voters: [2, 4] });
    s = play(s, { type: 'vote', player: 2, cards: [hands[2]![0]!] }, { type: 'vote', player: 4, cards: [hands[4]![0]!] });
    expect(s.ships.fd.crew).toEqual([2, 4]);
    expect(s.tortuga.line).toEqual([0]);
  });

  it('T67-ACT-MUTINY: a failed mutiny leaves the Captain aboard, and the turn passes on', () => {
    const { hands, deckCard } = mutinyHands();
    let s = started(stacked({ players: 5, hands, deckTop: [deckCard] })); // FD [0, 2, 4]
    s = play(s, { type: 'peek', player: 1, slots: [0, 1] }, { type: 'mutiny', player: 2 });
    s = play(s, { type: 'vote', player: 2, cards: [hands[2]![1]!] }, { type: 'vote', player: 4, cards: [hands[4]![1]!] }); // wheels only
    expect(events(s).some((e) => e.type === 'marooned')).toBe(false);
    expect(s.ships.fd.crew).toEqual([0, 2, 4]);
    expect(s.tortuga.line).toEqual([]);
    expect(s.pending).toEqual({ kind: 'action', player: 3 });
  });

  it('T67-ACT-SMUGGLE: the Cabin Boy moves one chest from a hold that has one to the other hold', () => {
    let s = started(stacked({ players: 3 }), 'british', 'french'); // seat 1 alone on the JR, chest in the French hold
    expect(game.legalActions(s, 1).filter((a) => a.type === 'smuggle')).toEqual([{ type: 'smuggle', player: 1, from: 'french' }]);
    expect(game.validate(s, { type: 'smuggle', player: 1, from: 'british' })).toMatchObject({ rule: 'T67-ACT-SMUGGLE' });
    s = play(s, { type: 'smuggle', player: 1, from: 'french' });
    expect(s.ships.jr).toMatchObject({ british: 1, french: 0 });
    expect(events(s)).toContainEqual({ type: 'smuggled', player: 1, ship: 'jr', from: 'french', to: 'british' });
  });

  it('T67-ACT-BRAWL: the Governor calls a vote among every pawn on Tortuga, even alone', () => {
    let s = started(stacked({ players: 4 }));
    s = play(s, { type: 'maroon', player: 1, target: 3 }, { type: 'peek', player: 2, slots: [0, 1] });
    expect(game.legalActions(s, 3).filter((a) => a.type === 'brawl')).toEqual([{ type: 'brawl', player: 3 }]);
    s = play(s, { type: 'brawl', player: 3 });
    expect(s.pending).toMatchObject({ kind: 'vote', vote: 'brawl', voters: [3] });
    expect(game.validate(s, { type: 'brawl', player: 0 })?.code).toBe('NOT_YOUR_DECISION');
  });

  it('T67-ACT-BRAWL: a British win puts both Tortuga chests in the British area, and the result is logged', () => {
    const take = picker();
    const british = [
      take('cannon', 'british', 'skull'),
      take('torch', 'british', 'skull'),
      take('water', 'british', 'wheel'),
      take('cannon', 'british', 'wheel'),
    ];
    const others = Array.from({ length: 30 }, (_, card) => card).filter((card) => !british.includes(card));
    const hands = [others.slice(0, 3), others.slice(3, 6), others.slice(6, 9), british.slice(0, 3)];
    let s = started(stacked({ players: 4, hands, deckTop: [british[3]!] }));
    s = play(
      s,
      { type: 'maroon', player: 1, target: 3 },
      { type: 'peek', player: 2, slots: [0, 1] },
      { type: 'brawl', player: 3 },
      { type: 'vote', player: 3, cards: [hands[3]![0]!] },
    );
    expect(s.tortuga).toMatchObject({ british: 2, french: 0 });
    expect(events(s)).toContainEqual({ type: 'brawlResult', british: 2, french: 0 });
  });
});
