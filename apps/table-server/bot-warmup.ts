/**
 * A fresh worker thread's search is slow at first: V8 compiles its hot code over its first few
 * hundred decisions, so a bot pool that has just started (or replaced a worker) gave `hard` and
 * the expert a fraction of the worlds their budget buys later (docs/performance.md, "A worker's
 * warm-up"). A worker therefore first plays seeded games of both titles whose every seat is the
 * expert's search at a fixed number of worlds, one decision a step, between the real decisions.
 */
import { botFor, seedRng, tortuga1667, tortugaDice, type BaseAction, type BaseConfig, type Bot, type DecisionView, type Game } from 'tortuga-rules';

/** The sampled worlds a worker's warm-up searches in all (measured with `bench/pool-budget.ts`). */
export const WARM_UP_WORLDS = 10_000;

/** Sampled worlds a warm-up decision: a step of a few milliseconds once warm. */
const WORLDS_A_DECISION = 50;

/**
 * The warm-up, a step a decision: seeded games of Tortuga 1667 at 4 and 7 players and of the dice
 * game at 3, in turn, every seat the expert's search at `WORLDS_A_DECISION` worlds, until about
 * `worlds` worlds are sampled.
 */
export function* warmUp(worlds = WARM_UP_WORLDS): Generator<void, void, void> {
  const options = { iterations: WORLDS_A_DECISION };
  const t1667 = botFor(tortuga1667, 'expert', options);
  const dice = botFor(tortugaDice, 'expert', options);
  const steps = Math.ceil(worlds / WORLDS_A_DECISION);
  let step = 0;
  for (let g = 0; step < steps; g++) {
    const game =
      g % 3 === 2
        ? decisions(tortugaDice, { players: 3, seed: `warm-up-${g}` }, dice)
        : decisions(tortuga1667, { players: g % 3 === 0 ? 4 : 7, seed: `warm-up-${g}` }, t1667);
    for (const searched of game) {
      if (searched) step += 1;
      yield;
      if (step >= steps) return;
    }
  }
}

/** One seeded game, every seat `bot`, a step a decision: whether it searched (more than one legal action). */
function* decisions<Config extends BaseConfig, State, Action extends BaseAction, View extends DecisionView<Action>, Outcome>(
  game: Game<Config, State, Action, View, Outcome>,
  config: Config,
  bot: Bot<View, Action>,
): Generator<boolean, void, void> {
  const sim = game.startSimulator(config);
  const rng = seedRng(`${config.seed}/bots`);
  while (game.outcome(sim.state) === null) {
    const view = game.viewFor(sim.state, game.toAct(sim.state)[0]!);
    sim.apply(bot.choose(view, rng));
    yield view.decision !== null && view.decision.actions.length > 1;
  }
}
