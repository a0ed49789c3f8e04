/**
 * `npm run demo`: a narrated, seeded game of each title played by random legal moves — a
 * 5-player Tortuga 1667 and a 4-player dice game — then a short simulation summary of each.
 * Pass a seed to replay other games: `npm run demo -- my-seed`.
 */
import { describeDiceEvent } from '../src/dice/narrate.js';
import type { DiceState } from '../src/dice/types.js';
import { nextInt, seedRng, tortuga1667 as game, tortugaDice, type RngState } from '../src/index.js';
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

/** A bot for the dice game: a random seat among those to act, then a random legal action. */
function randomDiceDecision(state: DiceState, rng: RngState): Parameters<typeof tortugaDice.apply>[1] {
  const seats = tortugaDice.toAct(state);
  const seat = seats[nextInt(rng, seats.length)]!;
  const actions = tortugaDice.legalActions(state, seat);
  return actions[nextInt(rng, actions.length)]!;
}

/**
 * The dice game, narrated by an all-seeing narrator: rolls and keeps behind the screens are
 * shown too, marked with the seat whose screen hides them.
 */
function narrateDiceGame(): void {
  console.log(`Tortuga (dice game) — 4 players, seed "${seed}"\n`);
  let state = tortugaDice.setup({ players: 4, seed });
  const rng = seedRng(`${seed}/dice-bots`);
  let shown = 0;
  const flush = (): void => {
    const log = state.log.flat();
    for (const entry of log.slice(shown)) {
      if (entry.event.type === 'chose') continue;
      const screen = entry.to === undefined ? '' : `[behind seat ${entry.to.join(',')}'s screen] `;
      console.log(`  ${screen}${describeDiceEvent(entry.event)}`);
    }
    shown = log.length;
  };
  flush();
  while (tortugaDice.outcome(state) === null) {
    state = tortugaDice.apply(state, randomDiceDecision(state, rng));
    flush();
  }
  const outcome = tortugaDice.outcome(state)!;
  outcome.scores.forEach((score, seat) => {
    console.log(`  Seat ${seat}: ${score.total} = chests ${score.chests} + sets ${3 * score.sets} + tracks ${score.tracks} + coins ${score.coins}`);
  });
  console.log(`\n${state.decisions} decisions in ${state.round} rounds.\n`);
}

function summariseDice(games: number): void {
  const wins = [0, 0, 0, 0];
  let rounds = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const sim = tortugaDice.simulator(tortugaDice.setup({ players: 4, seed: `${seed}/dice-sim/${i}` }));
    const rng = seedRng(`${seed}/dice-sim-bots/${i}`);
    while (sim.state.outcome === null) sim.applyTrusted(randomDiceDecision(sim.state, rng));
    rounds += sim.state.round;
    for (const winner of sim.state.outcome.winners) wins[winner]! += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`Simulation: ${games} random 4-player dice games (${(games / seconds).toFixed(0)} games/s on the fast path)`);
  wins.forEach((count, seat) => console.log(`  seat ${seat} wins ${((100 * count) / games).toFixed(1)}% (ties count for every winner)`));
  console.log(`  mean length: ${(rounds / games).toFixed(1)} rounds per game`);
}

narrateGame();
narrateDiceGame();
summarise(2000);
summariseDice(500);
