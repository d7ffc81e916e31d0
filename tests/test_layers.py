"""Layer contracts: every import-linter contract in pyproject.toml holds, and each one is live
(a copy of the tree with one planted violation breaks it); no import cycle inside `engine`."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")
CONTRACTS = [c["name"] for c in tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
             ["tool"]["importlinter"]["contracts"]]


def _lint(cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    # COLUMNS: lint-imports wraps long contract names at the terminal width
    return subprocess.run([str(LINT_IMPORTS), "--no-cache"], cwd=cwd, capture_output=True, text=True,
                          env={"COLUMNS": "400", **(env or {})})


def test_import_linter_contracts_hold():
    result = _lint(ROOT, {"PATH": ""})
    assert result.returncode == 0, result.stdout + result.stderr
    kept = re.search(r"Contracts: (\d+) kept, 0 broken\.", result.stdout)
    assert kept and int(kept.group(1)) == len(CONTRACTS), result.stdout


# -- each contract is live: a planted violation breaks it ----------------------------------------
@dataclass(frozen=True)
class Planted:
    """One forbidden import planted in a copy of the tree, and what lint-imports must say."""

    contract: str | tuple[str, ...]  # the name(s) in pyproject.toml of the contract(s) it breaks
    path: str  # the file the import goes into (created, or appended to if it exists)
    line: str  # the planted import
    reported: str  # the import chain lint-imports reports for it
    also: dict[str, str] = field(default_factory=dict)  # other files the plant needs (path -> text)

    @property
    def contracts(self) -> list[str]:
        return sorted([self.contract] if isinstance(self.contract, str) else self.contract)


GENERIC_EDITOR = "the generic editor reaches a game only through the Ruleset interface and editor.rulesets"
EDITOR_RULESETS = "editor rulesets never import each other"
PROTECTED = "Isles of Terror is imported only by its own engine and editor packages"
FEATURES = "the map designer and the playtest tools never import each other"
CLASH_LAYERS = ("Island Clash is layered: its ruleset, readers and bots, game, state, turn, steps, decks and checks, "
                "model, facts")
CLASH_PROTECTED = "Island Clash is imported only by its own engine and editor packages"
HAZE_LAYERS = ("Haze Islands is layered: its ruleset, readers and bots, game and content, state and checks, flow, "
               "round end, actions, orders, steps, ends, cards, model")
HAZE_PROTECTED = "Haze Islands is imported only by its own engine and editor packages"
FINIS_PROTECTED = "Finis Terrae is imported only by its own engine and editor packages"
CURSED_PROTECTED = "Cursed Island is imported only by its own engine and editor packages"
CURSED_LAYERS = ("Cursed Island is layered: its ruleset, bots, game and content, reports, state, the round, the action "
                 "phase, pawns and groups, effects, wounds and decks, checks and model")
FINIS_LAYERS = ("Finis Terrae is layered: its ruleset, bots, game and content, state, flow, the day's steps, a move's "
                "end, ports, the sea, holds and model")


PLANTED = [
    Planted("engine never imports Qt or the editor",
            "engine/content/sneaky.py", "import PySide6.QtCore", "engine.content.sneaky -> PySide6"),
    Planted("engine never imports Qt or the editor",
            "engine/sim/sneaky.py", "import editor.views", "engine.sim.sneaky -> editor.views"),
    Planted(("generic engine code reaches a game only through the Ruleset interface", PROTECTED),
            "engine/sim/sneaky.py", "from engine.rulesets.isles_of_terror import state",
            "engine.sim.sneaky -> engine.rulesets.isles_of_terror.state"),
    Planted(("rulesets never import each other", PROTECTED),  # a second ruleset package borrowing from the first
            "engine/rulesets/sneaky_isles/board.py", "from engine.rulesets.isles_of_terror import board",
            "engine.rulesets.sneaky_isles.board -> engine.rulesets.isles_of_terror.board",
            also={"engine/rulesets/sneaky_isles/__init__.py": '"""A second ruleset."""\n'}),
    Planted("Isles of Terror is layered: registries, state and facts, mutations, procedures, triggers and effects, game",
            "engine/rulesets/isles_of_terror/board.py", "from . import combat",  # a fact reaching up to a procedure
            "engine.rulesets.isles_of_terror.board -> engine.rulesets.isles_of_terror.combat"),
    Planted("Isles of Terror is layered: registries, state and facts, mutations, procedures, triggers and effects, game",
            "engine/rulesets/isles_of_terror/scoring.py", "from .triggers import fire as fire_directly",
            "engine.rulesets.isles_of_terror.scoring -> engine.rulesets.isles_of_terror.triggers"),
    Planted("headless CLI commands never import Qt",
            "editor/cli/playtest.py", "import PySide6.QtWidgets", "editor.cli.playtest -> PySide6"),
    Planted((GENERIC_EDITOR, PROTECTED), "editor/playtest/sneaky.py", "import engine.rulesets.isles_of_terror.prose",
            "editor.playtest.sneaky -> engine.rulesets.isles_of_terror.prose"),
    Planted(GENERIC_EDITOR, "editor/board/sneaky.py", "import editor.rulesets.isles_of_terror.odds_panel",
            "editor.board.sneaky -> editor.rulesets.isles_of_terror.odds_panel"),
    Planted(EDITOR_RULESETS, "editor/rulesets/other/__init__.py", "import editor.rulesets.isles_of_terror",
            "editor.rulesets.other -> editor.rulesets.isles_of_terror"),
    Planted(PROTECTED, "editor/rulesets/other/__init__.py", "import engine.rulesets.isles_of_terror.threat",
            "editor.rulesets.other -> engine.rulesets.isles_of_terror.threat"),
    Planted(CLASH_LAYERS, "engine/rulesets/island_clash/board.py", "from . import battle",  # a fact reaching a step
            "engine.rulesets.island_clash.board -> engine.rulesets.island_clash.battle"),
    Planted(CLASH_PROTECTED, "editor/rulesets/other/__init__.py", "import engine.rulesets.island_clash.decks",
            "editor.rulesets.other -> engine.rulesets.island_clash.decks"),
    Planted(HAZE_LAYERS, "engine/rulesets/haze_islands/cards.py", "from . import flow",  # time reaching the turn
            "engine.rulesets.haze_islands.cards -> engine.rulesets.haze_islands.flow"),
    Planted(HAZE_PROTECTED, "editor/rulesets/other/__init__.py", "import engine.rulesets.haze_islands.orders",
            "editor.rulesets.other -> engine.rulesets.haze_islands.orders"),
    Planted(FINIS_PROTECTED, "editor/rulesets/other/__init__.py", "import engine.rulesets.finis_terrae.model",
            "editor.rulesets.other -> engine.rulesets.finis_terrae.model"),
    Planted(CURSED_PROTECTED, "editor/rulesets/other/__init__.py", "import engine.rulesets.cursed_island.model",
            "editor.rulesets.other -> engine.rulesets.cursed_island.model"),
    Planted(CURSED_LAYERS, "engine/rulesets/cursed_island/wounds.py", "from . import flow",  # a wound reaching the round
            "engine.rulesets.cursed_island.wounds -> engine.rulesets.cursed_island.flow"),
    Planted(FINIS_LAYERS, "engine/rulesets/finis_terrae/holds.py", "from . import trade",  # a hold reaching a trade
            "engine.rulesets.finis_terrae.holds -> engine.rulesets.finis_terrae.trade"),
    Planted(FEATURES, "editor/map/sneaky.py", "import editor.playtest.timeline",
            "editor.map.sneaky -> editor.playtest.timeline"),
    Planted(FEATURES, "editor/playtest/sneaky.py", "from editor.map import board",
            "editor.playtest.sneaky -> editor.map.board"),
    Planted("the kit and the Ruleset interface (engine.core) never import the engine layers above them",
            "engine/core/ruleset.py", "from engine.bots.random_bot import RandomBot as _Planted",
            "engine.core.ruleset -> engine.bots.random_bot"),
]


def test_every_contract_has_a_planted_violation():
    assert sorted({c for p in PLANTED for c in p.contracts}) == sorted(CONTRACTS)


@pytest.mark.parametrize("plant", PLANTED, ids=lambda p: p.reported)
def test_a_planted_violation_breaks_its_contract(plant: Planted, tmp_path: Path):
    copy = tmp_path / "tree"
    for package in ("engine", "editor"):
        shutil.copytree(ROOT / package, copy / package, ignore=shutil.ignore_patterns("__pycache__", "_data"))
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    for path, text in plant.also.items():
        (copy / path).parent.mkdir(parents=True, exist_ok=True)
        (copy / path).write_text(text, encoding="utf-8")
    target = copy / plant.path
    target.parent.mkdir(parents=True, exist_ok=True)
    before = target.read_text(encoding="utf-8") if target.exists() else ""
    target.write_text(before + plant.line + "  # planted\n", encoding="utf-8")

    result = _lint(copy, {"PYTHONPATH": str(copy), "PATH": ""})

    assert result.returncode == 1, result.stdout + result.stderr
    broken = re.findall(r"^(.+) BROKEN$", result.stdout, re.M)
    assert sorted(broken) == plant.contracts, result.stdout
    assert plant.reported in result.stdout, result.stdout


# -- no import cycle inside the engine -------------------------------------------------------------
def import_cycles(package: str) -> list[list[str]]:
    """The import cycles (strongly connected components of more than one module) among the modules
    of a package; a package's `__init__` importing its own submodules does not count."""
    graph = grimp.build_graph(package)
    modules = sorted(graph.modules)
    edges = {m: sorted(n for n in graph.find_modules_directly_imported_by(m)
                       if n in graph.modules and n != m and not n.startswith(m + "."))
             for m in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(root: str) -> None:  # Tarjan's algorithm, iterative (the graph has hundreds of modules)
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            v, successors = work[-1]
            for w in successors:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(edges[w])))
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[v])
                if low[v] == index[v]:
                    component = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        component.append(w)
                        if w == v:
                            break
                    if len(component) > 1:
                        cycles.append(sorted(component))

    for module in modules:
        if module not in index:
            visit(module)
    return cycles


def test_no_import_cycle_inside_the_engine():
    assert import_cycles("engine") == []


def test_the_cycle_finder_finds_a_planted_cycle(tmp_path: Path, monkeypatch):
    """The check is live: two modules importing each other form a cycle; a package `__init__`
    importing its own submodule does not."""
    package = tmp_path / "looped"
    package.mkdir()
    (package / "__init__.py").write_text("from . import a, b, c\n", encoding="utf-8")
    (package / "a.py").write_text("from . import b\n", encoding="utf-8")
    (package / "b.py").write_text("from .c import x\n", encoding="utf-8")
    (package / "c.py").write_text("import looped.a\nx = 1\n", encoding="utf-8")
    (package / "d.py").write_text("from . import a\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert import_cycles("looped") == [["looped.a", "looped.b", "looped.c"]]
