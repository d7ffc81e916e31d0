"""Mutants of the bundled Haze Islands content played by the engine (benchmarks/fuzz_content.py, small).

A mutant the validator accepts is resolved and played with random bots: no crash at any stage. The
benchmark itself failed on every resolved mutant of every ruleset before (`play_out` needs the game's
seed since one Game deals every seed), so this also keeps the benchmark working.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_mutants_of_the_bundled_content_are_played_without_a_crash(tmp_path):
    result = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "fuzz_content.py"), "--ruleset", "haze-islands",
                             "--mutants", "24", "--games", "1", "--out", str(tmp_path / "crashes")],
                            capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    summary = result.stdout.strip().splitlines()[-1]
    assert summary.startswith("haze-islands: 24 mutants") and "; 0 crashes" in summary, summary
    played = int(re.search(r"(\d+) games played", summary).group(1))
    assert played > 0 and "CRASH" not in result.stdout
