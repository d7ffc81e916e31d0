"""`pip install .` (not only editable) ships the schemas and the bundled library."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _can_build_offline() -> bool:
    if importlib.util.find_spec("setuptools") is None:
        return False
    from importlib.metadata import version

    major, minor = (int(p) for p in version("setuptools").split(".")[:2])
    return (major, minor) >= (70, 1) or importlib.util.find_spec("wheel") is not None


@pytest.mark.slow
def test_a_wheel_install_finds_schemas_and_library_from_any_folder(tmp_path: Path):
    source = tmp_path / "source"  # a clean copy: a developer's stale build/ folder must not leak in
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".git", "build", "*.egg-info", "__pycache__",
                                                                 ".pytest_cache", ".hypothesis", ".venv",
                                                                     "node_modules"))
    target = tmp_path / "site"
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target), str(source)]
    if _can_build_offline():
        command.insert(4, "--no-build-isolation")  # the test extras bring a setuptools that builds wheels
    subprocess.run(command, check=True, cwd=tmp_path, capture_output=True, text=True)
    installed = target / "engine" / "_data"
    assert (installed / "schemas" / "isles-of-terror" / "adventure.schema.json").is_file()
    assert (installed / "schemas" / "common" / "library.schema.json").is_file()
    assert (installed / "schemas" / "playtest-report.schema.json").is_file()
    assert (installed / "adventures" / "drowned-temple.yaml").is_file()
    assert (installed / "adventures" / "core" / "cards" / "events.yaml").is_file()
    assert (target / "editor" / "templates" / "blank-adventure.yaml").is_file()  # `new adventure --blank`
    assert (target / "engine" / "rulesets" / "island_clash" / "templates" / "new-island.yaml").is_file()  # --ruleset island-clash

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(target)}
    code = ("import sys; from engine.content import paths; from editor.cli import main; "
            "print(paths.schemas_dir()); print(paths.library_dir()); sys.exit(main(['validate']))")
    result = subprocess.run([sys.executable, "-c", code], cwd=elsewhere, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert Path(lines[0]) == installed / "schemas"
    assert Path(lines[1]) == installed / "adventures"
    assert lines[-1] == "21 files checked: no problems"
