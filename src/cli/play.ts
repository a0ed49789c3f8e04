import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';
import type { Bot, DecisionView } from '../bots/bot.js';
import type { BaseAction, BaseConfig, Game, PlayerId } from '../core/game.js';
import { makeRecord, type GameRecord } from '../core/record.js';
import { nextInt, seedRng } from '../core/rng.js';
import { tortugaDice } from '../dice/game.js';
import type { DiceView } from '../dice/view.js';
import { tortuga1667 } from '../t1667/game.js';
import { describeVoteCard } from '../t1667/narrate.js';
import type { T1667View } from '../t1667/view.js';
import { diceBot, t1667Bot, type GameName } from './bots.js';
import { describe1667Action, describeDiceAction } from './describe-action.js';
import { narrate1667, narrateDice } from './narration.js';

/** What `play` needs: the game, the table and the human's seat. */
export interface PlayOptions {
  readonly game: GameName;
  readonly players: number;
  readonly seat: PlayerId;
  /** The bot for the other seats. */
  readonly bot: string;
  readonly seed: string;
}

/** How one game is shown in the terminal. */
interface Presenter<V, A> {
  readonly status: (view: V) => string[];
  readonly event: (entry: V extends { log: (infer E)[] } ? E : never) => string | null;
  readonly action: (action: A, view: V) => string;
}

const T1667_PRESENTER: Presenter<T1667View, Parameters<typeof describe1667Action>[0]> = {
  status: (view) => {
    const b = view.board;
    return [
      `You are seat ${view.seat} — ${view.you?.loyalty ?? '?'}. Hand: ${view.you?.hand.map((c) => `#${c.card} ${describeVoteCard(c.face)}`).join('; ') || 'none'}`,
      `Flying Dutchman ${b.ships.fd.crew.join(',') || '-'} (British ${b.ships.fd.british}, French ${b.ships.fd.french}) · Jolly Roger ${b.ships.jr.crew.join(',') || '-'} (British ${b.ships.jr.british}, French ${b.ships.jr.french}) · Tortuga ${b.tortuga.line.join(',') || '-'} · galleon ${b.galleon}`,
      `Row: ${view.row.map((slot) => (slot.faceDown ? (slot.known ?? '?') : '—')).join(' | ')}`,
    ];
  },
  event: narrate1667,
  action: describe1667Action,
};

const DICE_PRESENTER: Presenter<DiceView, Parameters<typeof describeDiceAction>[0]> = {
  status: (view) => {
    const me = view.seats[view.seat ?? 0]!;
    const roll = view.you?.roll?.map((d) => `${'ABCDE'[d.die]}=${d.face}`).join(' ') ?? '—';
    return [
      `You are seat ${view.seat}. Ship ${me.ship}, pirate ${me.pirate}; Tortuga ${me.tortuga.length} chests, ship fields ${me.shipFields.join(',') || '-'}, crew fields ${me.crewFields.join(',') || '-'}, island ${me.island.join(',') || '-'}. Tokens ${view.you?.tokens.join(',') || 'none'}.`,
      `Your roll: ${roll}`,
    ];
  },
  event: narrateDice,
  action: (action) => describeDiceAction(action),
};

async function playLoop<C extends BaseConfig, S, A extends BaseAction, V extends DecisionView<A> & { log: unknown[] }, O>(
  game: Game<C, S, A, V, O>,
  config: C,
  human: PlayerId,
  bots: readonly Bot<V, A>[],
  presenter: Presenter<V, A>,
  ask: (question: string) => Promise<string | null>,
  print: (line: string) => void,
): Promise<{ final: S; actions: A[] }> {
  const sim = game.simulator(game.setup(config));
  const actions: A[] = [];
  const table = seedRng(`${config.seed}/table`);
  const generators = bots.map((_, seat) => seedRng(`${config.seed}/seat-${seat}`));
  let shown = 0;
  for (;;) {
    const view = game.viewFor(sim.state, human);
    const log = view.log as Parameters<Presenter<V, A>['event']>[0][];
    for (const entry of log.slice(shown)) {
      const line = presenter.event(entry);
      if (line !== null) print(`  ${line}`);
    }
    shown = log.length;
    if (game.outcome(sim.state) !== null) return { final: sim.snapshot(), actions };
    const seats = game.toAct(sim.state);
    if (seats.includes(human) && view.decision !== null) {
      print('');
      for (const line of presenter.status(view)) print(line);
      print(view.decision.prompt);
      view.decision.actions.forEach((action, i) => print(`  ${String(i + 1).padStart(2)}. ${presenter.action(action, view)}`));
      let choice: A | undefined;
      while (choice === undefined) {
        const answer = await ask(`Your choice (1–${view.decision.actions.length}): `);
        if (answer === null) throw new Error('Input ended before the game did.');
        choice = view.decision.actions[Number(answer.trim()) - 1];
        if (choice === undefined) print(`Please type a number from 1 to ${view.decision.actions.length}.`);
      }
      sim.apply(choice);
      actions.push(choice);
      continue;
    }
    const others = seats.filter((seat) => seat !== human);
    const seat = others[nextInt(table, others.length)]!;
    const action = bots[seat]!.choose(game.viewFor(sim.state, seat), generators[seat]!);
    sim.apply(action);
    actions.push(action);
  }
}

/**
 * A game in the terminal: the human at `seat` sees only their own view (public events, their
 * own cards or rolls) and picks from a numbered menu of their legal actions; bots play the
 * other seats. Returns the game's record when the game ends.
 */
export async function playInTerminal(options: PlayOptions, input: Readable, output: Writable): Promise<GameRecord<BaseConfig, BaseAction>> {
  const rl = createInterface({ input, output, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const print = (line: string): void => {
    output.write(`${line}\n`);
  };
  const ask = async (question: string): Promise<string | null> => {
    output.write(question);
    const next = await lines.next();
    return next.done === true ? null : String(next.value);
  };
  const { players, seat, seed } = options;
  const config = { players, seed };
  print(`Seed: ${seed} (the same seed and choices give the same game; --save FILE keeps a record to replay).`);
  try {
    if (options.game === '1667') {
      const bots = Array.from({ length: players }, () => t1667Bot(options.bot));
      const { final, actions } = await playLoop(tortuga1667, config, seat, bots, T1667_PRESENTER, ask, print);
      const outcome = final.outcome!;
      print(`\nGame over: ${outcome.winner === 'draw' ? 'a draw' : `the ${outcome.winner} win`} (seats ${outcome.winners.join(', ') || 'none'}). You ${outcome.winners.includes(seat) ? 'won' : 'did not win'}.`);
      return makeRecord(tortuga1667, config, actions, final) as GameRecord<BaseConfig, BaseAction>;
    }
    const bots = Array.from({ length: players }, () => diceBot(options.bot));
    const { final, actions } = await playLoop(tortugaDice, config, seat, bots, DICE_PRESENTER, ask, print);
    const outcome = final.outcome!;
    outcome.scores.forEach((score, s) => print(`  Seat ${s}: ${score.total} points`));
    print(`\nGame over: ${outcome.winners.includes(seat) ? 'you won' : `seat ${outcome.winners.join(' and ')} won`}.`);
    return makeRecord(tortugaDice, config, actions, final) as GameRecord<BaseConfig, BaseAction>;
  } finally {
    rl.close();
  }
}
