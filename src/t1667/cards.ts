import type { Edition, EventKind, Loyalty, StarKind, VoteCard } from './types.js';

/** Builds a regular vote card: one symbol in each section (T67-COMP-4). */
function regular(attack: 'cannon' | 'torch' | 'water', flag: 'british' | 'french', mutiny: 'skull' | 'wheel'): VoteCard {
  const card = { cannon: 0, torch: 0, water: 0, british: 0, french: 0, skull: 0, wheel: 0 };
  card[attack] = 1;
  card[flag] = 1;
  card[mutiny] = 1;
  return card;
}

/**
 * T67-DECK-1: how many regular cards of each kind the default deck holds, written as
 * [attack symbol, flag, mutiny symbol, count].
 */
const REGULAR_COUNTS: ReadonlyArray<readonly ['cannon' | 'torch' | 'water', 'british' | 'french', 'skull' | 'wheel', number]> = [
  ['cannon', 'british', 'skull', 2],
  ['cannon', 'british', 'wheel', 2],
  ['cannon', 'french', 'skull', 2],
  ['cannon', 'french', 'wheel', 3],
  ['water', 'british', 'skull', 3],
  ['water', 'british', 'wheel', 2],
  ['water', 'french', 'skull', 2],
  ['water', 'french', 'wheel', 2],
  ['torch', 'british', 'skull', 3],
  ['torch', 'british', 'wheel', 3],
  ['torch', 'french', 'skull', 3],
  ['torch', 'french', 'wheel', 3],
];

/**
 * The default vote deck: the 30 regular cards of T67-DECK-1 followed by the two special
 * cards of T67-DECK-2 (two symbols in every section). Card numbers are indexes into it.
 */
export const DEFAULT_VOTE_CARDS: readonly VoteCard[] = Object.freeze(
  [
    ...REGULAR_COUNTS.flatMap(([a, f, m, n]) => Array.from({ length: n }, () => regular(a, f, m))),
    // T67-DECK-2: the two special cards.
    { cannon: 2, torch: 0, water: 0, british: 2, french: 0, skull: 2, wheel: 0 },
    { cannon: 0, torch: 2, water: 0, british: 0, french: 2, skull: 0, wheel: 2 },
  ].map((card) => Object.freeze(card)),
);

/** The vote cards a game plays with (T67-COMP-4): its own table, or the standard deck when it has none. */
export function voteCardsOf(state: { readonly voteCards: readonly VoteCard[] | null }): readonly VoteCard[] {
  return state.voteCards ?? DEFAULT_VOTE_CARDS;
}

/** Whether `table` is the standard deck, card for card. */
export function isDefaultVoteCards(table: readonly VoteCard[]): boolean {
  if (table === DEFAULT_VOTE_CARDS) return true;
  if (table.length !== DEFAULT_VOTE_CARDS.length) return false;
  return table.every((card, index) => VOTE_SYMBOLS.every((symbol) => card[symbol] === DEFAULT_VOTE_CARDS[index]![symbol]));
}

const VOTE_SYMBOLS = ['cannon', 'torch', 'water', 'british', 'french', 'skull', 'wheel'] as const;

/** How an event card behaves once revealed (T67-COMP-5). */
export type EventCategory = 'base' | 'treasure' | 'star' | 'armada';

/** What the engine knows about each event card kind: its name, counts and category. */
export interface EventCardInfo {
  /** Copies in the official box. */
  readonly count: number;
  /** Copies in the early edition (T67-EARLY-COUNTS: 4 Letters of Marque, 2 Pistols). */
  readonly earlyCount: number;
  /** Base card, treasure card, star card or the Armada. */
  readonly category: EventCategory;
}

/** The event cards (T67-COMP-5), as data. The words name them (`name.card.<kind>`). */
export const EVENT_CARDS: Readonly<Record<EventKind, EventCardInfo>> = Object.freeze({
  marque: { count: 3, earlyCount: 4, category: 'base' },
  pistol: { count: 3, earlyCount: 2, category: 'base' },
  albatross: { count: 3, earlyCount: 3, category: 'base' },
  spot: { count: 3, earlyCount: 3, category: 'base' },
  atlantis: { count: 1, earlyCount: 1, category: 'treasure' },
  eldorado: { count: 1, earlyCount: 1, category: 'treasure' },
  fountain: { count: 1, earlyCount: 1, category: 'treasure' },
  powder: { count: 1, earlyCount: 1, category: 'star' },
  fever: { count: 1, earlyCount: 1, category: 'star' },
  crow: { count: 1, earlyCount: 1, category: 'star' },
  bells: { count: 1, earlyCount: 1, category: 'star' },
  facade: { count: 1, earlyCount: 1, category: 'star' },
  code: { count: 1, earlyCount: 1, category: 'star' },
  scurvy: { count: 1, earlyCount: 1, category: 'star' },
  storm: { count: 1, earlyCount: 1, category: 'star' },
  armada: { count: 1, earlyCount: 1, category: 'armada' },
});

/** Copies of an event card in an edition's box. */
export function cardCount(kind: EventKind, edition: Edition): number {
  return edition === 'early' ? EVENT_CARDS[kind].earlyCount : EVENT_CARDS[kind].count;
}

/** The eight star cards, in the order of T67-COMP-5. */
export const STAR_KINDS: readonly StarKind[] = Object.freeze(['powder', 'fever', 'crow', 'bells', 'facade', 'code', 'scurvy', 'storm']);

/** Star cards played by default (T67-SETUP-3). */
export const DEFAULT_STAR_COUNT = 3;

/** Every event card kind, in the order of {@link EVENT_CARDS}. */
export const EVENT_KINDS: readonly EventKind[] = Object.freeze(Object.keys(EVENT_CARDS) as EventKind[]);

/** T67-SETUP-1: British / French / Dutch loyalty cards per player count (never more than the box holds, T67-DECK-4). */
export const LOYALTY_COUNTS: Readonly<Record<number, readonly [number, number, number]>> = Object.freeze({
  2: [1, 1, 0],
  3: [1, 1, 1],
  4: [2, 2, 0],
  5: [2, 2, 1],
  6: [3, 3, 0],
  7: [3, 3, 1],
  8: [4, 4, 0],
  9: [4, 4, 1],
});

/** The loyalty cards dealt for `players` seats (before shuffling). */
export function loyaltyCards(players: number): Loyalty[] {
  return LOYALTY_DECKS[players]!.slice(); // players is checked by the set-up first
}

/** The loyalty decks by player count, built once (private and not frozen: V8 copies frozen arrays several times slower). */
const LOYALTY_DECKS: Readonly<Record<number, readonly Loyalty[]>> = Object.freeze(
  Object.fromEntries(
    Object.entries(LOYALTY_COUNTS).map(([players, [b, f, d]]) => [
      players,
      [...Array<Loyalty>(b).fill('british'), ...Array<Loyalty>(f).fill('french'), ...Array<Loyalty>(d).fill('dutch')],
    ]),
  ),
);

/**
 * T67-COMP-6: how many characters there are (nine); seat i plays the i-th by default. The words
 * name them (`name.character.<i>`).
 */
export const CHARACTER_COUNT = 9;

/** Vote cards dealt to each player at set-up (T67-SETUP-2). */
export const HAND_SIZE = 3;
/** Slots in the event row (T67-SETUP-3). */
export const ROW_SIZE = 5;
/** Most pawns on one ship (T67-POS-2). */
export const SHIP_CAPACITY = 5;
/** Chests on the galleon at set-up (T67-SETUP-5). */
export const GALLEON_CHESTS = 4;
/** Chests in play for the whole game (T67-COMP-2). */
export const TOTAL_CHESTS = 8;
