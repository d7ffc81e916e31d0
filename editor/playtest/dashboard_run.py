"""The balance dashboard's run: what it plays and the thread that plays it (no widgets here).

- `snapshot_of(document, workspace)`: the document's text and every other modified document's,
  taken on the GUI thread; `resolve_snapshot` validates and resolves it in its folder (with the
  bundled library as base when outside it), raising `PlaytestSetupError` with the diagnostics.
  When the workspace's live validation is of exactly the editor's texts (`Workspace.live_validation`,
  keyed on the documents' revisions) the snapshot carries it and nothing is validated again.
  The playtest launcher (F5) reads the adventure the same way.
- `_RunThread` drives `engine.sim.batch.run_batch` off the GUI thread: progress and live reports go
  to the GUI through queued signals, and the thread waits while a live report is shown
  (`progress.Handover`); cancel is the batch runner's own cancellation (`run_batch(cancelled=...)`,
  looked at while the workers play: the run ends at once, no worker process is left). Whatever
  the run raises is `failed`: a run ends in `completed` or `failed`, never in neither.

Live results: `run_batch` hands the games received so far to `on_results` before each progress
call; the report on them is rebuilt at most every `LIVE_MIN_INTERVAL` seconds.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QThread, Signal

from .progress import Handover, Throttled

LIVE_UPDATES = 20  # about this many live reports per run ...
LIVE_MIN_INTERVAL = 0.25  # ... but not more often than this (seconds)


@dataclass(frozen=True)
class Settings:
    games: int = 1000
    players: int = 3
    bots: str = "random"
    seed: int = 0
    jobs: int = 1
    factions: tuple[str, ...] | None = None  # one per seat (then `players` is their number); None: drawn per game
    mode: str | None = None  # None: the adventure's first mode (solo: `factions` are the one player's)


@dataclass(frozen=True)
class RunData:
    """What a report was built on: the games (in game order), the resolved adventure and the run's spec."""

    report: dict
    results: list
    adventure: object
    spec: object


@dataclass(frozen=True)
class Snapshot:
    """What the worker thread needs from the GUI thread, taken at Start (plain values only)."""

    path: Path
    texts: tuple[tuple[Path, str], ...]  # the document's text and the other modified documents'
    root: Path
    base: Path | None
    # The workspace's live validation when it is of exactly these texts (`Workspace.live_validation`),
    # which `validate_snapshot` then reuses instead of validating the library again; None: validate.
    live: object | None = None


class PlaytestSetupError(Exception):
    """The run cannot start; `diagnostics` (engine Diagnostics) say where, when content is at fault."""

    def __init__(self, message: str, diagnostics=()) -> None:
        super().__init__(message)
        self.diagnostics = list(diagnostics)


def ruleset_of_document(document):
    """The engine ruleset an adventure document names (`ruleset:`), the default one when it names
    none or one that is not installed (its run then fails with the engine's message)."""
    from engine.core import ruleset as rulesets
    from engine.core.errors import EngineError

    named = document.value("/ruleset", None) if document is not None else None
    try:
        return rulesets.get(named if isinstance(named, str) and named else None)
    except EngineError:
        return rulesets.get()


def campaign_refusal(document) -> str | None:
    """Why a campaign document cannot be played (None when its ruleset plays campaigns): a ruleset
    without carry-over (`Ruleset.plays_campaigns`) has no campaigns; the message says what to do instead."""
    ruleset = ruleset_of_document(document)
    if ruleset.plays_campaigns:
        return None
    return (f"{ruleset.title} has no campaigns: its rules carry nothing from one game to the next, so "
            f"'{document.item_id or document.path.name}' cannot be played or balanced as a campaign. "
            "Playtest its adventures one by one (open an adventure and press F5 or Ctrl+F5).")


def failure_text(message: str, diagnostics=()) -> str:
    """Why a run did not start, in one line for the status: the engine's message, and the first
    error's place and words (file:line) when content is at fault."""
    first = next((d for d in diagnostics or () if getattr(d, "is_error", True)), None)
    if first is None:
        return f"Not run: {message}"
    more = len(diagnostics) - 1
    return (f"Not run: {message} — {first.location()}: {first.message}"
            + (f" (and {more} more below)" if more > 0 else ""))


def resolve_snapshot(snapshot: Snapshot):
    """The resolved adventure of the snapshot's texts, validated like `isleforge playtest FILE`.

    A file of the workspace is validated in the workspace (with its base); any other file in its
    folder with the bundled library as the base (the bundled library itself has no base).
    """
    from engine.content.resolve import ContentError
    from engine.sim.content import resolve_file

    validation, content = validate_snapshot(snapshot)
    try:
        return resolve_file(validation, content)
    except ContentError as error:
        raise PlaytestSetupError(str(error), error.diagnostics) from None


def validate_snapshot(snapshot: Snapshot, kind: str = "adventure"):
    """(validation, the file's ContentFile, of `kind`) of the snapshot's texts (see `resolve_snapshot`)."""
    from engine.content import paths
    from engine.content.library import is_inside
    from engine.content.validate import validate_paths

    bundled = paths.library_dir()
    path = snapshot.path.resolve()
    if is_inside(path, snapshot.root):
        folder, base = snapshot.root, snapshot.base
    elif is_inside(path, bundled):
        folder, base = bundled.resolve(), None
    else:
        folder, base = path.parent, bundled
    if snapshot.live is not None and folder == snapshot.root:
        validation = snapshot.live
    else:
        validation = validate_paths([folder], root=folder, base=base)
        for other, text in snapshot.texts:
            if is_inside(other, folder):
                validation.replace_file(other.resolve(), text)
    content = validation.library.find(path)
    if content is None or content.kind != kind or not content.id:
        problems = [d for d in validation.diagnostics if content is not None and d.file == content.display and d.is_error]
        raise PlaytestSetupError(f"{path.name} is not a valid {kind} file", problems)
    return validation, content


def snapshot_of(document, workspace) -> Snapshot:
    """The document's text and every other modified document's, taken now on the GUI thread."""
    texts = {document.path.resolve(): document.text()}
    for other in workspace.documents() if workspace is not None else ():
        if other is not document and other.modified:
            texts[other.path.resolve()] = other.text()
    root = Path(workspace.root) if workspace is not None else document.path.parent
    base = workspace.base if workspace is not None else None
    live = workspace.live_validation() if workspace is not None else None
    return Snapshot(document.path, tuple(texts.items()), root, base, live)


class _RunThread(QThread):
    progressed = Signal(int, int)
    partial = Signal(object)  # RunData on the games so far
    failed = Signal(str, object)  # message, diagnostics
    completed = Signal(object)  # RunData of the final report

    def __init__(self, snapshot: Snapshot, settings: Settings, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("isleforge-balance")
        self.snapshot, self.settings = snapshot, settings
        self._cancel = threading.Event()
        self._report = Throttled(self.progressed.emit)
        self.handover = Handover(self.partial.emit, self._cancel.is_set)  # the GUI calls handover.shown()
        self._adventure = None
        self._spec = None
        self._last_live = (0, 0.0)

    def cancel(self) -> None:
        self._cancel.set()

    def run(self) -> None:  # the worker thread
        from engine.core.errors import EngineError
        from engine.sim.batch import BatchResult, run_batch
        from engine.sim.report import build_report
        from engine.sim.runner import BotUnavailable, RunSpec, bot_class

        s = self.settings
        try:
            bot_class(s.bots)
            adventure = resolve_snapshot(self.snapshot)
            if s.factions:
                spec = RunSpec(players=None, factions=tuple(s.factions), bots=s.bots, seed=s.seed, mode=s.mode)
            else:
                spec = RunSpec(players=s.players, bots=s.bots, seed=s.seed, mode=s.mode)
            spec.game(adventure, 0)  # impossible player counts and unknown factions fail here, before any process starts
        except PlaytestSetupError as error:
            self.failed.emit(str(error), error.diagnostics)
            return
        except (BotUnavailable, EngineError, FileNotFoundError) as error:
            self.failed.emit(str(error), [])
            return
        except Exception as error:  # noqa: BLE001 (shown to the user rather than lost in a thread)
            self.failed.emit(f"{type(error).__name__}: {error}", [])
            return
        self._adventure, self._spec = adventure, spec
        try:
            if self._cancel.is_set():
                batch = BatchResult(spec, s.games, interrupted=True, jobs=s.jobs)
            else:
                self._last_live = (0, time.perf_counter())
                self._received: list = []
                # `cancelled`: a Cancel that comes after the look above (right after Start, say) ends the
                # workers at once, not after the chunks they are playing (minutes with search bots)
                batch = run_batch(adventure, spec, s.games, jobs=s.jobs, progress=self._progress,
                                  on_results=self._keep, cancelled=self._cancel.is_set)
            data = RunData(build_report(adventure, batch), list(batch.results), adventure, spec)
        except Exception as error:  # noqa: BLE001 (a broken pool or a failing game: said, never a run that never ends)
            self.failed.emit(f"{type(error).__name__}: {error}", [])
            return
        self.completed.emit(data)

    def _keep(self, results: list) -> None:  # called by run_batch, in this thread
        self._received = list(results)

    def _progress(self, done: int, total: int) -> None:  # called by run_batch, in this thread
        self._report(done, total)  # a few a second (see editor/playtest/progress.py)
        if self._cancel.is_set():
            raise KeyboardInterrupt  # the batch runner's cancellation
        last_done, last_time = self._last_live
        now = time.perf_counter()
        step = max(1, total // LIVE_UPDATES)
        if done < total and done - last_done >= step and now - last_time >= LIVE_MIN_INTERVAL:
            self._last_live = (done, now)
            received = list(self._received)
            if received:
                from engine.sim.batch import BatchResult
                from engine.sim.report import build_report

                received.sort(key=lambda r: r.index)
                batch = BatchResult(self._spec, total, results=received, jobs=self.settings.jobs)
                self.handover(RunData(build_report(self._adventure, batch), received, self._adventure, self._spec))
