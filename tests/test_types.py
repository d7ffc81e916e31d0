"""mypy at zero errors on the generic engine: `engine/core` and `engine/content` (issue 26, item 8).

The folders and the settings are `[tool.mypy]` in pyproject.toml, so a new module in either folder is
checked without a change here. What they import from elsewhere is read for its types only
(`follow_imports = silent`). The cache lives in a temporary folder, so a run never writes into the tree.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytest.importorskip("mypy", reason="mypy is in the test extras: pip install -e .[test]")

# Each ruleset's pieces satisfy the Protocols the Ruleset interface is typed with (engine/core/protocols.py).
SHAPES = '''
from engine.content import campaign
from engine.core.protocols import CampaignModel, CarryOverDeclaration, Model, TileBudget
from engine.rulesets.island_clash.model import ClashAdventure
from engine.rulesets.isles_of_terror import model
from engine.rulesets.isles_of_terror.checks import budget


def shapes(adventure: model.Adventure, clash: ClashAdventure, saga: campaign.Campaign) -> None:
    policy: TileBudget = budget
    playable: list[Model] = [adventure, clash]
    played: CampaignModel = saga
    declared: CarryOverDeclaration = saga.carry_over
    print(policy, playable, played, declared)
'''


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("mypy-cache")


def mypy(cache: Path, *files: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, MYPYPATH=str(ROOT))  # this tree's modules first, whatever is installed
    return subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(cache), "--config-file",
                           str(ROOT / "pyproject.toml"), *files], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)


def test_the_generic_engine_type_checks_with_no_error(cache):
    result = mypy(cache)  # the files of [tool.mypy]
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("Success: no issues found"), result.stdout


def test_the_rulesets_models_campaigns_and_budget_have_the_shapes_the_ruleset_interface_names(cache, tmp_path):
    shapes = tmp_path / "shapes.py"
    shapes.write_text(SHAPES, encoding="utf-8")
    result = mypy(cache, str(shapes))
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_configured_on_the_two_generic_folders_whole():
    import tomllib

    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert settings["files"] == ["engine/core", "engine/content"]  # folders: new modules are covered by themselves
    assert settings["follow_imports"] == "silent"
