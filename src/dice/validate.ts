import { RuleViolation } from '../core/rule-violation.js';
import { intList, isSmallInt, matchAction, oneOf, type FieldCheck, type Match } from '../core/validation.js';
import { DICE_ACTIONS } from './data.js';
import { canKeep } from './dice-phase.js';
import { legalActions, toAct } from './legal.js';
import type { DiceGameAction, DiceState } from './types.js';

const action = oneOf(...DICE_ACTIONS);

/** The fields each action type carries besides `type` and `player`. */
const ACTION_SHAPES: Readonly<Record<DiceGameAction['type'], Readonly<Record<string, FieldCheck>>>> = {
  keep: { dice: intList(0, 5) },
  advantage: { action },
  skullAction: { action },
  perform: {},
  decline: {},
  target: { target: isSmallInt },
  chest: { colour: oneOf('red', 'blue', 'yellow', 'white', 'purple') },
  token: { index: isSmallInt },
};

/** Every action type of the dice game. */
export const DICE_ACTION_TYPES: readonly string[] = Object.freeze(Object.keys(ACTION_SHAPES));

/** The rule behind each action type and what it takes, for error messages. */
const ACTION_RULES: Readonly<Record<DiceGameAction['type'], readonly [string, string]>> = {
  keep: ['TD-DICE-3', 'Keep at least one die: dice showing one action, plus any skulls, or skulls alone, within the board and raid limits (keep none only when no die can be placed).'],
  advantage: ['TD-ADV-1', 'Put an advantage token on a field without one, or turn a "1" to "2".'],
  skullAction: ['TD-DICE-4', 'Turn your skulls to one action with room for all of them.'],
  perform: ['TD-ACT-2', 'Only the player in 1st or 2nd place of this action carries it out.'],
  decline: ['TD-ACT-4', 'Only the player whose action it is can decline it.'],
  target: ['TD-ACT-BOARD', 'Name another player (2nd place: not the one 1st place named).'],
  chest: ['TD-TRACK-3', 'Choose one of the chests offered.'],
  token: ['TD-ACT-TREASURE', 'Keep the first (0) or the second (1) token you looked at.'],
};

function waitingFor(state: DiceState): string {
  const seats = toAct(state);
  return `the game waits for seat${seats.length > 1 ? 's' : ''} ${seats.join(', ')}`;
}

function explain(state: DiceState, attempted: DiceGameAction, legal: readonly DiceGameAction[]): RuleViolation {
  const [rule, message] = ACTION_RULES[attempted.type];
  if (!legal.some((candidate) => candidate.type === attempted.type)) return new RuleViolation('ILLEGAL_ACTION', `You cannot do "${attempted.type}" now. ${message}`, rule);
  if (attempted.type === 'keep') {
    const blocked = !canKeep(state, attempted.player);
    if (blocked) return new RuleViolation('ILLEGAL_ACTION', 'No die of this roll can be placed: keep none, and the dice are rolled again openly.', 'TD-DICE-7');
    if (attempted.dice.length === 0) return new RuleViolation('ILLEGAL_ACTION', 'Keep at least one die: some die of this roll can be placed.', rule);
    const sorted = [...attempted.dice].sort((a, b) => a - b);
    if (sorted.some((die, i) => die !== attempted.dice[i] || (i > 0 && die === sorted[i - 1]))) return new RuleViolation('ILLEGAL_ACTION', `${message} List the dice in ascending order, without repeats.`, rule);
    const seat = state.seats[attempted.player]!;
    if (!attempted.dice.every((die) => seat.hand.includes(die))) return new RuleViolation('ILLEGAL_ACTION', 'You can only keep dice you have just rolled.', rule);
    const actions = new Set(attempted.dice.map((die) => seat.roll?.[seat.hand.indexOf(die)]).filter((face) => face !== 'skull'));
    if (actions.size > 1) return new RuleViolation('ILLEGAL_ACTION', 'Dice kept together must show the same action (skulls may join them).', rule);
    return new RuleViolation('ILLEGAL_ACTION', 'Board and raid take no more dice than your ship and pirate markers allow.', 'TD-DICE-6');
  }
  if (attempted.type === 'target' && state.pending.kind === 'act' && state.pending.action === 'raid') return new RuleViolation('ILLEGAL_ACTION', message, 'TD-ACT-RAID');
  return new RuleViolation('ILLEGAL_ACTION', message, rule);
}

/**
 * The decision counts an action's `at` may name (see `matchAction`): while dice are kept
 * behind the screens, every state since the roll (TD-DICE-3: players choose in any order),
 * otherwise only the current one.
 */
function decisionWindow(state: DiceState): readonly [number, number] {
  const pending = state.pending;
  return [pending.kind === 'keep' ? pending.openedAt : state.decisions, state.decisions];
}

/**
 * The legal action an untrusted value stands for, or why it stands for none: shape,
 * staleness, seat, then membership in `legalActions`. Never throws; its messages describe
 * only what the acting seat may know. (`validate` is its verdict alone.)
 */
export const match = (state: DiceState, input: unknown): Match<DiceGameAction> => matchAction(RULES, state, input);

const RULES = { shapes: ACTION_SHAPES, players: (s: DiceState) => s.players, isOver: (s: DiceState) => s.outcome !== null, decisionWindow, legalActions, waitingFor, explain };
