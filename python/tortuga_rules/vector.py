"""N games stepped in lockstep on the server: one request per step for all of them."""
import array
import base64

try:
    import numpy as _np
except ImportError:  # pragma: no cover - depends on the machine
    _np = None

_TYPES = {"players": ("int32", "i"), "masks": ("uint8", "B"), "dones": ("uint8", "B"), "truncated": ("uint8", "B"), "rewards": ("float32", "f"), "observations": ("float32", "f")}


def _decode(name, text):
    """A base64 typed array of the binary answer: a numpy array (or an `array.array` without numpy)."""
    data = base64.b64decode(text)
    numpy_type, code = _TYPES[name]
    if _np is not None:
        return _np.frombuffer(data, dtype="<" + {"int32": "i4", "uint8": "u1", "float32": "f4"}[numpy_type])
    values = array.array(code)
    values.frombytes(data)
    return values


class VectorEnv:
    """`count` games of one configuration on the server, stepped together: the fast path.

    `config` is the games' configuration; `seed` deals them all (each slot's games follow from it;
    a different `config["seed"]` is refused), and a finished game starts a new one at once. Each
    answer (`last`, and what `step` returns) has, per game, the seat to act, its legal ids (or with
    `binary`, `masks`: count × num_actions), `dones`, `truncated` (the decision cap ended it) and
    `rewards` (each seat's return in a game that ended, players per row), and with `observations`
    the acting seat's tensor (count × observation size). `binary=True` (the default where numpy
    imports) moves numpy arrays instead of JSON numbers: much less to parse. `bots={seat: name}`
    seats the library's bots (drawing from `bot_seed`): every row then stands at a decision of the
    agent's seats.
    """

    def __init__(self, client, game, config, count, seed, observations=False, binary=None, bots=None, bot_seed="bots"):
        self.client = client
        self.binary = (_np is not None) if binary is None else bool(binary)
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
        self.last = self._read(self.client.request("vstep", handle=self.handle, actions=[int(a) for a in actions]))
        return self.last

    def close(self):
        self.client.request("close", handle=self.handle)
