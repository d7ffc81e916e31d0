"""`benchmarks/mcts_cost.py` (issue 32) prints, per adventure, the search's cost a decision and a digest of the
moves it picked and the iterations it spent: two searches compare like for like only when their digests
are equal (the compiled build against pure Python, a change meant to keep every move). Bad arguments are
named without a traceback."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINE = re.compile(r"this tree (drowned-temple|lagoon-crossing) +[\d.]+ ms CPU a decision, +\d+ iterations/CPU-s "
                  r"\(\d+ a decision, (\d+) positions, moves ([0-9a-f]{12})\)")


def _digests(*options: str) -> dict:
    done = subprocess.run([sys.executable, "benchmarks/mcts_cost.py", "--games", "1", "--every", "24", *options],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    found = {}
    for line in done.stdout.splitlines():
        match = LINE.fullmatch(line)
        if match:
            found[match[1]] = (int(match[2]), match[3])
    assert set(found) == {"drowned-temple", "lagoon-crossing"}, done.stdout
    return found


def test_another_search_of_the_same_positions_prints_another_moves_digest():
    default = _digests()
    shallow = _digests("--options", '{"depth": 2}')
    assert default["drowned-temple"][0] == shallow["drowned-temple"][0] == 13  # the same positions ...
    assert default["drowned-temple"][1] != shallow["drowned-temple"][1]  # ... searched to other moves


def test_an_unknown_commit_or_option_is_named_without_a_traceback():
    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "benchmarks/mcts_cost.py", "--games", "1", "--every", "200", *args],
                              cwd=ROOT, capture_output=True, text=True, timeout=300)

    commit = run("--against", "no-such-commit-i32")
    assert commit.returncode == 1 and "Traceback" not in commit.stderr
    assert commit.stderr.strip() == ("mcts_cost: this clone has no commit 'no-such-commit-i32' to measure beside this "
                                     "tree (fetch it, or name another with --against)")
    option = run("--options", '{"depht": 4}')
    assert option.returncode == 1 and "Traceback" not in option.stderr
    assert option.stderr.strip().endswith("failed with --options {\"depht\": 4}: TypeError: MCTSBot.__init__() got an "
                                          "unexpected keyword argument 'depht'")
    listed = run("--options", "[4]")
    assert listed.returncode == 2 and "Traceback" not in listed.stderr
    assert listed.stderr.strip().endswith("--options is MCTSBot's keyword arguments as a JSON object "
                                          "('{\"depth\": 4}'), not [4]")
