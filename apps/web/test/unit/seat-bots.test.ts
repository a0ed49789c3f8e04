import { describe, expect, it } from 'vitest';
import { botFor, seedRng, tortuga1667, tortugaDice, type Bot, type DecisionView, type PlayerId } from 'tortuga-rules';
import { T1667_TITLE } from '../../src/title-1667.js';
import { DICE_TITLE } from '../../src/title-dice.js';

/** What the check needs of a game module. */
interface Played<State, Action, View extends DecisionView<Action>> {
  readonly outcome: (state: State) => unknown;
  readonly toAct: (state: State) => readonly PlayerId[];
  readonly viewFor: (state: State, player: PlayerId) => View;
  readonly apply: (state: State, action: Action) => State;
}

/** Plays `decisions` decisions of a seeded game by `seat`, expecting `level`'s choice at each. */
function choosesAs<State, Action, View extends DecisionView<Action>>(
  game: Played<State, Action, View>,
  start: State,
  seat: Bot<View, Action>,
  level: Bot<View, Action>,
  decisions: number,
): void {
  expect(seat.name).toBe(level.name);
  let state = start;
  for (let step = 0; step < decisions && game.outcome(state) === null; step++) {
    const view = game.viewFor(state, game.toAct(state)[0]!);
    const action = seat.choose(view, seedRng(`seat/${step}`));
    expect(action).toEqual(level.choose(view, seedRng(`seat/${step}`)));
    state = game.apply(state, action);
  }
}

/**
 * The bot seats of a table at this screen: a search seat is the library's `hard` level with its
 * fixed worlds — the bot a table of the table server seats for the same choice (`online.ts`) —
 * and chooses as that level does, decision for decision.
 */
describe('the web client’s bot seats', () => {
  it('Tortuga 1667: a search seat is the hard level and chooses as it does', () => {
    const start = tortuga1667.setup({ players: 4, seed: 'web-seat-bots' });
    choosesAs(tortuga1667, start, T1667_TITLE.bot('search'), botFor(tortuga1667, 'hard', { reproducible: true }), 12);
  });

  it('the dice game: a search seat is the hard level and chooses as it does', () => {
    const start = tortugaDice.setup({ players: 3, seed: 'web-seat-bots' });
    choosesAs(tortugaDice, start, DICE_TITLE.bot('search'), botFor(tortugaDice, 'hard', { reproducible: true }), 12);
  });
});
