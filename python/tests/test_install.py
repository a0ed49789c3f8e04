"""`pip install ./python` works offline (the package's own build backend needs nothing from a
network), and what it installs is the package, at the npm package's version."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PYTHON = os.path.dirname(HERE)
ROOT = os.path.dirname(PYTHON)


class InstallTest(unittest.TestCase):
    def test_pip_installs_the_package_without_an_index(self):
        with tempfile.TemporaryDirectory() as target:
            subprocess.run([sys.executable, "-m", "pip", "install", "--no-index", "--no-cache-dir", "--quiet", "--target", target, PYTHON], check=True, env=dict(os.environ, PIP_FIND_LINKS=""))
            probe = "import tortuga_rules, sys; print(tortuga_rules.__file__); print(tortuga_rules.__version__); print(sorted(tortuga_rules.__all__))"
            out = subprocess.run([sys.executable, "-c", probe], cwd=target, env=dict(os.environ, PYTHONPATH=target), check=True, capture_output=True, text=True).stdout.split("\n")
            self.assertTrue(out[0].startswith(target), out[0])
            with open(os.path.join(ROOT, "package.json"), encoding="utf-8") as file:
                version = json.load(file)["version"]
            self.assertEqual(out[1], version)
            with open(os.path.join(PYTHON, "pyproject.toml"), encoding="utf-8") as file:
                self.assertIn('version = "%s"' % version, file.read())
            self.assertIn("TortugaParallelEnv", out[2])
            self.assertTrue(any(name.endswith(".dist-info") for name in os.listdir(target)))


if __name__ == "__main__":
    unittest.main()
