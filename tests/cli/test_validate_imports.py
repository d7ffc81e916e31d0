"""`isleforge validate` of a valid library loads no rules engine, no Qt, no Dask, no python-jsonschema.

A cold `isleforge validate` is measured against check-jsonschema (benchmarks/validate_library.py,
issue 32): most of its time was imports. Checking content needs each ruleset's object, kinds,
schemas and checks; its game, bots, reports, the simulator and the editor are for other commands,
and python-jsonschema words the diagnostics of a file the compiled schema check fails (so a valid
library never loads it). The run is a fresh process, as the command is.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import contextlib, io, json, sys
from editor.cli import main
with contextlib.redirect_stdout(io.StringIO()) as out:
    code = main(sys.argv[1:])
print(json.dumps({"code": code, "out": out.getvalue(), "modules": sorted(sys.modules)}))
"""

NOT_FOR_VALIDATE = ("engine.rulesets.isles_of_terror.game", "engine.rulesets.isles_of_terror.greedy",
                    "engine.rulesets.isles_of_terror.report", "engine.rulesets.island_clash.game",
                    "engine.rulesets.island_clash.greedy", "engine.rulesets.haze_islands.game",
                    "engine.rulesets.haze_islands.greedy", "engine.rulesets.haze_islands.report", "engine.sim", "engine.bots.mcts", "jsonschema",
                    "PySide6", "dask", "distributed")


def _run(*arguments: str) -> dict:
    done = subprocess.run([sys.executable, "-c", PROBE, *arguments], cwd=ROOT, capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout.splitlines()[-1])


def test_validating_the_bundled_library_loads_only_what_checking_needs():
    result = _run("validate")
    assert result["code"] == 0
    assert result["out"].endswith("files checked: no problems\n")
    loaded = [m for m in result["modules"] if any(m == name or m.startswith(name + ".") for name in NOT_FOR_VALIDATE)]
    assert loaded == []


def test_an_invalid_file_is_worded_by_python_jsonschema(tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("kind: faction\nschema_version: 1\nid: Not An Id\n", encoding="utf-8")
    result = _run("validate", str(broken))
    assert result["code"] == 1
    assert "jsonschema" in result["modules"]
    assert "[schema/bad-id]" in result["out"]


def test_the_help_still_lists_every_command():
    done = subprocess.run([sys.executable, "-m", "editor.cli", "--help"], cwd=ROOT, capture_output=True, text=True,
                          check=True)
    for name in ("edit", "validate", "list", "new", "schema-docs", "playtest", "replay", "export", "pack",
                 "unpack", "sweep"):
        assert f"  {name} " in done.stdout
