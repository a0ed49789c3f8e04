"""
Trains a value over whole states (issue 49) on data written by value-data.ts — each team's chance
to win from `state-features.ts`' numbers — and exports it in the library's network format
(src/bots/network/network-file.ts) with a one-row policy head that nothing reads.

    PYTHONPATH=<torch dir> python3 training/t1667/train-value.py training/data/v/5p-1 training/data/v/5p-2 \
        --hidden 128,64 --epochs 6 --out training/data/v/5p-value.json

The last tenth of each shard's rows (its last games) is held out, or with `--test` the named
shards whole (games of a seed of their own, so that networks trained on different data are scored
on the same games). Prints, per epoch, the held-out log loss of each team's outcome beside the
base rate's. Deterministic for a seed on one machine (one CPU thread); `--device cuda` trains on a
GPU.
"""

import argparse
import json
import time

import numpy as np
import torch

from train import write_network


def load(prefixes, tests=()):
    """The shards' rows, and which of them are held out: every row of the `tests` shards, or where
    there are none, each shard's last tenth (its last games)."""
    both = sorted(set(prefixes) & set(tests))
    if both:
        raise SystemExit("shards both trained on and held out by --test: %s" % ", ".join(both))
    xs, ys, held = [], [], []
    width = players = None
    for prefix in list(prefixes) + list(tests):
        meta = json.load(open(prefix + ".json"))
        if width not in (None, meta["features"]):
            raise SystemExit("the shards disagree on their features")
        if players not in (None, meta["players"]):
            raise SystemExit("the shards disagree on their player count: %s is of %s players, not %s" % (prefix, meta["players"], players))
        players = meta["players"]
        width, n = meta["features"], meta["samples"]
        xs.append(np.fromfile(prefix + ".f", dtype="<f4").reshape(n, width))
        ys.append(np.fromfile(prefix + ".won", dtype=np.uint8).reshape(n, 3).astype(np.float32))
        flag = np.zeros(n, dtype=bool)
        if prefix in tests:
            flag[:] = True
        elif not tests:
            flag[n - n // 10 :] = True
        held.append(flag)
    return meta, width, np.concatenate(xs), np.concatenate(ys), np.concatenate(held)


class Value(torch.nn.Module):
    def __init__(self, inputs, hidden):
        super().__init__()
        sizes = [inputs] + hidden
        self.trunk = torch.nn.ModuleList(torch.nn.Linear(a, b) for a, b in zip(sizes, sizes[1:]))
        self.policy = torch.nn.Linear(sizes[-1], 1)  # the format wants one; zero, never read
        self.value = torch.nn.Linear(sizes[-1], 3)
        torch.nn.init.zeros_(self.policy.weight)
        torch.nn.init.zeros_(self.policy.bias)

    def forward(self, x):
        for layer in self.trunk:
            x = torch.relu(layer(x))
        return self.value(x)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("data", nargs="+")
    parser.add_argument("--test", nargs="*", default=[], help="shards held out whole (then no shard of data is held out)")
    parser.add_argument("--hidden", default="128,64")
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--batch", type=int, default=1024)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--weight-decay", type=float, default=1e-4)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    if args.device == "cpu":
        torch.set_num_threads(1)
    meta, width, x, y, held = load(args.data, args.test)
    train, test = np.flatnonzero(~held), np.flatnonzero(held)
    device = torch.device(args.device)
    X, Y = torch.from_numpy(x).to(device), torch.from_numpy(y).to(device)
    net = Value(width, [int(h) for h in args.hidden.split(",")]).to(device)
    opt = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    bce = torch.nn.functional.binary_cross_entropy_with_logits
    rate = Y[torch.from_numpy(train).to(device)].mean(0).clamp(1e-6, 1 - 1e-6)
    T = torch.from_numpy(test).to(device)
    base = torch.nn.functional.binary_cross_entropy(rate.expand(len(test), 3), Y[T], reduction="none").mean(0)
    print("%d rows (%d held out), %d features; base rate %s, its held-out log loss %s" % (len(y), len(test), width, rate.cpu().numpy().round(3), base.cpu().numpy().round(4)))
    rng = np.random.default_rng(args.seed)
    started = time.time()
    for epoch in range(args.epochs):
        net.train()
        for g in opt.param_groups:
            g["lr"] = args.lr * (0.5 ** max(0, epoch - args.epochs // 2))
        perm = torch.from_numpy(rng.permutation(train)).to(device)
        for start in range(0, len(perm), args.batch):
            rows = perm[start : start + args.batch]
            loss = bce(net(X[rows]), Y[rows])
            opt.zero_grad()
            loss.backward()
            opt.step()
        with torch.no_grad():
            held_loss = bce(net(X[T]), Y[T], reduction="none").mean(0)
        print("epoch %d: held-out log loss %s (%.0f s)" % (epoch + 1, held_loss.cpu().numpy().round(4), time.time() - started), flush=True)
    write_network(net, meta["players"], width, args.out)


if __name__ == "__main__":
    main()
