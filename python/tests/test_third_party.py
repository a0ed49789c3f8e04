"""The environments against their conventions' own tests, as the package ships them (no wrapper):
PettingZoo's `api_test`, `seed_test` and `parallel_api_test`, Gymnasium's `check_env`, a
`gymnasium.make` and `make_vec` (sync and async) of the registered ids and an `AsyncVectorEnv` round trip, on both games at every
player count. Runs where PettingZoo and Gymnasium import (CI puts the pinned copies of
../shared/third_party on PYTHONPATH); skipped elsewhere, since the package itself needs neither.
"""
import os
import pickle
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from tortuga_rules import ProtocolError, TortugaAECEnv, TortugaGymEnv, TortugaParallelEnv  # noqa: E402
from test_client import server_command  # noqa: E402

try:
    import numpy as np
    import gymnasium
    from gymnasium.utils.env_checker import check_env
    from gymnasium.vector import AsyncVectorEnv
    from pettingzoo import AECEnv, ParallelEnv
    from pettingzoo.test import api_test, parallel_api_test, seed_test
except ImportError:  # pragma: no cover - depends on the machine
    if os.environ.get("TORTUGA_REQUIRE_THIRD_PARTY"):
        raise  # CI runs the suites: it may not skip them
    AECEnv = None

GAMES = (("tortuga-1667", range(2, 10)), ("tortuga-dice", range(2, 5)))
CAP = {"maxDecisions": 400}


@unittest.skipIf(AECEnv is None, "PettingZoo and Gymnasium are not importable (see ../shared/third_party)")
class PettingZooTest(unittest.TestCase):
    def test_aec_api_and_seeds_at_every_player_count(self):
        for game, counts in GAMES:
            for players in counts:
                with self.subTest(game=game, players=players):
                    make = lambda: TortugaAECEnv(game, players, options=CAP, command=server_command())  # noqa: E731
                    env = make()
                    self.assertIsInstance(env, AECEnv)
                    api_test(env, num_cycles=1000)
                    env.close()
                    seed_test(make, num_cycles=100)

    def test_parallel_api_at_every_player_count(self):
        for game, counts in GAMES:
            for players in counts:
                with self.subTest(game=game, players=players):
                    env = TortugaParallelEnv(game, players, options=CAP, command=server_command())
                    self.assertIsInstance(env, ParallelEnv)
                    parallel_api_test(env, num_cycles=1000)
                    env.close()

    def test_unknown_names_are_refused_by_name(self):
        env = TortugaParallelEnv("tortuga-dice", 2, command=server_command())
        env.reset(seed=1)
        with self.assertRaisesRegex(ValueError, "player_7"):
            env.step({"player_7": 0})
        env.close()
        for arguments, named in ((dict(game="chess", players=2), "chess"), (dict(game="tortuga-dice", players=2, bots={5: "easy"}), "seats from 0 to 1"), (dict(game="tortuga-dice", players=2, bots={1: "grandmaster"}), "grandmaster")):
            with self.assertRaisesRegex(ProtocolError, named):
                TortugaAECEnv(command=server_command(), **arguments)

    def test_bots_take_seats_and_leave_the_others_as_agents(self):
        env = TortugaAECEnv("tortuga-1667", 5, bots={1: "medium", 3: "random"}, command=server_command())
        self.assertEqual(env.possible_agents, ["player_0", "player_2", "player_4"])
        api_test(env, num_cycles=300)
        env.close()


@unittest.skipIf(AECEnv is None, "PettingZoo and Gymnasium are not importable (see ../shared/third_party)")
class GymnasiumTest(unittest.TestCase):
    def test_check_env_at_every_player_count_of_both_games(self):
        for game, counts in GAMES:
            for players in counts:
                with self.subTest(game=game, players=players):
                    env = TortugaGymEnv(game, players, options=CAP, command=server_command())
                    self.assertIsInstance(env, gymnasium.Env)
                    check_env(env, skip_render_check=True)
                    env.close()

    def test_make_and_async_vector_env_round_trip(self):
        os.environ.setdefault("TORTUGA_RULES_SERVE", " ".join(server_command()))
        for env_id in ("tortuga_rules/TortugaDice-v0", "tortuga_rules/Tortuga1667-v0"):
            with self.subTest(env_id=env_id):
                env = gymnasium.make(env_id, opponents="easy")
                self.assertEqual(env.spec.id, env_id)
                observation, info = env.reset(seed=3)
                self.assertTrue(env.observation_space.contains(observation))
                env.close()
        for mode in ("sync", "async"):
            with self.subTest(make_vec=mode):
                made = gymnasium.make_vec("tortuga_rules:tortuga_rules/Tortuga1667-v0", num_envs=2, vectorization_mode=mode, players=4, opponents="easy")
                observations, infos = made.reset(seed=5)
                self.assertEqual(observations.shape, (2, made.single_observation_space.shape[0]))
                made.step(np.array([int(np.flatnonzero(mask)[0]) for mask in infos["action_mask"]]))
                made.close()
        vector = AsyncVectorEnv([lambda i=i: gymnasium.make("tortuga_rules/TortugaDice-v0", players=3) for i in range(3)])
        observations, infos = vector.reset(seed=11)
        self.assertEqual(observations.shape[0], 3)
        for _ in range(20):
            actions = [int(np.flatnonzero(mask)[0]) for mask in infos["action_mask"]]
            observations, rewards, terminated, truncated, infos = vector.step(np.array(actions))
        vector.close()

    def test_seeds_a_seeded_reset_repeats_and_an_unseeded_one_deals_anew(self):
        env = TortugaGymEnv("tortuga-1667", 4, command=server_command())

        def episode(seed=None):
            observation, info = env.reset(seed=seed)
            seen = [observation.tobytes()]
            for _ in range(30):
                observation, _, terminated, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
                seen.append(observation.tobytes())
                if terminated or truncated:
                    break
            return seen

        first, second = episode(123), episode()
        self.assertNotEqual(first, second)  # a new deal, not the seeded one again
        self.assertEqual((episode(123), episode()), (first, second))  # and the same sequence from the same seed
        copy = pickle.loads(pickle.dumps(env))  # plain arguments: a copy starts its own server
        self.assertEqual(copy.observation_space, env.observation_space)
        copy.close()
        env.close()

    def test_an_id_outside_the_mask_raises_loses_or_is_replaced_as_asked(self):
        def first_illegal(info):
            return int(np.flatnonzero(info["action_mask"] == 0)[0])

        raising = TortugaGymEnv("tortuga-dice", 2, illegal_action="raise", command=server_command())
        _, info = raising.reset(seed=1)
        with self.assertRaises(ValueError):
            raising.step(first_illegal(info))
        raising.close()
        losing = TortugaGymEnv("tortuga-dice", 2, command=server_command())
        _, info = losing.reset(seed=1)
        _, reward, terminated, truncated, info = losing.step(first_illegal(info))
        self.assertEqual((reward, terminated, truncated, info["illegal_action"]), (-1.0, True, False, True))
        losing.close()
        replaced = TortugaGymEnv("tortuga-dice", 2, illegal_action="legal", command=server_command())
        _, info = replaced.reset(seed=1)
        _, reward, terminated, truncated, info = replaced.step(first_illegal(info))
        self.assertTrue(info["illegal_action"])
        self.assertFalse(terminated)
        replaced.close()
        with self.assertRaises(ValueError):
            TortugaGymEnv("tortuga-dice", 2, illegal_action="ignore", command=server_command())

    def test_t67_opt_cap_the_decision_cap_truncates(self):
        env = TortugaGymEnv("tortuga-1667", 3, options={"maxDecisions": 8}, opponents="random", command=server_command())
        _, info = env.reset(seed=5)
        terminated = truncated = False
        while not (terminated or truncated):
            _, _, terminated, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
        self.assertEqual((terminated, truncated), (False, True))
        env.close()


if __name__ == "__main__":
    unittest.main()
