import { EVENT_KINDS } from '../t1667/cards.js';
import type { EventKind, LogEntry, Place, VoteKind } from '../t1667/types.js';
import type { T1667Observed } from '../t1667/observed.js';
import type { PendingView, T1667View } from '../t1667/view.js';
import { historySlice, indexMask, scaled, seatHot, tensorLayout, type SliceSpec, type TensorLayout } from './tensor-layout.js';

/**
 * Tortuga 1667's observation and information-state tensors for a table of `players` seats and
 * `cards` vote cards, written from one seat's view only — nothing the view does not show can
 * enter them (the observation from the parts `T1667Observed` names, which `observedBy` reads
 * straight from the state). Seats are absolute (seat 0 first); the observer is marked by its own slice.
 */

const PLACES: readonly Place[] = ['fd', 'jr', 'tortuga', 'fdBoat', 'jrBoat'];
const LOYALTIES = ['british', 'french', 'dutch'] as const;
const VOTES: readonly VoteKind[] = ['attack', 'mutiny', 'brawl'];
const PENDING_KINDS: readonly PendingView['kind'][] = [
  'placeChest',
  'action',
  'vote',
  'forcedPick',
  'loot',
  'marque',
  'pistol',
  'give',
  'escape',
  'powder',
  'fever',
  'crow',
  'returnCard',
  'loseCard',
  'crowSearch',
  'placePawn',
  'forcerPick',
  'timeoutPeek',
  'over',
];
const WINNERS = ['british', 'french', 'dutch', 'draw'] as const;
const ROW_SIZE = 5;
/** The numbers each seat has in the observation (see `seatSlice`). */
const SEAT_FEATURES = 23;

/** A one-hot entry: `out[at + index]` set when the index is one of the values. */
function hot(out: Float32Array, at: number, index: number): void {
  if (index >= 0) out[at + index] = 1;
}

/** Each seat, as everyone sees it: place, position, roles, cards held open, counts, loyalty when open, whether it decides now. */
function seatSlice(players: number): SliceSpec<T1667Observed> {
  return {
    name: 'seats',
    size: players * SEAT_FEATURES,
    meaning: `per seat (${SEAT_FEATURES} each, seat 0 first): place one-hot (fd, jr, tortuga, fdBoat, jrBoat) 5; position in its line (position+1)/5; roles captain, first mate, cabin boy, governor 4; vote cards held /5; Albatross cards /3; Letters of Marque kept /4, usable /4; Atlantis, El Dorado, Fountain of Youth held 3; turns to lose /2; Pirate Code votes left /2; loyalty when open, one-hot British, French, Dutch 3; in toAct 1`,
    range: '0–1',
    write: (view, out, at) => {
      for (const seat of view.seats) {
        const base = at + seat.player * SEAT_FEATURES;
        hot(out, base, PLACES.indexOf(seat.place));
        out[base + 5] = seat.position === null ? 0 : scaled(seat.position + 1, 5);
        out[base + 6] = seat.roles.captain === null ? 0 : 1;
        out[base + 7] = seat.roles.firstMate === null ? 0 : 1;
        out[base + 8] = seat.roles.cabinBoy === null ? 0 : 1;
        out[base + 9] = seat.roles.governor ? 1 : 0;
        out[base + 10] = scaled(seat.handSize, 5);
        out[base + 11] = scaled(seat.albatross, 3);
        out[base + 12] = scaled(seat.letters.kept, 4);
        out[base + 13] = scaled(seat.letters.usable, 4);
        out[base + 14] = scaled(seat.treasures.atlantis, 1);
        out[base + 15] = scaled(seat.treasures.eldorado, 1);
        out[base + 16] = scaled(seat.treasures.fountain, 1);
        out[base + 17] = scaled(seat.lostTurns, 2);
        out[base + 18] = scaled(seat.pirateCode, 2);
        if (seat.loyalty !== null) hot(out, base + 19, LOYALTIES.indexOf(seat.loyalty));
        out[base + 22] = view.toAct.includes(seat.player) ? 1 : 0;
      }
    },
  };
}

/** The observation's slices: the table now, as the seat sees it. */
function observationSlices(players: number, cards: number): SliceSpec<T1667Observed>[] {
  const kinds = EVENT_KINDS.length;
  const pendingPlayer = (view: T1667Observed): number | null => ('player' in view.pending ? view.pending.player : null);
  return [
    seatHot<T1667Observed>('observer', players, 'the seat whose view this is', (view) => view.player),
    seatHot<T1667Observed>('turnPlayer', players, "the turn's player", (view) => view.turn.player),
    {
      name: 'turn',
      size: 2,
      meaning: 'actions taken this turn /2, actions per turn /2',
      range: '0–1',
      write: (view, out, at) => {
        out[at] = scaled(view.turn.actionsTaken, 2);
        out[at + 1] = scaled(view.turn.actionsPerTurn, 2);
      },
    },
    seatSlice(players),
    {
      name: 'chests',
      size: 8,
      meaning: 'chests /8: galleon; FD British, FD French; JR British, JR French; Tortuga British, French, unassigned',
      range: '0–1',
      write: (view, out, at) => {
        const b = view.board;
        const values = [
          b.galleon,
          b.ships.fd.british,
          b.ships.fd.french,
          b.ships.jr.british,
          b.ships.jr.french,
          b.tortuga.british,
          b.tortuga.french,
          b.tortuga.unassigned,
        ];
        values.forEach((value, i) => (out[at + i] = scaled(value, 8)));
      },
    },
    {
      name: 'row',
      size: ROW_SIZE * (2 + kinds),
      meaning: `per row slot (${2 + kinds} each): face down 1; empty 1; the card when the seat knows it (peeked, or face up), one-hot over EVENT_KINDS ${kinds}`,
      range: '0–1',
      write: (view, out, at) => {
        for (const slot of view.row) {
          const base = at + slot.slot * (2 + kinds);
          if (slot.faceDown) out[base] = 1;
          else out[base + 1] = 1;
          if (slot.known !== null) hot(out, base + 2, EVENT_KINDS.indexOf(slot.known));
        }
      },
    },
    {
      name: 'decks',
      size: 2,
      meaning: `event deck size /20, vote deck size /${cards}`,
      range: '0–1',
      write: (view, out, at) => {
        out[at] = scaled(view.eventDeckSize, 20);
        out[at + 1] = scaled(view.voteDeckSize, cards);
      },
    },
    {
      name: 'discard',
      size: kinds,
      meaning: 'event cards in the discard pile, per kind of EVENT_KINDS, /3',
      range: '0–1',
      write: (view, out, at) => {
        const counts = new Array<number>(kinds).fill(0);
        for (const card of view.discard) counts[EVENT_KINDS.indexOf(card as EventKind)]!++;
        counts.forEach((count, i) => (out[at + i] = scaled(count, 3)));
      },
    },
    {
      name: 'table',
      size: 4,
      meaning: "FD's rowboat exploded, JR's rowboat exploded, the tie-breaker running, a row slot waiting to be refilled",
      range: '0–1',
      write: (view, out, at) => {
        out[at] = view.explodedBoats.includes('fdBoat') ? 1 : 0;
        out[at + 1] = view.explodedBoats.includes('jrBoat') ? 1 : 0;
        out[at + 2] = view.tiebreak ? 1 : 0;
        out[at + 3] = view.afterAction.refillSlot === null ? 0 : 1;
      },
    },
    {
      name: 'pending',
      size: PENDING_KINDS.length + VOTES.length,
      meaning: `the decision the game waits for, one-hot (${PENDING_KINDS.join(', ')}); during a vote its kind (attack, mutiny, brawl)`,
      range: '0–1',
      write: (view, out, at) => {
        hot(out, at, PENDING_KINDS.indexOf(view.pending.kind));
        if (view.pending.kind === 'vote') hot(out, at + PENDING_KINDS.length, VOTES.indexOf(view.pending.vote));
      },
    },
    seatHot<T1667Observed>('pendingPlayer', players, 'the seat the pending decision belongs to (none during a vote)', pendingPlayer),
    indexMask<T1667Observed>('voters', players, 'during a vote: the seats that vote', (view) => (view.pending.kind === 'vote' ? view.pending.voters : [])),
    indexMask<T1667Observed>('committed', players, 'during a vote: the seats that have chosen (never what)', (view) =>
      view.pending.kind === 'vote' ? view.pending.committed : [],
    ),
    {
      name: 'yourLoyalty',
      size: 3,
      meaning: "the observer's loyalty card, one-hot British, French, Dutch",
      range: '0–1',
      write: (view, out, at) => {
        if (view.you !== null) hot(out, at, LOYALTIES.indexOf(view.you.loyalty));
      },
    },
    indexMask<T1667Observed>('yourHand', cards, "the observer's vote cards, by card number", (view) => view.you?.hand.map((card) => card.card) ?? []),
    indexMask<T1667Observed>('yourVote', cards, 'the card(s) the observer has committed to the running vote', (view) => view.you?.committedVote ?? []),
    seatHot<T1667Observed>('knownHandOf', players, "the seat whose hand the observer knows (Crow's Nest)", (view) => view.you?.knownHand?.target ?? null),
    indexMask<T1667Observed>('knownHand', cards, 'that hand, by card number', (view) => view.you?.knownHand?.cards ?? []),
    indexMask<T1667Observed>(
      'crowDeck',
      cards,
      "while the observer searches (Crow's Nest): the vote deck's cards",
      (view) => view.you?.crowSearch?.deck.map((card) => card.card) ?? [],
    ),
    indexMask<T1667Observed>('crowPicked', cards, 'and the cards picked so far', (view) => view.you?.crowSearch?.picked ?? []),
    {
      name: 'options',
      size: 9,
      meaning: 'chaos, timer, intrigue, early edition; open loyalties one-hot none, all, pair; star cards in play /8; cards removed by shorter /10',
      range: '0–1',
      write: (view, out, at) => {
        const o = view.options;
        out[at] = o.chaos ? 1 : 0;
        out[at + 1] = o.timer ? 1 : 0;
        out[at + 2] = o.intrigue ? 1 : 0;
        out[at + 3] = o.rules === 'early' ? 1 : 0;
        hot(out, at + 4, ['none', 'all', 'pair'].indexOf(o.openLoyalties));
        out[at + 7] = scaled(o.starCount, 8);
        out[at + 8] = scaled(o.shorter, 10);
      },
    },
    {
      name: 'outcome',
      size: WINNERS.length,
      meaning: 'once the game is over: the winner, one-hot British, French, Dutch, draw',
      range: '0–1',
      write: (view, out, at) => {
        if (view.outcome !== null) hot(out, at, WINNERS.indexOf(view.outcome.winner));
      },
    },
  ];
}

/** What each seat did, counted from the log the observer may read (its `HISTORY` features). */
const HISTORY = [
  'chestPlacedBritish',
  'chestPlacedFrench',
  'peek',
  'reveal',
  'force',
  'forced',
  'moved',
  'marooned',
  'calledAttack',
  'calledMutiny',
  'calledBrawl',
  'tookChestBritish',
  'tookChestFrench',
  'declinedChest',
  'smuggledToBritish',
  'smuggledToFrench',
] as const;

/** The information state's own slices: a summary of everything the seat has seen happen. */
function historySlices(players: number): SliceSpec<T1667Observed & Pick<T1667View, 'log'>>[] {
  return [
    historySlice<T1667Observed & Pick<T1667View, 'log'>, LogEntry['event'], (typeof HISTORY)[number]>(players, HISTORY, (event, count) => {
      switch (event.type) {
        case 'chestPlaced':
          count(event.player, event.hold === 'british' ? 'chestPlacedBritish' : 'chestPlacedFrench');
          break;
        case 'peek':
          count(event.player, 'peek');
          break;
        case 'reveal':
          count(event.player, 'reveal');
          break;
        case 'force':
          count(event.player, 'force');
          count(event.target, 'forced');
          break;
        case 'moved':
          count(event.player, 'moved');
          break;
        case 'marooned':
          count(event.player, 'marooned');
          break;
        case 'voteCalled':
          count(event.caller, event.vote === 'attack' ? 'calledAttack' : event.vote === 'mutiny' ? 'calledMutiny' : 'calledBrawl');
          break;
        case 'chestTaken':
          count(event.player, event.into === 'british' ? 'tookChestBritish' : 'tookChestFrench');
          break;
        case 'chestDeclined':
          count(event.player, 'declinedChest');
          break;
        case 'smuggled':
          count(event.player, event.to === 'british' ? 'smuggledToBritish' : 'smuggledToFrench');
          break;
      }
    }),
    {
      name: 'votes',
      size: 7,
      meaning: 'votes revealed so far, /10: attacks that succeeded, failed; mutinies that succeeded, failed; brawls won by the British, the French, tied',
      range: '0–1',
      write: (view, out, at) => {
        for (const { event } of view.log) {
          if (event.type !== 'voteRevealed') continue;
          const r = event.result;
          const i =
            r.vote === 'attack' ? (r.success ? 0 : 1) : r.vote === 'mutiny' ? (r.success ? 2 : 3) : r.winner === 'british' ? 4 : r.winner === 'french' ? 5 : 6;
          out[at + i] = Math.min(1, out[at + i]! + 0.1);
        }
      },
    },
  ];
}

/** Tortuga 1667's two tensor layouts for a table. */
export function t1667Tensors(
  players: number,
  cards: number,
): { observation: TensorLayout<T1667Observed>; informationState: TensorLayout<T1667Observed & Pick<T1667View, 'log'>> } {
  const observation = observationSlices(players, cards);
  return { observation: tensorLayout(observation), informationState: tensorLayout([...observation, ...historySlices(players)]) };
}
