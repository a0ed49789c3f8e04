import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { BaseAction, BaseConfig } from '../core/engine/game.js';
import type { Locale } from '../core/words/text.js';
import { nextInt, seedRng } from '../core/engine/rng.js';
import type { DecisionView } from '../bots/bot.js';
import { actionFromText, compactAction } from '../rl/agent-history.js';
import { agentRules } from '../rl/agent-rules.js';
import { agentPrompt, compactPrompt, type AgentView } from '../rl/agent-text.js';
import type { GameName } from './bots.js';
import { withKit, type GameKit } from './game-kit.js';

/**
 * `tortuga-rules match`: an outside agent (any program speaking JSON lines on stdin/stdout, a
 * language model's harness for one) plays seats against the library's bots. The agent reads
 * `{"type":"rules",…}` once, `{"type":"start",…}` per game, `{"type":"decide","prompt":…,"legal":[…]}`
 * at each of its decisions — to which it answers one line, `{"action":"force 0+2 3"}` (the compact
 * menu's text) or `{"id":17}` — and `{"type":"end","returns":[…]}`; `{"type":"bye"}` ends the
 * match. An answer that is late, too long, not JSON or not a legal action is counted as refused
 * and a uniformly random legal action is played instead, so a match always finishes.
 */

/** What `match` is asked to play. */
export interface MatchOptions {
  readonly game: GameName;
  readonly players: number;
  readonly games: number;
  /** The agent's command line (run by the shell). */
  readonly agent: string;
  /** The agent's seat, or rotating over the seats game by game when undefined. */
  readonly seat?: number;
  /** The bot on every other seat (`random`, `easy` … `expert`). */
  readonly bots: string;
  readonly seed: string;
  readonly prompt: 'compact' | 'full';
  readonly locale: Locale;
  /** Seconds the agent may take for one answer (a fraction is fine). */
  readonly timeout: number;
}

/** What `match` reports. */
export interface MatchReport {
  readonly game: GameName;
  readonly players: number;
  readonly games: number;
  readonly bots: string;
  readonly prompt: 'compact' | 'full';
  readonly wins: number;
  readonly winRate: number;
  /** Decisions the agent was asked for, and how many of its answers were refused. */
  readonly decisions: number;
  readonly refused: number;
  /** Characters of the prompts: mean and largest, and of the rules given once. */
  readonly promptChars: { readonly mean: number; readonly max: number };
  readonly rulesChars: number;
  readonly seconds: number;
}

/** The longest answer line read from an agent (characters). */
export const MATCH_ANSWER_LIMIT = 100_000;

/** The agent process: one line out, one line back, with a deadline. */
class AgentProcess {
  private readonly child: ChildProcessByStdio<Writable, Readable, null>;
  private readonly lines: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private ended = false;
  /** Answers still owed to decisions that timed out: dropped when they come, never read as a later answer. */
  private late = 0;

  constructor(command: string) {
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'inherit'] });
    // Lines are split here, not by readline, so that an endless line holds at most the limit (plus
    // one chunk) in memory: past it only the first MATCH_ANSWER_LIMIT + 1 characters are kept, which
    // `readAnswer` refuses as overlong.
    const bounded = (text: string): string => (text.length > MATCH_ANSWER_LIMIT ? text.slice(0, MATCH_ANSWER_LIMIT + 1) : text);
    let partial = '';
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      let start = 0;
      for (let at = chunk.indexOf('\n'); at >= 0; at = chunk.indexOf('\n', start)) {
        this.take(bounded(partial + chunk.slice(start, at)).replace(/\r$/, ''));
        partial = '';
        start = at + 1;
      }
      partial = bounded(partial + chunk.slice(start));
    });
    this.child.stdout.on('end', () => {
      if (partial !== '') this.take(partial);
      this.ended = true;
      this.waiting?.(null);
    });
    this.child.stdin.on('error', () => undefined); // an agent that quits early is refused, not a crash
  }

  /** One line from the agent: dropped when it answers a decision that timed out, else handed to the waiting decision or queued. */
  private take(line: string): void {
    if (this.late > 0) {
      this.late--;
      return;
    }
    if (this.waiting !== null) {
      const wake = this.waiting;
      this.waiting = null;
      wake(line);
    } else this.lines.push(line);
  }

  send(message: unknown): void {
    this.lines.length = 0; // a line nobody asked for is not an answer to what comes next
    if (!this.ended) this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** The next answer line, or null when the agent ended or took longer than `seconds`. */
  answer(seconds: number): Promise<string | null> {
    const queued = this.lines.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.ended) return Promise.resolve(null);
    const deadline = performance.now() + seconds * 1000;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        this.late++;
        resolve(null);
      }, seconds * 1000);
      this.waiting = (line) => {
        clearTimeout(timer);
        // A line read after the deadline is late even where it is read before the timer fires (a busy
        // host can wake this process with both the line and the timer due, and read the line first).
        resolve(line !== null && performance.now() > deadline ? null : line);
      };
    });
  }

  async close(): Promise<void> {
    this.send({ type: 'bye' });
    this.child.stdin.end();
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  }
}

/** Reads an answer into a legal action, or undefined. */
function readAnswer<A extends BaseAction>(line: string | null, actions: readonly A[], enc: { actionIndex(action: A): number }): A | undefined {
  if (line === null || line.length > MATCH_ANSWER_LIMIT) return undefined;
  let answer: unknown;
  try {
    answer = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return undefined;
  const fields = answer as Record<string, unknown>;
  if (Object.hasOwn(fields, 'id') && Number.isInteger(fields.id)) return actions.find((action) => enc.actionIndex(action) === fields.id);
  if (Object.hasOwn(fields, 'action') && typeof fields.action === 'string') return actionFromText(actions, fields.action);
  return undefined;
}

/** What a match counts as it goes. */
interface Tally {
  wins: number;
  decisions: number;
  refused: number;
  chars: number;
  longest: number;
}

/** Plays the match and reports it. */
export async function runMatch(options: MatchOptions): Promise<MatchReport> {
  const name = options.game === '1667' ? 'tortuga-1667' : 'tortuga-dice';
  const rules = agentRules(name, options.locale);
  const started = Date.now();
  const agent = new AgentProcess(options.agent);
  const tally: Tally = { wins: 0, decisions: 0, refused: 0, chars: 0, longest: 0 };
  try {
    agent.send({ type: 'rules', game: name, locale: options.locale, text: rules });
    await withKit(name, (kit) => playGames(kit, options, agent, tally));
  } finally {
    await agent.close();
  }
  const { wins, decisions, refused, chars, longest } = tally;
  return {
    game: options.game,
    players: options.players,
    games: options.games,
    bots: options.bots,
    prompt: options.prompt,
    wins,
    winRate: options.games === 0 ? 0 : wins / options.games,
    decisions,
    refused,
    promptChars: { mean: decisions === 0 ? 0 : Math.round(chars / decisions), max: longest },
    rulesChars: rules.length,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

/** Plays the match's games of `kit`'s game, the agent on its seat and the named bot on the others, counting into `tally`. */
async function playGames<C extends BaseConfig, S extends { readonly decisions: number }, A extends BaseAction, V extends AgentView & DecisionView<A>, O>(
  kit: GameKit<C, S, A, V, O>,
  options: MatchOptions,
  agent: AgentProcess,
  tally: Tally,
): Promise<void> {
  const { game } = kit;
  const words = kit.words(options.locale);
  for (let index = 0; index < options.games; index++) {
    const config = { players: options.players, seed: `${options.seed}/${index}` } as C; // a downcast only: setup checks the configuration
    const enc = kit.encoding(config);
    const seat = options.seat ?? index % options.players;
    const bot = kit.bot(options.bots);
    const rng = seedRng(`${options.seed}/${index}/bots`);
    let state = game.setup(config);
    agent.send({ type: 'start', game: index, players: options.players, seat });
    while (game.outcome(state) === null) {
      const botSeat = game.toAct(state).find((s) => s !== seat);
      if (botSeat !== undefined) {
        state = game.apply(state, bot.choose(game.viewFor(state, botSeat), rng));
        continue;
      }
      const view = game.viewFor(state, seat);
      const actions: readonly A[] = view.decision?.actions ?? [];
      const prompt = options.prompt === 'compact' ? compactPrompt(enc, words, view) : agentPrompt(enc, words, view, Number.MAX_SAFE_INTEGER);
      const size = typeof prompt === 'string' ? prompt.length : JSON.stringify(prompt).length;
      tally.chars += size;
      tally.longest = Math.max(tally.longest, size);
      tally.decisions++;
      agent.send({
        type: 'decide',
        game: index,
        decision: view.decisions,
        prompt,
        legal: actions.map((action) => ({ id: enc.actionIndex(action), action: compactAction(action) })),
      });
      let action = readAnswer(await agent.answer(options.timeout), actions, enc);
      if (action === undefined) {
        tally.refused++;
        action = actions[nextInt(rng, actions.length)]!;
      }
      state = game.apply(state, action);
    }
    const returns = enc.returns(state);
    if (returns[seat]! > 0) tally.wins++;
    agent.send({ type: 'end', game: index, returns, outcome: game.outcome(state) });
  }
}
