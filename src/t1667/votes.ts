import { edit } from '../core/engine/edit.js';
import type { PlayerId } from '../core/engine/game.js';
import { shuffleInPlace } from '../core/engine/rng.js';
import { voteCardsOf } from './cards.js';
import { seatToEdit } from './editing.js';
import { removeFromHand } from './hands.js';
import { logPrivate, logPublic } from './log.js';
import type { PendingVote, ShipId, T1667State, VoteCard, VoteKind, VoteResult } from './types.js';

/**
 * T67-VOTE-2: who plays a card. Attack: every pawn on the caller's ship; mutiny: every pawn
 * on the ship but the Captain; brawl: every pawn on Tortuga. Pawns in rowboats never vote;
 * a player without vote cards cannot take part.
 */
function votersFor(state: T1667State, vote: VoteKind, ship: ShipId | null): PlayerId[] {
  let pawns: PlayerId[];
  if (vote === 'brawl') pawns = state.tortuga.line;
  else if (vote === 'attack') pawns = state.ships[ship as ShipId].crew;
  else pawns = state.ships[ship as ShipId].crew.slice(1);
  return pawns.filter((seat) => state.seats[seat]!.hand.length > 0);
}

/**
 * Calls a vote (T67-VOTE-1): every voter will choose in secret and in any order
 * (T67-VOTE-8). A vote without voters is revealed at once with the deck card alone, and
 * its result returned; otherwise null. The vote stays in `state.pending` until handled.
 */
export function callVote(state: T1667State, vote: VoteKind, caller: PlayerId, ship: ShipId | null): VoteResult | null {
  const voters = votersFor(state, vote, ship).filter((seat) => !sitsOut(state, seat));
  logPublic(state, { type: 'voteCalled', vote, caller, voters: [...voters] });
  state.pending = { kind: 'vote', vote, caller, openedAt: state.decisions, ship, voters, choices: voters.map(() => null) };
  return voters.length === 0 ? revealVote(state) : null;
}

/**
 * T67-EVT-CODE: a Pirate Code holder who would play a card sits the vote out; the card
 * turns after the first missed vote and is discarded after the second. *Ruling:* only a
 * vote the holder would really have played in counts.
 */
function sitsOut(state: T1667State, seat: PlayerId): boolean {
  if (state.seats[seat]!.pirateCode === 0) return false;
  const holder = seatToEdit(state, seat);
  holder.pirateCode -= 1;
  if (holder.pirateCode === 0) edit(state, 'discard').push('code');
  logPublic(state, { type: 'codeSatOut', player: seat, left: holder.pirateCode });
  return true;
}

/** T67-EARLY-ATLANTIS: a pawn that joined the voting ship with Atlantis before any card was played takes part. */
export function joinVote(state: T1667State, seat: PlayerId): void {
  if (state.seats[seat]!.hand.length === 0 || sitsOut(state, seat)) return;
  const pending = edit(state, 'pending') as PendingVote;
  edit(pending, 'voters').push(seat);
  edit(pending, 'choices').push(null);
}

/** The vote choices a voter may make: one card, or two with El Dorado (T67-EVT-ELDORADO). */
export function voteChoices(state: T1667State, seat: PlayerId): number[][] {
  const pending = state.pending as PendingVote;
  const index = pending.voters.indexOf(seat);
  if (index < 0 || pending.choices[index] !== null) return [];
  const hand = [...state.seats[seat]!.hand].sort((a, b) => a - b);
  const out: number[][] = hand.map((card) => [card]);
  if (state.seats[seat]!.eldorado > 0) {
    for (let i = 0; i < hand.length; i++) for (let j = i + 1; j < hand.length; j++) out.push([hand[i]!, hand[j]!]);
  }
  return out;
}

/**
 * Records a voter's hidden choice. Returns the result once every voter has chosen
 * (the reveal), or null while the vote is still being collected.
 */
export function castVote(state: T1667State, seat: PlayerId, cards: readonly number[]): VoteResult | null {
  const pending = edit(state, 'pending') as PendingVote;
  edit(pending, 'choices')[pending.voters.indexOf(seat)] = [...cards];
  logPublic(state, { type: 'voteCommitted', player: seat });
  logPrivate(state, [seat], { type: 'voteChoice', player: seat, cards: [...cards] });
  if (pending.choices.some((choice) => choice === null)) return null;
  return revealVote(state);
}

/** Adds up the symbols of one section (T67-VOTE-7: symbols count, not cards). */
function countSymbols(cards: readonly VoteCard[], symbol: keyof VoteCard): number {
  let total = 0;
  for (const card of cards) total += card[symbol];
  return total;
}

/**
 * Counts a revealed vote. T67-VOTE-3: each water cancels one torch; an attack succeeds with
 * at least one cannon and one torch left. T67-VOTE-4: a mutiny succeeds when skulls
 * outnumber wheels. T67-VOTE-5: a brawl goes to the side with more flags, a tie splits.
 */
export function countVote(vote: VoteKind, cards: readonly VoteCard[]): VoteResult {
  if (vote === 'attack') {
    const cannon = countSymbols(cards, 'cannon');
    const torch = countSymbols(cards, 'torch');
    const water = countSymbols(cards, 'water');
    return { vote, success: cannon >= 1 && torch - water >= 1, cannon, torch, water };
  }
  if (vote === 'mutiny') {
    const skull = countSymbols(cards, 'skull');
    const wheel = countSymbols(cards, 'wheel');
    return { vote, success: skull > wheel, skull, wheel };
  }
  const british = countSymbols(cards, 'british');
  const french = countSymbols(cards, 'french');
  return { vote, winner: british > french ? 'british' : french > british ? 'french' : 'tie', british, french };
}

/**
 * Reveals a vote: the played cards and the top card of the vote deck (T67-VOTE-1; none
 * from an empty deck, T67-TURN-5) are counted; the table learns only the multiset
 * (T67-VOTE-8). Then the cards are shuffled and put under the vote deck (T67-VOTE-6); each
 * voter draws one card, in line order, once the vote has been carried out completely (see
 * `AfterAction`). An El Dorado played for two cards is discarded and its owner still draws
 * only one (T67-EVT-ELDORADO).
 */
function revealVote(state: T1667State): VoteResult {
  const pending = state.pending as PendingVote;
  const played: number[] = [];
  pending.voters.forEach((seat, index) => {
    const choice = pending.choices[index] as number[];
    for (const card of choice) removeFromHand(state, seat, card);
    played.push(...choice);
    if (choice.length === 2) {
      seatToEdit(state, seat).eldorado -= 1;
      edit(state, 'discard').push('eldorado');
      logPublic(state, { type: 'eldoradoPlayed', player: seat });
    }
  });
  const deckCard = edit(state, 'voteDeck').pop();
  if (deckCard !== undefined) played.push(deckCard);
  const result = countVote(
    pending.vote,
    played.map((card) => voteCardsOf(state)[card] as VoteCard),
  );
  logPublic(state, {
    type: 'voteRevealed',
    vote: pending.vote,
    cards: revealedFaces(state, played),
    deckCard: deckCard !== undefined,
    result,
  });
  shuffleInPlace(edit(state, 'rng'), played);
  edit(state, 'voteDeck').unshift(...played);
  edit(state, 'afterAction').drawing = [...pending.voters];
  return result;
}

/**
 * T67-VOTE-8: the table sees the revealed cards' faces, never which physical card (or
 * whose) each was; faces are listed in a fixed order so the listing says nothing either.
 */
function revealedFaces(state: T1667State, cards: readonly number[]): VoteCard[] {
  const faces = cards.map((card) => ({ ...(voteCardsOf(state)[card] as VoteCard) }));
  return faces.sort(compareFaces);
}

/** The symbols in the order faces are sorted by. */
const FACE_ORDER: readonly (keyof VoteCard)[] = ['cannon', 'torch', 'water', 'british', 'french', 'skull', 'wheel'];

/** Orders faces by their symbol counts, section by section (cannon first). */
function compareFaces(a: VoteCard, b: VoteCard): number {
  for (const symbol of FACE_ORDER) if (a[symbol] !== b[symbol]) return a[symbol] - b[symbol];
  return 0;
}
