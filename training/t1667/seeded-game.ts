/**
 * One seeded Tortuga 1667 game for the training scripts: the setup from `<seed>/<index>`, the seat
 * to act (when several may) and the bots' randomness from `<seed>/<index>/bots`, every decision
 * made by `decide`. The evaluation and the search experiments play the same games this way.
 */
import type { BotLevel } from '../../src/bots/levels.js';
import { botFor, nextInt, seedRng, tortuga1667, type RngState, type T1667Action, type T1667State, type T1667View } from '../../src/index.js';

/** Plays game `index` of `seed` at `players` seats to its end and returns the final state. */
export function playSeededGame(
  seed: string,
  index: number,
  players: number,
  decide: (who: number, view: T1667View, rng: RngState, state: T1667State) => T1667Action,
): T1667State {
  const rng = seedRng(`${seed}/${index}/bots`);
  let state = tortuga1667.setup({ players, seed: `${seed}/${index}` });
  while (tortuga1667.outcome(state) === null) {
    const seats = tortuga1667.toAct(state);
    const who = seats[nextInt(rng, seats.length)]!;
    state = tortuga1667.apply(state, decide(who, tortuga1667.viewFor(state, who), rng, state));
  }
  return state;
}

/**
 * Plays games 0 to `games − 1` of `seed` with medium bots in every seat and shows `visit` every
 * `every`-th view that has a choice (the search experiments' sample of decisions).
 */
export function everyNthChoice(seed: string, games: number, players: number, every: number, visit: (view: T1667View) => void): void {
  const medium = botFor(tortuga1667, 'medium');
  let choices = 0;
  for (let g = 0; g < games; g++) {
    playSeededGame(seed, g, players, (_who, view, rng) => {
      const action = medium.choose(view, rng);
      if ((view.decision?.actions.length ?? 0) > 1 && choices++ % every === 0) visit(view);
      return action;
    });
  }
}

/** A paired cell's result: the seat's wins, a medium bot's wins in that seat of the same games, and their paired difference. */
export interface PairedCell {
  readonly wins: number;
  readonly baseline: number;
  /** The mean paired difference (won − a medium bot won) and its standard error, as shares of a game. */
  readonly mean: number;
  readonly error: number;
}

/**
 * Games 0 to `games − 1` of `seed`: seat `g mod players` decided by `decide`, the others by
 * `against` bots; each game is played again with a medium bot in that seat, and the two results
 * paired game by game.
 */
export function pairedWithMedium(
  seed: string,
  games: number,
  players: number,
  decide: (game: number, view: T1667View, rng: RngState, state: T1667State) => T1667Action,
  against: BotLevel = 'medium',
): PairedCell {
  let wins = 0;
  let baseline = 0;
  let squares = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % players;
    const won = (chooser: (who: number, view: T1667View, rng: RngState, state: T1667State) => T1667Action): number =>
      tortuga1667.outcome(playSeededGame(seed, g, players, chooser))!.winners.includes(seat) ? 1 : 0;
    const others = Array.from({ length: players }, () => botFor(tortuga1667, against));
    const medium = botFor(tortuga1667, 'medium');
    const mine = won((who, view, rng, now) => (who === seat ? decide(g, view, rng, now) : others[who]!.choose(view, rng)));
    const theirs = won((who, view, rng) => (who === seat ? medium : others[who]!).choose(view, rng));
    wins += mine;
    baseline += theirs;
    squares += (mine - theirs) ** 2;
  }
  const mean = (wins - baseline) / games;
  return { wins, baseline, mean, error: Math.sqrt(Math.max(0, squares / games - mean ** 2) / games) };
}
