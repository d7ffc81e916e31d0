"""Never lose work: unsaved documents are copied to a recovery folder, and offered back after a crash.

Shortly after the user stops typing (and every few seconds) the text of each modified document is written (atomically)
to the recovery folder, with a small JSON note naming the file it belongs to.
The copy is removed when the document is saved, closed (saved or discarded),
or back to its saved state. On start, copies left behind by a crash are offered
back; a recovered text becomes one undoable, unsaved change of its document.
"""

from __future__ import annotations

import hashlib
import json
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QUndoCommand

from editor.documents.document import Document
from engine.content.files import atomic_write_text
from engine.content.library import is_inside
from engine.content.yaml_io import load_roundtrip, parse_text

if TYPE_CHECKING:
    from .main_window import MainWindow

#: Unsaved work is copied this long after the last edit (a crash loses at most this much typing).
AFTER_TYPING_MS = 1500


@dataclass(frozen=True)
class RecoveryCopy:
    path: Path  # the content file the copy belongs to
    copy: Path  # the recovered text
    note: Path  # the JSON note

    def text(self) -> str:
        return self.copy.read_text(encoding="utf-8")


class RecoveryStore:
    """The recovery folder: one text copy and one note per unsaved file."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._written: dict[Path, str] = {}  # file -> digest of the text last written

    def _stem(self, path: Path) -> str:
        resolved = str(Path(path).resolve())
        return f"{Path(path).stem}-{hashlib.sha1(resolved.encode('utf-8')).hexdigest()[:12]}"

    def write(self, path: Path, text: str) -> bool:
        """Keep a copy of ``text`` for ``path``; returns False when the same text was already kept."""
        path = Path(path).resolve()
        digest = hashlib.sha1(text.encode("utf-8")).hexdigest()
        if self._written.get(path) == digest:
            return False
        self.folder.mkdir(parents=True, exist_ok=True)
        stem = self._stem(path)
        atomic_write_text(self.folder / f"{stem}.yaml", text)
        atomic_write_text(self.folder / f"{stem}.json",
                          json.dumps({"path": str(path), "written": time.strftime("%Y-%m-%d %H:%M:%S")}) + "\n")
        self._written[path] = digest
        return True

    def remove(self, path: Path) -> None:
        path = Path(path).resolve()
        self._written.pop(path, None)
        stem = self._stem(path)
        for suffix in (".json", ".yaml"):
            (self.folder / f"{stem}{suffix}").unlink(missing_ok=True)

    def copies(self) -> list[RecoveryCopy]:
        found = []
        for note in sorted(self.folder.glob("*.json")) if self.folder.is_dir() else []:
            try:
                path = Path(json.loads(note.read_text(encoding="utf-8"))["path"])
            except (OSError, ValueError, KeyError, TypeError):
                continue
            copy = note.with_suffix(".yaml")
            if copy.is_file():
                found.append(RecoveryCopy(path, copy, note))
        return found


class RecoverTextCommand(QUndoCommand):
    """Replace a document's whole text (a recovered copy): one undoable, unsaved change."""

    def __init__(self, document: Document, text: str) -> None:
        super().__init__("Recover unsaved changes")
        self.document = weakref.proxy(document)  # the document owns the stack that owns this command
        self.old_tree = document.tree
        self.new_tree = load_roundtrip(text)

    def redo(self) -> None:
        self.document.tree = self.new_tree
        self.document.notify("")

    def undo(self) -> None:
        self.document.tree = self.old_tree
        self.document.notify("")


class RecoveryController(QObject):
    """Autosaves the window's modified documents and offers recovery on start."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.store = RecoveryStore(window.config.recovery_dir)
        self.timer = QTimer(self)
        self.timer.setInterval(max(1, int(window.config.autosave_seconds * 1000)))
        self.timer.timeout.connect(self.autosave)
        self.pause = QTimer(self)  # shortly after the user stops typing, not only every period
        self.pause.setSingleShot(True)
        self.pause.setInterval(min(AFTER_TYPING_MS, self.timer.interval()))
        self.pause.timeout.connect(self.autosave)
        window.workspace.document_opened.connect(self._watch)
        window.session.page_closed.connect(lambda page: self.store.remove(page.path))
        self.timer.start()

    def _watch(self, document: Document) -> None:
        document.saved.connect(lambda: self.store.remove(document.path))
        document.changed.connect(lambda _pointers: self.pause.start())

    def autosave(self) -> int:
        """Copy every modified document; drop copies of documents back to their saved state."""
        written = 0
        for document in self.window.workspace.documents():
            if document.modified:
                try:
                    written += self.store.write(document.path, document.text())
                except OSError:
                    self.window.statusBar().showMessage("Autosave failed: the recovery folder cannot be written.", 5000)
            else:
                self.store.remove(document.path)
        return written

    def offer(self) -> list[Document]:
        """Offer the copies of this library's files left behind by a crash; returns the recovered documents."""
        root = self.window.workspace.root
        copies = [c for c in self.store.copies() if is_inside(c.path, root)]
        if not copies:
            return []
        names = [str(c.path.relative_to(root)) if c.path.is_relative_to(root) else str(c.path) for c in copies]
        if not self.window.prompter.ask_recover(names):
            for copy in copies:
                self.store.remove(copy.path)
            return []
        recovered = []
        for copy in copies:
            document = self.recover(copy)
            if document is not None:
                recovered.append(document)
        return recovered

    def recover(self, copy: RecoveryCopy) -> Document | None:
        try:
            text = copy.text()
        except OSError:
            return None
        if not parse_text(text, str(copy.path)).ok or not copy.path.is_file():
            self.window.prompter.error("Recovery", f"The recovered copy of {copy.path.name} cannot be restored; "
                                       f"it is kept at {copy.copy}.")
            return None
        page = self.window.session.open(copy.path)
        document = getattr(page, "document", None)
        if document is None:
            return None
        if text != document.text():
            document.undo_stack.push(RecoverTextCommand(document, text))
        return document
