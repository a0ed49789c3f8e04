"""Environments over the protocol, shaped as PettingZoo's AEC API and Gymnasium's Env API.

They duck-type those interfaces (neither library is needed); see the guide for wrapping them
in the real base classes.
"""
import random

try:  # numpy when present, lists otherwise
    import numpy as _np
except ImportError:  # pragma: no cover - depends on the machine
    _np = None


def _array(values, dtype):
    if _np is not None:
        return _np.asarray(values, dtype=dtype)
    return list(values)


def _mask(size, legal):
    mask = [0] * size
    for action in legal:
        mask[action] = 1
    return _array(mask, "int8")


class TortugaAECEnv:
    """A PettingZoo-AEC-shaped environment of one game on the server.

    Agents are "player_0" ... ; `agent_iter()`, `last()`, `step(action)` and `observe(agent)` as in
    PettingZoo. Simultaneous decisions (a vote, a roll) are served one agent at a time, lowest seat
    first; an agent's observation is its own view, so it never shows another's secret choice.
    Every observation is a dict {"observation": tensor, "action_mask": mask}. When the game ends,
    every agent is terminated with its return as reward and leaves by `step(None)`.
    """

    metadata = {"name": "tortuga_rules_aec_v1", "is_parallelizable": False}

    def __init__(self, client, game, config, tensor="observation"):
        self.client = client
        self.game = game
        self.config = dict(config)
        self.tensor = tensor
        self.possible_agents = ["player_%d" % seat for seat in range(self.config["players"])]
        self.handle = None
        self.agents = []

    def reset(self, seed=None, options=None):
        if self.handle is not None:
            self.client.request("close", handle=self.handle)
        config = dict(self.config)
        if seed is not None:
            config["seed"] = str(seed)
        opened = self.client.request("new", game=self.game, config=config)
        self.handle = opened["handle"]
        self.num_actions = opened["numDistinctActions"]
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = dict(self.rewards)
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self._state = self.client.request("observe", handle=self.handle, tensor="none")
        self._select()

    def _select(self):
        if not self.agents:
            self.agent_selection = None
        elif self._state["done"]:
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = "player_%d" % self._state["player"]

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        answer = self.client.request("observe", handle=self.handle, player=seat, tensor=self.tensor)
        legal = [] if answer["done"] else answer["legal"]
        return {"observation": _array(answer.get(self.tensor, []), "float32"), "action_mask": _mask(self.num_actions, legal)}

    def last(self, observe=True):
        agent = self.agent_selection
        observation = self.observe(agent) if observe else None
        return observation, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent], self.infos[agent]

    def agent_iter(self, max_iter=2 ** 63):
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            # A finished agent leaves: its entries go with it, as PettingZoo's dead step does.
            if action is not None:
                raise ValueError("%s is done: step it with None" % agent)
            self.agents.remove(agent)
            for table in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos):
                del table[agent]
            for other in self.rewards:  # and the step's rewards are cleared: they were counted once
                self.rewards[other] = 0.0
            self._select()
            return
        seat = self.possible_agents.index(agent)
        # `rewards` holds this step's rewards only; `_cumulative_rewards` what each agent gained since it last acted.
        self._cumulative_rewards[agent] = 0.0
        for other in self.rewards:
            self.rewards[other] = 0.0
        self._state = self.client.request("step", handle=self.handle, player=seat, action=int(action))
        if self._state["done"]:
            for other in self.agents:
                reward = float(self._state["returns"][self.possible_agents.index(other)])
                self.rewards[other] = reward
                self._cumulative_rewards[other] += reward
                self.terminations[other] = True
        self._select()

    def close(self):
        if self.handle is not None:
            self.client.request("close", handle=self.handle)
            self.handle = None


class TortugaGymEnv:
    """A Gymnasium-shaped single-agent environment: the learner plays one seat, the other seats
    are played by `opponent(legal_ids, rng)` (default: uniformly random legal actions).

    `reset(seed)` returns (observation, info) and `step(action)` returns (observation, reward,
    terminated, truncated, info); info["action_mask"] holds the legal actions' mask.

    `illegal_action` says what an id outside the mask does: "raise" (default, a ProtocolError) or
    "lose" — the episode ends at once with reward `illegal_reward` (default -1) and
    info["illegal_action"] True, as PettingZoo's TerminateIllegalWrapper does; a trainer that samples
    unmasked actions (and Gymnasium's env checker) needs it.
    """

    def __init__(self, client, game, config, seat=0, opponent=None, tensor="observation", illegal_action="raise", illegal_reward=-1.0):
        if illegal_action not in ("raise", "lose"):
            raise ValueError('illegal_action is "raise" or "lose", not %r' % (illegal_action,))
        self.illegal_action = illegal_action
        self.illegal_reward = float(illegal_reward)
        self._last = None
        self.aec = TortugaAECEnv(client, game, config, tensor)
        self.seat = seat
        self.agent = "player_%d" % seat
        self.opponent = opponent or (lambda legal, rng: rng.choice(legal))
        self._rng = random.Random(0)

    def _advance(self):
        """Plays the other seats until the learner decides or the game ends."""
        while self.aec.agents and self.aec.agent_selection != self.agent:
            agent = self.aec.agent_selection
            if self.aec.terminations[agent] or self.aec.truncations[agent]:
                self.aec.step(None)
                continue
            legal = self.aec._state["legal"]
            self.aec.step(self.opponent(legal, self._rng))

    def reset(self, seed=None, options=None):
        self._rng = random.Random(seed)
        self.aec.reset(seed=seed)
        self._advance()
        observation, _, _, _, _ = self.aec.last()
        self._last = observation
        return observation["observation"], {"action_mask": observation["action_mask"]}

    def step(self, action):
        if self.illegal_action == "lose" and self._last is not None and not (0 <= int(action) < len(self._last["action_mask"]) and self._last["action_mask"][int(action)]):
            # Outside the mask: the learner loses the episode; the game on the server is left as it was.
            mask = _mask(len(self._last["action_mask"]), [])
            return self._last["observation"], self.illegal_reward, True, False, {"action_mask": mask, "illegal_action": True}
        self.aec.step(action)
        self._advance()
        observation, reward, terminated, truncated, _ = self.aec.last()
        self._last = observation
        return observation["observation"], reward, terminated, truncated, {"action_mask": observation["action_mask"]}

    def close(self):
        self.aec.close()


class VectorEnv:
    """N games stepped in lockstep on the server (one request per step for all of them)."""

    def __init__(self, client, game, config, count, seed):
        self.client = client
        opened = client.request("vector", game=game, config=dict(config), count=count, seed=str(seed))
        self.handle = opened["handle"]
        self.num_actions = opened["numDistinctActions"]
        self.last = opened

    def step(self, actions):
        self.last = self.client.request("vstep", handle=self.handle, actions=[int(a) for a in actions])
        return self.last

    def close(self):
        self.client.request("close", handle=self.handle)
