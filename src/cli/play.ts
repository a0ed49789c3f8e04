import wrapAnsi from 'wrap-ansi';
import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';
import type { Bot, DecisionView } from '../bots/bot.js';
import { wordsFor } from '../words-for.js';
import { cliSay } from './cli-say.js';
import type { BaseAction, BaseConfig, Game, PlayerId } from '../core/engine/game.js';
import { makeRecord, type GameRecord } from '../core/records/record.js';
import { nextInt, seedRng } from '../core/engine/rng.js';
import type { Locale } from '../core/words/text.js';
import type { MenuNode, Words } from '../core/words/words.js';
import { tortugaDice } from '../dice/game.js';
import { tortuga1667 } from '../t1667/game.js';
import { diceBot, t1667Bot, type GameName } from './bots.js';
import { diceScores, tell } from './narration.js';

/** What `play` needs: the game, the table, the human's seat and the language. */
export interface PlayOptions {
  readonly game: GameName;
  readonly players: number;
  readonly seat: PlayerId;
  /** The bot for the other seats. */
  readonly bot: string;
  readonly seed: string;
  /** The language of everything shown. */
  readonly locale: Locale;
}

type Ask = (question: string) => Promise<string | null>;
type Print = (line: string) => void;

/**
 * Lets the human pick from the menu of its legal actions: a group (a kind of action, a target
 * …) opens the next level, 0 goes back; a leaf is the action.
 */
async function pick<A>(menu: readonly MenuNode<A>[], ask: Ask, print: Print, locale: Locale): Promise<A> {
  const say = cliSay(locale);
  const path: (readonly MenuNode<A>[])[] = [menu];
  for (;;) {
    const level = path[path.length - 1]!;
    level.forEach((node, i) => print(`  ${String(i + 1).padStart(2)}. ${node.label.text}${node.action === null ? ' …' : ''}`));
    const back = path.length > 1;
    const answer = await ask(say('cli.choice', { count: level.length, back }).text);
    if (answer === null) throw new Error(say('cli.inputEnded').text);
    const n = Number(answer.trim());
    if (back && n === 0) {
      path.pop();
      continue;
    }
    const node = Number.isInteger(n) ? level[n - 1] : undefined;
    if (node === undefined) {
      print(say('cli.typeNumber', { min: back ? 0 : 1, max: level.length }).text);
      continue;
    }
    if (node.action !== null) return node.action;
    path.push(node.children);
  }
}

/** What the command reads of a log entry: its event's type (to leave out mere "has chosen" entries). */
type Entry = { readonly event: { readonly type: string } };

async function playLoop<
  C extends BaseConfig,
  S,
  A extends BaseAction,
  E extends Entry,
  V extends DecisionView<A> & { readonly decisions: number; readonly log: readonly E[] },
  O,
>(
  game: Game<C, S, A, V, O>,
  config: C,
  options: PlayOptions,
  bots: readonly Bot<V, A>[],
  ask: Ask,
  print: Print,
  onAction: (actions: readonly A[], state: S) => void = () => {},
): Promise<{ final: S; actions: A[] }> {
  // The view's log entries are `E`, which is what `LogEntryOf<V>` names.
  const words = wordsFor(game, options.locale) as Words<V, A, E>;
  const sim = game.simulator(game.setup(config));
  const table = seedRng(`${config.seed}/table`);
  const generators = bots.map((_, seat) => seedRng(`${config.seed}/seat-${seat}`));
  const actions: A[] = [];
  const human = options.seat;
  let seen = -1;
  for (;;) {
    const view = game.viewFor(sim.state, human, { logAfter: seen });
    seen = view.decisions;
    for (const line of tell(words, view, view.log)) print(`  ${line}`);
    if (game.outcome(sim.state) !== null) return { final: sim.snapshot(), actions };
    const seats = game.toAct(sim.state);
    if (seats.includes(human) && view.decision !== null) {
      print('');
      for (const line of words.summary(view)) print(line.text);
      print(words.prompt(view)?.text ?? '');
      const choice = await pick(words.menu(view), ask, print, options.locale);
      sim.apply(choice);
      actions.push(choice);
      onAction(actions, sim.state);
      continue;
    }
    const others = seats.filter((seat) => seat !== human);
    const seat = others[nextInt(table, others.length)]!;
    const action = bots[seat]!.choose(game.viewFor(sim.state, seat), generators[seat]!);
    sim.apply(action);
    actions.push(action);
    onAction(actions, sim.state);
  }
}

/**
 * A game in the terminal: the human at `seat` sees only their own view (public events, their
 * own cards or rolls, in their language) and picks from a menu of their legal actions, grouped
 * by kind; bots play the other seats. Returns the game's record when the game ends; `progress`
 * gets the record so far after every action (to save a game that is interrupted).
 */
export async function playInTerminal(
  options: PlayOptions,
  input: Readable,
  output: Writable,
  progress?: (record: GameRecord<BaseConfig, BaseAction>) => void,
): Promise<GameRecord<BaseConfig, BaseAction>> {
  const rl = createInterface({ input, output, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  // Lines wrap at word breaks to the terminal's width (a terminal would split words at its edge), keeping their indent.
  const width = (): number => Math.max(20, ((output as Writable & { columns?: number }).columns ?? 100) - 1);
  const print = (line: string): void => {
    const indent = /^ */.exec(line)![0];
    const wrapped = wrapAnsi(line.slice(indent.length), width() - indent.length - 2, { hard: true, trim: false })
      .split('\n')
      .map((part, i) => `${indent}${i === 0 ? '' : '  '}${part}`);
    output.write(`${wrapped.join('\n')}\n`);
  };
  const ask = async (question: string): Promise<string | null> => {
    output.write(question);
    const next = await lines.next();
    return next.done === true ? null : String(next.value);
  };
  const { players, seat, seed } = options;
  const config = { players, seed };
  const say = cliSay(options.locale);
  print(say('cli.seed', { seed }).text);
  try {
    if (options.game === '1667') {
      const bots = Array.from({ length: players }, () => t1667Bot(options.bot));
      const { final, actions } = await playLoop(tortuga1667, config, options, bots, ask, print, (so, far) =>
        progress?.(makeRecord(tortuga1667, config, so, far) as GameRecord<BaseConfig, BaseAction>),
      );
      print(`\n${say('cli.youWon', { won: final.outcome!.winners.includes(seat) }).text}`);
      return makeRecord(tortuga1667, config, actions, final) as GameRecord<BaseConfig, BaseAction>;
    }
    const bots = Array.from({ length: players }, () => diceBot(options.bot));
    const { final, actions } = await playLoop(tortugaDice, config, options, bots, ask, print, (so, far) =>
      progress?.(makeRecord(tortugaDice, config, so, far) as GameRecord<BaseConfig, BaseAction>),
    );
    const words = wordsFor(tortugaDice, options.locale);
    const view = tortugaDice.viewFor(final, seat);
    for (const line of diceScores(words, view, final.outcome!)) print(`  ${line}`);
    print(`\n${say('cli.youWon', { won: final.outcome!.winners.includes(seat) }).text}`);
    return makeRecord(tortugaDice, config, actions, final) as GameRecord<BaseConfig, BaseAction>;
  } finally {
    rl.close();
  }
}
