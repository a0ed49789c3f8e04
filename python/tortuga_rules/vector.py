"""N games stepped in lockstep on the server: one request per step for all of them."""
import array
import base64
import collections
import selectors

try:
    import numpy as _np
except ImportError:  # pragma: no cover - depends on the machine
    _np = None

_TYPES = {"players": ("int32", "i"), "masks": ("uint8", "B"), "dones": ("uint8", "B"), "truncated": ("uint8", "B"), "rewards": ("float32", "f"), "observations": ("float32", "f")}


def _array(name, data, offset=0, size=None):
    """A little-endian typed array of `name` read from bytes: a numpy array (or an `array.array` without numpy)."""
    numpy_type, code = _TYPES[name]
    size = len(data) - offset if size is None else size
    if _np is not None:
        return _np.frombuffer(data, dtype="<" + {"int32": "i4", "uint8": "u1", "float32": "f4"}[numpy_type], count=size // _np.dtype(numpy_type).itemsize, offset=offset)
    values = array.array(code)
    values.frombytes(data[offset:offset + size])
    return values


def _decode(name, text):
    """A base64 typed array of the binary answer: a numpy array (or an `array.array` without numpy)."""
    return _array(name, base64.b64decode(text))


class VectorEnv:
    """`count` games of one configuration on the server, stepped together: the fast path.

    `config` is the games' configuration; `seed` deals them all (each slot's games follow from it;
    a different `config["seed"]` is refused), and a finished game starts a new one at once. Each
    answer (`last`, and what `step` returns) has, per game, the seat to act, its legal ids (or with
    `binary`, `masks`: count × num_actions), `dones`, `truncated` (the decision cap ended it) and
    `rewards` (each seat's return in a game that ended, players per row), and with `observations`
    the acting seat's tensor (count × observation size). `binary="frame"` (the default where numpy
    imports) moves the arrays as raw bytes after the answer line, read by numpy without a copy;
    `binary=True` as base64 texts inside it; `False` as JSON numbers. `bots={seat: name}`
    seats the library's bots (drawing from `bot_seed`): every row then stands at a decision of the
    agent's seats.
    """

    def __init__(self, client, game, config, count, seed, observations=False, binary=None, bots=None, bot_seed="bots"):
        self.client = client
        # binary: "frame" (raw bytes after the answer line: nothing to decode), True (base64), False (JSON numbers).
        self.binary = ("frame" if _np is not None else False) if binary is None else binary
        if self.binary not in (True, False, "frame"):
            raise ValueError('binary is True, False or "frame", not %r' % (binary,))
        config = dict(config)
        if "seed" in config and str(config["seed"]) != str(seed):
            raise ValueError("the seed is given once, as `seed` (the config has another)")
        config.pop("seed", None)
        opened = client.request("vector", game=game, config=config, count=count, seed=str(seed), observations=bool(observations), binary=self.binary, bots={str(s): n for s, n in (bots or {}).items()}, botSeed=str(bot_seed))
        self.handle = opened["handle"]
        self.num_actions = opened["numDistinctActions"]
        self.count = count
        self.last = self._read(opened)

    def _read(self, answer):
        if not self.binary:
            return answer
        out = dict(answer)
        if self.binary == "frame":
            data, at = out.pop("frameData"), 0
            for name, _, size in out.pop("frame"):
                out[name] = _array(name, data, at, size)
                at += size
            out.pop("bytes", None)
        else:
            for name in _TYPES:
                if name in answer:
                    out[name] = _decode(name, answer[name])
        if _np is not None:
            out["masks"] = out["masks"].reshape(self.count, -1)
            if "observations" in out:
                out["observations"] = out["observations"].reshape(self.count, -1)
            out["rewards"] = out["rewards"].reshape(self.count, -1)
        return out

    def step(self, actions):
        self.send(actions)
        return self.receive()

    def send(self, actions):
        """The first half of `step`: sends the actions without waiting for the answer."""
        self.client.send("vstep", handle=self.handle, actions=[int(a) for a in actions])

    def receive(self):
        """The second half of `step`: the answer to `send`."""
        self.last = self._read(self.client.receive())
        return self.last

    def close(self):
        self.client.request("close", handle=self.handle)


class ShardedVectorEnv:
    """`count` games spread over `workers` server processes, stepped in parallel: one `VectorEnv`
    per process (its own `Client`), each step sent to all before any answer is read, so the
    processes compute at once (a core each). Answers are joined into one set of numpy arrays, in
    the same layout as `VectorEnv`'s. Shard k deals its games from `"<seed>/shard<k>"`. Needs
    numpy; close it (or use it as a context manager) to end the processes.

    Asynchronous use (EnvPool's `send`/`recv`): `recv()` returns the next shard's answer that is
    ready, with `env_id` (the rows' game indices in the whole environment), and `send(actions,
    env_id)` steps that shard alone; the agent then works on one shard while the others compute,
    so the rate is no longer the slowest server's time plus the agent's. After construction (or
    `step`) every shard's answer is ready once. `step` is refused while sends are outstanding.
    """

    def __init__(self, game, config, count, seed, workers=2, observations=False, bots=None, bot_seed="bots", command=None, cwd=None):
        if _np is None:
            raise ImportError("ShardedVectorEnv joins numpy arrays: install numpy")
        if not isinstance(workers, int) or workers < 1 or workers > count:
            raise ValueError("workers is a whole number from 1 to count (%d), not %r" % (count, workers))
        from .client import Client

        sizes = [count // workers + (1 if k < count % workers else 0) for k in range(workers)]
        self.count = count
        self.shards = []
        try:
            for k, size in enumerate(sizes):
                client = Client(command, cwd=cwd)
                self.shards.append(VectorEnv(client, game, config, size, "%s/shard%d" % (seed, k), observations=observations, binary="frame", bots=bots, bot_seed="%s/shard%d" % (bot_seed, k)))
        except BaseException:
            self.close()
            raise
        self.num_actions = self.shards[0].num_actions
        self._bounds = _np.cumsum([0] + sizes)
        self.last = self._join([shard.last for shard in self.shards])
        # Asynchronous mode: shards whose answer `recv` has yet to give, and shards sent to.
        self._ready = collections.deque(range(workers))
        self._sent = set()
        self._selector = selectors.DefaultSelector()
        for k, shard in enumerate(self.shards):
            self._selector.register(shard.client.stdout_fileno(), selectors.EVENT_READ, k)

    def _join(self, parts):
        out = {"finished": sum(part["finished"] for part in parts)}
        for name in parts[0]:
            if name != "finished" and name in _TYPES:
                out[name] = _np.concatenate([part[name] for part in parts])
        return out

    def step(self, actions):
        """One action id per game, for all games: sent to every process, then every answer read."""
        if self._sent:
            raise RuntimeError("step is refused while asynchronous sends are outstanding (shards %s): recv them first" % sorted(self._sent))
        actions = _np.asarray(actions)
        if actions.shape != (self.count,):
            raise ValueError("step takes one action id per game (%d), not an array of shape %r" % (self.count, actions.shape))
        for k, shard in enumerate(self.shards):
            shard.send(actions[self._bounds[k]:self._bounds[k + 1]])
        self.last = self._join([shard.receive() for shard in self.shards])
        self._ready = collections.deque(range(len(self.shards)))
        return self.last

    def recv(self):
        """The next ready answer of one shard (waiting for one if none is): a dict in `VectorEnv`'s
        layout for that shard's games, with `env_id`, their indices in the whole environment."""
        if self._ready:
            k = self._ready.popleft()
            answer = self.shards[k].last
        else:
            if not self._sent:
                raise RuntimeError("recv has nothing to wait for: every answer was received and none sent since")
            k = self._selector.select()[0][0].data
            answer = self.shards[k].receive()
            self._sent.discard(k)
        out = dict(answer)
        out["env_id"] = _np.arange(self._bounds[k], self._bounds[k + 1])
        return out

    def send(self, actions, env_id):
        """Steps one shard: `env_id` is the `env_id` of an answer `recv` gave (a shard's games, in
        order) and `actions` one action id per game of it. Returns at once."""
        env_id = _np.asarray(env_id)
        starts = _np.flatnonzero(self._bounds[:-1] == (env_id[0] if env_id.size else -1))
        k = int(starts[0]) if starts.size else -1
        if k < 0 or not _np.array_equal(env_id, _np.arange(self._bounds[k], self._bounds[k + 1])):
            raise ValueError("env_id is the env_id of an answer recv gave (one shard's games), not %r" % (env_id,))
        if k in self._sent or k in self._ready:
            raise RuntimeError("shard %d (games %d-%d) has an answer not yet received: recv it before sending" % (k, self._bounds[k], self._bounds[k + 1] - 1))
        actions = _np.asarray(actions)
        if actions.shape != env_id.shape:
            raise ValueError("send takes one action id per game of env_id (%d), not an array of shape %r" % (env_id.size, actions.shape))
        self.shards[k].send(actions)
        self._sent.add(k)

    def close(self):
        if getattr(self, "_selector", None) is not None:
            self._selector.close()
            self._selector = None
        for shard in self.shards:
            shard.client.close()
        self.shards = []

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False
