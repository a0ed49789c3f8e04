import { CHUNK_SIZE } from '../core/engine/chunked-list.js';
import type { RuleViolation } from '../core/engine/rule-violation.js';
import {
  at,
  checkAnswers,
  bool,
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
import { CHARACTER_COUNT, DEFAULT_VOTE_CARDS, EVENT_KINDS, loyaltyCards, ROW_SIZE, SHIP_CAPACITY, STAR_KINDS, TOTAL_CHESTS } from './cards.js';
import { READ_FORMATS } from './format.js';
import { legalActions, toAct } from './legal.js';
import type { LogEvent, Pending, T1667State } from './types.js';
import { viewFor } from './view.js';
import { checkInvariants } from './state-invariants.js';

const LOYALTIES = ['british', 'french', 'dutch'] as const;
const HOLDS = ['british', 'french'] as const;
const SHIP_IDS = ['fd', 'jr'] as const;
const PLACES = ['fd', 'jr', 'tortuga', 'fdBoat', 'jrBoat'] as const;
const BOATS = ['fdBoat', 'jrBoat'] as const;
const VOTES = ['attack', 'mutiny', 'brawl'] as const;
const TREASURES = ['atlantis', 'eldorado', 'fountain'] as const;
const CAUSES = ['spot', 'pistol', 'maroon', 'mutiny'] as const;
const SYMBOLS = ['cannon', 'torch', 'water', 'british', 'french', 'skull', 'wheel'] as const;
const SEAT_KEYS = [
  'loyalty',
  'hand',
  'albatross',
  'letters',
  'atlantis',
  'eldorado',
  'fountain',
  'lostTurns',
  'peeks',
  'pirateCode',
  'loyaltyOpen',
  'knownHand',
];
const STATE_KEYS = [
  'game',
  'format',
  'players',
  'options',
  'characters',
  'voteCards',
  'rng',
  'decisions',
  'seats',
  'galleon',
  'ships',
  'tortuga',
  'rowboats',
  'explodedBoats',
  'startSlots',
  'row',
  'eventDeck',
  'discard',
  'removed',
  'voteDeck',
  'turn',
  'pending',
  'afterAction',
  'tiebreak',
  'outcome',
  'log',
];

const count =
  (max: number): Reader =>
  (value, path) =>
    int(value, path, 0, max);
const eventKind: Reader = (value, path) => literal(value, path, EVENT_KINDS);

/** The readers that depend on the table: seats and card numbers. */
function readers(players: number, cards: number) {
  const seat = seatReader(players);
  const seats: Reader = (value, path) => distinct(list(value, path, seat, players), path);
  const card: Reader = (value, path) => int(value, path, 0, cards - 1);
  const cardList: Reader = (value, path) => distinct(list(value, path, card, cards), path);
  const pair: Reader = (value, path) => {
    const slots = list(value, path, count(ROW_SIZE - 1), 2);
    if (slots.length !== 2 || slots[0]! >= slots[1]!) corrupt(path, 'expected two different slots in ascending order');
    return slots;
  };
  return { seat, seats, card, cardList, pair };
}

function voteFace(value: unknown, path: string): void {
  const face = record(value, path, [...SYMBOLS]);
  for (const symbol of SYMBOLS) int(face[symbol], at(path, symbol), 0, 9);
}

function outcomeReader(players: number): Reader {
  const { seats } = readers(players, 1);
  return (value, path) => {
    const outcome = record(value, path, ['winner', 'winners', 'chests', 'reason']);
    literal(outcome.winner, at(path, 'winner'), [...LOYALTIES, 'draw']);
    seats(outcome.winners, at(path, 'winners'));
    const chests = record(outcome.chests, at(path, 'chests'), ['british', 'french']);
    for (const team of HOLDS) int(chests[team], at(at(path, 'chests'), team), 0, TOTAL_CHESTS);
    literal(outcome.reason, at(path, 'reason'), ['armada', 'tiebreak-lead', 'all-revealed', 'decision-cap']);
  };
}

/** Every log event, field by field (`LogEvent`). */
function logEventReader(players: number, cards: number): Reader {
  const { seat, seats, card, cardList, pair } = readers(players, cards);
  const player = { player: seat };
  const nullableSeat: Reader = (value, path) => nullable(value, path, seat);
  const oneOf =
    (...options: readonly unknown[]): Reader =>
    (value, path) =>
      literal(value, path, options);
  const result: Reader = unionReader(
    {
      attack: { success: bool, cannon: count(99), torch: count(99), water: count(99) },
      mutiny: { success: bool, skull: count(99), wheel: count(99) },
      brawl: { winner: oneOf('british', 'french', 'tie'), british: count(99), french: count(99) },
    },
    'vote',
  );
  const shapes: Readonly<Record<LogEvent['type'], Readonly<Record<string, Reader>>>> = {
    setup: { players: count(9), fd: seats, jr: seats, firstPlayer: nullableSeat },
    dealt: { ...player, loyalty: oneOf(...LOYALTIES), hand: cardList },
    chestPlaced: { ...player, ship: oneOf(...SHIP_IDS), hold: oneOf(...HOLDS) },
    turn: { ...player, turn: count(Number.MAX_SAFE_INTEGER) },
    turnLost: player,
    peek: { ...player, slots: pair },
    peekResult: { ...player, slots: pair, cards: (value, path) => list(value, path, eventKind, 2) },
    force: { ...player, target: seat, slots: pair },
    reveal: { ...player, slot: count(ROW_SIZE - 1), card: eventKind },
    rowReshuffled: {},
    moved: { ...player, from: oneOf(...PLACES), to: oneOf(...PLACES), reason: oneOf('row', 'marque', 'atlantis') },
    marooned: { ...player, from: oneOf(...PLACES), reason: oneOf('maroon', 'mutiny', 'pistol', 'spot', 'albatross', 'powder') },
    voteCardLost: player,
    voteCardLostPrivate: { ...player, card },
    voteCalled: { vote: oneOf(...VOTES), caller: seat, voters: seats },
    voteCommitted: player,
    voteChoice: { ...player, cards: cardList },
    voteRevealed: { vote: oneOf(...VOTES), cards: (value, path) => list(value, path, voteFace, 2 * players + 1), deckCard: bool, result },
    drew: { ...player, count: count(cards) },
    drewPrivate: { ...player, cards: cardList },
    chestTaken: { ...player, from: oneOf('galleon', ...HOLDS), into: oneOf(...HOLDS), ship: oneOf(...SHIP_IDS) },
    chestDeclined: player,
    smuggled: { ...player, ship: oneOf(...SHIP_IDS), from: oneOf(...HOLDS), to: oneOf(...HOLDS) },
    brawlResult: { british: count(2), french: count(2) },
    letterKept: player,
    treasureGiven: { ...player, target: seat, card: oneOf(...TREASURES) },
    albatrossKept: player,
    fountainUsed: { ...player, cause: oneOf(...CAUSES) },
    fountainDeclined: player,
    atlantisEscape: { ...player, to: oneOf(...SHIP_IDS) },
    boatExploded: { ...player, boat: oneOf(...BOATS) },
    loyaltiesSwapped: { ...player, target: seat },
    loyaltySeen: { ...player, loyalty: oneOf(...LOYALTIES) },
    crowSearch: { ...player, target: seat, count: count(cards) },
    crowFormerHand: { ...player, target: seat, cards: cardList },
    crowNewHand: { ...player, target: seat, cards: cardList },
    bellsRung: { ...player, place: oneOf('fd', 'jr', 'tortuga'), order: seats },
    facade: { ...player, target: seat },
    codeKept: player,
    codeSatOut: { ...player, left: count(2) },
    scurvy: { ...player, players: seats },
    storm: { ...player, place: oneOf(...PLACES), chests: count(TOTAL_CHESTS) },
    timeout: player,
    pawnPlaced: { ...player, place: oneOf('fd', 'jr', 'tortuga'), position: count(Math.max(SHIP_CAPACITY, players) - 1) },
    marqueDraw: player,
    cardReturned: player,
    cardReturnedPrivate: { ...player, card },
    eldoradoPlayed: player,
    tiebreak: { chests: count(TOTAL_CHESTS), rowSize: count(ROW_SIZE), deckSize: count(99) },
    gameOver: { outcome: outcomeReader(players), loyalties: (value, path) => list(value, path, (v, p) => literal(v, p, LOYALTIES), players) },
  };
  return unionReader(shapes);
}

/** Reads the pending record's fields (`Pending`). */
function pendingReader(players: number, cards: number): Reader {
  const { seat, seats, cardList, pair } = readers(players, cards);
  const oneOf =
    (...options: readonly unknown[]): Reader =>
    (value, path) =>
      literal(value, path, options);
  const player = { player: seat };
  const shapes: Readonly<Record<Pending['kind'], Readonly<Record<string, Reader>>>> = {
    placeChest: { ...player, ship: oneOf(...SHIP_IDS) },
    action: player,
    vote: {
      vote: oneOf(...VOTES),
      caller: seat,
      openedAt: count(Number.MAX_SAFE_INTEGER),
      ship: (value, path) => nullable(value, path, (v, p) => literal(v, p, SHIP_IDS)),
      voters: seats,
      choices: (value, path) =>
        list(
          value,
          path,
          (v, p) =>
            nullable(v, p, (c, q) => {
              const chosen = cardList(c, q) as number[];
              if (chosen.length < 1 || chosen.length > 2) corrupt(q, 'a vote is one card, or two with El Dorado');
              return chosen;
            }),
          players,
        ),
    },
    forcedPick: { ...player, forcer: seat, slots: pair },
    loot: { ...player, ship: oneOf(...SHIP_IDS) },
    marque: player,
    pistol: player,
    give: { ...player, card: oneOf(...TREASURES) },
    escape: { ...player, cause: oneOf(...CAUSES) },
    powder: player,
    fever: player,
    crow: player,
    crowSearch: { ...player, target: seat, count: (v, p) => int(v, p, 1, cards), picked: cardList },
    placePawn: { ...player, bag: seats },
    forcerPick: { ...player, forced: seat, slots: pair },
    timeoutPeek: { ...player, target: seat },
    returnCard: player,
    loseCard: player,
    over: {},
  };
  return unionReader(shapes, 'kind');
}

/** Structure, types and ranges of every field; returns the value as a state to check further. */
function readState(value: unknown): T1667State {
  const s = record(value, '', STATE_KEYS);
  literal(s.game, 'game', ['tortuga-1667']);
  if (!READ_FORMATS.includes(s.format as number))
    corrupt(
      'format',
      `it is in format ${JSON.stringify(s.format)}, and this version of tortuga-rules reads Tortuga 1667 states in formats ${READ_FORMATS.join(' and ')}`,
    );
  const players = int(s.players, 'players', 2, 9);
  const cards = s.voteCards === null ? DEFAULT_VOTE_CARDS.length : list(s.voteCards, 'voteCards', (v, p) => voteFace(v, p), 1000).length;
  if (cards < 3 * players) corrupt('voteCards', `${players} players need at least ${3 * players} vote cards`);
  const { seat, seats, cardList } = readers(players, cards);
  const decisions = int(s.decisions, 'decisions', 0, Number.MAX_SAFE_INTEGER);
  const options = record(s.options, 'options', ['rules', 'stars', 'namedStars', 'chaos', 'timer', 'openLoyalties', 'intrigue', 'shorter', 'maxDecisions']);
  literal(options.rules, 'options.rules', ['official', 'early']);
  const stars = distinct(
    list(options.stars, 'options.stars', (v, p) => literal(v, p, STAR_KINDS), 8),
    'options.stars',
  );
  for (const key of ['namedStars', 'chaos', 'timer', 'intrigue']) bool(options[key], at('options', key));
  if (options.chaos === true && stars.length !== 8) corrupt('options.stars', 'Chaos plays all eight star cards');
  literal(options.openLoyalties, 'options.openLoyalties', ['none', 'all', 'pair']);
  int(options.shorter, 'options.shorter', 0, 30);
  const cap = nullable(options.maxDecisions, 'options.maxDecisions', (v, p) => int(v, p, 1, Number.MAX_SAFE_INTEGER));

  const turn = record(s.turn, 'turn', ['player', 'number', 'actionsTaken']);
  seat(turn.player, 'turn.player');
  const turnNumber = int(turn.number, 'turn.number', 0, Number.MAX_SAFE_INTEGER);
  // During a turn at most one action of two is taken (2 players); a game can end right after the last one.
  int(turn.actionsTaken, 'turn.actionsTaken', 0, (players === 2 ? 1 : 0) + (s.outcome === null ? 0 : 1));

  distinct(
    list(s.characters, 'characters', (v, p) => int(v, p, 0, CHARACTER_COUNT - 1), players),
    'characters',
  );
  if ((s.characters as unknown[]).length !== players) corrupt('characters', 'one character per seat');
  generator(s.rng, 'rng');

  const seatList = list(
    s.seats,
    'seats',
    (v, p) => {
      const x = record(v, p, SEAT_KEYS);
      literal(x.loyalty, at(p, 'loyalty'), LOYALTIES);
      cardList(x.hand, at(p, 'hand'));
      int(x.albatross, at(p, 'albatross'), 0, 3);
      list(x.letters, at(p, 'letters'), (t, q) => int(t, q, 0, turnNumber), 4); // T67-EVT-MARQUE: kept in a turn so far
      for (const treasure of TREASURES) int(x[treasure], at(p, treasure), 0, 1);
      int(x.lostTurns, at(p, 'lostTurns'), 0, 2);
      const peeks = list(x.peeks, at(p, 'peeks'), (k, q) => nullable(k, q, eventKind), ROW_SIZE);
      if (peeks.length !== ROW_SIZE) corrupt(at(p, 'peeks'), `one entry per row slot (${ROW_SIZE})`);
      int(x.pirateCode, at(p, 'pirateCode'), 0, 2);
      bool(x.loyaltyOpen, at(p, 'loyaltyOpen'));
      nullable(x.knownHand, at(p, 'knownHand'), (k, q) => {
        const known = record(k, q, ['target', 'cards']);
        seat(known.target, at(q, 'target'));
        cardList(known.cards, at(q, 'cards'));
      });
      return x;
    },
    players,
  );
  if (seatList.length !== players) corrupt('seats', 'one entry per seat');
  sameItems(
    seatList.map((x) => x.loyalty),
    loyaltyCards(players),
    'seats',
    'the loyalty cards dealt',
  );

  int(s.galleon, 'galleon', 0, 8);
  const ships = record(s.ships, 'ships', [...SHIP_IDS]);
  for (const ship of SHIP_IDS) {
    const x = record(ships[ship], at('ships', ship), ['crew', 'british', 'french']);
    seats(x.crew, at(at('ships', ship), 'crew'));
    for (const hold of HOLDS) int(x[hold], at(at('ships', ship), hold), 0, 8);
  }
  const tortuga = record(s.tortuga, 'tortuga', ['line', 'british', 'french', 'unassigned']);
  seats(tortuga.line, 'tortuga.line');
  for (const area of ['british', 'french', 'unassigned']) int(tortuga[area], at('tortuga', area), 0, 2);
  const rowboats = record(s.rowboats, 'rowboats', [...BOATS]);
  for (const boat of BOATS) nullable(rowboats[boat], at('rowboats', boat), seat);
  const exploded = distinct(
    list(s.explodedBoats, 'explodedBoats', (v, p) => literal(v, p, BOATS), 2),
    'explodedBoats',
  );
  if (exploded.length > 1 && options.rules !== 'early') corrupt('explodedBoats', 'there is one explosion token (T67-COMP-7)');
  nullable(s.startSlots, 'startSlots', (v, p) => {
    const slots = record(v, p, ['fd', 'jr', 'tortuga']);
    for (const line of ['fd', 'jr', 'tortuga'] as const) {
      const size = line === 'tortuga' ? players : SHIP_CAPACITY;
      const entries = list(slots[line], at(p, line), (k, q) => nullable(k, q, seat), size);
      if (entries.length !== size) corrupt(at(p, line), `${size} start positions`);
    }
  });

  const row = list(s.row, 'row', (v, p) => nullable(v, p, eventKind), ROW_SIZE);
  if (row.length !== ROW_SIZE) corrupt('row', `the row has ${ROW_SIZE} slots`);
  for (const pile of ['eventDeck', 'discard', 'removed']) list(s[pile], pile, eventKind, 64);
  cardList(s.voteDeck, 'voteDeck');

  pendingReader(players, cards)(s.pending, 'pending');
  const after = record(s.afterAction, 'afterAction', ['refillSlot', 'drawing']);
  const refill = nullable(after.refillSlot, 'afterAction.refillSlot', (v, p) => int(v, p, 0, ROW_SIZE - 1));
  if (refill !== null && row[refill] !== null) corrupt('afterAction.refillSlot', 'only an empty slot waits to be refilled');
  seats(after.drawing, 'afterAction.drawing');
  bool(s.tiebreak, 'tiebreak');
  nullable(s.outcome, 'outcome', outcomeReader(players));
  if (cap !== null && decisions >= cap && s.outcome === null && turnNumber > 0) corrupt('decisions', `the decision cap (${cap}) has ended the game`);
  chunkedLog(s.log, 'log', CHUNK_SIZE, decisions, players, logEventReader(players, cards));
  return value as T1667State;
}

/**
 * Checks a Tortuga 1667 state that comes from outside (a database, a file, a client):
 * structure, types and ranges of every field; the format version; and the invariants the
 * rules keep — eight chests (T67-COMP-2), every pawn in one place and at most five per ship
 * (T67-POS-1, T67-POS-2), every vote card in one hand or the deck, no event card more often
 * than the box holds (the Armada and the stars in play exactly once), the dealt loyalty cards,
 * open only as the openLoyalties option deals them, true peeks and remembered hands, a pending
 * decision that fits the board, a valid generator state — and that the engine can answer
 * `toAct`, `legalActions` and `viewFor` on it, with someone to act while the game runs.
 * Returns null when it passes, otherwise a `RuleViolation` with code `CORRUPT_STATE` and the
 * path of the first problem. Never throws. A state that passes cannot make the engine loop or
 * crash; it is a state some game could reach, not proof that it came from a given game (for
 * that, keep the game record and replay it).
 */
export function checkState(value: unknown): RuleViolation | null {
  return checked('CORRUPT_STATE', () => {
    const state = readState(value);
    checkInvariants(state);
    checkAnswers(state, state.players, state.outcome !== null, { toAct, legalActions, viewFor });
  });
}
