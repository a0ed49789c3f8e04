import { invalidConfig, isPermutationOf, listOption } from '../core/config-checks.js';
import { seedRng, shuffleInPlace } from '../core/rng.js';
import { ADVANTAGE_TOKENS, allChests, allTokens, DEFAULT_FACES, DICE_ACTIONS, FACES } from './data.js';
import { STATE_FORMAT } from './format.js';
import { logPublic } from './log.js';
import { advance, startRound } from './round.js';
import type { ChestColour, DiceAction, DiceConfig, DiceSeat, DiceState, Face } from './types.js';

const invalid = invalidConfig;

/** TD-DICE-1: a replacement die-face table — five dice, each action a whole number 1–9. */
function checkFaces(value: unknown): Record<DiceAction, number>[] {
  const table = listOption(value, 'faces');
  if (table === undefined) return DEFAULT_FACES.map((die) => ({ ...die }));
  if (table.length !== 5) throw invalid('faces must describe five dice.', 'TD-DICE-1');
  return table.map((die) => {
    if (typeof die !== 'object' || die === null) throw invalid('Each die of faces maps the five actions to numbers.', 'TD-DICE-1');
    const out = {} as Record<DiceAction, number>;
    for (const action of DICE_ACTIONS) {
      const n = (die as Record<string, unknown>)[action];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 9) throw invalid(`faces: "${action}" must be a whole number from 1 to 9.`, 'TD-DICE-1');
      out[action] = n;
    }
    return out;
  });
}

function emptySeat(): DiceSeat {
  return {
    ship: 3, // TD-SETUP-2
    pirate: 3,
    shipFields: [],
    crewFields: [],
    island: [],
    tortuga: [],
    tokens: [],
    advantage: { ship: 0, crew: 0, treasure: 0, board: 0, raid: 0 },
    hand: [0, 1, 2, 3, 4],
    placed: { ship: [], crew: [], treasure: [], board: [], raid: [] },
    roll: null,
    kept: null,
    loneSkulls: [],
  };
}

/**
 * Builds the starting state of the dice game (§3) and rolls the first dice (TD-DICE-2):
 * advantage tokens on the central island, treasure tokens shuffled face down, the 40 chests
 * in the bag; each player's markers on field 3 and two chests drawn — the first onto the
 * island field, the second onto the first crew field. A stacked deal fixes the bag, the
 * token supply and the die rolls.
 */
export function newGame(config: DiceConfig): DiceState {
  if (typeof config !== 'object' || config === null) throw invalid('setup needs a configuration object.');
  const { players, seed } = config;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) throw invalid('Tortuga (the dice game) is for 2 to 4 players.', 'TD-COMP-4');
  if (typeof seed !== 'string') throw invalid('seed must be a string.');
  const startPlayer = config.startPlayer ?? 0;
  if (typeof startPlayer !== 'number' || !Number.isInteger(startPlayer) || startPlayer < 0 || startPlayer >= players) throw invalid('startPlayer must be a seat of this game.', 'TD-SETUP-3');
  if (config.long !== undefined && typeof config.long !== 'boolean') throw invalid('long must be true or false.', 'TD-VAR-LONG');
  const maxDecisions = config.maxDecisions ?? null;
  if (maxDecisions !== null && (typeof maxDecisions !== 'number' || !Number.isSafeInteger(maxDecisions) || maxDecisions < 1)) throw invalid('maxDecisions must be a whole number of decisions, at least 1.', 'TD-OPT-CAP');
  if (config.deal !== undefined && (typeof config.deal !== 'object' || config.deal === null)) throw invalid('deal must be an object.');
  const deal = config.deal ?? {};
  const bag = listOption(deal.bag, 'deal.bag');
  const tokens = listOption(deal.tokens, 'deal.tokens');
  const rolls = listOption(deal.rolls, 'deal.rolls');
  if (bag !== undefined && !isPermutationOf(bag, allChests())) throw invalid('deal.bag must list all 40 chests: 10 red, 10 blue, 10 yellow, 5 white, 5 purple.', 'TD-COMP-1');
  if (tokens !== undefined && !isPermutationOf(tokens, allTokens())) throw invalid('deal.tokens must list all 30 treasure tokens: 17 × 1, 9 × 2, 4 × 3.', 'TD-COMP-2');
  if (rolls !== undefined && !rolls.every((face) => (FACES as readonly unknown[]).includes(face))) throw invalid('deal.rolls lists die faces: ship, crew, treasure, board, raid or skull.', 'TD-DICE-1');

  const state: DiceState = {
    game: 'tortuga-dice',
    format: STATE_FORMAT,
    players,
    target: config.long === true ? 8 : 6, // TD-END-1, TD-VAR-LONG
    maxDecisions,
    faces: checkFaces(config.faces),
    rng: seedRng(seed),
    rollScript: { faces: (rolls ?? []) as Face[], next: 0 },
    decisions: 0,
    round: 0,
    startPlayer,
    bag: [],
    supply: [],
    advantageSupply: ADVANTAGE_TOKENS,
    centralIsland: [], // TD-COMP-5: the central island starts without chests
    seats: Array.from({ length: players }, emptySeat),
    pending: { kind: 'tasks' },
    tasks: [],
    named: { board: null, raid: null },
    outcome: null,
    log: [],
  };
  // TD-SETUP-1: the bag and the token supply, shuffled (their next item is the last).
  const chestOrder = (bag as ChestColour[] | undefined) ?? allChests();
  if (bag === undefined) shuffleInPlace(state.rng, chestOrder);
  state.bag = [...chestOrder].reverse();
  const tokenOrder = (tokens as number[] | undefined) ?? allTokens();
  if (tokens === undefined) shuffleInPlace(state.rng, tokenOrder);
  state.supply = [...tokenOrder].reverse();
  // TD-SETUP-2: two chests each, in seat order.
  for (const seat of state.seats) {
    seat.island.push(state.bag.pop()!);
    seat.crewFields.push(state.bag.pop()!);
  }
  logPublic(state, { type: 'setup', players, startPlayer });
  startRound(state);
  advance(state);
  return state;
}
