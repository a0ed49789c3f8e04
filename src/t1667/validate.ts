import type { PlayerId } from '../core/engine/game.js';
import { RuleViolation } from '../core/engine/rule-violation.js';
import type { TextParam } from '../core/words/text.js';
import { refusal } from './refusals.js';
import { intList, isSmallInt, matchAction, oneOf, type FieldCheck, type Match } from '../core/engine/validation.js';
import { findLegal, legalActions, toAct } from './legal.js';
import { faceDownCount } from './row.js';
import { hasRoom } from './board.js';
import type { ShipId, T1667Action, T1667State } from './types.js';

const seat = isSmallInt;
const slot = isSmallInt;
const slotPair = intList(2, 2);
const hold = oneOf('british', 'french');

/** The fields each action type carries besides `type` and `player`. */
export const ACTION_SHAPES: Readonly<Record<T1667Action['type'], Readonly<Record<string, FieldCheck>>>> = {
  placeChest: { hold },
  peek: { slots: slotPair },
  reveal: { slot },
  force: { slots: slotPair, target: seat },
  row: { to: oneOf('fd', 'jr', 'tortuga', 'fdBoat', 'jrBoat') },
  attack: {},
  maroon: { target: seat },
  mutiny: {},
  smuggle: { from: hold },
  brawl: {},
  marque: { target: seat, ship: oneOf('fd', 'jr') },
  keepMarque: {},
  vote: { cards: intList(1, 2) },
  pick: { slot },
  takeChest: { from: oneOf('galleon', 'british', 'french'), into: hold },
  declineChest: {},
  pistol: { target: seat },
  give: { target: seat },
  fountain: { use: (value) => typeof value === 'boolean' },
  atlantis: {},
  powder: { boat: oneOf('fdBoat', 'jrBoat') },
  fever: { target: seat },
  crow: { target: seat },
  crowPick: { card: isSmallInt },
  placePawn: { place: oneOf('fd', 'jr', 'tortuga'), position: slot },
  timeout: {},
  choosePeek: { slots: slotPair },
  marqueDraw: {},
  returnCard: { card: isSmallInt },
  loseCard: { card: isSmallInt },
};

/** The rule each action type is governed by (its hint, `hint.<type>`, says what it takes). */
const ACTION_RULES: Readonly<Record<T1667Action['type'], string>> = {
  placeChest: 'T67-SETUP-5',
  peek: 'T67-ACT-PEEK',
  reveal: 'T67-ACT-REVEAL',
  force: 'T67-ACT-FORCE',
  row: 'T67-ACT-ROW',
  attack: 'T67-ACT-ATTACK',
  maroon: 'T67-ACT-MAROON',
  mutiny: 'T67-ACT-MUTINY',
  smuggle: 'T67-ACT-SMUGGLE',
  brawl: 'T67-ACT-BRAWL',
  marque: 'T67-EVT-MARQUE',
  keepMarque: 'T67-EVT-MARQUE',
  vote: 'T67-VOTE-1',
  pick: 'T67-ACT-FORCE',
  takeChest: 'T67-ACT-ATTACK',
  declineChest: 'T67-ACT-ATTACK',
  pistol: 'T67-EVT-PISTOL',
  give: 'T67-EVT-TREASURE',
  fountain: 'T67-EVT-FOUNTAIN',
  atlantis: 'T67-EVT-ATLANTIS',
  powder: 'T67-EVT-POWDER',
  fever: 'T67-EVT-FEVER',
  crow: 'T67-EVT-CROW',
  crowPick: 'T67-EVT-CROW',
  placePawn: 'T67-OPT-INTRIGUE',
  timeout: 'T67-OPT-TIMER',
  choosePeek: 'T67-EARLY-TIMER',
  marqueDraw: 'T67-EARLY-MARQUE',
  returnCard: 'T67-EARLY-MARQUE',
  loseCard: 'T67-EARLY-MAROON',
};

/** Who the game waits for — public information only. */
function waitingFor(state: T1667State): { seats: PlayerId[]; vote: boolean } {
  return { seats: toAct(state), vote: state.pending.kind === 'vote' };
}

/** Why a well-formed action is not legal: the rule it breaks and a message. */
function explain(state: T1667State, action: T1667Action, legal: readonly T1667Action[]): RuleViolation {
  const rule = ACTION_RULES[action.type];
  const words = refusal();
  const hint = { key: `hint.${action.type}`, params: {} };
  const illegal = (key: string, id: string, params: Readonly<Record<string, TextParam>> = {}): RuleViolation =>
    new RuleViolation('ILLEGAL_ACTION', words(key, params), id);
  if (!legal.some((candidate) => candidate.type === action.type)) {
    if (turnAction(state, action) && action.type === 'peek' && state.options.chaos) return illegal('violation.chaosPeek', 'T67-OPT-CHAOS');
    if (turnAction(state, action) && (action.type === 'peek' || action.type === 'force') && faceDownCount(state) < 2)
      return illegal('violation.twoFaceDown', 'T67-END-3');
    return illegal('violation.cannot', rule, { type: action.type, hint });
  }
  if (
    (action.type === 'peek' || action.type === 'force' || action.type === 'choosePeek' || action.type === 'vote') &&
    !isAscending(action.type === 'vote' ? action.cards : action.slots)
  ) {
    return illegal('violation.ascending', rule, { hint });
  }
  const ship = action.type === 'row' ? action.to : action.type === 'marque' ? action.ship : null;
  if (isShipId(ship) && !hasRoom(state, ship)) return illegal('violation.shipFull', 'T67-POS-2');
  if (action.type === 'vote' && !action.cards.every((card) => state.seats[action.player]!.hand.includes(card))) return illegal('violation.notInHand', rule);
  return new RuleViolation('ILLEGAL_ACTION', words(hint.key), rule);
}

function turnAction(state: T1667State, action: T1667Action): boolean {
  return state.pending.kind === 'action' && state.pending.player === action.player;
}

function isShipId(value: unknown): value is ShipId {
  return value === 'fd' || value === 'jr';
}

function isAscending(list: readonly number[]): boolean {
  for (let i = 1; i < list.length; i++) if ((list[i] as number) <= (list[i - 1] as number)) return false;
  return true;
}

/**
 * The decision counts an action's `at` may name (see `matchAction`): during a vote every
 * state since the vote was called (T67-VOTE-8: voters answer in any order), otherwise only
 * the current one.
 */
function decisionWindow(state: T1667State): readonly [number, number] {
  const pending = state.pending;
  return [pending.kind === 'vote' ? pending.openedAt : state.decisions, state.decisions];
}

/**
 * The legal action an untrusted value stands for, or why it stands for none: shape,
 * staleness, seat, then membership in `legalActions`. Never throws; its messages describe
 * only what the acting seat may know. (`validate` is its verdict alone.)
 */
export const match = (state: T1667State, input: unknown): Match<T1667Action> => matchAction(RULES, state, input);

const RULES = {
  shapes: ACTION_SHAPES,
  players: (s: T1667State) => s.players,
  isOver: (s: T1667State) => s.outcome !== null,
  decisionWindow,
  legalActions,
  findLegal,
  waitingFor,
  explain,
  say: refusal,
};
