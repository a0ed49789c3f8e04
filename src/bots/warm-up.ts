import type { BaseAction, BaseConfig, Game } from '../core/engine/game.js';
import { seedRng } from '../core/engine/rng.js';
import { tortugaDice } from '../dice/game.js';
import { tortuga1667 } from '../t1667/game.js';
import type { Bot, DecisionView } from './bot.js';
import { botFor } from './levels.js';

/** The sampled worlds `warmUpBots` and `warmUpSteps` search unless told otherwise: about 2 s of one core. */
export const WARM_UP_WORLDS = 10_000;

/** Sampled worlds a warm-up decision: a step of a few milliseconds once warm. */
const WORLDS_A_DECISION = 50;

/**
 * Warms the search bots (`hard`, `expert`, `hints`) up before their first real decisions. A fresh
 * process or worker compiles the search's hot code over its first few hundred decisions, and until
 * then a budget buys a fraction of the worlds it buys later (in a fresh process `hard`'s first
 * twenty decisions searched a tenth of them, the expert's first ten a fifth). The warm-up plays
 * seeded games of Tortuga 1667 at 4 and 7 players and of the dice game at 3, in turn, every seat
 * the expert's search at 50 sampled worlds a decision, until about `worlds` worlds are sampled:
 * about 2 s of one core by default. It changes nothing but the engine's compiled code: the bots
 * decide the same from the same views with or without it. `warmUpSteps` does the same a decision
 * at a time.
 *
 * @param worlds - Sampled worlds in all, a whole number from 0 to 10,000,000 (default `WARM_UP_WORLDS`).
 * @example
 * ```ts
 * warmUpBots();
 * const bot = botFor(tortuga1667, 'expert'); // its first decision searches as its hundredth does
 * ```
 */
export function warmUpBots(worlds: number = WARM_UP_WORLDS): void {
  for (const step of warmUpSteps(worlds)) void step;
}

/**
 * `warmUpBots` a step at a time: each step one decision of the warm-up's games, a few
 * milliseconds once warm, so that an app can warm the bots up between its own work — a server
 * between its bots' first decisions, a page in idle time.
 *
 * @param worlds - Sampled worlds in all, a whole number from 0 to 10,000,000 (default `WARM_UP_WORLDS`).
 * @example
 * ```ts
 * const steps = warmUpSteps();
 * const step = (): void => {
 *   if (steps.next().done !== true) setTimeout(step, 0);
 * };
 * step();
 * ```
 */
export function warmUpSteps(worlds: number = WARM_UP_WORLDS): Generator<void, void, void> {
  if (!(Number.isInteger(worlds) && worlds >= 0 && worlds <= 10_000_000))
    throw new RangeError(`The bots' warm-up takes a whole number of sampled worlds from 0 to 10,000,000, not ${String(worlds).slice(0, 20)}.`);
  return steps(worlds);
}

/** The steps of the warm-up. */
function* steps(worlds: number): Generator<void, void, void> {
  const options = { iterations: WORLDS_A_DECISION };
  const t1667 = botFor(tortuga1667, 'expert', options);
  const dice = botFor(tortugaDice, 'expert', options);
  const searches = Math.ceil(worlds / WORLDS_A_DECISION);
  let searched = 0;
  for (let g = 0; searched < searches; g++) {
    const seed = `warm-up-${g}`;
    const game = g % 3 === 2 ? decisions(tortugaDice, { players: 3, seed }, dice) : decisions(tortuga1667, { players: g % 3 === 0 ? 4 : 7, seed }, t1667);
    for (const didSearch of game) {
      if (didSearch) searched += 1;
      yield;
      if (searched >= searches) return;
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
