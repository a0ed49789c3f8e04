/**
 * The README's usage example: set up, ask what is legal, apply, look through one seat's
 * eyes, and read the outcome. Run it with `npx tsx examples/quick-start.ts`.
 */
import { nextInt, seedRng, tortuga1667 } from 'tortuga-rules';

// Five players; the seed fixes every shuffle, so this game is the same everywhere.
let state = tortuga1667.setup({ players: 5, seed: 'quick-start' });
const bot = seedRng('my bot'); // the bots' own seeded generator

while (tortuga1667.outcome(state) === null) {
  // Who must decide now? (Several seats at once during a vote.)
  const seats = tortuga1667.toAct(state);
  const seat = seats[nextInt(bot, seats.length)]!;
  // What may they do? Always the complete list; this bot picks one at random.
  const actions = tortuga1667.legalActions(state, seat);
  // apply is pure: it returns a new, frozen state, or throws a RuleViolation.
  state = tortuga1667.apply(state, actions[nextInt(bot, actions.length)]!);
}

// What seat 0 may know: its loyalty and hand, the public board, its part of the log.
const view = tortuga1667.viewFor(state, 0);
console.log(`Seat 0 was ${view.you?.loyalty}; the log it may read has ${view.log.length} entries.`);
console.log(tortuga1667.outcome(state));
