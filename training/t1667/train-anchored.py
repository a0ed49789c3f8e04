"""
Trains a Tortuga 1667 policy anchored on the heuristic (issue 49) from `generate.ts --teacher hard`
data (the search weighs the heuristic's four best actions and writes each one's mean reward) or
`--teacher outcomes` data (each of the four played out from the real state, whether the seat won):
the network learns, from the seat's information-state tensor, how much better or worse than the others
each of those four is (a score per action id, plus a bias per place in the heuristic's ranking),
fitted to the teacher's values weighted by its visits, each decision's mean taken out. Played, the
policy takes the best-scored of the heuristic's four best, so with nothing learned it is the
heuristic itself; what it learns is where to leave the heuristic's first choice.

The generation-1 policy (train.py) learned the search's choice among every legal action and lost
to the heuristic it started from; this one can only reorder the heuristic's best few.

    PYTHONPATH=<torch dir> python3 training/t1667/train-anchored.py training/data/h4/4p-1 training/data/h4/4p-2 \
        --hidden 128,64 --epochs 4 --out training/data/h4/4p-anchored.json

Held out: the last tenth of each shard's rows (later games). Reported on them: the teacher's
value of the action each policy picks — the heuristic's first, the anchored policy's, the search's
most visited (biased: it chose by that noise) — unbiased for the first two, which do not see the
teacher's noise; and the same by the kind of decision (the type of the heuristic's first). Writes one JSON object:
`{ format, candidates, scale, rankBias, input, only, network }` (`network` in the library's network format;
`input` the tensor it reads, `only` the kind of decision it may leave the heuristic at, or null).
"""

import argparse
import json
import os
import sys
import time

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from train import Net, export  # noqa: E402

CANDIDATES = 4
NONE = 65535


def load_one(prefix, tensor="informationState"):
    meta = json.load(open(prefix + ".json"))
    n = meta["samples"]
    # The information-state tensor (`.x`) or the observation tensor alone (`.obs`, its first part: the table now, no log).
    x = np.fromfile(prefix + ".x", dtype=np.uint8).reshape(n, meta["inputs"]) if tensor == "informationState" else np.fromfile(prefix + ".obs", dtype=np.uint8).reshape(n, meta["observed"])
    ranked = np.fromfile(prefix + ".ranked", dtype="<u2").reshape(n, meta["pairs"]).astype(np.int64)[:, :CANDIDATES]
    pairs = np.fromfile(prefix + ".visits", dtype="<u2").reshape(n, meta["pairs"], 2).astype(np.int64)
    means = np.fromfile(prefix + ".values", dtype="<f4").reshape(n, meta["pairs"])
    won = np.fromfile(prefix + ".won", dtype=np.uint8).reshape(n, 3).astype(np.float32)
    # Each candidate's visits and mean reward, in the heuristic's order.
    visits = np.zeros((n, CANDIDATES), dtype=np.float32)
    reward = np.zeros((n, CANDIDATES), dtype=np.float32)
    for k in range(CANDIDATES):
        match = (pairs[:, :, 0] == ranked[:, k : k + 1]) & (pairs[:, :, 1] > 0)
        visits[:, k] = (pairs[:, :, 1] * match).sum(1)
        reward[:, k] = (means * match).sum(1)
    held = np.zeros(n, dtype=bool)
    held[n - n // 10 :] = True
    return meta, x, ranked, visits, reward, won, held


def first_types(meta, ranked):
    """The type of the heuristic's first action at each decision (the kind of decision)."""
    return np.array(meta["actionTypes"])[np.where(ranked[:, 0] == NONE, 0, ranked[:, 0])]


def load(prefixes, tensor="informationState"):
    parts = [load_one(p, tensor) for p in prefixes]
    meta = parts[0][0]
    for other in parts[1:]:
        if other[0]["inputs"] != meta["inputs"] or other[0]["players"] != meta["players"]:
            raise SystemExit("the data's shards disagree on their sizes")
    return (meta, *[np.concatenate([p[k] for p in parts]) for k in range(1, 7)])


def report(label, meta, X, ids, W, R, rows, net, rank_bias):
    """The value (R) of the policy's picks over the heuristic's first on `rows`: leaving it for any predicted gain or only past a margin, and by the kind of decision."""
    rows = torch.from_numpy(rows)
    with torch.no_grad():
        logits, _ = net(X[rows])
        s = (logits.gather(1, ids[rows]) + rank_bias).masked_fill(W[rows] == 0, float("-inf"))
        r = R[rows]
        first = r[:, 0].mean().item()
        gain = s.max(1).values - s[:, 0]
        print("%s (%d decisions): the heuristic's first %.4f" % (label, len(rows), first))
        for margin in (0.0, 0.02, 0.05, 0.1, 0.2):
            pick = torch.where(gain > margin, s.argmax(1), torch.zeros_like(gain, dtype=torch.long))
            print("  leaving it for a predicted gain over %.2f (scaled): %+.4f (leaves it %.1f%%)" % (margin, r.gather(1, pick[:, None]).mean().item() - first, 100 * (pick != 0).float().mean().item()))
        if "actionTypes" in meta:
            # By the kind of decision (the heuristic's first action's type): how often, how often left, the gain.
            types = np.array(meta["actionTypes"])[ids[rows, 0].numpy()]
            pick = s.argmax(1)
            gained = (r.gather(1, pick[:, None])[:, 0] - r[:, 0]).numpy()
            for t in sorted(set(types), key=lambda t: -(types == t).sum()):
                m = types == t
                print("  %-12s %6d decisions, left %5.1f%%, gain %+.4f a decision, %+.5f of the whole" % (t, m.sum(), 100 * (pick.numpy()[m] != 0).mean(), gained[m].mean(), gained[m].sum() / len(m)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("data", nargs="+")
    parser.add_argument("--hidden", default="128,64")
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--batch", type=int, default=512)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--weight-decay", type=float, default=1e-4)
    parser.add_argument("--scale", type=float, default=10.0, help="rewards are multiplied by this before fitting")
    parser.add_argument("--value-weight", type=float, default=0.1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--input", choices=["informationState", "observation"], default="informationState", help="the tensor the network reads: the information state (the table and a summary of its log) or the observation alone (the table now; what a playout's sampled world can give cheaply)")
    parser.add_argument("--only", help="an action type: the policy leaves the heuristic only at decisions whose first choice is of this type (and is trained on those alone)")
    parser.add_argument("--score-on", nargs="+", help="data of another teacher (e.g. real outcomes) to judge the trained policy by, on its held-out rows")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    meta, x, ranked, visits, reward, won, held = load(args.data, args.input)
    # Decisions the search weighed at least two candidates of (with --only, of that kind alone).
    usable = (visits > 0).sum(1) >= 2
    if args.only is not None:
        if args.only not in meta["actionTypes"]:
            raise SystemExit("--only is an action type of the data: %s" % ", ".join(sorted(set(meta["actionTypes"]))))
        usable &= first_types(meta, ranked) == args.only
    train_rows, held_rows = np.flatnonzero(usable & ~held), np.flatnonzero(usable & held)
    print("%d decisions, %d used (%d held out)" % (len(x), usable.sum(), len(held_rows)))
    hidden = [int(h) for h in args.hidden.split(",")]
    width = x.shape[1]
    net = Net(width, hidden, meta["actions"], 3)
    rank_bias = torch.nn.Parameter(torch.zeros(CANDIDATES))
    opt = torch.optim.AdamW(list(net.parameters()) + [rank_bias], lr=args.lr, weight_decay=args.weight_decay)
    X = torch.from_numpy(x.astype(np.float32) / 255.0)
    ids = torch.from_numpy(np.where(ranked == NONE, 0, ranked))
    W = torch.from_numpy(visits / np.maximum(visits.sum(1, keepdims=True), 1))
    R = torch.from_numpy(reward * args.scale)
    V = torch.from_numpy(won)

    def scores(rows):
        logits, value = net(X[rows])
        return logits.gather(1, ids[rows]) + rank_bias, value

    def centred(s, w):
        return s - (s * w).sum(1, keepdim=True)

    def measure(rows):
        with torch.no_grad():
            s, value = scores(rows)
            s = s.masked_fill(W[rows] == 0, float("-inf"))
            r = R[rows] / args.scale
            mine = r.gather(1, s.argmax(1, keepdim=True)).mean().item()
            first = r[:, 0].mean().item()
            searched = r.gather(1, W[rows].argmax(1, keepdim=True)).mean().item()
            moved = (s.argmax(1) != 0).float().mean().item()
            vl = torch.nn.functional.binary_cross_entropy_with_logits(value, V[rows]).item()
        return first, mine, searched, moved, vl

    rng = np.random.default_rng(args.seed)
    started = time.time()
    rows_held = torch.from_numpy(held_rows)
    first, _, searched, _, _ = measure(rows_held)
    searched_text = ", the search's most visited %.4f" % searched if (visits > 1).any() else ""
    print("held out: the heuristic's first %.4f%s (the teacher's mean reward of the pick)" % (first, searched_text))
    for epoch in range(args.epochs):
        perm = torch.from_numpy(rng.permutation(train_rows))
        for start in range(0, len(perm), args.batch):
            rows = perm[start : start + args.batch]
            s, value = scores(rows)
            w = W[rows]
            loss = (w * (centred(s, w) - centred(R[rows], w)) ** 2).sum(1).mean()
            loss = loss + args.value_weight * torch.nn.functional.binary_cross_entropy_with_logits(value, V[rows])
            opt.zero_grad()
            loss.backward()
            opt.step()
        _, mine, _, moved, vl = measure(rows_held)
        print(
            "epoch %d: the anchored policy's pick %.4f (%+.4f over the heuristic's first; leaves it %.1f%% of the time), value loss %.3f, rank bias %s (%.0f s)"
            % (epoch + 1, mine, mine - first, 100 * moved, vl, np.round(rank_bias.detach().numpy() / args.scale, 4), time.time() - started),
            flush=True,
        )
    report("held out", meta, X, ids, W, R / args.scale, held_rows, net, rank_bias)
    if args.score_on:
        # The same policy judged by another teacher's values (e.g. real outcomes), on that data's held-out rows.
        other = load(args.score_on, args.input)
        o_meta, o_x, o_ranked, o_visits, o_reward = other[:5]
        o_rows = ((o_visits > 0).sum(1) >= 2) & other[6]
        if args.only is not None:
            o_rows &= first_types(o_meta, o_ranked) == args.only
        o_rows = np.flatnonzero(o_rows)
        o_w = torch.from_numpy(o_visits / np.maximum(o_visits.sum(1, keepdims=True), 1))
        o_ids = torch.from_numpy(np.where(o_ranked == NONE, 0, o_ranked))
        report("on %s's held-out rows" % " ".join(args.score_on), o_meta, torch.from_numpy(o_x.astype(np.float32) / 255.0), o_ids, o_w, torch.from_numpy(o_reward), o_rows, net, rank_bias)
    name = "tortuga-1667/%d/%s" % (meta["players"], os.path.basename(args.out).replace(".json", ""))
    out = {
        "format": "tortuga-rules/anchored-policy@0",
        "candidates": CANDIDATES,
        "scale": args.scale,
        "rankBias": [float(b) for b in rank_bias.detach().numpy()],
        "input": args.input,
        "only": args.only,
        "network": export(net, name, width),
    }
    with open(args.out, "w") as f:
        json.dump(out, f)
    print("wrote %s" % args.out)


if __name__ == "__main__":
    main()
