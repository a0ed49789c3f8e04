/**
 * Fits the vote model (`vote-model.ts`) to the heuristic's votes: plays medium games, records every
 * vote a seat cast with its real hand and the real loyalties, and prints the mean log-likelihood of
 * those choices under each setting of a grid, best first (and a uniform choice's, to compare).
 *
 *   node --import tsx training/t1667/vote-model-fit.ts --players 4 --games 60
 */
import { parseArgs } from 'node:util';
import { botFor, tortuga1667, type Loyalty, type VoteCard, type VoteKind } from '../../src/index.js';
import { voteCardsOf } from '../../src/t1667/cards.js';
import { playSeededGame } from './seeded-game.js';
import { cardWorth, choiceProbabilities, choicesFrom, type VoteModel } from './vote-model.js';

/** One vote a seat cast: what it could have played, what it played and what it knew of the game. */
interface Cast {
  readonly options: number[][];
  readonly played: number;
  readonly voter: number;
  readonly vote: VoteKind;
  readonly caller: number;
  readonly loyalties: Loyalty[];
  readonly table: readonly VoteCard[];
}

const { values } = parseArgs({
  options: { players: { type: 'string', default: '4' }, games: { type: 'string', default: '60' }, seed: { type: 'string', default: 'fit' } },
});
const medium = botFor(tortuga1667, 'medium');
const casts: Cast[] = [];
for (let g = 0; g < Number(values.games); g++) {
  playSeededGame(values.seed, g, Number(values.players), (who, view, rng, state) => {
    const action = medium.choose(view, rng);
    if (action.type === 'vote' && state.pending.kind === 'vote') {
      const hand = state.seats[who]!.hand;
      const options = choicesFrom(hand, action.cards.length === 2);
      const key = (cards: readonly number[]): string => [...cards].sort((a, b) => a - b).join();
      const { vote, caller } = state.pending;
      casts.push({
        options,
        played: options.findIndex((o) => key(o) === key(action.cards)),
        voter: who,
        vote,
        caller,
        loyalties: state.seats.map((s) => s.loyalty),
        table: voteCardsOf(state),
      });
    }
    return action;
  });
}
const rows: { model: VoteModel; nats: number }[] = [];
for (const sharpness of [2, 4, 8, 16, 32]) {
  for (const noise of [0.02, 0.05, 0.1, 0.2]) {
    for (const trust of [0.1, 0.25, 0.5]) {
      const model = { sharpness, noise, trust };
      const nats = casts.reduce(
        (sum, c) => sum + Math.log(choiceProbabilities(c.options, (card) => cardWorth(c.table[card]!, c.voter, c, c.loyalties, model), model)[c.played]!),
        0,
      );
      rows.push({ model, nats: nats / casts.length });
    }
  }
}
const uniform = casts.reduce((sum, c) => sum - Math.log(c.options.length), 0) / casts.length;
console.log(JSON.stringify({ votes: casts.length, uniform, best: rows.sort((a, b) => b.nats - a.nats).slice(0, 5) }, null, 1));
