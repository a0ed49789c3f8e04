"""OpenSpiel: the golden playthroughs (test/rl/playthroughs, written by the library) replay through
the Python wrapper byte for byte, as OpenSpiel's `generate_playthrough.replay` regenerates a
playthrough through a game's Python API; and the wrapper behaves as OpenSpiel's states do.

`regenerate` below follows OpenSpiel's playthrough writer (`open_spiel/python/algorithms/
generate_playthrough.py`): its header, its display rule, its tensor notation (numpy float32 values
rounded to 5 places, binary tensors as ◉◯), written anew here against our states' methods.
"""
import collections
import copy
import os
import pickle
import re
import sys
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))

from tortuga_rules import Client  # noqa: E402
from tortuga_rules.openspiel import GAME_TYPES, TERMINAL, load_game, parse_game_string  # noqa: E402
from test_client import server_command  # noqa: E402

PLAYTHROUGHS = os.path.join(ROOT, "test", "rl", "playthroughs")


class Recall:
    """OpenSpiel's IIGObservationType, as far as the observers read it."""

    def __init__(self, perfect_recall, public_info=True, private_info="PrivateInfoType.SINGLE_PLAYER"):
        self.perfect_recall, self.public_info, self.private_info = perfect_recall, public_info, private_info


def escape(text):
    return text.replace("\\", "\\\\").replace("\n", "\\n")


def vector(values):
    full = "".join("◉" if v == 1 else "◯" for v in values)
    if len(values) <= 250:
        return full
    if all(v == 0 for v in values):
        short = "zeros(%d)" % len(values)
    else:
        width = (len(values) + 15) // 16
        short = "binvec(%d, 0x%s)" % (len(values), format(int("".join("1" if v else "0" for v in values), 2), "x").rjust(width, "0"))
    return short if len(short) < len(full) else full


def tensor_lines(tensor, label):
    if tensor.shape != (0,) and np.logical_or(tensor == 0, tensor == 1).all():
        return ["%s: %s" % (label, vector(tensor))]
    return ["%s = [%s]" % (label, ", ".join(str(round(v, 5)) for v in tensor.ravel()))]


def shapes(pieces):
    if len(pieces) == 1:
        return str(list(next(iter(pieces.values())).shape))
    return ", ".join("%s: %s" % (name, list(value.shape)) for name, value in pieces.items())


def regenerate(game_string, actions):
    """A playthrough of `game_string` with these actions, in OpenSpiel's text."""
    game = load_game(game_string, command=server_command(), cwd=ROOT)
    short_name, _ = parse_game_string(game_string)
    kind = GAME_TYPES[short_name]
    observation = game.make_py_observer()
    information = game.make_py_observer(Recall(True))
    with_parts = None
    try:
        with_parts = game.make_py_observer(Recall(False, True, "PrivateInfoType.NONE"))
    except ValueError:
        pass
    assert with_parts is None
    players = range(game.num_players())
    lines = ["game: %s" % game_string, ""]
    lines += [
        "GameType.chance_mode = ChanceMode.SAMPLED_STOCHASTIC",
        "GameType.dynamics = Dynamics.SEQUENTIAL",
        "GameType.information = Information.IMPERFECT_INFORMATION",
        'GameType.long_name = "%s"' % kind["longName"],
        "GameType.max_num_players = %d" % kind["maxPlayers"],
        "GameType.min_num_players = %d" % kind["minPlayers"],
        "GameType.parameter_specification = [%s]" % ", ".join('"%s"' % key for key in sorted(game.get_parameters())),
        "GameType.provides_information_state_string = False",
        "GameType.provides_information_state_tensor = True",
        "GameType.provides_observation_string = True",
        "GameType.provides_observation_tensor = True",
        "GameType.provides_factored_observation_string = False",
        "GameType.reward_model = RewardModel.TERMINAL",
        'GameType.short_name = "%s"' % short_name,
        "GameType.utility = Utility.GENERAL_SUM",
        "",
        "NumDistinctActions() = %d" % game.num_distinct_actions(),
        "PolicyTensorShape() = %s" % game.policy_tensor_shape(),
        "MaxChanceOutcomes() = %d" % game.max_chance_outcomes(),
        "GetParameters() = {%s}" % ",".join("%s=%s" % item for item in sorted(game.get_parameters().items())),
        "NumPlayers() = %d" % game.num_players(),
        "MinUtility() = {:.5}".format(game.min_utility()),
        "MaxUtility() = {:.5}".format(game.max_utility()),
    ]
    try:
        utility_sum = game.utility_sum()
    except RuntimeError:
        utility_sum = None
    lines += [
        "UtilitySum() = %s" % utility_sum,
        "InformationStateTensorShape() = %s" % shapes(information.dict),
        "InformationStateTensorLayout() = TensorLayout.CHW",
        "InformationStateTensorSize() = %d" % len(information.tensor),
        "ObservationTensorShape() = %s" % shapes(observation.dict),
        "ObservationTensorLayout() = TensorLayout.CHW",
        "ObservationTensorSize() = %d" % len(observation.tensor),
        "MaxGameLength() = %d" % game.max_game_length(),
        'ToString() = "%s"' % game,
    ]
    seen = collections.defaultdict(int)
    state = game.new_initial_state()
    index = 0
    try:
        while True:
            player = state.current_player()
            count = seen[player]
            seen[player] += 1
            display = count < 3 or count % 10 == 0
            shown = []
            lines += ["", "# State %d" % index]
            shown += [("# %s" % line).rstrip() for line in str(state).splitlines()]
            shown += [
                "IsTerminal() = %s" % state.is_terminal(),
                "History() = %s" % [int(a) for a in state.history()],
                'HistoryString() = "%s"' % state.history_str(),
                "IsChanceNode() = %s" % state.is_chance_node(),
                "IsSimultaneousNode() = %s" % state.is_simultaneous_node(),
                "CurrentPlayer() = %s" % state.current_player(),
            ]
            for p in players:
                information.set_from(state, p)
                for name, tensor in information.dict.items():
                    shown += tensor_lines(tensor, "InformationStateTensor(%d).%s" % (p, name))
            for p in players:
                shown.append('ObservationString(%d) = "%s"' % (p, escape(observation.string_from(state, p))))
            for p in players:
                observation.set_from(state, p)
                for name, tensor in observation.dict.items():
                    shown += tensor_lines(tensor, "ObservationTensor(%d).%s" % (p, name))
            shown.append('SerializeState() = "%s"' % escape(state.serialize()))
            shown += ["Rewards() = %s" % state.rewards(), "Returns() = %s" % state.returns()]
            if state.is_terminal():
                lines += shown if display else []
                break
            legal = state.legal_actions()
            shown += [
                "LegalActions() = [%s]" % ", ".join(str(a) for a in legal),
                "StringLegalActions() = [%s]" % ", ".join('"%s"' % state.action_to_string(player, a) for a in legal),
                "",
            ]
            lines += shown if display else []
            action = actions[index]
            lines += ['# Apply action "%s"' % state.action_to_string(player, action), "action: %d" % action]
            state.apply_action(action)
            index += 1
    finally:
        game.close()
    return "\n".join(lines) + "\n"


def read(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    game_string = re.search(r"^game: (.*)$", text, re.M).group(1)
    return text, game_string, [int(a) for a in re.findall(r"^action: (\d+)$", text, re.M)]


class PlaythroughReplayTest(unittest.TestCase):
    def test_every_golden_playthrough_replays_byte_for_byte(self):
        files = sorted(os.listdir(PLAYTHROUGHS))
        self.assertGreaterEqual(len(files), 3)
        for name in files:
            with self.subTest(playthrough=name):
                original, game_string, actions = read(os.path.join(PLAYTHROUGHS, name))
                replayed = regenerate(game_string, actions)
                if replayed != original:
                    a, b = replayed.split("\n"), original.split("\n")
                    line = next(i for i, (x, y) in enumerate(zip(a, b)) if x != y) if any(x != y for x, y in zip(a, b)) else min(len(a), len(b))
                    self.fail("%s differs at line %d:\n  replayed: %s\n  file:     %s" % (name, line + 1, a[line][:200] if line < len(a) else "<end>", b[line][:200] if line < len(b) else "<end>"))


class OpenSpielStateTest(unittest.TestCase):
    def setUp(self):
        self.game = load_game("tortuga_dice(players=3,seed=11)", command=server_command(), cwd=ROOT)
        self.addCleanup(self.game.close)

    def test_the_types_here_are_the_servers(self):
        with Client(server_command(), cwd=ROOT) as client:
            self.assertEqual(client.request("hello")["openspiel"], GAME_TYPES)

    def test_game_strings_name_what_is_wrong(self):
        for text, word in (("tortuga_chess", "unknown game"), ("tortuga_dice(colour=3)", "colour"), ("tortuga_dice(players=x)", "whole number")):
            with self.assertRaisesRegex(ValueError, word):
                parse_game_string(text)
        self.assertEqual(parse_game_string("tortuga_1667(seed=4,players=6)"), ("tortuga_1667", {"seed": 4, "players": 6}))
        self.assertEqual(str(self.game), "tortuga_dice(players=3,seed=11)")
        self.assertEqual(self.game.get_parameters(), {"max_decisions": 1000, "players": 3, "seed": 11})

    def test_play_clone_serialize_and_deal_anew(self):
        state = self.game.new_initial_state()
        rng = np.random.RandomState(5)
        for _ in range(12):
            state.apply_action(int(rng.choice(state.legal_actions())))
        twin = copy.deepcopy(state)
        self.assertEqual(twin.history(), state.history())
        twin.apply_action(twin.legal_actions()[0])
        self.assertEqual(len(state.history()), 12)
        restored = self.game.deserialize_state(state.serialize())
        self.assertEqual(str(restored), str(state))
        self.assertEqual(restored.observation_tensor(0), state.observation_tensor(0))
        self.assertEqual(state.legal_actions((state.current_player() + 1) % 3), [])
        while not state.is_terminal():
            state.apply_action(int(rng.choice(state.legal_actions())))
        self.assertEqual(state.current_player(), TERMINAL)
        self.assertEqual(str(state.current_player()), "PlayerId.TERMINAL")
        self.assertIn(sorted(set(state.returns())), ([0.0, 1.0], [1.0]))
        self.assertEqual(state.legal_actions(), [])
        second = self.game.new_initial_state()
        self.assertEqual(second.serialize(), "11/1")
        self.assertNotEqual(second.observation_tensor(0), self.game.deserialize_state("11").observation_tensor(0))

    def test_an_illegal_action_is_refused_by_code(self):
        state = self.game.new_initial_state()
        illegal = next(a for a in range(self.game.num_distinct_actions()) if a not in state.legal_actions())
        with self.assertRaises(Exception) as caught:
            state.apply_action(illegal)
        self.assertEqual(getattr(caught.exception, "code", None), "ILLEGAL_ACTION")
        self.assertEqual(state.history(), [])

    def test_observers_refuse_parameters_and_public_parts(self):
        with self.assertRaisesRegex(ValueError, "no parameters"):
            self.game.make_py_observer(None, {"colour": 1})
        with self.assertRaisesRegex(ValueError, "factored"):
            self.game.make_py_observer(Recall(False, True, "PrivateInfoType.NONE"))


if __name__ == "__main__":
    unittest.main()
