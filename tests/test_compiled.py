"""The compiled engine (setup.py, engine/_compiled.py): the pure-Python fallback plays every game the same,
and an extension never runs once its source has changed.

The suite runs with whatever is installed (in CI the default install: pure Python; `ISLEFORGE_COMPILE=1` at
install time compiles). These tests run games in subprocesses with
`ISLEFORGE_PURE_PYTHON=1` and without, and compare them event by event; and they copy the engine to a
temporary folder, edit a compiled module's source there and check that the edit is what runs.
"""

from __future__ import annotations

import importlib.machinery
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine import _compiled

ROOT = Path(__file__).resolve().parents[1]

# Fixed-seed games through the Ruleset seam: every event, action and result of each, one line per game.
GAMES = """
import hashlib, random, sys
from engine.content import paths
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from engine.sim.runner import table_factories

def play(ruleset, model, players, seed, kind, mode=None):
    seats = ruleset.seating(model, players=players, mode=mode, seed=seed)  # (drawn per game where the ruleset draws them)
    state = ruleset.new_game(model, players=players, factions=seats, mode=mode).new_initial_state(seed)
    factory = table_factories(kind, ruleset)[0]
    bots = [factory(random.Random(seed * 10 + seat)) for seat in range(players)]
    lines = []
    while not state.is_terminal():
        action = bots[state.current_player()].step(state)
        lines.append(state.action_to_string(action))
        state.apply_action(action)
    lines += [repr(event) for event in state.log] + [repr(state.returns()), repr(state.scores())]
    return hashlib.sha256("\\n".join(lines).encode()).hexdigest(), len(lines)

library = validate_paths([paths.library_dir()])
for ruleset_id, adventure, players, kinds in [
        ("isles-of-terror", "drowned-temple", 3, ["random", "greedy", "mcts:12"]),
        ("isles-of-terror", "ember-crown", 4, ["random", "greedy"]),
        ("island-clash", "lagoon-crossing", 4, ["random", "greedy", "mcts:12"])]:
    ruleset = rulesets.get(ruleset_id)
    model = ruleset.resolve(library, adventure)
    for kind in kinds:
        for seed in range(3 if kind == "random" else 1):
            print(ruleset_id, adventure, kind, seed, *play(ruleset, model, players, seed, kind))
    if adventure == "drowned-temple":
        print("cooperative", adventure, *play(ruleset, model, players, 2, "random", "cooperative"))
loaded = [name for name, module in sys.modules.items() if name.startswith("engine.")
          and isinstance(getattr(module, "__loader__", None), __import__("importlib").machinery.ExtensionFileLoader)]
print("extensions loaded:", len(loaded))
"""


def _run(code: str, *, pure: bool, cwd: Path = ROOT, pythonpath: Path = ROOT) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(pythonpath), "ISLEFORGE_PURE_PYTHON": "1" if pure else ""}
    result = subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return result


def _compiled_here() -> list[str]:
    return _compiled.status()[0]


@pytest.mark.slow
def test_the_pure_python_fallback_plays_every_game_as_the_installed_engine_does():
    if not _compiled_here():  # the default install: the installed engine is the pure-Python one, nothing to compare
        pytest.skip("the engine is not compiled here (install with ISLEFORGE_COMPILE=1 to compare)")
    installed = _run(GAMES, pure=False).stdout.splitlines()
    pure = _run(GAMES, pure=True).stdout.splitlines()
    assert pure[-1] == "extensions loaded: 0"
    loaded = int(installed[-1].removeprefix("extensions loaded: "))
    assert loaded > 20 if _compiled_here() else loaded == 0  # compiled, the comparison is compiled against pure
    assert len(pure) == 16  # 15 games and the count of extensions
    assert installed[:-1] == pure[:-1]


@pytest.mark.slow
def test_the_golden_transcripts_hold_in_pure_python():
    if not _compiled_here():  # the suite itself has just run the goldens in pure Python
        pytest.skip("the engine is not compiled here: the suite's own golden tests are the pure-Python run")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "ISLEFORGE_PURE_PYTHON": "1"}
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                             "tests/rules/test_golden.py", "tests/rulesets/island_clash/test_clash_golden.py"],
                            cwd=ROOT, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-3000:]
    assert " passed" in result.stdout.splitlines()[-1]


def _engine_copy(tmp_path: Path) -> Path:
    """A copy of the installed engine (sources, extensions, manifest) to edit."""
    shutil.copytree(ROOT / "engine", tmp_path / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


WHERE = ("import importlib, sys; from engine import _compiled; module = importlib.import_module(sys.argv[1]); "
         "print(module.__spec__.origin); print(getattr(module, 'EDITED_AFTER_THE_BUILD', False)); "
         "print(_compiled.describe())")


def _where(copy: Path, module: str, *, pure: bool = False) -> list[str]:
    env = {**os.environ, "PYTHONPATH": str(copy), "ISLEFORGE_PURE_PYTHON": "1" if pure else ""}
    result = subprocess.run([sys.executable, "-c", WHERE, module], cwd=copy, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_an_edited_source_runs_instead_of_its_stale_extension(tmp_path: Path):
    if "engine.core.frames" not in _compiled_here():
        pytest.skip(f"the engine is not compiled here ({_compiled.describe()})")
    copy = _engine_copy(tmp_path)
    source = copy / "engine" / "core" / "frames.py"
    origin, edited, mode = _where(copy, "engine.core.frames")
    assert origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)) and edited == "False"
    assert mode == f"engine: compiled ({len(_compiled_here())} modules)"

    source.write_text(source.read_text() + "\nEDITED_AFTER_THE_BUILD = True\n")
    # every module that cimports `Frame` or `Decision` (state.pxd, clones.pxd, the procedures' and decisions'
    # modules), or a module that does (`State`), runs as Python with it: its extension would find a plain class
    # where it checks the extension type at import
    dependents = [f"engine.rulesets.isles_of_terror.{name}"
                  for name in ("actions", "allies", "camps", "cards", "choices", "clones", "combat", "explore",
                               "freeacts", "greedy", "move", "resources", "scoring", "season", "state",
                               "team_actions", "terror_effects", "terror_moves", "threat", "triggers", "turn", "ways")]
    assert _where(copy, "engine.core.frames") == [
        str(source), "True",
        f"engine: compiled ({len(_compiled_here()) - 1 - len(dependents)} modules); edited since the build, so run "
        f"as Python: engine.core.frames, {', '.join(dependents)}"]
    greedy = copy / "engine" / "rulesets" / "isles_of_terror" / "greedy.py"
    assert _where(copy, "engine.rulesets.isles_of_terror.greedy")[:2] == [str(greedy), "False"]


def test_an_edited_pxd_makes_its_extension_stale_too(tmp_path: Path):
    # a module's .pxd gives its C types to the build: the build of another .pxd is not this module's
    name = "engine.rulesets.isles_of_terror.greedy"
    if name not in _compiled_here():
        pytest.skip(f"the engine is not compiled here ({_compiled.describe()})")
    copy = _engine_copy(tmp_path)
    assert _where(copy, name)[0].endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    types = copy / "engine" / "rulesets" / "isles_of_terror" / "greedy.pxd"
    types.write_text(types.read_text() + "\n# edited after the build\n")
    assert _where(copy, name)[0] == str(copy / "engine" / "rulesets" / "isles_of_terror" / "greedy.py")


def test_isleforge_pure_python_at_run_time_loads_every_source(tmp_path: Path):
    if not _compiled_here():
        pytest.skip(f"the engine is not compiled here ({_compiled.describe()})")
    copy = _engine_copy(tmp_path)
    origin, _, mode = _where(copy, "engine.rulesets.isles_of_terror.state", pure=True)
    assert origin == str(copy / "engine" / "rulesets" / "isles_of_terror" / "state.py")
    assert mode == "engine: pure Python (ISLEFORGE_PURE_PYTHON is set)"


def test_an_extension_the_last_build_did_not_write_never_loads(tmp_path: Path):
    """Left behind by an older build (or a build that fell back to pure Python, which writes an empty manifest):
    here a file that is no extension at all, so loading it would fail the import."""
    copy = _engine_copy(tmp_path)
    for leftover in (copy / "engine").rglob("*"):
        if leftover.name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)):
            leftover.unlink()
    (copy / "engine" / "_compiled.json").write_text(json.dumps({"modules": {}}))
    stale = copy / "engine" / "core" / f"events{importlib.machinery.EXTENSION_SUFFIXES[0]}"
    stale.write_bytes(b"not an extension: an older build's leftover")
    assert _where(copy, "engine.core.events") == [str(copy / "engine" / "core" / "events.py"), "False",
                                                  "engine: pure Python"]


def test_isleforge_version_says_which_engine_runs():
    result = _run("from editor.cli import main; main(['--version'])", pure=True)
    assert result.stdout.splitlines()[1:] == ["engine: pure Python (ISLEFORGE_PURE_PYTHON is set)"]


@pytest.mark.slow
def test_an_editable_rebuild_compiles_only_the_edited_module(tmp_path: Path):
    """`pip install -e .` after an edit of one module (setup.py's `build_ext --inplace`, as pip runs it)."""
    import importlib.util

    built = json.loads((ROOT / "engine" / "_compiled.json").read_text()) if _compiled_here() else {}
    cython = importlib.util.find_spec("Cython")
    if not built or cython is None or built.get("cython") != __import__("Cython").__version__:
        pytest.skip(f"needs a compiled engine here and the Cython that built it ({_compiled.describe()})")
    copy = tmp_path / "source"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".git", "build", "*.egg-info", "__pycache__", ".venv",
                                                               ".pytest_cache", ".hypothesis", "node_modules"))
    source = copy / "engine" / "core" / "events.py"
    source.write_text(source.read_text() + "\nEDITED_AFTER_THE_BUILD = True\n")
    env = {**os.environ, "ISLEFORGE_PURE_PYTHON": "", "ISLEFORGE_COMPILE": "1"}
    result = subprocess.run([sys.executable, "setup.py", "-q", "build_ext", "--inplace"], cwd=copy, env=env,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    count = len(built["modules"])
    assert f"isleforge: compiled 1 engine modules with Cython, {count - 1} unchanged since the last build" \
        in result.stderr
    origin, edited, mode = _where(copy, "engine.core.events")
    assert origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)) and edited == "True"
    assert mode == f"engine: compiled ({count} modules)"
