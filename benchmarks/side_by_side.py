"""Measure this tree and an older commit in one run: the old commit unpacked in a temporary folder, CPU
time of child processes, rounds interleaved so both sides see the same machine load.

```python
from side_by_side import commit_tree, child_cpu
with commit_tree("494e71b") as old:                 # a Path: `git archive` of the commit, unpacked
    seconds = child_cpu([sys.executable, "-m", "editor", "playtest", ...], cwd=old)
```

Used by the benchmarks that print a before/after ratio (`sweep.py`, `dask_playtest.py`,
`mcts_arena.py --against`). A process run with `cwd=TREE` and `-m` or a script that puts its working
folder first on `sys.path` imports that tree's `engine` and `editor`, whatever is installed.
"""

from __future__ import annotations

import contextlib
import io
import resource
import statistics
import subprocess
import tarfile
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@contextlib.contextmanager
def commit_tree(rev: str) -> Iterator[Path]:
    """The files of commit `rev` of this repository in a temporary folder (removed afterwards)."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], check=True, capture_output=True).stdout
    with tempfile.TemporaryDirectory(prefix="isleforge-") as tmp:
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(tmp, filter="data")
        yield Path(tmp)


def child_cpu(cmd: list[str], cwd: Path, env: dict | None = None) -> tuple[float, str]:
    """(user + system CPU seconds of the command and every process it waited for, its standard output)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, cwd=cwd, env=env, check=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, done.stdout


def median(values) -> float:
    return statistics.median(values)
