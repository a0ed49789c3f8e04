import { describe, expect, it } from 'vitest';
import { DEFAULT_VOTE_CARDS, isDefaultVoteCards } from '../../src/t1667/cards.js';
import type { T1667Config, VoteCard } from '../../src/t1667/types.js';
import { expectRefusals } from '../support/config.js';
import { game } from '../support/t1667.js';

const base = { players: 4, seed: 'config' };
const setup = (config: T1667Config) => game.setup(config);
/** `n` plain vote cards (one cannon, one British flag, one skull each). */
const plainCards = (n: number): VoteCard[] => Array.from({ length: n }, () => ({ cannon: 1, torch: 0, water: 0, british: 1, french: 0, skull: 1, wheel: 0 }));

describe('Tortuga 1667 set-up refuses what it cannot honour, naming the rule and the problem', () => {
  it('T67-SETUP-1: a configuration object, 2 to 9 players, a string seed, an object deal, lists as arrays and the right loyalty cards', () => {
    const players = 'Tortuga 1667 is for 2 to 9 players.';
    expectRefusals(setup, [
      { config: null, rule: undefined, message: '"setup" needs a configuration object.' },
      { config: 'players: 4', rule: undefined, message: '"setup" needs a configuration object.' },
      { config: { seed: 'x' }, rule: 'T67-SETUP-1', message: players },
      { config: { players: '4', seed: 'x' }, rule: 'T67-SETUP-1', message: players },
      { config: { players: 4.5, seed: 'x' }, rule: 'T67-SETUP-1', message: players },
      { config: { players: 1, seed: 'x' }, rule: 'T67-SETUP-1', message: players },
      { config: { players: 10, seed: 'x' }, rule: 'T67-SETUP-1', message: players },
      { config: { players: 4 }, rule: undefined, message: 'The seed must be a string.' },
      { config: { ...base, deal: 5 }, rule: undefined, message: 'The deal must be an object.' },
      { config: { ...base, deal: null }, rule: undefined, message: 'The deal must be an object.' },
      { config: { ...base, deal: { eventDeck: 'armada' } }, rule: undefined, message: '"deal.eventDeck" must be an array.' },
      {
        config: { ...base, deal: { loyalties: ['british'] } },
        rule: 'T67-SETUP-1',
        message: 'The loyalty cards for 4 players are British, British, French, and French.',
      },
    ]);
    for (const players of [2, 9]) expect(game.setup({ players, seed: 'x' }).seats).toHaveLength(players);
  });

  it('T67-COMP-4: custom vote cards are a non-empty array (at most 1,000) of objects with whole symbol counts from 0 to 9', () => {
    const symbol = (name: string) => `Vote card symbol "${name}" must be a whole number from 0 to 9.`;
    const cards = '"voteCards" must be a non-empty array of vote cards.';
    const card = 'Each vote card must be an object of symbol counts.';
    expectRefusals(setup, [
      { config: { ...base, voteCards: 'x' }, rule: 'T67-COMP-4', message: cards },
      { config: { ...base, voteCards: [] }, rule: 'T67-COMP-4', message: cards },
      { config: { ...base, voteCards: plainCards(1001) }, rule: 'T67-COMP-4', message: cards },
      { config: { ...base, voteCards: [null, ...plainCards(20)] }, rule: 'T67-COMP-4', message: card },
      { config: { ...base, voteCards: [...plainCards(20), 7] }, rule: 'T67-COMP-4', message: card },
      { config: { ...base, voteCards: [{ torch: '1' }, ...plainCards(20)] }, rule: 'T67-COMP-4', message: symbol('torch') },
      { config: { ...base, voteCards: [{ water: 1.5 }, ...plainCards(20)] }, rule: 'T67-COMP-4', message: symbol('water') },
      { config: { ...base, voteCards: [{ skull: -1 }, ...plainCards(20)] }, rule: 'T67-COMP-4', message: symbol('skull') },
      { config: { ...base, voteCards: [{ wheel: 10 }, ...plainCards(20)] }, rule: 'T67-COMP-4', message: symbol('wheel') },
    ]);
    // A symbol left out counts 0.
    const edges = game.setup({ ...base, voteCards: [...plainCards(999), { cannon: 9, french: 0 } as unknown as VoteCard] });
    expect(edges.voteCards).toHaveLength(1000);
    expect(edges.voteCards![999]).toEqual({ cannon: 9, torch: 0, water: 0, british: 0, french: 0, skull: 0, wheel: 0 });
  });

  it('T67-SETUP-2: the vote deck holds three cards per player, and a stacked one names every card once', () => {
    expectRefusals(setup, [
      { config: { ...base, voteCards: plainCards(11) }, rule: 'T67-SETUP-2', message: 'The vote deck needs at least 12 cards for 4 players.' },
      { config: { players: 9, seed: 'x', voteCards: plainCards(26) }, rule: 'T67-SETUP-2', message: 'The vote deck needs at least 27 cards for 9 players.' },
      { config: { ...base, deal: { voteDeck: [0, 1, 2] } }, rule: 'T67-SETUP-2', message: '"deal.voteDeck" must list every vote card number exactly once.' },
    ]);
    expect(game.setup({ ...base, voteCards: plainCards(12) }).voteDeck).toEqual([]);
    expect(DEFAULT_VOTE_CARDS.length).toBeGreaterThan(27);
  });

  it('T67-SETUP-4: a stacked pawn order names every seat once', () => {
    expectRefusals(setup, [
      { config: { ...base, deal: { pawnOrder: [0, 1, 2, 2] } }, rule: 'T67-SETUP-4', message: '"deal.pawnOrder" must list every seat exactly once.' },
      { config: { ...base, deal: { pawnOrder: ['0', 1, 2, 3] } }, rule: 'T67-SETUP-4', message: '"deal.pawnOrder" must list every seat exactly once.' },
    ]);
  });

  it('T67-OPT-STARS: star cards are a number from 3 to 8 or distinct named star cards, and not with a stacked event deck', () => {
    const count = '"stars" must be a number from 3 to 8, or a list of star cards.';
    const list = '"stars" must list distinct star cards: powder, fever, crow, bells, facade, code, scurvy, storm.';
    const stacked = 'A stacked event deck already fixes the cards in play: leave out stars, chaos and shorter.';
    expectRefusals(setup, [
      { config: { ...base, stars: '3' }, rule: 'T67-OPT-STARS', message: count },
      { config: { ...base, stars: 3.5 }, rule: 'T67-OPT-STARS', message: count },
      { config: { ...base, stars: 2 }, rule: 'T67-OPT-STARS', message: count },
      { config: { ...base, stars: 9 }, rule: 'T67-OPT-STARS', message: count },
      { config: { ...base, stars: ['crow', 'wizard'] }, rule: 'T67-OPT-STARS', message: list },
      { config: { ...base, stars: ['crow', 'crow'] }, rule: 'T67-OPT-STARS', message: list },
      { config: { ...base, stars: 3, deal: { eventDeck: ['armada'] } }, rule: 'T67-OPT-STARS', message: stacked },
      { config: { ...base, shorter: 1, deal: { eventDeck: ['armada'] } }, rule: 'T67-OPT-STARS', message: stacked },
      { config: { ...base, chaos: true, deal: { eventDeck: ['armada'] } }, rule: 'T67-OPT-STARS', message: stacked },
    ]);
    expect(game.setup({ ...base, stars: 3 }).options.stars).toHaveLength(3);
    expect(game.setup({ ...base, stars: 8 }).options.stars).toHaveLength(8);
    expect(game.setup({ ...base, stars: [] }).options.stars).toEqual([]);
    expect(game.setup({ ...base, chaos: false, shorter: 0, deal: { eventDeck: ['armada'] } }).row).toEqual(['armada', null, null, null, null]);
  });

  it('T67-COMP-5: a stacked event deck holds only cards of the box, at most as many of each as the box has', () => {
    expectRefusals(setup, [
      { config: { ...base, deal: { eventDeck: ['armada', 'wizard'] } }, rule: 'T67-COMP-5', message: 'Unknown event card "wizard".' },
      { config: { ...base, deal: { eventDeck: ['armada', 3] } }, rule: 'T67-COMP-5', message: 'Unknown event card "3".' },
      { config: { ...base, deal: { eventDeck: ['armada', 'atlantis', 'atlantis'] } }, rule: 'T67-COMP-5', message: 'The box has only 1 × Atlantis.' },
      { config: { ...base, deal: { eventDeck: ['crow', 'crow', 'armada'] } }, rule: 'T67-COMP-5', message: "The box has only 1 × Crow's Nest." },
    ]);
  });

  it('T67-EVT-ARMADA: a stacked event deck holds the Armada exactly once', () => {
    const once = 'The event deck must hold the Spanish Armada exactly once.';
    expectRefusals(setup, [
      { config: { ...base, deal: { eventDeck: ['spot', 'pistol'] } }, rule: 'T67-EVT-ARMADA', message: once },
      { config: { ...base, deal: { eventDeck: ['armada', 'armada'] } }, rule: 'T67-COMP-5', message: 'The box has only 1 × Spanish Armada.' },
    ]);
  });

  it('T67-OPT-CHARACTER: a different character number from 0 to 8 for each seat', () => {
    const message = '"characters" must give each seat a different character number from 0 to 8.';
    expectRefusals(setup, [
      { config: { ...base, characters: [0, 1, 2] }, rule: 'T67-OPT-CHARACTER', message },
      { config: { ...base, characters: [0, 1, 2, 9] }, rule: 'T67-OPT-CHARACTER', message },
      { config: { ...base, characters: [0, 1, 2, -1] }, rule: 'T67-OPT-CHARACTER', message },
      { config: { ...base, characters: [0, 1, 2, 2.5] }, rule: 'T67-OPT-CHARACTER', message },
      { config: { ...base, characters: [0, 1, 2, 2] }, rule: 'T67-OPT-CHARACTER', message },
      { config: { ...base, characters: [0, 1, 2, 3, 3] }, rule: 'T67-OPT-CHARACTER', message },
      { config: { ...base, characters: 'abcd' }, rule: undefined, message: '"characters" must be an array.' },
    ]);
    expect(game.setup({ ...base, characters: [8, 0, 5, 3] }).characters).toEqual([8, 0, 5, 3]);
  });

  it('T67-OPT-SHORT: a shorter game removes a whole number of cards, no more than the deck holds besides the Armada', () => {
    const message = '"shorter" must be a whole number of cards.';
    expectRefusals(setup, [
      { config: { ...base, shorter: -1 }, rule: 'T67-OPT-SHORT', message },
      { config: { ...base, shorter: 1.5 }, rule: 'T67-OPT-SHORT', message },
      { config: { ...base, shorter: '2' }, rule: 'T67-OPT-SHORT', message },
      { config: { ...base, stars: 3, shorter: 19 }, rule: 'T67-OPT-SHORT', message: 'A shorter game can remove at most 18 cards here.' },
    ]);
    const shortest = game.setup({ ...base, stars: 3, shorter: 18 });
    expect([...shortest.row, ...shortest.eventDeck].filter((card) => card !== null)).toEqual(['armada']);
  });

  it('T67-OPT-CHAOS, T67-OPT-TIMER, T67-OPT-INTRIGUE: the switches are true or false; chaos plays all eight star cards', () => {
    expectRefusals(setup, [
      { config: { ...base, chaos: 'yes' }, rule: 'T67-OPT-CHAOS', message: '"chaos" must be true or false.' },
      { config: { ...base, timer: 1 }, rule: 'T67-OPT-TIMER', message: '"timer" must be true or false.' },
      { config: { ...base, intrigue: null }, rule: 'T67-OPT-INTRIGUE', message: '"intrigue" must be true or false.' },
      { config: { ...base, chaos: true, stars: 5 }, rule: 'T67-OPT-CHAOS', message: 'Chaos plays all eight star cards.' },
    ]);
    const options = game.setup({ ...base, chaos: true, stars: 8, timer: true, intrigue: true }).options;
    expect([options.chaos, options.timer, options.intrigue, options.stars.length]).toEqual([true, true, true, 8]);
    expect(game.setup({ ...base, chaos: false, stars: 5 }).options.stars).toHaveLength(5);
  });

  it('T67-OPT-OPEN: open loyalty cards are "none", "all" or "pair"; the edition is "official" or "early"', () => {
    expectRefusals(setup, [
      { config: { ...base, openLoyalties: 'some' }, rule: 'T67-OPT-OPEN', message: '"openLoyalties" must be "none", "all" or "pair".' },
      { config: { ...base, rules: 'house' }, rule: undefined, message: '"rules" must be "official" or "early".' },
    ]);
    expect(game.setup({ ...base, rules: 'early' }).options.rules).toBe('early');
  });

  it('T67-OPT-CAP: a decision cap is a whole number of at least 1', () => {
    const message = '"maxDecisions" must be a whole number of decisions, at least 1.';
    expectRefusals(setup, [
      { config: { ...base, maxDecisions: 0 }, rule: 'T67-OPT-CAP', message },
      { config: { ...base, maxDecisions: 2.5 }, rule: 'T67-OPT-CAP', message },
      { config: { ...base, maxDecisions: '10' }, rule: 'T67-OPT-CAP', message },
      { config: { ...base, maxDecisions: 2 ** 53 }, rule: 'T67-OPT-CAP', message },
    ]);
    expect(game.setup({ ...base, maxDecisions: 1 }).options.maxDecisions).toBe(1);
    expect(game.setup({ ...base, maxDecisions: null } as unknown as T1667Config).options.maxDecisions).toBeNull();
  });

  it('T67-COMP-4: the standard vote deck is recognised however it is copied; any change makes it a custom deck', () => {
    const copy = DEFAULT_VOTE_CARDS.map((card) => ({ ...card }));
    expect([isDefaultVoteCards(DEFAULT_VOTE_CARDS), isDefaultVoteCards(copy)]).toEqual([true, true]);
    expect(isDefaultVoteCards(copy.slice(1))).toBe(false);
    expect(isDefaultVoteCards(copy.map((card, i) => (i === 31 ? { ...card, wheel: card.wheel + 1 } : card)))).toBe(false);
  });
});
