/**
 * The games of `budget-warmup.ts` and `pool-budget.ts`: seeded Tortuga 1667 games with a search in
 * one seat, moving round from game to game, and medium bots in the others.
 */
import type { RngState, T1667Action, T1667View } from '../src/index.js';

/** What the games need of the library: the built package (`dist/`) or the sources. */
export type SeatLibrary = Pick<typeof import('../src/index.js'), 'tortuga1667' | 't1667HeuristicBot' | 'seedRng'>;

/** The seeds of game `g`: its deal's and its bots' generator's. */
export type GameSeeds = (g: number) => { readonly deal: string; readonly rng: string };

/**
 * Plays games 0, 1, … (seeded by `seeds`) until the searching seat — seat `g % players` in game
 * `g` — has made `decisions` decisions with more than one legal action, each by `decide`; the
 * medium seats choose the rest.
 */
export function playSearchingSeat(
  lib: SeatLibrary,
  players: number,
  seeds: GameSeeds,
  decisions: number,
  decide: (view: T1667View, rng: RngState) => T1667Action,
): void {
  const medium = lib.t1667HeuristicBot();
  let made = 0;
  for (let g = 0; made < decisions; g++) {
    const sim = lib.tortuga1667.startSimulator({ players, seed: seeds(g).deal });
    const rng = lib.seedRng(seeds(g).rng);
    while (lib.tortuga1667.outcome(sim.state) === null && made < decisions) {
      const seat = lib.tortuga1667.toAct(sim.state)[0]!;
      const view = lib.tortuga1667.viewFor(sim.state, seat);
      const searching = seat === g % players && view.decision!.actions.length > 1;
      if (searching) made += 1;
      sim.apply(searching ? decide(view, rng) : medium.choose(view, rng));
    }
  }
}
