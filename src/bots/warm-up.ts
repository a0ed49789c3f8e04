import type { BaseAction, BaseConfig, Game } from '../core/engine/game.js';
import { seedRng } from '../core/engine/rng.js';
import { tortugaDice } from '../dice/game.js';
import { tortuga1667 } from '../t1667/game.js';
import type { Bot, DecisionView } from './bot.js';
import { botFor } from './levels.js';

/** The sampled worlds `warmUpBots` searches unless told otherwise: about 2 s of one core. */
export const WARM_UP_WORLDS = 10_000;

/** Sampled worlds a warm-up decision: a step of a few milliseconds once warm. */
const WORLDS_A_DECISION = 50;

/**
 * Warms the search bots (`hard`, `expert`, `hints`) up before their first real decisions. A fresh
 * process or worker compiles the search's hot code over its first few hundred decisions, and until
 * then a budget buys a fraction of the worlds it buys later (`hard`'s first fifty decisions in a
 * fresh worker thread: a third). The warm-up plays seeded games of Tortuga 1667 at 4 and 7 players
 * and of the dice game at 3, in turn, every seat the expert's search at 50 sampled worlds a
 * decision, until about `worlds` worlds are sampled — a step a decision, so that an app can run it
 * all at once or a step at a time between its own work. It changes nothing but the engine's
 * compiled code: the bots decide the same from the same views with or without it.
 *
 * @param worlds - Sampled worlds in all, a whole number from 0 to 10,000,000 (default `WARM_UP_WORLDS`).
 * @example
 * ```ts
 * for (const _ of warmUpBots()); // all at once: about 2 s of a core
 *
 * const steps = warmUpBots(); // or a step each turn of the event loop, between other work
 * const step = (): void => {
 *   if (steps.next().done !== true) setImmediate(step);
 * };
 * setImmediate(step);
 * ```
 */
export function warmUpBots(worlds: number = WARM_UP_WORLDS): Generator<void, void, void> {
  if (!(Number.isInteger(worlds) && worlds >= 0 && worlds <= 10_000_000))
    throw new RangeError(`warmUpBots takes a whole number of sampled worlds from 0 to 10,000,000, not ${String(worlds).slice(0, 20)}.`);
  return warmUpSteps(worlds);
}

/** The steps of `warmUpBots`. */
function* warmUpSteps(worlds: number): Generator<void, void, void> {
  const options = { iterations: WORLDS_A_DECISION };
  const t1667 = botFor(tortuga1667, 'expert', options);
  const dice = botFor(tortugaDice, 'expert', options);
  const steps = Math.ceil(worlds / WORLDS_A_DECISION);
  let step = 0;
  for (let g = 0; step < steps; g++) {
    const seed = `warm-up-${g}`;
    const game = g % 3 === 2 ? decisions(tortugaDice, { players: 3, seed }, dice) : decisions(tortuga1667, { players: g % 3 === 0 ? 4 : 7, seed }, t1667);
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
