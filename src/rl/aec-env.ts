import type { BaseAction, BaseConfig, Game, PlayerId } from '../core/engine/game.js';
import type { Encoding } from './encoding.js';

/** What an agent sees when it is its turn: PettingZoo's observation dict, with the action mask. */
export interface AgentObservation {
  /** The observation tensor of the agent's view. */
  readonly observation: Float32Array;
  /** 1 at the id of each legal action (all 0 once the agent is done). */
  readonly action_mask: Uint8Array;
}

/** PettingZoo's `last()`: the selected agent's observation, its reward since it last acted, and whether it is done. */
export interface LastStep {
  readonly observation: AgentObservation;
  readonly reward: number;
  readonly termination: boolean;
  readonly truncation: boolean;
  readonly info: { readonly decisions: number };
}

/**
 * A PettingZoo-AEC-shaped environment over one game: agents `player_0` … take turns, each
 * `step(id)` applies the selected agent's action. Simultaneous decisions (a vote, a roll) are
 * served one agent at a time in ascending seat order; each agent's observation is its own view, so
 * it never shows an earlier agent's secret choice — only that it has chosen. When the game ends
 * every agent is terminated (truncated when the decision cap ended it) and gets its return as its
 * reward; each then takes `step(null)` to leave, as PettingZoo's dead steps.
 */
export class AecEnv<Config extends BaseConfig, State, Action extends BaseAction, View> {
  /** Every agent, by seat. */
  readonly possibleAgents: readonly string[];
  /** The agents still in the game. */
  agents: string[] = [];
  /** The agent to act. */
  agentSelection = '';
  /** Each agent's reward since it last acted. */
  rewards: Record<string, number> = {};
  terminations: Record<string, boolean> = {};
  truncations: Record<string, boolean> = {};
  private state!: State;

  constructor(
    private readonly game: Game<Config, State, Action, View, unknown>,
    private readonly encoding: Encoding<State, Action, View>,
    private readonly config: Config,
  ) {
    this.possibleAgents = Array.from({ length: config.players }, (_, seat) => `player_${seat}`);
  }

  /** A new game with `seed` (default: the configuration's). */
  reset(seed: string = this.config.seed): void {
    this.state = this.game.setup({ ...this.config, seed });
    this.agents = [...this.possibleAgents];
    this.rewards = Object.fromEntries(this.agents.map((agent) => [agent, 0]));
    this.terminations = Object.fromEntries(this.agents.map((agent) => [agent, false]));
    this.truncations = Object.fromEntries(this.agents.map((agent) => [agent, false]));
    this.select();
  }

  /** The engine's state (for analysis: it holds every secret). */
  get currentState(): State {
    return this.state;
  }

  /** The agent's observation now. */
  observe(agent: string): AgentObservation {
    const seat = this.seatOf(agent);
    const over = this.game.outcome(this.state) !== null;
    return {
      observation: this.encoding.observationTensorOf(this.state, seat),
      action_mask: over ? new Uint8Array(this.encoding.numDistinctActions) : this.encoding.legalMask(this.state, seat),
    };
  }

  /** PettingZoo's `last()` for the selected agent. */
  last(): LastStep {
    const agent = this.agentSelection;
    return {
      observation: this.observe(agent),
      reward: this.rewards[agent] ?? 0,
      termination: this.terminations[agent] ?? true,
      truncation: this.truncations[agent] ?? false,
      info: { decisions: this.decisions() },
    };
  }

  /** The agents in turn, as PettingZoo's `agent_iter` (at most `max` steps). */
  *agentIter(max = Number.MAX_SAFE_INTEGER): Generator<string> {
    for (let i = 0; i < max && this.agents.length > 0; i++) yield this.agentSelection;
  }

  /**
   * Applies the selected agent's action by its id (a RangeError when it is not legal now), or
   * `null` for an agent that is done (it leaves `agents`).
   */
  step(id: number | null): void {
    const agent = this.agentSelection;
    const seat = this.seatOf(agent);
    if (this.terminations[agent] || this.truncations[agent]) {
      if (id !== null) throw new RangeError(`${agent} is done: step it with null.`);
      this.agents = this.agents.filter((other) => other !== agent);
      this.select();
      return;
    }
    if (id === null) throw new RangeError(`${agent} is not done: step it with one of its legal action ids.`);
    const action = this.encoding.actionAt(this.state, seat, id);
    if (action === undefined) throw new RangeError(`Action ${id} is not legal for ${agent} now.`);
    this.rewards[agent] = 0;
    this.state = this.game.apply(this.state, action);
    const outcome = this.game.outcome(this.state) as { reason?: string } | null;
    if (outcome !== null) {
      const returns = this.encoding.returns(this.state);
      for (const other of this.agents) {
        this.rewards[other] = returns[this.seatOf(other)]!;
        this.terminations[other] = outcome.reason !== 'decision-cap';
        this.truncations[other] = outcome.reason === 'decision-cap';
      }
    }
    this.select();
  }

  /** Picks the agent to act: the lowest seat among those the game waits for; once over, the lowest agent still in. */
  private select(): void {
    if (this.agents.length === 0) {
      this.agentSelection = '';
      return;
    }
    if (this.game.outcome(this.state) !== null) {
      this.agentSelection = this.agents[0]!;
      return;
    }
    const seats = this.game.toAct(this.state);
    this.agentSelection = `player_${Math.min(...seats)}`;
  }

  /** The decisions taken so far (every state of both games counts them). */
  private decisions(): number {
    return (this.state as { readonly decisions: number }).decisions;
  }

  private seatOf(agent: string): PlayerId {
    const seat = this.possibleAgents.indexOf(agent);
    if (seat < 0) throw new RangeError(`No agent ${JSON.stringify(agent)}; the agents are ${this.possibleAgents.join(', ')}.`);
    return seat;
  }
}
