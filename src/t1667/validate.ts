import { RuleViolation } from '../core/rule-violation.js';
import { intList, isSmallInt, matchAction, oneOf, type FieldCheck, type Match } from '../core/validation.js';
import { legalActions, toAct } from './legal.js';
import { faceDownCount } from './row.js';
import { hasRoom } from './board.js';
import type { ShipId, T1667Action, T1667State } from './types.js';

const seat = isSmallInt;
const slot = isSmallInt;
const slotPair = intList(2, 2);
const hold = oneOf('british', 'french');

/** The fields each action type carries besides `type` and `player`. */
const ACTION_SHAPES: Readonly<Record<T1667Action['type'], Readonly<Record<string, FieldCheck>>>> = {
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

/** The rule each action type is governed by, and what it takes, for error messages. */
const ACTION_RULES: Readonly<Record<T1667Action['type'], readonly [string, string]>> = {
  placeChest: ['T67-SETUP-5', 'A Captain places the starting chest in the British or French hold of their ship.'],
  peek: ['T67-ACT-PEEK', 'Peek at two different face-down cards of the row.'],
  reveal: ['T67-ACT-REVEAL', 'Reveal one face-down card of the row.'],
  force: ['T67-ACT-FORCE', 'Point at two different face-down cards and name another player.'],
  row: ['T67-ACT-ROW', 'Row onto the adjacent empty rowboat, or from a rowboat to Tortuga or its ship if it has room.'],
  attack: ['T67-ACT-ATTACK', 'Only the Captain of a ship can call an attack.'],
  maroon: ['T67-ACT-MAROON', 'Only the Captain can maroon, and only another pawn of the same ship.'],
  mutiny: ['T67-ACT-MUTINY', 'Only the First Mate of a ship can call a mutiny.'],
  smuggle: ['T67-ACT-SMUGGLE', 'Only the Cabin Boy can smuggle, from a hold that holds a chest.'],
  brawl: ['T67-ACT-BRAWL', 'Only the Governor of Tortuga can call a brawl.'],
  marque: ['T67-EVT-MARQUE', 'A Letter of Marque moves a player from Tortuga or a rowboat to a ship with room; a kept letter is usable from a later turn.'],
  keepMarque: ['T67-EVT-MARQUE', 'Only the revealer of a Letter of Marque can keep it.'],
  vote: ['T67-VOTE-1', 'Play one vote card from your hand (two, in ascending order, with El Dorado).'],
  pick: ['T67-ACT-FORCE', 'Pick one of the two cards you were pointed at.'],
  takeChest: ['T67-ACT-ATTACK', 'Take one chest from the galleon, or from the other ship once the galleon is empty, into a hold of your ship.'],
  declineChest: ['T67-ACT-ATTACK', 'Only the Captain of a successful attack can decline the chest.'],
  pistol: ['T67-EVT-PISTOL', 'Name another player to maroon.'],
  give: ['T67-EVT-TREASURE', 'Give the treasure card to another player.'],
  fountain: ['T67-EVT-FOUNTAIN', 'Only a player about to be marooned who holds a Fountain of Youth answers this.'],
  atlantis: ['T67-EVT-ATLANTIS', 'Atlantis moves its owner from a ship to the other ship (with room), only before a turn’s first action.'],
  powder: ['T67-EVT-POWDER', 'Choose a rowboat that has not exploded yet.'],
  fever: ['T67-EVT-FEVER', 'Name another player to swap loyalty cards with.'],
  crow: ['T67-EVT-CROW', 'Name another player whose vote cards you take.'],
  crowPick: ['T67-EVT-CROW', 'Pick a card that is in the vote deck.'],
  placePawn: ['T67-OPT-INTRIGUE', 'Place your pawn at a free position on a ship or on Tortuga.'],
  timeout: ['T67-OPT-TIMER', 'Only the turn’s player or a forced player can let the clock run out, and only with the timer option.'],
  choosePeek: ['T67-EARLY-TIMER', 'Choose two different face-down cards for the timed-out player to peek at.'],
  marqueDraw: ['T67-EARLY-MARQUE', 'Only the revealer of an early-edition Letter of Marque can draw instead of moving a player.'],
  returnCard: ['T67-EARLY-MARQUE', 'Put one card of your own hand on top of the vote deck.'],
  loseCard: ['T67-EARLY-MAROON', 'Choose one card of your own hand to lose.'],
};

/** A sentence naming what the game waits for — public information only. */
function waitingFor(state: T1667State): string {
  const seats = toAct(state);
  const pending = state.pending;
  if (pending.kind === 'vote') return `the game waits for the vote of seat${seats.length > 1 ? 's' : ''} ${seats.join(', ')}`;
  return `the game waits for seat ${seats.join(', ')}`;
}

/** Why a well-formed action is not legal: the rule it breaks and a message. */
function explain(state: T1667State, action: T1667Action, legal: readonly T1667Action[]): RuleViolation {
  const [rule, message] = ACTION_RULES[action.type];
  const illegal = (text: string, id: string): RuleViolation => new RuleViolation('ILLEGAL_ACTION', text, id);
  if (!legal.some((candidate) => candidate.type === action.type)) {
    if (turnAction(state, action) && action.type === 'peek' && state.options.chaos) return illegal('Peeking is not allowed in a Chaos game.', 'T67-OPT-CHAOS');
    if (turnAction(state, action) && (action.type === 'peek' || action.type === 'force') && faceDownCount(state) < 2) {
      return illegal('Peeking and forcing need two face-down cards in the row.', 'T67-END-3');
    }
    return illegal(`You cannot do "${action.type}" now. ${message}`, rule);
  }
  if ((action.type === 'peek' || action.type === 'force' || action.type === 'choosePeek' || action.type === 'vote') && !isAscending(action.type === 'vote' ? action.cards : action.slots)) {
    return illegal(`${message} List them in ascending order, without repeats.`, rule);
  }
  const ship = action.type === 'row' ? action.to : action.type === 'marque' ? action.ship : null;
  if (isShipId(ship) && !hasRoom(state, ship)) return illegal('That ship already has five pawns.', 'T67-POS-2');
  if (action.type === 'vote' && !action.cards.every((card) => state.seats[action.player]!.hand.includes(card))) {
    return illegal('You can only play vote cards from your own hand.', rule);
  }
  if (turnAction(state, action) && action.type === 'peek' && state.options.chaos) return illegal('Peeking is not allowed in a Chaos game.', 'T67-OPT-CHAOS');
  return illegal(message, rule);
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

const RULES = { shapes: ACTION_SHAPES, players: (s: T1667State) => s.players, isOver: (s: T1667State) => s.outcome !== null, decisionWindow, legalActions, waitingFor, explain };
