import type { PlayerId } from '../core/engine/game.js';
import { RuleViolation } from '../core/engine/rule-violation.js';
import type { TextParam } from '../core/words/text.js';
import { refusal } from './refusals.js';
import { intList, isSmallInt, matchAction, oneOf, type FieldCheck, type Match } from '../core/engine/validation.js';
import { ACTION_ORDER } from './data.js';
import { canKeep } from './dice-phase.js';
import { findLegal, legalActions, toAct } from './legal.js';
import type { DiceAction, DiceState } from './types.js';

const action = oneOf(...ACTION_ORDER);

/** The fields each action type carries besides `type` and `player`. */
export const ACTION_SHAPES: Readonly<Record<DiceAction['type'], Readonly<Record<string, FieldCheck>>>> = {
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

/** The rule behind each action type (its hint, `hint.<type>`, says what it takes). */
const ACTION_RULES: Readonly<Record<DiceAction['type'], string>> = {
  keep: 'TD-DICE-3',
  advantage: 'TD-ADV-1',
  skullAction: 'TD-DICE-4',
  perform: 'TD-ACT-2',
  decline: 'TD-ACT-4',
  target: 'TD-ACT-BOARD',
  chest: 'TD-TRACK-3',
  token: 'TD-ACT-TREASURE',
};

/** Who the game waits for — public information only. */
function waitingFor(state: DiceState): { seats: PlayerId[]; vote: boolean } {
  return { seats: toAct(state), vote: false };
}

function explain(state: DiceState, attempted: DiceAction, legal: readonly DiceAction[]): RuleViolation {
  const rule = ACTION_RULES[attempted.type];
  const words = refusal();
  const hint = { key: `hint.${attempted.type}`, params: {} };
  const illegal = (key: string, id: string, params: Readonly<Record<string, TextParam>> = {}): RuleViolation =>
    new RuleViolation('ILLEGAL_ACTION', words(key, params), id);
  if (!legal.some((candidate) => candidate.type === attempted.type)) return illegal('violation.cannot', rule, { type: attempted.type, hint });
  if (attempted.type === 'keep') {
    if (!canKeep(state, attempted.player)) return illegal('violation.keepBlocked', 'TD-DICE-7');
    if (attempted.dice.length === 0) return illegal('violation.keepSome', rule);
    const sorted = [...attempted.dice].sort((a, b) => a - b);
    if (sorted.some((die, i) => die !== attempted.dice[i] || (i > 0 && die === sorted[i - 1]))) return illegal('violation.ascending', rule, { hint });
    const seat = state.seats[attempted.player]!;
    if (!attempted.dice.every((die) => seat.hand.includes(die))) return illegal('violation.notRolled', rule);
    const actions = new Set(attempted.dice.map((die) => seat.roll?.[seat.hand.indexOf(die)]).filter((face) => face !== 'skull'));
    if (actions.size > 1) return illegal('violation.oneAction', rule);
    return illegal('violation.limits', 'TD-DICE-6');
  }
  const id = attempted.type === 'target' && state.pending.kind === 'act' && state.pending.action === 'raid' ? 'TD-ACT-RAID' : rule;
  return illegal(hint.key, id);
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
export const match = (state: DiceState, input: unknown): Match<DiceAction> => matchAction(RULES, state, input);

const RULES = {
  shapes: ACTION_SHAPES,
  players: (s: DiceState) => s.players,
  isOver: (s: DiceState) => s.outcome !== null,
  decisionWindow,
  legalActions,
  findLegal,
  waitingFor,
  explain,
  say: refusal,
};
