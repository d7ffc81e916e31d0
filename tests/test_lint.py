"""Lint joins the tests: ruff, configured in pyproject.toml ([tool.ruff]), finds nothing in the tree."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing():
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", "."],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def test_ruff_would_catch_a_planted_finding(tmp_path: Path):
    """The lint is live: an unused import and a mutable default in a file of the tree fail it."""
    planted = tmp_path / "planted.py"
    planted.write_text("import os\n\n\ndef f(x=[]):\n    return x\n", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--config",
                             str(ROOT / "pyproject.toml"), "--output-format", "concise", str(planted)],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 1
    assert "F401" in result.stdout and "B006" in result.stdout
