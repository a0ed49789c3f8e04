import type { PlayerId } from '../core/engine/game.js';
import type { EventKind, Hold, T1667Action, VoteCard } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';
import { valueBot, type RankingBot } from './bot.js';
import { teamChests } from '../t1667/board.js';
import { loyaltyBeliefs, type LoyaltyBeliefs } from './t1667-beliefs.js';

/**
 * What revealing a card is worth to its revealer, before the game's situation is taken into
 * account: treasures and a Pistol are welcome, the Albatross and the Black Spot are not.
 * The Armada is valued by the chest count (see `cardValue`).
 */
const REVEAL_VALUE: Readonly<Record<EventKind, number>> = {
  atlantis: 3,
  eldorado: 3,
  fountain: 3,
  marque: 2,
  pistol: 3,
  albatross: -6,
  spot: -5,
  armada: 0,
  powder: 1,
  fever: 0,
  crow: 1,
  bells: 0,
  facade: 0,
  code: -1,
  scurvy: -1,
  storm: 0,
};

/** What an unknown face-down card is worth on average. */
const UNKNOWN_CARD = 0;

/** Everything the bot works out once per decision from its view. */
interface Situation {
  readonly view: T1667View;
  readonly me: PlayerId;
  /** +1 when a British chest helps this seat, −1 when a French one does, 0 when neither (a Dutch seat with the teams level). */
  readonly side: number;
  readonly beliefs: LoyaltyBeliefs;
}

function situation(view: T1667View, me: PlayerId, beliefsOf: (view: T1667View) => LoyaltyBeliefs): Situation {
  const loyalty = view.you?.loyalty ?? 'dutch';
  const chests = teamChests(view.board);
  // T67-END-4: the Dutch seat wants a tie, so it helps whichever team is behind.
  const side = loyalty === 'british' ? 1 : loyalty === 'french' ? -1 : Math.sign(chests.french - chests.british);
  return { view, me, side, beliefs: beliefsOf(view) };
}

/**
 * How likely `seat` plays for this seat's side (1 = surely, 0 = surely not), from the
 * loyalty beliefs: the chance it holds the side's card, and half the chance it is the Dutch
 * seat (which helps whichever team is behind).
 */
function friend(s: Situation, seat: PlayerId): number {
  if (seat === s.me) return 1;
  if (s.side === 0) return 0.5;
  const odds = s.beliefs.probabilities[seat]!;
  return (s.side > 0 ? odds.british : odds.french) + odds.dutch / 2;
}

/** +1 for a chest into a hold that helps this seat, −1 for one that hurts it. */
function holdValue(s: Situation, hold: Hold): number {
  return (hold === 'british' ? 1 : -1) * s.side;
}

/** Whether this seat's side leads on chests now (for the Armada). */
function leads(s: Situation): number {
  const chests = teamChests(s.view.board);
  if (s.side === 0) return chests.british === chests.french ? 1 : -1;
  return Math.sign((chests.british - chests.french) * s.side);
}

/** The value of revealing `card` for this seat. */
function cardValue(s: Situation, card: EventKind | null): number {
  if (card === null) return UNKNOWN_CARD;
  if (card === 'armada') return leads(s) > 0 ? 8 : -8;
  return REVEAL_VALUE[card];
}

/** The card a seat knows lies in `slot`, or null. */
function knownCard(s: Situation, slot: number): EventKind | null {
  return s.view.row[slot]?.known ?? null;
}

/** The fraction of voters on a ship or Tortuga who likely play for this seat's side. */
function friendlyShare(s: Situation, seats: readonly PlayerId[]): number {
  if (seats.length === 0) return 0.5;
  return seats.reduce((total, seat) => total + friend(s, seat), 0) / seats.length;
}

/** What one vote card is worth in the vote being collected. */
function voteCardValue(s: Situation, card: VoteCard): number {
  const p = s.view.pending;
  if (p.kind !== 'vote') return 0;
  if (p.vote === 'brawl') return (card.british - card.french) * s.side; // T67-VOTE-5
  const ship = p.ship ?? 'fd';
  const captain = s.view.board.ships[ship].crew[0] ?? p.caller;
  const forCaptain = friend(s, captain) - 0.5;
  if (p.vote === 'attack') return forCaptain * (card.cannon + 1.2 * card.torch - 1.2 * card.water); // T67-VOTE-3
  return -forCaptain * (card.skull - card.wheel); // T67-VOTE-4: a mutiny maroons the Captain
}

function turnActionValue(s: Situation, action: T1667Action): number {
  const view = s.view;
  const mine = view.seats[s.me]!;
  switch (action.type) {
    case 'smuggle': // T67-ACT-SMUGGLE: the chest leaves `from` for the other hold
      return 6 * -holdValue(s, action.from);
    case 'attack': {
      const ship = mine.roles.captain ?? 'fd';
      const other = ship === 'fd' ? view.board.ships.jr : view.board.ships.fd;
      const prize = view.board.galleon > 0 || (s.side !== 0 && (s.side > 0 ? other.french : other.british) > 0);
      return prize ? 2 + 4 * friendlyShare(s, view.board.ships[ship].crew) : -1;
    }
    case 'mutiny': {
      const ship = mine.roles.firstMate ?? 'fd';
      const crew = view.board.ships[ship].crew;
      return 5 * (1 - friend(s, crew[0]!)) * friendlyShare(s, crew.slice(1)) - 1;
    }
    case 'brawl': {
      const t = view.board.tortuga;
      const atStake = 2 - (t.british * Math.max(0, s.side) + t.french * Math.max(0, -s.side));
      return atStake * (4 * friendlyShare(s, t.line) - 2);
    }
    case 'maroon':
      return 3 * (1 - friend(s, action.target)) - 1;
    case 'peek': {
      const fresh = action.slots.filter((slot) => knownCard(s, slot) === null).length;
      const good = view.row.some((slot) => slot.faceDown && cardValue(s, slot.known) > 1);
      return fresh === 2 && !good ? 3 : fresh === 1 ? 1 : -1;
    }
    case 'reveal':
      return knownCard(s, action.slot) === null ? 0.5 : cardValue(s, knownCard(s, action.slot)) + 1;
    case 'force': {
      // T67-ACT-FORCE: the forced player takes the better of the two for them.
      const worth = Math.max(cardValue(s, knownCard(s, action.slots[0])), cardValue(s, knownCard(s, action.slots[1])));
      const enemy = 1 - friend(s, action.target);
      return enemy * -worth + (enemy > 0.6 ? 0.5 : -0.5);
    }
    case 'row':
      return 0;
    case 'marque':
      return friend(s, action.target);
    default:
      return 0;
  }
}

/** The value of an action; the bot takes the best, ties broken at random. */
function actionValue(s: Situation, action: T1667Action): number {
  const view = s.view;
  switch (action.type) {
    case 'placeChest': // T67-SETUP-5
      return holdValue(s, action.hold);
    case 'vote': {
      const value = action.cards.reduce((total, card) => total + voteCardValue(s, view.voteCards[card]!), 0);
      return action.cards.length === 2 ? value - 1 : value; // T67-EVT-ELDORADO: spend it only for a real gain
    }
    case 'takeChest': // T67-ACT-ATTACK
      return 2 + holdValue(s, action.into) - (action.from === 'galleon' ? 0 : holdValue(s, action.from));
    case 'declineChest':
      return 0;
    case 'pick': // forced: the better card for this seat
      return cardValue(s, knownCard(s, action.slot));
    case 'pistol':
    case 'maroon':
      return 3 * (1 - friend(s, action.target)) + (view.seats[action.target]!.roles.captain !== null ? 0.5 : 0);
    case 'give': // T67-EVT-TREASURE
      return friend(s, action.target);
    case 'fountain':
      return action.use ? 1 : 0;
    case 'keepMarque':
      return 0.4;
    case 'crow':
    case 'fever':
      return 1 - friend(s, action.target);
    case 'crowPick': {
      const card = view.voteCards[action.card]!;
      const target = view.pending.kind === 'crowSearch' ? view.pending.target : s.me;
      const helps = (card.british - card.french) * s.side;
      return (friend(s, target) - 0.5) * helps;
    }
    case 'loseCard':
    case 'returnCard': {
      const card = view.voteCards[action.card]!;
      return -(card.british - card.french) * s.side;
    }
    default:
      return turnActionValue(s, action);
  }
}

/** Settings of the heuristic Tortuga 1667 bot. */
export interface T1667HeuristicOptions {
  /**
   * Where the bot's loyalty beliefs come from: by default `loyaltyBeliefs` of the view it is
   * given. A search's playouts pass the beliefs their seats held at the root (`rootBeliefs`),
   * as their sampled worlds keep no log.
   */
  readonly beliefs?: (view: T1667View) => LoyaltyBeliefs;
}

/**
 * A heuristic Tortuga 1667 bot that plays like a sensible person, from its view alone: it
 * keeps track of who favours which team (chests moved, votes revealed — see
 * `loyaltyBeliefs`), votes for its side (a Dutch seat for the team behind), peeks before it
 * reveals and reveals what it knows to be good, forces likely opponents to choose between
 * cards it knows are bad, smuggles, attacks, mutinies and brawls when the odds favour its
 * side, and gives treasures to likely friends. Exact ties go to its own generator.
 *
 * @example
 * ```ts
 * const bots = [t1667HeuristicBot(), t1667HeuristicBot(), randomBot(), randomBot()];
 * const game = playBots(tortuga1667, { players: 4, seed: 'match' }, bots, 'run-1');
 * ```
 */
export function t1667HeuristicBot(options: T1667HeuristicOptions = {}): RankingBot<T1667View, T1667Action> {
  const beliefsOf = options.beliefs ?? loyaltyBeliefs;
  return valueBot<T1667View, T1667Action>('heuristic', (view) => {
    const s = situation(view, view.player ?? 0, beliefsOf);
    return (action) => actionValue(s, action);
  });
}
