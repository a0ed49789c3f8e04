import { describe, expect, it } from 'vitest';
import { countVote } from '../../src/t1667/votes.js';
import { attackHands, edit, events, face, game, picker, play, SPECIAL_CANNON, SPECIAL_TORCH, stacked, started } from '../support/t1667.js';

/** Four players, FD [0, 2], JR [1, 3]; seat 1 (JR Captain) acts first. */
function fourPlayers(hands: number[][], deckTop: number[]) {
  return started(stacked({ players: 4, hands, deckTop }));
}

describe('Tortuga 1667 votes (§6)', () => {
  const { hands, deckCard } = attackHands();
  const take = picker();
  const spare = (attack: 'cannon' | 'torch' | 'water', flag: 'british' | 'french', mutiny: 'skull' | 'wheel'): number => {
    const used = new Set([...hands.flat(), deckCard]);
    let card = take(attack, flag, mutiny);
    while (used.has(card)) card = take(attack, flag, mutiny);
    return card;
  };

  it('T67-VOTE-1: each voter plays one card face down, and exactly one deck card is added', () => {
    let s = fourPlayers(hands, [deckCard]);
    s = play(s, { type: 'attack', player: 1 });
    expect(game.legalActions(s, 3)).toEqual([...hands[3]!].sort((a, b) => a - b).map((card) => ({ type: 'vote', player: 3, cards: [card] })));
    s = play(s, { type: 'vote', player: 1, cards: [hands[1]![0]!] }, { type: 'vote', player: 3, cards: [hands[3]![0]!] });
    const revealed = events(s).find((e) => e.type === 'voteRevealed');
    expect(revealed).toMatchObject({ deckCard: true });
    expect(revealed && revealed.type === 'voteRevealed' && revealed.cards).toHaveLength(3);
  });

  it('T67-VOTE-1: votes are simultaneous — the game waits for every voter who has not played a card, and for no one else', () => {
    let s = fourPlayers(hands, [deckCard]);
    s = play(s, { type: 'attack', player: 1 }); // JR [1, 3] votes; FD [0, 2] does not
    expect(game.toAct(s)).toEqual([1, 3]);
    s = play(s, { type: 'vote', player: 3, cards: [hands[3]![0]!] });
    expect(game.toAct(s)).toEqual([1]);
    expect([0, 2, 3].map((seat) => game.legalActions(s, seat))).toEqual([[], [], []]);
  });

  it('T67-VOTE-2: attack — all on the ship; mutiny — all but the Captain; brawl — all on Tortuga; rowboats never vote', () => {
    let s = started(stacked({ players: 7 })); // FD [0, 2, 4, 6], JR [1, 3, 5]
    s = play(s, { type: 'peek', player: 1, slots: [0, 1] }, { type: 'row', player: 2, to: 'fdBoat' });
    expect(s.ships.fd.crew).toEqual([0, 4, 6]);
    s = play(s, { type: 'peek', player: 3, slots: [0, 1] }, { type: 'mutiny', player: 4 });
    expect(s.pending).toMatchObject({ vote: 'mutiny', voters: [4, 6] });
    const attack = edit(s, (d) => {
      d.pending = { kind: 'action', player: 0 };
    });
    expect(play(attack, { type: 'attack', player: 0 }).pending).toMatchObject({ vote: 'attack', voters: [0, 4, 6] });
  });

  it('T67-VOTE-2: a player with no vote cards cannot take part, but can still call a vote', () => {
    let s = edit(fourPlayers(hands, [deckCard]), (d) => {
      d.seats[1]!.hand = [];
    });
    s = play(s, { type: 'attack', player: 1 });
    expect(s.pending).toMatchObject({ voters: [3] });
    const none = edit(fourPlayers(hands, [deckCard]), (d) => {
      d.seats[1]!.hand = [];
      d.seats[3]!.hand = [];
    });
    const after = play(none, { type: 'attack', player: 1 });
    expect(events(after).find((e) => e.type === 'voteRevealed')).toMatchObject({ deckCard: true, cards: [face(deckCard)] });
  });

  it('T67-VOTE-3: each water cancels one torch; success needs a cannon and an uncancelled torch', () => {
    const card = (cannon: number, torch: number, water: number) => ({ cannon, torch, water, british: 0, french: 0, skull: 0, wheel: 0 });
    expect(countVote('attack', [card(1, 0, 0), card(0, 1, 0), card(0, 0, 1)])).toMatchObject({ success: false });
    expect(countVote('attack', [card(1, 0, 0), card(0, 1, 0)])).toMatchObject({ success: true });
    expect(countVote('attack', [card(0, 1, 0), card(0, 1, 0)])).toMatchObject({ success: false });
    expect(countVote('attack', [card(1, 0, 0), card(1, 0, 0), card(0, 0, 1)])).toMatchObject({ success: false });
  });

  it('T67-VOTE-4: a mutiny succeeds when skulls outnumber wheels; a tie fails', () => {
    const card = (skull: number, wheel: number) => ({ cannon: 0, torch: 0, water: 0, british: 0, french: 0, skull, wheel });
    expect(countVote('mutiny', [card(1, 0), card(1, 0), card(0, 1)])).toMatchObject({ success: true });
    expect(countVote('mutiny', [card(2, 0), card(0, 1), card(0, 1)])).toMatchObject({ success: false });
  });

  it('T67-VOTE-5: a brawl moves both Tortuga chests to the side with more flags; a tie splits them', () => {
    const frenchFlag = spare('cannon', 'french', 'wheel');
    const drawn = spare('torch', 'british', 'skull');
    let s = fourPlayers(hands, [SPECIAL_TORCH, drawn, frenchFlag]);
    s = play(s, { type: 'maroon', player: 1, target: 3 }, { type: 'peek', player: 2, slots: [0, 1] }, { type: 'brawl', player: 3 });
    s = play(s, { type: 'vote', player: 3, cards: [hands[3]![0]!] }); // one French flag + the deck card's two
    expect(s.tortuga).toMatchObject({ british: 0, french: 2 });
    s = play(s, { type: 'peek', player: 0, slots: [0, 1] }, { type: 'peek', player: 1, slots: [0, 1] }, { type: 'peek', player: 2, slots: [0, 1] });
    s = play(s, { type: 'brawl', player: 3 }, { type: 'vote', player: 3, cards: [hands[3]![2]!] }); // British flag vs the deck's French flag
    expect(s.tortuga).toMatchObject({ british: 1, french: 1 });
    const flags = (british: number, french: number) => ({ cannon: 0, torch: 0, water: 0, british, french, skull: 0, wheel: 0 });
    expect(countVote('brawl', [flags(1, 0), flags(1, 0), flags(0, 1)])).toMatchObject({ winner: 'british' });
    expect(countVote('brawl', [flags(1, 0), flags(0, 1)])).toEqual({ vote: 'brawl', winner: 'tie', british: 1, french: 1 });
  });

  it('T67-VOTE-6: the played cards go under the vote deck; each voter draws one once the vote has been carried out completely', () => {
    let s = fourPlayers(hands, [deckCard]);
    const deckBefore = s.voteDeck.length;
    s = play(s, { type: 'attack', player: 1 });
    s = play(s, { type: 'vote', player: 1, cards: [hands[1]![0]!] }, { type: 'vote', player: 3, cards: [hands[3]![0]!] });
    expect(s.voteDeck).toHaveLength(deckBefore + 3 - 1);
    expect([...s.voteDeck.slice(0, 3)].sort((a, b) => a - b)).toEqual([hands[1]![0]!, hands[3]![0]!, deckCard].sort((a, b) => a - b));
    // The attack succeeded: the Captain's chest comes first, the new cards after (the German book's order).
    expect(s.pending).toEqual({ kind: 'loot', player: 1, ship: 'jr' });
    expect(s.seats[1]!.hand).toHaveLength(2);
    expect(game.viewFor(s, null).afterAction).toEqual({ refillSlot: null, drawing: [1, 3] });
    s = play(s, { type: 'takeChest', player: 1, from: 'galleon', into: 'french' });
    expect(s.voteDeck).toHaveLength(deckBefore + 3 - 1 - 2);
    expect(s.seats[1]!.hand).toHaveLength(3);
    expect(s.seats[3]!.hand).toHaveLength(3);
    expect(s.seats[1]!.hand).not.toContain(hands[1]![0]);
    const order = events(s).map((e) => e.type);
    expect(order.lastIndexOf('drew')).toBeGreaterThan(order.indexOf('chestTaken'));
  });

  it('T67-VOTE-7: symbols are counted, not cards — a special card counts twice', () => {
    const result = countVote('attack', [face(SPECIAL_CANNON), face(spare('torch', 'french', 'wheel')), face(spare('water', 'french', 'wheel'))]);
    expect(result).toMatchObject({ cannon: 2, torch: 1, water: 1, success: false });
    expect(countVote('mutiny', [face(SPECIAL_CANNON), face(spare('water', 'british', 'wheel'))])).toMatchObject({ skull: 2, wheel: 1, success: true });
  });

  it('T67-VOTE-8: votes are simultaneous — any order, nobody sees another choice before the reveal', () => {
    let s = fourPlayers(hands, [deckCard]);
    s = play(s, { type: 'attack', player: 1 });
    expect(game.toAct(s)).toEqual([1, 3]);
    const afterThree = play(s, { type: 'vote', player: 3, cards: [hands[3]![1]!] });
    expect(game.toAct(afterThree)).toEqual([1]);
    const viewOfOne = game.viewFor(afterThree, 1);
    expect(viewOfOne.pending).toMatchObject({ kind: 'vote', committed: [3] });
    expect(JSON.stringify(viewOfOne)).not.toContain(`"cards":[${hands[3]![1]}]`);
    expect(game.viewFor(afterThree, 3).you?.committedVote).toEqual([hands[3]![1]]);
    // The vote is called publicly with its voters; the choice is logged for its voter alone.
    expect(events(s)).toContainEqual({ type: 'voteCalled', vote: 'attack', caller: 1, voters: [1, 3] });
    expect(game.viewFor(afterThree, 3).log.map((entry) => entry.event)).toContainEqual({ type: 'voteChoice', player: 3, cards: [hands[3]![1]] });
    // Same result whichever order the votes arrive in.
    const a = play(s, { type: 'vote', player: 3, cards: [hands[3]![1]!] }, { type: 'vote', player: 1, cards: [hands[1]![0]!] });
    const b = play(s, { type: 'vote', player: 1, cards: [hands[1]![0]!] }, { type: 'vote', player: 3, cards: [hands[3]![1]!] });
    const revealed = (x: typeof a) => events(x).find((e) => e.type === 'voteRevealed');
    expect(revealed(a)).toEqual(revealed(b));
    expect(a.ships).toEqual(b.ships);
  });

  it('T67-VOTE-8: the revealed faces come in one order of their symbols, whoever played which card', () => {
    const take = picker();
    const britishCannon = take('cannon', 'british', 'wheel');
    const frenchCannon = take('cannon', 'french', 'skull');
    const deckTop = take('water', 'british', 'wheel');
    const seat0 = [take('torch', 'french', 'wheel'), take('torch', 'british', 'skull'), take('torch', 'french', 'skull')];
    const seat2 = [take('water', 'french', 'wheel'), take('water', 'british', 'skull'), take('water', 'french', 'skull')];
    const rest1 = [take('torch', 'british', 'wheel'), take('torch', 'french', 'wheel')];
    const rest3 = [take('water', 'french', 'wheel'), take('torch', 'british', 'skull')];
    const hands = (one: number, three: number): number[][] => [seat0, [one, ...rest1], seat2, [three, ...rest3]];
    const reveal = (one: number, three: number) => {
      const s = play(
        fourPlayers(hands(one, three), [deckTop]),
        { type: 'attack', player: 1 },
        { type: 'vote', player: 1, cards: [one] },
        { type: 'vote', player: 3, cards: [three] },
      );
      const event = events(s).find((e) => e.type === 'voteRevealed');
      return event && event.type === 'voteRevealed' ? event.cards : [];
    };
    // By cannons, then torches, water, British flags …: the French cannon card (no British flag) before the British one.
    const expected = [face(deckTop), face(frenchCannon), face(britishCannon)];
    expect(reveal(britishCannon, frenchCannon)).toEqual(expected);
    expect(reveal(frenchCannon, britishCannon)).toEqual(expected);
  });
});
