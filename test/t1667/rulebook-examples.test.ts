import { describe, expect, it } from 'vitest';
import type { VoteResult } from '../../src/t1667/types.js';
import { edit, events, game, picker, play, SPECIAL_TORCH, stacked, started } from '../support/t1667.js';

/** The result of the first revealed vote of a state. */
function firstVote(state: ReturnType<typeof started>): VoteResult | undefined {
  const revealed = events(state).find((e) => e.type === 'voteRevealed');
  return revealed?.type === 'voteRevealed' ? revealed.result : undefined;
}

/**
 * Six players, JR [1, 3, 5]: seat 1 calls an attack; seats 1, 3, 5 play the first card of
 * their hands and the deck adds `deck`. Returns the state after the reveal.
 */
function attackWith(cards: { one: number; three: number; five: number; deck: number }) {
  const inPlay = new Set([cards.one, cards.three, cards.five, cards.deck]);
  const pool = Array.from({ length: 32 }, (_, i) => i).filter((i) => !inPlay.has(i));
  const first: (number | undefined)[] = [undefined, cards.one, undefined, cards.three, undefined, cards.five];
  // Each hand: its voting card (if any), filled to three with cards not in play here.
  const all = first.map((card) => {
    const hand = card === undefined ? [] : [card];
    while (hand.length < 3) hand.push(pool.shift()!);
    return hand;
  });
  let s = started(stacked({ players: 6, hands: all, deckTop: [cards.deck] }));
  s = play(s, { type: 'attack', player: 1 });
  s = play(
    s,
    { type: 'vote', player: 1, cards: [cards.one] },
    { type: 'vote', player: 3, cards: [cards.three] },
    { type: 'vote', player: 5, cards: [cards.five] },
  );
  return s;
}

describe('Worked examples of the official rulebooks', () => {
  const take = picker();
  const cannonA = take('cannon', 'british', 'skull');
  const cannonB = take('cannon', 'french', 'wheel');
  const torchA = take('torch', 'british', 'skull');
  const torchB = take('torch', 'french', 'wheel');
  const water = take('water', 'french', 'skull');

  it('T67-VOTE-3 attack example 1: two cannons, one torch and one water — the water puts out the torch, the attack fails', () => {
    const s = attackWith({ one: cannonA, three: cannonB, five: torchA, deck: water });
    expect(firstVote(s)).toEqual({ vote: 'attack', success: false, cannon: 2, torch: 1, water: 1 });
    expect(s.pending).toEqual({ kind: 'action', player: 2 });
  });

  it('T67-VOTE-3 attack example 2: one cannon, two torches and one water — a torch remains, the attack succeeds', () => {
    const s = attackWith({ one: cannonA, three: torchA, five: torchB, deck: water });
    expect(firstVote(s)).toEqual({ vote: 'attack', success: true, cannon: 1, torch: 2, water: 1 });
    expect(s.pending).toEqual({ kind: 'loot', player: 1, ship: 'jr' });
  });

  it('T67-ACT-ATTACK attack example 3: two cannons and two torches — success, but only one chest is taken', () => {
    let s = attackWith({ one: cannonA, three: cannonB, five: torchA, deck: torchB });
    expect(firstVote(s)).toEqual({ vote: 'attack', success: true, cannon: 2, torch: 2, water: 0 });
    s = play(s, { type: 'takeChest', player: 1, from: 'galleon', into: 'french' });
    expect(s.galleon).toBe(3);
    expect(s.pending).toEqual({ kind: 'action', player: 2 });
  });

  it('T67-ACT-ATTACK example: a Captain may decline the chest after a successful attack', () => {
    let s = attackWith({ one: cannonA, three: torchA, five: torchB, deck: water });
    s = play(s, { type: 'declineChest', player: 1 });
    expect(s.galleon).toBe(4);
    expect(s.ships.jr).toMatchObject({ british: 0, french: 1 });
  });

  it('T67-VOTE-7 brawl example: one British flag against the special card’s two French flags — the French win', () => {
    const t = picker();
    const britishFlag = t('cannon', 'british', 'skull');
    const hands = [
      [t('water', 'british', 'skull'), t('water', 'british', 'wheel'), t('water', 'french', 'skull')],
      [t('water', 'french', 'wheel'), t('torch', 'british', 'skull'), t('torch', 'british', 'wheel')],
      [t('torch', 'french', 'skull'), t('torch', 'french', 'wheel'), t('cannon', 'french', 'skull')],
      [britishFlag, t('cannon', 'british', 'wheel'), t('cannon', 'french', 'wheel')],
    ];
    let s = started(stacked({ players: 4, hands, deckTop: [SPECIAL_TORCH] }));
    s = play(s, { type: 'maroon', player: 1, target: 3 }, { type: 'peek', player: 2, slots: [0, 1] }, { type: 'brawl', player: 3 });
    s = play(s, { type: 'vote', player: 3, cards: [britishFlag] });
    expect(firstVote(s)).toEqual({ vote: 'brawl', winner: 'french', british: 1, french: 2 });
    expect(s.tortuga).toMatchObject({ british: 0, french: 2 });
  });

  it('T67-EVT-ALBATROSS example: the First Mate holds an Albatross; when another is revealed on that ship, everyone is marooned, Cabin Boy first', () => {
    let s = started(stacked({ players: 6, eventDeck: ['albatross', 'albatross', 'spot', 'pistol', 'marque', 'spot', 'armada'] })); // FD [0, 2, 4]
    s = play(s, { type: 'peek', player: 1, slots: [0, 1] }, { type: 'reveal', player: 2, slot: 0 });
    expect(s.seats[2]!.albatross).toBe(1);
    expect(s.ships.fd.crew).toEqual([0, 2, 4]);
    s = play(s, { type: 'peek', player: 3, slots: [0, 1] }, { type: 'reveal', player: 4, slot: 1 });
    expect(s.ships.fd.crew).toEqual([]);
    expect(s.tortuga.line).toEqual([4, 2, 0]);
    expect(s.ships.fd.british).toBe(1); // T67-MAROON-4: the chest stays
  });

  it('T67-END-2 scoring picture: French 5 (3 on the Jolly Roger, 2 on Tortuga) beat British 3 (2 on the Flying Dutchman, 1 on the Jolly Roger)', () => {
    let s = edit(started(stacked({ players: 6, eventDeck: ['armada', 'spot', 'pistol'] })), (d) => {
      d.galleon = 0;
      d.ships.fd.british = 2;
      d.ships.fd.french = 0;
      d.ships.jr.british = 1;
      d.ships.jr.french = 3;
      d.tortuga.british = 0;
      d.tortuga.french = 2;
    });
    s = play(s, { type: 'reveal', player: 1, slot: 0 });
    expect(game.outcome(s)).toEqual({ winner: 'french', winners: [1, 3, 5], chests: { british: 3, french: 5 }, reason: 'armada' });
  });
});
