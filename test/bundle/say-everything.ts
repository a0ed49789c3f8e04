// What the word fixtures' app does: one decision, then every part of Words said for seat 0.
import type { BaseAction, BaseConfig, Game } from 'tortuga-rules';
import type { Words } from 'tortuga-rules/1667/words';

export function sayEverything<V extends { log: readonly E[] }, A extends BaseAction, E>(
  game: Game<BaseConfig, object, A, V, unknown>,
  words: Words<V, A, E>,
  players: number,
): unknown[] {
  let state = game.setup({ players, seed: 'bundle' });
  const [seat] = game.toAct(state);
  state = game.apply(state, game.legalActions(state, seat!)[0]!);
  const view = game.viewFor(state, 0);
  return [
    words.prompt(view),
    words.menu(view),
    words.summary(view),
    view.log.map((entry) => words.narrate(view, entry)),
    words.violation(game.validate(state, {})!, view),
  ];
}
