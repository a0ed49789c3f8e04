"""How `ShardedVectorEnv` scales with server processes, for machines with cores to spare (issue 45's
Python row: batched steps with each acting seat's observation and mask as numpy arrays).

    python3 python/bench_sharded.py --workers 1,2,4,8 --games-each 256 --runs 3

For each game (Tortuga 1667 with 5 players, the dice game with 4), each worker count and each
mode (`lockstep`: `step` for all games; `async`: `recv`/`send` a shard at a time, the agent working
while the other servers compute): the decisions per second of an agent that picks a random legal
id from the masks, over `--seconds`, in `--runs` fresh environments (fresh server processes), and
the Python process's CPU microseconds a decision, split into the agent's and the environment's
(what bounds the rate once the servers have cores enough: a decision cannot cost less than the one
Python process spends on it). Prints one JSON line with every run and the medians, and the
machine's core count. Needs numpy and a built `dist/` (`npm run build`); `--node` names the node
program, `--cli` the command line's script.
"""
import argparse
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tortuga_rules import ShardedVectorEnv  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = {"tortuga-1667/5": ("tortuga-1667", {"players": 5}), "tortuga-dice/4": ("tortuga-dice", {"players": 4})}


def random_legal(masks, generator):
    """A random legal id per row of `masks`: the largest of a random odd 16-bit number per legal id
    (odd, so a lone legal id never ties with the zeros of the illegal ones; uniform up to ties, 1 in
    32,768 a pair); half the cost of float draws for 781-wide rows."""
    import numpy as np

    draws = np.frombuffer(generator.bytes(2 * masks.size), dtype=np.uint16).reshape(masks.shape) | 1
    return (draws * masks).argmax(axis=1)


class Meter:
    """Decisions, wall time and the Python process's CPU time, the agent's part apart."""

    def __init__(self):
        self.decisions, self.agent = 0, 0.0
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def act(self, masks, generator):
        started = time.process_time()
        actions = random_legal(masks, generator)
        self.agent += time.process_time() - started
        self.decisions += len(actions)
        return actions

    def elapsed(self):
        return time.perf_counter() - self.wall

    def row(self):
        cpu = time.process_time() - self.cpu
        return {"rate": self.decisions / self.elapsed(), "agentMicros": 1e6 * self.agent / self.decisions, "envMicros": 1e6 * (cpu - self.agent) / self.decisions}


def lockstep(env, generator, seconds):
    meter, state = Meter(), env.last
    while meter.elapsed() < seconds:
        state = env.step(meter.act(state["masks"], generator))
    return meter.row()


def asynchronous(env, generator, seconds):
    meter = Meter()
    while meter.elapsed() < seconds:
        answer = env.recv()
        env.send(meter.act(answer["masks"], generator), answer["env_id"])
    for _ in env.shards:  # every shard has a send outstanding: read them, leaving none
        env.recv()
    return meter.row()


MODES = {"lockstep": lockstep, "async": asynchronous}


def main():
    import numpy as np

    parser = argparse.ArgumentParser()
    parser.add_argument("--workers", default="1,2,4,8")
    parser.add_argument("--games-each", type=int, default=256)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--modes", default="lockstep,async", help="lockstep, async or both")
    parser.add_argument("--games", default=",".join(GAMES), help="which of %s" % ", ".join(GAMES))
    parser.add_argument("--node", default="node")
    parser.add_argument("--cli", default=os.path.join(ROOT, "dist", "cli.js"), help="the command line's script (a bundled one where no node_modules is)")
    args = parser.parse_args()
    command = [args.node, args.cli, "serve", "--stdio"]
    generator = np.random.default_rng(1)
    names = args.games.split(",")
    unknown = [name for name in names if name not in GAMES]
    if unknown:
        parser.error("--games: unknown %s (known: %s)" % (", ".join(unknown), ", ".join(GAMES)))
    rows = []
    for name in names:
        game, config = GAMES[name]
        for workers in [int(w) for w in args.workers.split(",")]:
            for mode in args.modes.split(","):
                count = workers * args.games_each
                runs = []
                for run in range(args.runs):
                    with ShardedVectorEnv(game, config, count, "scale/%d" % run, workers=workers, observations=True, command=command, cwd=ROOT) as env:
                        runs.append(MODES[mode](env, generator, args.seconds))
                median = {key: round(statistics.median(r[key] for r in runs), 2) for key in runs[0]}
                median["rate"] = round(median["rate"])
                rows.append({"game": name, "workers": workers, "mode": mode, "games": count, "runs": [round(r["rate"]) for r in runs], "median": median})
                print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    print(json.dumps({"cores": os.cpu_count(), "rows": rows}))


if __name__ == "__main__":
    main()
