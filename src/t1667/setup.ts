import type { PlayerId } from '../core/game.js';
import { RuleViolation } from '../core/rule-violation.js';
import { seedRng, shuffleInPlace } from '../core/rng.js';
import { freezeState } from '../core/runner.js';
import { DEFAULT_VOTE_CARDS, EVENT_CARDS, EVENT_KINDS, GALLEON_CHESTS, HAND_SIZE, loyaltyCards, ROW_SIZE } from './cards.js';
import { logPrivate, logPublic } from './log.js';
import { startTurn } from './turns.js';
import type { EventKind, Hold, Loyalty, SeatState, T1667Config, T1667State, VoteCard } from './types.js';

function invalid(message: string, rule?: string): RuleViolation {
  return new RuleViolation('INVALID_CONFIG', message, rule);
}

/** True when `list` holds exactly the same items as `expected`, in any order. */
function isPermutationOf<T extends string | number>(list: readonly unknown[], expected: readonly T[]): boolean {
  if (list.length !== expected.length) return false;
  const remaining = new Map<unknown, number>();
  for (const item of expected) remaining.set(item, (remaining.get(item) ?? 0) + 1);
  for (const item of list) {
    const left = remaining.get(item) ?? 0;
    if (left === 0) return false;
    remaining.set(item, left - 1);
  }
  return true;
}

/** A list option as a fresh array, or undefined when absent; anything else is rejected. */
function listOption(value: unknown, name: string): unknown[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalid(`${name} must be an array.`);
  return [...(value as unknown[])];
}

const VOTE_SYMBOLS: readonly (keyof VoteCard)[] = ['cannon', 'torch', 'water', 'british', 'french', 'skull', 'wheel'];

function checkVoteCards(cards: unknown): VoteCard[] {
  if (!Array.isArray(cards) || cards.length === 0 || cards.length > 1000) throw invalid('voteCards must be a non-empty array of vote cards.', 'T67-COMP-4');
  return cards.map((card: unknown) => {
    if (typeof card !== 'object' || card === null) throw invalid('Each vote card must be an object of symbol counts.', 'T67-COMP-4');
    const out = {} as Record<keyof VoteCard, number>;
    for (const symbol of VOTE_SYMBOLS) {
      const value = (card as Record<string, unknown>)[symbol] ?? 0;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 9) {
        throw invalid(`Vote card symbol "${symbol}" must be a whole number from 0 to 9.`, 'T67-COMP-4');
      }
      out[symbol] = value;
    }
    return out;
  });
}

/**
 * T67-SETUP-3 / T67-DECK-3: the official event deck — the base cards (no Albatross with 2–3
 * players) and the treasure cards, shuffled, with the Armada at the bottom. Returned top
 * card first.
 */
function officialEventDeck(state: T1667State): EventKind[] {
  const cards: EventKind[] = [];
  for (const kind of EVENT_KINDS) {
    const info = EVENT_CARDS[kind];
    if (kind === 'armada' || info.category === 'star') continue;
    if (kind === 'albatross' && state.players <= 3) continue;
    for (let i = 0; i < info.count; i++) cards.push(kind);
  }
  shuffleInPlace(state.rng, cards);
  cards.push('armada');
  return cards;
}

function checkEventDeck(deck: readonly unknown[]): EventKind[] {
  const counts = new Map<EventKind, number>();
  for (const card of deck) {
    if (typeof card !== 'string' || !(EVENT_KINDS as readonly string[]).includes(card)) throw invalid(`Unknown event card "${String(card)}".`, 'T67-COMP-5');
    const kind = card as EventKind;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    if ((counts.get(kind) ?? 0) > EVENT_CARDS[kind].count) throw invalid(`The box has only ${EVENT_CARDS[kind].count} × ${EVENT_CARDS[kind].name}.`, 'T67-COMP-5');
  }
  if (counts.get('armada') !== 1) throw invalid('The event deck must hold the Spanish Armada exactly once.', 'T67-EVT-ARMADA');
  return [...deck] as EventKind[];
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
    peeks: Array<EventKind | null>(ROW_SIZE).fill(null),
  };
}

/**
 * Builds the starting state of Tortuga 1667 (§3). Everything random comes from the seeded
 * generator unless the `deal` option fixes it; a stacked event deck is laid out exactly as
 * given. The first decisions are the captains' starting chests (T67-SETUP-5).
 */
export function setup(config: T1667Config): T1667State {
  if (typeof config !== 'object' || config === null) throw invalid('setup needs a configuration object.');
  const { players, seed } = config;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 9) throw invalid('Tortuga 1667 is for 2 to 9 players.', 'T67-SETUP-1');
  if (typeof seed !== 'string') throw invalid('seed must be a string.');
  if (config.deal !== undefined && (typeof config.deal !== 'object' || config.deal === null)) throw invalid('deal must be an object.');
  const deal = config.deal ?? {};
  const dealtLoyalties = listOption(deal.loyalties, 'deal.loyalties') as Loyalty[] | undefined;
  const dealtVotes = listOption(deal.voteDeck, 'deal.voteDeck') as number[] | undefined;
  const dealtEvents = listOption(deal.eventDeck, 'deal.eventDeck');
  const dealtPawns = listOption(deal.pawnOrder, 'deal.pawnOrder') as PlayerId[] | undefined;
  const voteCards = config.voteCards === undefined ? DEFAULT_VOTE_CARDS.map((card) => ({ ...card })) : checkVoteCards(config.voteCards);
  if (voteCards.length < HAND_SIZE * players) throw invalid(`The vote deck needs at least ${HAND_SIZE * players} cards for ${players} players.`, 'T67-SETUP-2');

  const state: T1667State = {
    game: 'tortuga-1667',
    players,
    voteCards,
    rng: seedRng(seed),
    decisions: 0,
    seats: [],
    galleon: GALLEON_CHESTS,
    ships: { fd: { crew: [], british: 0, french: 0 }, jr: { crew: [], british: 0, french: 0 } },
    tortuga: { line: [], british: 1, french: 1 },
    rowboats: { fdBoat: null, jrBoat: null },
    row: [],
    eventDeck: [],
    discard: [],
    voteDeck: [],
    turn: { player: 0, number: 0, actionsTaken: 0 },
    pending: { kind: 'over' },
    tiebreak: false,
    outcome: null,
    log: [],
  };

  // T67-SETUP-1: one loyalty card each.
  const loyalties = dealtLoyalties ?? loyaltyCards(players);
  if (dealtLoyalties === undefined) shuffleInPlace(state.rng, loyalties);
  else if (!isPermutationOf(loyalties, loyaltyCards(players))) throw invalid(`The loyalty cards for ${players} players are ${loyaltyCards(players).join(', ')}.`, 'T67-SETUP-1');

  // T67-SETUP-2: three vote cards each, the rest form the vote deck.
  const allCards = voteCards.map((_, index) => index);
  const voteOrder = dealtVotes ?? [...allCards];
  if (dealtVotes === undefined) shuffleInPlace(state.rng, voteOrder);
  else if (!isPermutationOf(voteOrder, allCards)) throw invalid('deal.voteDeck must list every vote card number exactly once.', 'T67-SETUP-2');
  state.seats = loyalties.map((loyalty, seat) => emptySeat(loyalty, voteOrder.slice(seat * HAND_SIZE, (seat + 1) * HAND_SIZE)));
  state.voteDeck = voteOrder.slice(players * HAND_SIZE).reverse();

  // T67-SETUP-3: the event row.
  const eventOrder = dealtEvents === undefined ? officialEventDeck(state) : checkEventDeck(dealtEvents);
  state.row = Array.from({ length: ROW_SIZE }, (_, slot) => eventOrder[slot] ?? null);
  state.eventDeck = eventOrder.slice(ROW_SIZE).reverse();

  // T67-SETUP-4: pawns drawn in order, alternately to the FD and the JR.
  const seats: PlayerId[] = Array.from({ length: players }, (_, seat) => seat);
  const pawnOrder = dealtPawns ?? [...seats];
  if (dealtPawns === undefined) shuffleInPlace(state.rng, pawnOrder);
  else if (!isPermutationOf(pawnOrder, seats)) throw invalid('deal.pawnOrder must list every seat exactly once.', 'T67-SETUP-4');
  pawnOrder.forEach((seat, index) => state.ships[index % 2 === 0 ? 'fd' : 'jr'].crew.push(seat));

  logPublic(state, { type: 'setup', players, fd: [...state.ships.fd.crew], jr: [...state.ships.jr.crew], firstPlayer: state.ships.jr.crew[0]! });
  state.seats.forEach((seat, index) => logPrivate(state, [index], { type: 'dealt', player: index, loyalty: seat.loyalty, hand: [...seat.hand] }));

  // T67-SETUP-5: the FD Captain places a starting chest first, then the JR Captain.
  state.pending = { kind: 'placeChest', player: state.ships.fd.crew[0]!, ship: 'fd' };
  return freezeState(state);
}

/**
 * T67-SETUP-5: a Captain places the starting chest in a hold of their ship; after the JR
 * Captain's, the JR Captain takes the first turn (T67-SETUP-6).
 */
export function placeStartingChest(state: T1667State, hold: Hold): void {
  const pending = state.pending as Extract<T1667State['pending'], { kind: 'placeChest' }>;
  state.ships[pending.ship][hold] += 1;
  logPublic(state, { type: 'chestPlaced', player: pending.player, ship: pending.ship, hold });
  if (pending.ship === 'fd') {
    state.pending = { kind: 'placeChest', player: state.ships.jr.crew[0]!, ship: 'jr' };
    return;
  }
  startTurn(state, state.ships.jr.crew[0]!);
}
