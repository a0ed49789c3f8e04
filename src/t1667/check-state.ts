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
  tally,
  unionReader,
  type Reader,
} from '../core/engine/state-check.js';
import { lootSources } from './actions.js';
import { captainOf } from './board.js';
import {
  cardCount,
  CHARACTER_COUNT,
  DEFAULT_VOTE_CARDS,
  EVENT_CARDS,
  EVENT_KINDS,
  loyaltyCards,
  ROW_SIZE,
  SHIP_CAPACITY,
  STAR_KINDS,
  TOTAL_CHESTS,
  voteCardsOf,
} from './cards.js';
import { canEscapeWithAtlantis, canUseFountain } from './events.js';
import { READ_FORMATS } from './format.js';
import { legalActions, toAct } from './legal.js';
import { intactBoats } from './star-cards.js';
import type { EventKind, LogEvent, Pending, T1667State } from './types.js';
import { viewFor } from './view.js';

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

/** Where each pawn is: every seat exactly once (T67-POS-1), at most five per ship (T67-POS-2). */
function checkPawns(state: T1667State): void {
  const places: number[] = [...state.ships.fd.crew, ...state.ships.jr.crew, ...state.tortuga.line];
  for (const boat of BOATS) {
    const occupant = state.rowboats[boat];
    if (occupant !== null) {
      if (state.explodedBoats.includes(boat)) corrupt(at('rowboats', boat), 'an exploded rowboat holds nobody');
      places.push(occupant);
    }
  }
  const pending = state.pending;
  if (state.startSlots !== null) {
    if (pending.kind !== 'placePawn') corrupt('startSlots', 'start positions exist only while pawns are being placed');
    for (const line of ['fd', 'jr', 'tortuga'] as const) for (const seat of state.startSlots[line]) if (seat !== null) places.push(seat);
  }
  if (pending.kind === 'placePawn') places.push(pending.player, ...pending.bag);
  sameItems(
    places,
    Array.from({ length: state.players }, (_, seat) => seat),
    'ships',
    'every pawn is in exactly one place',
  );
  for (const ship of SHIP_IDS) if (state.ships[ship].crew.length > SHIP_CAPACITY) corrupt(at(at('ships', ship), 'crew'), 'a ship holds at most five pawns');
}

/** Chests (T67-COMP-2): eight in all, two of them always on Tortuga (T67-VOTE-5). */
function checkChests(state: T1667State): void {
  const { fd, jr } = state.ships;
  const t = state.tortuga;
  const unplaced = state.pending.kind === 'placeChest' ? (state.pending.ship === (state.options.rules === 'early' ? 'jr' : 'fd') ? 2 : 1) : 0;
  const total = state.galleon + fd.british + fd.french + jr.british + jr.french + t.british + t.french + t.unassigned + unplaced;
  if (total !== TOTAL_CHESTS) corrupt('galleon', `there are always ${TOTAL_CHESTS} chests, found ${total}`);
  if (t.british + t.french + t.unassigned !== 2) corrupt('tortuga', 'Tortuga always holds its two chests');
  if (t.unassigned > 0 && state.options.rules !== 'early') corrupt(at('tortuga', 'unassigned'), 'only the early edition has chests outside the areas');
}

/** Vote cards (T67-SETUP-2): every card in exactly one hand, the deck, or a Crow's Nest pick. */
function checkVoteCards(state: T1667State): void {
  const picked = state.pending.kind === 'crowSearch' ? state.pending.picked : [];
  const all = voteCardsOf(state).map((_, card) => card);
  sameItems([...state.voteDeck, ...picked, ...state.seats.flatMap((seat) => seat.hand)], all, 'voteDeck', 'every vote card is in one hand or the deck');
  state.seats.forEach((seat, index) => {
    const known = seat.knownHand;
    if (known === null) return;
    const path = at(at('seats', index), 'knownHand');
    if (known.target === index) corrupt(path, "a Crow's Nest hand is another player's");
    const target = state.seats[known.target]!.hand;
    if (known.cards.length !== target.length || !known.cards.every((card) => target.includes(card)))
      corrupt(path, 'a remembered hand is forgotten as soon as it changes');
  });
}

/** Event cards (T67-COMP-5, T67-DECK-3): none more often than the box holds, stars only those in play. */
function checkEventCards(state: T1667State): void {
  const cards: EventKind[] = [...state.row.filter((card): card is EventKind => card !== null), ...state.eventDeck, ...state.discard, ...state.removed];
  const add = (kind: EventKind, n: number): void => {
    for (let i = 0; i < n; i++) cards.push(kind);
  };
  for (const seat of state.seats) {
    add('albatross', seat.albatross);
    add('marque', seat.letters.length);
    for (const treasure of TREASURES) add(treasure, seat[treasure]);
    if (seat.pirateCode > 0) add('code', 1);
  }
  if (state.pending.kind === 'give') add(state.pending.card, 1);
  if (state.pending.kind === 'marque') add('marque', 1);
  const counts = tally(cards);
  const edition = state.options.rules;
  for (const kind of EVENT_KINDS) {
    const n = counts.get(kind) ?? 0;
    const star = EVENT_CARDS[kind].category === 'star';
    const max =
      kind === 'armada'
        ? state.tiebreak || state.outcome?.reason === 'armada'
          ? 0
          : 1
        : kind === 'albatross' && state.players <= 3
          ? 0
          : star && !(state.options.stars as readonly string[]).includes(kind)
            ? 0
            : cardCount(kind, edition);
    if (n > max || (kind === 'armada' && n !== max) || (star && max > 0 && n !== 1))
      corrupt('eventDeck', `the game holds ${kind === 'armada' || star ? 'exactly' : 'at most'} ${max} × ${kind}, found ${n}`);
  }
  if (state.removed.length !== state.options.shorter) corrupt('removed', 'a shorter game removes exactly the cards its option says');
  state.seats.forEach((seat, index) =>
    seat.peeks.forEach((known, slot) => {
      if (known !== null && known !== state.row[slot])
        corrupt(at(at(at('seats', index), 'peeks'), slot), 'a remembered card is forgotten as soon as its slot changes');
    }),
  );
}

/**
 * Open loyalty cards (T67-OPT-OPEN, T67-EVT-FEVER): with `none` no card is open; with `all` every
 * card is; with `pair` one British and one French card were dealt open, and Cabin Fever only
 * ever closes cards — so at most one of each team is open, and never a Dutch card.
 */
function checkOpenLoyalties(state: T1667State): void {
  const mode = state.options.openLoyalties;
  state.seats.forEach((seat, index) => {
    const allowed = mode === 'all' || (mode === 'pair' && seat.loyalty !== 'dutch');
    if (seat.loyaltyOpen !== (mode === 'all') && !(allowed && seat.loyaltyOpen))
      corrupt(at(at('seats', index), 'loyaltyOpen'), `open loyalty cards follow the openLoyalties option (${mode})`);
  });
  if (mode !== 'pair') return;
  for (const team of ['british', 'french'] as const) {
    if (state.seats.filter((seat) => seat.loyaltyOpen && seat.loyalty === team).length > 1)
      corrupt('seats', `the pair option opens one ${team} card, not more`);
  }
}

/** The pending decision fits the board (its fields, and who may take it). */
function checkPending(state: T1667State, path: string): void {
  const p: Pending = state.pending;
  const must = (ok: boolean, message: string): void => {
    if (!ok) corrupt(path, message);
  };
  must((p.kind === 'over') === (state.outcome !== null), 'the game is over exactly when it has an outcome');
  must(state.turn.number > 0 || p.kind === 'placeChest' || p.kind === 'placePawn' || p.kind === 'over', 'every decision but the set-up comes in a turn');
  switch (p.kind) {
    case 'placeChest':
      must(state.turn.number === 0 && captainOf(state, p.ship) === p.player, 'the starting chest is placed by the Captain before the first turn');
      return;
    case 'placePawn':
      must(state.options.intrigue && state.startSlots !== null, 'pawns are placed only with the intrigue start');
      return;
    case 'action':
      must(p.player === state.turn.player, "the action is the turn's player's");
      return;
    case 'vote': {
      const { voters, choices } = p;
      must(choices.length === voters.length && choices.some((choice) => choice === null), 'a vote waits for at least one voter');
      must(p.openedAt <= state.decisions && (p.ship === null) === (p.vote === 'brawl'), 'a brawl has no ship, an attack or mutiny has one');
      const place = p.ship === null ? state.tortuga.line : p.vote === 'mutiny' ? state.ships[p.ship].crew.slice(1) : state.ships[p.ship].crew;
      voters.forEach((voter, i) => {
        must(place.includes(voter), 'every voter stands where the vote is held');
        const choice = choices[i];
        if (choice === null || choice === undefined) return;
        const hand = state.seats[voter]!.hand;
        must(
          choice.every((card, k) => hand.includes(card) && (k === 0 || card > choice[k - 1]!)),
          "a committed vote is cards of the voter's hand, ascending",
        );
        must(choice.length === 1 || state.seats[voter]!.eldorado > 0, 'two cards only with El Dorado');
      });
      return;
    }
    case 'forcedPick':
    case 'forcerPick':
      must(
        p.slots.every((slot) => state.row[slot] !== null),
        'a forced pick points at face-down cards',
      );
      must(
        p.kind === 'forcedPick'
          ? p.forcer !== p.player && p.forcer === state.turn.player
          : p.forced !== p.player && p.player === state.turn.player && state.options.timer,
        "the turn's player forces another player",
      );
      return;
    case 'loot':
      must(captainOf(state, p.ship) === p.player && lootSources(state, p.ship).length > 0, "a successful attack's Captain takes an existing chest");
      return;
    case 'escape':
      must(canUseFountain(state, p.player, p.cause) || canEscapeWithAtlantis(state, p.player, p.cause), 'only a player who can answer a marooning is asked');
      return;
    case 'powder':
      must(intactBoats(state).length > 0, 'Black Powder needs a rowboat to blow up');
      return;
    case 'crowSearch':
      must(p.target !== p.player && p.picked.length < p.count, "Crow's Nest picks fewer cards than it took, for another player");
      return;
    case 'timeoutPeek':
      must(state.options.timer && state.options.rules === 'early', 'only the early timer has others choose the peek');
      return;
    case 'returnCard':
    case 'loseCard':
      must(state.options.rules === 'early' && state.seats[p.player]!.hand.length > 0, 'only the early edition asks for a card, from a non-empty hand');
      return;
    default:
      return;
  }
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
    checkPawns(state);
    checkChests(state);
    checkVoteCards(state);
    checkEventCards(state);
    checkOpenLoyalties(state);
    checkPending(state, 'pending');
    checkAnswers(state, state.players, state.outcome !== null, { toAct, legalActions, viewFor });
  });
}
