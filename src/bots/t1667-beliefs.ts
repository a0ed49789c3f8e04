import type { PlayerId } from '../core/game.js';
import type { Hold, Loyalty, VoteCard, VoteKind } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';

/** How strongly a seat's own chest moves show its loyalty. */
const CHEST_EVIDENCE = 3;
/** How strongly one inferred vote card shows it. */
const VOTE_EVIDENCE = 1;
/** A loyalty card seen face up. */
const CERTAIN = 100;

/**
 * What a seat believes about every seat's loyalty: a number per seat, positive for British,
 * negative for French, about 0 when nothing is known (a Dutch card seen face up is `dutch`).
 */
export interface LoyaltyBeliefs {
  /** British (+) / French (−) evidence per seat. */
  readonly lean: number[];
  /** Seats known to be Dutch. */
  readonly dutch: Set<PlayerId>;
}

const sign = (hold: Hold): number => (hold === 'british' ? 1 : -1);

function known(loyalty: Loyalty): number {
  return loyalty === 'british' ? CERTAIN : loyalty === 'french' ? -CERTAIN : 0;
}

/** Adds up the symbols of some vote cards. */
function sum(cards: readonly VoteCard[], symbol: keyof VoteCard): number {
  let total = 0;
  for (const card of cards) total += card[symbol];
  return total;
}

/**
 * Reads the seat's log for loyalty evidence: a starting chest placed, loot taken or a chest
 * smuggled shows which hold a seat favours; a revealed vote, less the viewer's own cards,
 * shows how the other voters voted as a group (T67-VOTE-8 hides who played what, so each is
 * credited an equal share): flags in a brawl directly, support for an attack or a mutiny as
 * agreement with the caller.
 */
export function loyaltyBeliefs(view: T1667View): LoyaltyBeliefs {
  const lean = view.seats.map((seat) => (seat.loyalty === null ? 0 : known(seat.loyalty)));
  const dutch = new Set(view.seats.filter((seat) => seat.loyalty === 'dutch').map((seat) => seat.player));
  const open = (seat: PlayerId): boolean => view.seats[seat]!.loyalty === null;
  const credit = (seat: PlayerId, amount: number): void => {
    if (open(seat)) lean[seat] = lean[seat]! + amount;
  };
  let vote: { kind: VoteKind; caller: PlayerId; voters: PlayerId[] } | null = null;
  let mine: VoteCard[] = [];
  for (const { event } of view.log) {
    switch (event.type) {
      case 'chestPlaced':
        credit(event.player, CHEST_EVIDENCE * sign(event.hold));
        break;
      case 'chestTaken':
        credit(event.player, CHEST_EVIDENCE * sign(event.into));
        break;
      case 'smuggled':
        credit(event.player, CHEST_EVIDENCE * sign(event.to));
        break;
      case 'voteCalled':
        vote = { kind: event.vote, caller: event.caller, voters: [...event.voters] };
        mine = [];
        break;
      case 'voteChoice':
        if (event.player === view.player) mine = event.cards.map((card) => view.voteCards[card]!);
        break;
      case 'voteRevealed': {
        if (vote === null) break;
        const others = vote.voters.filter((seat) => seat !== view.player);
        if (others.length === 0) break;
        const share = VOTE_EVIDENCE / others.length;
        const of = (symbol: keyof VoteCard): number => sum(event.cards, symbol) - sum(mine, symbol);
        if (event.vote === 'brawl') {
          for (const seat of others) credit(seat, share * (of('british') - of('french')));
        } else {
          const support = event.vote === 'attack' ? of('cannon') + of('torch') - of('water') : of('skull') - of('wheel');
          const callerSide = Math.sign(lean[vote.caller]!);
          for (const seat of others) if (seat !== vote.caller) credit(seat, share * support * callerSide * 0.5);
        }
        vote = null;
        break;
      }
      default:
        break;
    }
  }
  return { lean, dutch };
}
