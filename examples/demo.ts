/**
 * `npm run demo`: a narrated, seeded game of Tortuga 1667 played by random legal moves,
 * then a short simulation summary. Pass a seed to replay another game:
 * `npm run demo -- my-seed`.
 */
import { nextInt, seedRng, tortuga1667 as game, type RngState } from '../src/index.js';
import { describeEvent } from '../src/t1667/narrate.js';
import type { T1667Action, T1667State } from '../src/t1667/types.js';

const seed = process.argv[2] ?? 'tortuga-demo';
const players = 5;

/** A bot that picks a random seat among those to act, then a random legal action. */
function randomDecision(state: T1667State, rng: RngState): T1667Action {
  const seats = game.toAct(state);
  const seat = seats[nextInt(rng, seats.length)]!;
  const actions = game.legalActions(state, seat);
  return actions[nextInt(rng, actions.length)]!;
}

function narrateGame(): void {
  console.log(`Tortuga 1667 — ${players} players, seed "${seed}" (replay with: npm run demo -- ${seed})\n`);
  let state = game.setup({ players, seed });
  const rng = seedRng(`${seed}/bots`);
  let shown = 0;
  const flush = (): void => {
    const log = game.viewFor(state, null).log; // the spectator's log: public events only
    for (const entry of log.slice(shown)) {
      if (entry.event.type === 'voteCommitted') continue;
      console.log(`  ${describeEvent(entry.event)}`);
    }
    shown = log.length;
  };
  flush();
  while (game.outcome(state) === null) {
    state = game.apply(state, randomDecision(state, rng));
    flush();
  }
  console.log(`\n${state.decisions} decisions in ${state.turn.number} turns.\n`);
}

function summarise(games: number): void {
  const tally = new Map<string, number>();
  let decisions = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const sim = game.simulator(game.setup({ players, seed: `${seed}/sim/${i}` }));
    const rng = seedRng(`${seed}/sim-bots/${i}`);
    while (sim.state.outcome === null) sim.applyTrusted(randomDecision(sim.state, rng));
    decisions += sim.state.decisions;
    const winner = sim.state.outcome.winner;
    tally.set(winner, (tally.get(winner) ?? 0) + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`Simulation: ${games} random ${players}-player games (${(games / seconds).toFixed(0)} games/s on the fast path)`);
  for (const [winner, count] of [...tally].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${winner.padEnd(8)} ${String(count).padStart(5)}  ${((100 * count) / games).toFixed(1)}%`);
  }
  console.log(`  mean length: ${(decisions / games).toFixed(1)} decisions per game`);
}

narrateGame();
summarise(2000);
