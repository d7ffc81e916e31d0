"""Layer contracts: engine never imports Qt or the editor; headless commands never import Qt."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_import_linter_contracts_hold():
    lint_imports = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]["contracts"]
    kept = re.search(r"Contracts: (\d+) kept, 0 broken\.", result.stdout)
    assert kept and int(kept.group(1)) == len(contracts), result.stdout


def test_a_qt_import_in_the_engine_would_break_the_contract(tmp_path: Path):
    """The contract is live: a copy of the tree with one forbidden import fails it."""
    import shutil

    copy = tmp_path / "tree"
    shutil.copytree(ROOT / "engine", copy / "engine", ignore=shutil.ignore_patterns("__pycache__", "_data"))
    shutil.copytree(ROOT / "editor", copy / "editor", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    (copy / "engine" / "content" / "sneaky.py").write_text("import PySide6.QtCore\n", encoding="utf-8")
    lint_imports = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint_imports), "--no-cache"], cwd=copy, capture_output=True, text=True,
                            env={"PYTHONPATH": str(copy), "PATH": ""})
    assert result.returncode == 1
    assert "engine.content.sneaky -> PySide6" in result.stdout
