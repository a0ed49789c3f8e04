import { range } from '../core/engine/range.js';
import { checkKeys, checkSeed, decisionCap, invalidConfig, isPermutationOf, listOption, wholeNumberIn } from '../core/engine/config-checks.js';
import type { RuleViolation } from '../core/engine/rule-violation.js';
import type { TextParam } from '../core/words/text.js';
import { refusal } from './refusals.js';
import { seedRng, shuffleInPlace } from '../core/engine/rng.js';
import { ADVANTAGE_TOKENS, allChests, allTokens, ACTION_ORDER, FACES } from './data.js';
import { STATE_FORMAT } from './format.js';
import { logPublic } from './log.js';
import { advance, startRound } from './round.js';
import type { ChestColour, DiceActionKind, DiceConfig, DiceSeat, DiceState, Face } from './types.js';

/** A set-up error: a `config.*` message in English (its key lets `words(locale)` translate it). */
const invalid = (key: string, params: Readonly<Record<string, TextParam>> = {}, rule?: string): RuleViolation => invalidConfig(refusal(), key, params, rule);

/** TD-DICE-1: a replacement die-face table — five dice, each action a whole number 1–9. */
function checkFaces(value: unknown): Record<DiceActionKind, number>[] | null {
  const table = listOption(value, 'faces');
  if (table === undefined) return null; // the default table, referenced rather than copied
  if (table.length !== 5) throw invalid('config.facesCount', {}, 'TD-DICE-1');
  return table.map((die) => {
    if (typeof die !== 'object' || die === null) throw invalid('config.faceDie', {}, 'TD-DICE-1');
    const out = {} as Record<DiceActionKind, number>;
    for (const action of ACTION_ORDER) {
      const n = (die as Record<string, unknown>)[action];
      if (!wholeNumberIn(n, 1, 9)) throw invalid('config.faceNumber', { action }, 'TD-DICE-1');
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

/** Every option `setup` knows, and every part of a stacked deal. */
const CONFIG_KEYS = ['players', 'seed', 'startPlayer', 'long', 'faces', 'deal', 'maxDecisions'] as const;
const DEAL_KEYS = ['bag', 'tokens', 'rolls'] as const;

/**
 * Builds the starting state of the dice game (§3) and rolls the first dice (TD-DICE-2):
 * advantage tokens on the central island, treasure tokens shuffled face down, the 40 chests
 * in the bag; each player's markers on field 3 and two chests drawn — the first onto the
 * island field, the second onto the first crew field. A stacked deal fixes the bag, the
 * token supply and the die rolls.
 */
export function newGame(config: DiceConfig): DiceState {
  if (typeof config !== 'object' || config === null) throw invalid('config.notObject');
  const { players, seed } = config;
  if (!wholeNumberIn(players, 2, 4)) throw invalid('config.players', { game: 'dice' }, 'TD-COMP-4');
  checkSeed(seed);
  checkKeys(config, CONFIG_KEYS, 'config');
  const startPlayer = config.startPlayer ?? 0;
  if (!wholeNumberIn(startPlayer, 0, players - 1)) throw invalid('config.startPlayer', {}, 'TD-SETUP-3');
  if (config.long !== undefined && typeof config.long !== 'boolean') throw invalid('config.long', {}, 'TD-VAR-LONG');
  const maxDecisions = decisionCap(config.maxDecisions, 'TD-OPT-CAP');
  if (config.deal !== undefined && (typeof config.deal !== 'object' || config.deal === null)) throw invalid('config.deal');
  const deal = config.deal ?? {};
  checkKeys(deal, DEAL_KEYS, 'deal');
  const bag = listOption(deal.bag, 'deal.bag');
  const tokens = listOption(deal.tokens, 'deal.tokens');
  const rolls = listOption(deal.rolls, 'deal.rolls');
  if (bag !== undefined && !isPermutationOf(bag, allChests())) throw invalid('config.bag', {}, 'TD-COMP-1');
  if (tokens !== undefined && !isPermutationOf(tokens, allTokens())) throw invalid('config.tokens', {}, 'TD-COMP-2');
  if (rolls !== undefined && !rolls.every((face) => (FACES as readonly unknown[]).includes(face))) throw invalid('config.rolls', {}, 'TD-DICE-1');

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
    seats: range(players).map(emptySeat),
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
