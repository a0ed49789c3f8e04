/**
 * Bundled for the page of `search-budget.test.ts`: a budgeted expert of each game in seat 0 among
 * medium bots, each of its decisions timed by the page's own clock — as an app that calls
 * `botFor(game, 'expert', { budgetMs })` in a browser would.
 */
import { botFor, seedRng, tortuga1667, tortugaDice } from 'tortuga-rules';
import type { BaseAction, BaseConfig, Bot, DecisionView, Game, SearchBot } from 'tortuga-rules';

/** One decision's wall-clock milliseconds and sampled worlds. */
export interface TimedDecision {
  readonly game: string;
  readonly ms: number;
  readonly worlds: number;
}

/** The level's bot as the search it is, to read its sampled worlds (`botFor` types it as a plain bot). */
function searchOf<View extends DecisionView<Action>, Action>(bot: Bot<View, Action>): SearchBot<View, Action> {
  if (!('analyse' in bot) || typeof bot.analyse !== 'function') throw new Error('The expert is a search bot that can show its work.');
  return bot as SearchBot<View, Action>;
}

/** `decisions` decisions of `expert` in seat 0, the other seats played by `medium`, over seeded games. */
function timeGame<C extends BaseConfig, S, A extends BaseAction, V extends DecisionView<A>, O>(
  game: Game<C, S, A, V, O>,
  configOf: (seed: string) => C,
  expert: SearchBot<V, A>,
  medium: Bot<V, A>,
  decisions: number,
): TimedDecision[] {
  const out: TimedDecision[] = [];
  const rng = seedRng(`browser-budget-${game.name}`);
  for (let g = 0; out.length < decisions; g++) {
    const sim = game.startSimulator(configOf(`browser-budget-${g}`));
    while (game.outcome(sim.state) === null && out.length < decisions) {
      const seat = game.toAct(sim.state)[0]!;
      const view = game.viewFor(sim.state, seat);
      if (seat === 0 && (view.decision?.actions.length ?? 0) > 1) {
        const start = performance.now();
        const found = expert.analyse(view, rng);
        out.push({ game: game.name, ms: performance.now() - start, worlds: found.reduce((sum, c) => sum + c.visits, 0) });
        sim.apply(found[0]!.action);
      } else sim.apply(medium.choose(view, rng));
    }
  }
  return out;
}

/** `decisions` timed decisions of the expert in each game (the dice game at 2 players, Tortuga 1667 at 4). */
export function timeBudgetedDecisions(budgetMs: number, decisions: number): TimedDecision[] {
  return [
    ...timeGame(tortugaDice, (seed) => ({ players: 2, seed }), searchOf(botFor(tortugaDice, 'expert', { budgetMs })), botFor(tortugaDice, 'medium'), decisions),
    ...timeGame(tortuga1667, (seed) => ({ players: 4, seed }), searchOf(botFor(tortuga1667, 'expert', { budgetMs })), botFor(tortuga1667, 'medium'), decisions),
  ];
}
