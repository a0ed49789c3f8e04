"""The environments against their conventions' own tests: TortugaAECEnv through PettingZoo's
`api_test` and `seed_test`, TortugaGymEnv through Gymnasium's `check_env`, each wrapped in the
real base class as the machine-learning guide says. Runs where PettingZoo and Gymnasium import
(CI puts the pinned copies of ../shared/third_party on PYTHONPATH); skipped elsewhere, since the
client itself needs neither.
"""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from tortuga_rules import Client, TortugaAECEnv, TortugaGymEnv  # noqa: E402
from test_client import ROOT, server_command  # noqa: E402

try:
    import numpy as np
    import gymnasium
    from gymnasium import spaces
    from gymnasium.utils.env_checker import check_env
    from pettingzoo import AECEnv
    from pettingzoo.test import api_test, seed_test
except ImportError:  # pragma: no cover - depends on the machine
    if os.environ.get("TORTUGA_REQUIRE_THIRD_PARTY"):
        raise  # CI runs the suites: it may not skip them
    AECEnv = None


def wrapped(client, game, config):
    """A real pettingzoo.AECEnv with a TortugaAECEnv inside, as the guide writes it."""

    class Wrapped(AECEnv):
        metadata = TortugaAECEnv.metadata

        def __init__(self):
            super().__init__()
            self.inner = TortugaAECEnv(client, game, config)
            self.possible_agents = list(self.inner.possible_agents)
            self.inner.reset()
            size = len(self.inner.observe(self.possible_agents[0])["observation"])
            self._observation = spaces.Dict({"observation": spaces.Box(0, 1, (size,), np.float32), "action_mask": spaces.Box(0, 1, (self.inner.num_actions,), np.int8)})
            self._action = spaces.Discrete(self.inner.num_actions)

        def observation_space(self, agent):
            return self._observation

        def action_space(self, agent):
            return self._action

        def _sync(self):
            for name in ("agents", "rewards", "_cumulative_rewards", "terminations", "truncations", "infos", "agent_selection"):
                setattr(self, name, getattr(self.inner, name))

        def reset(self, seed=None, options=None):
            self.inner.reset(seed=seed, options=options)
            self._sync()

        def observe(self, agent):
            return self.inner.observe(agent)

        def step(self, action):
            self.inner.step(action)
            self._sync()

        def close(self):
            self.inner.close()

    return Wrapped


@unittest.skipIf(AECEnv is None, "PettingZoo and Gymnasium are not importable (see ../shared/third_party)")
class PettingZooTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = Client(server_command(), cwd=ROOT)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()

    def check(self, game, players):
        make = wrapped(self.client, game, {"players": players, "seed": "pz-%d" % players, "maxDecisions": 400})
        api_test(make(), num_cycles=1000)
        seed_test(make, num_cycles=100)

    def test_tortuga_1667_at_every_player_count(self):
        for players in range(2, 10):
            with self.subTest(players=players):
                self.check("tortuga-1667", players)

    def test_dice_game_at_every_player_count(self):
        for players in range(2, 5):
            with self.subTest(players=players):
                self.check("tortuga-dice", players)


def gym_env(client, game, config):
    """A real gymnasium.Env with a TortugaGymEnv inside (an id outside the mask loses the episode)."""

    class Wrapped(gymnasium.Env):
        def __init__(self):
            self.inner = TortugaGymEnv(client, game, config, illegal_action="lose")
            observation, info = self.inner.reset(seed=0)
            self.observation_space = spaces.Box(0, 1, (len(observation),), np.float32)
            self.action_space = spaces.Discrete(len(info["action_mask"]))

        def reset(self, seed=None, options=None):
            super().reset(seed=seed)
            return self.inner.reset(seed=seed, options=options)

        def step(self, action):
            return self.inner.step(action)

        def close(self):
            self.inner.close()

    return Wrapped()


@unittest.skipIf(AECEnv is None, "PettingZoo and Gymnasium are not importable (see ../shared/third_party)")
class GymnasiumTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = Client(server_command(), cwd=ROOT)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()

    def test_check_env_at_every_player_count_of_both_games(self):
        for game, counts in (("tortuga-1667", range(2, 10)), ("tortuga-dice", range(2, 5))):
            for players in counts:
                with self.subTest(game=game, players=players):
                    check_env(gym_env(self.client, game, {"players": players, "seed": "gym-%d" % players, "maxDecisions": 400}), skip_render_check=True)

    def test_an_id_outside_the_mask_raises_by_default_and_loses_when_asked(self):
        env = TortugaGymEnv(self.client, "tortuga-dice", {"players": 2, "seed": "illegal"})
        _, info = env.reset(seed=1)
        illegal = [i for i, bit in enumerate(info["action_mask"]) if not bit][0]
        with self.assertRaises(Exception):
            env.step(illegal)
        losing = TortugaGymEnv(self.client, "tortuga-dice", {"players": 2, "seed": "illegal"}, illegal_action="lose")
        _, info = losing.reset(seed=1)
        _, reward, terminated, truncated, info = losing.step(illegal)
        self.assertEqual((reward, terminated, truncated, info["illegal_action"]), (-1.0, True, False, True))
        with self.assertRaises(ValueError):
            TortugaGymEnv(self.client, "tortuga-dice", {"players": 2, "seed": "x"}, illegal_action="ignore")


if __name__ == "__main__":
    unittest.main()
