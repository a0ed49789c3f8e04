import { describe, expect, it } from 'vitest';
import { allChests, allTokens, DEFAULT_FACES, isDefaultFaces } from '../../src/dice/data.js';
import type { DiceConfig } from '../../src/dice/types.js';
import { expectRefusals } from '../support/config.js';
import { game, stackedDice } from '../support/dice.js';

const base = { players: 3, seed: 'config' };
const setup = (config: DiceConfig) => game.setup(config);
const die = { ship: 1, crew: 1, treasure: 1, board: 1, raid: 1 };

describe('Tortuga dice set-up refuses what it cannot honour, naming the rule and the problem', () => {
  it('TD-COMP-4: a configuration object, 2 to 4 players, a string seed and an object deal', () => {
    const players = 'Tortuga (the dice game) is for 2 to 4 players.';
    expectRefusals(setup, [
      { config: null, rule: undefined, message: '"setup" needs a configuration object.' },
      { config: 3, rule: undefined, message: '"setup" needs a configuration object.' },
      { config: { seed: 'x' }, rule: 'TD-COMP-4', message: players },
      { config: { players: '3', seed: 'x' }, rule: 'TD-COMP-4', message: players },
      { config: { players: 2.5, seed: 'x' }, rule: 'TD-COMP-4', message: players },
      { config: { players: 1, seed: 'x' }, rule: 'TD-COMP-4', message: players },
      { config: { players: 5, seed: 'x' }, rule: 'TD-COMP-4', message: players },
      { config: { players: 3, seed: 7 }, rule: undefined, message: 'The seed must be a string.' },
      { config: { ...base, deal: 'stacked' }, rule: undefined, message: 'The deal must be an object.' },
      { config: { ...base, deal: null }, rule: undefined, message: 'The deal must be an object.' },
      { config: { ...base, deal: { bag: 'red' } }, rule: undefined, message: '"deal.bag" must be an array.' },
      { config: { ...base, deal: { tokens: 1 } }, rule: undefined, message: '"deal.tokens" must be an array.' },
      { config: { ...base, deal: { rolls: 'ship' } }, rule: undefined, message: '"deal.rolls" must be an array.' },
      { config: { ...base, faces: {} }, rule: undefined, message: '"faces" must be an array.' },
    ]);
    for (const players of [2, 4]) {
      const s = game.setup({ players, seed: 'x' });
      expect([s.game, s.seats.length]).toEqual(['tortuga-dice', players]);
    }
  });

  it('TD-SETUP-3: the start player is a seat of the game', () => {
    const message = '"startPlayer" must be a seat of this game.';
    expectRefusals(setup, [
      { config: { ...base, startPlayer: -1 }, rule: 'TD-SETUP-3', message },
      { config: { ...base, startPlayer: 3 }, rule: 'TD-SETUP-3', message },
      { config: { ...base, startPlayer: 1.5 }, rule: 'TD-SETUP-3', message },
      { config: { ...base, startPlayer: '1' }, rule: 'TD-SETUP-3', message },
    ]);
    expect(game.setup({ ...base, startPlayer: 2 }).startPlayer).toBe(2);
    expect(game.setup({ ...base, startPlayer: 0 }).startPlayer).toBe(0);
  });

  it('TD-VAR-LONG: the long game is switched on with true or off with false', () => {
    expectRefusals(setup, [{ config: { ...base, long: 'yes' }, rule: 'TD-VAR-LONG', message: '"long" must be true or false.' }]);
    expect([game.setup({ ...base, long: true }).target, game.setup({ ...base, long: false }).target]).toEqual([8, 6]);
  });

  it('TD-OPT-CAP: a decision cap is a whole number of at least 1', () => {
    const message = '"maxDecisions" must be a whole number of decisions, at least 1.';
    expectRefusals(setup, [
      { config: { ...base, maxDecisions: 0 }, rule: 'TD-OPT-CAP', message },
      { config: { ...base, maxDecisions: 1.5 }, rule: 'TD-OPT-CAP', message },
      { config: { ...base, maxDecisions: '9' }, rule: 'TD-OPT-CAP', message },
      { config: { ...base, maxDecisions: 2 ** 53 }, rule: 'TD-OPT-CAP', message },
    ]);
    expect(game.setup({ ...base, maxDecisions: 1 }).maxDecisions).toBe(1);
    expect(game.setup({ ...base, maxDecisions: null } as unknown as DiceConfig).maxDecisions).toBeNull();
  });

  it('TD-COMP-1, TD-COMP-2: a stacked bag holds all 40 chests and a stacked supply all 30 tokens', () => {
    const bag = '"deal.bag" must list all 40 chests: 10 red, 10 blue, 10 yellow, 5 white, 5 purple.';
    const tokens = '"deal.tokens" must list all 30 treasure tokens: 17 × 1, 9 × 2, 4 × 3.';
    expectRefusals(setup, [
      { config: { ...base, deal: { bag: allChests().slice(1) } }, rule: 'TD-COMP-1', message: bag },
      { config: { ...base, deal: { bag: [...allChests().slice(1), 'green'] } }, rule: 'TD-COMP-1', message: bag },
      { config: { ...base, deal: { tokens: allTokens().slice(1) } }, rule: 'TD-COMP-2', message: tokens },
      { config: { ...base, deal: { tokens: [...allTokens().slice(1), 4] } }, rule: 'TD-COMP-2', message: tokens },
    ]);
  });

  it('TD-DICE-1: stacked rolls are die faces; a custom face table is five dice, each action a whole number from 1 to 9', () => {
    const number = (action: string) => `"faces": "${action}" must be a whole number from 1 to 9.`;
    const count = '"faces" must describe five dice.';
    const dieMessage = 'Each die of faces maps the five actions to numbers.';
    expectRefusals(setup, [
      {
        config: { ...base, deal: { rolls: ['ship', 'anchor'] } },
        rule: 'TD-DICE-1',
        message: '"deal.rolls" lists die faces: ship, crew, treasure, board, raid or skull.',
      },
      { config: { ...base, faces: [die, die, die, die] }, rule: 'TD-DICE-1', message: count },
      { config: { ...base, faces: [die, die, die, die, die, die] }, rule: 'TD-DICE-1', message: count },
      { config: { ...base, faces: [die, die, die, die, null] }, rule: 'TD-DICE-1', message: dieMessage },
      { config: { ...base, faces: ['die', die, die, die, die] }, rule: 'TD-DICE-1', message: dieMessage },
      { config: { ...base, faces: [{ ...die, crew: '1' }, die, die, die, die] }, rule: 'TD-DICE-1', message: number('crew') },
      { config: { ...base, faces: [die, { ...die, treasure: 1.5 }, die, die, die] }, rule: 'TD-DICE-1', message: number('treasure') },
      { config: { ...base, faces: [die, die, { ...die, board: 0 }, die, die] }, rule: 'TD-DICE-1', message: number('board') },
      { config: { ...base, faces: [die, die, die, { ...die, raid: 10 }, die] }, rule: 'TD-DICE-1', message: number('raid') },
      { config: { ...base, faces: [die, die, die, die, { crew: 1, treasure: 1, board: 1, raid: 1 }] }, rule: 'TD-DICE-1', message: number('ship') },
    ]);
    const edges = [die, die, die, die, { ship: 9, crew: 1, treasure: 9, board: 1, raid: 9 }];
    expect(game.setup({ ...base, faces: edges }).faces).toEqual(edges);
  });

  it('TD-SETUP-1: the bag and the token supply are shuffled at random — the same for the same seed, whatever was set up before', () => {
    const first = game.setup({ players: 4, seed: 'again' });
    for (let i = 0; i < 4; i++) {
      const other = game.setup({ players: 4, seed: `between-${i}` });
      expect([other.bag, other.supply]).not.toEqual([first.bag, first.supply]);
      expect(game.setup({ players: 4, seed: 'again' })).toEqual(first);
    }
  });

  it('TD-DICE-1: the standard face table is recognised however it is copied; any change makes it a custom table', () => {
    const copy = DEFAULT_FACES.map((die) => ({ ...die }));
    expect([isDefaultFaces(DEFAULT_FACES), isDefaultFaces(copy)]).toEqual([true, true]);
    expect(isDefaultFaces(copy.slice(1))).toBe(false);
    expect(isDefaultFaces(copy.map((die, i) => (i === 4 ? { ...die, raid: die.raid + 1 } : die)))).toBe(false);
  });

  it('TD-SETUP-1, TD-SETUP-2: a stacked deal starts as given — two chests each from the bag, the supply untouched, the set-up logged', () => {
    const s = game.setup(stackedDice({ players: 2, rolls: ['ship', 'ship', 'ship', 'ship', 'ship', 'crew', 'crew', 'crew', 'crew', 'crew'] }));
    expect(s.seats.map((seat) => [seat.island, seat.crewFields])).toEqual([
      [['red'], ['blue']],
      [['yellow'], ['white']],
    ]);
    expect(s.bag).toHaveLength(36);
    expect(s.bag.at(-1)).toBe('purple');
    expect(s.supply).toHaveLength(30);
    expect(s.named).toEqual({ board: null, raid: null });
    expect(s.log.flat()[0]).toEqual({ at: 0, event: { type: 'setup', players: 2, startPlayer: 0 } });
  });
});
