"""mypy at zero errors on the generic engine: `engine/core` and `engine/content` (issue 26, item 8).

The folders and the settings are `[tool.mypy]` in pyproject.toml, so a new module in either folder is
checked without a change here. What they import from elsewhere is read for its types only
(`follow_imports = silent`). The cache lives in a temporary folder, so a run never writes into the tree.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytest.importorskip("mypy", reason="mypy is in the test extras: pip install -e .[test]")


def test_the_generic_engine_type_checks_with_no_error(tmp_path):
    result = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy-cache"),
                             "--config-file", str(ROOT / "pyproject.toml")],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("Success: no issues found"), result.stdout


def test_mypy_is_configured_on_the_two_generic_folders_whole():
    import tomllib

    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert settings["files"] == ["engine/core", "engine/content"]  # folders: new modules are covered by themselves
    assert settings["follow_imports"] == "silent"
