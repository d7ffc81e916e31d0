"""Progress from a worker thread to the GUI, a few reports a second.

A run reports progress after every game (or search iteration). Emitting a queued signal each time
floods the GUI thread's event queue: with the compiled engine an in-process run plays hundreds of
games a second, the GUI fell seconds behind, and Cancel was seen only after the run had ended.
`Throttled(emit)` passes on at most one report every `PROGRESS_EVERY` seconds, and always the last.

A live report is handed over (`Handover`): the run's thread waits while the GUI shows it, so the GUI
is not starved of the GIL (see the class).
"""

from __future__ import annotations

import threading
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


HANDOVER_LONGEST = 2.0  # seconds a run waits for the GUI to show a live report before it goes on regardless


class Handover:
    """A run's thread hands a live report to the GUI and waits until the GUI has shown it.

    Showing a report makes hundreds of Qt calls, and PySide releases the GIL around each. While the
    run's thread is busy, the GUI thread gets the GIL back only after the interpreter's switch
    interval (5 ms) each time, so the first live report of a 3,000-game run took 8.4 s to show: the
    whole run, with the window frozen (and Cancel seen too late to cancel anything). Waiting here
    leaves the GIL to the GUI while it shows the report (about 20 ms), a few times a run.

    `handover(payload)` in the run's thread emits `emit(payload)` and waits until `shown()` is called
    (on the GUI thread, once the payload is on screen), `cancelled()` is true, or `longest` seconds.
    """

    def __init__(self, emit: Callable[[object], object], cancelled: Callable[[], bool],
                 longest: float = HANDOVER_LONGEST) -> None:
        self.emit, self.cancelled, self.longest = emit, cancelled, longest
        self._shown = threading.Event()

    def __call__(self, payload: object) -> None:
        self._shown.clear()
        self.emit(payload)
        deadline = time.perf_counter() + self.longest
        while not self._shown.wait(0.02):
            if self.cancelled() or time.perf_counter() >= deadline:
                return

    def shown(self) -> None:
        self._shown.set()
