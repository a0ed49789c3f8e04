"""Sums up the shards cells.sh wrote (`<variant>-<k>.json`, one search-cell.ts line each): per
variant the games, the search seat's wins with a 95% Wilson interval and CPU seconds a game, all
and on the games every variant played (paired: the same seeds and seats), and each variant's
difference from the first on those games with its paired standard error.

    python3 training/t1667/cells-summary.py training/data/cells
"""
import glob
import json
import math
import os
import re
import sys


def wilson(wins, n, z=1.96):
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def main(folder):
    variants = {}
    order = []
    for path in sorted(glob.glob(os.path.join(folder, "*-[0-9]*.json")), key=lambda p: [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", p)]):
        name = re.sub(r"-\d+\.json$", "", os.path.basename(path))
        lines = [line for line in open(path) if line.strip()]
        if not lines:
            continue
        cell = json.loads(lines[-1])
        if name not in variants:
            variants[name] = {"results": {}, "cpu": 0.0}
            order.append(name)
        variants[name]["results"].update({int(g): w for g, w in cell["results"].items()})
        variants[name]["cpu"] += cell["cpuSeconds"]
    if not order:
        raise SystemExit("no cells in " + folder)
    common = set.intersection(*(set(v["results"]) for v in variants.values()))
    first = variants[order[0]]["results"]
    rows = []
    for name in order:
        results = variants[name]["results"]
        n, wins = len(results), sum(results.values())
        cw = sum(results[g] for g in common)
        low, high = wilson(cw, len(common))
        diffs = [results[g] - first[g] for g in common]
        mean = sum(diffs) / max(1, len(diffs))
        se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1) / max(1, len(diffs)))
        rows.append({"variant": name, "games": n, "wins": wins, "cpuPerGame": round(variants[name]["cpu"] / max(1, n), 2), "common": len(common), "commonWins": cw,
                     "rate": round(cw / max(1, len(common)), 4), "ci95": [round(low, 4), round(high, 4)], "vsFirst": round(mean, 4), "vsFirstSE": round(se, 4)})
        print("%-24s %5d games %5d won | on %d common: %.1f%% [%.1f-%.1f], vs %s %+.1f ± %.1f (1 SE) | %.2f CPU-s a game"
              % (name, n, wins, len(common), 100 * cw / max(1, len(common)), 100 * low, 100 * high, order[0], 100 * mean, 100 * se, variants[name]["cpu"] / max(1, n)))
    with open(os.path.join(folder, "summary.json"), "w") as f:
        json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "training/data/cells")
