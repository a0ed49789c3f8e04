"""
Trains the Tortuga 1667 policy-value network (issue 49) on data written by generate.ts and
exports it in the library's network format (src/bots/network/network-file.ts): int8 weights
with a scale per row, float32 biases, base64, CRC-32.

The first generation clones the library's heuristic: the policy learns the bot's choice among
the legal ids (a softmax over those only, as the TypeScript evaluation computes it), the value
learns which team won (a sigmoid per team). Later generations train on the choices of a search
that uses the network (expert iteration) with the same script.

    PYTHONPATH=<torch dir> python3 training/t1667/train.py training/data/5p-medium \
        --hidden 128,128 --epochs 6 --seed 1 --out training/data/5p-gen0.json

Several data prefixes (shards) are read as one. `--input obs` trains on the observation tensor
instead of the information state (the value the search reads at a playout's cut-off, where the
sampled world keeps no log); `--target visits` learns the search's visit shares (written by
`generate.ts --teacher search`) instead of the single choice. Deterministic for a seed on one
machine (torch's CPU kernels, one thread); `--device cuda` trains on a GPU.
"""

import argparse
import base64
import json
import struct
import time
import zlib

import numpy as np
import torch


def load_one(prefix, source):
    meta = json.load(open(prefix + ".json"))
    n, actions = meta["samples"], meta["actions"]
    width = meta["inputs"] if source == "x" else meta["observed"]
    mask_bytes = (actions + 7) // 8
    x = np.fromfile(prefix + "." + source, dtype=np.uint8).reshape(n, width)
    legal_bits = np.fromfile(prefix + ".legal", dtype=np.uint8).reshape(n, mask_bytes)
    legal = np.unpackbits(legal_bits, axis=1, bitorder="little")[:, :actions].astype(bool)
    chosen = np.fromfile(prefix + ".chosen", dtype="<u2").astype(np.int64)
    pairs = np.fromfile(prefix + ".visits", dtype="<u2").reshape(n, meta["pairs"], 2).astype(np.int64)
    won = np.fromfile(prefix + ".won", dtype=np.uint8).reshape(n, 3).astype(np.float32)
    return meta, width, x, legal, chosen, pairs, won


def load(prefixes, source):
    """The shards' rows, one after another; their settings must agree."""
    parts = [load_one(p, source) for p in prefixes]
    meta, width = parts[0][0], parts[0][1]
    for other in parts[1:]:
        if other[1] != width or other[0]["actions"] != meta["actions"] or other[0]["players"] != meta["players"]:
            raise SystemExit("the data's shards disagree on their sizes")
    joined = [np.concatenate([p[k] for p in parts]) for k in range(2, 7)]
    return (meta, width, *joined)


def visit_shares(pairs, actions):
    """The search's visits as a distribution over the action ids (rows without visits: none)."""
    n = len(pairs)
    shares = np.zeros((n, actions), dtype=np.float32)
    rows = np.repeat(np.arange(n), pairs.shape[1])
    np.add.at(shares, (rows, pairs[:, :, 0].reshape(-1)), pairs[:, :, 1].reshape(-1).astype(np.float32))
    total = shares.sum(axis=1, keepdims=True)
    total[total == 0] = 1
    return shares / total


class Net(torch.nn.Module):
    def __init__(self, inputs, hidden, actions, teams):
        super().__init__()
        sizes = [inputs] + hidden
        self.trunk = torch.nn.ModuleList(torch.nn.Linear(a, b) for a, b in zip(sizes, sizes[1:]))
        self.policy = torch.nn.Linear(sizes[-1], actions)
        self.value = torch.nn.Linear(sizes[-1], teams)

    def forward(self, x):
        for layer in self.trunk:
            x = torch.relu(layer(x))
        return self.policy(x), self.value(x)


def quantised(layer):
    """int8 weights with a scale per row, as the TypeScript network multiplies them."""
    w = layer.weight.detach().numpy().astype(np.float64)
    scale = np.abs(w).max(axis=1) / 127.0
    scale[scale == 0] = 1.0
    q = np.clip(np.round(w / scale[:, None]), -127, 127).astype(np.int8)
    return q, scale.astype(np.float32), layer.bias.detach().numpy().astype(np.float32)


def export(net, name, inputs):
    layers = [(l, "trunk") for l in net.trunk] + [(net.policy, "policy"), (net.value, "value")]
    data = bytearray()
    described = []
    for layer, role in layers:
        q, scale, bias = quantised(layer)
        data += q.tobytes()
        data += struct.pack("<%df" % len(scale), *scale)
        data += struct.pack("<%df" % len(bias), *bias)
        described.append({"role": role, "inputs": layer.in_features, "outputs": layer.out_features})
    return {
        "format": "tortuga-rules/network@1",
        "name": name,
        "inputs": inputs,
        "layers": described,
        "data": base64.b64encode(bytes(data)).decode("ascii"),
        "crc32": "%08x" % (zlib.crc32(bytes(data)) & 0xFFFFFFFF),
    }


def write_network(net, players, inputs, out):
    """Exports `net` to the file `out`, named for the player count and the file."""
    name = "tortuga-1667/%d/%s" % (players, out.split("/")[-1].replace(".json", ""))
    file = export(net.cpu(), name, inputs)
    with open(out, "w") as f:
        json.dump(file, f)
    print("wrote %s (%d bytes)" % (out, len(json.dumps(file))))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("data", nargs="+")
    parser.add_argument("--input", choices=["x", "obs"], default="x")
    parser.add_argument("--target", choices=["chosen", "visits"], default="chosen")
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--hold-last", action="store_true", help="hold out the last data prefix (other games) instead of a tenth of the rows")
    parser.add_argument("--weight-decay", type=float, default=0.0)
    parser.add_argument("--hidden", default="128,128")
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--batch", type=int, default=512)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--value-weight", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    torch.manual_seed(args.seed)
    if args.device == "cpu":
        torch.set_num_threads(1)
    meta, width, x, legal, chosen, pairs, won = load(args.data, args.input)
    n = len(chosen)
    rng = np.random.default_rng(args.seed)
    if args.hold_last:
        last = json.load(open(args.data[-1] + ".json"))["samples"]
        held, train = np.arange(n - last, n), np.arange(n - last)
    else:
        order = rng.permutation(n)
        held, train = order[: n // 10], order[n // 10 :]
    hidden = [int(h) for h in args.hidden.split(",")]
    device = torch.device(args.device)
    net = Net(width, hidden, meta["actions"], 3).to(device)
    opt = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    X = torch.from_numpy(x.astype(np.float32) / 255.0).to(device)
    L = torch.from_numpy(legal).to(device)
    Y = torch.from_numpy(chosen).to(device)
    P = torch.from_numpy(visit_shares(pairs, meta["actions"])).to(device) if args.target == "visits" else None
    V = torch.from_numpy(won).to(device)

    def policy_loss_of(logits, rows):
        if P is None:
            return torch.nn.functional.cross_entropy(logits, Y[rows])
        logp = torch.log_softmax(logits, dim=1).masked_fill(~L[rows], 0.0)
        return -(P[rows] * logp).sum(1).mean()

    started = time.time()

    def measure(rows):
        with torch.no_grad():
            logits, value = net(X[rows])
            logits = logits.masked_fill(~L[rows], float("-inf"))
            agree = (logits.argmax(1) == Y[rows]).float().mean().item()
            policy_loss = policy_loss_of(logits, rows).item()
            value_loss = torch.nn.functional.binary_cross_entropy_with_logits(value, V[rows]).item()
        return agree, policy_loss, value_loss

    for epoch in range(args.epochs):
        perm = torch.from_numpy(rng.permutation(train)).to(device)
        for start in range(0, len(perm), args.batch):
            rows = perm[start : start + args.batch]
            logits, value = net(X[rows])
            logits = logits.masked_fill(~L[rows], float("-inf"))
            loss = policy_loss_of(logits, rows) + args.value_weight * torch.nn.functional.binary_cross_entropy_with_logits(value, V[rows])
            opt.zero_grad()
            loss.backward()
            opt.step()
        agree, pl, vl = measure(torch.from_numpy(held).to(device))
        print("epoch %d: held-out agreement with the bot %.3f, policy loss %.3f, value loss %.3f (%.0f s)" % (epoch + 1, agree, pl, vl, time.time() - started), flush=True)
    write_network(net, meta["players"], width, args.out)


if __name__ == "__main__":
    main()
