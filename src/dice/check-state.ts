import { CHUNK_SIZE } from '../core/engine/chunked-list.js';
import { deepEqual } from '../core/engine/deep-equal.js';
import type { RuleViolation } from '../core/engine/rule-violation.js';
import {
  at,
  bool,
  checkAnswers,
  checked,
  chunkedLog,
  corrupt,
  distinct,
  generator,
  int,
  list,
  literal,
  nullable,
  record,
  sameItems,
  seatReader,
  unionReader,
  type Reader,
} from '../core/engine/state-check.js';
import { totalOn } from './actions-phase.js';
import { coloursOn, excessOn, fieldOf } from './chests.js';
import { ADVANTAGE_TOKENS, allChests, allTokens, capacity, CHEST_COLOURS, DEFAULT_FACES, DICE_ACTIONS, facesOf, DICE_PER_PLAYER, FACES } from './data.js';
import { canKeep, keepChoices } from './dice-phase.js';
import { READ_FORMATS } from './format.js';
import { legalActions, toAct } from './legal.js';
import type { DiceLogEvent, DicePending, DiceState, DiceTask } from './types.js';
import { viewFor } from './view.js';

const STATE_KEYS = [
  'game',
  'format',
  'players',
  'target',
  'maxDecisions',
  'faces',
  'rng',
  'rollScript',
  'decisions',
  'round',
  'startPlayer',
  'bag',
  'supply',
  'advantageSupply',
  'centralIsland',
  'seats',
  'pending',
  'tasks',
  'named',
  'outcome',
  'log',
];
const SEAT_KEYS = ['ship', 'pirate', 'shipFields', 'crewFields', 'island', 'tortuga', 'tokens', 'advantage', 'hand', 'placed', 'roll', 'kept', 'loneSkulls'];
const FIELDS = ['ship', 'crew'] as const;

const count =
  (max: number): Reader =>
  (value, path) =>
    int(value, path, 0, max);
const field: Reader = (value, path) => int(value, path, 1, 8);
const die: Reader = (value, path) => int(value, path, 0, DICE_PER_PLAYER - 1);
const dice: Reader = (value, path) => distinct(list(value, path, die, DICE_PER_PLAYER), path);
const colour: Reader = (value, path) => literal(value, path, CHEST_COLOURS);
const colours: Reader = (value, path) => list(value, path, colour, 40);
const action: Reader = (value, path) => literal(value, path, DICE_ACTIONS);
const face: Reader = (value, path) => literal(value, path, FACES);
const token: Reader = (value, path) => int(value, path, 1, 3);
const oneOf =
  (...options: readonly unknown[]): Reader =>
  (value, path) =>
    literal(value, path, options);
const placedDie: Reader = (value, path) => {
  const d = record(value, path, ['die', 'skull', 'value']);
  die(d.die, at(path, 'die'));
  bool(d.skull, at(path, 'skull'));
  int(d.value, at(path, 'value'), 1, 9);
};
const placedDice: Reader = (value, path) => list(value, path, placedDie, DICE_PER_PLAYER);

function outcomeReader(players: number): Reader {
  const seat = seatReader(players);
  return (value, path) => {
    const outcome = record(value, path, ['reason', 'winners', 'scores']);
    literal(outcome.reason, at(path, 'reason'), ['tortuga', 'decision-cap']);
    distinct(list(outcome.winners, at(path, 'winners'), seat, players), at(path, 'winners'));
    const scores = list(
      outcome.scores,
      at(path, 'scores'),
      (v, p) => {
        const score = record(v, p, ['chests', 'sets', 'tracks', 'coins', 'total']);
        for (const key of ['chests', 'sets', 'tracks', 'coins', 'total']) int(score[key], at(p, key), 0, 10_000);
      },
      players,
    );
    if (scores.length !== players) corrupt(at(path, 'scores'), 'one score per seat');
  };
}

/** Every log event, field by field (`DiceLogEvent`). */
function logEventReader(players: number): Reader {
  const seat = seatReader(players);
  const seats: Reader = (value, path) => distinct(list(value, path, seat, players), path);
  const nullableSeat: Reader = (value, path) => nullable(value, path, seat);
  const player = { player: seat };
  const shapes: Readonly<Record<DiceLogEvent['type'], Readonly<Record<string, Reader>>>> = {
    setup: { players: count(4), startPlayer: seat },
    round: { round: count(Number.MAX_SAFE_INTEGER), startPlayer: seat },
    rolled: { players: seats },
    rollPrivate: { ...player, dice, faces: (v, p) => list(v, p, face, DICE_PER_PLAYER) },
    keptPrivate: { ...player, dice, faces: (v, p) => list(v, p, face, DICE_PER_PLAYER) },
    chose: player,
    placed: { ...player, action: (v, p) => nullable(v, p, action), dice: placedDice, skulls: dice },
    skullsTurned: { ...player, action, dice: placedDice },
    openRoll: { ...player, dice, faces: (v, p) => list(v, p, face, DICE_PER_PLAYER) },
    advantage: { ...player, action, value: oneOf(1, 2) },
    ranking: {
      action,
      totals: (v, p) =>
        list(
          v,
          p,
          (t, q) => {
            const entry = record(t, q, ['player', 'total']);
            seat(entry.player, at(q, 'player'));
            int(entry.total, at(q, 'total'), 0, 99);
          },
          players,
        ),
      first: nullableSeat,
      second: nullableSeat,
    },
    declined: { ...player, action },
    marker: {
      ...player,
      track: oneOf('ship', 'pirate'),
      from: field,
      to: field,
      reason: oneOf('ship', 'crew', 'boarded', 'raided', 'boardDefended', 'raidDefended'),
    },
    chestDrawn: { ...player, colour, to: oneOf('island', 'crew') },
    tokenTaken: player,
    tokenPrivate: { ...player, value: token, returned: (v, p) => nullable(v, p, token) },
    targeted: { ...player, target: seat, action: oneOf('board', 'raid') },
    chestStolen: { ...player, target: seat, colour },
    islandTaken: { ...player, colour },
    toIsland: { ...player, colour, toBag: bool },
    moved: { ...player, tortuga: count(40), ship: count(40), crew: count(40) },
    gameOver: { outcome: outcomeReader(players) },
  };
  return unionReader(shapes);
}

/** Reads the pending record's fields (`DicePending`). */
function pendingReader(players: number): Reader {
  const seat = seatReader(players);
  const seats: Reader = (value, path) => distinct(list(value, path, seat, players), path);
  const player = { player: seat };
  const shapes: Readonly<Record<DicePending['kind'], Readonly<Record<string, Reader>>>> = {
    keep: { rollers: seats, advantage: seats, openedAt: count(Number.MAX_SAFE_INTEGER) },
    skullAction: player,
    openKeep: player,
    act: { ...player, action, place: oneOf(1, 2) },
    takeChest: { ...player, action: oneOf('board', 'raid'), place: oneOf(1, 2), target: seat },
    islandChest: player,
    chooseToken: { ...player, tokens: (v, p) => list(v, p, token, 2) },
    giveUp: { ...player, field: oneOf(...FIELDS) },
    tasks: {},
    over: {},
  };
  return unionReader(shapes, 'kind');
}

/** Reads one task of the round (`DiceTask`). */
function taskReader(players: number): Reader {
  const seat = seatReader(players);
  const shapes: Readonly<Record<DiceTask['task'], Readonly<Record<string, Reader>>>> = {
    rank: { action },
    act: { action, place: oneOf(1, 2), player: seat },
    islandChest: { player: seat },
    trim: { player: seat, field: oneOf(...FIELDS) },
    draw: {},
    move: { player: seat },
    endRound: {},
  };
  return unionReader(shapes, 'task');
}

/** Structure, types and ranges of every field; returns the value as a state to check further. */
function readState(value: unknown): DiceState {
  const s = record(value, '', STATE_KEYS);
  literal(s.game, 'game', ['tortuga-dice']);
  if (!READ_FORMATS.includes(s.format as number))
    corrupt(
      'format',
      `it is in format ${JSON.stringify(s.format)}, and this version of tortuga-rules reads dice-game states in formats ${READ_FORMATS.join(' and ')}`,
    );
  const players = int(s.players, 'players', 2, 4);
  const seat = seatReader(players);
  literal(s.target, 'target', [6, 8]);
  const cap = nullable(s.maxDecisions, 'maxDecisions', (v, p) => int(v, p, 1, Number.MAX_SAFE_INTEGER));
  const faces =
    s.faces === null
      ? DEFAULT_FACES
      : list(
          s.faces,
          'faces',
          (v, p) => {
            const table = record(v, p, [...DICE_ACTIONS]);
            for (const a of DICE_ACTIONS) int(table[a], at(p, a), 1, 9);
          },
          DICE_PER_PLAYER,
        );
  if (faces.length !== DICE_PER_PLAYER) corrupt('faces', 'one entry per die');
  generator(s.rng, 'rng');
  const script = record(s.rollScript, 'rollScript', ['faces', 'next']);
  const scripted = list(script.faces, 'rollScript.faces', face);
  int(script.next, 'rollScript.next', 0, scripted.length);
  const decisions = int(s.decisions, 'decisions', 0, Number.MAX_SAFE_INTEGER);
  int(s.round, 'round', 1, Number.MAX_SAFE_INTEGER);
  seat(s.startPlayer, 'startPlayer');
  colours(s.bag, 'bag');
  list(s.supply, 'supply', token, 30);
  int(s.advantageSupply, 'advantageSupply', 0, ADVANTAGE_TOKENS);
  distinct(colours(s.centralIsland, 'centralIsland') as string[], 'centralIsland');
  const seatList = list(
    s.seats,
    'seats',
    (v, p) => {
      const x = record(v, p, SEAT_KEYS);
      int(x.ship, at(p, 'ship'), 1, 8);
      int(x.pirate, at(p, 'pirate'), 1, 8);
      for (const area of ['shipFields', 'crewFields', 'island', 'tortuga']) colours(x[area], at(p, area));
      list(x.tokens, at(p, 'tokens'), token, 30);
      const advantage = record(x.advantage, at(p, 'advantage'), [...DICE_ACTIONS]);
      for (const a of DICE_ACTIONS) int(advantage[a], at(at(p, 'advantage'), a), 0, 2);
      dice(x.hand, at(p, 'hand'));
      const placed = record(x.placed, at(p, 'placed'), [...DICE_ACTIONS]);
      for (const a of DICE_ACTIONS) placedDice(placed[a], at(at(p, 'placed'), a));
      nullable(x.roll, at(p, 'roll'), (r, q) => list(r, q, face, DICE_PER_PLAYER));
      nullable(x.kept, at(p, 'kept'), dice);
      dice(x.loneSkulls, at(p, 'loneSkulls'));
      return x;
    },
    players,
  );
  if (seatList.length !== players) corrupt('seats', 'one entry per seat');
  pendingReader(players)(s.pending, 'pending');
  list(s.tasks, 'tasks', taskReader(players), 64);
  const named = record(s.named, 'named', ['board', 'raid']);
  for (const key of ['board', 'raid']) nullable(named[key], at('named', key), seat);
  nullable(s.outcome, 'outcome', outcomeReader(players));
  if (cap !== null && decisions >= cap && s.outcome === null) corrupt('decisions', `the decision cap (${cap}) has ended the game`);
  chunkedLog(s.log, 'log', CHUNK_SIZE, decisions, players, logEventReader(players));
  return value as DiceState;
}

/** TD-COMP-1 … TD-COMP-4: chests, treasure tokens, advantage tokens and dice are conserved. */
function checkConservation(state: DiceState): void {
  const chests = [...state.bag, ...state.centralIsland, ...state.seats.flatMap((s) => [...s.island, ...s.crewFields, ...s.shipFields, ...s.tortuga])];
  sameItems(chests, allChests(), 'bag', 'the 40 chests');
  const looked = state.pending.kind === 'chooseToken' ? state.pending.tokens : [];
  sameItems([...state.supply, ...looked, ...state.seats.flatMap((s) => s.tokens)], allTokens(), 'supply', 'the 30 treasure tokens');
  const onBoards = state.seats.reduce((sum, s) => sum + DICE_ACTIONS.filter((a) => s.advantage[a] > 0).length, 0);
  if (state.advantageSupply + onBoards !== ADVANTAGE_TOKENS) corrupt('advantageSupply', `there are ${ADVANTAGE_TOKENS} advantage tokens`);
  if (state.players === 2 && state.centralIsland.length > 0) corrupt('centralIsland', 'with 2 players no chest stays on the central island (TD-2P-2)');
  state.seats.forEach((seat, index) => {
    const path = at('seats', index);
    const placed = DICE_ACTIONS.flatMap((a) => seat.placed[a].map((d) => d.die));
    sameItems([...seat.hand, ...placed, ...seat.loneSkulls], [0, 1, 2, 3, 4], path, 'the five dice, each in hand, placed or waiting as a skull');
    for (const a of DICE_ACTIONS) {
      seat.placed[a].forEach((d, k) => {
        if (d.value !== facesOf(state)[d.die]![a])
          corrupt(at(at(at(path, 'placed'), a), k), 'a placed die counts the number its die shows for that action (TD-DICE-1)');
      });
    }
  });
}

/** The dice behind the screens, the fields' capacities and the pending decision fit the board. */
function checkPhase(state: DiceState): void {
  const p = state.pending;
  const must = (ok: boolean, path: string, message: string): void => {
    if (!ok) corrupt(path, message);
  };
  must((p.kind === 'over') === (state.outcome !== null), 'pending', 'the game is over exactly when it has an outcome');
  if (p.kind === 'over') return; // a game ended by the decision cap may end in any phase
  must(p.kind !== 'tasks', 'pending', 'between decisions the round always waits for one');
  const dicePhase = p.kind === 'keep' || p.kind === 'skullAction' || p.kind === 'openKeep';
  must(!dicePhase || state.tasks.length === 0, 'tasks', 'the round’s tasks come after the dice phase');
  state.seats.forEach((seat, index) => {
    const path = at('seats', index);
    const rolling = p.kind === 'keep' && p.rollers.includes(index);
    must(!rolling || (seat.hand.length > 0 && seat.roll !== null), path, 'a roller has dice in hand and a roll');
    must(p.kind !== 'keep' || rolling || seat.hand.length === 0, path, 'everyone with dice in hand rolls (TD-DICE-2)');
    must(
      seat.hand.every((die, i) => i === 0 || seat.hand[i - 1]! < die),
      at(path, 'hand'),
      'the dice in hand are listed in order (A–E)',
    );
    if (seat.roll !== null) {
      must(seat.roll.length === seat.hand.length, at(path, 'roll'), 'a roll shows one face per die in hand');
      const open = p.kind === 'openKeep' && p.player === index;
      must(
        rolling || open || (dicePhase && !canKeep(state, index)),
        at(path, 'roll'),
        'a roll lies behind the screen, is being placed openly, or places nothing and waits for its open re-roll (TD-DICE-7)',
      );
    }
    if (seat.kept !== null) {
      must(
        rolling && keepChoices(state, index).some((choice) => deepEqual(choice, seat.kept)),
        at(path, 'kept'),
        'kept dice are one of the choices of the roll behind the screen',
      );
    }
    must(dicePhase || seat.loneSkulls.length === 0, at(path, 'loneSkulls'), 'skulls kept alone are turned during the dice phase');
    for (const f of FIELDS) {
      const trimming =
        (p.kind === 'giveUp' && p.player === index && p.field === f) || state.tasks.some((t) => t.task === 'trim' && t.player === index && t.field === f);
      must(
        trimming || excessOn(seat, f) === 0,
        at(path, f === 'ship' ? 'shipFields' : 'crewFields'),
        'a field holds no more chests than its capacity (TD-TRACK-2)',
      );
    }
    if (dicePhase) {
      must(
        seat.placed.board.length <= capacity(seat.ship) && seat.placed.raid.length <= capacity(seat.pirate),
        at(path, 'placed'),
        'board and raid take no more dice than the markers allow (TD-DICE-6)',
      );
    }
  });
  switch (p.kind) {
    case 'keep':
      must(p.openedAt <= state.decisions, 'pending.openedAt', 'a roll happened before now');
      must(
        p.advantage.every((s) => state.seats[s]!.hand.length === 0),
        'pending.advantage',
        'only a player with every die placed takes advantage tokens',
      );
      must(p.advantage.length > 0 || p.rollers.some((s) => state.seats[s]!.kept === null), 'pending', 'a keep waits for at least one player');
      return;
    case 'skullAction':
      must(state.seats[p.player]!.loneSkulls.length > 0, 'pending', 'only a player with skulls kept alone turns them');
      return;
    case 'openKeep':
      must(state.seats[p.player]!.roll !== null, 'pending', 'an open re-roll has been rolled');
      return;
    case 'act':
      must(
        totalOn(state, p.player, p.action) !== null && (p.place === 1 || state.players > 2),
        'pending',
        'a placed player with dice on the action carries it out',
      );
      return;
    case 'takeChest':
      must(
        p.target !== p.player && coloursOn(fieldOf(state.seats[p.target]!, p.action === 'board' ? 'ship' : 'crew')).length > 1,
        'pending',
        'a chest is chosen from another player’s field of several colours',
      );
      return;
    case 'islandChest':
      must(coloursOn(state.centralIsland).length > 1, 'pending', 'a chest is chosen from several on the central island');
      return;
    case 'giveUp':
      must(
        excessOn(state.seats[p.player]!, p.field) > 0 && coloursOn(fieldOf(state.seats[p.player]!, p.field)).length > 1,
        'pending',
        'a chest is given up from an over-full field of several colours',
      );
      return;
    default:
      return;
  }
}

/**
 * Checks a dice-game state that comes from outside (a database, a file, a client):
 * structure, types and ranges of every field; the format version; and the invariants the
 * rules keep — 40 chests, 30 treasure tokens, 20 advantage tokens and five dice per player
 * (TD-COMP-1 … TD-COMP-4), placed dice that count their printed numbers, fields within their
 * capacity, rolls and kept dice that fit the dice phase, a pending decision that fits the
 * board, a valid generator state — and that the engine can answer `toAct`, `legalActions`
 * and `viewFor` on it, with someone to act while the game runs. Returns null when it passes,
 * otherwise a `RuleViolation` with code `CORRUPT_STATE` and the path of the first problem.
 * Never throws. A state that passes cannot make the engine loop or crash.
 */
export function checkState(value: unknown): RuleViolation | null {
  return checked('CORRUPT_STATE', () => {
    const state = readState(value);
    checkConservation(state);
    checkPhase(state);
    checkAnswers(state, state.players, state.outcome !== null, { toAct, legalActions, viewFor });
  });
}
