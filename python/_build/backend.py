"""The package's own PEP 517 build backend: a pure-Python wheel (and an sdist) from the standard
library alone, so that `pip install ./python` works without a network (pip builds in an isolated
environment and would otherwise download setuptools). It packs `tortuga_rules/` and writes the
metadata of pyproject.toml's [project] table."""
import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "tortuga_rules"


def _project():
    """pyproject.toml's [project] strings and the extras (tomllib where Python has it)."""
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as file:
        text = file.read()
    try:
        import tomllib

        data = tomllib.loads(text.decode("utf-8"))
        return data["project"]
    except ImportError:  # Python < 3.11: the table's simple `key = "value"` lines are enough
        section = text.decode("utf-8").split("[project]", 1)[1].split("\n[", 1)[0]
        return {key: value for key, value in re.findall(r'^(\w[\w-]*) = "([^"]*)"', section, re.M)}


def _metadata(project):
    lines = ["Metadata-Version: 2.1", "Name: " + project["name"], "Version: " + project["version"], "Summary: " + project.get("description", "")]
    if "requires-python" in project:
        lines.append("Requires-Python: " + project["requires-python"])
    for extra, requirements in project.get("optional-dependencies", {}).items():
        lines.append("Provides-Extra: " + extra)
        lines.extend('Requires-Dist: %s; extra == "%s"' % (requirement, extra) for requirement in requirements)
    return "\n".join(lines) + "\n"


def _files():
    for folder, _, names in os.walk(os.path.join(ROOT, PACKAGE)):
        for name in sorted(names):
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                yield path, os.path.relpath(path, ROOT).replace(os.sep, "/")


def _digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    project = _project()
    name = re.sub(r"[-_.]+", "_", project["name"]).lower()
    info = "%s-%s.dist-info" % (name, project["version"])
    wheel = "%s-%s-py3-none-any.whl" % (name, project["version"])
    entries = [(arcname, open(path, "rb").read()) for path, arcname in _files()]
    entries.append((info + "/METADATA", _metadata(project).encode("utf-8")))
    entries.append((info + "/WHEEL", b"Wheel-Version: 1.0\nGenerator: tortuga-rules backend\nRoot-Is-Purelib: true\nTag: py3-none-any\n"))
    record = "".join("%s,%s,%d\n" % (arcname, _digest(data), len(data)) for arcname, data in entries) + info + "/RECORD,,\n"
    entries.append((info + "/RECORD", record.encode("utf-8")))
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w", zipfile.ZIP_DEFLATED) as archive:
        for arcname, data in entries:
            archive.writestr(arcname, data)
    return wheel


def build_sdist(sdist_directory, config_settings=None):
    project = _project()
    base = "%s-%s" % (re.sub(r"[-_.]+", "_", project["name"]).lower(), project["version"])
    sdist = base + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, sdist), "w:gz") as archive:
        for path in [os.path.join(ROOT, "pyproject.toml"), os.path.join(ROOT, "_build", "backend.py")] + [path for path, _ in _files()]:
            archive.add(path, arcname=base + "/" + os.path.relpath(path, ROOT).replace(os.sep, "/"))
        info = tarfile.TarInfo(base + "/PKG-INFO")
        data = _metadata(project).encode("utf-8")
        info.size = len(data)
        archive.addfile(info, io.BytesIO(data))
    return sdist
