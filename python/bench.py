"""Throughput of the Python client against `tortuga-rules serve --stdio` (used by `npm run bench:rl`).

Prints one JSON line: single-step round trips per second (a `step` and its legal ids, 5-player
Tortuga 1667), decisions per second of batched vector steps (256 dice games per request, legal ids
as JSON), the same with each acting seat's observation and mask as numpy arrays (raw frames),
and that over two server processes (`ShardedVectorEnv`, 512 games).
"""
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tortuga_rules import Client, ShardedVectorEnv, VectorEnv  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def masked_rate(env, count, generator, seconds=2.0):
    """Decisions per second of `env` stepped with a random legal id per game, read from the masks
    (a policy would read `observations`)."""
    state, decisions = env.last, 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = env.step((generator.random(state["masks"].shape) * state["masks"]).argmax(axis=1))
        decisions += count
    return decisions / (time.perf_counter() - started)


def main():
    rng = random.Random(1)
    with Client(["node", os.path.join(ROOT, "dist", "cli.js"), "serve", "--stdio"], cwd=ROOT) as client:
        handle = client.request("new", game="tortuga-1667", config={"players": 5, "seed": "bench"})["handle"]
        answer = client.request("observe", handle=handle, tensor="none")
        trips, games = 0, 0
        started = time.perf_counter()
        while time.perf_counter() - started < 2.0:
            if answer["done"]:
                games += 1
                handle = client.request("new", game="tortuga-1667", config={"players": 5, "seed": "bench%d" % games})["handle"]
                answer = client.request("observe", handle=handle, tensor="none")
            answer = client.request("step", handle=handle, action=rng.choice(answer["legal"]))
            trips += 1
        single = trips / (time.perf_counter() - started)
        env = VectorEnv(client, "tortuga-dice", {"players": 4}, 256, "bench", binary=False)
        state, decisions = env.last, 0
        started = time.perf_counter()
        while time.perf_counter() - started < 2.0:
            state = env.step([rng.choice(ids) for ids in state["legal"]])
            decisions += 256
        batched = decisions / (time.perf_counter() - started)
        env.close()
        result = {"singleStepPerSecond": single, "batchedDecisionsPerSecond": batched}
        try:
            import numpy as np
        except ImportError:  # pragma: no cover - depends on the machine
            np = None
        if np is not None:
            generator = np.random.default_rng(1)
            env = VectorEnv(client, "tortuga-dice", {"players": 4}, 256, "bench-binary", observations=True)
            result["batchedWithObservationsPerSecond"] = masked_rate(env, 256, generator)
            env.close()
            # The same over two server processes stepped in parallel (ShardedVectorEnv, 512 games).
            with ShardedVectorEnv("tortuga-dice", {"players": 4}, 512, "bench-sharded", workers=2, observations=True, command=["node", os.path.join(ROOT, "dist", "cli.js"), "serve", "--stdio"], cwd=ROOT) as sharded:
                result["shardedWithObservationsPerSecond"] = masked_rate(sharded, 512, generator)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
