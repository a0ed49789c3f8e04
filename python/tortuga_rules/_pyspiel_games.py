"""The games as OpenSpiel Python games (`pyspiel.Game`/`pyspiel.State` subclasses), registered
by `tortuga_rules.openspiel.register()`. Imported only when `pyspiel` imports; each method hands
over to the pipe-backed `TortugaGame`/`TortugaState` of `openspiel.py`, which the tests check
against the golden playthroughs (this machine kind has no OpenSpiel to run these classes)."""
import pyspiel

from .openspiel import DEFAULT_PLAYERS, TortugaGame


def _game_type(short_name, info):
    return pyspiel.GameType(
        short_name=short_name,
        long_name=info["longName"],
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info["maxPlayers"],
        min_num_players=info["minPlayers"],
        provides_information_state_string=False,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification={"players": DEFAULT_PLAYERS, "seed": 0, "max_decisions": info["maxDecisions"]},
    )


class _State(pyspiel.State):
    """An OpenSpiel state over a `TortugaState` (its history is OpenSpiel's own as well)."""

    def __init__(self, game, inner):
        super().__init__(game)
        self._inner = inner

    def current_player(self):
        player = self._inner.current_player()
        return pyspiel.PlayerId.TERMINAL if player < 0 else player

    def _legal_actions(self, player):
        return self._inner.legal_actions(player)

    def _apply_action(self, action):
        self._inner.apply_action(action)

    def _action_to_string(self, player, action):
        return self._inner.action_to_string(player, action)

    def is_terminal(self):
        return self._inner.is_terminal()

    def returns(self):
        return self._inner.returns()

    def serialize(self):
        return self._inner.serialize()

    def __str__(self):
        return str(self._inner)

    # A copy (OpenSpiel's Clone deep-copies a Python state) copies `_inner`: `TortugaState.__deepcopy__` clones its table.


def _game_class(short_name, game_type):
    class _Game(pyspiel.Game):
        def __init__(self, params=None):
            self._inner = TortugaGame(short_name, params or {})
            inner = self._inner
            info = pyspiel.GameInfo(
                num_distinct_actions=inner.num_distinct_actions(),
                max_chance_outcomes=0,
                num_players=inner.num_players(),
                min_utility=inner.min_utility(),
                max_utility=inner.max_utility(),
                utility_sum=None,
                max_game_length=inner.max_game_length(),
            )
            super().__init__(game_type, info, params or {})

        def new_initial_state(self):
            return _State(self, self._inner.new_initial_state())

        def make_py_observer(self, iig_obs_type=None, params=None):
            return _Observer(self._inner.make_py_observer(iig_obs_type, params))

    _Game.__name__ = _Game.__qualname__ = "".join(part.title() for part in short_name.split("_")) + "Game"
    return _Game


class _Observer:
    """OpenSpiel's PyObserver over a `TortugaObserver`, reading the inner state."""

    def __init__(self, inner):
        self._inner = inner
        self.tensor = inner.tensor
        self.dict = inner.dict

    def set_from(self, state, player):
        self._inner.set_from(state._inner, player)

    def string_from(self, state, player):
        return self._inner.string_from(state._inner, player)


def register_all(game_types):
    """Registers every game with OpenSpiel (once)."""
    registered = set(pyspiel.registered_names())
    for short_name, info in game_types.items():
        if short_name not in registered:
            game_type = _game_type(short_name, info)
            pyspiel.register_game(game_type, _game_class(short_name, game_type))
