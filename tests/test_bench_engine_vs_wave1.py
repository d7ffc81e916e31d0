"""`benchmarks/engine_vs_wave1.py` (issue 32) builds the wave-1 commit in a temporary git worktree, plays both
sides and prints games per CPU-second and the ratio for each kind of bot; the worktree is gone afterwards."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
WAVE1 = "e3a65257"


def _worktrees() -> str:
    return subprocess.run(["git", "-C", str(ROOT), "worktree", "list", "--porcelain"], capture_output=True,
                          text=True, check=True).stdout


def test_one_round_prints_both_sides_and_the_ratio_and_leaves_no_worktree():
    if subprocess.run(["git", "-C", str(ROOT), "cat-file", "-e", f"{WAVE1}^{{commit}}"]).returncode:
        pytest.skip(f"this clone lacks the wave-1 commit {WAVE1} (a shallow clone)")
    before = _worktrees()
    done = subprocess.run([sys.executable, "benchmarks/engine_vs_wave1.py", "--rounds", "1", "--games", "1",
                           "--greedy-games", "1"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1].strip() == f"{WAVE1}: wave 1 (pure Python)"
    assert lines[2].strip().startswith("this tree: engine: ")
    for kind, line in zip(("random", "greedy"), lines[3:], strict=True):
        assert re.fullmatch(rf" *{kind} bots \(1 games a round\): {WAVE1} +[\d.]+ games/CPU-s +this tree +[\d.]+ "
                            r"games/CPU-s +ratio +[\d.]+x \(goal 5x\)", line), line
    assert _worktrees() == before


def test_an_unknown_commit_is_named_without_a_traceback():
    done = subprocess.run([sys.executable, "benchmarks/engine_vs_wave1.py", "--against", "no-such-commit-i32",
                           "--rounds", "1"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr.startswith("engine_vs_wave1: cannot check out 'no-such-commit-i32' into a temporary worktree")
    assert "Traceback" not in done.stderr


def test_an_existing_tree_is_the_old_side_without_a_worktree():
    # (this very tree against itself: what a compiled build of the base is set against in docs/speed-engine.md)
    before = _worktrees()
    done = subprocess.run([sys.executable, "benchmarks/engine_vs_wave1.py", "--against-tree", str(ROOT), "--rounds",
                           "1", "--games", "1", "--greedy-games", "0"], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1].strip().startswith(f"{ROOT}: engine: ") and lines[2].strip().startswith("this tree: engine: ")
    assert re.fullmatch(rf" *random bots \(1 games a round\): {re.escape(str(ROOT))} +[\d.]+ games/CPU-s +this tree "
                        r"+[\d.]+ games/CPU-s +ratio +[\d.]+x \(goal 5x\)", lines[3]), lines[3]
    assert len(lines) == 4 and _worktrees() == before


def test_a_tree_without_an_engine_is_named_without_a_traceback(tmp_path: Path):
    done = subprocess.run([sys.executable, "benchmarks/engine_vs_wave1.py", "--against-tree", str(tmp_path),
                           "--rounds", "1"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr.strip() == f"engine_vs_wave1: {tmp_path} holds no engine/ folder (give a repository's root)"
