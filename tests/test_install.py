"""`pip install .` (not only editable) ships the schemas and the bundled library, and installs without a C compiler.

The default install compiles nothing (issue 31: the Cython compile is the opt-in `ISLEFORGE_COMPILE=1`, which
takes minutes); the test that proves a machine without a compiler still installs opts in with the compiler `false`.
"""

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


def _install(tmp_path: Path, **env: str) -> tuple[Path, subprocess.CompletedProcess]:
    """`pip install --target` of a clean copy of the repository with `env` added; the target and pip's run."""
    source = tmp_path / "source"  # a clean copy: a developer's stale build/ folder or extensions must not leak in
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".git", "build", "*.egg-info", "__pycache__",
                                                                 ".pytest_cache", ".hypothesis", ".venv",
                                                                 "node_modules", "*.so", "*.pyd", "*.c",
                                                                 "_compiled.json"))
    target = tmp_path / "site"
    command = [sys.executable, "-m", "pip", "install", "--verbose", "--no-deps", "--target", str(target), str(source)]
    if _can_build_offline():
        command.insert(4, "--no-build-isolation")  # the test extras bring a setuptools that builds wheels
    result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, env={**os.environ, **env})
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return target, result


@pytest.mark.slow
def test_a_wheel_install_finds_schemas_and_library_from_any_folder(tmp_path: Path):
    target, pip = _install(tmp_path, ISLEFORGE_PURE_PYTHON="", ISLEFORGE_COMPILE="")  # the default install
    assert ("isleforge: the engine is not compiled (ISLEFORGE_COMPILE=1 was not set for the install); "
            "it runs as pure Python") in pip.stdout + pip.stderr
    assert not [path for path in target.rglob("*") if path.suffix in (".so", ".pyd")]
    installed = target / "engine" / "_data"
    assert (installed / "schemas" / "isles-of-terror" / "adventure.schema.json").is_file()
    assert (installed / "schemas" / "common" / "library.schema.json").is_file()
    assert (installed / "schemas" / "playtest-report.schema.json").is_file()
    assert (installed / "adventures" / "drowned-temple.yaml").is_file()
    assert (installed / "adventures" / "core" / "cards" / "events.yaml").is_file()
    assert (target / "editor" / "templates" / "blank-adventure.yaml").is_file()  # `new adventure --blank`
    assert (target / "engine" / "rulesets" / "island_clash" / "templates" / "new-island.yaml").is_file()  # --ruleset island-clash
    assert (target / "engine" / "rulesets" / "haze_islands" / "templates" / "new-haze.yaml").is_file()  # --ruleset haze-islands
    assert (target / "engine" / "rulesets" / "finis_terrae" / "templates" / "new-finis.yaml").is_file()  # finis-terrae
    assert (target / "engine" / "rulesets" / "cursed_island" / "templates" / "new-cursed.yaml").is_file()  # cursed-island
    assert (installed / "schemas" / "cursed-island" / "adventure.schema.json").is_file()

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
    assert lines[-1] == "43 files checked: no problems"


@pytest.mark.slow
def test_a_machine_without_a_c_compiler_installs_the_pure_python_engine(tmp_path: Path):
    if importlib.util.find_spec("Cython") is None or not _can_build_offline():
        pytest.skip("the build needs Cython and an offline-capable setuptools here (the test extras bring both)")
    target, pip = _install(tmp_path, CC="false", ISLEFORGE_PURE_PYTHON="", ISLEFORGE_COMPILE="1")  # `false` fails every compile
    assert "isleforge: the engine is not compiled (no working C compiler with the Python headers" in pip.stdout + pip.stderr
    assert not [path for path in target.rglob("*") if path.suffix in (".so", ".pyd")]
    env = {**os.environ, "PYTHONPATH": str(target), "ISLEFORGE_PURE_PYTHON": ""}
    code = ("import random; from engine import _compiled; from engine.bots import RandomBot; "
            "from engine.content.resolve import load_adventure; from engine.rulesets.isles_of_terror import Game; "
            "state = Game(load_adventure('drowned-temple'), players=3, seed=4).new_initial_state(); "
            "bot = RandomBot(random.Random(4))\n"
            "while not state.is_terminal(): state.apply_action(bot.step(state))\n"
            "print(_compiled.describe()); print(state.returns())")
    played = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert played.returncode == 0, played.stderr
    assert played.stdout.splitlines()[0] == "engine: pure Python"
