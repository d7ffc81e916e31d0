"""The workspace: one open library, its documents, and live validation in the background.

Validation runs in a worker thread that owns the engine's `Validation` (which
is not thread-safe). An edit's text goes to the worker on the event loop's next turn
when no request is in flight; while one is, edits wait and their documents' newest texts go
together when it is answered (the debounce: one request at a time, edits made meanwhile
coalesced, no fixed delay added to an edit made when the worker is idle). The worker re-validates
only that file plus the semantic pass and posts the result back. Typing never waits for it.

The library is read and checked once, at start-up, in the calling thread: the
views look ids up in that `index`, and the worker starts from a fork of it (the
same files, its own lists) instead of reading and checking everything again.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal, Slot

from engine.content.diagnostics import Diagnostic, Severity
from engine.content.library import Library, display_path
from engine.core.ruleset import DEFAULT_RULESET
from engine.content.validate import Validation, validate_paths
from engine.content.yaml_io import Parsed

from .document import Document

DEBOUNCE_MS = 0  # an edit is sent on the event loop's next turn (edits of one turn go together) ...
# ... unless a request is in flight: then when it is answered (see the module docstring).
PREPARE_AFTER_MS = 200  # an opened document is split into sections this long after (its page paints first)


class _Validator(QObject):
    """Lives in the worker thread."""

    finished = Signal(object, object, int)  # (validation as of this answer, catalog of ids, generation)
    failed = Signal(str, str, int)  # (the file asked about, the error, generation): a validation raised

    def __init__(self, root: Path, base: Path | None, validation: Validation | None = None) -> None:
        super().__init__()
        self.root, self.base = root, base
        self.validation = validation  # None: read and check the library on the first request

    def _send(self, generation: int) -> None:
        assert self.validation is not None
        self.finished.emit(fork(self.validation), catalog(self.validation), generation)

    def _answer(self, path: str, generation: int, work) -> None:
        """Run one request's `work` and answer it either way: a validation that raised (a bug of the
        checks, never of the designer's file) answers `failed` with the file and the error, because an
        unanswered request left the Problems panel and F5 waiting for ever."""
        try:
            work()
        except Exception as error:  # noqa: BLE001 (said on the file in the Problems panel, not lost in a thread)
            self.failed.emit(path, f"{type(error).__name__}: {error}", generation)

    @Slot(int)
    def load(self, generation: int) -> None:
        def work() -> None:
            self._load_first()
            self._send(generation)
        self._answer(str(self.root), generation, work)

    def _load_first(self) -> None:
        """Read and check the whole library (the first request of a worker made without an index)."""
        self.validation = validate_paths([self.root], root=self.root, base=self.base)

    @Slot(str, str, object, int)
    def update(self, path: str, text: str, parsed: Parsed | None, generation: int) -> None:
        def work() -> None:
            if self.validation is None:
                self._load_first()
            assert self.validation is not None
            self.validation.replace_file(Path(path), text, parsed)
            self._send(generation)
        self._answer(path, generation, work)

    @Slot(str, int)
    def reread(self, path: str, generation: int) -> None:
        def work() -> None:
            if self.validation is None:
                self._load_first()
            else:
                self.validation.replace_file(Path(path))
            self._send(generation)
        self._answer(path, generation, work)

    @Slot(str, int)
    def remove(self, path: str, generation: int) -> None:
        def work() -> None:
            if self.validation is None:
                self._load_first()
            else:
                self.validation.remove_file(Path(path))
            self._send(generation)
        self._answer(path, generation, work)


def fork(validation: Validation) -> Validation:
    """A validation the worker may change without changing ``validation`` (the main thread's index).

    Both hold the same files as they were read, in lists of their own: `replace_file` and
    `remove_file` swap or drop a file in the fork's list and never change a file, and the
    semantic pass builds a new context. The files' memos were filled by the first pass.
    """
    library = validation.library
    return Validation(Library(library.root, list(library.files), list(library.diagnostics)),
                      list(validation.diagnostics), validation.context)


def catalog(validation: Validation) -> dict:
    """The ids forms offer: files per kind and cards per card kind, as the library is now.

    The forms offer the default ruleset's files only: a file of another ruleset is never one of
    its references (another game's adventure is no chapter of the default game's campaign).
    """
    files: dict[str, list[str]] = {}
    for content in validation.library.files:
        if content.kind and content.id and content.ruleset in (None, DEFAULT_RULESET):
            files.setdefault(content.kind, []).append(content.id)
    cards = {kind: sorted(ids) for kind, ids in (validation.context.cards.items() if validation.context else ())}
    return {"files": {kind: sorted(ids) for kind, ids in files.items()}, "cards": cards}


class Workspace(QObject):
    diagnostics_changed = Signal()
    document_opened = Signal(object)
    document_closed = Signal(object)

    _seeded = Signal(object, object, int)  # the start-up validation, delivered like the worker's answers
    _request_update = Signal(str, str, object, int)  # (path, text, its parse or None, generation)
    _request_reread = Signal(str, int)
    _request_remove = Signal(str, int)

    def __init__(self, root: Path, base: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.root = Path(root).resolve()
        self.base = base
        self._documents: dict[Path, Document] = {}
        self._diagnostics: list[Diagnostic] = []
        self._by_file: dict[str, list[Diagnostic]] | None = None  # `_diagnostics` per file, made on demand
        self._shown: dict[tuple[Path, str], str] = {}  # display paths of the files asked about since the last answer
        self._generation = 0
        self._answered = 0
        self._catalog: dict | None = None  # ids as the last validation saw them (follows every edit)
        self._live: Validation | None = None  # the worker's last answer (a fork: the worker never changes it)
        self._revisions: dict[Path, int] = {}  # per open document: how many changes it has seen
        self._asked: dict[int, dict[Path, int]] = {}  # per request in flight: the revisions it was sent with
        self._live_revisions: dict[Path, int] | None = None  # the revisions `_live` was computed on
        self._pending: set[Document] = set()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self._flush)
        self.index = validate_paths([self.root], root=self.root, base=base)  # for look-ups by the views
        self._thread = QThread(self)
        self._thread.setObjectName("isleforge-validation")
        self._validator = _Validator(self.root, base, fork(self.index))  # not a second pass over the same files
        self._validator.moveToThread(self._thread)
        self._request_update.connect(self._validator.update)
        self._request_reread.connect(self._validator.reread)
        self._request_remove.connect(self._validator.remove)
        self._validator.finished.connect(self._on_finished)
        self._validator.failed.connect(self._on_failed)
        self._seeded.connect(self._on_finished, Qt.ConnectionType.QueuedConnection)
        self._thread.start()
        self._generation += 1
        # Published from the event loop, as the worker's first answer was, so that `ready` and
        # `diagnostics_changed` reach the docks connected after the workspace was made.
        self._asked[self._generation] = {}
        self._seeded.emit(fork(self.index), catalog(self.index), self._generation)

    # -- documents -------------------------------------------------------------------
    def open(self, path: Path) -> Document:
        """The document of a file, opened once (raises DocumentError if it cannot be edited)."""
        key = Path(path).resolve()
        document = self._documents.get(key)
        if document is None:
            document = Document.open(key, self)
            document.changed.connect(lambda _pointers, d=document: self._schedule(d))
            document.saved.connect(lambda d=document: self._schedule(d))
            self._documents[key] = document
            # Split its text into sections before the first edit, once its page has painted (a zero
            # timer ran before the first paint: a fifth of opening a page, spent on nothing shown)
            QTimer.singleShot(PREPARE_AFTER_MS, lambda d=document: self._prepare(d))
            self.document_opened.emit(document)
        return document

    def _prepare(self, document: Document) -> None:
        if document.awaits_paint:  # its page asks again once it has painted (`prepare_soon`)
            return
        if self._documents.get(document.path.resolve()) is document:  # (not closed meanwhile)
            document.prepare()

    def prepare_soon(self, document: Document) -> None:
        """Split ``document``'s text `PREPARE_AFTER_MS` from now: its page calls this once it has painted.

        A page whose building outlasted the timer set at `open` (a large page, or any page on a loaded
        machine) had the split run in the same turn of the event loop as its first paint, before it."""
        document.awaits_paint = False
        QTimer.singleShot(PREPARE_AFTER_MS, lambda d=document: self._prepare(d))

    def close(self, document: Document) -> None:
        self._documents.pop(document.path.resolve(), None)
        self._pending.discard(document)
        self._revisions.pop(document.path.resolve(), None)
        self._request_reread.emit(str(document.path), self._next_generation())  # back to the file on disk
        self.document_closed.emit(document)

    def documents(self) -> list[Document]:
        return list(self._documents.values())

    def document_for(self, path: Path) -> Document | None:
        return self._documents.get(Path(path).resolve())

    # -- validation ------------------------------------------------------------------
    def _schedule(self, document: Document) -> None:
        key = document.path.resolve()
        self._revisions[key] = self._revisions.get(key, 0) + 1
        self._pending.add(document)
        if self._answered >= self._generation:  # the worker is idle; otherwise `_on_finished` sends it
            self._timer.start()

    def _next_generation(self) -> int:
        """A new request: remember the documents' revisions it is sent with."""
        self._generation += 1
        self._asked[self._generation] = dict(self._revisions)
        return self._generation

    def _flush(self) -> None:
        for document in list(self._pending):
            # The parse goes along: the document re-parses only the sections an edit changed.
            self._request_update.emit(str(document.path), document.text(), document.parsed_if_known(), self._next_generation())
        self._pending.clear()

    def reread(self, path: Path) -> None:
        """A file changed on disk (outside the editor): validate it again from disk."""
        self._request_reread.emit(str(path), self._next_generation())

    def forget(self, path: Path) -> None:
        """A file left the library (deleted or moved away): drop it and its problems."""
        self._request_remove.emit(str(path), self._next_generation())

    def _on_finished(self, validation: Validation, ids: dict, generation: int) -> None:
        self._answered = max(self._answered, generation)
        if self._pending and self._answered >= self._generation and not self._timer.isActive():
            self._timer.start()  # edits made while the worker was busy: their newest texts go now
        revisions = self._asked.pop(generation, None)
        for older in [g for g in self._asked if g < generation]:
            del self._asked[older]  # answered in order: those answers are superseded
        if generation < self._generation:
            return  # a newer request is on its way
        self._live, self._live_revisions = validation, revisions
        self._diagnostics = list(validation.diagnostics)
        self._by_file, self._shown = None, {}
        self._catalog = ids
        self.diagnostics_changed.emit()

    def _on_failed(self, path: str, error: str, generation: int) -> None:
        """A request whose validation raised: answered all the same (edits waiting go on), and the file
        shows one error saying so in place of its problems; no validation is live (F5 and the
        dashboard validate for themselves). The next edit or save asks again."""
        self._answered = max(self._answered, generation)
        if self._pending and self._answered >= self._generation and not self._timer.isActive():
            self._timer.start()
        self._asked.pop(generation, None)
        for older in [g for g in self._asked if g < generation]:
            del self._asked[older]
        if generation < self._generation:
            return  # a newer request is on its way
        shown = display_path(Path(path))
        failure = Diagnostic(Severity.ERROR, "validation/failed", f"validation failed: {error}; please report it",
                             file=shown, hint="This is a bug of the editor's checks, not of the file: the "
                             "file is still edited and saved as usual; an edit or a save validates it again.")
        self._live, self._live_revisions = None, None
        self._diagnostics = [d for d in self._diagnostics if d.file != shown] + [failure]
        self._by_file, self._shown = None, {}
        self.diagnostics_changed.emit()

    def live_validation(self) -> Validation | None:
        """The last validation, if it is of the library exactly as the editor holds it now, else None.

        Exact: it answered the newest request, and every open document has the revision (the count
        of its changes) it was validated at. F5 and the balance dashboard start from it instead of
        validating the whole library again; the caller must not change it (it is shared).
        """
        if self._live is None or self._pending or self._timer.isActive() or self._answered < self._generation:
            return None
        if self._live_revisions != self._revisions:
            return None
        return self._live

    @property
    def busy(self) -> bool:
        """Whether an edit has not been validated yet."""
        return bool(self._pending) or self._timer.isActive() or self._answered < self._generation

    @property
    def ready(self) -> bool:
        """Whether the first validation of the library has arrived."""
        return self._answered > 0

    def diagnostics(self) -> list[Diagnostic]:
        return list(self._diagnostics)

    def diagnostics_for(self, path: Path, notes: bool = True) -> list[Diagnostic]:
        # Every listener of an answer asks (the fields of a form, the status bar, the map): the
        # diagnostics are grouped by file once and each path is shown (links resolved) once per answer.
        key = (Path(path), os.getcwd())  # shown relative to the working folder
        shown = self._shown.get(key)
        if shown is None:
            shown = self._shown[key] = display_path(key[0])
        if self._by_file is None:
            self._by_file = {}
            for diagnostic in self._diagnostics:
                self._by_file.setdefault(diagnostic.file, []).append(diagnostic)
        return [d for d in self._by_file.get(shown, ()) if notes or d.severity is not Severity.INFO]

    # -- look-ups for forms ------------------------------------------------------------
    def ids(self, kind: str) -> list[str]:
        """Ids of the library's files of a kind (adventures, campaigns...), as of the last edit."""
        if self._catalog is not None:
            return list(self._catalog["files"].get(kind, []))
        return sorted(f.id for f in self.index.library.files if f.kind == kind and f.id and f.ruleset in (None, DEFAULT_RULESET))

    def card_ids(self, card_kind: str) -> list[str]:
        """Ids of the cards of a card kind (one of the ruleset's `card_kinds`), as of the last edit."""
        if self._catalog is not None:
            return list(self._catalog["cards"].get(card_kind, []))
        context = self.index.context
        return sorted(context.cards.get(card_kind, {})) if context else []

    def shutdown(self) -> None:
        self._timer.stop()
        self._thread.quit()
        self._thread.wait(5000)
