/**
 * Bundled for the page of `search-budget.test.ts`: a budgeted expert of each game in seat 0 among
 * medium bots, each of its decisions timed by the page's own clock — as an app that calls
 * `botFor(game, 'expert', { budgetMs })` in a browser would.
 */
import { botFor, seedRng, tortuga1667, tortugaDice, type Bot, type DecisionView, type RngState, type SearchBot } from 'tortuga-rules';

/** One decision's wall-clock milliseconds and sampled worlds. */
export interface TimedDecision {
  readonly game: string;
  readonly ms: number;
  readonly worlds: number;
}

/** What the timing needs of a game and its bots, whichever game it is. */
interface Table<View, Action> {
  readonly name: string;
  start(seed: string): {
    readonly apply: (action: Action) => void;
    readonly over: () => boolean;
    readonly seat: () => number;
    readonly view: (seat: number) => View;
  };
  hasChoice(view: View): boolean;
  readonly expert: { analyse(view: View, rng: RngState): { action: Action; visits: number }[] };
  readonly medium: { choose(view: View, rng: RngState): Action };
}

function timeTable<View, Action>(table: Table<View, Action>, decisions: number): TimedDecision[] {
  const out: TimedDecision[] = [];
  const rng = seedRng(`browser-budget-${table.name}`);
  for (let g = 0; out.length < decisions; g++) {
    const game = table.start(`browser-budget-${g}`);
    while (!game.over() && out.length < decisions) {
      const seat = game.seat();
      const view = game.view(seat);
      if (seat === 0 && table.hasChoice(view)) {
        const start = performance.now();
        const found = table.expert.analyse(view, rng);
        out.push({ game: table.name, ms: performance.now() - start, worlds: found.reduce((sum, c) => sum + c.visits, 0) });
        game.apply(found[0]!.action);
      } else game.apply(table.medium.choose(view, rng));
    }
  }
  return out;
}

/** The level's bot as the search it is, to read its sampled worlds (`botFor` types it as a plain bot). */
function searchOf<View extends DecisionView<Action>, Action>(bot: Bot<View, Action>): SearchBot<View, Action> {
  if (!('analyse' in bot) || typeof bot.analyse !== 'function') throw new Error('The expert is a search bot that can show its work.');
  return bot as SearchBot<View, Action>;
}

/** `decisions` timed decisions of the expert in each game (the dice game at 2 players, Tortuga 1667 at 4). */
export function timeBudgetedDecisions(budgetMs: number, decisions: number): TimedDecision[] {
  return [
    ...timeTable(
      {
        name: 'tortuga-dice',
        start: (seed) => {
          const sim = tortugaDice.startSimulator({ players: 2, seed });
          return {
            apply: (a) => sim.apply(a),
            over: () => tortugaDice.outcome(sim.state) !== null,
            seat: () => tortugaDice.toAct(sim.state)[0]!,
            view: (s) => tortugaDice.viewFor(sim.state, s),
          };
        },
        hasChoice: (view) => (view.decision?.actions.length ?? 0) > 1,
        expert: searchOf(botFor(tortugaDice, 'expert', { budgetMs })),
        medium: botFor(tortugaDice, 'medium'),
      },
      decisions,
    ),
    ...timeTable(
      {
        name: 'tortuga-1667',
        start: (seed) => {
          const sim = tortuga1667.startSimulator({ players: 4, seed });
          return {
            apply: (a) => sim.apply(a),
            over: () => tortuga1667.outcome(sim.state) !== null,
            seat: () => tortuga1667.toAct(sim.state)[0]!,
            view: (s) => tortuga1667.viewFor(sim.state, s),
          };
        },
        hasChoice: (view) => (view.decision?.actions.length ?? 0) > 1,
        expert: searchOf(botFor(tortuga1667, 'expert', { budgetMs })),
        medium: botFor(tortuga1667, 'medium'),
      },
      decisions,
    ),
  ];
}
