"""Progress from a worker thread to the GUI, a few reports a second.

A run reports progress after every game (or search iteration). Emitting a queued signal each time
floods the GUI thread's event queue: with the compiled engine an in-process run plays hundreds of
games a second, the GUI fell seconds behind, and Cancel was seen only after the run had ended.
`Throttled(emit)` passes on at most one report every `PROGRESS_EVERY` seconds, and always the last.
"""

from __future__ import annotations

import time
from collections.abc import Callable

PROGRESS_EVERY = 0.05  # seconds between two progress reports reaching the GUI


class Throttled:
    """`throttled(done, total)`: `emit(done, total)` if the last report is `every` seconds old, or done."""

    def __init__(self, emit: Callable[[int, int], object], every: float = PROGRESS_EVERY) -> None:
        self.emit, self.every = emit, every
        self._last = -every  # the first report always goes through

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if done >= total or now - self._last >= self.every:
            self._last = now
            self.emit(done, total)
