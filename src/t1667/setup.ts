import type { PlayerId } from '../core/engine/game.js';
import { range } from '../core/engine/range.js';
import { checkKeys, checkSeed, decisionCap, invalidConfig, isPermutationOf, listOption, wholeNumberIn } from '../core/engine/config-checks.js';
import type { RuleViolation } from '../core/engine/rule-violation.js';
import type { TextParam } from '../core/words/text.js';
import { refusal } from './refusals.js';
import { nextFloat, seedRng, shuffleInPlace } from '../core/engine/rng.js';
import {
  cardCount,
  CHARACTER_COUNT,
  DEFAULT_STAR_COUNT,
  voteCardsOf,
  EVENT_CARDS,
  EVENT_KINDS,
  GALLEON_CHESTS,
  HAND_SIZE,
  loyaltyCards,
  ROW_SIZE,
  STAR_KINDS,
} from './cards.js';
import { STATE_FORMAT } from './format.js';
import { shipToEdit } from './editing.js';
import { emptyStartSlots } from './intrigue.js';
import { logPrivate, logPublic } from './log.js';
import { reshuffleRow } from './row.js';
import { startTurn } from './turns.js';
import type { Edition, EventKind, Hold, Loyalty, SeatState, ShipState, StarKind, T1667Config, T1667Options, T1667State, VoteCard } from './types.js';

/** A set-up error: a `config.*` message in English (its key lets `words(locale)` translate it). */
const invalid = (key: string, params: Readonly<Record<string, TextParam>> = {}, rule?: string): RuleViolation => invalidConfig(refusal(), key, params, rule);

const VOTE_SYMBOLS: readonly (keyof VoteCard)[] = ['cannon', 'torch', 'water', 'british', 'french', 'skull', 'wheel'];

function checkVoteCards(cards: unknown): VoteCard[] {
  if (!Array.isArray(cards) || cards.length === 0 || cards.length > 1000) throw invalid('config.voteCards', {}, 'T67-COMP-4');
  return cards.map((card: unknown) => {
    if (typeof card !== 'object' || card === null) throw invalid('config.voteCard', {}, 'T67-COMP-4');
    const out = {} as Record<keyof VoteCard, number>;
    for (const symbol of VOTE_SYMBOLS) {
      const value = (card as Record<string, unknown>)[symbol] ?? 0;
      if (!wholeNumberIn(value, 0, 9)) throw invalid('config.voteSymbol', { symbol }, 'T67-COMP-4');
      out[symbol] = value;
    }
    return out;
  });
}

/**
 * T67-SETUP-3, T67-OPT-STARS, T67-OPT-SMALL: the star cards of this game. A number asks for
 * that many at random; with 2–3 players the random pick leaves out Façade and Cabin Fever
 * while the other six suffice (early edition, T67-EARLY-PLAYERS: only Cabin Fever).
 */
function chooseStars(state: T1667State, config: T1667Config, edition: Edition): StarKind[] {
  const asked = config.chaos === true ? STAR_KINDS.length : (config.stars ?? DEFAULT_STAR_COUNT);
  if (Array.isArray(asked)) {
    const list = asked as unknown[];
    if (list.some((star) => !(STAR_KINDS as readonly unknown[]).includes(star)) || new Set(list).size !== list.length) {
      throw invalid('config.starList', {}, 'T67-OPT-STARS');
    }
    return [...(list as StarKind[])];
  }
  if (!wholeNumberIn(asked, 3, 8)) throw invalid('config.starCount', {}, 'T67-OPT-STARS');
  const [first, last] = STAR_GROUPS[state.players > 3 ? 'large' : edition === 'early' ? 'earlySmall' : 'small'];
  const preferred = first.slice();
  const extra = last.slice();
  shuffleInPlace(state.rng, preferred);
  shuffleInPlace(state.rng, extra);
  return preferred.concat(extra).slice(0, asked);
}

/** Star cards drawn from first, and those drawn only when the others run out. */
function starGroups(leftOut: readonly StarKind[]): readonly [readonly StarKind[], readonly StarKind[]] {
  return [STAR_KINDS.filter((star) => !leftOut.includes(star)), leftOut];
}

/** T67-OPT-SMALL: with 2–3 players Façade and Cabin Fever come last (T67-EARLY-PLAYERS: only Cabin Fever). Private, not frozen (V8 copies frozen arrays slowly). */
const STAR_GROUPS = { large: starGroups([]), small: starGroups(['facade', 'fever']), earlySmall: starGroups(['fever']) } as const;

/**
 * T67-SETUP-3 / T67-DECK-3: the event deck — the base cards (no Albatross with 2–3 players),
 * the treasure cards and the chosen star cards, shuffled, with the Armada at the bottom
 * (T67-EARLY-ARMADA: shuffled into the bottom five). T67-OPT-SHORT then removes cards
 * unseen from the top. Returned top card first.
 */
function officialEventDeck(state: T1667State, stars: readonly StarKind[], shorter: number): EventKind[] {
  const edition = state.options.rules;
  const cards = BASE_EVENT_CARDS[edition][state.players <= 3 ? 1 : 0]!.concat(stars);
  shuffleInPlace(state.rng, cards);
  if (shorter > cards.length) throw invalid('config.shorterTooMany', { max: cards.length }, 'T67-OPT-SHORT');
  state.removed = cards.splice(0, shorter);
  if (edition === 'early') {
    const bottom = cards.splice(Math.max(0, cards.length - 4), 4);
    bottom.push('armada');
    shuffleInPlace(state.rng, bottom);
    return [...cards, ...bottom];
  }
  cards.push('armada');
  return cards;
}

/** The base and treasure cards of the event deck, without the Armada (no Albatross with 2–3 players). */
function buildBaseEventCards(edition: Edition, small: boolean): readonly EventKind[] {
  const cards: EventKind[] = [];
  for (const kind of EVENT_KINDS) {
    if (kind === 'armada' || EVENT_CARDS[kind].category === 'star') continue;
    if (kind === 'albatross' && small) continue;
    for (let i = 0; i < cardCount(kind, edition); i++) cards.push(kind);
  }
  return cards; // not frozen: V8 copies frozen arrays several times slower
}

/** The base and treasure cards for each edition, with 4–9 and with 2–3 players: built once (copied by `concat`). */
const BASE_EVENT_CARDS: Readonly<Record<Edition, readonly (readonly EventKind[])[]>> = {
  official: [buildBaseEventCards('official', false), buildBaseEventCards('official', true)],
  early: [buildBaseEventCards('early', false), buildBaseEventCards('early', true)],
};

function checkEventDeck(deck: readonly unknown[], edition: Edition): EventKind[] {
  const counts = new Map<EventKind, number>();
  for (const card of deck) {
    if (!(EVENT_KINDS as readonly unknown[]).includes(card)) throw invalid('config.unknownCard', { card: String(card) }, 'T67-COMP-5');
    const kind = card as EventKind;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    if ((counts.get(kind) ?? 0) > cardCount(kind, edition)) throw invalid('config.boxHas', { count: cardCount(kind, edition), card: kind }, 'T67-COMP-5');
  }
  if (counts.get('armada') !== 1) throw invalid('config.oneArmada', {}, 'T67-EVT-ARMADA');
  return [...deck] as EventKind[];
}

/** A seat's memory of the row before it has peeked: nothing for each slot. */
function noPeeks(): (EventKind | null)[] {
  const out: (EventKind | null)[] = [];
  for (let slot = 0; slot < ROW_SIZE; slot++) out.push(null);
  return out;
}

/**
 * A ship before the pawns are drawn: no crew, empty holds. A function rather than a literal
 * inside the state's: V8 builds a literal nested four deep (state, ships, ship, crew) on a slow
 * path, which cost a tenth of a set-up.
 */
function emptyShip(): ShipState {
  return { crew: [], british: 0, french: 0 };
}

function emptySeat(loyalty: Loyalty, hand: number[]): SeatState {
  return {
    loyalty,
    hand,
    albatross: 0,
    letters: [],
    atlantis: 0,
    eldorado: 0,
    fountain: 0,
    lostTurns: 0,
    peeks: noPeeks(),
    pirateCode: 0,
    loyaltyOpen: false,
    knownHand: null,
  };
}

function checkCharacters(value: unknown, players: number): number[] {
  if (value === undefined) return range(players);
  const list = listOption(value, 'characters') as unknown[];
  // Distinct and as many as the seats: the set's size checks both.
  const ok = list.every((c) => wholeNumberIn(c, 0, CHARACTER_COUNT - 1)) && new Set(list).size === players && list.length === players;
  if (!ok) throw invalid('config.characters', { max: CHARACTER_COUNT - 1 }, 'T67-OPT-CHARACTER');
  return list as number[];
}

/** Reads the options of §10 and the edition; anything unknown or out of range is rejected. */
function readOptions(config: T1667Config): Omit<T1667Options, 'stars' | 'namedStars'> {
  const rules = config.rules ?? 'official';
  if (rules !== 'official' && rules !== 'early') throw invalid('config.rules');
  const flag = (value: unknown, name: string, rule: string): boolean => {
    if (value === undefined) return false;
    if (typeof value !== 'boolean') throw invalid('config.flag', { name }, rule);
    return value;
  };
  const openLoyalties = config.openLoyalties ?? 'none';
  if (openLoyalties !== 'none' && openLoyalties !== 'all' && openLoyalties !== 'pair') throw invalid('config.openLoyalties', {}, 'T67-OPT-OPEN');
  const shorter = config.shorter ?? 0;
  if (!wholeNumberIn(shorter, 0, Number.MAX_SAFE_INTEGER)) throw invalid('config.shorter', {}, 'T67-OPT-SHORT');
  const chaos = flag(config.chaos, 'chaos', 'T67-OPT-CHAOS');
  if (chaos && config.stars !== undefined && config.stars !== 8) throw invalid('config.chaosStars', {}, 'T67-OPT-CHAOS');
  const maxDecisions = decisionCap(config.maxDecisions, 'T67-OPT-CAP');
  return {
    rules,
    chaos,
    timer: flag(config.timer, 'timer', 'T67-OPT-TIMER'),
    openLoyalties,
    intrigue: flag(config.intrigue, 'intrigue', 'T67-OPT-INTRIGUE'),
    shorter,
    maxDecisions,
  };
}

/** The options in force: those read from the configuration, with the star cards in the game. */
function withStars(options: Omit<T1667Options, 'stars' | 'namedStars'>, stars: StarKind[], namedStars: boolean): T1667Options {
  const { rules, chaos, timer, openLoyalties, intrigue, shorter, maxDecisions } = options;
  return { rules, chaos, timer, openLoyalties, intrigue, shorter, maxDecisions, stars, namedStars };
}

/**
 * T67-OPT-OPEN: all loyalty cards open, or one British and one French card (chosen at
 * random among their holders) dealt open.
 */
function openLoyaltyCards(state: T1667State): void {
  const mode = state.options.openLoyalties;
  if (mode === 'all') for (const seat of state.seats) seat.loyaltyOpen = true;
  if (mode !== 'pair') return;
  for (const team of ['british', 'french'] as const) {
    const holders = state.seats.filter((seat) => seat.loyalty === team);
    // Every player count has at least one British and one French card (T67-SETUP-1).
    holders[Math.floor(nextFloat(state.rng) * holders.length)]!.loyaltyOpen = true;
  }
}

/** Every option `setup` knows (the official options, T67-OPT-STARS … T67-OPT-CAP), and every part of a stacked deal. */
const CONFIG_KEYS = [
  'players',
  'seed',
  'deal',
  'voteCards',
  'rules',
  'stars',
  'shorter',
  'openLoyalties',
  'chaos',
  'intrigue',
  'timer',
  'characters',
  'maxDecisions',
] as const;
const DEAL_KEYS = ['loyalties', 'pawnOrder', 'eventDeck', 'voteDeck'] as const;

/**
 * Builds the starting state of Tortuga 1667 (§3). Everything random comes from the seeded
 * generator unless the `deal` option fixes it; a stacked event deck is laid out exactly as
 * given. The first decisions are the captains' starting chests (T67-SETUP-5).
 */
export function newGame(config: T1667Config): T1667State {
  if (typeof config !== 'object' || config === null) throw invalid('config.notObject');
  const { players, seed } = config;
  if (!wholeNumberIn(players, 2, 9)) throw invalid('config.players', { game: '1667' }, 'T67-SETUP-1');
  checkSeed(seed);
  checkKeys(config, CONFIG_KEYS, 'config');
  if (config.deal !== undefined && (typeof config.deal !== 'object' || config.deal === null)) throw invalid('config.deal');
  const deal = config.deal ?? {};
  checkKeys(deal, DEAL_KEYS, 'deal');
  const dealtLoyalties = listOption(deal.loyalties, 'deal.loyalties') as Loyalty[] | undefined;
  const dealtVotes = listOption(deal.voteDeck, 'deal.voteDeck') as number[] | undefined;
  const dealtEvents = listOption(deal.eventDeck, 'deal.eventDeck');
  const dealtPawns = listOption(deal.pawnOrder, 'deal.pawnOrder') as PlayerId[] | undefined;
  // The standard deck is referenced, not copied into the state (null).
  const voteCards = config.voteCards === undefined ? null : checkVoteCards(config.voteCards);
  const cardCountInPlay = voteCardsOf({ voteCards }).length;
  if (cardCountInPlay < HAND_SIZE * players) throw invalid('config.voteDeckSize', { count: HAND_SIZE * players, players }, 'T67-SETUP-2');
  const options = readOptions(config);
  if (dealtEvents !== undefined && (options.shorter > 0 || config.stars !== undefined || options.chaos)) {
    throw invalid('config.stackedEvents', {}, 'T67-OPT-STARS');
  }
  const early = options.rules === 'early';

  const state: T1667State = {
    game: 'tortuga-1667',
    format: STATE_FORMAT,
    players,
    options: withStars(options, [], false),
    characters: checkCharacters(config.characters, players),
    voteCards,
    rng: seedRng(seed),
    decisions: 0,
    seats: [],
    galleon: GALLEON_CHESTS,
    ships: { fd: emptyShip(), jr: emptyShip() },
    // T67-SETUP-5; T67-EARLY-TORTUGA: the early edition's two chests start outside the areas.
    tortuga: early ? { line: [], british: 0, french: 0, unassigned: 2 } : { line: [], british: 1, french: 1, unassigned: 0 },
    rowboats: { fdBoat: null, jrBoat: null },
    explodedBoats: [],
    startSlots: null,
    row: [],
    eventDeck: [],
    discard: [],
    removed: [],
    voteDeck: [],
    turn: { player: 0, number: 0, actionsTaken: 0 },
    pending: { kind: 'over' },
    afterAction: { refillSlot: null, drawing: [] },
    tiebreak: false,
    outcome: null,
    log: [],
  };

  // T67-SETUP-1: one loyalty card each (T67-OPT-OPEN: some or all face up).
  const loyalties = dealtLoyalties ?? loyaltyCards(players);
  if (dealtLoyalties === undefined) shuffleInPlace(state.rng, loyalties);
  else if (!isPermutationOf(loyalties, loyaltyCards(players))) throw invalid('config.loyalties', { players, cards: loyaltyCards(players) }, 'T67-SETUP-1');

  // T67-SETUP-2: three vote cards each, the rest form the vote deck.
  const allCards = range(cardCountInPlay);
  const voteOrder = dealtVotes ?? [...allCards];
  if (dealtVotes === undefined) shuffleInPlace(state.rng, voteOrder);
  else if (!isPermutationOf(voteOrder, allCards)) throw invalid('config.voteDeck', {}, 'T67-SETUP-2');
  state.seats = loyalties.map((loyalty, seat) => emptySeat(loyalty, voteOrder.slice(seat * HAND_SIZE, (seat + 1) * HAND_SIZE)));
  state.voteDeck = voteOrder.slice(players * HAND_SIZE).reverse();
  openLoyaltyCards(state);

  // T67-SETUP-3: the event row.
  let eventOrder: EventKind[];
  if (dealtEvents === undefined) {
    const stars = chooseStars(state, config, options.rules);
    // T67-INFO-3: named star cards are public, random ones are shuffled in unseen.
    state.options = withStars(options, stars, Array.isArray(config.stars) || stars.length === STAR_KINDS.length);
    eventOrder = officialEventDeck(state, stars, options.shorter);
  } else {
    eventOrder = checkEventDeck(dealtEvents, options.rules);
    state.options = withStars(
      options,
      STAR_KINDS.filter((star) => eventOrder.includes(star)),
      false,
    );
  }
  state.row = range(ROW_SIZE).map((slot) => eventOrder[slot] ?? null);
  state.eventDeck = eventOrder.slice(ROW_SIZE).reverse();
  // T67-END-1: a short deck that fits in the row is shuffled at once, or the Armada would be known.
  if (dealtEvents === undefined && state.eventDeck.length === 0 && !early) reshuffleRow(state);

  // T67-SETUP-4: pawns drawn in order, alternately to the FD and the JR.
  const seats: PlayerId[] = range(players);
  const pawnOrder = dealtPawns ?? [...seats];
  if (dealtPawns === undefined) shuffleInPlace(state.rng, pawnOrder);
  else if (!isPermutationOf(pawnOrder, seats)) throw invalid('config.pawnOrder', {}, 'T67-SETUP-4');
  state.seats.forEach((seat, index) => logPrivate(state, [index], { type: 'dealt', player: index, loyalty: seat.loyalty, hand: [...seat.hand] }));

  if (options.intrigue) {
    startIntrigue(state, pawnOrder);
    return state;
  }
  pawnOrder.forEach((seat, index) => state.ships[index % 2 === 0 ? 'fd' : 'jr'].crew.push(seat));
  logPublic(state, { type: 'setup', players, fd: [...state.ships.fd.crew], jr: [...state.ships.jr.crew], firstPlayer: state.ships.jr.crew[0]! });

  // T67-SETUP-5: the FD Captain places a starting chest first, then the JR Captain
  // (T67-EARLY-SETUP: the other way round).
  const first = early ? 'jr' : 'fd';
  state.pending = { kind: 'placeChest', player: state.ships[first].crew[0]!, ship: first };
  return state;
}

/**
 * T67-OPT-INTRIGUE: the quick-start chests (one per Tortuga area, three in the FD's British
 * hold, three in the JR's French hold, none on the galleon); the early edition's
 * alternative set-up (T67-EARLY-SETUP) keeps four on the galleon, two unassigned on
 * Tortuga and one in each of those holds. No starting chests are placed; players place
 * their own pawns in draw order.
 */
function startIntrigue(state: T1667State, pawnOrder: PlayerId[]): void {
  if (state.options.rules === 'early') {
    state.ships.fd.british = 1;
    state.ships.jr.french = 1;
  } else {
    state.galleon = 0;
    state.ships.fd.british = 3;
    state.ships.jr.french = 3;
  }
  state.startSlots = emptyStartSlots(state.players);
  logPublic(state, { type: 'setup', players: state.players, fd: [], jr: [], firstPlayer: null });
  const [first, ...bag] = pawnOrder;
  state.pending = { kind: 'placePawn', player: first!, bag };
}

/**
 * T67-SETUP-5: a Captain places the starting chest in a hold of their ship; after the JR
 * Captain's, the JR Captain takes the first turn (T67-SETUP-6).
 */
export function placeStartingChest(state: T1667State, hold: Hold): void {
  const pending = state.pending as Extract<T1667State['pending'], { kind: 'placeChest' }>;
  shipToEdit(state, pending.ship)[hold] += 1;
  logPublic(state, { type: 'chestPlaced', player: pending.player, ship: pending.ship, hold });
  const second = state.options.rules === 'early' ? 'fd' : 'jr';
  if (pending.ship !== second) {
    state.pending = { kind: 'placeChest', player: state.ships[second].crew[0]!, ship: second };
    return;
  }
  startTurn(state, state.ships.jr.crew[0]!);
}
