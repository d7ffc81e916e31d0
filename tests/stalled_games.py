"""Games that do not end by themselves, for the tests of cancelling a run while workers play.

A cancelled run used to wait for the chunks its workers were playing: 20 games a chunk, minutes
with search bots on a loaded machine (Cancel right after Ctrl+F5 timed the matrix test out at 60 s).
The tests put these functions where the batch runner plays (`engine.sim.batch.play_games`,
`engine.sim.campaign_batch.play_run`): a worker process marks that it has started its chunk and
then sleeps `STALL_SECONDS`, so a run whose cancellation only takes effect when a chunk ends
fails its test instead of passing by luck. They live at the top of tests/ (which is on `sys.path`
of every test, and so of the spawned workers) because the workers import them by name.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

# far beyond every wait of the tests: a chunk "never" ends by itself (shorter to watch the old code fail)
STALL_SECONDS = float(os.environ.get("ISLEFORGE_STALL_SECONDS", 120))
MARKS = "ISLEFORGE_STALL_MARKS"  # the folder a worker marks its start in (set before the pool starts)


def _mark_and_sleep(start: int) -> None:
    folder = Path(os.environ[MARKS])
    (folder / f"chunk-{start}-{os.getpid()}").write_text("playing", encoding="utf-8")
    time.sleep(STALL_SECONDS)


def stalled_chunk(payload, spec, start: int, stop: int) -> list:
    """In place of `engine.sim.runner.play_games` (a whole chunk at once)."""
    _mark_and_sleep(start)
    return []


def stalled_run(payload, spec, k: int):
    """In place of `engine.sim.campaign.play_run` (one campaign run)."""
    _mark_and_sleep(k)
    return None


def started(folder: Path) -> bool:
    """Whether a worker has started a stalled chunk (so the run is past its first look at Cancel)."""
    return any(Path(folder).glob("chunk-*"))
