"""The Python client against the real server (`tortuga-rules serve --stdio`), standard library only.

Run from the repository: `python3 -m unittest discover -s python/tests -v` (after `npm run build`,
or with TORTUGA_RULES_SERVE naming the command).
"""
import os
import random
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))

from tortuga_rules import Client, ProtocolError, ShardedVectorEnv, TortugaAECEnv, TortugaGymEnv, VectorEnv  # noqa: E402


def server_command():
    configured = os.environ.get("TORTUGA_RULES_SERVE")
    if configured:
        return configured.split()
    if os.path.exists(os.path.join(ROOT, "dist", "cli.js")):
        return ["node", os.path.join(ROOT, "dist", "cli.js"), "serve", "--stdio"]
    return ["node", "--import", "tsx", os.path.join(ROOT, "src", "cli", "main.ts"), "serve", "--stdio"]


def legal_ids(mask):
    return [i for i, bit in enumerate(mask) if bit]


class ClientTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = Client(server_command(), cwd=ROOT)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()

    def test_hello_and_refusals(self):
        self.assertEqual(self.client.games, ["tortuga-1667", "tortuga-dice"])
        cases = [
            (dict(op="bogus"), "UNKNOWN_OP"),
            (dict(op="observe", handle=999), "NO_SUCH_HANDLE"),
            (dict(op="new", game="chess", config={}), "BAD_REQUEST"),
            (dict(op="new", game="tortuga-dice", config={"players": 9, "seed": "x"}), "INVALID_CONFIG"),
            (dict(op="new", game="tortuga-dice", config={"players": 2, "seed": "x"}, extra=1), "UNKNOWN_KEY"),
        ]
        for fields, code in cases:
            op = fields.pop("op")
            with self.assertRaises(ProtocolError) as caught:
                self.client.request(op, **fields)
            self.assertEqual(caught.exception.code, code, fields)
        handle = self.client.request("new", game="tortuga-dice", config={"players": 2, "seed": "x"})["handle"]
        with self.assertRaises(ProtocolError) as caught:
            self.client.request("step", handle=handle, action=10 ** 6)
        self.assertEqual(caught.exception.code, "ILLEGAL_ACTION")
        self.client.request("close", handle=handle)

    def play_aec(self, game, players):
        env = TortugaAECEnv(game, players, command=server_command())
        env.reset(seed="py-%s-%d" % (game, players))
        rng = random.Random(7)
        steps = 0
        rewards = {}
        for agent in env.agent_iter():
            observation, reward, termination, truncation, _ = env.last()
            if termination or truncation:
                rewards[agent] = reward
                env.step(None)
                continue
            legal = legal_ids(observation["action_mask"])
            self.assertTrue(legal, "an agent to act has legal actions")
            self.assertEqual(len(observation["observation"]) > 0, True)
            env.step(rng.choice(legal))
            steps += 1
        env.close()
        self.assertEqual(sorted(rewards), sorted(env.possible_agents))
        return steps, rewards

    def test_a_whole_game_of_tortuga_1667(self):
        steps, rewards = self.play_aec("tortuga-1667", 5)
        self.assertGreater(steps, 10)
        self.assertTrue(set(rewards.values()) <= {-1, 0, 1})

    def test_a_whole_game_of_the_dice_game(self):
        steps, rewards = self.play_aec("tortuga-dice", 4)
        self.assertGreater(steps, 50)
        self.assertIn(1, rewards.values())

    def test_gymnasium_shape(self):
        env = TortugaGymEnv("tortuga-dice", 3, seat=1, opponents={0: "random", 2: "easy"}, command=server_command())
        rng = random.Random(3)
        for episode in range(2):
            observation, info = env.reset(seed=episode)
            terminated = truncated = False
            reward = 0
            while not (terminated or truncated):
                observation, reward, terminated, truncated, info = env.step(rng.choice(legal_ids(info["action_mask"])))
            self.assertIn(reward, (0, 1))
        env.close()

    def test_batched_vector_steps(self):
        count = 64
        env = VectorEnv(self.client, "tortuga-dice", {"players": 4}, count, "py-vector", binary=False)
        rng = random.Random(5)
        decisions = 0
        started = time.perf_counter()
        state = env.last
        while decisions < 60_000:
            state = env.step([rng.choice(ids) for ids in state["legal"]])
            decisions += count
        rate = decisions / (time.perf_counter() - started)
        print("\n[python] batched vector steps: %d decisions/s (64 dice games per request)" % rate)
        self.assertGreater(state["finished"], 0)
        env.close()

    def test_vector_observations_in_binary_match_json(self):
        try:
            import numpy as np
        except ImportError:  # pragma: no cover - depends on the machine
            self.skipTest("numpy is not installed")
        plain = VectorEnv(self.client, "tortuga-1667", {"players": 4, "maxDecisions": 30}, 8, "bin", observations=True, binary=False)
        fast = VectorEnv(self.client, "tortuga-1667", {"players": 4, "maxDecisions": 30}, 8, "bin", observations=True, binary=True)
        a, b = plain.last, fast.last
        truncated = 0
        for _ in range(40):
            self.assertEqual([list(np.flatnonzero(row)) for row in b["masks"]], a["legal"])
            np.testing.assert_array_equal(b["observations"], np.asarray(a["observations"], dtype=np.float32))
            actions = [ids[0] for ids in a["legal"]]
            a, b = plain.step(actions), fast.step(actions)
            self.assertEqual(list(b["dones"]), a["dones"])
            truncated += int(b["truncated"].sum())
        self.assertGreater(truncated, 0)  # the decision cap cut games short, and said so
        with self.assertRaises(ValueError):
            VectorEnv(self.client, "tortuga-dice", {"players": 2, "seed": "x"}, 2, "y")
        with self.assertRaises(ValueError):
            VectorEnv(self.client, "tortuga-dice", {"players": 2}, 2, "y", binary="raw")
        plain.close()
        fast.close()

    def test_vector_frames_match_base64_and_shards_step_in_parallel(self):
        try:
            import numpy as np
        except ImportError:  # pragma: no cover - depends on the machine
            self.skipTest("numpy is not installed")
        coded = VectorEnv(self.client, "tortuga-dice", {"players": 3}, 6, "frame", observations=True, binary=True)
        framed = VectorEnv(self.client, "tortuga-dice", {"players": 3}, 6, "frame", observations=True)
        self.assertEqual(framed.binary, "frame")  # the default where numpy imports
        a, b = coded.last, framed.last
        for _ in range(60):
            for name in ("players", "masks", "dones", "truncated", "rewards", "observations"):
                np.testing.assert_array_equal(a[name], b[name])
            actions = a["masks"].argmax(axis=1)
            a, b = coded.step(actions), framed.step(actions)
        coded.close()
        framed.close()
        # Shards: each process holds its part of the games, dealt from "<seed>/shard<k>".
        with ShardedVectorEnv("tortuga-1667", {"players": 4}, 5, "sh", workers=2, observations=True, command=server_command(), cwd=ROOT) as sharded:
            parts = [VectorEnv(self.client, "tortuga-1667", {"players": 4}, size, "sh/shard%d" % k, observations=True, bot_seed="bots/shard%d" % k) for k, size in enumerate((3, 2))]
            joined = sharded.last
            for _ in range(30):
                for name in ("players", "masks", "observations", "dones"):
                    np.testing.assert_array_equal(joined[name], np.concatenate([part.last[name] for part in parts]))
                actions = joined["masks"].argmax(axis=1)
                joined = sharded.step(actions)
                parts[0].step(actions[:3])
                parts[1].step(actions[3:])
            for part in parts:
                part.close()
        with self.assertRaises(ValueError):
            ShardedVectorEnv("tortuga-dice", {"players": 2}, 2, "x", workers=3, command=server_command(), cwd=ROOT)

    def test_sharded_send_and_recv_step_each_shard_alone(self):
        try:
            import numpy as np
        except ImportError:  # pragma: no cover - depends on the machine
            self.skipTest("numpy is not installed")
        with ShardedVectorEnv("tortuga-1667", {"players": 3}, 7, "as", workers=3, observations=True, command=server_command(), cwd=ROOT) as sharded:
            sizes = (3, 2, 2)
            parts = [VectorEnv(self.client, "tortuga-1667", {"players": 3}, size, "as/shard%d" % k, observations=True, bot_seed="bots/shard%d" % k) for k, size in enumerate(sizes)]
            starts = (0, 3, 5)
            seen = [0, 0, 0]
            for _ in range(60):
                answer = sharded.recv()
                k = starts.index(int(answer["env_id"][0]))
                np.testing.assert_array_equal(answer["env_id"], np.arange(starts[k], starts[k] + sizes[k]))
                for name in ("players", "masks", "observations", "dones", "rewards"):
                    np.testing.assert_array_equal(answer[name], parts[k].last[name])
                actions = answer["masks"].argmax(axis=1)
                sharded.send(actions, answer["env_id"])
                parts[k].step(actions)
                seen[k] += 1
            self.assertTrue(all(count >= 1 for count in seen), seen)
            # Misuse is named: a shard with an answer pending, ids that are no shard's, lockstep meanwhile.
            with self.assertRaises(RuntimeError):
                sharded.step(np.zeros(7, dtype=np.int64))
            answer = sharded.recv()
            with self.assertRaises(ValueError):
                sharded.send(answer["masks"].argmax(axis=1), answer["env_id"][:1] + 1)
            with self.assertRaises(ValueError):
                sharded.send(np.zeros(1, dtype=np.int64), answer["env_id"])
            sharded.send(answer["masks"].argmax(axis=1), answer["env_id"])
            with self.assertRaises(RuntimeError):
                sharded.send(answer["masks"].argmax(axis=1), answer["env_id"])
            for _ in range(3):  # every shard has a send outstanding
                sharded.recv()
            with self.assertRaises(RuntimeError):
                sharded.recv()
            for part in parts:
                part.close()

    def test_single_step_round_trips(self):
        handle = self.client.request("new", game="tortuga-1667", config={"players": 5, "seed": "rt"})["handle"]
        rng = random.Random(9)
        answer = self.client.request("observe", handle=handle, tensor="none")
        trips = 0
        started = time.perf_counter()
        while time.perf_counter() - started < 2.0:
            if answer["done"]:
                self.client.request("close", handle=handle)
                handle = self.client.request("new", game="tortuga-1667", config={"players": 5, "seed": "rt%d" % trips})["handle"]
                answer = self.client.request("observe", handle=handle, tensor="none")
            answer = self.client.request("step", handle=handle, action=rng.choice(answer["legal"]))
            trips += 1
        rate = trips / (time.perf_counter() - started)
        print("\n[python] single-step round trips: %d/s (step and its legal ids, 5-player Tortuga 1667)" % rate)
        self.assertGreater(rate, 200)


class LifecycleTest(unittest.TestCase):
    def test_nothing_is_left_running(self):
        client = Client(server_command(), cwd=ROOT)
        process = client._process
        client.close()
        self.assertIsNotNone(process.poll())


if __name__ == "__main__":
    unittest.main()
