"""python/examples/train_dice.py runs (a few seconds of training, as a smoke test: the guide has its
full learning curve) and its learner wins more than it did untrained."""
import json
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from test_client import ROOT, server_command  # noqa: E402

try:
    import numpy  # noqa: F401
except ImportError:  # pragma: no cover - depends on the machine
    numpy = None


@unittest.skipIf(numpy is None, "the example uses numpy")
class TrainingExampleTest(unittest.TestCase):
    def test_train_dice_learns_against_easy_in_a_few_seconds(self):
        env = dict(os.environ, TORTUGA_RULES_SERVE=" ".join(server_command()))
        out = subprocess.run([sys.executable, os.path.join(ROOT, "python", "examples", "train_dice.py"), "--steps", "300", "--report", "100", "--eval", "256"], env=env, cwd=ROOT, capture_output=True, text=True, timeout=300, check=True).stdout
        lines = out.strip().split("\n")
        self.assertEqual(len([line for line in lines if line[:5].strip().isdigit()]), 3, out)
        easy = [line for line in lines if line.startswith("vs easy")][0].split()
        untrained, trained = float(easy[4]), float(easy[7])
        self.assertGreater(trained, untrained + 0.2, out)


class MatchAgentExampleTest(unittest.TestCase):
    def test_the_match_agent_plays_through_the_match_command(self):
        command = server_command()[:-2] + ["match", "--game", "1667", "--players", "5", "--games", "2", "--bots", "easy", "--agent", "%s %s" % (sys.executable, os.path.join(ROOT, "python", "examples", "match_agent.py"))]
        env = {key: value for key, value in os.environ.items() if key != "LLM_URL"}
        report = json.loads(subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=True).stdout)
        self.assertEqual(report["games"], 2)
        self.assertEqual(report["refused"], 0)
        self.assertGreater(report["decisions"], 5)
        self.assertLessEqual(report["promptChars"]["max"], 4000)


if __name__ == "__main__":
    unittest.main()
