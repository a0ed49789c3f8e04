/**
 * The invariants the rules keep, checked on a Tortuga 1667 state whose fields `checkState` has
 * already read (types and ranges): pawns, chests, vote and event cards, open loyalties, and a
 * pending decision that fits the board. Each problem is raised with `corrupt` and its path.
 */
import { at, corrupt, sameItems, tally } from '../core/engine/state-check.js';
import { lootSources } from './actions.js';
import { captainOf } from './board.js';
import { cardCount, EVENT_CARDS, EVENT_KINDS, SHIP_CAPACITY, TOTAL_CHESTS, voteCardsOf } from './cards.js';
import { canEscapeWithAtlantis, canUseFountain } from './events.js';
import { intactBoats } from './star-cards.js';
import type { EventKind, Pending, T1667State } from './types.js';

const SHIP_IDS = ['fd', 'jr'] as const;
const BOATS = ['fdBoat', 'jrBoat'] as const;
const TREASURES = ['atlantis', 'eldorado', 'fountain'] as const;

/** Every invariant, in order; the first broken one is raised. */
export function checkInvariants(state: T1667State): void {
  checkPawns(state);
  checkChests(state);
  checkVoteCards(state);
  checkEventCards(state);
  checkOpenLoyalties(state);
  checkPending(state, 'pending');
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
