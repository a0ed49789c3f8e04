import type { PlayerId } from '../core/engine/game.js';
import type { Hold, Loyalty, VoteCard, VoteKind } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';

/**
 * The kinds of behaviour the loyalty model weighs (see `t1667-belief-model.ts`). A *seat* kind is
 * one seat's act for a hold: `x` is +1 toward the British hold, −1 toward the French. A *pair*
 * kind is one seat's act aimed at another (hostile or friendly: the model learns which). A
 * *group* kind is a revealed vote, whose cards the voters played together (T67-VOTE-8).
 */
export const SEAT_KINDS = ['placed', 'taken', 'smuggled'] as const;
/** The pair kinds, in the model's order. */
export const PAIR_KINDS = ['maroon', 'pistol', 'force', 'give', 'fever', 'crow', 'marque'] as const;
/** The group kinds, in the model's order. */
export const GROUP_KINDS = ['brawl', 'attack', 'mutiny'] as const;

/** One piece of evidence from a seat's log, in the order it happened. */
export type Evidence =
  /** A seat moved a chest toward a hold (`x` = +1 British, −1 French): T67-SETUP-5, T67-ACT-ATTACK, T67-ACT-SMUGGLE. */
  | { readonly kind: 'seat'; readonly feature: number; readonly seat: PlayerId; readonly x: number }
  /** `actor` aimed an act at `target`. */
  | { readonly kind: 'pair'; readonly feature: number; readonly actor: PlayerId; readonly target: PlayerId }
  /**
   * A revealed vote less the viewer's own cards, shared by `voters`: for a brawl `x` is the
   * British less the French flags (T67-VOTE-5); for an attack or mutiny the support for the
   * `caller`'s call (T67-VOTE-3, T67-VOTE-4).
   */
  | { readonly kind: 'group'; readonly feature: number; readonly voters: readonly PlayerId[]; readonly caller: PlayerId; readonly x: number }
  /** T67-EVT-FEVER: two seats' loyalty cards were shuffled and dealt back. */
  | { readonly kind: 'swap'; readonly a: PlayerId; readonly b: PlayerId }
  /** The viewer saw a seat's loyalty card (its own, dealt or after Cabin Fever). */
  | { readonly kind: 'seen'; readonly seat: PlayerId; readonly loyalty: Loyalty };

const toward = (hold: Hold): number => (hold === 'british' ? 1 : -1);

function symbols(cards: readonly VoteCard[], symbol: keyof VoteCard): number {
  let total = 0;
  for (const card of cards) total += card[symbol];
  return total;
}

/** The support for the call shown by some vote cards: attack cannons and torches less water, mutiny skulls less wheels. */
function support(vote: VoteKind, cards: readonly VoteCard[]): number {
  if (vote === 'brawl') return symbols(cards, 'british') - symbols(cards, 'french');
  if (vote === 'attack') return symbols(cards, 'cannon') + symbols(cards, 'torch') - symbols(cards, 'water');
  return symbols(cards, 'skull') - symbols(cards, 'wheel');
}

/**
 * Reads a seat's view for evidence about loyalties, oldest first: what the log shows that seat
 * (chests placed, taken and smuggled; marooning, Pistol, forces, gifts, Cabin Fever, Crow's Nest
 * and Letters of Marque aimed at someone, unless by the viewer; revealed votes less the viewer's
 * own cards; swaps; the viewer's own card as dealt and as seen after a swap). Nothing but the
 * view is read.
 *
 * With `as` another seat than the view's, the evidence is what the view's log tells that seat as
 * far as the view can say: its acts are not evidence, the view's seat's are; a revealed vote it
 * took part in is left out (its own cards in it are hidden from the view); no card is `seen` (the
 * caller knows which card that seat holds in the world it asks about).
 */
export function evidenceOf(view: T1667View, as: PlayerId | null = view.player): Evidence[] {
  const out: Evidence[] = [];
  const mineKnown = as === view.player;
  // An act of the viewer's own shows only what the viewer believed: not evidence.
  const pair = (feature: (typeof PAIR_KINDS)[number], actor: PlayerId | null, target: PlayerId): void => {
    if (actor !== null && actor !== target && actor !== as) out.push({ kind: 'pair', feature: PAIR_KINDS.indexOf(feature), actor, target });
  };
  let turnPlayer: PlayerId | null = null;
  let pistolBy: PlayerId | null = null;
  let marqueBy: PlayerId | null = null;
  let vote: { kind: VoteKind; caller: PlayerId; voters: readonly PlayerId[] } | null = null;
  let mine: VoteCard[] = [];
  for (const { event } of view.log) {
    switch (event.type) {
      case 'dealt':
        if (mineKnown && event.player === view.player) out.push({ kind: 'seen', seat: event.player, loyalty: event.loyalty });
        break;
      case 'loyaltySeen':
        if (mineKnown) out.push({ kind: 'seen', seat: event.player, loyalty: event.loyalty });
        break;
      case 'loyaltiesSwapped':
        out.push({ kind: 'swap', a: event.player, b: event.target });
        pair('fever', event.player, event.target);
        break;
      case 'turn':
        turnPlayer = event.player;
        break;
      case 'reveal':
        if (event.card === 'pistol') pistolBy = event.player;
        if (event.card === 'marque') marqueBy = event.player;
        break;
      case 'letterKept':
        marqueBy = event.player;
        break;
      case 'chestPlaced':
        out.push({ kind: 'seat', feature: 0, seat: event.player, x: toward(event.hold) });
        break;
      case 'chestTaken':
        out.push({ kind: 'seat', feature: 1, seat: event.player, x: toward(event.into) });
        break;
      case 'smuggled':
        out.push({ kind: 'seat', feature: 2, seat: event.player, x: toward(event.to) });
        break;
      case 'marooned':
        if (event.reason === 'maroon') pair('maroon', turnPlayer, event.player);
        if (event.reason === 'pistol') pair('pistol', pistolBy, event.player);
        break;
      case 'force':
        pair('force', event.player, event.target);
        break;
      case 'treasureGiven':
        pair('give', event.player, event.target);
        break;
      case 'crowSearch':
        pair('crow', event.player, event.target);
        break;
      case 'moved':
        if (event.reason === 'marque') pair('marque', marqueBy ?? turnPlayer, event.player);
        break;
      case 'voteCalled':
        vote = { kind: event.vote, caller: event.caller, voters: event.voters };
        mine = [];
        break;
      case 'voteChoice':
        if (mineKnown && event.player === view.player) mine = event.cards.map((card) => view.voteCards[card]!);
        break;
      case 'voteRevealed': {
        if (vote === null) break;
        const voters = vote.voters.filter((seat) => seat !== as);
        const x = support(event.vote, event.cards) - support(event.vote, mine);
        // T67-VOTE-8: only the multiset is revealed, so a vote the `as` seat took part in cannot be read without its own cards.
        const hidden = !mineKnown && voters.length < vote.voters.length;
        if (!hidden && voters.length > 0 && x !== 0) out.push({ kind: 'group', feature: GROUP_KINDS.indexOf(event.vote), voters, caller: vote.caller, x });
        vote = null;
        break;
      }
      default:
        break;
    }
  }
  return out;
}
