import { describe, expect, it } from 'vitest';
import { botFor, BOT_LEVELS, seedRng, tortuga1667, tortugaDice, type Bot, type DecisionView, type PlayerId } from 'tortuga-rules';
import { SEAT_KINDS, seatKindOf } from '../../src/title.js';
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
 * The bot seats of a table at this screen: each is the library's level of its name with its fixed
 * worlds — the bot a table of the table server seats for the same choice (`online.ts`) — and
 * chooses as that level does, decision for decision; a kept game's seats of an earlier version of
 * the page are read as the levels they were played as online.
 */
describe('the web client’s bot seats', () => {
  it('offers a person and the library’s levels, weakest first', () => {
    expect(SEAT_KINDS).toEqual(['human', ...BOT_LEVELS]);
  });

  for (const level of BOT_LEVELS) {
    it(`Tortuga 1667 and the dice game: a seat of level ${level} chooses as botFor's ${level} does`, async () => {
      choosesAs(
        tortuga1667,
        tortuga1667.setup({ players: 4, seed: `web-seat-${level}` }),
        await T1667_TITLE.bot(level),
        botFor(tortuga1667, level, { reproducible: true }),
        12,
      );
      choosesAs(
        tortugaDice,
        tortugaDice.setup({ players: 3, seed: `web-seat-${level}` }),
        await DICE_TITLE.bot(level),
        botFor(tortugaDice, level, { reproducible: true }),
        12,
      );
    });
  }

  it('a kept seat kind: this page’s as it is, an earlier version’s as its level, anything else none', () => {
    for (const kind of SEAT_KINDS) expect(seatKindOf(kind)).toBe(kind);
    expect(['random', 'heuristic', 'search'].map(seatKindOf)).toEqual(['easy', 'medium', 'hard']);
    for (const other of ['toString', 'constructor', '__proto__', 'Expert', '', 3, null, undefined, ['hard'], { kind: 'hard' }])
      expect(seatKindOf(other)).toBeNull();
  });
});
