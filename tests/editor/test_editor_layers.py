"""The editor's contracts are live: a copy of the tree with one planted import breaks exactly the contract it should.

The contracts (pyproject.toml): the generic editor never imports `engine.rulesets`; editor rulesets never
import each other; Isles of Terror is imported only by its own engine and editor packages; the map
designer and the playtest tools never import each other.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GENERIC = "the generic editor reaches a game only through the Ruleset interface and editor.rulesets"
EDITOR_RULESETS = "editor rulesets never import each other"
PROTECTED = "Isles of Terror is imported only by its own engine and editor packages"
FEATURES = "the map designer and the playtest tools never import each other"

PLANTED = {  # name: (file to add, its text, the contracts it breaks, a line of the report)
    "playtest-imports-prose": ("editor/playtest/sneaky.py", "import engine.rulesets.isles_of_terror.prose\n",
                               {GENERIC, PROTECTED}, "editor.playtest.sneaky -> engine.rulesets.isles_of_terror.prose"),
    "board-reaches-ruleset-indirectly": ("editor/board/sneaky.py", "import editor.rulesets.isles_of_terror.odds_panel\n",
                                         {GENERIC}, "editor.board.sneaky -> editor.rulesets.isles_of_terror.odds_panel"),
    "editor-ruleset-imports-another": ("editor/rulesets/other/__init__.py", "import editor.rulesets.isles_of_terror\n",
                                       {EDITOR_RULESETS}, "editor.rulesets.other -> editor.rulesets.isles_of_terror"),
    "editor-ruleset-imports-another-game": ("editor/rulesets/other/__init__.py",
                                            "import engine.rulesets.isles_of_terror.threat\n",
                                            {PROTECTED}, "editor.rulesets.other -> engine.rulesets.isles_of_terror.threat"),
    "map-imports-playtest": ("editor/map/sneaky.py", "import editor.playtest.timeline\n",
                             {FEATURES}, "editor.map.sneaky -> editor.playtest.timeline"),
    "playtest-imports-map": ("editor/playtest/sneaky.py", "from editor.map import board\n",
                             {FEATURES}, "editor.playtest.sneaky -> editor.map.board"),
}


def _lint(tree: Path) -> subprocess.CompletedProcess:
    lint_imports = Path(sys.executable).with_name("lint-imports")
    return subprocess.run([str(lint_imports), "--no-cache"], cwd=tree, capture_output=True, text=True,
                          env={"PYTHONPATH": str(tree), "PATH": ""})


def _broken(report: str) -> set[str]:
    """The names of the contracts a report says are broken (a long name wraps onto the next line)."""
    listing = report.split(" dependencies.", 1)[1].split("Contracts: ", 1)[0].strip("-\n")
    joined = " ".join(line.strip() for line in listing.splitlines())
    return {name.strip() for name, verdict in re.findall(r"(.+?) (KEPT|BROKEN)(?: |$)", joined) if verdict == "BROKEN"}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(PLANTED))
def test_a_planted_import_breaks_its_contract(tmp_path: Path, name: str):
    path, text, contracts, line = PLANTED[name]
    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "engine", tree / "engine", ignore=shutil.ignore_patterns("__pycache__", "_data"))
    shutil.copytree(ROOT / "editor", tree / "editor", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tree / "pyproject.toml")
    (tree / path).parent.mkdir(parents=True, exist_ok=True)
    (tree / path).write_text(text, encoding="utf-8")
    result = _lint(tree)
    assert result.returncode == 1, result.stdout + result.stderr
    assert _broken(result.stdout) == contracts, result.stdout
    assert line in result.stdout
