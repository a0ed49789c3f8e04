"""The environments: PettingZoo's AEC and Parallel APIs and Gymnasium's Env API over the protocol.

Each subclasses the real base class (`pettingzoo.AECEnv`, `pettingzoo.ParallelEnv`,
`gymnasium.Env`) with real spaces when those packages import, and is a plain class with the same
methods otherwise (the standard library is all the package needs). Each is built from plain
arguments and owns its server process (see `table.py`); `close()` ends it.

An observation is {"observation": tensor, "action_mask": mask} (PettingZoo) or the tensor with
info["action_mask"] (Gymnasium): float32 values in [0, 1], and an int8 mask of the legal action
ids. The decision cap (`options={"maxDecisions": n}`, T67-OPT-CAP, TD-OPT-CAP) truncates an
episode; the game's own end terminates it.

`illegal_action` says what an id outside the mask does: "raise" (a ValueError), "lose" (the
episode ends at once, the agent gets `illegal_reward` and info["illegal_action"] is True, as
PettingZoo's TerminateIllegalWrapper does) or "legal" (a legal action drawn from the episode's
seeded generator is played instead, and info["illegal_action"] is True).
"""
import random

from .table import Table, check_arguments

try:  # numpy when present, lists otherwise
    import numpy as _np
except ImportError:  # pragma: no cover - depends on the machine
    _np = None
try:
    import gymnasium as _gym
    from gymnasium import spaces as _spaces
except ImportError:  # pragma: no cover - depends on the machine
    _gym = _spaces = None
try:
    from pettingzoo import AECEnv as _AECBase, ParallelEnv as _ParallelBase
except ImportError:  # pragma: no cover - depends on the machine
    _AECBase = _ParallelBase = object


def _array(values, dtype):
    return _np.asarray(values, dtype=dtype) if _np is not None else list(values)


def _mask(size, legal):
    mask = [0] * size
    for action in legal:
        mask[action] = 1
    return _array(mask, "int8")


def _spaces_of(table):
    """The observation and action spaces (None without Gymnasium)."""
    if _spaces is None or _np is None:
        return None, None
    tensor = _spaces.Box(0.0, 1.0, (table.observation_size,), _np.float32)
    return tensor, _spaces.Discrete(table.num_actions)


def _rebuild(cls, arguments):
    return cls(**arguments)


class _Env:
    """What the three environments share: their arguments, their table, their illegal-action policy."""

    def _start(self, arguments, bots):
        check_arguments(bots, arguments["illegal_action"])
        self._arguments = arguments
        self.table = Table(arguments["game"], arguments["players"], arguments["options"], bots, arguments["tensor"], arguments["command"])
        self.illegal_action = arguments["illegal_action"]
        self.illegal_reward = float(arguments["illegal_reward"])
        self._rng = random.Random(0)

    def __reduce__(self):
        # A copy is built from the same arguments and starts a server of its own.
        return (_rebuild, (self.__class__, dict(self._arguments)))

    def _deal(self, seed):
        self._rng = random.Random(self.table.deal(seed).getrandbits(64))

    def _check(self, state, action):
        """The action to play, or None when the agent loses by it; raises by the "raise" policy."""
        legal = state["legal"]
        if action is not None and int(action) in legal:
            return int(action)
        if self.illegal_action == "raise":
            raise ValueError("action %r is not legal now (legal: %s)" % (action, legal))
        if self.illegal_action == "legal":
            return self._rng.choice(legal)
        return None

    def _observation(self, seat):
        answer = self.table.observe(seat)
        return {"observation": _array(answer.get(self.table.tensor, []), "float32"), "action_mask": _mask(self.table.num_actions, answer["legal"])}

    def close(self):
        self.table.close()


class _MultiAgent(_Env):
    """What the PettingZoo environments share: agents for the seats without a bot, and their spaces."""

    def _start_agents(self, game, players, options, bots, illegal_action, illegal_reward, tensor, command):
        bots = dict(bots or {})
        self._start(dict(game=game, players=players, options=options, bots=bots, illegal_action=illegal_action, illegal_reward=illegal_reward, tensor=tensor, command=command), bots)
        self.possible_agents = ["player_%d" % seat for seat in range(players) if seat not in bots]
        self.agents = []
        tensor_space, self._action_space = _spaces_of(self.table)
        self._observation_space = None
        if tensor_space is not None:
            self._observation_space = _spaces.Dict({"observation": tensor_space, "action_mask": _spaces.Box(0, 1, (self.table.num_actions,), _np.int8)})

    def observation_space(self, agent):
        return self._observation_space

    def action_space(self, agent):
        return self._action_space


class TortugaAECEnv(_MultiAgent, _AECBase):
    """PettingZoo's AEC API: agents "player_<seat>" (the seats without a bot), one acting at a time.

    Simultaneous decisions (a vote, a roll) are served one agent at a time, lowest seat first; an
    agent's observation is its own view, so it never shows another's secret choice. When the game
    ends every agent is terminated (truncated, at the decision cap) with its return as reward and
    leaves by `step(None)`.
    """

    metadata = {"name": "tortuga_rules_aec_v1", "is_parallelizable": True, "render_modes": []}

    def __init__(self, game="tortuga-dice", players=2, options=None, bots=None, illegal_action="raise", illegal_reward=-1.0, tensor="observation", command=None):
        if _AECBase is not object:
            super().__init__()
        self._start_agents(game, players, options, bots, illegal_action, illegal_reward, tensor, command)

    def reset(self, seed=None, options=None):
        self._deal(seed)
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = dict(self.rewards)
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self._state = self.table.observe(tensor="none")
        self._select()

    def _select(self):
        if not self.agents:
            self.agent_selection = None
        elif self._state["done"]:
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = "player_%d" % self._state["player"]

    def observe(self, agent):
        return self._observation(int(agent.rsplit("_", 1)[1]))

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            # A finished agent leaves: its entries go with it, as PettingZoo's dead step does.
            if action is not None:
                raise ValueError("%s is done: step it with None" % agent)
            self.agents.remove(agent)
            for table in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos):
                del table[agent]
            for other in self.rewards:  # the step's rewards were counted once
                self.rewards[other] = 0.0
            self._select()
            return
        # `rewards` holds this step's rewards only; `_cumulative_rewards` what each agent gained since it last acted.
        self._cumulative_rewards[agent] = 0.0
        for other in self.rewards:
            self.rewards[other] = 0.0
        played = self._check(self._state, action)
        if played is None:  # "lose": the episode ends here
            for other in self.agents:
                self.terminations[other] = True
            self.rewards[agent] = self.illegal_reward
            self._cumulative_rewards[agent] += self.illegal_reward
            self.infos[agent] = {"illegal_action": True}
            self._state = dict(self._state, done=True)
            self._select()
            return
        if played != action:
            self.infos[agent] = {"illegal_action": True}
        self._state = self.table.step(self._state["player"], played)
        if self._state["done"]:
            ended = self.truncations if self._state.get("truncated") else self.terminations
            for other in self.agents:
                reward = float(self._state["returns"][int(other.rsplit("_", 1)[1])])
                self.rewards[other] = reward
                self._cumulative_rewards[other] += reward
                ended[other] = True
        self._select()

    if _AECBase is object:  # without PettingZoo, its two loop helpers, so the same loop runs on the standard library

        def agent_iter(self, max_iter=2**63):
            """The agent to act, until every agent has left (PettingZoo's AECIterable)."""
            for _ in range(max_iter):
                if not self.agents:
                    return
                yield self.agent_selection

        def last(self, observe=True):
            """The selected agent's observation, accumulated reward, termination, truncation and info."""
            agent = self.agent_selection
            return (self.observe(agent) if observe else None, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent], self.infos[agent])


class TortugaParallelEnv(_MultiAgent, _ParallelBase):
    """PettingZoo's Parallel API: each step takes an action from every agent now to act (the others'
    are ignored; their masks are empty), played lowest seat first. A turn has one agent to act, a
    vote all its voters. An action chosen against a decision an earlier agent's action of the same
    step has changed is not played: that agent chooses again at the next step."""

    metadata = {"name": "tortuga_rules_parallel_v1", "render_modes": []}

    def __init__(self, game="tortuga-dice", players=2, options=None, bots=None, illegal_action="raise", illegal_reward=-1.0, tensor="observation", command=None):
        self._start_agents(game, players, options, bots, illegal_action, illegal_reward, tensor, command)

    def _all(self):
        observations = {agent: self._observation(int(agent.rsplit("_", 1)[1])) for agent in self.agents}
        self._legal = {agent: [int(i) for i, bit in enumerate(observation["action_mask"]) if bit] for agent, observation in observations.items()}
        return observations

    def reset(self, seed=None, options=None):
        self._deal(seed)
        self.agents = list(self.possible_agents)
        self._state = self.table.observe(tensor="none")
        return self._all(), {agent: {} for agent in self.agents}

    def step(self, actions):
        unknown = sorted(set(actions) - set(self.agents))
        if unknown:
            raise ValueError("actions name agents that are not in the game: %s" % ", ".join(map(str, unknown)))
        rewards = {agent: 0.0 for agent in self.agents}
        infos = {agent: {} for agent in self.agents}
        ended, cut = False, False
        acting = ["player_%d" % seat for seat in sorted(self._state["toAct"]) if "player_%d" % seat in rewards]
        for agent in acting:
            state = self.table.observe(int(agent.rsplit("_", 1)[1]), tensor="none")
            if state["done"] or state["legal"] != self._legal[agent]:
                break  # an earlier agent's action changed this one's decision: it chooses again next step
            played = self._check(state, actions.get(agent))
            if played is None:  # "lose": the episode ends here
                rewards[agent] = self.illegal_reward
                infos[agent]["illegal_action"] = True
                ended = True
                break
            if played != actions.get(agent):
                infos[agent]["illegal_action"] = True
            self._state = self.table.step(state["player"], played)
            if self._state["done"]:
                cut = bool(self._state.get("truncated"))
                ended = True
                for other in self.agents:
                    rewards[other] = float(self._state["returns"][int(other.rsplit("_", 1)[1])])
                break
        self._state = self.table.observe(tensor="none") if not ended else self._state
        observations = self._all()
        terminations = {agent: ended and not cut for agent in self.agents}
        truncations = {agent: ended and cut for agent in self.agents}
        if ended:
            self.agents = []
        return observations, rewards, terminations, truncations, infos


class TortugaGymEnv(_Env, _gym.Env if _gym is not None else object):
    """Gymnasium's Env API: the learner plays `seat`; the other seats are the library's bots on the
    server (`opponents`: one bot name for all, or {seat: name}). `reset` returns (observation, info)
    and `step` (observation, reward, terminated, truncated, info); info["action_mask"] holds the
    legal ids. Registered as "tortuga_rules/TortugaDice-v0" and "tortuga_rules/Tortuga1667-v0".
    By default an id outside the mask loses the episode, so that unmasked trainers and Gymnasium's
    env checker run."""

    metadata = {"render_modes": []}

    def __init__(self, game="tortuga-dice", players=2, seat=0, opponents="random", options=None, illegal_action="lose", illegal_reward=-1.0, tensor="observation", command=None):
        if not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError("seat is 0 to %d, not %r" % (players - 1, seat))
        bots = {s: opponents for s in range(players) if s != seat} if isinstance(opponents, str) else dict(opponents)
        if seat in bots:
            raise ValueError("the learner's seat %d has no bot" % seat)
        missing = [s for s in range(players) if s != seat and s not in bots]
        if missing:
            raise ValueError("opponents name a bot for every seat but the learner's; seats %s have none" % missing)
        self._start(dict(game=game, players=players, seat=seat, opponents=opponents, options=options, illegal_action=illegal_action, illegal_reward=illegal_reward, tensor=tensor, command=command), bots)
        self.seat = seat
        self.observation_space, self.action_space = _spaces_of(self.table)
        self._state = None

    def _answer(self):
        state = self.table.observe(self.seat)
        self._state = state
        return _array(state.get(self.table.tensor, []), "float32"), {"action_mask": _mask(self.table.num_actions, state["legal"])}

    def reset(self, seed=None, options=None):
        if _gym is not None:
            super().reset(seed=seed)
        self._deal(seed)
        return self._answer()

    def step(self, action):
        played = self._check(self._state, action)
        if played is None:  # "lose": the episode ends here; the game on the server is left as it was
            observation, _ = self._answer()
            return observation, self.illegal_reward, True, False, {"action_mask": _mask(self.table.num_actions, []), "illegal_action": True}
        answer = self.table.step(self.seat, played)
        observation, info = self._answer()
        if played != action:
            info["illegal_action"] = True
        if not answer["done"]:
            return observation, 0.0, False, False, info
        truncated = bool(answer.get("truncated"))
        return observation, float(answer["returns"][self.seat]), not truncated, truncated, info
