"""The two games through OpenSpiel's Python game API, over the pipe.

`load_game("tortuga_1667(players=5,seed=7)")` gives a game with OpenSpiel's methods and names
(`new_initial_state`, `num_distinct_actions`, `max_game_length`, `make_py_observer`, ...) whose
states answer `current_player`, `legal_actions`, `apply_action`, `history_str`, `serialize`,
`clone`, `returns` and the observation strings and tensors as OpenSpiel's states do. The rules run
on a `tortuga-rules serve --stdio` process the game starts; each state is a table on it.

When `pyspiel` imports, `register()` also registers `tortuga_1667` and `tortuga_dice` with
OpenSpiel (`pyspiel.register_game`), so `pyspiel.load_game("tortuga_dice(players=3)")` and
OpenSpiel's algorithms and playthrough tools use the same states. Without `pyspiel` nothing here
needs more than the standard library (tensors are lists then, numpy arrays when numpy imports).

The game: `chance_mode` SAMPLED_STOCHASTIC (the deal and the dice are drawn inside the game from
the integer `seed` parameter: the k-th `new_initial_state()` of a game deals from engine seed
`"<seed>"`, then `"<seed>/<k>"`), SEQUENTIAL (a vote is asked of one seat at a time, lowest first),
IMPERFECT_INFORMATION, terminal rewards, GENERAL_SUM. `max_decisions` (default 1000) is the
decision cap (T67-OPT-CAP, TD-OPT-CAP) and `MaxGameLength()`. A serialised state is the engine seed
of its deal and the action ids, a line each.
"""
import re
import weakref

from .client import Client

try:  # numpy is optional: tensors are numpy arrays when it imports, lists otherwise
    import numpy as _np
except ImportError:  # pragma: no cover - numpy is on every machine the tests run on
    _np = None

# The games' OpenSpiel types; `hello` of the server says the same (python/tests/test_openspiel.py checks it).
GAME_TYPES = {
    "tortuga_1667": {"game": "tortuga-1667", "longName": "Tortuga 1667", "minPlayers": 2, "maxPlayers": 9, "maxDecisions": 1000},
    "tortuga_dice": {"game": "tortuga-dice", "longName": "Tortuga (the dice game)", "minPlayers": 2, "maxPlayers": 4, "maxDecisions": 1000},
}
DEFAULT_PLAYERS = 4
PARAMETERS = ("max_decisions", "players", "seed")


class _Named(int):
    """A player id that prints as OpenSpiel's Python games print it (`PlayerId.TERMINAL`)."""

    def __new__(cls, value, name):
        self = super().__new__(cls, value)
        self._name = name
        return self

    def __str__(self):
        return self._name

    __repr__ = __str__

    def __format__(self, spec):
        return format(str(self), spec)


TERMINAL = _Named(-4, "PlayerId.TERMINAL")


def parse_game_string(text):
    """`tortuga_1667(players=5,seed=7)` -> ("tortuga_1667", {"players": 5, "seed": 7}); names what is wrong."""
    match = re.fullmatch(r"\s*([a-z0-9_]+)\s*(?:\((.*)\))?\s*", text)
    if not match or match.group(1) not in GAME_TYPES:
        raise ValueError("unknown game %r: the games are %s" % (text, ", ".join(GAME_TYPES)))
    params = {}
    for part in filter(None, (match.group(2) or "").split(",")):
        key, _, value = part.partition("=")
        key = key.strip()
        if key not in PARAMETERS:
            raise ValueError("%s takes %s; not %r" % (match.group(1), ", ".join(PARAMETERS), key))
        if not re.fullmatch(r"-?\d+", value.strip()):
            raise ValueError("%s=%r is not a whole number" % (key, value))
        params[key] = int(value)
    return match.group(1), params


class TortugaGame:
    """One OpenSpiel game (a game and its parameters) over its own server process."""

    def __init__(self, short_name, params=None, command=None, cwd=None):
        if short_name not in GAME_TYPES:
            raise ValueError("unknown game %r: the games are %s" % (short_name, ", ".join(GAME_TYPES)))
        self.short_name = short_name
        self.type = GAME_TYPES[short_name]
        self.given = dict(params or {})
        unknown = sorted(set(self.given) - set(PARAMETERS))
        if unknown:
            raise ValueError("%s takes %s; not %s" % (short_name, ", ".join(PARAMETERS), ", ".join(unknown)))
        self.params = {"max_decisions": self.type["maxDecisions"], "players": DEFAULT_PLAYERS, "seed": 0}
        self.params.update(self.given)
        self._command, self._cwd = command, cwd
        self._client = None
        self._deals = 0
        self._closing = []  # handles of states that were dropped, closed before the next request
        self._sizes = self.request("new", game=self.type["game"], config=self._config(str(self.params["seed"])))
        self._forget(self._sizes["handle"])

    # --- the pipe --------------------------------------------------------------------------

    def _config(self, deal_seed):
        return {"players": self.params["players"], "seed": deal_seed, "maxDecisions": self.params["max_decisions"]}

    def request(self, op, **fields):
        """One request to the game's server (started on first use); closes dropped states first."""
        if self._client is None:
            self._client = Client(self._command, cwd=self._cwd)
        while self._closing:
            self._client.request("close", handle=self._closing.pop())
        return self._client.request(op, **fields)

    def _forget(self, handle):
        self._closing.append(handle)

    def close(self):
        """Ends the server (every state of the game with it)."""
        if self._client is not None:
            self._client.close()
            self._client = None

    # --- OpenSpiel's Game ------------------------------------------------------------------

    def num_distinct_actions(self):
        return self._sizes["numDistinctActions"]

    def policy_tensor_shape(self):
        return [self.num_distinct_actions()]

    def max_chance_outcomes(self):
        return 0

    def num_players(self):
        return self.params["players"]

    def min_utility(self):
        return -1.0 if self.short_name == "tortuga_1667" else 0.0

    def max_utility(self):
        return 1.0

    def utility_sum(self):
        raise RuntimeError("%s is general-sum: its utilities have no constant sum" % self.short_name)

    def max_game_length(self):
        return self.params["max_decisions"]

    def get_parameters(self):
        return dict(self.params)

    def observation_tensor_shape(self):
        return list(self._sizes["observationShape"])

    def information_state_tensor_shape(self):
        return list(self._sizes["informationStateShape"])

    def layout(self, tensor):
        """The named pieces of a tensor (`observation` or `informationState`): (name, size) pairs."""
        return [tuple(piece) for piece in self._sizes["layouts"][tensor]]

    def __str__(self):
        given = ",".join("%s=%s" % (key, self.given[key]) for key in sorted(self.given))
        return "%s(%s)" % (self.short_name, given)

    def new_initial_state(self):
        """A new deal: the first from engine seed "<seed>", the k-th from "<seed>/<k>"."""
        seed = self.params["seed"]
        deal_seed = str(seed) if self._deals == 0 else "%d/%d" % (seed, self._deals)
        self._deals += 1
        return TortugaState(self, deal_seed)

    def deserialize_state(self, text):
        """The state `TortugaState.serialize()` wrote: its deal, then its actions replayed."""
        lines = text.split("\n")
        state = TortugaState(self, lines[0])
        for line in lines[1:]:
            state.apply_action(int(line))
        return state

    def make_py_observer(self, iig_obs_type=None, params=None):
        """OpenSpiel's observer: the observation by default, the information state for perfect recall."""
        if params:
            raise ValueError("the observers take no parameters; not %s" % ", ".join(sorted(params)))
        if iig_obs_type is None:
            return TortugaObserver(self, "observation")
        if getattr(iig_obs_type, "perfect_recall", False):
            return TortugaObserver(self, "informationState")
        if getattr(iig_obs_type, "public_info", True) and str(getattr(iig_obs_type, "private_info", "")).endswith("SINGLE_PLAYER"):
            return TortugaObserver(self, "observation")
        raise ValueError("only a seat's own observation and information state are provided (no factored public or private parts)")


class TortugaState:
    """One state of a game: a table on the game's server, its history of action ids kept here."""

    def __init__(self, game, deal_seed, handle=None, history=None):
        self.game = game
        self.deal_seed = deal_seed
        if handle is None:
            handle = game.request("new", game=game.type["game"], config=game._config(deal_seed))["handle"]
        self.handle = handle
        self._history = list(history or [])
        self._seen = {}
        weakref.finalize(self, game._forget, handle)

    def _observe(self, player, tensor, strings=False):
        key = (player, tensor, strings)
        if key not in self._seen:
            fields = {"handle": self.handle, "tensor": tensor, "strings": strings}
            if player is not None:
                fields["player"] = player
            self._seen[key] = self.game.request("observe", **fields)
        return self._seen[key]

    def current_player(self):
        answer = self._observe(None, "none")
        return TERMINAL if answer["done"] else answer["player"]

    def is_terminal(self):
        return self._observe(None, "none")["done"]

    def is_chance_node(self):
        return False

    def is_simultaneous_node(self):
        return False

    def legal_actions(self, player=None):
        current = self.current_player()
        if current == TERMINAL or (player is not None and player != current):
            return []
        return list(self._observe(None, "none")["legal"])

    def action_to_string(self, player, action):
        answer = self._observe(player, "none", True)
        if action in answer["legal"]:
            return answer["legalStrings"][answer["legal"].index(action)]
        return "action %d" % action

    def apply_action(self, action):
        self.game.request("step", handle=self.handle, action=int(action))
        self._history.append(int(action))
        self._seen = {}

    def history(self):
        return list(self._history)

    def history_str(self):
        return ", ".join(str(action) for action in self._history)

    def returns(self):
        answer = self._observe(None, "none")
        return [float(value) for value in answer["returns"]] if answer["done"] else [0.0] * self.game.num_players()

    def rewards(self):
        return self.returns()

    def is_truncated(self):
        """Whether the decision cap ended the game (T67-OPT-CAP, TD-OPT-CAP)."""
        return bool(self._observe(None, "none").get("truncated", False))

    def serialize(self):
        return "\n".join([self.deal_seed] + [str(action) for action in self._history])

    def clone(self):
        handle = self.game.request("clone", handle=self.handle)["handle"]
        return TortugaState(self.game, self.deal_seed, handle, self._history)

    def __deepcopy__(self, memo):
        return self.clone()

    def __str__(self):
        return self._observe(0, "none", True)["stateString"]

    def observation_string(self, player):
        return self._observe(player, "none", True)["observationString"]

    def observation_tensor(self, player):
        return list(self._observe(player, "observation")["observation"])

    def information_state_tensor(self, player):
        return list(self._observe(player, "informationState")["informationState"])


class TortugaObserver:
    """OpenSpiel's observer: `tensor` and its named pieces in `dict`, filled by `set_from`."""

    def __init__(self, game, tensor):
        self.kind = tensor
        pieces = game.layout(tensor)
        size = sum(count for _, count in pieces)
        self.tensor = _np.zeros(size, _np.float32) if _np is not None else [0.0] * size
        self.dict = {}
        at = 0
        for name, count in pieces:
            self.dict[name] = self.tensor[at:at + count] if _np is not None else None
            at += count
        self._pieces = pieces

    def set_from(self, state, player):
        values = state._observe(player, self.kind)[self.kind]
        self.tensor[:] = values
        if _np is None:  # lists slice by copying: the pieces are cut anew
            at = 0
            for name, count in self._pieces:
                self.dict[name] = self.tensor[at:at + count]
                at += count

    def string_from(self, state, player):
        return state.observation_string(player) if self.kind == "observation" else None


def load_game(text, command=None, cwd=None):
    """A game by its OpenSpiel string, e.g. `tortuga_dice(players=3,seed=5)`."""
    short_name, params = parse_game_string(text)
    return TortugaGame(short_name, params, command=command, cwd=cwd)


def register():
    """Registers both games with OpenSpiel when `pyspiel` imports (see `_pyspiel_games`); returns whether it did."""
    try:
        import pyspiel  # noqa: F401  (OpenSpiel's own package: `pip install open_spiel`)
    except ImportError:
        return False
    from . import _pyspiel_games
    _pyspiel_games.register_all(GAME_TYPES)
    return True


__all__ = ["GAME_TYPES", "TERMINAL", "TortugaGame", "TortugaObserver", "TortugaState", "load_game", "parse_game_string", "register"]
