import type { PlayerId } from '../../src/core/engine/game.js';
import type { Loyalty, VoteCard, VoteKind } from '../../src/t1667/types.js';

/**
 * Issue 49's posterior over vote hands (an experiment outside the library, see docs/lab/search.md):
 * how likely a voter plays each choice open to it in a vote, given its hand and side — the model
 * of behaviour behind `handPosterior`. It mirrors the heuristic bot (`t1667HeuristicBot`): a
 * voter plays for its side — flags of its team in a brawl (T67-VOTE-5); cannons and torches for a
 * Captain it favours and water against one it does not (T67-VOTE-3); skulls with a First Mate it
 * favours and wheels against one it does not (T67-VOTE-4) — where "favours" is what the sampled
 * loyalties say, softened because a real voter only believes it. Each choice gets
 * `exp(sharpness · value)`, mixed with a uniform share (`noise`) for voters who play otherwise
 * (a Dutch seat, a bluff, another kind of bot).
 */
export interface VoteModel {
  /** How strongly the better card is preferred (0: at random). */
  readonly sharpness: number;
  /** The share of choices made at random, whatever the hand. */
  readonly noise: number;
  /** How much a voter's guess that the Captain or First Mate is of its side counts (0–0.5). */
  readonly trust: number;
}

/**
 * The model the search cells used, fitted to the heuristic's votes: the choices medium bots made
 * in 60 games at 4 players (2,136 votes) are −0.40 nats a choice under it against −1.10 for a
 * uniform choice (`vote-model-fit.ts`). Sharper fits a little better still (−0.36 at 32: the
 * heuristic takes its best card), at the risk of particles no sampled loyalties explain.
 */
export const DEFAULT_VOTE_MODEL: VoteModel = { sharpness: 16, noise: 0.02, trust: 0.5 };

/** What a vote asks of its voters: its kind and the seat that called it. */
export interface VoteAsked {
  readonly vote: VoteKind;
  readonly caller: PlayerId;
}

/** +1 for a British seat, −1 for a French one, 0 for the Dutch seat (which helps whichever team is behind). */
function sideOf(loyalty: Loyalty): number {
  return loyalty === 'british' ? 1 : loyalty === 'french' ? -1 : 0;
}

/**
 * How much `voter` wants the vote's caller to get their way: ½ for the caller itself, ±`trust`
 * for a seat of the same or the other team, 0 where a Dutch seat is involved.
 */
function backing(voter: PlayerId, asked: VoteAsked, loyalties: readonly Loyalty[], model: VoteModel): number {
  if (voter === asked.caller) return 0.5;
  const mine = sideOf(loyalties[voter]!);
  const theirs = sideOf(loyalties[asked.caller]!);
  return mine * theirs * model.trust;
}

/**
 * What one card is worth to `voter` in the vote. An attack is called by the Captain (T67-ACT-ATTACK)
 * and a mutiny by the First Mate against the Captain (T67-ACT-MUTINY), so backing the caller means
 * cannons and torches in an attack and skulls in a mutiny.
 */
export function cardWorth(card: VoteCard, voter: PlayerId, asked: VoteAsked, loyalties: readonly Loyalty[], model: VoteModel): number {
  if (asked.vote === 'brawl') return (card.british - card.french) * sideOf(loyalties[voter]!); // T67-VOTE-5
  const back = backing(voter, asked, loyalties, model);
  if (asked.vote === 'attack') return back * (card.cannon + 1.2 * card.torch - 1.2 * card.water); // T67-VOTE-3
  return back * (card.skull - card.wheel); // T67-VOTE-4
}

/**
 * The probability of each choice in `choices` (each a list of cards played together: one, or two
 * with El Dorado), for a voter whose cards are worth `worth` each.
 */
export function choiceProbabilities(choices: readonly (readonly number[])[], worth: (card: number) => number, model: VoteModel): number[] {
  const values = choices.map((choice) => choice.reduce((sum, card) => sum + worth(card), 0));
  const top = Math.max(...values);
  const weights = values.map((value) => Math.exp(model.sharpness * (value - top)));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => (1 - model.noise) * (w / total) + model.noise / choices.length);
}

/** The choices a voter holding `hand` has: each card alone, or (El Dorado, T67-EVT-ELDORADO) each two together. */
export function choicesFrom<T>(hand: readonly T[], pair: boolean): T[][] {
  if (!pair) return hand.map((card) => [card]);
  return hand.flatMap((a, i) => hand.slice(i + 1).map((b) => [a, b]));
}
