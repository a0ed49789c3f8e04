"""How `ShardedVectorEnv` scales with server processes, for machines with cores to spare (issue 45's
Python row: batched steps with each acting seat's observation and mask as numpy arrays).

    python3 python/bench_sharded.py --workers 1,2,4,8 --games-each 256 --runs 3

For each game (Tortuga 1667 with 5 players, the dice game with 4) and each worker count: the
decisions per second of an agent that picks a random legal id from the masks, over `--seconds`,
in `--runs` fresh environments (fresh server processes); prints one JSON line with every run and
the medians, and the machine's core count. Needs numpy and a built `dist/` (`npm run build`);
`--node` names the node program, `--cli` the command line's script.
"""
import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tortuga_rules import ShardedVectorEnv  # noqa: E402
from bench import masked_rate  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = {"tortuga-1667/5": ("tortuga-1667", {"players": 5}), "tortuga-dice/4": ("tortuga-dice", {"players": 4})}


def main():
    import numpy as np

    parser = argparse.ArgumentParser()
    parser.add_argument("--workers", default="1,2,4,8")
    parser.add_argument("--games-each", type=int, default=256)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--node", default="node")
    parser.add_argument("--cli", default=os.path.join(ROOT, "dist", "cli.js"), help="the command line's script (a bundled one where no node_modules is)")
    args = parser.parse_args()
    command = [args.node, args.cli, "serve", "--stdio"]
    generator = np.random.default_rng(1)
    rows = []
    for name, (game, config) in GAMES.items():
        for workers in [int(w) for w in args.workers.split(",")]:
            count = workers * args.games_each
            rates = []
            for run in range(args.runs):
                with ShardedVectorEnv(game, config, count, "scale/%d" % run, workers=workers, observations=True, command=command, cwd=ROOT) as env:
                    rates.append(masked_rate(env, count, generator, args.seconds))
            rows.append({"game": name, "workers": workers, "games": count, "runs": [round(r) for r in rates], "median": round(statistics.median(rates))})
            print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    print(json.dumps({"cores": os.cpu_count(), "rows": rows}))


if __name__ == "__main__":
    main()
